import Foundation
import PaneDocCore

/// Writes a report folder so that a reader never sees half of one and no unchanged file is touched.
///
/// The design, and why:
/// - The new report is built complete in a temporary folder beside the output folder (the same
///   parent, so the same file system), then renamed into place. A run that fails while writing
///   removes its temporary folder and leaves the previous report exactly as it was.
/// - A file whose bytes would not change is not written again: it is hard-linked from the previous
///   report into the new folder, so it keeps its inode and modification time (where the file system
///   has no hard links, it is copied and given the old modification time). Tools that watch
///   modification times (make, rsync, CI caches) see only the files that changed.
/// - When nothing at all would change, nothing is touched, not even the folder.
/// - The swap is one atomic exchange of the two folders where the system has it (Linux's
///   `renameat2` with `RENAME_EXCHANGE`), so the output folder never goes missing; elsewhere it
///   is two renames: the previous folder to a temporary name, the new folder into place (if the
///   second fails, the first is undone). The previous report is deleted after the swap.
/// - A run holds `ReportLock` from its first look at the previous report to the end of the swap,
///   and finds and restores or removes what interrupted runs left beside the folder.
/// - Everything the swap and the removal of the previous report need is checked before the
///   first file is written (a folder that may not be replaced, a report folder the user cannot
///   empty): a run never fails after its report is in place.
/// - A stamp file marks folders PaneDoc made. An existing, non-empty folder without it is refused,
///   so PaneDoc never deletes files it did not write; inside a stamped folder PaneDoc owns
///   everything.
/// - Symbolic links are never followed: not the output folder itself, not anything inside it. A
///   link in the previous report is simply not carried over.
public struct ReportWriter: Sendable {
  /// The stamp that marks a folder as a PaneDoc report.
  public static let stampName = ".panedoc-report"
  static let stampText = Data(
    "This folder is written by `panedoc render`; every run replaces its contents.\n".utf8)

  /// The output folder.
  public let directory: String
  /// Called with each path just before it is written into the temporary folder; tests inject a
  /// failure here to show that a failed run leaves the previous report untouched.
  var beforeWrite: (@Sendable (String) throws -> Void)?

  public init(directory: String) {
    var path = directory
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    self.directory = path
  }

  /// What writing `files` would do, without writing anything (`--check`).
  public func plan(_ files: [ReportFile]) throws -> ReportPlan {
    let session = try ReportSession(writer: self, writes: false)
    for file in files { try session.add(file) }
    return try session.finish()
  }

  /// What the run that wrote the report recorded in its stamp (the text after the stamp's first
  /// line), or `nil` when `directory` is not a PaneDoc report.
  public func recordedRun() -> String? {
    guard let stamp = try? FileSystem.readFile(directory + "/" + Self.stampName),
      stamp.starts(with: Self.stampText)
    else { return nil }
    return String(decoding: stamp.dropFirst(Self.stampText.count), as: UTF8.self)
  }

  /// Whether the folder holds exactly `count` report files, every one a regular file: a run may
  /// trust its stamp's record and skip rewriting only then. A link or anything else planted in
  /// the folder since (which CI would publish with the report) makes the next run replace it.
  public func isIntact(fileCount count: Int) -> Bool {
    guard let entries = try? existingFiles() else { return false }
    return entries.count == count && entries.values.allSatisfy { $0 }
  }

  /// Writes `files` as the whole report, with `record` kept in the stamp for the next run, and
  /// returns what changed, holding `lock` (or taking the folder's lock). A report made piece by
  /// piece goes through a `ReportSession` instead.
  @discardableResult
  public func write(_ files: [ReportFile], record: String = "", lock: ReportLock? = nil) throws
    -> ReportPlan
  {
    let session = try ReportSession(writer: self, lock: lock)
    do {
      for file in files { try session.add(file) }
      return try session.finish(record: record)
    } catch {
      session.discard()
      throw error
    }
  }

  /// The folder that holds the output folder.
  var parentPath: String { URL(fileURLWithPath: directory).deletingLastPathComponent().path }

