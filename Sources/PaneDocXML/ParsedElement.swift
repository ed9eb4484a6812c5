import PaneDocModel

/// An XML element (named so as not to clash with Foundation's `XMLElement` on macOS) copied out of libxml2 into plain Swift values, so that readers never see a
/// pointer and the tree can cross threads.
public struct ParsedElement: Sendable, Equatable {
  public var name: String
  /// In document order; names are unique within an element (XML guarantees it).
  public var attributes: [ParsedAttribute]
  public var children: [ParsedElement]
  /// The element's own text (child text and CDATA nodes joined), untrimmed.
  public var text: String
  /// Where the element's start tag (`<`) is.
  public var location: SourceLocation

  public init(
    name: String, attributes: [ParsedAttribute] = [], children: [ParsedElement] = [],
    text: String = "",
    location: SourceLocation
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.location = location
  }

  /// The value of the attribute `name`, if present.
  public subscript(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The attribute `name` with its location, if present.
  public func attribute(_ name: String) -> ParsedAttribute? {
    attributes.first { $0.name == name }
  }

  /// The child elements named `name`, in document order.
  public func children(named name: String) -> [ParsedElement] {
    children.filter { $0.name == name }
  }

  /// The first child element named `name`.
  public func child(named name: String) -> ParsedElement? {
    children.first { $0.name == name }
  }
}

/// An attribute with the location of its name, so that a bad value can be pointed at exactly.
public struct ParsedAttribute: Sendable, Equatable {
  public var name: String
  public var value: String
  public var location: SourceLocation

  public init(name: String, value: String, location: SourceLocation) {
    self.name = name
    self.value = value
    self.location = location
  }
}
