import Foundation
import PaneDocDiff
import PaneDocRender
import Testing

/// The templates compiled into panedoc are `Templates/html`'s, byte for byte: the HTML still
/// comes from there, the executable just carries it.
@Suite struct EmbeddedTemplatesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Templates/html")

  @Test("every template of Templates/html is compiled in, with its text and its source's name")
  func sameAsTheFolder() throws {
    let names = ReportTemplates.names + DiffTemplates.names
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".mustache") }
    #expect(onDisk.sorted() == names.map { $0 + ".mustache" }.sorted())
    let (_, texts, files) = try ReportTemplates.load(names, replacing: [:])
    for (name, text) in zip(names, texts) {
      let file = Self.folder.appendingPathComponent(name + ".mustache")
      #expect(Data(text.utf8) == (try Data(contentsOf: file)), "\(name) differs from its file")
      #expect(files[name] == "Templates/html/\(name).mustache")
    }
  }
}
