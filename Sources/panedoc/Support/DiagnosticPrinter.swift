import Foundation
import PaneDocModel
import PaneDocRender

/// Writes diagnostics to standard error, one line each, in the `file:line:col: error: message
/// [code]` form that editors and CI annotate.
enum DiagnosticPrinter {
  static func print(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      printError(diagnostic.description)
    }
  }

  /// `text` with every control character written as an escape (`\n`, `\t`, `\u{1B}`): a file
  /// name may hold a newline or a terminal escape, and printed raw it could start a line of its
  /// own, such as a forged `::error` annotation a CI system would believe.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }
}

/// Writes the error that ended a run to standard error: a located diagnostic (a template's
/// limit) or a template that did not load in its own form, anything else after `error: `.
func printFailure(_ error: any Error) {
  if let diagnostic = error as? Diagnostic {
    printError(diagnostic.description)
  } else if let error = error as? ReportTemplates.LoadError {
    printError(error.description)
  } else {
    printError("error: \(error)")
  }
}

/// Writes one line to standard error, its control characters escaped.
func printError(_ line: String) {
  StandardError.write(DiagnosticPrinter.escaped(line) + "\n")
}
