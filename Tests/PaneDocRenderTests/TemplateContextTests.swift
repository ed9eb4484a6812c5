import Foundation
import PaneDocMustache
import Testing

@testable import PaneDocDiff
@testable import PaneDocRender
@testable import PaneDocReport

/// The context each page template receives, for the sample report and a sample diff, as golden
/// JSON (`Golden/contexts/`): a change to what a template can use shows up as a reviewed diff,
/// and `Templates/README.md` documents these values.
@Suite struct TemplateContextTests {
  /// `value` as JSON, two spaces a level, keys sorted, the same on every platform (Foundation's
  /// serializer orders keys and spaces its output differently on Linux and macOS).
  static func json(_ value: Any, indent: String = "") throws -> String {
    let inner = indent + "  "
    // Exact types first: on macOS a number casts to `Bool` through `NSNumber`.
    if let flag = value as? Bool, type(of: value) == Bool.self { return flag ? "true" : "false" }
    if let number = value as? Int, type(of: value) == Int.self { return String(number) }
    switch value {
    case let fields as MustacheFields:
      return try json(fields.dictionary, indent: indent)
    case let text as String:
      return "\"" + text.unicodeScalars.map(escaped).joined() + "\""
    case let list as [Any]:
      guard !list.isEmpty else { return "[]" }
      let items = try list.map { inner + (try json($0, indent: inner)) }
      return "[\n" + items.joined(separator: ",\n") + "\n" + indent + "]"
    case let object as [String: Any]:
      guard !object.isEmpty else { return "{}" }
      let members = try object.keys.sorted().map {
        inner + (try json($0)) + ": " + (try json(object[$0]!, indent: inner))
      }
      return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
    default:
      throw ContextError(description: "\(type(of: value)) in a template context")
    }
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case _ where scalar.value < 0x20:
      "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
        + String(scalar.value, radix: 16)
    default: String(scalar)
    }
  }

  struct ContextError: Error, CustomStringConvertible {
    var description: String
  }

  /// The page each context renders is the golden report's.
  static func expectGoldenPage(_ bytes: [UInt8], at path: String) {
    let url = goldenFiles.url.appendingPathComponent("sample-report/" + path)
    #expect(FileManager.default.contents(atPath: url.path) == Data(bytes), "\(path)")
  }

  @Test func indexPage() throws {
    let templates = try ReportTemplates()
    var builder = IndexPageBuilder(templates: templates, notes: ReportTests.contents.notes)
    for (index, (scene, folder)) in IndexPageTests.scenes.enumerated() {
      let opensFile = IndexPageTests.opensFile[index]
      builder.add(
        scene, folder: folder, opensFile: opensFile,
        items: try builder.items?.render(scene, folder: folder, opensFile: opensFile))
    }
    #expect(builder.pageCount == 1)
    let context = builder.context(
      page: 0,
      tree: ReportPages.indexTree(
        IndexPageTests.scenes.map { IndexTreeScene($0.scene, folder: $0.folder) }))
    goldenFiles.check(try Self.json(context) + "\n", named: "contexts/index.json")
    Self.expectGoldenPage(try templates.render("index", context), at: "index.html")
  }

  @Test func scenePages() throws {
    let templates = try ReportTemplates()
    var names = SceneFolderNames()
    for entries in ReportTests.contents.grouped.scenes {
      let scene = ReportScene(entries)
      let folder = names.folder(for: scene.sceneId)
      let context = ReportPages.scene(scene).context
      goldenFiles.check(try Self.json(context) + "\n", named: "contexts/scene-\(folder).json")
      Self.expectGoldenPage(try templates.render("scene", context), at: folder + "/index.html")
    }
  }

  @Test func diffPage() throws {
    var design = DiffSamples.Design()
    design.composeButton.x -= 60
    let report = DiffReport(
      diff: LayoutDiff(old: DiffSamples.layouts(), new: DiffSamples.layouts(design)),
      oldName: "base/<old>", newName: "head", acceptCommand: "panedoc render head --out docs",
      render: DiffReportTests.sketch)
    goldenFiles.check(try Self.json(report.page().context) + "\n", named: "contexts/diff.json")
  }
}
