import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// A diagram drawn with a scene cache (`SVGSceneCache`) is byte for byte the one drawn alone,
/// whatever the cache kept from the diagrams before it.
@Suite("SVG scene cache")
struct SVGSceneCacheTests {
  /// Every example interface's layouts, scene by scene, state by state, in every environment of
  /// the default matrix: the order a report draws them in.
  static func exampleLayouts() throws -> [(file: String, layouts: [Layout])] {
    let folder = FixtureGoldenTests.fixtures
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".xml") }.sorted()
    return try names.map { name in
      let interface = try #require(
        InterfaceLoader.load(folder.appendingPathComponent(name).path).interface)
      let prepared = PreparedInterface(interface)
      let environments = EnvironmentMatrix.default.environments(documentProfile: interface.profile)
        .environments
      var layouts: [Layout] = []
      for scene in LayoutEngine.scenes(in: prepared) {
        for state in LayoutEngine.states(of: scene, in: prepared, depth: 1) {
          for environment in environments {
            if let layout = LayoutEngine.layout(
              prepared, scene: scene, state: state, environment: environment)
            {
              layouts.append(layout)
            }
          }
        }
      }
      return (name, layouts)
    }
  }

  /// One cache across each whole file, so it serves the environments of a state, the states of a
  /// scene and the scenes of a file (which share node ids such as `#statusBar`), forwards and
  /// backwards.
  @Test func drawsTheBytesOfEachDiagramAlone() throws {
    var count = 0
    for (file, layouts) in try Self.exampleLayouts() {
      var forwards = SVGSceneCache(idPrefix: "d1-")
      var backwards = SVGSceneCache(idPrefix: "d1-")
      let alone = layouts.map { SVGRenderer.renderBytes($0, idPrefix: "d1-", stateTitle: "S") }
      for (index, layout) in layouts.enumerated() {
        let cached = SVGRenderer.renderBytes(layout, stateTitle: "S", cache: &forwards)
        #expect(cached == alone[index], "\(file) \(layout.scene) \(layout.environment.slug)")
        count += 1
      }
      for (index, layout) in layouts.enumerated().reversed() {
        let cached = SVGRenderer.renderBytes(layout, stateTitle: "S", cache: &backwards)
        #expect(cached == alone[index], "\(file) \(layout.scene) \(layout.environment.slug)")
      }
    }
    #expect(count > 300)
  }

  /// Two scenes whose nodes share ids (in the same order) but not kinds, titles or columns: the
  /// second is described as itself, not as what the cache kept of the first.
  @Test func describesANodeWhoseIdAnotherSceneSharedAsItself() {
    let first = SampleLayouts.mailLandscapePopover
    var second = first
    second.scene = "other"
    for index in second.nodes.indices {
      second.nodes[index].title = second.nodes[index].title.map { $0 + " & more" }
      if second.nodes[index].kind == .barButtonItem { second.nodes[index].kind = .view }
      if second.nodes[index].column == .primary { second.nodes[index].column = .secondary }
    }
    var cache = SVGSceneCache()
    for layout in [first, second, first, second] {
      #expect(SVGRenderer.renderBytes(layout, cache: &cache) == SVGRenderer.renderBytes(layout))
    }
    let text = String(decoding: SVGRenderer.renderBytes(second, cache: &cache), as: UTF8.self)
    #expect(text.contains("Edit &amp; more"))
    #expect(!text.contains("“Edit”"))
  }

  /// Nodes that share an id within a layout keep one element id between them, with a cache as
  /// without, and ids and titles that need escaping are escaped once.
  @Test func keepsOneElementIdPerNodeIdAndEscapesOnce() {
    var cache = SVGSceneCache(idPrefix: "p 1")
    for _ in 0..<3 {
      let bytes = SVGRenderer.renderBytes(SampleLayouts.hostile, cache: &cache)
      #expect(bytes == SVGRenderer.renderBytes(SampleLayouts.hostile, idPrefix: "p 1"))
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(text.components(separatedBy: "id=\"p_201n-dup\"").count == 2)
      #expect(!text.contains("&amp;amp;"))
    }
  }
}
