import PaneDocCore
import PaneDocModel

/// The codes of inputs that are not read at all, whatever their format.
public enum InputCode: String, StableCode {
  /// An input named on the command line does not exist.
  case inputMissing = "input-missing"
  /// An input exists but cannot be read (permissions, an I/O error).
  case inputUnreadable = "input-unreadable"
  /// An input that is not a regular file (a FIFO, a device, a socket).
  case inputNotAFile = "input-not-a-file"
  /// A file name in an input folder that is not valid UTF-8.
  case inputNameUndecodable = "input-name-undecodable"
  /// An input folder holds no interface file.
  case noInputs = "no-inputs"
  /// Not an interface PaneDoc reads: another root element, an old `<archive>` xib, a macOS,
  /// WatchKit or tvOS document.
  case unsupportedDocument = "unsupported-document"
}
