import Foundation
import PaneDocLayout
import PaneDocModel
import PaneDocXML
import Testing

@testable import PaneDocDiff
@testable import PaneDocRender

@Suite("Diff outputs")
struct DiffOutputTests {
  typealias Design = DiffSamples.Design

  static func anchorAndColumnDiff() -> LayoutDiff {
    var design = Design()
    design.composeButton.x -= 60
    design.primaryWidth = 330
    var old = Design()
    old.scenes = ["mail", "settings"]
    return LayoutDiff(old: DiffSamples.layouts(old), new: DiffSamples.layouts(design))
  }

  @Test("the Markdown summary lists the biggest changes first, grouped over environments")
  func markdownOrdering() {
    let markdown = Self.anchorAndColumnDiff().rendered(
      DiffOutput.markdown, acceptCommand: "panedoc render new --out r")
    let rows = markdown.split(separator: "\n").filter {
      $0.hasPrefix("| node") || $0.hasPrefix("| popover")
    }
    #expect(rows.count > 3)
    // The largest move (the 60-point anchor move) tops the purely geometric rows, said with its
    // direction once for every environment it happened in, with the old and new values.
    #expect(
      rows[0].contains(
        "composeButton** moved 60 pt left → popover composeSegue arrowOffset changed | mail | "))
    let cells = rows[0].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(cells.count == 6)
    #expect(cells[3] == "\(DiffSamples.places.count)")
    #expect(cells[4].hasPrefix("\\[") && cells[5].hasPrefix("\\["))
    #expect(markdown.contains("- Scenes removed: settings"))
    #expect(markdown.contains("```sh\npanedoc render new \\-\\-out r\n```") == false)
    #expect(markdown.contains("```sh\npanedoc render new --out r\n```"))
    #expect(markdown.contains("**9 changed**, 0 added, 9 removed, 0 unchanged layouts"))
  }

  @Test("structural changes come before any move in Markdown")
  func markdownStructuralFirst() {
    let place = DiffSamples.places[0]
    let old = DiffSamples.layout(
      Design(), scene: "mail", state: [.segue("composeSegue")], place: place)
    var new = old
    new.nodes[3].frame = new.nodes[3].frame?.offsetBy(dx: 500, dy: 0)
    new.presentations[0].arrowDirection = .left
    let markdown = LayoutDiff(old: [old], new: [new]).rendered(DiffOutput.markdown)
    let arrow = markdown.range(of: "arrowDirection up → left")!
    let move = markdown.range(of: "filterButton")!
    #expect(arrow.lowerBound < move.lowerBound)
  }

  @Test("ids cannot inject Markdown or HTML into the summary")
  func markdownEscaping() {
    let place = DiffSamples.places[0]
    let old = DiffSamples.layout(Design(), scene: "mail", state: [], place: place)
    var new = old
    new.nodes.append(
      Node(
        id: "x|y*z_`code`<script>[link](http://e)\nnext", kind: .view,
        frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    let markdown = LayoutDiff(old: [old], new: [new]).rendered(
      DiffOutput.markdown, acceptCommand: "panedoc render ```x")
    #expect(!markdown.contains("<script>"))
    #expect(markdown.contains("&lt;script&gt;"))
    #expect(markdown.contains("x\\|y\\*z\\_\\`code\\`"))
    #expect(markdown.contains("\\[link\\]\\(http\\:"))
    #expect(!markdown.contains("\nnext"))
    #expect(markdown.contains("````sh\npanedoc render ```x\n````"))
    let row = markdown.split(separator: "\n").first { $0.contains("appeared") }!
    // An escaped pipe does not add a cell: six cells, seven unescaped bars.
    let bars = row.count { $0 == "|" } - row.components(separatedBy: "\\|").count + 1
    #expect(bars == 7)
  }

  @Test("no change gives a one-line Markdown summary")
  func markdownNoChange() {
    let layouts = DiffSamples.layouts()
    #expect(
      LayoutDiff(old: layouts, new: layouts).rendered(DiffOutput.markdown)
        == "### PaneDoc layout diff\n\nNo layout changes in 9 layouts.\n")
  }

  @Test("JUnit has one well-formed test case per scene and environment, failing when changed")
  func junit() throws {
    var design = Design()
    design.composeButton.x -= 60
    var old = Design()
    old.scenes = ["mail", "a&b\"<c>"]
    let diff = LayoutDiff(old: DiffSamples.layouts(old), new: DiffSamples.layouts(design))
    let xml = diff.rendered(DiffOutput.junit)
    let parsed = XMLDocumentReader.parse(Array(xml.utf8), file: "junit.xml")
    let root = try #require(parsed.root)
    #expect(root.name == "testsuites")
    #expect(root["tests"] == "6" && root["failures"] == "6")
    let suites = root.children(named: "testsuite")
    #expect(suites.map { $0["name"] } == ["mail", "a&b\"<c>"])
    let cases = suites[0].children(named: "testcase")
    #expect(
      cases.map { $0["name"] ?? "" } == DiffSamples.places.map { DiffSamples.environment($0).slug })
    let failure = try #require(cases[0].child(named: "failure"))
    #expect(failure.text.contains("composeSegue: popover composeSegue anchor moved"))
    #expect(failure["message"] == "5 layout changes")
  }

  @Test("unchanged scenes pass in JUnit")
  func junitPasses() throws {
    let layouts = DiffSamples.layouts()
    let xml = LayoutDiff(old: layouts, new: layouts).rendered(DiffOutput.junit)
    let root = try #require(XMLDocumentReader.parse(Array(xml.utf8), file: "junit.xml").root)
    #expect(root["failures"] == "0")
    #expect(
      root.children(named: "testsuite")[0].children(named: "testcase").allSatisfy {
        $0.children.isEmpty
      })
  }

  @Test("the JSON change list carries both values and reads back with Foundation's parser")
  func json() throws {
    var design = Design()
    design.composeButton.x -= 60
    let diff = LayoutDiff(old: DiffSamples.layouts(), new: DiffSamples.layouts(design))
    let text = diff.rendered(DiffOutput.json)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(parsed["changed"] as? Bool == true)
    #expect((parsed["summary"] as? [String: Any])?["changed"] as? Int == 9)
    let layouts = try #require(parsed["layouts"] as? [[String: Any]])
    #expect(layouts.count == 9)
    let compose = layouts.first {
      $0["state"] as? [String] == ["composeSegue"]
        && $0["environment"] as? String == "ios17-ipad-9.7-landscape-full"
    }
    let changes = try #require(compose?["changes"] as? [[String: Any]])
    let anchor = changes.first { $0["kind"] as? String == "anchor" }
    #expect(anchor?["old"] as? [Double] == [960, 26, 44, 44])
    #expect(anchor?["new"] as? [Double] == [900, 26, 44, 44])
    #expect(anchor?["magnitude"] as? Double == 60)
    #expect(
      anchor?["subject"] as? String == "popover" && anchor?["id"] as? String == "composeSegue")
  }

  @Test("the text summary names each change with its numbers")
  func summary() {
    var design = Design()
    design.composeButton.x -= 60
    let text = LayoutDiff(old: DiffSamples.layouts(), new: DiffSamples.layouts(design)).rendered(
      DiffOutput.text)
    #expect(text.contains("mail · composeSegue · ios17-ipad-9.7-landscape-full:\n"))
    #expect(text.contains("  node composeButton moved from (960, 26) to (900, 26), 60 pt\n"))
    #expect(text.hasSuffix("9 changed, 0 added, 0 removed, 0 unchanged layouts; 13 changes\n"))
  }
}
