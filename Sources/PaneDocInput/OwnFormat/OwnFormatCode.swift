import PaneDocCore
import PaneDocModel

/// The stable codes of the own-format reader's diagnostics. Scripts and editors match on them, so
/// a code is never renamed, only added; docs/diagnostics.md lists them with one line each. A
/// structure the schema refuses, and a schema that cannot be loaded, have the XML reader's codes
/// (`XMLCode.schema`, `XMLCode.internal`): each code is defined once.
public enum OwnFormatCode: String, StableCode {
  /// `version` is not a version this reader knows (only "1").
  case unsupportedVersion = "unsupported-version"
  /// Two elements share an id (controllers, views, bar button items, search bars and segues share
  /// one namespace).
  case duplicateID = "duplicate-id"
  /// An id does not match `[A-Za-z_][A-Za-z0-9_.-]*`.
  case invalidID = "invalid-id"
  /// A reference names an id that no element has.
  case unknownReference = "unknown-reference"
  /// A reference names an element of the wrong kind (a view where a controller is needed).
  case invalidReference = "invalid-reference"
  /// A controller is contained by two containers (or listed twice by one).
  case containedTwice = "contained-twice"
  /// Controllers contain each other in a circle.
  case containmentCycle = "containment-cycle"
  /// A number, size, frame or inset list that is malformed, not finite, or negative where a
  /// length must not be.
  case invalidNumber = "invalid-number"
  /// A well-formed number outside its range (a fraction outside 0…1, a selected index past the
  /// end, a minimum above the maximum).
  case outOfRange = "out-of-range"
  /// An enumeration value (or boolean) that is not one of the allowed names.
  case unknownValue = "unknown-value"
  /// A segue whose kind, source and destination do not go together.
  case invalidSegue = "invalid-segue"
  /// An attribute that the schema leaves optional but the element's other attributes require.
  case missingAttribute = "missing-attribute"
  /// A constraint UIKit would refuse or that cannot do anything: attributes that do not go
  /// together (a width to a leading), a multiplier of 0 on a position, a position equal to a
  /// constant, items of two controllers, or only items that keep their frames.
  case invalidConstraint = "invalid-constraint"
  /// A warning: an attribute that has no effect where it is written.
  case ignoredAttribute = "ignored-attribute"

  /// Whether the code reports an error (only `ignored-attribute` is a warning).
  var severity: Diagnostic.Severity { self == .ignoredAttribute ? .warning : .error }
}
