import Foundation

/// `shard.json`: what a shard's part of the whole report needs besides the files it wrote, scene
/// by scene: the counts and filter values of the index page, the scene's index items rendered
/// ahead, and the list of its files. The index page of the merged report is assembled from these
/// exactly as a single run assembles it from its parts.
struct ShardManifest {
  static let fileName = "shard.json"
  static let version = 1
  /// Manifests are flat: an object of scenes holding lists of strings.
  static let maximumDepth = 8

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
      ("fingerprint", .string(shard.fingerprint)),
      ("contentFingerprint", .string(shard.contentFingerprint)),
      ("templates", .string(shard.templates)),
      ("notes", .array(notes.map(JSONValue.string))),
      ("scenes", .array(scenes.map(\.json))),
    ])
  }

  /// Reads a manifest; any field missing or of the wrong kind refuses it.
  init(json: JSONValue) throws(ReportShardError) {
    let reader = FieldReader(json, "shard.json")
    guard try reader.int("version") == Self.version else {
      throw ReportShardError("shard.json: not a version \(Self.version) manifest")
    }
    let count = try reader.int("shards")
    let part = try reader.int("shard")
    guard count >= 1, (1...count).contains(part) else {
      throw ReportShardError("shard.json: shard \(part) of \(count) does not exist")
    }
    shard = ReportShard(
      index: part - 1, count: count, fingerprint: try reader.string("fingerprint"),
      contentFingerprint: try reader.string("contentFingerprint"),
      templates: try reader.string("templates"), environments: try reader.int("environments"))
    sceneCount = try reader.int("sceneCount")
    notes = try reader.strings("notes")
    scenes = try reader.list("scenes").map { (item) throws(ReportShardError) in
      try ShardScene(json: item)
    }
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
      ("files", .array(files.map(JSONValue.string))),
      ("file", .string(tree.file)), ("title", .string(tree.title)), ("id", .string(tree.id)),
      ("showsId", .bool(tree.showsId)),
      ("states", .array(tree.states.map { .array([.string($0.title), .string($0.folder)]) })),
      ("group", .string(group)), ("rows", .string(rows)),
      ("rowCount", .number(Double(rowCount))),
    ])
  }

  init(
    number: Int, folder: String, layouts: Int, figures: Int, warnings: Int,
    warningCodes: [String], environments: [[String]], files: [String], tree: IndexTreeScene,
    items: IndexItems
  ) {
    self.number = number
    self.folder = folder
    self.layouts = layouts
    self.figures = figures
    self.warnings = warnings
    self.warningCodes = warningCodes
    self.environments = environments
    self.files = files
    self.tree = tree
    group = String(decoding: items.group, as: UTF8.self)
    rows = String(decoding: items.rows, as: UTF8.self)
    rowCount = items.rowCount
  }

  init(json: JSONValue) throws(ReportShardError) {
    let reader = FieldReader(json, "shard.json scene")
    number = try reader.int("number")
    folder = try reader.string("folder")
    layouts = try reader.int("layouts")
    figures = try reader.int("figures")
    warnings = try reader.int("warnings")
    warningCodes = try reader.strings("warningCodes")
    environments = try reader.list("environments").map { (item) throws(ReportShardError) in
      try Self.names(item, count: 5, "an environment")
    }
    files = try reader.strings("files")
    tree = IndexTreeScene(
      file: try reader.string("file"), title: try reader.string("title"),
      id: try reader.string("id"), showsId: try reader.bool("showsId"), folder: folder,
      states: try reader.list("states").map { (item) throws(ReportShardError) in
        let names = try Self.names(item, count: 2, "a state")
        return IndexTreeScene.State(title: names[0], folder: names[1])
      })
    group = try reader.string("group")
    rows = try reader.string("rows")
    rowCount = try reader.int("rowCount")
  }

  /// A list of `count` texts.
  private static func names(_ item: JSONValue, count: Int, _ what: String) throws(ReportShardError)
    -> [String]
  {
    guard case .array(let values) = item, values.count == count else {
      throw ReportShardError("shard.json: \(what) is not \(count) names")
    }
    return try values.map { (value) throws(ReportShardError) in
      guard case .string(let text) = value else {
        throw ReportShardError("shard.json: a name of \(what) is not text")
      }
      return text
    }
  }

  /// The index items, as `IndexPageBuilder` takes them.
  var items: IndexItems {
    IndexItems(group: Array(group.utf8), rows: Array(rows.utf8), rowCount: rowCount)
  }
}

/// Typed access to an object's fields, each missing or mistyped field an error naming it.
private struct FieldReader {
  let value: JSONValue
  let what: String

  init(_ value: JSONValue, _ what: String) {
    self.value = value
    self.what = what
  }

  func field(_ key: String) throws(ReportShardError) -> JSONValue {
    guard let field = value[key] else { throw ReportShardError("\(what): no '\(key)'") }
    return field
  }

  func int(_ key: String) throws(ReportShardError) -> Int {
    guard case .number(let number) = try field(key), number >= 0, number < 1e15,
      number == number.rounded()
    else { throw ReportShardError("\(what): '\(key)' is not a count") }
    return Int(number)
  }

  func string(_ key: String) throws(ReportShardError) -> String {
    guard case .string(let text) = try field(key) else {
      throw ReportShardError("\(what): '\(key)' is not text")
    }
    return text
  }

  func bool(_ key: String) throws(ReportShardError) -> Bool {
    guard case .bool(let value) = try field(key) else {
      throw ReportShardError("\(what): '\(key)' is not true or false")
    }
    return value
  }

  func list(_ key: String) throws(ReportShardError) -> [JSONValue] {
    guard case .array(let items) = try field(key) else {
      throw ReportShardError("\(what): '\(key)' is not a list")
    }
    return items
  }

  func strings(_ key: String) throws(ReportShardError) -> [String] {
    try list(key).map { (item) throws(ReportShardError) in
      guard case .string(let text) = item else {
        throw ReportShardError("\(what): '\(key)' holds something other than text")
      }
      return text
    }
  }
}
