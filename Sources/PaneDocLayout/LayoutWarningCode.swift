import PaneDocCore
import PaneDocModel

/// The codes of the warnings the split and container engines give a layout (the presentation
/// engine's are `PresentationWarningCode`). Each warning names its subject, the id it concerns.
public enum LayoutWarningCode: String, StableCode {
  /// A primary column fraction asks for more than the default maximum width, which caps it.
  case fractionCapped = "fraction-capped"
  /// The primary column is wider than the window and is cut to it.
  case primaryWiderThanWindow = "primary-wider-than-window"
  /// A visible column is narrower than UIKit's narrowest column (320 pt).
  case columnNarrowerThan320 = "column-narrower-than-320"
  /// A view of PaneDoc's own format sticks out of its content area and is clipped.
  case viewClipped = "view-clipped"
  /// Containers nested deeper than the engine follows (64).
  case nestingTooDeep = "nesting-too-deep"
  /// Bar button items that do not fit their bar; they are drawn as one overflow item.
  case barOverflow = "bar-overflow"
  /// A `doubleColumn` or `tripleColumn` split (iOS 14) in a profile from before column styles: it
  /// is laid out as the era's split of two columns, without its supplementary column.
  case styleUnavailable = "style-unavailable"
  /// Required constraints of a controller's views that cannot all hold at this size: UIKit
  /// breaks one ("Unable to simultaneously satisfy constraints"); each broken one is named.
  case constraintsUnsatisfiable = "constraints-unsatisfiable"
  /// Views whose position or size the constraints do not determine at this size.
  case layoutAmbiguous = "layout-ambiguous"
  /// Content designed inside its root view that leaves it (its column or window) at this size.
  case contentOutsideColumn = "content-outside-column"
  /// Sibling views that overlap at this size though they do not at the design size.
  case viewsOverlap = "views-overlap"
}
