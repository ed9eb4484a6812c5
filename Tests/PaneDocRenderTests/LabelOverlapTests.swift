import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// No two labels of a diagram overlap: every example of `Fixtures/` and every real storyboard of
/// the shared corpus, in every state, on a phone, an iPad and in multitasking windows of three
/// profiles, read back from the SVG text (its texts, their classes' font sizes from the embedded
/// stylesheet, the group translations) into the boxes the renderer estimates.
@Suite struct LabelOverlapTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared/corpus` beside the repository, or one level further up for a worktree.
  static let corpus: URL? = [
    packageRoot.appendingPathComponent("../shared/corpus"),
    packageRoot.appendingPathComponent("../../shared/corpus"),
  ].first { FileManager.default.fileExists(atPath: $0.path) }?.standardized

  static let environments: [Environment] = [
    .iPad97(.landscape()), .iPadPro11(.landscape(.oneThird)), .iPhone12(.portrait()),
    .iPadPro129(.portrait(.half), keyboard: true), .iPad97(.portrait(), profile: .ios6),
    .iPadPro13M4(.landscape(.twoThirds), profile: .ios26),
  ]

  /// The interface files under `folder`, sorted.
  static func files(in folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
      .filter { InterfaceLoader.extensions.contains(URL(fileURLWithPath: $0).pathExtension) }
      .sorted().map { folder.appendingPathComponent($0).path }
  }

  /// Every diagram of `path` in every state and environment, with where it comes from.
  static func diagrams(of path: String) -> [(name: String, svg: String)] {
    guard let interface = InterfaceLoader.load(path).interface else { return [] }
    let prepared = PreparedInterface(interface)
    var result: [(String, String)] = []
    for scene in LayoutEngine.scenes(in: prepared) {
      for state in LayoutEngine.states(of: scene, in: prepared, depth: 1) {
        LayoutEngine.layouts(
          prepared, scene: scene, state: state, environments: environments
        ) { layout in
          guard let layout else { return }
          let name = "\(path) \(scene.id) \(state.id) \(layout.environment.slug)"
          result.append((name, SVGRenderer.render(layout)))
        }
      }
    }
    return result
  }

  @Test(
    "no two labels of a fixture's diagrams overlap",
    arguments: files(in: packageRoot.appendingPathComponent("Fixtures")))
  func fixtures(path: String) {
    for (name, svg) in Self.diagrams(of: path) {
      let overlaps = Self.overlaps(in: svg)
      #expect(overlaps.isEmpty, "\(name): \(overlaps)")
    }
  }

  @Test(
    "no two labels of a corpus storyboard's diagrams overlap",
    .enabled(if: corpus != nil, "the shared corpus (../shared/corpus) is not beside the package"))
  func corpusFiles() throws {
    let files = Self.files(in: try #require(Self.corpus))
    #expect(!files.isEmpty)
    var drawn = 0
    for path in files {
      for (name, svg) in Self.diagrams(of: path) {
        drawn += 1
        let overlaps = Self.overlaps(in: svg)
        #expect(overlaps.isEmpty, "\(name): \(overlaps)")
      }
    }
    #expect(drawn > 100)
  }

  /// The initial diagram of `Fixtures/bookshelf.xml` in `environment`.
  static func bookshelf(_ environment: Environment) throws -> String {
    let path = packageRoot.appendingPathComponent("Fixtures/bookshelf.xml").path
    let interface = try #require(InterfaceLoader.load(path).interface)
    let scene = try #require(LayoutEngine.scenes(in: interface).first)
    let layout = try #require(
      LayoutEngine.layout(interface, scene: scene, state: .initial, environment: environment))
    return SVGRenderer.render(layout)
  }

  @Test("a bar's title takes the whole room between its items before it is shortened")
  func barTitleUsesTheRoom() throws {
    // The 320-pt library column: "All Shelves" ends at 134, the add item starts at 268. Centred
    // on the bar the title would have 2 × (160 − 140) = 40 pt ("Ac…"); between the items it has
    // 122 pt, room for the whole of "Accounts", centred there as UIKit moves it.
    let svg = try Self.bookshelf(.iPad102(.landscape()))
    let title = try #require(
      Self.labels(in: svg).first { $0.text.hasPrefix("Acc") && $0.box.height < 20 })
    #expect(title.text == "Accounts")
    let line = try #require(svg.split(separator: "\n").first { $0.contains(">Accounts</text>") })
    #expect(line.contains("class=\"bar-title\" x=\"201\""))
  }

  @Test("nested views that start at one corner each keep their label, one line below another")
  func nestedViewLabels() throws {
    let svg = try Self.bookshelf(.iPad102(.landscape()))
    let names = ["Web Container View", "Stack View", "The page could not be loaded."]
    let labels = names.compactMap { name in Self.labels(in: svg).first { $0.text == name } }
    #expect(labels.count == 3)
    #expect(zip(labels, labels.dropFirst()).allSatisfy { $0.box.maxY <= $1.box.minY })
    #expect(Self.overlaps(in: svg).isEmpty)
  }

  @Test("placed labels are found near a box across cells, and far out of the grid too")
  func placementGrid() {
    var placement = LabelPlacement()
    // Spans the cells at 0 and 64 pt: a box in either cell finds it.
    placement.claim(Rect(x: 40, y: 10, width: 60, height: 12))
    #expect(!placement.isFree(Rect(x: 90, y: 12, width: 30, height: 12)))
    #expect(!placement.isFree(Rect(x: 30, y: 0, width: 20, height: 12)))
    #expect(placement.isFree(Rect(x: 100, y: 12, width: 30, height: 12)))
    #expect(placement.isFree(Rect(x: 40, y: 22, width: 60, height: 12)))
    #expect(placement.room(after: 0, band: Rect(x: 0, y: 12, width: 200, height: 12)) == 40)
    #expect(placement.room(after: 50, band: Rect(x: 50, y: 12, width: 20, height: 12)) == 0)
    let far = Rect(x: 4e12, y: -4e12, width: 100, height: 12)
    placement.claim(far)
    #expect(!placement.isFree(far.offsetBy(dx: 50, dy: 0)))
    #expect(placement.isFree(far.offsetBy(dx: 100, dy: 0)))
    placement.occluders = [Rect(x: 0, y: 100, width: 50, height: 50)]
    #expect(!placement.isFree(Rect(x: 10, y: 140, width: 10, height: 12)))
  }

  @Test("a placement gives the same answers while it scans its labels as once they are in a grid")
  func placementScanMatchesGrid() {
    // The same labels near the origin; `gridded` has enough more far below to keep a grid.
    var scanned = LabelPlacement()
    var gridded = LabelPlacement()
    for index in 0..<20 {
      let box = Rect(
        x: Double(index % 5) * 90 + Double(index % 3) * 7, y: Double(index / 5) * 30 + 4,
        width: 40 + Double(index % 4) * 11, height: 12.5)
      scanned.claim(box)
      gridded.claim(box)
    }
    for index in 0..<LabelPlacement.gridThreshold {
      gridded.claim(Rect(x: Double(index) * 70, y: 10_000, width: 60, height: 12))
    }
    var seed: UInt64 = 7
    func next(_ limit: Double) -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53) * limit
    }
    var free = 0
    for _ in 0..<2_000 {
      let box = Rect(x: next(500) - 20, y: next(150) - 10, width: next(120), height: 12)
      #expect(scanned.isFree(box) == gridded.isFree(box), "\(box)")
      let x = box.minX + next(box.width)
      #expect(scanned.room(after: x, band: box) == gridded.room(after: x, band: box), "\(box)")
      if scanned.isFree(box) { free += 1 }
    }
    // Both answers occur.
    #expect(free > 100 && free < 1_900)
  }

  @Test("the reader finds two overlapping labels, and none where they are a line apart")
  func readerSeesOverlaps() {
    let style = "<style>\n.a{fill:#000;font-size:12px}\n</style>"
    let overlapping = """
      \(style)
      <g transform="translate(10 20)">
      <text class="a" x="0" y="12">Stack View</text>
      </g>
      <text class="a" x="40" y="40">Image &amp; View</text>
      """
    #expect(Self.overlaps(in: overlapping).count == 1)
    let apart = """
      \(style)
      <text class="a" x="0" y="12">Stack View</text>
      <text class="a" x="0" y="26">Image View</text>
      <text class="a" x="90" y="26" text-anchor="middle">X</text>
      """
    #expect(Self.overlaps(in: apart).isEmpty)
  }

  /// A text element read back: its content and its box in canvas coordinates.
  struct Label: CustomStringConvertible {
    var text: String
    var box: Rect
    var description: String { "“\(text)” at \(box.x), \(box.y), \(box.width) × \(box.height)" }
  }

  /// The pairs of labels of `svg` whose estimated boxes overlap.
  static func overlaps(in svg: String) -> [String] {
    let labels = Self.labels(in: svg)
    var result: [String] = []
    for (index, label) in labels.enumerated() {
      for other in labels[(index + 1)...] where LabelBox.overlap(label.box, other.box) {
        result.append("\(label) and \(other)")
      }
    }
    return result
  }

  /// The texts of `svg` with their boxes: each line is one element (the renderer's form).
  static func labels(in svg: String) -> [Label] {
    var sizes: [String: Double] = [:]
    var origins: [Point] = [Point(x: 0, y: 0)]
    var labels: [Label] = []
    for line in svg.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.hasPrefix("."), let size = value(of: "font-size:", in: line, until: "p") {
        let selectors = line.prefix { $0 != "{" }.split(separator: ",")
        for selector in selectors { sizes[String(selector.dropFirst())] = Double(size) }
      } else if line.hasPrefix("<g") {
        var origin = origins.last!
        if let translation = value(of: "transform=\"translate(", in: line, until: ")") {
          let parts = translation.split(separator: " ").compactMap { Double($0) }
          origin = Point(x: origin.x + parts[0], y: origin.y + parts[1])
        }
        if !line.hasSuffix("/>") { origins.append(origin) }
      } else if line.hasPrefix("</g") {
        origins.removeLast()
      } else if line.hasPrefix("<text") {
        let classes = (value(of: "class=\"", in: line, until: "\"") ?? "").split(separator: " ")
        let size = classes.compactMap { sizes[String($0)] }.max() ?? 16
        let x = Double(value(of: " x=\"", in: line, until: "\"") ?? "") ?? .nan
        let y = Double(value(of: " y=\"", in: line, until: "\"") ?? "") ?? .nan
        let content = line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        let text = unescape(String(content))
        let origin = origins.last!
        let box = LabelBox.rect(
          text, x: x + origin.x, y: y + origin.y, fontSize: size,
          middle: line.contains("text-anchor=\"middle\""))
        labels.append(Label(text: text, box: box))
      }
    }
    return labels
  }

  /// The text after `start` in `line`, up to `end`.
  static func value(of start: String, in line: String, until end: Character) -> String? {
    guard let range = line.range(of: start) else { return nil }
    return String(line[range.upperBound...].prefix { $0 != end })
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
