import ArgumentParser

/// The exit statuses docs/commands.md documents: scripts branch on them, so they never change.
enum ExitStatus {
  /// Findings: validation errors, changes with `--fail-on-change`, stale files with `--check`,
  /// warnings with `--strict`.
  static let findings = ExitCode(1)
  /// The run failed: unreadable input, an I/O error.
  static let failure = ExitCode(2)
  /// A usage error (swift-argument-parser's own validation failures use the same 64).
  static let usage = ExitCode(64)
}

extension ExitStatus {
  /// What `body` returns; an error it throws (a report folder that cannot be written) is printed
  /// and ends the run with `failure`.
  static func failing<Value>(_ body: () async throws -> Value) async throws -> Value {
    do {
      return try await body()
    } catch {
      printFailure(error)
      throw failure
    }
  }
}
