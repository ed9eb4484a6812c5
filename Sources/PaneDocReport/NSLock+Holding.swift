import Foundation

extension NSLock {
  /// Runs `body` with the lock held. Foundation's own `withLock` is missing before macOS 14,
  /// which the package still supports.
  func holding<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