  /// A missing or non-folder parent is named as such, rather than as the failure to make the
  /// temporary folder beside the report (a path the user never gave).
  func checkParent() throws {
    let parent = parentPath
    switch try FileSystem.kind(parent) {
    case nil:
      throw ReportWriterError.refused(directory, "the folder \(parent) does not exist")
    case .file?, .other?:
      throw ReportWriterError.refused(directory, "\(parent) is not a folder")
    default:
      break
    }
  }

  /// The stamp's temporary name while it is replaced.
  static let stampTemporaryName = stampName + ".new"

  /// A report whose files are current but whose stamp records another run gets a new stamp,
  /// written beside it and renamed over it; a failed write (a full disk) leaves nothing behind.
  func replaceStamp(record: String) throws {
    let temporary = directory + "/" + Self.stampTemporaryName
    if try FileSystem.kind(temporary) != nil { try FileSystem.removeTree(temporary) }
    do {
      try FileSystem.createFile(temporary, Self.stampText + Data(record.utf8))
      try FileSystem.move(temporary, directory + "/" + Self.stampName)
    } catch {
      try? FileSystem.removeTree(temporary)
      throw error
    }
  }

  /// Puts the complete report in `staging` (a folder in `parent`) in place of the output folder
  /// and removes the previous report. Every rename and the removal are made relative to
  /// `parent`, held by the lock, so they stay in that folder even if its path is changed to lead
  /// elsewhere meanwhile. Whatever fails, the output folder holds one whole report, and `staging`
  /// is gone.
  func swap(in staging: String, replacing exists: Bool, parent: HeldFolder) throws {
    FaultPoint.reach("staged")
    let name = URL(fileURLWithPath: directory).lastPathComponent
    let previous: String?
    do {
      previous = try Interruption.whileSwapping {
        (registered: inout Set<String>) throws -> String? in
        guard exists else {
          try parent.move(staging, to: name)
          registered.remove(parent.path(staging))
          return nil
        }
        // After an exchange, `staging` holds the previous report, still to be removed.
        if !FaultPoint.isChosen("renamed-old"), try parent.exchange(staging, name) {
          return staging
        }
        let previous = try parent.makeTemporaryFolder(siblingName("old"))
        do {
          try parent.move(name, to: previous)
        } catch {
          parent.removeFolder(previous)
          throw error
        }
        FaultPoint.reach("renamed-old")
        do {
          try parent.move(staging, to: name)
        } catch {
          try? parent.move(previous, to: name)
          throw error
        }
        registered.remove(parent.path(staging))
        registered.insert(parent.path(previous))
        return previous
      }
    } catch {
      try? parent.removeTree(staging)
      Interruption.unregister(parent.path(staging))
      throw error
    }
    guard let previous else { return }
    FaultPoint.reach("exchanged")
    // The new report is in place: a previous one that cannot be removed (checked beforehand,
    // so only a changed folder) is left for the next run to remove, not a failure of this one.
    try? parent.removeTree(previous)
    Interruption.unregister(parent.path(previous))
  }

  /// Refuses an output folder that is the current folder or holds it (`--out .`): the swap would
  /// rename the folder the run stands in, and the previous report would be the user's files.
  func checkTarget() throws {
    let name = URL(fileURLWithPath: directory).lastPathComponent
    let reason = "is the current folder or holds it; name a folder of its own, such as --out report"
    if directory == "/" || name == "." || name == ".." || directory.hasSuffix("/.")
      || directory.hasSuffix("/..")
    {
      throw ReportWriterError.refused(directory, reason)
    }
    guard let resolved = Self.realPath(directory),
      let current = Self.realPath(FileManager.default.currentDirectoryPath)
    else { return }
    if current == resolved || current.hasPrefix(resolved == "/" ? "/" : resolved + "/") {
      throw ReportWriterError.refused(directory, reason)
    }
  }

  /// The absolute path with every link resolved, or `nil` when nothing is at `path`.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Refuses a parent folder that takes no new entries: the new report could not be put there.
  func checkParentWritable() throws {
    let parent = parentPath
    guard FileSystem.isWritableFolder(parent) else {
      throw ReportWriterError.refused(
        directory, "the folder \(parent) is not writable, so the new report cannot be put there")
    }
  }

