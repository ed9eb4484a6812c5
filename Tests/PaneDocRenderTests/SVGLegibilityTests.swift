import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// What keeps a diagram legible and the same in every renderer: no filters, glyphs for icon
/// items, labels that drop words before numbers, warning outlines inside the window.
@Suite struct SVGLegibilityTests {
  @Test(arguments: SampleLayouts.all.map(\.name))
  func usesNoFilter(name: String) {
    // librsvg drops a shape whose filter primitive it does not know (feDropShadow), arrow and all.
    let svg = SVGRenderer.render(SampleLayouts.all.first { $0.name == name }!.layout)
    #expect(!svg.contains("<filter"))
    #expect(!svg.contains("filter="))
  }

  /// One toolbar with an image item and a glyph system item, a popover whose content is too
  /// narrow for its whole label, and a warning on a node that reaches past the window.
  static let layout = Layout(
    scene: "page", state: [.segue("sortSegue")], environment: SampleLayouts.environment(),
    nodes: [
      Node(id: "#statusBar", kind: .statusBar, frame: Rect(x: 0, y: 0, width: 1024, height: 20)),
      Node(
        id: "page", kind: .viewController, frame: Rect(x: -40, y: 0, width: 1100, height: 768),
        title: "Page"),
      Node(
        id: "page#toolbar", kind: .toolbar, parent: "page",
        frame: Rect(x: 0, y: 20, width: 1024, height: 50)),
      Node(
        id: "sort", kind: .barButtonItem, parent: "page#toolbar",
        frame: Rect(x: 8, y: 23, width: 44, height: 44), title: "Arrow Up Arrow Down",
        glyph: "arrow.up.arrow.down"),
      Node(
        id: "add", kind: .barButtonItem, parent: "page#toolbar",
        frame: Rect(x: 972, y: 23, width: 44, height: 44), title: "Add", glyph: "add"),
      Node(
        id: "options", kind: .viewController, parent: "sortSegue",
        frame: Rect(x: 8, y: 80, width: 150, height: 100), title: "Sort By"),
    ],
    presentations: [
      PresentationLayout(
        segue: "sortSegue", content: "options", presentation: .popover,
        anchor: Rect(x: 8, y: 23, width: 44, height: 44),
        frame: Rect(x: 8, y: 67, width: 150, height: 113),
        contentFrame: Rect(x: 8, y: 80, width: 150, height: 100), arrowDirection: .up,
        arrowOffset: -45, arrowBase: 26, arrowHeight: 13, cornerRadius: 13)
    ],
    warnings: [LayoutWarning(code: .layout(.viewClipped), subject: "page", message: "clipped")],
    assumptions: [])

