import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder held open by a descriptor, whose entries are named relative to it: every call below
/// finds its names in the folder that was opened, even if the folder's path is changed meanwhile
/// to lead elsewhere (the folder, or one of its parents, renamed and replaced by a symbolic link).
///
/// The report's parent folder is held this way from the lock to the end of the removal of the
/// previous report: the swap's renames and the removal happen in that folder and nowhere else.
/// Removing a tree goes down it by descriptor as well, so that a user who can write inside the
/// previous report cannot redirect the removal to another folder by swapping a folder for a link
/// between the moment it is looked at and the moment it is emptied.
final class HeldFolder: @unchecked Sendable {
  /// The path the folder was opened by, for messages and for what others reach by path.
  let path: String
  let descriptor: Int32

  /// Opens the folder at `path`; a link at its last part is followed only with `followingLink`
  /// (the parent of `--out`, a path the user gave), else refused.
  init(_ path: String, followingLink: Bool = true) throws {
    self.path = path
    descriptor = open(
      path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else { throw FileSystem.Failure(path, "open") }
  }

  /// Opens the folder `name` inside `parent`, without following a link: the folder `parent`
  /// holds, whatever its path now leads to.
  init(_ name: String, in parent: HeldFolder) throws {
    path = parent.path(name)
    descriptor = openat(parent.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystem.Failure(path, "open") }
  }

  deinit { close(descriptor) }

  /// Makes the folder `relative` (its parents made already) in this folder. Folders and files are
  /// made with every permission the umask allows, as `mkdir` and shell redirections make them: a
  /// report is usually published by a web server running as another user.
  func makeFolder(_ relative: String) throws {
    guard mkdirat(descriptor, relative, 0o777) == 0 else {
      throw FileSystem.Failure(path(relative), "mkdir")
    }
  }

  /// Creates a new file at `relative` in this folder to write it; fails if anything, a link
  /// included, is there.
  func openForWriting(_ relative: String) throws -> Int32 {
    let file = openat(
      descriptor, relative, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard file >= 0 else { throw FileSystem.Failure(path(relative), "open") }
    return file
  }

  /// Creates a new file at `relative` in this folder with `bytes`.
  func createFile(_ relative: String, _ bytes: UnsafeRawBufferPointer) throws {
    let file = try openForWriting(relative)
    defer { close(file) }
    try FileSystem.writeAll(file, bytes, path: path(relative))
  }

  /// A second name, `relative` in this folder, for the file at `source`, so it keeps its inode
  /// and modification time; where hard links are not supported, a copy given `source`'s
  /// modification time.
  func link(from source: String, to relative: String) throws {
    if linkat(AT_FDCWD, source, descriptor, relative, 0) == 0 { return }
    try copyKeepingTime(from: source, to: relative)
  }

  /// A copy of `source` at `relative` in this folder, with `source`'s modification time.
  func copyKeepingTime(from source: String, to relative: String) throws {
    let bytes = try FileSystem.readFile(source)
    var info = stat()
    guard lstat(source, &info) == 0 else { throw FileSystem.Failure(source, "lstat") }
    let file = try openForWriting(relative)
    defer { close(file) }
    try FileSystem.writeAll(file, bytes, path: path(relative))
    #if canImport(Darwin)
      var times = [info.st_atimespec, info.st_mtimespec]
    #else
      var times = [info.st_atim, info.st_mtim]
    #endif
    guard futimens(file, &times) == 0 else { throw FileSystem.Failure(path(relative), "futimens") }
  }

  /// The path of `name` in the folder, for messages.
  func path(_ name: String) -> String { path + "/" + name }

  /// What `name` in the folder is itself (a link is a link), or `nil` when nothing is.
  func kind(_ name: String) throws -> FileSystem.Kind? {
    var info = stat()
    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw FileSystem.Failure(path(name), "fstatat")
    }
    return FileSystem.Kind(mode: info.st_mode)
  }

  /// The names in the folder, sorted.
  func names() throws -> [String] {
    try FileSystem.names(inFolder: descriptor, path: path)
  }

  /// Renames `source` to `destination`, both in this folder.
  func move(_ source: String, to destination: String) throws {
    guard renameat(descriptor, source, descriptor, destination) == 0 else {
      throw FileSystem.Failure(path(source), "rename")
    }
  }

  /// Swaps the entries `first` and `second` of this folder in one step, so that a reader sees one
  /// or the other and never neither. Returns `false`, having changed nothing, where the system or
  /// the file system cannot (macOS, older kernels, some network file systems).
  func exchange(_ first: String, _ second: String) throws -> Bool {
    guard let renameAt2 = FileSystem.renameAt2 else { return false }
    if renameAt2(descriptor, first, descriptor, second, FileSystem.renameExchange) == 0 {
      return true
    }
    if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) { return false }
    throw FileSystem.Failure(path(first), "renameat2")
  }

  /// A new, empty folder in this folder named `prefix` plus six random characters; returns its
  /// name. Unlike `mkdtemp`, which makes it 0700, the umask decides its permissions: it becomes
  /// the report folder.
  func makeTemporaryFolder(_ prefix: String) throws -> String {
    while true {
      let name = prefix + FileSystem.randomSuffix()
      if mkdirat(descriptor, name, 0o777) == 0 { return name }
      guard errno == EEXIST else { throw FileSystem.Failure(path(prefix + "XXXXXX"), "mkdir") }
    }
  }

  /// Removes the empty folder `name`, if it is one.
  func removeFolder(_ name: String) {
    unlinkat(descriptor, name, AT_REMOVEDIR)
  }

  /// How deep a removal goes: a report is a few folders deep, and a tree deeper than this (made
  /// to exhaust the descriptors or the stack) is refused rather than followed down.
  static let removalDepth = 64

  /// Removes `name` and, if it is a folder, everything in it. A folder is opened relative to its
  /// parent with `O_NOFOLLOW | O_DIRECTORY` and emptied relative to that descriptor, so an entry
  /// swapped for a link at any moment is removed as a link, never followed: nothing outside the
  /// tree is touched, whoever changes it meanwhile.
  func removeTree(_ name: String) throws {
    try Self.remove(Array(name.utf8), in: descriptor, path: path(name), depth: 0)
  }

  private static func remove(_ name: [UInt8], in parent: Int32, path: String, depth: Int) throws {
    let cName = name.map { CChar(bitPattern: $0) } + [0]
    var info = stat()
    guard fstatat(parent, cName, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      if errno == ENOENT { return }
      throw FileSystem.Failure(path, "fstatat")
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      if depth == 0 { FaultPoint.reach("removing") }
      let folder = openat(
        parent, cName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      if folder >= 0 {
        defer { close(folder) }
        guard depth < removalDepth else {
          throw FileSystem.Failure(path, reason: "is more than \(removalDepth) folders deep")
        }
        for entry in try FileSystem.entries(inFolder: folder, path: path) {
          try remove(
            entry, in: folder, path: path + "/" + String(decoding: entry, as: UTF8.self),
            depth: depth + 1)
        }
        guard unlinkat(parent, cName, AT_REMOVEDIR) == 0 || errno == ENOENT else {
          throw FileSystem.Failure(path, "rmdir")
        }
        return
      }
      // No longer a folder (swapped for a link or a file since): removed as what it is now.
      guard errno == ELOOP || errno == ENOTDIR else {
        if errno == ENOENT { return }
        throw FileSystem.Failure(path, "open")
      }
    }
    guard unlinkat(parent, cName, 0) == 0 || errno == ENOENT else {
      throw FileSystem.Failure(path, "unlink")
    }
  }
}

extension FileSystem.Kind {
  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .file
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }
}
