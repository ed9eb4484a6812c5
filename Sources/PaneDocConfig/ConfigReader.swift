import Foundation
import PaneDocLayout
import PaneDocModel
import Yams

/// Reads a config file: YAML, of which JSON is a subset, so `panedoc.json` reads the same way.
///
/// Every problem is a located diagnostic, `panedoc.yml:4:5: error: … (did you mean 'devices'?)
/// [config-unknown-key]`, at the key or value at fault; the reader reports them all in one run.
/// Only the keys of `ConfigKey` are read and every value is a scalar or a list of scalars, so an
/// alias-laden file cannot make the reader walk more than the few nodes it asks for.
public enum ConfigReader {
  /// The names a config file is found under in the current folder, in the order tried.
  public static let fileNames = ["panedoc.yml", "panedoc.yaml", "panedoc.json"]
  /// A config file larger than this is refused: real ones are a few hundred bytes.
  public static let maximumBytes = 1 << 20

  /// What reading a config file gave: the config when nothing was wrong, and every problem.
  public struct Result: Sendable {
    public var config: PaneDocConfig?
    public var diagnostics: [Diagnostic]
    /// The file could not be read at all (missing, too large, not UTF-8).
    public var unreadable: Bool
  }

  /// Checks the text of a config file named `file`; `${NAME}` in its values is looked up in
  /// `environment`.
  public static func parse(
    _ text: String, file: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result {
    if let (line, column) = ConfigNesting.firstTooDeep(text) {
      let diagnostic = Diagnostic.error(
        ConfigCode.tooDeep,
        "the config file nests more than \(ConfigNesting.maximumDepth) levels deep",
        at: SourceLocation(file: file, line: line, column: column))
      return Result(config: nil, diagnostics: [diagnostic], unreadable: false)
    }
    let node: Yams.Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch {
      return Result(
        config: nil, diagnostics: [syntaxDiagnostic(error, file: file)], unreadable: false)
    }
    let folder = (file as NSString).deletingLastPathComponent
    var decoder = ConfigDecoder(
      file: file, folder: folder.isEmpty ? nil : folder, environment: environment)
    if let node { decoder.decode(node) }
    let diagnostics = decoder.diagnostics.sorted { $0.location < $1.location }
    return Result(
      config: diagnostics.isEmpty ? decoder.config : nil, diagnostics: diagnostics,
      unreadable: false)
  }

  /// The result for a file that cannot be read at all, for `message`.
  public static func unreadable(_ file: String, _ message: String) -> Result {
    Result(
      config: nil, diagnostics: [.error(ConfigCode.unreadable, message, at: .file(file))],
      unreadable: true)
  }

  /// The key Yams 6 names when it refuses a mapping with a key set twice, and where that key is
  /// first set. Yams 6 refuses such a mapping while composing, which Yams 5 leaves to the
  /// decoder; its error case does not exist in Yams 5, so it is read by reflection.
  private static func duplicatedKey(_ error: Error) -> (key: String, line: Int, column: Int)? {
    guard let payload = Mirror(reflecting: error).children.first,
      payload.label == "duplicatedKeysInMapping"
    else { return nil }
    let fields = Mirror(reflecting: payload.value).children
    guard let keys = fields.first(where: { $0.label == "duplicates" })?.value as? [String],
      let key = keys.first,
      let context = fields.first(where: { $0.label == "context" })?.value,
      let mark = Mirror(reflecting: context).children.first(where: { $0.label == "mark" })?
        .value as? Yams.Mark
    else { return nil }
    return (key, mark.line, mark.column)
  }

  /// A YAML syntax error at the place libyaml stopped.
  private static func syntaxDiagnostic(_ error: Error, file: String) -> Diagnostic {
    let location: SourceLocation
    let problem: String
    switch error as? YamlError {
    case .scanner(_, let text, let mark, _), .parser(_, let text, let mark, _),
      .composer(_, let text, let mark, _):
      location = SourceLocation(file: file, line: mark.line, column: mark.column)
      problem = text
    case .reader(let text, _, _, _):
      location = .file(file)
      problem = text
    default:
      if let duplicate = duplicatedKey(error) {
        return .error(
          ConfigCode.duplicateKey, "'\(duplicate.key)' is set twice in one mapping",
          at: SourceLocation(file: file, line: duplicate.line, column: duplicate.column))
      }
      location = .file(file)
      problem = "\(error)"
    }
    return .error(
      ConfigCode.syntax, "the config file is not valid YAML or JSON: \(problem)", at: location)
  }
}
