import Foundation
import PaneDocCore
import PaneDocRender

/// `shard.json`: what a shard's part of the whole report needs besides the files it wrote, scene
/// by scene: the counts and filter values of the index page, the scene's index items rendered
/// ahead, and the list of its files. The index page of the merged report is assembled from these
/// exactly as a single run assembles it from its parts.
///
/// Each file is listed with its SHA-256 digest, and each scene with the digest of its
/// `layout.json` lines, so that a merge refuses a part that was cut or changed after the shard
/// wrote it instead of certifying it as a complete render.
struct ShardManifest {
  static let fileName = "shard.json"
  /// 2: files listed with their digests, scenes with their lines' digest; 3: the number of
  /// inputs with errors.
  static let version = 3

  var shard: ReportShard
  /// Scenes of the whole report, drawn here or not.
  var sceneCount: Int
  var notes: [String]
  var scenes: [ShardScene] = []

  init(shard: ReportShard, sceneCount: Int, notes: [String]) {
    self.shard = shard
    self.sceneCount = sceneCount
    self.notes = notes
  }

  var json: JSONValue {
    .object([
      ("version", .number(Double(Self.version))),
      ("shard", .number(Double(shard.index + 1))), ("shards", .number(Double(shard.count))),
      ("sceneCount", .number(Double(sceneCount))),
      ("environments", .number(Double(shard.environments))),
      ("inputErrors", .number(Double(shard.inputErrors))),
      ("fingerprint", .string(shard.fingerprint)),
      ("contentFingerprint", .string(shard.contentFingerprint)),
      ("templates", .string(shard.templates)),
      ("notes", .array(notes.map(JSONValue.string))),
      ("scenes", .array(scenes.map(\.json))),
    ])
  }
}

/// One scene of a shard, as the manifest records it.
struct ShardScene: Equatable {
  /// Its number in the whole report's scene order.
  var number: Int
  var folder: String
  var layouts: Int
  var figures: Int
  var warnings: Int
  var warningCodes: [String]
  /// Each environment of the scene once, in order: profile, device, orientation, split, slug.
  var environments: [[String]]
  /// Every file of the scene, as a path in the report.
  var files: [String]
  /// The SHA-256 digest of each of `files`, in its order.
  var digests: [String]
  /// The SHA-256 digest of the scene's `layout.json` lines, joined by their separators.
  var layoutDigest: String
  /// The scene as the index's tree shows it.
  var tree: IndexTreeScene
  /// The scene's group and warning rows on the index page.
  var group: String
  var rows: String
  var rowCount: Int

  var json: JSONValue {
    .object([
      ("number", .number(Double(number))), ("folder", .string(folder)),
      ("layouts", .number(Double(layouts))), ("figures", .number(Double(figures))),
      ("warnings", .number(Double(warnings))),
      ("warningCodes", .array(warningCodes.map(JSONValue.string))),
      ("environments", .array(environments.map { .array($0.map(JSONValue.string)) })),
      (
        "files",
        .array(zip(files, digests).map { .array([.string($0), .string($1)]) })
      ),
      ("layoutDigest", .string(layoutDigest)),
      ("file", .string(tree.file)), ("title", .string(tree.title)), ("id", .string(tree.id)),
      ("showsId", .bool(tree.showsId)),
      ("states", .array(tree.states.map { .array([.string($0.title), .string($0.folder)]) })),
      ("group", .string(group)), ("rows", .string(rows)),
      ("rowCount", .number(Double(rowCount))),
    ])
  }

  init(
    number: Int, folder: String, layouts: Int, figures: Int, warnings: Int,
    warningCodes: [String], environments: [[String]], files: [String], digests: [String],
    layoutDigest: String, tree: IndexTreeScene, items: IndexItems
  ) {
    self.number = number
    self.folder = folder
    self.layouts = layouts
    self.figures = figures
    self.warnings = warnings
    self.warningCodes = warningCodes
    self.environments = environments
    self.files = files
    self.digests = digests
    self.layoutDigest = layoutDigest
    self.tree = tree
    group = String(decoding: items.group, as: UTF8.self)
    rows = String(decoding: items.rows, as: UTF8.self)
    rowCount = items.rowCount
  }

  /// The index items, as `IndexPageBuilder` takes them.
  var items: IndexItems {
    IndexItems(group: Array(group.utf8), rows: Array(rows.utf8), rowCount: rowCount)
  }
}

/// Reading a manifest back: strict about kinds (a manifest is machine-written), every count whole
/// and not negative, every list of names as long as it must be. Sums of counts are checked where
/// they are made (`ReportMerger`).
extension ShardManifest: Decodable {
  private enum Key: String, CodingKey {
    case version, shard, shards, sceneCount, environments, inputErrors, fingerprint
    case contentFingerprint
    case templates, notes, scenes
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    guard try container.decode(Int.self, forKey: .version) == Self.version else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container, debugDescription: "not a version \(Self.version) manifest")
    }
    let count = try container.count(.shards)
    let part = try container.count(.shard)
    guard count >= 1, (1...count).contains(part) else {
      throw DecodingError.dataCorruptedError(
        forKey: .shard, in: container, debugDescription: "shard \(part) of \(count) does not exist")
    }
    shard = ReportShard(
      index: part - 1, count: count,
      fingerprint: try container.decode(String.self, forKey: .fingerprint),
      contentFingerprint: try container.decode(String.self, forKey: .contentFingerprint),
      templates: try container.decode(String.self, forKey: .templates),
      environments: try container.count(.environments),
      inputErrors: try container.count(.inputErrors))
    sceneCount = try container.count(.sceneCount)
    notes = try container.decode([String].self, forKey: .notes)
    scenes = try container.decode([ShardScene].self, forKey: .scenes)
  }
}

extension ShardScene: Decodable {
  private enum Key: String, CodingKey {
    case number, folder, layouts, figures, warnings, warningCodes, environments, files
    case layoutDigest, file, title, id, showsId, states, group, rows, rowCount
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    number = try container.count(.number)
    folder = try container.decode(String.self, forKey: .folder)
    layouts = try container.count(.layouts)
    figures = try container.count(.figures)
    warnings = try container.count(.warnings)
    warningCodes = try container.decode([String].self, forKey: .warningCodes)
    environments = try container.names(.environments, each: 5, "an environment")
    let listed = try container.names(.files, each: 2, "a file")
    files = listed.map { $0[0] }
    digests = listed.map { $0[1] }
    layoutDigest = try container.decode(String.self, forKey: .layoutDigest)
    tree = IndexTreeScene(
      file: try container.decode(String.self, forKey: .file),
      title: try container.decode(String.self, forKey: .title),
      id: try container.decode(String.self, forKey: .id),
      showsId: try container.decode(Bool.self, forKey: .showsId), folder: folder,
      states: try container.names(.states, each: 2, "a state").map {
        IndexTreeScene.State(title: $0[0], folder: $0[1])
      })
    group = try container.decode(String.self, forKey: .group)
    rows = try container.decode(String.self, forKey: .rows)
    rowCount = try container.count(.rowCount)
  }
}

extension KeyedDecodingContainer {
  /// A whole number, 0 or more.
  fileprivate func count(_ key: Key) throws -> Int {
    let value = try decode(Int.self, forKey: key)
    guard value >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "not a count")
    }
    return value
  }

  /// A list of lists of exactly `count` texts.
  fileprivate func names(_ key: Key, each count: Int, _ what: String) throws -> [[String]] {
    let lists = try decode([[String]].self, forKey: key)
    guard lists.allSatisfy({ $0.count == count }) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(what) is not \(count) names")
    }
    return lists
  }
}
