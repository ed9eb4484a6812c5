import PaneDocInput
import PaneDocModel
import PaneDocXML

/// The interfaces a command's INPUT arguments name, read in order, with every diagnostic.
struct LoadedInputs {
  var interfaces: [Interface] = []
  var diagnostics: [Diagnostic] = []
  /// Files that could not be read at all (missing, unreadable): a failed run, not a finding.
  var unreadable = 0
  var files = 0

  init(_ inputs: [String], limits: XMLLimits = .default) {
    let expanded = InterfaceLoader.expand(inputs)
    diagnostics += expanded.diagnostics
    unreadable += expanded.diagnostics.count
    for file in expanded.files {
      files += 1
      let result = InterfaceLoader.load(file, limits: limits)
      diagnostics += result.diagnostics
      if let interface = result.interface {
        interfaces.append(interface)
      } else if result.diagnostics.contains(where: { $0.code == "input-unreadable" }) {
        unreadable += 1
      }
    }
  }
}
