import PaneDocCore
import PaneDocModel

/// The codes of what a width sweep warns about.
public enum SweepCode: String, StableCode {
  /// The structure changes and changes back within `--flip-within` points: a layout that flickers
  /// while a window is resized across it.
  case breakpointFlip = "breakpoint-flip"
}
