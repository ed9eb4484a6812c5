import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX calls the report writer needs, each refusing to follow a symbolic link: the
/// output folder may contain links a user or an attacker placed there, and following one could
/// read or delete files outside the report.
enum FileSystem {
  enum Kind { case file, directory, symbolicLink, other }

  /// An error of a call, with its path and the system's message.
  struct Failure: Error {
    var path: String
    var reason: String

    init(_ path: String, _ call: String, _ code: Int32 = errno) {
      self.path = path
      reason = "\(call): " + String(cString: strerror(code))
    }

    init(_ path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// What is at `path` itself (a link is reported as a link), or `nil` when nothing is.
  static func kind(_ path: String) throws -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw Failure(path, "lstat")
    }
    return Kind(mode: info.st_mode)
  }

  /// The names in the folder at `path`, sorted. The folder is opened without following a link at
  /// its last part; use `names(inFolder:)` where the folder is held by a descriptor.
  static func names(in path: String) throws -> [String] {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(path, "open") }
    defer { close(descriptor) }
    return try names(inFolder: descriptor, path: path)
  }

  /// The names in the folder open at `descriptor`, sorted; a name that is not UTF-8 comes with
  /// its invalid bytes replaced, so looking it up finds nothing.
  static func names(inFolder descriptor: Int32, path: String) throws -> [String] {
    try entries(inFolder: descriptor, path: path).map { String(decoding: $0, as: UTF8.self) }
      .sorted()
  }

  /// The names in the folder open at `descriptor` as the system gives them, bytes without the
  /// terminating zero, `.` and `..` left out. They are read from a duplicate of the descriptor,
  /// which `closedir` closes, so `descriptor` stays open.
  static func entries(inFolder descriptor: Int32, path: String) throws -> [[UInt8]] {
    let copy = dup(descriptor)
    guard copy >= 0 else { throw Failure(path, "dup") }
    guard let directory = fdopendir(copy) else {
      let code = errno
      close(copy)
      throw Failure(path, "fdopendir", code)
    }
    defer { closedir(directory) }
    // The copy shares its position with `descriptor`: start from the beginning.
    rewinddir(directory)
    var found: [[UInt8]] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        guard errno == 0 else { throw Failure(path, "readdir") }
        return found
      }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      found.append(bytes)
    }
  }

  /// The bytes of the regular file at `path`; a link at `path` is an error, never followed.
  static func readFile(_ path: String) throws -> Data {
    let descriptor = try openForReading(path)
    defer { close(descriptor) }
    var data = Data()
    while true {
      let chunk = try readChunk(descriptor, count: 1 << 16, path: path)
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    return data
  }

  /// Whether the regular file at `path` holds exactly `bytes`. Its size is checked first, so a
  /// file of another size (however large) is never read.
  static func holds(_ path: String, _ bytes: UnsafeRawBufferPointer) throws -> Bool {
    let descriptor = try openForReading(path)
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(path, "fstat") }
    guard Int(info.st_size) == bytes.count else { return false }
    let found = try readChunk(descriptor, count: bytes.count + 1, path: path)
    return found.count == bytes.count
      && found.withUnsafeBytes { $0.elementsEqual(bytes) }
  }

  /// Creates a new file at `path` with `bytes`; fails if anything, a link included, is there.
  static func createFile(_ path: String, _ bytes: Data) throws {
    let descriptor = try openForWriting(path)
    defer { close(descriptor) }
    try writeAll(descriptor, bytes, path: path)
  }

  /// Opens the regular file at `path` to read it; a link at `path` is an error, never followed.
  /// Anything but a regular file (a FIFO, a device, a socket) is refused before a byte is read:
  /// the open does not wait for a FIFO's writer, and the descriptor is checked before any read.
  static func openForReading(_ path: String) throws -> Int32 {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Failure(path, "open") }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(path, "fstat", code)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw Failure(path, reason: "is not a regular file")
    }
    return descriptor
  }

  /// Creates a new file at `path` to write it; fails if anything, a link included, is there.
  static func openForWriting(_ path: String) throws -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw Failure(path, "open") }
    return descriptor
  }

  /// Up to `count` bytes from `descriptor`: fewer only at the end of the file, none after it.
  static func readChunk(_ descriptor: Int32, count: Int, path: String = "") throws -> Data {
    var data = Data(count: count)
    var filled = 0
    try data.withUnsafeMutableBytes { raw in
      while filled < count {
        let got = read(descriptor, raw.baseAddress! + filled, count - filled)
        guard got >= 0 else { throw Failure(path, "read") }
        if got == 0 { break }
        filled += got
      }
    }
    data.count = filled
    return data
  }

  /// Writes all of `bytes` to `descriptor`.
  static func writeAll(_ descriptor: Int32, _ bytes: Data, path: String) throws {
    try bytes.withUnsafeBytes { try writeAll(descriptor, $0, path: path) }
  }

  /// Writes all of `raw` to `descriptor`: one `write` call unless the system takes less. `path`,
  /// for the message, is made only on a failure: every file of a report is written here.
  static func writeAll(
    _ descriptor: Int32, _ raw: UnsafeRawBufferPointer, path: @autoclosure () -> String
  ) throws {
    var offset = 0
    while offset < raw.count {
      let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
      guard written > 0 else {
        let code = errno
        throw Failure(path(), "write", code)
      }
      offset += written
    }
  }

  static func closeFile(_ descriptor: Int32) {
    close(descriptor)
  }

  /// Six random letters and digits, the end of a temporary folder's name.
  static func randomSuffix() -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    var generator = SystemRandomNumberGenerator()
    return String((0..<6).map { _ in letters.randomElement(using: &generator)! })
  }

  static func move(_ source: String, _ destination: String) throws {
    guard rename(source, destination) == 0 else { throw Failure(source, "rename") }
  }

  /// `renameat2` with `RENAME_EXCHANGE`, looked up at run time: glibc has it since 2.28 but
  /// Swift's Glibc module does not declare it. `nil` where the C library lacks it.
  static let renameAt2: RenameAt2? = {
    #if os(Linux)
      guard let symbol = dlsym(nil, "renameat2") else { return nil }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    #else
      return nil
    #endif
  }()
  typealias RenameAt2 =
    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
  /// Linux's `RENAME_EXCHANGE` flag (linux/fs.h), which Swift does not import.
  static let renameExchange: UInt32 = 1 << 1

  /// Whether the calling user may create and remove entries in the folder at `path`.
  static func isWritableFolder(_ path: String) -> Bool {
    access(path, W_OK | X_OK) == 0
  }

  /// Removes `path` and, if it is a directory, everything in it; links are removed, not followed.
  /// The folder holding `path` is opened once, and everything below it is reached by descriptor
  /// (`HeldFolder.removeTree`).
  static func removeTree(_ path: String) throws {
    let url = URL(fileURLWithPath: path)
    try HeldFolder(url.deletingLastPathComponent().path).removeTree(url.lastPathComponent)
  }
}
