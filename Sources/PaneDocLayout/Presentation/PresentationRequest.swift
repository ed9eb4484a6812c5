import PaneDocModel

/// What the split engine knows about a presentation when a state presents something: the
/// presentation engine turns it into a `PresentationLayout` (popover placement, adaptation, sheets).
///
/// The split engine finds the anchor (wherever the source lives: a view in a nested column, a bar
/// button item, a search bar, a reveal button) and the content's own size and bars; the
/// presentation engine owns every popover rule of UIKit.
public struct PresentationRequest: Sendable, Equatable {
  public enum Style: Sendable, Equatable {
    /// A popover segue, `present` with the popover style, or an automatic results popover.
    case popover(PopoverOptions)
    /// An action sheet: a popover on iPad (regular width), a sheet at the bottom on iPhone.
    case actionSheet(PopoverOptions)
    /// Any other modal style.
    case modal(ModalPresentationStyle)
    /// The classic split's hidden master shown in a popover from its bar button (iOS 5.0).
    case masterPopover
    /// The classic split's hidden master sliding in at the leading edge (iOS 5.1+).
    case masterSlideOver
    /// The custom split's side controller in a popover beneath its list button.
    case listPopover
    /// A search bar's results while the user types, in a popover at the bar with the keyboard
    /// up, as the search display controller showed them on iPad.
    case searchResults
  }

  /// The segue id, or a derived id for actions that are not segues (`mail#reveal`).
  public var id: String
  /// The presented controller's id.
  public var content: String
  public var style: Style
  /// The source's rect in window coordinates; `nil` when the source is hidden in this environment.
  public var anchor: Rect?
  /// The source is a bar button item (UIPopoverController limits its arrows to up and down).
  public var anchorIsBarButtonItem: Bool
  /// The id of the bar holding the source item, which becomes a passthrough view in `ios6`.
  public var anchorBar: String?
  /// The content controller's `preferredContentSize` (for a navigation controller, its top
  /// controller's), `nil` when it sets none.
  public var contentPreferredSize: Size?
  /// The height the content's own bars add (a navigation controller's navigation bar and toolbar).
  public var contentBarsHeight: Double
  /// The keyboard height in this environment, used when the popover's segue or `--keyboard` shows it.
  public var keyboardHeight: Double

  public init(
    id: String, content: String, style: Style, anchor: Rect?, anchorIsBarButtonItem: Bool = false,
    anchorBar: String? = nil, contentPreferredSize: Size? = nil, contentBarsHeight: Double = 0,
    keyboardHeight: Double = 0
  ) {
    self.id = id
    self.content = content
    self.style = style
    self.anchor = anchor
    self.anchorIsBarButtonItem = anchorIsBarButtonItem
    self.anchorBar = anchorBar
    self.contentPreferredSize = contentPreferredSize
    self.contentBarsHeight = contentBarsHeight
    self.keyboardHeight = keyboardHeight
  }
}

/// The presentation engine's answer: the presentation to draw (`nil` when nothing is shown, e.g.
/// the anchor is hidden), with the warnings and assumptions it raised.
public struct PresentationResult: Sendable, Equatable {
  public var presentation: PresentationLayout?
  public var warnings: [LayoutWarning]
  public var assumptions: [String]

  public init(
    presentation: PresentationLayout?, warnings: [LayoutWarning] = [], assumptions: [String] = []
  ) {
    self.presentation = presentation
    self.warnings = warnings
    self.assumptions = assumptions
  }
}
