import Foundation

/// How a report names an input file: the way the user named it, made relative to the current
/// folder when it lies inside it. A report is published and compared across machines, so it
/// never shows where a checkout happens to live: a path outside the current folder keeps only
/// its last folder and its name.
public enum DisplayPath {
  public static func of(_ file: String, relativeTo folder: String = currentFolder) -> String {
    guard file.hasPrefix("/") else {
      // A relative path that climbs out of the folder (`../elsewhere/ui`) is outside it too.
      guard let outside = leaving(file, folder) else { return file }
      return "…/" + outside.suffix(2).joined(separator: "/")
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    if file.hasPrefix(base), file.count > base.count { return String(file.dropFirst(base.count)) }
    let parts = file.split(separator: "/")
    return "…/" + parts.suffix(2).joined(separator: "/")
  }

  /// The parts of the absolute path a relative `file` names when its `..` lead out of `folder`
  /// (resolved by name, as the path reads), or `nil` when it stays inside.
  private static func leaving(_ file: String, _ folder: String) -> [Substring]? {
    guard file.split(separator: "/").contains("..") else { return nil }
    var parts = folder.split(separator: "/")
    let depth = parts.count
    var left = false
    for part in file.split(separator: "/") where part != "." {
      if part == ".." {
        if parts.count <= depth { left = true }
        _ = parts.popLast()
      } else {
        parts.append(part)
      }
    }
    let inside = parts.count > depth && !left
    return inside ? nil : parts
  }

  public static var currentFolder: String { FileManager.default.currentDirectoryPath }
}
