import Foundation
import Testing

/// Every module a target imports is declared in `Package.swift` as one of its dependencies (or
/// comes with the toolchain). SwiftPM compiles an undeclared import whenever another target
/// happened to build that module first, so the mistake shows only in a clean or differently
/// ordered build.
@Suite struct ManifestImportTests {
  static let toolchainModules: Set<String> = [
    "Foundation", "FoundationXML", "FoundationNetworking", "Dispatch", "Testing", "XCTest",
    "Glibc", "Darwin", "Musl", "Synchronization",
  ]
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  struct Manifest: Decodable {
    var targets: [Target]
  }

  struct Target: Decodable {
    var name: String
    var path: String?
    var type: String
    var dependencies: [[String: [Part]]]

    /// The module names of its dependencies: targets by name, products by product name.
    var declared: Set<String> {
      Set(dependencies.compactMap { $0.values.first?.first?.name }.map(ManifestImportTests.module))
    }
  }

  /// One element of a dependency's array: a name, or something else (a condition such as
  /// `.when(traits:)`, a product's package left out as null), which has none.
  struct Part: Decodable {
    var name: String?

    init(from decoder: any Decoder) throws {
      name = try? decoder.singleValueContainer().decode(String.self)
    }
  }

  static func module(_ name: String) -> String { name.replacingOccurrences(of: "-", with: "_") }

  /// The manifest as SwiftPM reads it, in a scratch folder of its own: the package's build folder
  /// is locked by the `swift test` that runs this.
  static func manifest() throws -> Manifest {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("manifest.json")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: output))
  }

  /// The modules the Swift files under `folder` import.
  static func imports(under folder: URL) throws -> Set<String> {
    var modules: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ")
        if let index = words.firstIndex(of: "import"),
          words[..<index].allSatisfy({ $0.hasPrefix("@") }),
          index + 1 < words.count
        {
          modules.insert(String(words[index + 1].prefix { $0 != "." }))
        }
      }
    }
    return modules
  }

  @Test func everyImportIsADeclaredDependency() throws {
    let manifest = try Self.manifest()
    #expect(manifest.targets.count > 10)
    for target in manifest.targets where target.type != "system" {
      let folder = Self.root.appendingPathComponent(
        target.path ?? (target.type == "test" ? "Tests/" : "Sources/") + target.name)
      let undeclared = try Self.imports(under: folder)
        .subtracting(target.declared).subtracting(Self.toolchainModules)
        .subtracting([Self.module(target.name)])
      #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) undeclared")
    }
  }
}
