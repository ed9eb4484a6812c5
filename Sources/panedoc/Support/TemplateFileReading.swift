import PaneDocCore
import PaneDocLayout
import PaneDocRender
import PaneDocRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TemplateFile {
  /// The most a template may hold: the bundled ones are under 10 KiB.
  static let maximumBytes = 1 << 20

  /// The text of the template at `path`, or `nil` when nothing is there. A template folder comes
  /// from a config file or an option, so, as inside input folders, a link is refused (it could
  /// lead to `/proc/self/environ` or `.git/config`, which the page would then show), and so is
  /// anything but a regular file (a FIFO would hang the read) and a file over `maximumBytes`:
  /// the file is opened without following a link or waiting, and checked with `fstat` before a
  /// byte is read.
  static func text(at path: String) throws(ReportTemplates.LoadError) -> String? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return nil
      case ELOOP:
        throw .init(
          file: path, reason: "is a symbolic link, which panedoc never follows",
          code: RunCode.templateRefused)
      default:
        throw .init(
          file: path, reason: "cannot be read: \(String(cString: strerror(errno)))",
          code: TemplateCode.unreadable)
      }
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .init(
        file: path, reason: "cannot be read: \(String(cString: strerror(errno)))",
        code: TemplateCode.unreadable)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .init(
        file: path,
        reason: "is \(InputFiles.kindName(info.st_mode)), not a regular file",
        code: RunCode.templateRefused)
    }
    guard Int(info.st_size) <= maximumBytes else {
      throw .init(
        file: path,
        reason: "is \(info.st_size) bytes, more than the \(maximumBytes) a template may have",
        code: RunCode.templateTooLarge)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    // Read at most one byte past the limit: a file that grew since `fstat` is refused too.
    while bytes.count <= maximumBytes {
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else {
        throw .init(
          file: path, reason: "cannot be read: \(String(cString: strerror(errno)))",
          code: TemplateCode.unreadable)
      }
      if got == 0 { break }
      bytes += chunk[..<got]
    }
    guard bytes.count <= maximumBytes else {
      throw .init(
        file: path,
        reason: "is more than the \(maximumBytes) bytes a template may have",
        code: RunCode.templateTooLarge)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
