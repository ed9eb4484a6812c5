import PaneDocDiff
import PaneDocRender

extension LayoutDiff {
  /// The diff alone — no breakpoints, no accept command unless given — in `format`, as
  /// `panedoc diff --format` prints it.
  func rendered(_ format: OutputFormat<DiffOutput>, acceptCommand: String? = nil) -> String {
    format.render(DiffOutput(diff: self, acceptCommand: acceptCommand))
  }
}
