import PaneDocModel
import PaneDocXML

/// A controller element found in the document, before containment is resolved.
struct IBControllerDraft {
  /// The model kind the element maps to.
  enum Kind: Equatable {
    case content(ContentController.Style)
    case navigation, tabBar, split, placeholder
  }

  var id: String
  var kind: Kind
  /// The controller element (for a xib's File's Owner, the `<placeholder>`).
  var element: ParsedElement
  /// The `key="view"` element (for a xib's File's Owner, the top-level view its outlet names).
  var rootView: ParsedElement?
  /// The relationship segues in the controller's own `<connections>`, in document order.
  var relationships: [IBRelationship]

  /// The controller elements of iOS storyboards, by element name.
  static let kindsByElement: [String: Kind] = [
    "viewController": .content(.viewController),
    "tableViewController": .content(.tableViewController),
    "collectionViewController": .content(.collectionViewController),
    "navigationController": .navigation,
    "tabBarController": .tabBar,
    "splitViewController": .split,
    "viewControllerPlaceholder": .placeholder,
  ]

  init(id: String, kind: Kind, element: ParsedElement, rootView: ParsedElement?) {
    self.id = id
    self.kind = kind
    self.element = element
    self.rootView = rootView
    self.relationships = element.children(named: "connections").flatMap {
      $0.children(named: "segue").compactMap(IBRelationship.init)
    }
  }

  /// The title people know the controller by: its navigation item's title, its own title, its
  /// tab's title, its storyboard identifier, then its class, made readable. "Item", the title
  /// Interface Builder gives every new tab bar item, names no controller.
  var title: String? {
    let navigationTitle = element.children(named: "navigationItem")
      .first { $0["key"] == "navigationItem" }?["title"]
    let tabTitle = element.children(named: "tabBarItem").first { $0["key"] == "tabBarItem" }?[
      "title"]
    if kind == .placeholder {
      return nonEmpty(element["referencedIdentifier"]) ?? nonEmpty(element["storyboardName"])
    }
    return nonEmpty(navigationTitle) ?? nonEmpty(element["title"])
      ?? nonEmpty(tabTitle).flatMap { $0 == Self.defaultItemTitle ? nil : $0 }
      ?? nonEmpty(element["storyboardIdentifier"])
      ?? nonEmpty(element["customClass"]).map(IBValues.readableName(ofClass:))
  }

  /// The title Interface Builder gives a new bar item until someone names it.
  static let defaultItemTitle = "Item"

  private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}

/// A `kind="relationship"` segue: a container's child.
struct IBRelationship {
  var name: String
  var destination: String
  var location: SourceLocation

  init?(_ segue: ParsedElement) {
    guard segue["kind"] == "relationship", let name = segue["relationship"],
      let destination = segue["destination"]
    else { return nil }
    self.name = name
    self.destination = destination
    self.location = segue.location
  }
}
