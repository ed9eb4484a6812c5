import Foundation

/// The `--exclude` patterns (or the config file's `exclude:`): shell globs of files found under
/// the inputs to leave out, such as a vendored `Pods/**` or `**/Legacy/*.xib`. A pattern leaves
/// out a file when it matches the file's path or the path of a folder the file is in; `*` and
/// `?` match `/` too, so `**/Legacy` is a `Legacy` folder at any depth. Paths are compared as
/// the inputs name them, a leading `./` aside.
struct ExcludePatterns: Sendable {
  var patterns: [String]

  init(_ patterns: [String]) {
    self.patterns = patterns.map(Self.trimmed)
  }

  /// `files` without those a pattern matches, in their order.
  func filter(_ files: [String]) -> [String] {
    patterns.isEmpty ? files : files.filter { !excludes($0) }
  }

  func excludes(_ file: String) -> Bool {
    var path = Self.trimmed(file)
    while !path.isEmpty {
      if patterns.contains(where: { fnmatch($0, path, 0) == 0 }) { return true }
      guard let slash = path.lastIndex(of: "/") else { return false }
      path = String(path[..<slash])
    }
    return false
  }

  private static func trimmed(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    return String(path)
  }
}
