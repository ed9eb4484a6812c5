import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The golden sample report read as its users' tools read it, with Foundation's own JSON and XML
/// parsers rather than PaneDoc's code: `layout.json` has the documented shape and a layout for
/// every entry, and every diagram is well-formed SVG that the report's pages point at.
@Suite struct GoldenReportTests {
  static let folder = goldenFiles.url.appendingPathComponent("sample-report")

  @Test func layoutJSONHasADocumentedLayoutForEveryEntry() throws {
    let stored = try GoldenReport.read(Self.folder)
    let data = try #require(stored["layout.json"])
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(document["version"] as? Int == 1)
    let layouts = try #require(document["layouts"] as? [[String: Any]])
    func key(scene: String, profile: String) -> String { scene + " " + profile }
    var read: [String] = []
    for layout in layouts {
      #expect(
        Set(layout.keys).isSuperset(of: ["scene", "state", "environment", "nodes", "warnings"]))
      let environment = try #require(layout["environment"] as? [String: Any])
      for name in ["profile", "device", "orientation", "split", "screen", "window", "safeArea"] {
        #expect(environment[name] != nil, "environment without \(name)")
      }
      let nodes = try #require(layout["nodes"] as? [[String: Any]])
      for node in nodes {
        let frame = node["frame"] as? [Double]
        #expect(node["id"] is String && node["kind"] is String)
        #expect(frame == nil || frame?.count == 4, "a frame is [x, y, width, height]")
      }
      read.append(
        key(
          scene: layout["scene"] as? String ?? "", profile: environment["profile"] as? String ?? "")
      )
    }
    let entries = ReportTests.contents.entries.map {
      key(scene: $0.sceneId, profile: $0.layout.environment.profile.rawValue)
    }
    #expect(read.sorted() == entries.sorted())
  }

  @Test func diagramsAreWellFormedSVGThePagesShow() throws {
    let stored = try GoldenReport.read(Self.folder)
    let diagrams = stored.keys.filter { $0.hasSuffix(".svg") }.sorted()
    #expect(diagrams.count == ReportTests.contents.entries.count)
    for path in diagrams {
      let reader = RootElementReader()
      let parser = XMLParser(data: stored[path]!)
      parser.delegate = reader
      #expect(parser.parse(), "\(path): \(parser.parserError.map(String.init(describing:)) ?? "")")
      #expect(reader.root == "svg", "\(path)")
      // Each diagram appears on its scene's page.
      let scene = String(path.prefix { $0 != "/" })
      let page = String(decoding: stored[scene + "/index.html"] ?? Data(), as: UTF8.self)
      #expect(page.contains("src=\"\(path.dropFirst(scene.count + 1))\""), "\(path) is on no page")
    }
  }
}

/// The first element's name of an XML document.
private final class RootElementReader: NSObject, XMLParserDelegate {
  var root: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if root == nil { root = elementName }
  }
}

/// A report folder read with `FileManager`: every file's path (relative, `/`-separated) and bytes.
enum GoldenReport {
  static func read(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = folder.standardizedFileURL.path + "/"
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else {
        continue
      }
      files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(
        contentsOf: url)
    }
    return files
  }
}