  /// Refuses, before anything is written, a report the swap could not replace: the parent must
  /// take new entries and every folder of the previous report must let its files be removed.
  func checkReplaceable() throws {
    try checkParentWritable()
    guard try FileSystem.kind(directory) == .directory else { return }
    var pending = [directory]
    while let folder = pending.popLast() {
      guard FileSystem.isWritableFolder(folder) else {
        throw ReportWriterError.refused(
          directory,
          "the folder \(folder) is not writable, so the previous report could not be removed")
      }
      for name in try FileSystem.names(in: folder)
      where try FileSystem.kind(folder + "/" + name) == .directory {
        pending.append(folder + "/" + name)
      }
    }
  }

  /// `<parent>/.<name>.panedoc-<role>-`: hidden, beside the output folder, on its file system.
  func siblingPrefix(_ role: String) -> String {
    parentPath + "/" + siblingName(role)
  }

  /// `.<name>.panedoc-<role>-`, the start of a name beside the output folder.
  func siblingName(_ role: String) -> String {
    "." + URL(fileURLWithPath: directory).lastPathComponent + ".panedoc-\(role)-"
  }

  /// The previous report's entries by relative path (`true` for regular files, `false` for links
  /// and other things, which count as changed or removed), or `nil` when there is no folder yet.
  /// Throws when the folder must not be replaced.
  func existingFiles() throws -> [String: Bool]? {
    guard try checkOwned() else { return nil }
    var entries: [String: Bool] = [:]
    try collect(relative: "", into: &entries)
    entries[Self.stampName] = nil
    return entries
  }

  /// Refuses an output folder PaneDoc may not replace: a link, a file, a non-empty folder without
  /// the stamp. Returns whether a folder is there. Checked again under the lock; checked first
  /// before the lock file is made, so a refused run leaves nothing beside the folder.
  func checkOwned() throws -> Bool {
    switch try FileSystem.kind(directory) {
    case nil:
      return false
    case .directory:
      break
    case .symbolicLink:
      throw ReportWriterError.refused(directory, "is a symbolic link, which panedoc never follows")
    default:
      throw ReportWriterError.refused(directory, "exists and is not a folder")
    }
    let names = try FileSystem.names(in: directory)
    if names.isEmpty { return true }
    guard try FileSystem.kind(directory + "/" + Self.stampName) == .file else {
      throw ReportWriterError.refused(
        directory,
        "is not empty and has no \(Self.stampName) stamp, so it was not written by panedoc")
    }
    return true
  }

  private func collect(relative: String, into entries: inout [String: Bool]) throws {
    let folder = relative.isEmpty ? directory : directory + "/" + relative
    for name in try FileSystem.names(in: folder) {
      let path = relative.isEmpty ? name : relative + "/" + name
      switch try FileSystem.kind(directory + "/" + path) {
      case .directory: try collect(relative: path, into: &entries)
      case .file: entries[path] = true
      default: entries[path] = false
      }
    }
  }
}

/// What a write changes, by relative path, sorted.
public struct ReportPlan: Sendable, Equatable {
  public var added: [String] = []
  public var changed: [String] = []
  public var unchanged: [String] = []
  /// Files of the previous report that the new one no longer has.
  public var removed: [String] = []

  public init() {}

  /// Nothing to add, change or remove: `--check` passes.
  public var isUpToDate: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
  /// Files whose bytes are (or would be) written.
  public var written: Int { added.count + changed.count }
}

public enum ReportWriterError: Error, CustomStringConvertible {
  /// The output folder must not be replaced (not PaneDoc's, a link, a file).
  case refused(String, String)
  /// A report file's path would leave the report folder or is given twice.
  case unsafePath(String)
  /// Another run holds the output folder's lock.
  case locked(String)

  public var description: String {
    switch self {
    case .refused(let path, let reason):
      return
        "\(path): refusing to write the report: \(reason) \(ReportCode.outputRefused.bracketed)"
    case .unsafePath(let path): return "report path '\(path)' is not a safe relative path"
    case .locked(let path):
      return "\(path) is being written by another panedoc run \(ReportCode.outputLocked.bracketed)"
    }
  }
}

extension FileSystem.Failure: CustomStringConvertible {
  var description: String { "\(path): \(reason)" }
}
