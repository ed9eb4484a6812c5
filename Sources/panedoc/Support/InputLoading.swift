import PaneDocCore
import PaneDocInput
import PaneDocModel
import PaneDocXML

/// The interfaces a command's INPUT arguments name, read in order, with every diagnostic.
struct LoadedInputs {
  var interfaces: [Interface] = []
  var diagnostics: [Diagnostic] = []
  /// Files that could not be read at all (missing, unreadable): a failed run, not a finding.
  var unreadable = 0
  /// The files the inputs named, folders expanded, whether they could be read or not.
  var paths: [String] = []
  var files: Int { paths.count }
  /// Each file's path and the SHA-256 of its bytes, in order, when asked for: what the inputs
  /// were, for the run fingerprint that lets an unchanged re-render skip its work.
  var digests: [(file: String, sha256: String)] = []

  /// Reads the files `inputs` name, less those `excluding` leaves out.
  init(
    _ inputs: [String], limits: XMLLimits = .default, digesting: Bool = false,
    excluding: ExcludePatterns = ExcludePatterns([])
  ) {
    let expanded = InterfaceLoader.expand(inputs)
    diagnostics += expanded.diagnostics
    unreadable += expanded.diagnostics.count
    paths = excluding.filter(expanded.files)
    for file in paths {
      let data: [UInt8]
      switch InterfaceLoader.bytes(of: file, limits: limits) {
      case .success(let bytes): data = bytes
      case .failure(let diagnostic):
        diagnostics.append(diagnostic)
        if !InterfaceLoader.refusals.contains(diagnostic.code) { unreadable += 1 }
        continue
      }
      if digesting {
        var digest = SHA256()
        digest.update(data)
        digests.append((file, digest.finalize()))
      }
      let result = InterfaceLoader.read(data, file: file, limits: limits)
      diagnostics += result.diagnostics
      if let interface = result.interface { interfaces.append(interface) }
    }
  }
}
