import PaneDocCore
import PaneDocModel

/// The stable codes of what the Interface Builder reader reports (a document it refuses is
/// `InputCode.unsupportedDocument`). Scripts match on them, so a code is only ever added, never
/// renamed.
public enum IBDiagnosticCode: String, StableCode {
  /// An id-valued attribute names no object in the file; the reference is dropped.
  case danglingReference = "ib-dangling-reference"
  /// Two objects share an id; the later one cannot be referred to.
  case duplicateID = "ib-duplicate-id"
  /// A segue kind PaneDoc does not lay out (`custom`, an unknown kind); the segue is dropped.
  case unsupportedSegue = "ib-unsupported-segue"
  /// An `embed` segue (a container view's child): not a transition, so it is dropped.
  case embedIgnored = "ib-embed-ignored"
  /// A `viewControllerPlaceholder`: a controller in another storyboard, drawn as a stub.
  case storyboardReference = "ib-storyboard-reference"
  /// A controller element PaneDoc has no model for (page view controller, hosting controller…);
  /// it is read as a plain view controller.
  case unsupportedController = "ib-unsupported-controller"
  /// A relationship segue whose `relationship` the container does not have.
  case unknownRelationship = "ib-unknown-relationship"
  /// A controller that a second container also claims; only the first keeps it.
  case containedTwice = "ib-contained-twice"
  /// Containers that contain each other; the relationship closing the loop is dropped.
  case containmentCycle = "ib-containment-cycle"
  /// A navigation controller without a root view controller, read as a plain view controller.
  case emptyContainer = "ib-empty-container"
  /// A supplementary column on a split without `allowDoubleColumnStyle`: classic splits have none.
  case supplementaryIgnored = "ib-supplementary-ignored"
  /// An attribute or runtime attribute value PaneDoc cannot interpret; the default applies.
  case invalidValue = "ib-invalid-value"
  /// A popover anchor that is not itself in the model (a label in a cell, a view inside a
  /// navigation bar): the nearest enclosing view or controller stands in for it.
  case anchorApproximated = "ib-anchor-approximated"
  /// A second stand-alone toolbar in one controller: only the first one's items are kept.
  case extraToolbar = "ib-extra-toolbar"
  /// Note: the document holds no view controller (a xib of a cell or a custom view), so there
  /// is nothing to lay out.
  case noController = "ib-no-controller"
  /// An element where the reader expects something else (a relationship segue on a view
  /// controller, a scene without a controller).
  case unexpectedElement = "ib-unexpected-element"
  /// A constraint UIKit would refuse (an unknown attribute, a multiplier of 0 on a position,
  /// attributes of different kinds, a priority outside 1 to 1000) or that names an item the
  /// controller does not have; it is dropped.
  case invalidConstraint = "ib-invalid-constraint"
}
