import Foundation

extension ReportWriter {
  /// The hidden folders of this output folder's runs beside it, `.NAME.panedoc-new-XXXXXX` (a
  /// report being built, or after an exchange the previous one being removed) and
  /// `.NAME.panedoc-old-XXXXXX` (the previous report moved away by the two-rename swap).
  func leftovers() -> [String] {
    let url = URL(fileURLWithPath: directory)
    let parent = url.deletingLastPathComponent().path
    let prefix = "." + url.lastPathComponent + ".panedoc-"
    let names = (try? FileSystem.names(in: parent)) ?? []
    return names.filter { name in
      ["new-", "old-"].contains { role in
        name.hasPrefix(prefix + role) && name.utf8.count == prefix.utf8.count + role.utf8.count + 6
      }
    }.map { parent + "/" + $0 }
  }

  /// Restores or removes what interrupted runs left, with the lock held (no live run can own
  /// them), and says what it did, one line each. A run killed between the two renames of a swap
  /// left no output folder but the previous report under its `old` name: that report is put back.
  /// Every other leftover (a half-built report, a previous report not yet deleted, a stamp being
  /// replaced) is removed. Failures are reported, not thrown: they do not stop the run.
  func recoverLeftovers() -> [String] {
    var lines: [String] = []
    var found = leftovers()
    if (try? FileSystem.kind(directory)) == .some(nil),
      let previous = found.last(where: { $0.contains(".panedoc-old-") })
    {
      do {
        try FileSystem.move(previous, directory)
        found.removeAll { $0 == previous }
        lines.append(
          "restored \(directory) from \(previous), where an interrupted panedoc run had moved it")
      } catch {
        lines.append("could not restore \(directory) from \(previous): \(error)")
      }
    }
    let stamp = directory + "/" + Self.stampTemporaryName
    if (try? FileSystem.kind(stamp)) ?? nil != nil { found.append(stamp) }
    for path in found {
      do {
        try FileSystem.removeTree(path)
        lines.append("removed \(path), left by an interrupted panedoc run")
      } catch {
        lines.append("could not remove \(path), left by an interrupted panedoc run: \(error)")
      }
    }
    return lines
  }
}
