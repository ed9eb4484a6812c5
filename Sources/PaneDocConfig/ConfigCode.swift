import PaneDocCore
import PaneDocModel

/// The stable codes of the config file's diagnostics.
public enum ConfigCode: String, StableCode {
  /// The config file cannot be read (missing, unreadable, too large, not UTF-8).
  case unreadable = "config-unreadable"
  /// The file is not valid YAML or JSON.
  case syntax = "config-syntax"
  /// The file nests deeper than `ConfigNesting.maximumDepth`, refused before it is parsed.
  case tooDeep = "config-too-deep"
  /// A key the config file does not have (with the nearest one).
  case unknownKey = "config-unknown-key"
  /// A key set twice in one mapping.
  case duplicateKey = "config-duplicate-key"
  /// A value that is not one of the key's choices (with the nearest one).
  case unknownValue = "config-unknown-value"
  /// A value of the wrong kind or range.
  case invalidValue = "config-invalid-value"
  /// A value names an environment variable (`${NAME}`) that is not set.
  case unsetVariable = "config-unset-variable"
}
