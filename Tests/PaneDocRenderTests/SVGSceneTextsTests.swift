import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// What a scene cache keeps of the texts its diagrams write alike (`SVGSceneTexts`: the caption's
/// warning lines by canvas, the columns' width texts, the presentations' ids and titles): a
/// diagram drawn through the cache, forwards, backwards or interleaved, is byte for byte the one
/// drawn alone.
@Suite("SVG scene texts")
struct SVGSceneTextsTests {
  /// Draws `diagrams` through one cache in order, backwards and interleaved (every `stride`-th
  /// first), and checks each against the diagram drawn alone.
  static func expectDrawnAlike(_ diagrams: [Layout], prefix: String, stride: Int) {
    let alone = diagrams.map { SVGRenderer.renderBytes($0, idPrefix: prefix, stateTitle: "S") }
    let interleaved = diagrams.indices.sorted { ($0 % stride, $0) < ($1 % stride, $1) }
    for order in [Array(diagrams.indices), diagrams.indices.reversed(), interleaved] {
      var cache = SVGSceneCache(idPrefix: prefix)
      for index in order {
        let cached = SVGRenderer.renderBytes(diagrams[index], stateTitle: "S", cache: &cache)
        #expect(cached == alone[index], "\(index): \(diagrams[index].environment.slug)")
      }
    }
  }

  /// Environments of which some share a canvas (the same screen in other windows) and some do
  /// not (another screen, another orientation).
  static let environments: [EnvironmentInfo] = [
    SampleLayouts.environment(),
    SampleLayouts.environment(
      windowName: .named(.twoThirds), window: Rect(x: 0, y: 0, width: 694, height: 768)),
    SampleLayouts.environment(
      windowName: .named(.oneThird), window: Rect(x: 704, y: 0, width: 320, height: 768),
      horizontal: .compact),
    SampleLayouts.environment(profile: .ios26),
    SampleLayouts.environment(
      device: "ipad-pro-13-m4", screen: Size(width: 1376, height: 1032),
      window: Rect(x: 0, y: 0, width: 1376, height: 1032)),
    SampleLayouts.environment(
      orientation: .portrait, screen: Size(width: 768, height: 1024),
      window: Rect(x: 0, y: 0, width: 768, height: 1024)),
    SampleLayouts.environment(
      device: "iphone<&>", screen: Size(width: 120, height: 300),
      window: Rect(x: 0, y: 0, width: 120, height: 300), horizontal: .compact),
  ]

  /// Lists of warnings (none, one, the same codes in another order, repeated, many) in each
  /// environment, more of them than the texts keep lines for, with markup in their subjects and
  /// messages (which the caption does not show).
  @Test(arguments: ["", "w<&>\""])
  func drawsEachCaptionsWarningsOnEachCanvas(prefix: String) {
    let codes = LayoutWarning.Code.allCases
    var lists: [[LayoutWarning.Code]] = [
      [], [codes[0]], [codes[1], codes[0]], [codes[0], codes[1]], [codes[2], codes[2], codes[2]],
      codes,
    ]
    lists += (1..<9).map { Array(codes.prefix($0 * 3 % codes.count + 1)) }
    var diagrams: [Layout] = []
    for list in lists {
      for environment in Self.environments {
        var layout = SampleLayouts.mailLandscapePopover
        layout.environment = environment
        layout.warnings = list.map {
          LayoutWarning(code: $0, subject: "<s>&", message: "<img src=x onerror=alert(1)>")
        }
        diagrams.append(layout)
      }
    }
    #expect(diagrams.count > SVGSceneTexts.warningLinesLimit)
    Self.expectDrawnAlike(diagrams, prefix: prefix, stride: Self.environments.count)
    // The canvases drawn alike share their lines: one for each canvas and list, not each window.
    var cache = SVGSceneCache(idPrefix: prefix)
    for layout in diagrams.prefix(Self.environments.count * 2) {
      _ = SVGRenderer.renderBytes(layout, cache: &cache)
    }
    let canvases = Set(Self.environments.map { "\($0.screen.width)x\($0.screen.height)" })
    #expect(cache.texts.warningLines.count == canvases.count)
  }

