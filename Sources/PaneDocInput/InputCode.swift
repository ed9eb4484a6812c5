import PaneDocModel

/// The codes of inputs that are not read at all, whatever their format.
public enum InputCode: String, StableCode {
  /// An input named on the command line does not exist.
  case inputMissing = "input-missing"
  /// An input exists but cannot be read (permissions, an I/O error).
  case inputUnreadable = "input-unreadable"
  /// Not an interface PaneDoc reads: another root element, an old `<archive>` xib, a macOS,
  /// WatchKit or tvOS document.
  case unsupportedDocument = "unsupported-document"
}
