import PaneDocCore

/// The codes of what the report writer refuses.
public enum ReportCode: String, StableCode {
  /// Another panedoc run is writing the same report folder (its lock is held).
  case outputLocked = "output-locked"
  /// The output folder may not or cannot be replaced: a file, a link, a folder without the
  /// stamp, a folder the user cannot empty, a parent that takes no new entries.
  case outputRefused = "output-refused"
}