  /// Presentations of every kind, with ids made of markup, the same segue presenting another
  /// content, at other sizes or as another kind, two presentations with one segue in a diagram
  /// (the second's ids left out), and contents titled by what they hold: each diagram drawn
  /// through the cache is the one drawn alone.
  @Test(arguments: ["", "p\"<&>"])
  func drawsEachPresentationsTexts(prefix: String) {
    let base = SampleLayouts.mailLandscapePopover
    let popover = PresentationLayout(
      segue: "composeSegue", content: "compose", presentation: .popover,
      anchor: Rect(x: 100, y: 100, width: 44, height: 44),
      frame: Rect(x: 19, y: 144, width: 320, height: 493),
      contentFrame: Rect(x: 19, y: 157, width: 320, height: 480), arrowDirection: .up,
      arrowBase: 36, arrowHeight: 13, cornerRadius: 13)
    var variants: [PresentationLayout] = [popover]
    var zooming = popover
    zooming.zoomsFromAnchor = true
    zooming.arrowDirection = .none
    variants.append(zooming)
    for kind in [PresentationLayout.Presentation.formSheet, .pageSheet, .sheet, .fullScreen] {
      var sheet = popover
      sheet.presentation = kind
      sheet.anchor = nil
      variants.append(sheet)
    }
    var hostile = popover
    hostile.segue = "s]]>{{x}}\u{85}<&>\""
    hostile.content = "c<&>\"'\u{1}é"
    variants.append(hostile)
    var otherContent = popover
    otherContent.content = "mailboxesNav"
    variants.append(otherContent)
    // Other sizes of the same content: each labelled with its own size.
    for width in [200.5, 90, 30] {
      var resized = popover
      resized.contentFrame.width = width
      resized.frame.width = width
      variants.append(resized)
    }
    var diagrams: [Layout] = []
    for environment in Self.environments.prefix(3) {
      for variant in variants {
        var layout = base
        layout.environment = environment
        layout.presentations = [variant]
        diagrams.append(layout)
        // The same segue twice: the second's ids are taken.
        layout.presentations = [variant, variant]
        diagrams.append(layout)
      }
    }
    #expect(diagrams.count > SVGSceneTexts.presentationLimit)
    Self.expectDrawnAlike(diagrams, prefix: prefix, stride: variants.count * 2)
  }

  /// A controller's name found by the nodes' keys is the caption's (`DiagramCaption.name`) for
  /// every node of the sample layouts, ids that no node has, and nodes listed before their
  /// parents.
  @Test func namesControllersAsTheCaptionDoes() {
    var layouts = SampleLayouts.all.map(\.layout)
    var reordered = SampleLayouts.mailLandscapePopover
    reordered.nodes.reverse()
    layouts.append(reordered)
    var untitled = SampleLayouts.mailLandscapePopover
    for index in untitled.nodes.indices where untitled.nodes[index].kind == .navigationController {
      untitled.nodes[index].title = ""
    }
    layouts.append(untitled)
    for layout in layouts {
      var cache = SVGSceneCache()
      let drawing = SVGDrawing(layout: layout, cache: &cache)
      let ids = layout.nodes.map(\.id) + ["composeSegue", "none", ""]
      for id in ids {
        #expect(drawing.controllerName(of: id) == DiagramCaption.name(of: id, in: layout), "\(id)")
      }
    }
  }

