import Foundation

/// One report being written file by file, as the files are made, so a run never holds the whole
/// report in memory: a large report is hundreds of megabytes.
///
/// Each file is compared with the previous report's file of the same path as it arrives. The
/// temporary folder is made only when the first difference shows (until then the unchanged paths
/// are only remembered), so a run whose files all match touches nothing. One file, `layout.json`,
/// is too large to hold whole: it arrives in pieces (`beginPieces`, `appendPiece`, `endPieces`),
/// compared with the previous file piece by piece and written only once it differs, with the
/// matching start copied from the previous file.
///
/// Whole files may be added from several tasks at once: each compares and writes its own file, and
/// only the session's records are taken in turn. The file in pieces is used by one task at a
/// time. End the session with `finish(record:)`, which puts the new report in place, or
/// `discard()`, which removes everything the session wrote, once no task adds files any more.
public final class ReportSession: @unchecked Sendable {
  /// The writer whose folder, rules and hooks this session follows.
  public let writer: ReportWriter
  private let writes: Bool
  /// The previous report's entries (`true` for regular files), `nil` when there is no folder.
  private let existing: [String: Bool]?
  private let folderExists: Bool
  /// Guards every variable below but `pieces`; held for no file's bytes, only for records and
  /// the few folders made.
  private let lock = NSLock()
  private var produced: Set<ClaimedPath> = []
  private var plan = ReportPlan()
  /// Unchanged paths to link into the temporary folder once it is made.
  private var pendingLinks: [String] = []
  private var staging: String?
  /// The temporary folder, held open: every file and folder of the new report is made relative
  /// to it, so none lands elsewhere if the parent's path is made to lead elsewhere meanwhile.
  private var stagingFolder: HeldFolder?
  /// The folders made in the temporary folder, as the starts of the paths they were made for.
  private var folders: Set<Substring> = []
  /// The folder of the last file staged: a scene's files arrive one after another into the same
  /// folder, and comparing its bytes costs a fraction of hashing it to look it up in `folders`.
  private var lastFolder: Substring = ""
  private var pieces: PiecewiseFile?
  /// The output folder's lock, held until the session is finished or discarded (a lock given
  /// by the caller is held as long as the caller keeps it).
  private var held: ReportLock?
  /// Whether the session took `held` itself, and so releases it when it ends.
  private let ownsLock: Bool

  /// Starts writing the report of `writer`; with `writes` false nothing is ever written (`--check`).
  /// A session that writes holds `lock`, or takes the folder's lock itself. Throws when the output
  /// folder must not or could not be replaced, before anything is written.
  public init(writer: ReportWriter, writes: Bool = true, lock: ReportLock? = nil) throws {
    self.writer = writer
    self.writes = writes
    ownsLock = writes && lock == nil
    let taken = writes ? try lock ?? ReportLock(writer: writer) : lock
    held = taken
    do {
      existing = try writer.existingFiles()
      folderExists = try FileSystem.kind(writer.directory) != nil
      if writes { try writer.checkReplaceable() }
    } catch {
      // A refused folder ends the session before it starts: a lock it took goes now.
      if ownsLock { taken?.release() }
      throw error
    }
  }

  /// How many files the report has so far.
  public var fileCount: Int { lock.holding { produced.count } }

  /// Adds one whole file of the report.
  public func add(_ file: ReportFile) throws {
    try file.bytes.withUnsafeBytes { try add(file.path, raw: $0) }
  }

