import PaneDocInput
import PaneDocModel
import PaneDocXML

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds and reads input files with the system's own calls, so that every odd thing a folder can
/// hold is seen and named: a subfolder that cannot be opened, a name that is not UTF-8, a FIFO
/// that would block a read forever, a file larger than the limit (refused by its size, unread).
enum InputFiles {
  /// The files `inputs` name (see `InterfaceLoader.expand`). A name given by the user is followed
  /// if it is a symbolic link; inside folders, links and hidden names are passed over.
  static func expand(_ inputs: [String], extensions: Set<String>) -> (
    files: [String], diagnostics: [Diagnostic]
  ) {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    for input in inputs {
      if input == "-" {
        files.append(input)
        continue
      }
      if let raw = undecodedArgument(input) {
        diagnostics.append(undecodableArgument(raw))
        continue
      }
      var info = stat()
      guard stat(input, &info) == 0 else {
        let missing = errno == ENOENT || errno == ENOTDIR
        diagnostics.append(
          missing
            ? .error(InputCode.inputMissing, "no such file or folder", at: .file(input))
            : .error(
              InputCode.inputUnreadable, "cannot read it: \(systemMessage())", at: .file(input)))
        continue
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        files.append(input)
        continue
      }
      var found: [String] = []
      let before = diagnostics.count
      walk(input, extensions: extensions, into: &found, diagnostics: &diagnostics)
      if found.isEmpty, diagnostics.count == before {
        diagnostics.append(
          .error(
            InputCode.noInputs,
            "the folder holds no interface files (\(extensions.sorted().joined(separator: ", ")))",
            at: .file(input), hint: "name the files or a folder that holds them"))
      }
      files += found.sorted()
    }
    return (files, diagnostics)
  }

  /// How deep the search of an input folder goes: deeper folders are a located error, not a
  /// descent until the descriptors or the stack run out.
  static let folderDepth = 64

