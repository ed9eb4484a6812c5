import Foundation
import Testing

@Suite("render --shard and merge")
struct ShardMergeTests {
  /// Every example and storyboard of Fixtures: both formats, popovers, warnings and matrix
  /// notes (iPhone halves), and inputs with errors (the macOS and the hostile storyboard) that a
  /// render reports and leaves out: 21 scenes, so 25 shards leave some parts without one.
  static let inputs = [
    "mail.xml", "treeworld.xml", "linksame.xml", "custom-split.xml", "search.xml",
    "triple-column.xml", "master-detail.xml", "storyboards",
  ].map { "Fixtures/" + $0 }
  static let matrix = ["--devices", "ipad-9.7,iphone-12", "--splits", "full,half"]

  /// Every file below `folder`, by relative path, with its bytes.
  static func tree(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = URL(fileURLWithPath: folder)
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[String(url.path.dropFirst(base.path.count + 1))] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// Renders the shards `1/count` … `count/count` into the sandbox, in the order given.
  static func renderShards(_ order: [Int], of count: Int, in sandbox: Hostile.Sandbox) throws
    -> [String]
  {
    try order.map { part in
      let folder = sandbox.path("part\(part)")
      let run = try Hostile.run(
        ["render"] + inputs + matrix + ["--shard", "\(part)/\(count)", "--out", folder])
      // 1: the inputs with errors are reported; everything else is rendered.
      #expect(run.status == 1, "\(run.standardError)")
      return folder
    }
  }

  @Test("merge removes what an interrupted run left beside its folder and says so")
  func mergeNotesItsRecovery() throws {
    let sandbox = try Hostile.Sandbox()
    let parts = try Self.renderShards([1], of: 1, in: sandbox)
    let stale = sandbox.path(".merged.panedoc-new-AbC123")
    try FileManager.default.createDirectory(
      atPath: stale + "/mail", withIntermediateDirectories: true)
    let merged = try Hostile.run(["merge"] + parts + ["--out", sandbox.path("merged")])
    // 1, as the render it replaces: the shards were rendered from inputs with errors.
    #expect(merged.status == 1, "\(merged.standardError)")
    #expect(
      merged.standardError.contains("note: removed \(stale), left by an interrupted panedoc run"))
    #expect(!FileManager.default.fileExists(atPath: stale))
  }

