import Foundation
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocCore
@testable import PaneDocDiff
@testable import PaneDocRender

@Suite("Diff report")
struct DiffReportTests {
  /// A stand-in diagram in the renderer's form: a canvas with the app window's group offset by
  /// 50, 60, and one line per node so frames show in the text diff; each shown node is drawn at
  /// its frame.
  @Sendable static func sketch(_ layout: Layout) -> SVGDiagram {
    let origin = Point(x: 50, y: 60)
    return SVGDiagram(
      text: sketchText(layout), viewBox: Rect(x: 0, y: 0, width: 1200, height: 900),
      windowOrigin: origin,
      elements: layout.nodes.compactMap { node in
        guard node.visible, let frame = node.frame else { return nil }
        return SVGDiagram.Element(
          kind: .node, id: node.id, box: frame.offsetBy(dx: origin.x, dy: origin.y))
      })
  }

  static func sketchText(_ layout: Layout) -> String {
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"900\" viewBox=\"0 0 1200 900\">",
      "  <g id=\"app\" transform=\"translate(50 60)\">",
    ]
    for node in layout.nodes {
      let frame = node.frame ?? .zero
      lines.append(
        "    <rect x=\"\(frame.x)\" y=\"\(frame.y)\" width=\"\(frame.width)\" height=\"\(frame.height)\"><title>\(node.id)</title></rect>"
      )
    }
    lines += ["  </g>", "</svg>"]
    return lines.joined(separator: "\n") + "\n"
  }

  static func report(_ new: [Layout], old: [Layout] = DiffSamples.layouts()) throws -> [(
    path: String, text: String
  )] {
    let diff = LayoutDiff(old: old, new: new)
    return try DiffReport(
      diff: diff, oldName: "base/<old>", newName: "head",
      acceptCommand: "panedoc render head --out docs",
      render: sketch
    ).files(templates: try DiffTemplates())
  }

  /// The whole diff report of a moved button, every file compared with its golden copy.
  @Test func matchesTheGoldenDiffReport() throws {
    var design = DiffSamples.Design()
    design.composeButton.x -= 60
    let files = try Self.report(DiffSamples.layouts(design))
    #expect(files.count > 3)
    for file in files {
      goldenFiles.check(file.text, named: "diff-report/" + file.path)
    }
  }

  @Test("the report's JSON and Markdown are the diff's formats, named by their extensions")
  func formatFilesComeFromTheFormats() throws {
    var design = DiffSamples.Design()
    design.composeButton.x -= 60
    let new = DiffSamples.layouts(design)
    let files = Dictionary(uniqueKeysWithValues: try Self.report(new).map { ($0.path, $0.text) })
    let output = DiffOutput(
      diff: LayoutDiff(old: DiffSamples.layouts(), new: new),
      acceptCommand: "panedoc render head --out docs")
    let json = DiffOutput.json.fileName("diff")
    let markdown = DiffOutput.markdown.fileName("summary")
    #expect(json == "diff.json" && markdown == "summary.md")
    #expect(files[json] == DiffOutput.json.render(output))
    #expect(files[markdown] == DiffOutput.markdown.render(output))
  }

  @Test("changed layouts show both sides, outlines, a slider and the text diff")
  func changedItem() throws {
    var design = DiffSamples.Design()
    design.composeButton.x -= 60
    let files = try Self.report(DiffSamples.layouts(design))
    #expect(files.first?.path == "index.html")
    #expect(files.map(\.path).suffix(2) == ["diff.json", "summary.md"])
    let page = files[0].text
    #expect(page.contains("<section class=\"item changed\" id=\"layout-1\""))
    #expect(page.contains("src=\"svg/0001-old.svg\"") && page.contains("src=\"svg/0001-new.svg\""))
    #expect(page.contains("<input type=\"range\" class=\"position\""))
    // The moved button, outlined where it was (960 + 50) and where it is (900 + 50).
    #expect(
      page.contains("<rect class=\"mark old\" x=\"1010\" y=\"86\" width=\"44\" height=\"44\">"))
    #expect(
      page.contains("<rect class=\"mark new\" x=\"950\" y=\"86\" width=\"44\" height=\"44\">"))
    #expect(page.contains("<span class=\"line removed\">-    &lt;rect x=&quot;960.0&quot;"))
    #expect(page.contains("<span class=\"line added\">+    &lt;rect x=&quot;900.0&quot;"))
    #expect(page.contains("base/&lt;old&gt;"))
    #expect(page.contains("<code id=\"accept-command\">panedoc render head --out docs</code>"))
    #expect(page.contains("<strong>9</strong> changed"))
    #expect(!page.contains("{{") && !page.contains("<script>alert"))
  }

  @Test("the slider's outlines: the old ones over the old picture only, the new over the new")
  func sliderOutlinesPerSide() throws {
    var design = DiffSamples.Design()
    design.composeButton.x -= 60
    let page = try Self.report(DiffSamples.layouts(design))[0].text
    let stack = try #require(
      page.components(separatedBy: "<div class=\"stack\">").dropFirst().first)
    let oldMarks = try #require(
      stack.components(separatedBy: "<svg class=\"marks old-marks\"").dropFirst().first?
        .components(separatedBy: "</svg>").first)
    let newMarks = try #require(
      stack.components(separatedBy: "<svg class=\"marks new-marks\"").dropFirst().first?
        .components(separatedBy: "</svg>").first)
    #expect(oldMarks.contains("class=\"mark old\" x=\"1010\"") && !oldMarks.contains("mark new"))
    #expect(newMarks.contains("class=\"mark new\" x=\"950\"") && !newMarks.contains("mark old"))
  }

  @Test("diagrams start without warning outlines; the rendered ones are kept for Show warnings")
  func warningOutlinesHidden() throws {
    let rendered = "<svg><style>" + SVGStyle.warningRule + "</style><rect class=\"warning\"/></svg>"
    var files: [(path: String, text: String)] = []
    let picture = DiffReport.pictures("svg/0001-old", svg: rendered, into: &files)
    #expect(picture.src == "svg/0001-old.svg")
    #expect(picture.warningsSrc == "svg/0001-old-warnings.svg")
    #expect(files.map(\.path) == ["svg/0001-old.svg", "svg/0001-old-warnings.svg"])
    #expect(files[0].text.contains(SVGStyle.warningHidden))
    #expect(!files[0].text.contains(SVGStyle.warningRule))
    #expect(files[1].text == rendered)
    var plain: [(path: String, text: String)] = []
    let quiet = DiffReport.pictures("svg/0002", svg: "<svg></svg>", into: &plain)
    #expect(quiet.warningsSrc == nil && plain.map(\.path) == ["svg/0002.svg"])
  }

  @Test("unchanged layouts are in the page, hidden until Show all, with one shared diagram")
  func unchangedItems() throws {
    let files = try Self.report(DiffSamples.layouts())
    let page = files[0].text
    #expect(page.contains("No layout changes."))
    #expect(page.components(separatedBy: "<section class=\"item unchanged\"").count == 10)
    #expect(!page.contains("class=\"compare\""))
    #expect(files.filter { $0.path.hasPrefix("svg/") }.map(\.path).first == "svg/0001.svg")
    #expect(files.count == 9 + 4)
  }

  @Test("added and removed layouts show one side and say the other is missing")
  func oneSided() throws {
    let old = DiffSamples.layouts()
    let files = try Self.report(Array(old.dropFirst()), old: old)
    let page = files[0].text
    #expect(page.contains("<section class=\"item removed\""))
    #expect(page.contains("Not in the new version."))
    #expect(files.contains { $0.path.hasSuffix("-old.svg") })
  }

  @Test("input text cannot add markup to the page")
  func escaping() throws {
    var layouts = DiffSamples.layouts()
    layouts[0].nodes.append(
      Node(
        id: "<script>alert(1)</script>", kind: .view, frame: Rect(x: 0, y: 0, width: 5, height: 5))
    )
    let page = try Self.report(layouts)[0].text
    #expect(!page.contains("<script>alert"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.components(separatedBy: "<script>").count == 2)
  }

  @Test("the canvas is what the renderer says it drew")
  func canvas() {
    let canvas = DiffHighlight.Canvas(Self.sketch(DiffSamples.layouts()[0]))
    #expect(canvas.viewBox == Rect(x: 0, y: 0, width: 1200, height: 900))
    #expect(canvas.origin == Point(x: 50, y: 60))
  }

  @Test("a templates folder overrides the bundled diff page")
  func templateOverride() throws {
    let diff = LayoutDiff(old: DiffSamples.layouts(), new: [])
    let files = try DiffReport(
      diff: diff, oldName: "a", newName: "b", acceptCommand: nil, render: Self.sketch
    ).files(
      templates: try DiffTemplates(replacing: [
        "diff": TemplateFile(path: "diff.mustache", text: "changed: {{changed}}")
      ]))
    #expect(files[0].text == "changed: 0")
  }

  @Test("the renderer's diagrams place the outlines on the drawn frames")
  func realRendererCanvas() throws {
    let layout = DiffSamples.layouts()[0]
    let diagram = SVGRenderer.diagram(layout)
    let svg = diagram.text
    #expect(svg == SVGRenderer.render(layout))
    let canvas = DiffHighlight.Canvas(diagram)
    // Each shown node is drawn at its frame; a hidden one is not drawn.
    let button = try #require(layout.nodes.first { $0.id == "composeButton" })
    #expect(diagram.frame(of: .node, "composeButton") == button.frame)
    #expect(diagram.frame(of: .node, "no-such-node") == nil)
    // Window coordinates (0, 0) land where the renderer draws the app window's corner.
    let x = NumberFormat.string(canvas.origin.x)
    let y = NumberFormat.string(canvas.origin.y)
    #expect(svg.contains("class=\"window\" x=\"\(x)\" y=\"\(y)\""))
  }

  @Test("the report is the same bytes on every run")
  func deterministic() throws {
    var design = DiffSamples.Design()
    design.primaryWidth = 375
    let first = try Self.report(DiffSamples.layouts(design))
    let second = try Self.report(DiffSamples.layouts(design))
    #expect(first.map(\.path) == second.map(\.path))
    #expect(first.map(\.text) == second.map(\.text))
  }
}
