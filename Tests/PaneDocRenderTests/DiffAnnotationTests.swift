import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocTestSupport
import Testing

@testable import PaneDocDiff
@testable import PaneDocRender

/// `panedoc diff --format github` and `--format sarif`: the changes placed where each element is
/// written, from the repository's root.
@Suite("Diff annotations: GitHub workflow commands and SARIF")
struct DiffAnnotationTests {
  typealias Design = DiffSamples.Design

  /// The mail edit (the compose button moved 60 pt) with the filter button moved 8 pt too, in
  /// `App/UI/Mail.xml`: the button's place is known, the filter button's is not (it falls back to
  /// its scene's line).
  static func output(failsOnChange: Bool = false) -> DiffOutput {
    var edit = MailEdit()
    edit.new.filterButton.x += 8
    return DiffOutput(diff: edit.diff(), failsOnChange: failsOnChange, repositoryPrefix: "App/")
  }

  @Test("GitHub: one warning per changed element at its line, as recorded")
  func githubGolden() {
    let text = DiffOutput.github.render(Self.output())
    goldenFiles.check(text, named: "diff-outputs/github.txt")
    let lines = text.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("::warning file=App/UI/Mail.xml,line=") })
    #expect(
      text.contains(
        "::warning file=App/UI/Mail.xml,line=12,col=5,title=Layout changed%3A node composeButton"
          + " in scene mail::"))
    // The filter button has no known place: its scene's line stands in.
    #expect(text.contains("line=3,col=3,title=Layout changed%3A node filterButton"))
  }

  @Test("GitHub: a change that fails the run is an error")
  func githubErrors() {
    let text = DiffOutput.github.render(Self.output(failsOnChange: true))
    #expect(text.hasPrefix("::error file="))
    #expect(!text.contains("::warning"))
  }

  @Test("GitHub: nothing changed prints nothing")
  func githubUnchanged() {
    let layouts = DiffSamples.layouts()
    #expect(
      DiffOutput.github.render(DiffOutput(diff: LayoutDiff(old: layouts, new: layouts))) == "")
  }

  @Test("GitHub: %, CR and LF are escaped in messages, and : and , too in properties")
  func githubEscaping() throws {
    #expect(DiffOutput.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
    #expect(DiffOutput.escapeProperty("50% a\r\nb: c, d") == "50%25 a%0D%0Ab%3A c%2C d")
    let place = DiffSamples.places[0]
    let old = DiffSamples.layout(Design(), scene: "mail", state: [], place: place)
    var new = old
    new.nodes.append(
      Node(
        id: "a,b:c%d\ne::warning x", kind: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    let text = DiffOutput.github.render(DiffOutput(diff: LayoutDiff(old: [old], new: [new])))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // One command and the final newline: the id's line break cannot start a second command.
    #expect(lines.count == 2 && lines[1].isEmpty)
    let title = try #require(lines[0].firstRange(of: "title="))
    #expect(
      lines[0][title.upperBound...].hasPrefix(
        "Layout changed%3A node a%2Cb%3Ac%25d%0Ae%3A%3Awarning x in scene mail::"))
  }

  @Test("GitHub: ten annotations, then a notice that counts the rest")
  func githubLimit() {
    let place = DiffSamples.places[0]
    let old = DiffSamples.layout(Design(), scene: "mail", state: [], place: place)
    var new = old
    for number in 1...12 {
      new.nodes.append(
        Node(
          id: "view\(number)", kind: .view,
          frame: Rect(x: 0, y: Double(number), width: 10, height: 10)))
    }
    let lines = DiffOutput.github.render(DiffOutput(diff: LayoutDiff(old: [old], new: [new])))
      .split(separator: "\n")
    #expect(lines.count == 11)
    #expect(
      lines.prefix(10).allSatisfy { $0.hasPrefix("::warning title=Layout changed%3A node view") })
    #expect(
      lines[10]
        == "::notice title=More layout changes::2 more changed elements are listed in the diff's"
        + " other outputs")
  }

  @Test("paths from the repository's root: the prefix before a relative path, . and .. resolved")
  func repositoryPaths() {
    let output = DiffOutput(diff: LayoutDiff(old: [], new: []), repositoryPrefix: "a/b/")
    #expect(output.repositoryPath("x.xml") == "a/b/x.xml")
    #expect(output.repositoryPath("./c/../../x.xml") == "a/x.xml")
    #expect(output.repositoryPath("/abs/x.xml") == "/abs/x.xml")
    #expect(DiffOutput(diff: output.diff).repositoryPath("../x.xml") == "../x.xml")
    #expect(output.repositoryPath("…/x.xml") == nil)
  }

  @Test("SARIF: as recorded, and the same bytes every time")
  func sarifGolden() {
    let text = DiffOutput.sarif.render(Self.output())
    goldenFiles.check(text, named: "diff-outputs/results.sarif")
    #expect(DiffOutput.sarif.render(Self.output()) == text)
  }

  @Test("SARIF: the fields SARIF 2.1.0 and code scanning require")
  func sarifRequiredFields() throws {
    var output = Self.output(failsOnChange: true)
    // A layout warning that appeared is a result of its own code's rule.
    let place = DiffSamples.places[0]
    var warned = DiffSamples.layout(Design(), scene: "mail", state: [], place: place)
    warned.file = "UI/Mail.xml"
    let quiet = warned
    warned.warnings.append(
      LayoutWarning(code: .layout(.barOverflow), subject: "composeButton", message: "too many"))
    output.diff = LayoutDiff(
      old: output.diff.comparisons.compactMap(\.old) + [quiet],
      new: output.diff.comparisons.compactMap(\.new) + [warned])
    output.diff.locations = Self.output().diff.locations
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(DiffOutput.sarif.render(output).utf8))
        as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let tool = try #require(runs[0]["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "panedoc")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ruleIds = rules.compactMap { $0["id"] as? String }
    #expect(ruleIds.count == rules.count)
    #expect(ruleIds == ruleIds.sorted() && Set(ruleIds).count == ruleIds.count)
    #expect(ruleIds.contains("layout-changed") && ruleIds.contains("bar-overflow"))
    for rule in rules {
      let description = try #require(rule["shortDescription"] as? [String: Any])
      #expect((description["text"] as? String)?.isEmpty == false)
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for result in results {
      let message = try #require(result["message"] as? [String: Any])
      #expect((message["text"] as? String)?.isEmpty == false)
      let ruleId = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ruleIds.indices.contains(index) && ruleIds[index] == ruleId)
      #expect(result["level"] as? String == "error")
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect(artifact["uri"] as? String == "App/UI/Mail.xml")
      #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
    #expect(results.contains { $0["ruleId"] as? String == "bar-overflow" })
  }

  @Test("SARIF: a path is a URI reference, every byte but unreserved ones and / escaped")
  func sarifURI() {
    #expect(DiffOutput.uriEscape("UI/My Mail#1.xml") == "UI/My%20Mail%231.xml")
    #expect(DiffOutput.uriEscape("é.xml") == "%C3%A9.xml")
  }

  @Test("every diff format has its own name; --junit's format is the junit one")
  func formatNames() {
    let names = DiffOutput.formats.map(\.name)
    #expect(names == ["text", "json", "markdown", "junit", "github", "sarif"])
    let output = Self.output()
    let junit = DiffOutput.format(named: "junit")?.render(output) ?? ""
    #expect(junit.hasPrefix("<?xml") && junit.contains("<testsuite"))
    #expect(
      DiffOutput.formatSummaries
        == "a text list, the JSON change list, a Markdown summary, JUnit XML, GitHub workflow"
        + " commands, or SARIF 2.1.0")
  }

  @Test("a format PaneDoc writes to a file names it by its extension; a printed one has none")
  func fileNames() {
    #expect(DiffOutput.json.fileName("diff") == "diff.json")
    #expect(DiffOutput.markdown.fileName("summary") == "summary.md")
    #expect(DiffOutput.formats.allSatisfy { $0.fileExtension != nil })
    #expect(LayoutOutput.formats.allSatisfy { $0.fileExtension == nil && $0.fileName("x") == "x" })
    #expect(SweepReport.formats.allSatisfy { $0.fileExtension == nil })
  }

  @Test("the text, JSON and Markdown formats put the breakpoints before the diff's own output")
  func breakpointsStitched() {
    let change = BreakpointChange(
      subject: "mail · initial", old: 668, new: 702, changes: [.collapses(split: "mail")])
    let diff = Self.output().diff
    let output = DiffOutput(diff: diff, breakpoints: [change], acceptCommand: "panedoc render x")
    #expect(
      DiffOutput.text.render(output) == BreakpointChange.lines([change])
        + diff.rendered(DiffOutput.text))
    #expect(
      DiffOutput.markdown.render(output)
        == BreakpointChange.markdown([change])
        + diff.rendered(DiffOutput.markdown, acceptCommand: "panedoc render x"))
    #expect(DiffOutput.json.render(output).contains("\"breakpoints\""))
    #expect(!DiffOutput.json.render(DiffOutput(diff: diff)).contains("\"breakpoints\""))
    #expect(DiffOutput.github.render(output).hasPrefix("::warning title=Breakpoint changed%3A"))
  }
}