  /// Searches the folder `path` names (the user's path: a link there is followed).
  private static func walk(
    _ folder: String, extensions: Set<String>, into found: inout [String],
    diagnostics: inout [Diagnostic]
  ) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      diagnostics.append(
        .error(
          InputCode.inputUnreadable, "cannot read the folder: \(systemMessage())", at: .file(folder)
        ))
      return
    }
    defer { close(descriptor) }
    walk(
      descriptor, path: folder, depth: 0, extensions: extensions, into: &found,
      diagnostics: &diagnostics)
  }

  /// Searches the folder open at `descriptor` (named `path` in messages and results). Each entry
  /// is looked at and each subfolder opened relative to it, without following a link: a
  /// subfolder swapped for a link while the search runs is passed over as a link, not followed
  /// out of the folder.
  private static func walk(
    _ descriptor: Int32, path folder: String, depth: Int, extensions: Set<String>,
    into found: inout [String], diagnostics: inout [Diagnostic]
  ) {
    let copy = dup(descriptor)
    guard copy >= 0, let directory = fdopendir(copy) else {
      if copy >= 0 { close(copy) }
      diagnostics.append(
        .error(
          InputCode.inputUnreadable, "cannot read the folder: \(systemMessage())", at: .file(folder)
        ))
      return
    }
    defer { closedir(directory) }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard bytes.first != UInt8(ascii: ".") else { continue }
      // Decoding repairs invalid bytes; a name that does not survive the round trip is not UTF-8.
      let name = String(decoding: bytes, as: UTF8.self)
      guard name.utf8.elementsEqual(bytes) else {
        diagnostics.append(
          .error(
            InputCode.inputNameUndecodable,
            "the name '\(escaped(bytes))' in this folder is not UTF-8, so it cannot be read",
            at: .file(folder), hint: "rename it"))
        continue
      }
      let path = prefix + name
      var info = stat()
      guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        diagnostics.append(
          .error(InputCode.inputUnreadable, "cannot read it: \(systemMessage())", at: .file(path)))
        continue
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        guard depth < folderDepth else {
          diagnostics.append(
            .error(
              InputCode.inputUnreadable, "the folder is more than \(folderDepth) folders deep",
              at: .file(path)))
          continue
        }
        let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard child >= 0 else {
          // Swapped for a link or a file since it was looked at: passed over as such.
          if errno == ELOOP || errno == ENOTDIR { continue }
          diagnostics.append(
            .error(
              InputCode.inputUnreadable, "cannot read the folder: \(systemMessage())",
              at: .file(path)))
          continue
        }
        defer { close(child) }
        walk(
          child, path: path, depth: depth + 1, extensions: extensions, into: &found,
          diagnostics: &diagnostics)
      case S_IFREG:
        guard let dot = name.lastIndex(of: "."),
          extensions.contains(name[name.index(after: dot)...].lowercased())
        else { continue }
        found.append(path)
      default:
        continue
      }
    }
  }

  /// The bytes of the command-line argument that `input` was decoded from when they are not
  /// UTF-8: the decoding replaced the invalid bytes, so `input` names no file.
  private static func undecodedArgument(_ input: String) -> [UInt8]? {
    guard input.unicodeScalars.contains("\u{FFFD}") else { return nil }
    for index in 0..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument)))
        .map { UInt8(bitPattern: $0) }
      let decoded = String(decoding: bytes, as: UTF8.self)
      if decoded == input, !decoded.utf8.elementsEqual(bytes) { return bytes }
    }
    return nil
  }

  /// A file named on the command line whose name is not UTF-8: said so when it is there (it
  /// cannot be read by a name PaneDoc can print), else missing; located at its escaped bytes.
  private static func undecodableArgument(_ bytes: [UInt8]) -> Diagnostic {
    var info = stat()
    let exists = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      lstat($0.baseAddress!, &info) == 0
    }
    let location = SourceLocation.file(escaped(bytes))
    return exists
      ? .error(
        InputCode.inputNameUndecodable, "this name is not UTF-8, so it cannot be read",
        at: location, hint: "rename it")
      : .error(InputCode.inputMissing, "no such file or folder", at: location)
  }

  /// Bytes that are not UTF-8, written with their printable ASCII as is and every other byte
  /// as `\xHH`.
  private static func escaped(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\")
        ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
    }.joined()
  }

  /// The bytes of one file, or of standard input for `-`, up to `limit`.
  static func bytes(of file: String, limit: Int) -> Result<[UInt8], Diagnostic> {
    if file == "-" { return readAll(0, file: file, limit: limit, size: nil) }
    let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(
        .error(
          InputCode.inputUnreadable, "cannot read the file: \(systemMessage())", at: .file(file)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(
        .error(
          InputCode.inputUnreadable, "cannot read the file: \(systemMessage())", at: .file(file)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(
        .error(
          InputCode.inputNotAFile, "this is \(kindName(info.st_mode)), not a regular file",
          at: .file(file), hint: "name a file, or '-' to read standard input"))
    }
    return readAll(descriptor, file: file, limit: limit, size: Int(info.st_size))
  }

  /// Reads at most `limit + 1` bytes, so an oversized input is refused without reading it whole;
  /// a file whose size is known is refused by its size, which the message states.
  private static func readAll(_ descriptor: Int32, file: String, limit: Int, size: Int?)
    -> Result<[UInt8], Diagnostic>
  {
    func tooLarge(_ size: Int?) -> Diagnostic {
      .error(
        XMLCode.inputTooLarge,
        size.map { "the input is \($0) bytes, more than the limit of \(limit)" }
          ?? "the input is more than the limit of \(limit) bytes",
        at: .file(file), hint: "raise it with --max-input-bytes")
    }
    if let size, size > limit { return .failure(tooLarge(size)) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else {
        return .failure(
          .error(
            InputCode.inputUnreadable, "cannot read the file: \(systemMessage())", at: .file(file)))
      }
      if got == 0 { break }
      bytes += chunk[..<got]
    }
    return bytes.count > limit ? .failure(tooLarge(nil)) : .success(bytes)
  }

  /// What a file of `mode` is, for a message that refuses it.
  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    default: "not a file"
    }
  }

  private static func systemMessage() -> String { String(cString: strerror(errno)) }
}

extension InterfaceLoader {
  /// The files that `inputs` name: files as given (a symbolic link given is followed), folders
  /// searched recursively for the known extensions (sorted, so every run reads them in the same
  /// order), `-` for standard input. Symbolic links and hidden names inside folders are passed
  /// over. A folder without interface files, a subfolder that cannot be read and a name that is
  /// not UTF-8 are located errors: a run must not take a silently shrunken input for the whole.
  static func expand(_ inputs: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
    InputFiles.expand(inputs, extensions: extensions)
  }

  /// The bytes of one file (or standard input for `-`), or the located reason they cannot be
  /// read: anything but a regular file is refused without waiting on it.
  static func bytes(of file: String, limits: XMLLimits = .default)
    -> Result<[UInt8], Diagnostic>
  {
    InputFiles.bytes(of: file, limit: limits.maximumBytes)
  }
}
