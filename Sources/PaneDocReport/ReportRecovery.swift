import Foundation

extension ReportWriter {
  /// The hidden folders of this output folder's runs in `parent`, `.NAME.panedoc-new-XXXXXX` (a
  /// report being built, or after an exchange the previous one being removed) and
  /// `.NAME.panedoc-old-XXXXXX` (the previous report moved away by the two-rename swap), by name.
  func leftovers(in parent: HeldFolder) -> [String] {
    let prefix = "." + URL(fileURLWithPath: directory).lastPathComponent + ".panedoc-"
    let names = (try? parent.names()) ?? []
    return names.filter { name in
      ["new-", "old-"].contains { role in
        name.hasPrefix(prefix + role) && name.utf8.count == prefix.utf8.count + role.utf8.count + 6
      }
    }
  }

  /// Restores or removes what interrupted runs left, with the lock held (no live run can own
  /// them), and says what it did, one line each. A run killed between the two renames of a swap
  /// left no output folder but the previous report under its `old` name: that report is put back.
  /// Every other leftover (a half-built report, a previous report not yet deleted, a stamp being
  /// replaced) is removed. Failures are reported, not thrown: they do not stop the run. Every
  /// rename and removal is made in `parent`, the folder the lock holds.
  func recoverLeftovers(in parent: HeldFolder) -> [String] {
    var lines: [String] = []
    var found = leftovers(in: parent)
    let name = URL(fileURLWithPath: directory).lastPathComponent
    if (try? parent.kind(name)) == .some(nil),
      let previous = found.last(where: { $0.contains(".panedoc-old-") })
    {
      do {
        try parent.move(previous, to: name)
        found.removeAll { $0 == previous }
        lines.append(
          "restored \(directory) from \(parent.path(previous)), where an interrupted panedoc run"
            + " had moved it")
      } catch {
        lines.append("could not restore \(directory) from \(parent.path(previous)): \(error)")
      }
    }
    var paths = found.map { (parent, $0) }
    if let report = try? HeldFolder(directory, followingLink: false),
      (try? report.kind(Self.stampTemporaryName)) != nil
    {
      paths.append((report, Self.stampTemporaryName))
    }
    for (folder, entry) in paths {
      do {
        try folder.removeTree(entry)
        lines.append("removed \(folder.path(entry)), left by an interrupted panedoc run")
      } catch {
        lines.append(
          "could not remove \(folder.path(entry)), left by an interrupted panedoc run: \(error)")
      }
    }
    return lines
  }
}
