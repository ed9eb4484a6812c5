import ArgumentParser

/// The exit statuses the README documents: scripts branch on them, so they never change.
enum ExitStatus {
  /// Findings: validation errors, changes with `--fail-on-change`, stale files with `--check`,
  /// warnings with `--strict`.
  static let findings = ExitCode(1)
  /// The run failed: unreadable input, an I/O error.
  static let failure = ExitCode(2)
  /// A usage error (swift-argument-parser's own validation failures use the same 64).
  static let usage = ExitCode(64)
}
