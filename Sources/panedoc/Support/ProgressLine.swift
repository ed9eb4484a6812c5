import Foundation

/// A progress line on standard error, redrawn in place, only when standard error is a terminal:
/// logs and CI output stay clean.
struct ProgressLine {
  private let enabled = isatty(STDERR_FILENO) == 1

  /// Shows "Rendering scene done/total…", now and then: a redraw per scene would cost more than
  /// a small scene.
  func show(done: Int, total: Int) {
    guard enabled, done == total || done % 16 == 0 else { return }
    StandardError.write("\rRendering scene \(done)/\(total)…")
  }

  /// Erases the line.
  func finish() {
    guard enabled else { return }
    StandardError.write("\r\u{1B}[K")
  }
}
