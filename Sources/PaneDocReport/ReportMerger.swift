import Foundation
import PaneDocRender

/// `panedoc merge`: the parts of a sharded render put together into the report one run would
/// have written, byte for byte.
///
/// Each part's files are copied as they are; `layout.json` takes each scene's lines from its
/// part's `layout.json` in scene order; the index page is assembled from the scene items each
/// manifest holds, as a single run assembles it from its parts. The parts must be all the
/// shards of one run: the same number of parts, each once, and the same inputs, options and
/// templates.
///
/// What a merge trusts: each manifest as its shard wrote it. Every file and every scene's
/// `layout.json` lines must match the SHA-256 digest the manifest records, so a part cut or
/// changed after the shard wrote it is refused; a manifest rewritten together with its files
/// is not detected (no key signs it), and its counts are only checked to add up.
public enum ReportMerger {
  /// What the merged report holds, and what its stamp records.
  public struct Merged: Sendable {
    public var summary: ReportSummary
    public var fingerprint: String
    public var environments: Int
    /// How many inputs of the run had errors (the shards' `inputErrors`).
    public var inputErrors: Int
  }

  /// Merges the shard folders `folders` into `sink`; `templates` must be the shards' own, as
  /// `templatesDigest` names them.
  public static func merge(
    _ folders: [String], templates: ReportTemplates, templatesDigest: String,
    to sink: some ReportSink
  ) throws -> Merged {
    let parts = try folders.map(readPart)
    try check(parts, templatesDigest: templatesDigest)
    let first = parts[0].manifest
    let documents = try parts.map { try layoutLines(of: $0) }
    let lines = documents.map(\.lines)
    // The parts of one run were written by one panedoc: the merged head is theirs.
    guard let head = documents.first?.head, documents.allSatisfy({ $0.head == head }) else {
      throw ReportShardError("the parts' layout.json files were written by different panedocs")
    }
    // How many of each part's lines are written.
    var used = Array(repeating: 0, count: parts.count)
    let scenes = parts.indices.flatMap { part in
      parts[part].manifest.scenes.map { (scene: $0, part: part) }
    }.sorted { $0.scene.number < $1.scene.number }

    var index = IndexPageBuilder(templates: templates, notes: first.notes)
    guard index.items != nil else { throw ReportShardError.indexNotSplittable }
    try sink.beginPieces("layout.json")
    try sink.appendPiece(head)
    for (scene, part) in scenes {
      for (file, digest) in zip(scene.files, scene.digests) {
        let bytes = try read(file, of: scene, in: parts[part])
        guard ReportBuilder.digest(bytes) == digest else {
          throw ReportShardError(
            "\(parts[part].folder)/\(file): not the file render --shard wrote (its digest "
              + "differs from the manifest's): the part was changed or cut; render the shard again")
        }
        try sink.add(ReportFile(path: file, bytes: bytes))
      }
      let own = lines[part][used[part]..<used[part] + scene.layouts]
      used[part] += scene.layouts
      guard
        ReportBuilder.digest(own, separator: LayoutJSON.lineSeparator(first: false))
          == scene.layoutDigest
      else {
        throw ReportShardError(
          "\(parts[part].folder)/layout.json: the lines of scene \(scene.folder) are not those "
            + "render --shard wrote (their digest differs from the manifest's); render the "
            + "shard again")
      }
      try sink.appendPiece(
        LayoutJSON.lineSeparator(first: index.summary.layouts == 0)
          + own.joined(separator: LayoutJSON.lineSeparator(first: false)))
      index.add(merged: scene)
    }
    try sink.appendPiece(LayoutJSON.documentTail(empty: index.summary.layouts == 0))
    try sink.endPieces()
    for page in try index.finish() { try sink.add(page) }
    return Merged(
      summary: index.summary, fingerprint: first.shard.fingerprint,
      environments: first.shard.environments, inputErrors: first.shard.inputErrors)
  }

  private struct Part {
    var folder: String
    var manifest: ShardManifest
  }

  private static func readPart(_ folder: String) throws -> Part {
    let path = folder + "/" + ShardManifest.fileName
    let bytes: Data
    do {
      bytes = try FileSystem.readFile(path)
    } catch {
      throw ReportShardError("\(path): cannot be read; is \(folder) a folder render --shard wrote?")
    }
    do {
      return Part(folder: folder, manifest: try LayoutJSON.decode(ShardManifest.self, from: bytes))
    } catch {
      throw ReportShardError("\(path): \(error)")
    }
  }

