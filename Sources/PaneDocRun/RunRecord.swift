import Foundation
import PaneDocCore

/// What a `render` run records in the report's stamp: a fingerprint of everything its output
/// depends on, and its summary. A later run with the same fingerprint has nothing to do — the
/// report it would write is the one already there — so it reports the recorded summary and
/// returns in the time it takes to read the inputs.
public struct RunRecord: Equatable, Sendable {
  public var fingerprint: String
  public var scenes: Int
  public var environments: Int
  public var files: Int
  public var warnings: Int
  /// The codes of the warnings, sorted: what `--fail-on-warnings` checks when a re-render is
  /// skipped.
  public var warningCodes: [String]
  /// The version of the panedoc that wrote the report, so that a report found later says which
  /// release made it; empty when not known.
  public var producer: String

  /// The stamp text: `panedoc <version>` (when known), `fingerprint <hex>`,
  /// `summary <scenes> <environments> <files> <warnings>` and `warning-codes <code>…`.
  public var text: String {
    (producer.isEmpty ? "" : "panedoc \(producer)\n")
      + "fingerprint \(fingerprint)\nsummary \(scenes) \(environments) \(files) \(warnings)\n"
      + (["warning-codes"] + warningCodes).joined(separator: " ") + "\n"
  }

  public init(
    fingerprint: String, scenes: Int, environments: Int, files: Int, warnings: Int,
    warningCodes: [String], producer: String = ""
  ) {
    self.producer = producer
    self.fingerprint = fingerprint
    self.scenes = scenes
    self.environments = environments
    self.files = files
    self.warnings = warnings
    self.warningCodes = warningCodes
  }

  public init?(text: String) {
    var lines = text.split(separator: "\n")
    var producer = ""
    if let first = lines.first, first.hasPrefix("panedoc ") {
      producer = String(first.dropFirst("panedoc ".count))
      lines.removeFirst()
    }
    guard lines.count == 3, lines[0].hasPrefix("fingerprint ") else { return nil }
    let counts = lines[1].split(separator: " ").dropFirst().compactMap { Int($0) }
    let codes = lines[2].split(separator: " ").map(String.init)
    guard lines[1].hasPrefix("summary "), counts.count == 4, codes.first == "warning-codes"
    else { return nil }
    self.init(
      fingerprint: String(lines[0].dropFirst("fingerprint ".count)), scenes: counts[0],
      environments: counts[1], files: counts[2], warnings: counts[3],
      warningCodes: Array(codes.dropFirst()), producer: producer)
  }

  /// The SHA-256 of what the output depends on: this executable (path, size and modification
  /// time, so a rebuilt PaneDoc renders again), the options that shape the output, the templates'
  /// text, and every input's path and bytes.
  ///
  /// Without `executable`, the digest of what the output depends on apart from PaneDoc's build:
  /// the shards of one run, rendered by builds of the same source on several machines, agree on
  /// it.
  public static func fingerprint(
    options: [String], templates: [String], inputs: [(file: String, sha256: String)],
    executable includesExecutable: Bool = true
  ) -> String {
    var digest = SHA256()
    if includesExecutable {
      let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
      let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
      let size = (attributes?[.size] as? Int) ?? 0
      let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      digest.update("panedoc render\n\(executable)\n\(size)\n\(modified)\n")
    }
    for part in options + templates {
      digest.update("\(part.utf8.count):")
      digest.update(part)
    }
    for input in inputs {
      digest.update("\(input.file.utf8.count):\(input.file)\(input.sha256)")
    }
    return digest.finalize()
  }

  /// The SHA-256 of several texts, each prefixed with its length so that no two lists collide.
  public static func digest(_ parts: [String]) -> String {
    var digest = SHA256()
    for part in parts {
      digest.update("\(part.utf8.count):")
      digest.update(part)
    }
    return digest.finalize()
  }

  /// The one summary line of a run: scenes, environments, files written (or stale) and
  /// unchanged, warnings, and the time it took, to the hundredth of a second.
  public func summaryLine(changed: String, unchanged: Int, elapsed: Duration) -> String {
    let seconds = (elapsed / .milliseconds(10)).rounded() / 100
    return "\(scenes) scenes, \(environments) environments, \(changed), \(unchanged) unchanged, "
      + "\(warnings) warnings in \(NumberFormat.string(seconds)) s"
  }
}
