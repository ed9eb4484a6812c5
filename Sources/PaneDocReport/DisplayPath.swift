import Foundation

/// How a report names an input file: the way the user named it, made relative to the current
/// folder when it lies inside it. A report is published and compared across machines, so it
/// never shows where a checkout happens to live: a path outside the current folder keeps only
/// its last folder and its name.
public enum DisplayPath {
  public static func of(_ file: String, relativeTo folder: String = currentFolder) -> String {
    guard file.hasPrefix("/") else { return file }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    if file.hasPrefix(base), file.count > base.count { return String(file.dropFirst(base.count)) }
    let parts = file.split(separator: "/")
    return "…/" + parts.suffix(2).joined(separator: "/")
  }

  public static var currentFolder: String { FileManager.default.currentDirectoryPath }
}