  /// The parts are the shards of one run, each once, and describe only scenes of their own.
  private static func check(_ parts: [Part], templatesDigest: String) throws {
    guard let first = parts.first?.manifest else { throw ReportShardError("no shards to merge") }
    let count = first.shard.count
    guard parts.count == count else {
      throw ReportShardError("the run was split in \(count) shards, and \(parts.count) were given")
    }
    try checkTotals(parts)
    var seen: Set<Int> = []
    for part in parts {
      let manifest = part.manifest
      guard manifest.shard.count == count, seen.insert(manifest.shard.index).inserted else {
        throw ReportShardError(
          "\(part.folder): shard \(manifest.shard.name) is given twice or is of another split")
      }
      guard manifest.shard.contentFingerprint == first.shard.contentFingerprint,
        manifest.sceneCount == first.sceneCount, manifest.notes == first.notes,
        manifest.shard.environments == first.shard.environments,
        manifest.shard.inputErrors == first.shard.inputErrors
      else {
        throw ReportShardError(
          "\(part.folder): the shards come from different runs (other inputs, options or "
            + "templates)")
      }
      guard manifest.shard.templates == templatesDigest else {
        throw ReportShardError(
          "\(part.folder): rendered with other templates; merge with the shards' --templates")
      }
      var previous = -1
      for scene in manifest.scenes {
        guard scene.number > previous, scene.number < manifest.sceneCount,
          scene.number % count == manifest.shard.index, SafePathName.isPortable(scene.folder)
        else {
          throw ReportShardError("\(part.folder): the manifest lists a scene not of this shard")
        }
        previous = scene.number
      }
    }
  }

  /// The counts of every scene of every part add up without overflow: the merged index sums
  /// them, and a manifest's numbers come from outside.
  private static func checkTotals(_ parts: [Part]) throws {
    var totals = [0, 0, 0, 0]
    for part in parts {
      for scene in part.manifest.scenes {
        for (index, count) in [scene.layouts, scene.figures, scene.warnings, scene.rowCount]
          .enumerated()
        {
          let (sum, overflow) = totals[index].addingReportingOverflow(count)
          guard !overflow else {
            throw ReportShardError(
              "\(part.folder): the manifest's counts add up to more than a report can hold")
          }
          totals[index] = sum
        }
      }
    }
  }

  /// A part's `layout.json` head (up to its list of layouts, naming the panedoc that wrote it)
  /// and its lines, one per layout, as its manifest counts them.
  private static func layoutLines(of part: Part) throws -> (head: Data, lines: [Data]) {
    let path = part.folder + "/layout.json"
    let data = try FileSystem.readFile(path)
    let refused = ReportShardError("\(path): not a layout.json written by render --shard")
    let opening = Data("{\"version\": \(LayoutJSON.version), \"panedoc\": \"".utf8)
    let closing = Data("\", \"layouts\": [".utf8)
    guard data.starts(with: opening), let end = data.range(of: closing) else { throw refused }
    let head = Data(data[..<end.upperBound])
    let expected = part.manifest.scenes.reduce(0) { $0 + $1.layouts }
    let empty = head + LayoutJSON.documentTail(empty: true)
    if expected == 0, data == empty { return (head, []) }
    let tail = LayoutJSON.documentTail(empty: false)
    guard data.starts(with: head + LayoutJSON.lineSeparator(first: true)), data.count > 4,
      data.suffix(tail.count) == tail
    else { throw refused }
    let body = data.dropFirst(head.count + 1).dropLast(tail.count)
    let lines = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      line in line.last == UInt8(ascii: ",") ? Data(line.dropLast()) : Data(line)
    }
    guard lines.count == expected else {
      throw ReportShardError(
        "\(path): holds \(lines.count) layouts where the manifest counts \(expected)")
    }
    return (head, lines)
  }

  /// The bytes of one of a scene's files: its path must lie in the scene's folder, every part a
  /// name PaneDoc writes, and no part a link.
  private static func read(_ file: String, of scene: ShardScene, in part: Part) throws -> Data {
    let names = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard names.count >= 2, names[0] == scene.folder,
      names.allSatisfy({ $0 == "index.html" || SafePathName.isPortable($0) })
    else { throw ReportShardError("\(part.folder): the manifest lists an unsafe path \(file)") }
    var folder = part.folder
    for name in names.dropLast() {
      folder += "/" + name
      guard try FileSystem.kind(folder) == .directory else {
        throw ReportShardError("\(folder): not a folder of the shard")
      }
    }
    return try FileSystem.readFile(part.folder + "/" + file)
  }
}
