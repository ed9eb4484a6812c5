import PaneDocCore
import PaneDocModel

/// The codes of what a run refuses before laying anything out.
public enum RunCode: String, StableCode {
  /// The inputs hold more scenes than `--max-scenes`.
  case tooManyScenes = "too-many-scenes"
  /// A scene has more states than `--max-states` at the chosen `--depth`.
  case tooManyStates = "too-many-states"
  /// Scenes × states × environments come to more than `--max-layouts`.
  case tooManyLayouts = "too-many-layouts"
  /// `layout` was asked for an environment the device or profile does not have.
  case environmentUnsupported = "environment-unsupported"
  /// `--window WxH` is outside the free-form window sizes the device allows.
  case windowOutOfRange = "window-out-of-range"
  /// An input lies inside the report folder, which every run replaces.
  case inputInsideOutput = "input-inside-output"
  /// A template of `--templates` (or the config file's `templates`) that is a symbolic link or
  /// not a regular file.
  case templateRefused = "template-refused"
  /// A template larger than a template may be (1 MiB).
  case templateTooLarge = "template-too-large"
  /// The process may open too few files or use too little memory (`ulimit`), checked at start.
  case resourceLimit = "resource-limit"
}