  @Test("merged shards are byte for byte the report of a single run", arguments: [1, 3, 25])
  func mergeEqualsSingleRun(count: Int) throws {
    let sandbox = try Hostile.Sandbox()
    let single = try Hostile.run(
      ["render"] + Self.inputs + Self.matrix + ["--out", sandbox.path("single")])
    #expect(single.status == 1)
    let parts = try Self.renderShards(Array((1...count).reversed()), of: count, in: sandbox)
    let merged = try Hostile.run(["merge"] + parts + ["--out", sandbox.path("merged")])
    // The merge's verdict is the single run's: inputs with errors exit 1 in both.
    #expect(merged.status == single.status, "\(merged.standardError)")
    #expect(
      merged.standardError.contains(
        "1 input had errors when the shards were rendered (render --shard printed them)"))
    let expected = try Self.tree(sandbox.path("single"))
    let actual = try Self.tree(sandbox.path("merged"))
    #expect(expected.count > 100)
    #expect(Set(actual.keys) == Set(expected.keys))
    for (path, bytes) in expected where actual[path] != bytes {
      Issue.record("\(path) differs from the single run's")
    }
    // The summary line counts what the single run counted.
    #expect(
      merged.standardOutput.split(separator: ",").prefix(2)
        == single.standardOutput.split(separator: ",").prefix(2))
  }

  @Test("a merged report of several index pages is the single run's")
  func severalIndexPages() throws {
    let sandbox = try Hostile.Sandbox()
    // 120 scenes: three index pages of 50, each shard's scenes on every page.
    let scenes = (1...120).map {
      "  <viewController id=\"s\($0)\" title=\"Scene \($0)\"><view id=\"v\($0)\" frame=\"0 0 40 40\"/>"
        + "</viewController>"
    }
    let input = sandbox.path("many.xml")
    try
      (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<interface version=\"1\">"] + scenes
      + ["</interface>"]).joined(separator: "\n").write(
        toFile: input, atomically: true, encoding: .utf8)
    let small = ["--devices", "ipad-9.7", "--orientations", "landscape", "--splits", "full"]
    #expect(
      try Hostile.run(["render", input] + small + ["--out", sandbox.path("single")]).status == 0)
    let parts = try (1...4).map { part in
      let folder = sandbox.path("part\(part)")
      let run = try Hostile.run(
        ["render", input] + small + ["--shard", "\(part)/4", "--out", folder])
      #expect(run.status == 0, "\(run.standardError)")
      return folder
    }
    #expect(try Hostile.run(["merge"] + parts + ["--out", sandbox.path("merged")]).status == 0)
    let expected = try Self.tree(sandbox.path("single"))
    #expect(expected["index-3.html"] != nil)
    #expect(try Self.tree(sandbox.path("merged")) == expected)
  }

  @Test("a merged report with width sweeps is the single run's")
  func withSweeps() throws {
    let sandbox = try Hostile.Sandbox()
    let inputs = ["Fixtures/mail.xml", "Fixtures/treeworld.xml", "Fixtures/search.xml"]
    let options = [
      "--sweep", "--devices", "ipad-pro-13-m4", "--orientations", "landscape", "--profiles",
      "ios26", "--splits", "full",
    ]
    #expect(
      try Hostile.run(["render"] + inputs + options + ["--out", sandbox.path("single")]).status
        == 0)
    let parts = try (1...2).map { part in
      let folder = sandbox.path("part\(part)")
      let run = try Hostile.run(
        ["render"] + inputs + options + ["--shard", "\(part)/2", "--out", folder])
      #expect(run.status == 0, "\(run.standardError)")
      return folder
    }
    #expect(try Hostile.run(["merge"] + parts + ["--out", sandbox.path("merged")]).status == 0)
    let expected = try Self.tree(sandbox.path("single"))
    // The sweeps' strips and interval diagrams are among the files.
    #expect(expected.keys.count { !$0.hasSuffix("-full.svg") && $0.hasSuffix(".svg") } > 3)
    #expect(try Self.tree(sandbox.path("merged")) == expected)
  }

  @Test("a merge of shards rendered without errors exits 0, as their render does")
  func mergeWithoutErrors() throws {
    let sandbox = try Hostile.Sandbox()
    let inputs = ["Fixtures/mail.xml", "Fixtures/search.xml"]
    let small = ["--devices", "ipad-9.7", "--orientations", "landscape", "--splits", "full"]
    let single = try Hostile.run(["render"] + inputs + small + ["--out", sandbox.path("single")])
    #expect(single.status == 0, "\(single.standardError)")
    let parts = try (1...2).map { part in
      let folder = sandbox.path("part\(part)")
      let run = try Hostile.run(
        ["render"] + inputs + small + ["--shard", "\(part)/2", "--out", folder])
      #expect(run.status == 0, "\(run.standardError)")
      return folder
    }
    let merged = try Hostile.run(["merge"] + parts + ["--out", sandbox.path("merged")])
    #expect(merged.status == 0, "\(merged.standardError)")
    #expect(!merged.standardError.contains("had errors"))
    // Manifests that say the run read inputs with errors make the merge's verdict 1.
    for part in parts {
      let manifest = part + "/shard.json"
      let text = try String(contentsOfFile: manifest, encoding: .utf8)
      let edited = text.replacing(/"inputErrors": ?0/, with: "\"inputErrors\":3")
      #expect(edited != text)
      try edited.write(toFile: manifest, atomically: true, encoding: .utf8)
    }
    let failing = try Hostile.run(["merge"] + parts + ["--out", sandbox.path("merged-again")])
    #expect(failing.status == 1, "\(failing.standardError)")
    #expect(failing.standardError.contains("3 inputs had errors when the shards were rendered"))
  }

  @Test("a part missing, given twice or of another run is refused and nothing is written")
  func refusals() throws {
    let sandbox = try Hostile.Sandbox()
    let parts = try Self.renderShards([1, 2], of: 2, in: sandbox)
    let other = try Hostile.run(
      ["render"] + Self.inputs + [
        "--devices", "ipad-9.7", "--shard", "2/2", "--out",
        sandbox.path("other"),
      ])
    #expect(other.status == 1)
    let cases: [(shards: [String], message: String)] = [
      ([parts[0]], "split in 2 shards, and 1 were given"),
      ([parts[0], parts[0]], "is given twice"),
      ([parts[0], sandbox.path("other")], "different runs"),
      ([parts[0], sandbox.path("missing")], "cannot be read"),
    ]
    for (shards, message) in cases {
      let run = try Hostile.run(["merge"] + shards + ["--out", sandbox.path("merged")])
      #expect(run.status == 2)
      #expect(run.standardError.contains(message), "\(run.standardError)")
      #expect(!FileManager.default.fileExists(atPath: sandbox.path("merged")))
    }
  }

  @Test("merging with templates other than the shards' is refused")
  func otherTemplates() throws {
    let sandbox = try Hostile.Sandbox()
    let parts = try Self.renderShards([1, 2], of: 2, in: sandbox)
    let templates = sandbox.path("templates")
    try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
    try "<p>{{title}}</p>{{#scenes}}{{title}}{{/scenes}}{{#warnings}}{{code}}{{/warnings}}\n"
      .write(toFile: templates + "/index.mustache", atomically: true, encoding: .utf8)
    let run = try Hostile.run(
      ["merge"] + parts + ["--templates", templates, "--out", sandbox.path("merged")])
    #expect(run.status == 2)
    #expect(run.standardError.contains("rendered with other templates"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("merged")))
  }

  @Test("a manifest naming a path outside its scene's folder is refused")
  func hostileManifest() throws {
    let sandbox = try Hostile.Sandbox()
    let parts = try Self.renderShards([1], of: 1, in: sandbox)
    let manifest = parts[0] + "/shard.json"
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    let folder = try #require(text.firstMatch(of: /"files":\[\["([^"\/]+)\//)?.1)
    try text.replacingOccurrences(
      of: "\"files\":[[\"\(folder)/", with: "\"files\":[[\"\(folder)/../../"
    )
    .write(toFile: manifest, atomically: true, encoding: .utf8)
    let run = try Hostile.run(["merge", parts[0], "--out", sandbox.path("merged")])
    #expect(run.status == 2)
    #expect(run.standardError.contains("unsafe path"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("merged")))
  }

  @Test("a manifest with a field missing or of the wrong kind is refused, naming the field")
  func brokenManifest() throws {
    let sandbox = try Hostile.Sandbox()
    let parts = try Self.renderShards([1], of: 1, in: sandbox)
    let manifest = parts[0] + "/shard.json"
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    for (broken, named) in [
      (text.replacingOccurrences(of: "\"rowCount\":", with: "\"rowCounts\":"), "rowCount"),
      (text.replacingOccurrences(of: "\"layouts\":", with: "\"layouts\":-"), "layouts"),
    ] {
      try broken.write(toFile: manifest, atomically: true, encoding: .utf8)
      let run = try Hostile.run(["merge", parts[0], "--out", sandbox.path("merged")])
      #expect(run.status == 2)
      #expect(run.standardError.contains("shard.json: scenes[0].\(named)"))
      #expect(!FileManager.default.fileExists(atPath: sandbox.path("merged")))
    }
  }

  /// The merged index adds each scene's counts: a huge one in a manifest overflowed the sum
  /// and ended the merge with SIGILL.
  @Test(
    "a manifest count that overflows the merged sums is refused",
    arguments: ["layouts", "figures", "warnings", "rowCount"])
  func hugeCounts(field: String) throws {
    let sandbox = try Hostile.Sandbox()
    let parts = try Self.renderShards([1, 2], of: 2, in: sandbox)
    for part in parts {
      let manifest = part + "/shard.json"
      let text = try String(contentsOfFile: manifest, encoding: .utf8)
      try text.replacing(
        try Regex("\"\(field)\":[0-9]+"),
        with: "\"\(field)\":4611686018427387904"
      )
      .write(toFile: manifest, atomically: true, encoding: .utf8)
    }
    let run = try Hostile.run(["merge"] + parts + ["--out", sandbox.path("merged")])
    #expect(run.status == 2)
    #expect(
      Hostile.errorLines(run) == [
        "error: \(parts[0]): the manifest's counts add up to more than a report can hold"
      ], "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("merged")))
  }

  /// A shard's file cut or replaced after it was written merged with exit 0, and the stamp
  /// called the report a complete render. Each file's digest is in the manifest.
  @Test(
    "a part whose file was cut or replaced is refused, naming the file",
    arguments: ["cut", "replaced", "layout line"])
  func damagedPart(damage: String) throws {
    let sandbox = try Hostile.Sandbox()
    let parts = try Self.renderShards([1, 2], of: 2, in: sandbox)
    let files = try Self.tree(parts[1])
    let svg = try #require(files.keys.filter { $0.hasSuffix(".svg") }.sorted().first)
    let path = parts[1] + "/" + svg
    let bytes = try #require(files[svg])
    let expected: String
    switch damage {
    case "cut":
      try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
      expected = "error: \(path): not the file render --shard wrote"
    case "replaced":
      let other = try #require(files.first { $0.key.hasSuffix(".svg") && $0.value != bytes })
      try other.value.write(to: URL(fileURLWithPath: path))
      expected = "error: \(path): not the file render --shard wrote"
    default:
      // The same number of lines, one of them another layout's.
      let layout = parts[1] + "/layout.json"
      var lines = try String(contentsOfFile: layout, encoding: .utf8).components(separatedBy: "\n")
      #expect(lines.count > 4)
      lines[1] = lines[2]
      try lines.joined(separator: "\n").write(toFile: layout, atomically: true, encoding: .utf8)
      expected = "error: \(layout): the lines of scene "
    }
    let run = try Hostile.run(["merge"] + parts + ["--out", sandbox.path("merged")])
    #expect(run.status == 2)
    let lines = Hostile.errorLines(run)
    #expect(lines.count == 1 && lines[0].hasPrefix(expected), "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("merged")))
  }

  @Test("--shard takes I/N with 1 ≤ I ≤ N", arguments: ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3"])
  func badShard(value: String) throws {
    let run = try Hostile.run([
      "render", "Fixtures/mail.xml", "--shard", value, "--out", "/nonexistent",
    ])
    #expect(run.status == 64)
    #expect(run.standardError.contains("--shard takes I/N"))
  }
}
