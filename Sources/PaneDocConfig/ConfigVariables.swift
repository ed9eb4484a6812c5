/// `${NAME}` in a config value is the environment variable `NAME`, as in SwiftGen's config:
/// a CI job names its folders once, in its environment. The value is put in as it is — it is
/// not expanded again, and nothing is run — and a variable that is not set is an error, so a
/// typo cannot quietly make an empty path. A `$` that does not start `${` is kept.
enum ConfigVariables {
  enum Problem: Error, Equatable {
    /// `${NAME}` where the environment has no `NAME`.
    case unset(String)
    /// `${` without a name of letters, digits and underscores, or without its `}`.
    case malformed
  }

  static func expand(_ text: String, environment: [String: String]) -> Result<String, Problem> {
    guard text.contains("${") else { return .success(text) }
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "${") {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let close = after.firstIndex(of: "}") else { return .failure(.malformed) }
      let name = String(after[..<close])
      guard isName(name) else { return .failure(.malformed) }
      guard let value = environment[name] else { return .failure(.unset(name)) }
      result += value
      rest = after[after.index(after: close)...]
    }
    return .success(result + rest)
  }

  /// A letter or underscore, then letters, digits and underscores: a shell variable's name.
  private static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || isLetter(first) else {
      return false
    }
    return name.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
