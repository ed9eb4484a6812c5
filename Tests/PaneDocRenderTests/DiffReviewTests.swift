import PaneDocLayout
import PaneDocModel
import PaneDocTestSupport
import Testing

@testable import PaneDocDiff
@testable import PaneDocRender

/// What a reviewer reads first: the edits in the input, each repeated change once with its
/// environments, JUnit cases that point at the input's line, a compact page, and outlines only
/// around what changed.
@Suite("Diff for review")
struct DiffReviewTests {
  typealias Design = DiffSamples.Design

  /// The compose button moved 60 pt left, in every place, with the edit of its frame in the
  /// input.
  static func movedButton() -> LayoutDiff {
    var diff = MailEdit().diff()
    diff.inputEdits = [
      InputEdit(
        kind: .changed, id: "composeButton", element: "barButtonItem", attribute: "frame",
        old: "960 26 44 44", new: "900 26 44 44",
        location: SourceLocation(file: MailEdit.file, line: 12, column: 30))
    ]
    return diff
  }

  @Test("a change repeated across environments and states is one sentence with its count")
  func groupedSentence() {
    let diff = Self.movedButton()
    let group = diff.changeGroups().first { $0.change.id == "composeButton" }
    #expect(group?.environments.count == DiffSamples.places.count)
    #expect(group?.states.count == 3)
    #expect(group?.uniform == false)
    // The popover anchored to the button moves with it: said under the button, not apart.
    #expect(
      group?.sentence
        == "composeButton moved 60 pt left → popover composeSegue arrowOffset changed, "
        + "in \(DiffSamples.places.count) environments (3 states)")
    #expect(!diff.changeGroups().contains { $0.change.id == "composeSegue" })
    #expect(
      diff.rendered(DiffOutput.text).contains(
        "mail: composeButton moved 60 pt left → popover composeSegue arrowOffset changed, in 3 "
          + "environments"))
  }

  @Test("a scene is named by its title first, then its Interface Builder id")
  func sceneNames() {
    var layout = DiffSamples.layout(
      Design(), scene: "H1p-Uh-vWS", state: [], place: DiffSamples.places[0])
    layout.nodes[0].title = "Master | Detail"
    let comparison = LayoutDiff(old: [layout], new: [layout]).comparisons[0]
    #expect(comparison.sceneName == "Master | Detail (H1p-Uh-vWS)")
    layout.nodes[0].title = "H1p-Uh-vWS"
    #expect(LayoutDiff(old: [layout], new: []).comparisons[0].sceneName == "H1p-Uh-vWS")
  }

  @Test("a move and a resize are said with their direction")
  func headlines() {
    let a = Rect(x: 10, y: 10, width: 100, height: 50)
    let moved = LayoutChange(
      subject: .node, id: "v", kind: .moved, property: .frame, old: .rect(a),
      new: .rect(a.offsetBy(dx: -20, dy: 300)))
    #expect(LayoutDiff.headline(moved) == "moved 20 pt left and 300 pt down")
    let resized = LayoutChange(
      subject: .popover, id: "p", kind: .resized, property: .contentFrame, old: .rect(a),
      new: .rect(Rect(x: 10, y: 10, width: 140, height: 50)))
    #expect(LayoutDiff.headline(resized) == "contentFrame resized 40 pt wider")
  }

  @Test("the edits in the input lead the text, Markdown and JSON")
  func editsFirst() {
    let diff = Self.movedButton()
    let text = diff.rendered(DiffOutput.text)
    #expect(
      text.hasPrefix(
        "UI/Mail.xml:12:30: edit: <barButtonItem> composeButton: frame \"960 26 44 44\" → \"900 26 44 44\"\n"
      ))
    let markdown = diff.rendered(DiffOutput.markdown)
    let edits = markdown.range(of: "**Edits in the input**")
    let table = markdown.range(of: "| Change |")
    #expect(edits != nil && table != nil && edits!.lowerBound < table!.lowerBound)
    #expect(markdown.contains("- UI/Mail.xml\\:12\\:30: &lt;barButtonItem&gt; composeButton"))
    let json = diff.rendered(DiffOutput.json)
    #expect(json.contains("\"inputEdits\""))
    #expect(json.contains("\"line\": 12"))
  }

  @Test("JUnit cases name the input file and the changed element's line")
  func junitLocations() {
    let junit = Self.movedButton().rendered(DiffOutput.junit)
    let cases = junit.split(separator: "\n").filter { $0.contains("<testcase") }
    #expect(cases.count == DiffSamples.places.count)
    #expect(cases.allSatisfy { $0.contains(" file=\"UI/Mail.xml\" line=\"12\"") })
    // An unchanged case points at its scene's root.
    let unchanged = LayoutDiff(old: Self.movedButton().comparisons.compactMap(\.old), new: [])
    #expect(!unchanged.rendered(DiffOutput.junit).contains("line="))
    var same = LayoutDiff(
      old: Self.movedButton().comparisons.compactMap(\.old),
      new: Self.movedButton().comparisons.compactMap(\.old))
    same.locations = Self.movedButton().locations
    #expect(same.rendered(DiffOutput.junit).contains("file=\"UI/Mail.xml\" line=\"3\"/>"))
  }

  @Test("a shape that moves inside its moved holder is not outlined apart from it")
  func carriedShapesAreNotOutlined() {
    let place = DiffSamples.places[0]
    var old = DiffSamples.layout(
      Design(), scene: "mail", state: [.segue("composeSegue")], place: place)
    let segue = old.presentations[0].segue
    old.nodes.append(
      Node(
        id: "composer", kind: .viewController, parent: segue,
        frame: old.presentations[0].contentFrame))
    var new = old
    // The popover and its content controller move together by 30 pt.
    new.presentations[0].frame = new.presentations[0].frame.offsetBy(dx: 0, dy: 30)
    new.presentations[0].contentFrame = new.presentations[0].contentFrame.offsetBy(dx: 0, dy: 30)
    let content = new.nodes.indices.filter { new.nodes[$0].parent == segue }
    #expect(!content.isEmpty)
    for index in content {
      new.nodes[index].frame = new.nodes[index].frame?.offsetBy(dx: 0, dy: 30)
    }
    let comparison = LayoutDiff(old: [old], new: [new]).comparisons[0]
    #expect(comparison.changes.contains { $0.id == "composer" })
    let highlight = DiffHighlight(comparison, old: nil, new: nil)
    #expect(highlight.new.count == 1)
    #expect(highlight.new.first?.rect == new.presentations[0].frame)
  }

  @Test("the compact page lists the overview and each changed layout, linking to the pictures")
  func compactPage() throws {
    let diff = Self.movedButton()
    let files = try DiffReport(
      diff: diff, oldName: "old", newName: "new", acceptCommand: "panedoc render new --out r",
      render: DiffReportTests.sketch
    ).files(templates: try DiffTemplates())
    let page = try #require(files.first { $0.path == "changes.html" }).text
    #expect(!page.contains("<img"))
    #expect(page.contains("<code>UI/Mail.xml:12:30</code>"))
    #expect(page.contains("<a href=\"index.html#layout-"))
    #expect(
      page.contains(
        "composeButton moved 60 pt left → popover composeSegue arrowOffset changed, in 3 "
          + "environments (3 states)"
      ))
    #expect(page.contains("panedoc render new --out r"))
    let index = try #require(files.first { $0.path == "index.html" }).text
    #expect(index.contains("<a href=\"changes.html\">compact list</a>"))
    // The overview comes before the first picture, and the slider's labels read old, then new,
    // as the side-by-side view does.
    let overview = try #require(index.range(of: "What changed, across environments"))
    let picture = try #require(index.range(of: "<figure class=\"side old\">"))
    #expect(overview.lowerBound < picture.lowerBound)
    let oldLabel = try #require(index.range(of: "class=\"old-label\""))
    let newLabel = try #require(index.range(of: "class=\"new-label\""))
    #expect(oldLabel.lowerBound < newLabel.lowerBound)
  }
}
