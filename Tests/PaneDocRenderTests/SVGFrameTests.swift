import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// What a scene cache keeps of the frame around the app (`SVGFrame`, `SVGCaptionTitle`, the
/// stylesheets): a diagram drawn through the cache, whatever it drew before and in whatever order,
/// is byte for byte the one drawn alone.
@Suite("SVG frame")
struct SVGFrameTests {
  /// Names that need escaping, cleaning or shortening wherever a frame writes them.
  static let hostileNames = [
    "<svg onload=alert(1)> & \"quotes\" 'single'", "line\nbreak\ttab\r\n\u{2028}sep\u{0}\u{1B}",
    String(repeating: "Very long name ", count: 12), "é\u{301}👨‍👩‍👧 ]]> {{x}}",
  ]

  /// The mail layout in environments that differ in one thing each (device, orientation,
  /// window, scale, size classes, profile, keyboard), some with hostile device ids and free-form
  /// windows, with and without warnings, in two display modes.
  static func layouts() -> [Layout] {
    let base = SampleLayouts.mailLandscapePopover
    var environments: [EnvironmentInfo] = [
      SampleLayouts.environment(),
      SampleLayouts.environment(device: "ipad-pro-13-m4"),
      SampleLayouts.environment(device: "ipad<&\"'>\u{85}x"),
      SampleLayouts.environment(
        orientation: .portrait, screen: Size(width: 768, height: 1024),
        window: Rect(x: 0, y: 0, width: 768, height: 1024)),
      SampleLayouts.environment(
        windowName: .named(.twoThirds), window: Rect(x: 0, y: 0, width: 694, height: 768)),
      SampleLayouts.environment(
        windowName: .named(.oneThird), window: Rect(x: 704, y: 0, width: 320, height: 768),
        horizontal: .compact),
      SampleLayouts.environment(
        windowName: .named(.slideOver), window: Rect(x: 694, y: 10, width: 320, height: 748),
        horizontal: .compact),
      SampleLayouts.environment(
        windowName: .freeForm(Size(width: 702.5, height: 700)),
        window: Rect(x: 10.25, y: 20, width: 702.5, height: 700)),
      SampleLayouts.environment(profile: .ios6),
      SampleLayouts.environment(profile: .ios26),
    ]
    var scaled = SampleLayouts.environment()
    scaled.scale = 3
    environments.append(scaled)
    var keyboard = SampleLayouts.environment()
    keyboard.keyboard = 352
    environments.append(keyboard)
    var layouts: [Layout] = []
    for (index, environment) in environments.enumerated() {
      var layout = base
      layout.environment = environment
      if index % 3 == 1 { layout.warnings = [] }
      if index % 4 == 2, let split = layout.nodes.firstIndex(where: { $0.split != nil }) {
        layout.nodes[split].split?.displayMode = .oneOverSecondary
      }
      layouts.append(layout)
    }
    return layouts
  }

  /// Each layout under each hostile scene and state name (and the layout's own), drawn through one
  /// cache state by state as a report draws, then backwards, then in an order that changes state
  /// at every diagram: each diagram is the one drawn with a new cache.
  @Test(arguments: ["", "p 1<&>"])
  func drawsTheBytesOfEachDiagramAlone(prefix: String) {
    let layouts = Self.layouts()
    var names: [(scene: String?, state: String?)] = [(nil, nil), ("Mail", "Initial")]
    names += Self.hostileNames.map { name -> (scene: String?, state: String?) in
      (name, name + " state")
    }
    var diagrams: [(layout: Layout, scene: String?, state: String?)] = []
    for name in names {
      for layout in layouts { diagrams.append((layout, name.scene, name.state)) }
    }
    let alone = diagrams.map {
      SVGRenderer.renderBytes(
        $0.layout, idPrefix: prefix, sceneTitle: $0.scene, stateTitle: $0.state)
    }
    let interleaved = diagrams.indices.sorted {
      ($0 % layouts.count, $0) < ($1 % layouts.count, $1)
    }
    for order in [Array(diagrams.indices), diagrams.indices.reversed(), interleaved] {
      var cache = SVGSceneCache(idPrefix: prefix)
      for index in order {
        let diagram = diagrams[index]
        let cached = SVGRenderer.renderBytes(
          diagram.layout, sceneTitle: diagram.scene, stateTitle: diagram.state, cache: &cache)
        #expect(cached == alone[index], "\(index): \(diagram.layout.environment.slug)")
      }
    }
    // The names are escaped once, where the frame writes them as where the drawing does.
    for bytes in alone {
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(!text.contains("<svg onload"))
      #expect(!text.contains("&amp;amp;"))
      #expect(!text.contains("\u{1B}"))
    }
  }

