import Foundation
import Testing

/// Finding the panedoc for this machine in an artifact bundle, and which panedoc a plugin runs.
@Suite struct ArtifactBundleTests {
  let linux = ArtifactBundle.Host(architecture: "x86_64", system: "linux")
  let armLinux = ArtifactBundle.Host(architecture: "arm64", system: "linux")
  let mac = ArtifactBundle.Host(architecture: "arm64", system: "macos")

  /// A bundle in a temporary folder of its own, with `info` as its `info.json`.
  func bundle(_ info: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-bundle-\(UUID().uuidString)/panedoc.artifactbundle")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(info.utf8).write(to: folder.appendingPathComponent("info.json"))
    return folder
  }

  static let info = """
    {"schemaVersion": "1.0", "artifacts": {"panedoc": {"version": "v1.2.0", "type": "executable",
    "variants": [
      {"path": "panedoc-v1.2.0-linux-x86_64/bin/panedoc", "supportedTriples": ["x86_64-unknown-linux-gnu"]},
      {"path": "panedoc-v1.2.0-macos/bin/panedoc", "supportedTriples": ["arm64-apple-macosx", "x86_64-apple-macosx"]}
    ]}}}
    """

  @Test("triples name a machine by architecture and system")
  func triples() {
    #expect(linux.runs("x86_64-unknown-linux-gnu"))
    #expect(armLinux.runs("aarch64-unknown-linux-gnu"))
    #expect(mac.runs("arm64-apple-macosx13.0"))
    #expect(!mac.runs("x86_64-unknown-linux-gnu"))
    #expect(!linux.runs("arm64-apple-macosx"))
    #expect(!linux.runs("x86_64"))
  }

  @Test("the variant for the machine is chosen")
  func variant() throws {
    let folder = try bundle(Self.info)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let bundle = try #require(ArtifactBundle(folder))
    #expect(
      bundle.executable("panedoc", for: linux)
        == folder.appendingPathComponent("panedoc-v1.2.0-linux-x86_64/bin/panedoc"))
    #expect(
      bundle.executable("panedoc", for: mac)
        == folder.appendingPathComponent("panedoc-v1.2.0-macos/bin/panedoc"))
    #expect(bundle.executable("panedoc", for: armLinux) == nil)
    #expect(bundle.executable("swiftlint", for: linux) == nil)
  }

  @Test("a path out of the bundle, another schema or no info.json is passed over")
  func refusals() throws {
    let outside = try bundle(
      #"{"schemaVersion": "1.0", "artifacts": {"panedoc": {"type": "executable", "variants": [{"path": "../../bin/sh", "supportedTriples": ["x86_64-unknown-linux-gnu"]}]}}}"#
    )
    let schema = try bundle(Self.info.replacingOccurrences(of: "\"1.0\"", with: "\"2.0\""))
    let library = try bundle(Self.info.replacingOccurrences(of: "executable", with: "library"))
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "panedoc-bundle-\(UUID().uuidString)")
    defer {
      for folder in [outside, schema, library] {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
      }
    }
    #expect(ArtifactBundle(outside)?.executable("panedoc", for: linux) == nil)
    #expect(ArtifactBundle(schema) == nil)
    #expect(ArtifactBundle(library)?.executable("panedoc", for: linux) == nil)
    #expect(ArtifactBundle(empty) == nil)
  }

  @Test("a declared bundle is preferred to the built panedoc, which is the fallback")
  func choice() throws {
    let folder = try bundle(Self.info)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let built = URL(fileURLWithPath: "/build/debug/panedoc")
    let other = URL(fileURLWithPath: "/nowhere/other.artifactbundle")
    #expect(
      try PanedocTool.choose(
        bundles: [("Zeta", folder), ("Alpha", other)], built: built, host: linux)
        == folder.appendingPathComponent("panedoc-v1.2.0-linux-x86_64/bin/panedoc"))
    #expect(
      try PanedocTool.choose(bundles: [("Alpha", folder)], built: built, host: armLinux) == built)
    #expect(try PanedocTool.choose(bundles: [], built: built, host: linux) == built)
    #expect(throws: PluginError.self) {
      try PanedocTool.choose(bundles: [("Alpha", other)], built: nil, host: linux)
    }
  }

  @Test("running panedoc keeps its status and, when asked, its standard error's lines")
  func run() throws {
    let (status, errors) = try PanedocTool.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "pwd; echo 'a.xib:1:2: error: x [y]' >&2; echo second >&2; exit 3"],
      in: URL(fileURLWithPath: "/"), capturingErrors: true)
    #expect(status == 3)
    #expect(errors == ["a.xib:1:2: error: x [y]", "second"])
  }
}