  @Test("an image item is an icon titled by its name, a system item its own glyph, no text")
  func glyphs() {
    let svg = SVGRenderer.render(Self.layout)
    let lines = svg.split(separator: "\n").map(String.init)
    let glyphs = lines.filter { $0.contains("class=\"glyph\"") }
    #expect(glyphs.count == 2)
    #expect(
      glyphs.contains { $0.contains(BarGlyphs.picture) && $0.contains("“Arrow Up Arrow Down”") })
    #expect(glyphs.contains { $0.contains("d=\"M10 3V17 M3 10H17\"") })
    #expect(!lines.contains { $0.hasPrefix("<text") && $0.contains(">Add<") })
    #expect(!lines.contains { $0.contains(">arrow.up.arrow.down<") })
  }

  @Test("a narrow popover's label keeps its whole size and drops the names first")
  func sizeLabel() {
    let svg = SVGRenderer.render(Self.layout)
    let label = svg.split(separator: "\n").first { $0.contains("class=\"content-label\"") }
    #expect(label?.contains(">150 × 100 pt<") == true)
  }

  @Test("a caption names derived steps by what they do and a presentation by what it shows")
  func captionSteps() {
    var layout = Self.layout
    layout.state = [.reveal(split: "root"), .search(searchBar: "find"), .segue("sortSegue")]
    #expect(DiagramCaption(layout).state == "reveal root → searching find → Sort By popover")
    layout.state = [.segue("pushSegue")]
    #expect(DiagramCaption(layout).state == "pushSegue")
  }

  @Test("a caption takes the scene's and state's names a report gives it")
  func captionGivenNames() throws {
    let svg = SVGRenderer.render(
      Self.layout, sceneTitle: "Library", stateTitle: "Book in detail from Emma")
    let line = try #require(
      svg.split(separator: "\n").first { $0.contains("class=\"caption-title\"") })
    #expect(line.hasSuffix(">Library — Book in detail from Emma</text>"))
    #expect(svg.contains("<title>Library (page) — Book in detail from Emma — "))
  }

  @Test("a caption names the scene by its first titled controller, else by its id")
  func captionScene() {
    var layout = Self.layout
    #expect(DiagramCaption(layout).sceneName == "Page")
    layout.nodes[1].title = nil
    // The popover's content is no part of the scene.
    #expect(DiagramCaption(layout).sceneName == "page")
  }

  @Test("two column labels in the same place are set one below the other")
  func columnLabelsDoNotCollide() throws {
    let frame = Rect(x: 0, y: 0, width: 390, height: 844)
    let layout = Layout(
      scene: "outer", state: [], environment: SampleLayouts.environment(),
      nodes: [
        Node(id: "files", kind: .viewController, column: .compact, frame: frame, title: "Files"),
        Node(
          id: "editor", kind: .viewController, column: .compact, frame: frame, title: "Editor"),
      ], presentations: [], warnings: [], assumptions: [])
    let ys = SVGRenderer.render(layout).split(separator: "\n")
      .filter { $0.contains("class=\"column-title\"") }
      .compactMap { line in line.split(separator: "y=\"").last?.prefix { $0 != "\"" } }
      .compactMap { Double($0) }
    #expect(ys.count == 2)
    #expect(abs(ys[0] - ys[1]) >= 44)
  }

  /// `base` with one controller titled `title` presented over it in `frame` (segue `present`).
  static func presenting(
    _ title: String, as presentation: PresentationLayout.Presentation, in frame: Rect,
    over base: [Node], environment: EnvironmentInfo = SampleLayouts.environment()
  ) -> Layout {
    Layout(
      scene: "scene", state: [.segue("present")], environment: environment,
      nodes: base + [
        Node(id: "presented", kind: .viewController, parent: "present", frame: frame, title: title)
      ],
      presentations: [
        PresentationLayout(
          segue: "present", content: "presented", presentation: presentation, anchor: nil,
          frame: frame, contentFrame: frame)
      ], warnings: [], assumptions: [])
  }

  /// The `y` of the first element of `svg` whose line holds `marker`.
  static func y(of marker: String, in svg: String) throws -> Double {
    let line = try #require(svg.split(separator: "\n").first { $0.contains(marker) })
    return try #require(
      line.split(separator: " y=\"").last.flatMap { Double($0.prefix { $0 != "\"" }) })
  }

  @Test("a column label never moves onto the status bar; under a sheet it is left out")
  func columnLabelAvoidsStatusBar() throws {
    let layout = Self.presenting(
      "New Note", as: .formSheet, in: Rect(x: 0, y: 72, width: 402, height: 802),
      over: [
        Node(id: "#statusBar", kind: .statusBar, frame: Rect(x: 0, y: 0, width: 402, height: 62)),
        Node(
          id: "master", kind: .viewController, column: .compact,
          frame: Rect(x: 0, y: 0, width: 402, height: 874), title: "Master"),
      ])
    let svg = SVGRenderer.render(layout)
    // The sheet covers the column from 72 pt down, and the 10 pt above it are too few for the
    // label: it is not moved onto the status bar's 62 pt but left to the column's `<title>`.
    #expect(!svg.contains(">Master<"))
    #expect(svg.contains("“Master”"))
    // With the sheet 200 pt lower the label fits above it, still below the status bar.
    let lower = Self.presenting(
      "New Note", as: .formSheet, in: Rect(x: 0, y: 272, width: 402, height: 602),
      over: Array(layout.nodes.dropLast()))
    let y = try Self.y(of: ">Master<", in: SVGRenderer.render(lower))
    // The label's band is 44 pt high around y + 3.
    #expect(y + 3 - 22 >= 62)
    #expect(y + 3 + 22 <= 272)
  }

  @Test("a presented controller's title moves off the views across its middle")
  func presentedTitleAvoidsViews() throws {
    var layout = Self.presenting(
      "Document Info", as: .formSheet, in: Rect(x: 0, y: 0, width: 400, height: 600), over: [])
    layout.nodes.append(
      Node(
        id: "details", kind: .view, parent: "presented",
        frame: Rect(x: 20, y: 200, width: 360, height: 200), title: "Stack View"))
    let svg = SVGRenderer.render(layout)
    let y = try Self.y(of: ">Document Info<", in: svg)
    // Its box reaches 0.8 em above the baseline and 0.25 em below: clear of 200 … 400.
    #expect(y + 22 * 0.25 <= 200 || y - 22 * 0.8 >= 400)
    #expect(svg.contains(">Stack View<"))
  }

  @Test("a sheet the keyboard covers keeps its title and size above the keyboard")
  func labelsAboveKeyboard() throws {
    var environment = SampleLayouts.environment(
      device: "iphone-16-pro", screen: Size(width: 874, height: 402),
      window: Rect(x: 0, y: 0, width: 874, height: 402), horizontal: .compact)
    environment.keyboard = 209
    let svg = SVGRenderer.render(
      Self.presenting(
        "Results", as: .sheet, in: Rect(x: 0, y: 10, width: 874, height: 392), over: [],
        environment: environment))
    // Text in the window is in window points: the keyboard's top is 402 − 209 = 193 pt down.
    #expect(svg.contains("id=\"keyboard\""))
    #expect(try Self.y(of: ">Results<", in: svg) < 193)
    #expect(try Self.y(of: "class=\"content-label\"", in: svg) < 193)
  }

  @Test("the status bar stays above a full-screen presentation; a sheet below it leaves it under")
  func statusBarAboveFullScreen() throws {
    let environment = SampleLayouts.environment(
      device: "iphone-se", orientation: .portrait, screen: Size(width: 320, height: 568),
      window: Rect(x: 0, y: 0, width: 320, height: 568), horizontal: .compact)
    let base = [
      Node(id: "#statusBar", kind: .statusBar, frame: Rect(x: 0, y: 0, width: 320, height: 20)),
      Node(
        id: "board", kind: .viewController, frame: Rect(x: 0, y: 0, width: 320, height: 568),
        title: "Board"),
    ]
    func clockIsAbove(_ presentation: PresentationLayout.Presentation, top: Double) throws -> Bool {
      let svg = SVGRenderer.render(
        Self.presenting(
          "Help", as: presentation, in: Rect(x: 0, y: top, width: 320, height: 568 - top),
          over: base, environment: environment))
      let clock = try #require(svg.range(of: "class=\"status-text\""))
      let sheet = try #require(svg.range(of: "id=\"p-present\""))
      return clock.lowerBound > sheet.lowerBound
    }
    #expect(try clockIsAbove(.fullScreen, top: 0))
    #expect(try !clockIsAbove(.sheet, top: 30))
  }

  @Test("a narrow column's width label is the whole number or nothing, never a cut number")
  func narrowColumnWidths() {
    func widthLabel(_ width: Double) -> String? {
      let layout = Layout(
        scene: "split", state: [], environment: SampleLayouts.environment(),
        nodes: [
          Node(
            id: "list", kind: .viewController, column: .primary,
            frame: Rect(x: 0, y: 0, width: width, height: 768), title: "List")
        ], presentations: [], warnings: [], assumptions: [])
      return SVGRenderer.render(layout).split(separator: "\n")
        .first { $0.contains("class=\"width-label\"") }
        .map { String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }) }
    }
    #expect(widthLabel(320) == "primary · 320 pt")
    #expect(widthLabel(27) == "27")
    #expect(widthLabel(0) == nil)
    #expect(widthLabel(12) == nil)
  }

  @Test("a sheet dims the window behind it, what an overlay already dims included")
  func sheetDims() {
    var layout = SampleLayouts.formSheetOneThird
    #expect(SVGRenderer.render(layout).contains("id=\"p-aboutSegue-dim\""))
    layout.nodes[layout.nodes.count - 1].dimmed = true
    #expect(layout.nodes.contains { $0.dimmed })
    #expect(SVGRenderer.render(layout).contains("id=\"p-aboutSegue-dim\""))
  }

  @Test("a warning outline stays inside the window, however far its node reaches")
  func warningOutlineInside() throws {
    let svg = SVGRenderer.render(Self.layout)
    let line = try #require(
      svg.split(separator: "\n").first { $0.contains("class=\"warning\"") })
    // The node spans −40 … 1060 in a 1024-wide window: the outline is 1.5 pt inside 0 … 1024.
    #expect(line.contains("x=\"1.5\""))
    #expect(line.contains("width=\"1021\""))
    #expect(!line.contains("stroke-dasharray"))
  }
}
