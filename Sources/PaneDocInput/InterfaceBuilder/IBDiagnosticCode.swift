/// The stable codes of what the Interface Builder reader reports. Scripts match on them, so a code
/// is only ever added, never renamed.
enum IBDiagnosticCode {
  /// Error: the document is not an iOS storyboard or xib (AppKit, WatchKit, tvOS, unknown type).
  static let unsupportedDocument = "unsupported-document"
  /// An id-valued attribute names no object in the file; the reference is dropped.
  static let danglingReference = "ib-dangling-reference"
  /// Two objects share an id; the later one cannot be referred to.
  static let duplicateID = "ib-duplicate-id"
  /// A segue kind PaneDoc does not lay out (`custom`, an unknown kind); the segue is dropped.
  static let unsupportedSegue = "ib-unsupported-segue"
  /// An `embed` segue (a container view's child): not a transition, so it is dropped.
  static let embedIgnored = "ib-embed-ignored"
  /// A `viewControllerPlaceholder`: a controller in another storyboard, drawn as a stub.
  static let storyboardReference = "ib-storyboard-reference"
  /// A controller element PaneDoc has no model for (page view controller, hosting controller…);
  /// it is read as a plain view controller.
  static let unsupportedController = "ib-unsupported-controller"
  /// A relationship segue whose `relationship` the container does not have.
  static let unknownRelationship = "ib-unknown-relationship"
  /// A controller that a second container also claims; only the first keeps it.
  static let containedTwice = "ib-contained-twice"
  /// Containers that contain each other; the relationship closing the loop is dropped.
  static let containmentCycle = "ib-containment-cycle"
  /// A navigation controller without a root view controller, read as a plain view controller.
  static let emptyContainer = "ib-empty-container"
  /// A supplementary column on a split without `allowDoubleColumnStyle`: classic splits have none.
  static let supplementaryIgnored = "ib-supplementary-ignored"
  /// An attribute or runtime attribute value PaneDoc cannot interpret; the default applies.
  static let invalidValue = "ib-invalid-value"
  /// A popover anchor that is not itself in the model (a label in a cell, a view inside a
  /// navigation bar): the nearest enclosing view or controller stands in for it.
  static let anchorApproximated = "ib-anchor-approximated"
  /// A second stand-alone toolbar in one controller: only the first one's items are kept.
  static let extraToolbar = "ib-extra-toolbar"
  /// Note: the document holds no view controller (a xib of a cell or a custom view), so there
  /// is nothing to lay out.
  static let noController = "ib-no-controller"
  /// An element where the reader expects something else (a relationship segue on a view
  /// controller, a scene without a controller).
  static let unexpectedElement = "ib-unexpected-element"
}