  /// Each column and width (whole, fractional, tiny, huge, negative, not a number, infinite),
  /// more of them than the texts have slots for, asked forwards, backwards and again: each is
  /// the text made without them.
  @Test func givesEachColumnsWidthText() {
    var widths: [Double] = [0, -0.0, 7.9, 8, 8.5, 20, 33.25, 320, 1e12, -5, .nan, .infinity]
    widths += (0..<(SVGSceneTexts.columnWidthSlots + 40)).map { 20 + Double($0) * 0.5 }
    let pairs = SplitColumn.allCases.flatMap { column in widths.map { (column, $0) } }
    let texts = SVGSceneTexts()
    for (column, width) in pairs + pairs.reversed() + pairs {
      #expect(
        texts.columnWidthText(column: column, width: width)
          == SVGDrawing.columnWidthText(column: column, width: width), "\(column) \(width)")
    }
  }

  /// A column label's centre, its band's reach across found once, is the one found comparing
  /// every box with the band at each place: random columns, widths, obstacles (some upside
  /// down or not a number), presentations and other columns' labels.
  @Test func centresAColumnLabelAsEachBoxComparedWholeDoes() {
    func listed(
      in frame: Rect, width: Double, obstacles: [Rect], presented: [Rect], labels: [Rect]
    ) -> Double {
      let half = 22.0
      let middle = frame.midY + 10
      func isFree(_ centre: Double) -> Bool {
        let band = Rect(
          x: frame.midX - width / 2, y: centre - half, width: width, height: 2 * half)
        guard band.minY >= frame.minY, band.maxY <= frame.maxY else { return false }
        return obstacles.allSatisfy {
          $0.intersection(frame) == nil || $0.intersection(band) == nil
        }
          && presented.allSatisfy { $0.intersection(band) == nil }
          && labels.allSatisfy { $0.intersection(band) == nil }
      }
      let steps = Int(min(frame.height, 4_000) / (2 * half))
      for step in 0...max(0, steps) {
        for centre in [middle + Double(step) * half, middle - Double(step) * half]
        where isFree(centre) {
          return centre
        }
      }
      return middle
    }
    var seed: UInt64 = 5
    func next(_ limit: Double) -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53) * limit
    }
    func box() -> Rect {
      switch Int(next(20)) {
      case 0: return Rect(x: next(400), y: next(800), width: -next(100), height: next(200))
      case 1: return Rect(x: .nan, y: next(800), width: 50, height: 50)
      default:
        return Rect(x: next(500) - 50, y: next(900) - 50, width: next(300), height: next(300))
      }
    }
    var found = Set<Double>()
    for _ in 0..<400 {
      var layout = SampleLayouts.mailLandscapePopover
      layout.presentations = (0..<Int(next(3))).map { _ in
        let frame = box()
        return PresentationLayout(
          segue: "s", content: "c", presentation: .popover, anchor: nil, frame: frame,
          contentFrame: frame)
      }
      var cache = SVGSceneCache()
      var drawing = SVGDrawing(layout: layout, cache: &cache)
      drawing.columnLabelBoxes = (0..<Int(next(3))).map { _ in box() }
      let frame = Rect(x: next(300), y: next(200), width: 40 + next(400), height: next(900))
      let width = next(300)
      let obstacles = (0..<Int(next(12))).map { _ in box() }
      let centre = drawing.columnLabelCentre(in: frame, width: width, obstacles: obstacles)
      #expect(
        centre
          == listed(
            in: frame, width: width, obstacles: obstacles,
            presented: layout.presentations.map(\.frame), labels: drawing.columnLabelBoxes),
        "\(frame) \(width) \(obstacles)")
      found.insert(centre - (frame.midY + 10))
    }
    // Moved up and down as well as left in the middle.
    #expect(found.contains(0) && found.contains { $0 > 0 } && found.contains { $0 < 0 })
  }

  /// Column labels at many window widths, the same scene drawn at each in turn and back: the
  /// widths kept for one diagram's columns are never another's.
  @Test func labelsTheColumnsAtEachWidth() {
    let diagrams = stride(from: 500.0, through: 1024, by: 37.25).map { width -> Layout in
      var layout = SampleLayouts.mailLandscapePopover
      layout.environment = SampleLayouts.environment(
        windowName: .freeForm(Size(width: width, height: 768)),
        window: Rect(x: 0, y: 0, width: width, height: 768))
      layout.nodes[0].frame?.width = width
      layout.nodes[6].frame?.width = width - 321
      return layout
    }
    Self.expectDrawnAlike(diagrams + diagrams, prefix: "c-", stride: 3)
  }

  /// Views placed over the caption's lines, one at a time, with and without warnings: a line
  /// whose box a view's label took is left out, the others drawn, through the cache as alone.
  @Test func leavesOutTheCaptionsLinesWhoseBoxesAreTaken() {
    let canvas = SVGCanvas(screen: Size(width: 1024, height: 768))
    let window = Point(x: canvas.screen.x, y: canvas.screen.y)
    var diagrams: [Layout] = []
    for line in 1...3 {
      let baseline = canvas.captionTop + Double(line) * SVGCanvas.captionLine
      for warned in [false, true] {
        var layout = SampleLayouts.mailLandscapePopover
        layout.presentations = []
        layout.nodes.removeLast()
        layout.nodes.append(
          Node(
            id: "cover\(line)", kind: .view, parent: "messageNav",
            frame: Rect(x: 16 - window.x, y: baseline - 30 - window.y, width: 600, height: 60),
            title: String(repeating: "W", count: 40)))
        if !warned { layout.warnings = [] }
        diagrams.append(layout)
      }
    }
    Self.expectDrawnAlike(diagrams, prefix: "", stride: 2)
    var linesLeftOut = 0
    for layout in diagrams {
      let svg = SVGRenderer.render(layout)
      #expect(LabelOverlapTests.overlaps(in: svg).isEmpty, "\(layout.nodes.last!.id)")
      // The title and three lines under it, less those whose place a view's label took.
      linesLeftOut += 4 - (svg.components(separatedBy: "<text class=\"caption").count - 1)
    }
    #expect(linesLeftOut > 0)
  }

  /// A stylesheet put together from its rules' lines is the one `SVGDocument.style` writes, for
  /// no rule, each rule alone, all of them and sets of them.
  @Test func putsTogetherTheStylesheetItsWritersWrite() {
    let count = SVGStyle.rules.count
    var sets: [UInt64] = [0, count < 64 ? (1 << UInt64(count)) - 1 : ~0]
    sets += (0..<count).map { 1 << UInt64($0) }
    var seed: UInt64 = 11
    for _ in 0..<64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      sets.append(seed >> 7)
    }
    for rules in sets {
      let sheet = SVGStyle.styleSheet(rules)
      let written = SVGDocument.lines(depth: 2) { $0.style(rules) }
      #expect(sheet.bytes == written.bytes, "\(rules)")
      #expect(sheet.rules == written.rules && sheet.references == written.references)
      #expect(sheet.depth == written.depth && sheet.opened == written.opened)
      #expect(sheet.first == written.first)
    }
  }

  /// A placement emptied for the next diagram (`LabelPlacement.removeAll`), after labels enough
  /// for a grid, far-out ones and covers, answers as a new one.
  @Test func emptiesTheLabelPlacementAsNew() {
    var used = LabelPlacement()
    for index in 0..<(LabelPlacement.gridThreshold + 10) {
      used.claim(Rect(x: Double(index % 9) * 50, y: Double(index / 9) * 20, width: 45, height: 12))
    }
    used.claim(Rect(x: 4e12, y: 0, width: 10, height: 10))
    used.occluders = [Rect(x: 0, y: 0, width: 500, height: 500)]
    used.removeAll()
    var new = LabelPlacement()
    #expect(used.boxes.isEmpty && used.occluders.isEmpty)
    for index in 0..<30 {
      let box = Rect(
        x: Double(index * 37 % 400), y: Double(index * 11 % 120), width: 60, height: 12)
      #expect(used.isFree(box) == new.isFree(box), "\(box)")
      #expect(used.room(after: box.minX, band: box) == new.room(after: box.minX, band: box))
      if new.isFree(box) {
        used.claim(box)
        new.claim(box)
      }
    }
    #expect(!used.isFree(Rect(x: 0, y: 0, width: 500, height: 200)))
    #expect(used.isFree(Rect(x: 4e12, y: 0, width: 10, height: 10)))
  }

  /// The scene's split names its display mode even after another split, and a layout without a
  /// split names none.
  @Test func findsTheSplitWhoseDisplayModeTheCaptionNames() {
    var layout = SampleLayouts.mailLandscapePopover
    let root = layout.nodes[0]
    var inner = root
    inner.id = "inner"
    inner.split?.displayMode = .oneOverSecondary
    layout.nodes.insert(inner, at: 0)
    #expect(DiagramCaption.displayModeNode(of: layout)?.id == "mail")
    layout.scene = "other"
    #expect(DiagramCaption.displayModeNode(of: layout)?.id == "inner")
    layout.nodes.removeAll { $0.split != nil }
    #expect(DiagramCaption.displayModeNode(of: layout) == nil)
  }

  /// Environments that differ only in their profile or names (whose frame keys hash alike) each
  /// find their own frame.
  @Test func findsEachEnvironmentsFrame() {
    var renamed = SampleLayouts.environment()
    renamed.windowName = .named(.half)
    let environments = [
      SampleLayouts.environment(), SampleLayouts.environment(profile: .ios6),
      SampleLayouts.environment(profile: .ios26), SampleLayouts.environment(device: "ipad<&>"),
      renamed,
    ]
    let keys = environments.map(SVGFrame.Key.init)
    #expect(Set(keys).count == environments.count)
    #expect(Set(keys.map(\.hashValue)).count == 1)
    let table = SVGFrameTable(environments)
    for environment in environments {
      #expect(
        table.frame(for: SVGFrame.Key(environment))?.environmentMarkup
          == NodeTitle.head(DiagramCaption.environment(of: environment)))
    }
  }
}
