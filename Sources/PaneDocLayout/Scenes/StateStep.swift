/// One step from a scene's initial state towards another: a segue, or an action that is not one.
///
/// Its text form (`composeSegue`, `mail#reveal`, `find#search`) is what `Layout.state` holds in
/// the JSON form and what the id of the presentation a derived action shows is.
public enum StateStep: Sendable, Hashable, CustomStringConvertible {
  /// A segue, by its id.
  case segue(String)
  /// Reveals a split's hidden primary (or side) column.
  case reveal(split: String)
  /// Types into a search bar, showing its results popover.
  case search(searchBar: String)

  private static let revealSuffix = "#reveal"
  private static let searchSuffix = "#search"

  /// A step from its text form (a report's `layout.json`): an id ending in `#reveal` or `#search`
  /// is the derived action the engine writes so, anything else a segue's id.
  public init(_ text: String) {
    if text.hasSuffix(Self.revealSuffix) {
      self = .reveal(split: String(text.dropLast(Self.revealSuffix.count)))
    } else if text.hasSuffix(Self.searchSuffix) {
      self = .search(searchBar: String(text.dropLast(Self.searchSuffix.count)))
    } else {
      self = .segue(text)
    }
  }

  /// The text form: the segue's id, `<split>#reveal` or `<searchBar>#search`.
  public var description: String {
    switch self {
    case .segue(let id): id
    case .reveal(let split): split + Self.revealSuffix
    case .search(let searchBar): searchBar + Self.searchSuffix
    }
  }
}
