import PaneDocCore

/// The codes of what the report writer refuses.
public enum ReportCode: String, StableCode {
  /// Another panedoc run is writing the same report folder (its lock is held).
  case outputLocked = "output-locked"
}