  /// Adds one whole file of the report from the bytes a writer made, without copying them.
  public func add(_ path: String, bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try add(path, raw: $0) }
  }

  private func add(_ path: String, raw bytes: UnsafeRawBufferPointer) throws {
    try claim(path)
    let previous = existing?[path]
    if previous == true, try FileSystem.holds(writer.directory + "/" + path, bytes) {
      try keepUnchanged(path)
      return
    }
    record(path, isNew: previous == nil)
    guard writes else { return }
    let (folder, relative) = try stagedPath(path)
    try folder.createFile(relative, bytes)
  }

  /// Starts the file at `path` whose bytes arrive in pieces; one such file is open at a time.
  public func beginPieces(_ path: String) throws {
    precondition(pieces == nil, "a file in pieces is already open")
    try claim(path)
    var file = PiecewiseFile(path: path)
    if existing?[path] == true {
      file.previous = try FileSystem.openForReading(writer.directory + "/" + path)
    } else {
      record(path, isNew: existing?[path] == nil)
      if writes {
        let (folder, relative) = try stagedPath(path)
        file.output = try folder.openForWriting(relative)
      }
    }
    pieces = file
  }

  /// The next bytes of the file begun by `beginPieces`.
  public func appendPiece(_ bytes: Data) throws {
    try bytes.withUnsafeBytes { try appendPiece(raw: $0) }
  }

  /// The next bytes of the file begun by `beginPieces`, written from the array itself.
  public func appendPiece(bytes: ArraySlice<UInt8>) throws {
    try bytes.withUnsafeBytes { try appendPiece(raw: $0) }
  }

  private func appendPiece(raw bytes: UnsafeRawBufferPointer) throws {
    guard var file = pieces else { preconditionFailure("no file in pieces is open") }
    defer { pieces = file }
    if let previous = file.previous {
      let chunk = try FileSystem.readChunk(previous, count: bytes.count)
      if chunk.withUnsafeBytes({ $0.elementsEqual(bytes) }) {
        file.length += bytes.count
        return
      }
      try startWriting(&file)
    }
    if let output = file.output { try FileSystem.writeAll(output, bytes, path: file.path) }
    file.length += bytes.count
  }

  /// Ends the file begun by `beginPieces`.
  public func endPieces() throws {
    guard var file = pieces else { preconditionFailure("no file in pieces is open") }
    pieces = nil
    defer { file.close() }
    if let previous = file.previous {
      if try FileSystem.readChunk(previous, count: 1).isEmpty {
        try keepUnchanged(file.path)
        return
      }
      try startWriting(&file)
    }
  }

  /// Puts the new report in place, with `record` kept in its stamp, and returns what changed.
  /// Nothing is written when nothing changed; in a session that does not write, it only reports.
  @discardableResult
  public func finish(record: String = "") throws -> ReportPlan {
    precondition(pieces == nil, "a file in pieces is still open")
    lock.lock()
    defer { lock.unlock() }
    plan.removed =
      (existing?.keys.filter { !produced.contains(ClaimedPath(existing: $0)) } ?? []).sorted()
    plan.added.sort()
    plan.changed.sort()
    plan.unchanged.sort()
    guard writes else { return plan }
    if staging == nil, folderExists, plan.isUpToDate,
      try FileSystem.kind(writer.directory + "/" + ReportWriter.stampName) == .file
    {
      if writer.recordedRun() != record { try writer.replaceStamp(record: record) }
      lockedRelease()
      return plan
    }
    let folder = try lockedStagingFolder()
    try (ReportWriter.stampText + Data(record.utf8)).withUnsafeBytes {
      try folder.createFile(ReportWriter.stampName, $0)
    }
    staging = nil
    stagingFolder = nil
    defer { lockedRelease() }
    try writer.swap(
      in: URL(fileURLWithPath: folder.path).lastPathComponent, replacing: folderExists,
      parent: try lockedParent())
    return plan
  }

  /// The folder beside which the report is swapped, held by the session's lock.
  private func lockedParent() throws -> HeldFolder {
    guard let held else { throw ReportWriterError.refused(writer.directory, "no lock is held") }
    return held.parent
  }

  /// Ends the session's hold on the lock: released now if the session took it (not left to
  /// deinit, which runs whenever the last reference goes), kept if the caller gave it.
  private func lockedRelease() {
    if ownsLock { held?.release() }
    held = nil
  }

  /// Removes everything the session wrote; the previous report stays as it was.
  public func discard() {
    pieces?.close()
    pieces = nil
    lock.holding {
      if let staging, let parent = held?.parent {
        try? parent.removeTree(URL(fileURLWithPath: staging).lastPathComponent)
        Interruption.unregister(staging)
      }
      staging = nil
      stagingFolder = nil
      lockedRelease()
    }
  }

  /// Checks that `path` is a safe relative path given once, and counts it as produced.
  private func claim(_ path: String) throws {
    guard let claimed = ClaimedPath(safe: path), lock.holding({ produced.insert(claimed).inserted })
    else {
      throw ReportWriterError.unsafePath(path)
    }
  }

  private func record(_ path: String, isNew: Bool) {
    lock.holding {
      if isNew { plan.added.append(path) } else { plan.changed.append(path) }
    }
  }

  /// An unchanged file is hard-linked from the previous report, now or once the temporary
  /// folder exists.
  private func keepUnchanged(_ path: String) throws {
    let target: (HeldFolder, String)? = try lock.holding {
      plan.unchanged.append(path)
      guard writes else { return nil }
      guard staging != nil else {
        pendingLinks.append(path)
        return nil
      }
      return try lockedStagedPath(path)
    }
    if let (folder, relative) = target {
      try folder.link(from: writer.directory + "/" + path, to: relative)
    }
  }

  /// A file in pieces that no longer matches the previous one: counted as changed and, when the
  /// session writes, started in the temporary folder with the matching start copied over.
  private func startWriting(_ file: inout PiecewiseFile) throws {
    file.closePrevious()
    record(file.path, isNew: false)
    guard writes else { return }
    let (folder, relative) = try stagedPath(file.path)
    let output = try folder.openForWriting(relative)
    file.output = output
    guard file.length > 0 else { return }
    let previous = try FileSystem.openForReading(writer.directory + "/" + file.path)
    defer { FileSystem.closeFile(previous) }
    var left = file.length
    while left > 0 {
      let chunk = try FileSystem.readChunk(previous, count: min(left, 1 << 20))
      guard !chunk.isEmpty else { throw FileSystem.Failure(file.path, "read", EIO) }
      try FileSystem.writeAll(output, chunk, path: file.path)
      left -= chunk.count
    }
  }

  /// The temporary folder and `path` in it, with its folders made; runs the writer's
  /// `beforeWrite` hook first.
  private func stagedPath(_ path: String) throws -> (HeldFolder, String) {
    try writer.beforeWrite?(path)
    return try lock.holding { try lockedStagedPath(path) }
  }

  /// `stagedPath` without the hook, with the lock held.
  private func lockedStagedPath(_ path: String) throws -> (HeldFolder, String) {
    let folder = try lockedStagingFolder()
    // Most files go into a folder made for an earlier one: one lookup of the path's own start,
    // no folder name built.
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (folder, path) }
    let parentFolder = path[..<slash]
    if parentFolder.utf8.elementsEqual(lastFolder.utf8) { return (folder, path) }
    if !folders.contains(parentFolder) {
      var end = path.utf8.startIndex
      while let next = path.utf8[end...].firstIndex(of: UInt8(ascii: "/")) {
        let parent = path[..<next]
        if folders.insert(parent).inserted { try folder.makeFolder(String(parent)) }
        end = path.utf8.index(after: next)
      }
    }
    lastFolder = parentFolder
    return (folder, path)
  }

  /// The temporary folder, made on first use, with the unchanged files seen so far linked in;
  /// with the lock held.
  private func lockedStagingFolder() throws -> HeldFolder {
    if let stagingFolder { return stagingFolder }
    if !folderExists { try writer.checkParent() }
    let parent = try lockedParent()
    let path = try Interruption.registering {
      parent.path(try parent.makeTemporaryFolder(writer.siblingName("new")))
    }
    staging = path
    let folder = try HeldFolder(URL(fileURLWithPath: path).lastPathComponent, in: parent)
    stagingFolder = folder
    FaultPoint.reach("staging")
    let links = pendingLinks
    pendingLinks = []
    for path in links {
      let (target, relative) = try lockedStagedPath(path)
      try target.link(from: writer.directory + "/" + path, to: relative)
    }
    return folder
  }
}

/// The state of the file a session receives in pieces.
private struct PiecewiseFile {
  var path: String
  /// The previous report's file, open while every byte so far matches it.
  var previous: Int32?
  /// The file in the temporary folder, once the bytes differ.
  var output: Int32?
  /// Bytes received so far.
  var length = 0

  init(path: String) { self.path = path }

  mutating func closePrevious() {
    if let previous { FileSystem.closeFile(previous) }
    previous = nil
  }

  mutating func close() {
    closePrevious()
    if let output { FileSystem.closeFile(output) }
    output = nil
  }
}
