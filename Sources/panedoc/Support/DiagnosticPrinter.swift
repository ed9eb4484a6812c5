import Foundation
import PaneDocModel

/// Writes diagnostics to standard error, one line each, in the `file:line:col: error: message
/// [code]` form that editors and CI annotate.
enum DiagnosticPrinter {
  static func print(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      printError(diagnostic.description)
    }
  }
}

/// Writes one line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
