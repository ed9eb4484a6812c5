import PaneDocModel

/// What a split engine decided: its resolved state, the columns to lay out, the dividers, the
/// hidden column it shows in a presentation when revealed (classic master, custom side), and the
/// notes it raised on the way. The layout walk emits it; the engine touches no node.
struct SplitPlan {
  struct Column {
    var name: SplitColumn
    var controller: String
    var frame: Rect
    var sizeClass: SizeClass
    var dimmed = false
    /// The window part the column may show (a displaced secondary is clipped).
    var clip: Rect?
    var button: InjectedButton?
    var pushes: [String] = []
    /// A content controller here is shown inside a navigation controller of its own, as a
    /// column-style split wraps each column.
    var wrapsInNavigation = false
  }

  struct Reveal {
    var style: PresentationRequest.Style
    var content: String
    var button: String
  }

  var info: SplitInfo
  var columns: [Column] = []
  var dividers: [Rect] = []
  var reveal: Reveal?
  /// The state's reveal step found the primary hidden and revealed it.
  var revealArose = false
  var notes = EngineNotes()
}
