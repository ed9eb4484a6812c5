import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command's result on standard output, written with every error checked: `print` drops a
/// failed write, so `panedoc layout … > /dev/full` would exit 0 with a cut or empty SVG. A write
/// that fails is one error line and exit 2.
enum StandardOutput {
  static func write(_ text: String) throws {
    if let failure = writeAll(text, to: 1) {
      printError("error: cannot write to standard output: \(String(cString: strerror(failure)))")
      throw ExitStatus.failure
    }
  }

  /// Writes all of `text` to `descriptor`, going on after an interrupted write; the `errno` of
  /// a write that failed, or `nil`.
  static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var failure: Int32?
    text.utf8CString.withUnsafeBufferPointer { buffer in
      var offset = 0
      let count = buffer.count - 1
      while offset < count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          failure = written < 0 ? errno : EIO
          return
        }
        offset += written
      }
    }
    return failure
  }

  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }
}
