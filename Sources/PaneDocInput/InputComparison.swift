import PaneDocModel
import PaneDocXML

/// Compares two versions of an interface file element by element, for the diff's "edits in the
/// input", and finds where each id is written, so a diff can point CI at the line that changed.
///
/// Elements are matched by their `id` (own-format and Interface Builder ids alike); an element's
/// attributes are compared with those of its children that have no id of their own, such as a
/// storyboard view's `<rect key="frame">`, so a frame moved in Interface Builder shows as
/// `frame.y` rather than not at all.
public enum InputComparison {
  /// An element with an id: its name, where it is, and its compared attributes in order.
  struct Element {
    var name: String
    var location: SourceLocation
    var attributes: [(name: String, value: String, location: SourceLocation)]
  }

  /// The elements with an id of a document, in document order; empty when it does not parse.
  static func elements(_ bytes: [UInt8], file: String, limits: XMLLimits) -> [(
    id: String, element: Element
  )] {
    guard let root = XMLDocumentReader.parse(bytes, file: file, limits: limits).root else {
      return []
    }
    var found: [(id: String, element: Element)] = []
    var pending = [root]
    while let element = pending.popLast() {
      pending += element.children.reversed()
      guard let id = element["id"] else { continue }
      var attributes = element.attributes.filter { $0.name != "id" }.map {
        (name: $0.name, value: $0.value, location: $0.location)
      }
      for child in element.children where child["id"] == nil {
        let prefix = (child["key"] ?? child.name) + "."
        attributes += child.attributes.filter { $0.name != "key" }.map {
          (name: prefix + $0.name, value: $0.value, location: $0.location)
        }
      }
      found.append(
        (id, Element(name: element.name, location: element.location, attributes: attributes)))
    }
    return found
  }

  /// Where each id of a document is written (the first element that has it).
  public static func locations(_ bytes: [UInt8], file: String, limits: XMLLimits = .default)
    -> [String: SourceLocation]
  {
    var locations: [String: SourceLocation] = [:]
    for (id, element) in elements(bytes, file: file, limits: limits) where locations[id] == nil {
      locations[id] = element.location
    }
    return locations
  }

  /// The edits from `old` to `new`: the new version's elements in document order (added, or
  /// with their changed attributes), then the elements only the old version has.
  public static func edits(
    old: [UInt8], oldFile: String, new: [UInt8], newFile: String, limits: XMLLimits = .default
  ) -> [InputEdit] {
    let before = elements(old, file: oldFile, limits: limits)
    let after = elements(new, file: newFile, limits: limits)
    var oldByID: [String: Element] = [:]
    for (id, element) in before where oldByID[id] == nil { oldByID[id] = element }
    var seen: Set<String> = []
    var edits: [InputEdit] = []
    for (id, element) in after where seen.insert(id).inserted {
      guard let previous = oldByID[id] else {
        edits.append(
          InputEdit(kind: .added, id: id, element: element.name, location: element.location))
        continue
      }
      let oldValues = Dictionary(
        previous.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
      let newNames = Set(element.attributes.map(\.name))
      for attribute in element.attributes where oldValues[attribute.name] != attribute.value {
        edits.append(
          InputEdit(
            kind: .changed, id: id, element: element.name, attribute: attribute.name,
            old: oldValues[attribute.name], new: attribute.value, location: attribute.location))
      }
      for attribute in previous.attributes where !newNames.contains(attribute.name) {
        edits.append(
          InputEdit(
            kind: .changed, id: id, element: element.name, attribute: attribute.name,
            old: attribute.value, location: element.location))
      }
    }
    for (id, element) in before where seen.insert(id).inserted {
      edits.append(
        InputEdit(kind: .removed, id: id, element: element.name, location: element.location))
    }
    return edits
  }
}
