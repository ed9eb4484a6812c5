/// One edit between two versions of an interface file, found by comparing the elements that have
/// an id: what a reviewer changed by hand, which the layout changes follow from.
public struct InputEdit: Sendable, Equatable {
  public enum Kind: String, Sendable {
    /// An element with this id is only in the new version.
    case added
    /// An element with this id is only in the old version.
    case removed
    /// An attribute of the element (or of a child without an id, such as a storyboard's
    /// `<rect key="frame">`, named `frame.y`) was added, removed or given another value.
    case changed
  }

  public var kind: Kind
  /// The element's id.
  public var id: String
  /// The element's name (`view`, `segue`, `viewController`).
  public var element: String
  /// The changed attribute, for `changed`.
  public var attribute: String?
  /// The old and new values of the attribute (`nil` where a side does not have it).
  public var old: String?
  public var new: String?
  /// Where the edit is: in the new file, or in the old one for a removed element.
  public var location: SourceLocation

  public init(
    kind: Kind, id: String, element: String, attribute: String? = nil, old: String? = nil,
    new: String? = nil, location: SourceLocation
  ) {
    self.kind = kind
    self.id = id
    self.element = element
    self.attribute = attribute
    self.old = old
    self.new = new
    self.location = location
  }

  /// `<view> replyButton: frame "24 80 88 44" → "24 380 88 44"`.
  public var summary: String {
    switch kind {
    case .added: return "<\(element)> \(id) added"
    case .removed: return "<\(element)> \(id) removed"
    case .changed:
      let quoted = { (value: String?) in value.map { "\"\($0)\"" } ?? "none" }
      return "<\(element)> \(id): \(attribute ?? "") \(quoted(old)) → \(quoted(new))"
    }
  }
}