  /// Scenes (each layout under a hostile scene name) drawn by caches that share one table of
  /// frames, in parallel, state by state and backwards: each diagram is the one drawn alone. The
  /// table is made from the environments given twice and backwards, and from only some of them
  /// (the others drawn by each cache as without a table).
  @Test(arguments: ["", "p 1<&>"])
  func drawsTheBytesOfEachDiagramAloneThroughOneTable(prefix: String) async {
    let layouts = Self.layouts()
    let scenes = [nil] + Self.hostileNames
    let alone = scenes.map { scene in
      layouts.map {
        SVGRenderer.renderBytes($0, idPrefix: prefix, sceneTitle: scene, stateTitle: scene)
      }
    }
    let environments = layouts.map(\.environment)
    let tables = [
      SVGFrameTable(environments + environments.reversed(), idPrefix: prefix),
      SVGFrameTable(
        environments.enumerated().filter { $0.offset % 2 == 0 }.map(\.element), idPrefix: prefix),
    ]
    // The keyboard's environment has the frame of the one without it.
    #expect(tables[0].count == environments.count - 1)
    for table in tables {
      for backwards in [false, true] {
        let drawn = await withTaskGroup(of: (Int, [[UInt8]]).self) { group in
          for (number, scene) in scenes.enumerated() {
            group.addTask {
              var cache = SVGSceneCache(sharing: table)
              let order = backwards ? Array(layouts.indices.reversed()) : Array(layouts.indices)
              var diagrams = [[UInt8]](repeating: [], count: layouts.count)
              for index in order {
                diagrams[index] = SVGRenderer.renderBytes(
                  layouts[index], sceneTitle: scene, stateTitle: scene, cache: &cache)
              }
              return (number, diagrams)
            }
          }
          var drawn = [[[UInt8]]](repeating: [], count: scenes.count)
          for await (number, diagrams) in group { drawn[number] = diagrams }
          return drawn
        }
        for number in scenes.indices {
          for index in layouts.indices {
            #expect(
              drawn[number][index] == alone[number][index],
              "scene \(number), \(layouts[index].environment.slug), backwards: \(backwards)")
          }
        }
      }
    }
  }

  /// A table's frames carry its id prefix, sanitized as a diagram's: a hostile prefix leaves no
  /// markup, and the table's diagrams are those drawn alone with the prefix.
  @Test func namesTheFramesWithTheTablesPrefix() {
    let prefix = "<svg onload=x>&\"'\n"
    let layout = SampleLayouts.mailLandscapePopover
    var cache = SVGSceneCache(sharing: SVGFrameTable([layout.environment], idPrefix: prefix))
    let shared = SVGRenderer.renderBytes(layout, cache: &cache)
    #expect(shared == SVGRenderer.renderBytes(layout, idPrefix: prefix))
    let text = String(decoding: shared, as: UTF8.self)
    #expect(!text.contains("<svg onload"))
    #expect(text.contains("id=\"\(SVGIdentifier.sanitize(prefix))window\""))
  }

  /// More environments than the cache keeps frames for (a sweep's window widths), then the first
  /// of them again: the frames forgotten are made again, alike.
  @Test func drawsAlikePastTheFramesKept() {
    let base = SampleLayouts.mailLandscapePopover
    let widths = (0..<(SVGSceneCache.frameLimit + 6)).map { 320 + Double($0) * 10 }
    let layouts = (widths + widths.prefix(8)).map { width -> Layout in
      var layout = base
      layout.environment.windowName = .freeForm(Size(width: width, height: 768))
      layout.environment.window = Rect(x: 0, y: 0, width: width, height: 768)
      return layout
    }
    var cache = SVGSceneCache(idPrefix: "f-")
    for layout in layouts {
      let cached = SVGRenderer.renderBytes(layout, stateTitle: "S", cache: &cache)
      #expect(cached == SVGRenderer.renderBytes(layout, idPrefix: "f-", stateTitle: "S"))
      #expect(cache.frames.count <= SVGSceneCache.frameLimit)
    }
  }

  /// One environment with more lists of warnings than a cache keeps lines for (none, one, the
  /// same codes in another order, repeated codes), back and forth: each caption says its own.
  @Test func saysEachDiagramsWarnings() {
    let codes = LayoutWarning.Code.allCases
    var lists: [[LayoutWarning.Code]] = [
      [], [codes[0]], [codes[1], codes[0]], [codes[0], codes[1]],
    ]
    lists += (2..<(SVGSceneTexts.warningLinesLimit + 4)).map {
      Array(codes.prefix($0 % codes.count + 1))
    }
    lists.append([codes[2], codes[2], codes[2]])
    let layouts = lists.map { list -> Layout in
      var layout = SampleLayouts.mailLandscapePopover
      layout.warnings = list.map { LayoutWarning(code: $0, subject: "mail", message: "<m>") }
      return layout
    }
    var cache = SVGSceneCache()
    for layout in layouts + layouts.reversed() {
      let cached = SVGRenderer.renderBytes(layout, cache: &cache)
      #expect(cached == SVGRenderer.renderBytes(layout))
      let count = layout.warnings.count
      let summary = count == 0 ? "No warnings" : count == 1 ? "1 warning: " : "\(count) warnings: "
      #expect(String(decoding: cached, as: UTF8.self).contains(">" + summary))
    }
  }

  /// Diagrams whose elements select different rules, more sets of them than the cache keeps
  /// stylesheets for, back and forth: each embeds exactly the rules it uses.
  @Test func embedsTheStylesheetOfEachDiagram() {
    let sets = SampleLayouts.all.map(\.layout) + Self.layouts().prefix(7)
    var cache = SVGSceneCache()
    for layout in sets + sets.reversed() + sets {
      #expect(SVGRenderer.renderBytes(layout, cache: &cache) == SVGRenderer.renderBytes(layout))
      #expect(cache.styleSheets.count <= SVGSceneCache.styleSheetLimit)
    }
    #expect(Set(sets.map { SVGRenderer.render($0).split(separator: "</style>")[0] }).count > 3)
  }

  /// Lines recorded as they are drawn, or made apart, and written again are the lines their
  /// writers write in place: the same bytes, the same rules noted, the same references, as deep
  /// afterwards.
  @Test func writesLinesAsTheirWritersDo() {
    func draw(_ document: inout SVGDocument) {
      document.open("g", [("id", "a&b"), ("clip-path", "url(#x<y)")])
      document.rect(class: "device", frame: Rect(x: 1, y: 2.5, width: 3, height: 4), title: "<t>")
      document.text("Other \"app\"", class: "other-app", x: 1, y: 2, middle: true)
    }
    var direct = SVGDocument()
    direct.open("svg")
    draw(&direct)
    direct.close("g")
    var recorded = SVGDocument()
    let root = recorded.recording { $0.open("svg") }
    let body = recorded.recording(draw)
    recorded.close("g")
    var replayed = SVGDocument()
    replayed.append(root)
    replayed.append(body)
    replayed.close("g")
    var apart = SVGDocument()
    apart.append(root)
    apart.append(SVGDocument.lines(depth: 1, draw))
    apart.close("g")
    #expect(body.references == ["x<y"])
    #expect(body.rules & SVGStyle.byClass["device", default: 0] != 0)
    let expected = direct.finish()
    for var document in [recorded, replayed, apart] {
      #expect(document.styleRules == direct.styleRules)
      #expect(document.references == direct.references)
      #expect(document.finish() == expected)
    }
  }
}
