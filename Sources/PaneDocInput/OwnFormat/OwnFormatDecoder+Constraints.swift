import PaneDocModel
import PaneDocXML

/// A content controller's `<constraints>`: each `first`/`second` is `item.attribute`, the item a
/// view of the same controller, its root `view` or one of the root's guides (`safeArea`,
/// `layoutMargins`). Every check UIKit makes when a constraint is created is made here, located at
/// the attribute at fault, and so is the check that a constraint places something.
extension OwnFormatDecoder {
  /// The names a constraint uses for the controller's root view and its guides, and the guides
  /// the reader gives the root view under those names.
  static let rootItem = "view"
  static let guides: [(name: String, kind: LayoutGuide.Kind)] = [
    ("safeArea", .safeArea), ("layoutMargins", .layoutMargins),
  ]

  /// What the decoder keeps of one content controller's views while reading them: enough to
  /// resolve constraint items and to tell which views Auto Layout must place.
  struct ViewScope {
    struct Entry {
      var id: String
      var idLocation: SourceLocation
      var location: SourceLocation
      /// It has a `frame` attribute.
      var framed: Bool
      /// A stack view arranges it.
      var arranged: Bool
      var isStack: Bool

      /// Whether Auto Layout places it (no frame of its own, or a stack view's arranged subview).
      var placedByConstraints: Bool { !framed || arranged }
    }

    var controller: String
    /// The views and stack views in document order.
    var views: [Entry] = []

    /// Whether the controller needs the content layout even without a constraint list.
    var usesAutoLayout: Bool { views.contains { $0.placedByConstraints || $0.isStack } }

    func entry(_ id: String) -> Entry? { views.first { $0.id == id } }

    /// Every name an item may take in this controller, for "did you mean".
    var itemNames: [String] {
      (views.map(\.id) + [OwnFormatDecoder.rootItem] + OwnFormatDecoder.guides.map(\.name)).sorted()
    }
  }

  /// A constraint item that names no view of its controller, resolved once every id is known.
  struct ForeignItem {
    var controller: String
    var attribute: ParsedAttribute
    var item: String
    var candidates: [String]
  }

  /// One side of a constraint as read: the item, its attribute and what the item is.
  struct Anchor {
    enum Role: Equatable {
      case root, guide
      case view(placedByConstraints: Bool)
      /// Not a view of this controller (reported once every id is known).
      case foreign
    }
    var item: String
    var attribute: LayoutAttribute
    var role: Role
    var source: ParsedAttribute

    /// Whether Auto Layout can move this item (a root view and its guides are placed by the
    /// container, a view with its own frame keeps it).
    var isPlaced: Bool { role == .view(placedByConstraints: true) }
    var text: String { source.value }
  }

  mutating func decodeConstraints(_ element: ParsedElement, scope: ViewScope)
    -> [LayoutConstraint]
  {
    var constraints: [LayoutConstraint] = []
    for (index, child) in element.children.enumerated() {
      guard child.name == "constraint" else {
        report(.schema, "<\(child.name)> is not an element of <constraints>", at: child.location)
        continue
      }
      if let constraint = decodeConstraint(child, scope: scope, ordinal: index + 1) {
        constraints.append(constraint)
      }
    }
    return constraints
  }

  /// A constraint; without an `id`, it is named after its controller and its place in the list
  /// (`message#3`), which no id written in a file can be.
  private mutating func decodeConstraint(
    _ element: ParsedElement, scope: ViewScope, ordinal: Int
  ) -> LayoutConstraint? {
    let idAttribute = element.attribute("id")
    if let idAttribute { define(idAttribute, as: .constraint) }
    let first = required(element, "first").flatMap { anchor($0, scope: scope) }
    let second = element.attribute("second").flatMap { anchor($0, scope: scope) }
    let relation = choice(element, "relation", LayoutRelation.self) ?? .equal
    let multiplier = bounded(
      element, "multiplier", parse(element, "multiplier", ValueSyntax.multiplier))
    let constant = bounded(element, "constant", number(element, "constant")) ?? 0
    let priority = priority(element)
    guard let first, element.attribute("second") == nil || second != nil else { return nil }
    guard check(first, second, multiplier: multiplier, in: element) else { return nil }
    return LayoutConstraint(
      id: idAttribute?.value ?? "\(scope.controller)#\(ordinal)", firstItem: first.item,
      firstAttribute: first.attribute, relation: relation, secondItem: second?.item,
      secondAttribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier ?? 1,
      constant: constant, priority: priority ?? LayoutConstraint.required,
      location: element.location)
  }

  /// `item.attribute` in `attribute`, its item resolved in the controller's scope.
  private mutating func anchor(_ attribute: ParsedAttribute, scope: ViewScope) -> Anchor? {
    let parts: (item: String, attribute: String)
    switch ValueSyntax.anchor(attribute.value) {
    case .success(let value): parts = value
    case .failure(let failure):
      report(.invalidConstraint, "\(attribute.name): \(failure.message)", at: attribute.location)
      return nil
    }
    let names = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)
    guard let layoutAttribute = LayoutAttribute(fileName: parts.attribute),
      layoutAttribute != .notAnAttribute
    else {
      report(
        .unknownValue,
        "'\(parts.attribute)' in \(attribute.name)=\"\(attribute.value)\" is not a layout "
          + "attribute: expected " + names.map { "'\($0)'" }.joined(separator: ", "),
        at: attribute.location, hint: Suggestion.hint(for: parts.attribute, in: names))
      return nil
    }
    let role: Anchor.Role
    if let entry = scope.entry(parts.item) {
      role = .view(placedByConstraints: entry.placedByConstraints)
    } else if parts.item == Self.rootItem {
      role = .root
    } else if Self.guides.contains(where: { $0.name == parts.item }) {
      role = .guide
    } else {
      foreignItems.append(
        ForeignItem(
          controller: scope.controller, attribute: attribute, item: parts.item,
          candidates: scope.itemNames))
      role = .foreign
    }
    return Anchor(item: parts.item, attribute: layoutAttribute, role: role, source: attribute)
  }

  /// The largest magnitude of a constant, multiplier, spacing, intrinsic size or margin: a
  /// million points is far past any screen, and keeps the solver's arithmetic exact enough.
  static let magnitudes = -1_000_000.0...1_000_000.0

  /// `value` (read from `name`) when it is within `magnitudes`; else reported as out of range.
  mutating func bounded(_ element: ParsedElement, _ name: String, _ value: Double?) -> Double? {
    guard let value, let attribute = element.attribute(name) else { return value }
    guard Self.magnitudes.contains(value) else {
      report(
        .outOfRange, "\(name) is \(attribute.value), outside -1000000…1000000",
        at: attribute.location, hint: "Auto Layout's values are points on a screen")
      return nil
    }
    return value
  }

  /// `priority`: from 1 to 1000.
  private mutating func priority(_ element: ParsedElement) -> Double? {
    guard let attribute = element.attribute("priority"),
      let value = number(element, "priority")
    else { return nil }
    guard (1...LayoutConstraint.required).contains(value) else {
      report(
        .outOfRange, "priority is \(attribute.value), outside 1…1000", at: attribute.location,
        hint: "1000 is required; UIKit's high and low are 750 and 250")
      return nil
    }
    return value
  }

  /// UIKit's checks on a new constraint, and that it places something; `false` when one failed
  /// (and was reported).
  private mutating func check(
    _ first: Anchor, _ second: Anchor?, multiplier: Double?, in element: ParsedElement
  ) -> Bool {
    for anchor in [first] + (second.map { [$0] } ?? []) {
      guard let problem = Self.problem(of: anchor) else { continue }
      report(.invalidConstraint, problem, at: anchor.source.location)
      return false
    }
    guard let second else {
      if !first.attribute.isSize {
        report(
          .invalidConstraint,
          "'\(first.text)' is a position and cannot equal a constant: it needs a second item",
          at: first.source.location, hint: "add second=\"item.attribute\"")
        return false
      }
      if let attribute = element.attribute("multiplier") {
        report(
          .ignoredAttribute, "multiplier has no effect on a constraint without a second item",
          at: attribute.location)
      }
      return checkPlaces([first], in: element)
    }
    if let problem = Self.mismatch(first, second) {
      report(.invalidConstraint, problem, at: second.source.location)
      return false
    }
    if multiplier == 0, !first.attribute.isSize, let attribute = element.attribute("multiplier") {
      report(
        .invalidConstraint,
        "a multiplier of 0 on the position '\(first.text)' leaves no second item to place it by",
        at: attribute.location, hint: "a position's multiplier is not 0")
      return false
    }
    return checkPlaces([first, second], in: element)
  }

  /// What is wrong with an attribute on its item: guides have no margins, and only views have
  /// baselines.
  private static func problem(of anchor: Anchor) -> String? {
    switch anchor.role {
    case .guide where anchor.attribute.isMargin:
      "'\(anchor.text)': a layout guide has no margins"
    case .guide where anchor.attribute.isBaseline, .root where anchor.attribute.isBaseline:
      "'\(anchor.text)': only a view inside the root view has baselines"
    default: nil
    }
  }

  /// Why two attributes cannot be related, as UIKit refuses them: a size with a position,
  /// positions on different axes, and leading/trailing with left/right.
  private static func mismatch(_ first: Anchor, _ second: Anchor) -> String? {
    let (a, b) = (first.attribute, second.attribute)
    if a.isSize != b.isSize {
      let (size, position) = a.isSize ? (first, second) : (second, first)
      return "'\(size.text)' is a size and '\(position.text)' a position: a constraint relates "
        + "sizes to sizes and positions to positions"
    }
    if !a.isSize, a.axis != b.axis {
      return "'\(first.text)' is \(a.axis?.rawValue ?? "") and '\(second.text)' "
        + "\(b.axis?.rawValue ?? ""): positions are related along one axis"
    }
    if a.isAbsoluteDirection && b.isDirectional || a.isDirectional && b.isAbsoluteDirection {
      return "'\(first.text)' and '\(second.text)' mix leading/trailing with left/right, "
        + "which flip differently in right-to-left languages"
    }
    return nil
  }

  /// A constraint must involve an item Auto Layout places, else it can only hold by chance.
  private mutating func checkPlaces(_ anchors: [Anchor], in element: ParsedElement) -> Bool {
    guard !anchors.contains(where: { $0.isPlaced || $0.role == .foreign }) else { return true }
    let items = anchors.map { "'\($0.item)'" }.joined(separator: " and ")
    report(
      .invalidConstraint,
      "the constraint places nothing: \(items) \(anchors.count == 1 ? "is" : "are") placed "
        + "by a frame or by the system", at: element.location,
      hint: "a view without a frame is placed by its constraints")
    return false
  }

  /// Views Auto Layout must place but nothing places, and views whose id is a name constraints
  /// give the root view or its guides.
  mutating func checkPlacement(
    _ scope: ViewScope, constraints: [LayoutConstraint], hasConstraintList: Bool
  ) {
    var named = Set<String>()
    for constraint in constraints {
      named.insert(constraint.firstItem)
      if let second = constraint.secondItem { named.insert(second) }
    }
    let reserved = [Self.rootItem] + Self.guides.map(\.name)
    for entry in scope.views {
      if hasConstraintList, reserved.contains(entry.id) {
        report(
          .invalidID,
          "the id '\(entry.id)' names the root view or one of its guides in the constraints of "
            + "'\(scope.controller)'", at: entry.idLocation, hint: "give the view another id")
      }
      if !entry.framed, !entry.arranged, !named.contains(entry.id) {
        report(
          .missingAttribute,
          "the \(entry.isStack ? "stackView" : "view") '\(entry.id)' has no frame and no "
            + "constraint places it", at: entry.location,
          hint: "add frame=\"x y w h\", or constraints that name '\(entry.id)'")
      }
    }
  }

  /// Items that are not views of their constraint's controller: a view of another controller,
  /// another kind of element, or no element at all.
  mutating func resolveForeignItems() {
    for foreign in foreignItems {
      let symbol = symbols[foreign.item]
      switch symbol?.kind {
      case .view(let owner):
        report(
          .invalidConstraint,
          "'\(foreign.item)' is a view of the controller '\(owner)': the constraints of "
            + "'\(foreign.controller)' relate its own views, its root view and its guides",
          at: foreign.attribute.location)
      case .some:
        report(
          .invalidReference,
          "a constraint of '\(foreign.controller)' needs a view in \(foreign.attribute.name), but "
            + "'\(foreign.item)' is the \(symbol?.noun ?? "") at line \(symbol?.location.line ?? 0)",
          at: foreign.attribute.location)
      case nil:
        report(
          .unknownReference,
          "a constraint of '\(foreign.controller)' refers to '\(foreign.item)' in "
            + "\(foreign.attribute.name), but it is not a view of '\(foreign.controller)', its "
            + "root 'view' or a guide ('safeArea', 'layoutMargins')",
          at: foreign.attribute.location,
          hint: Suggestion.hint(for: foreign.item, in: foreign.candidates))
      }
    }
  }

  /// The constraints that keep each top-level view with a frame where the format puts it: its
  /// frame is relative to the content area below the bars, which is the root view's safe area
  /// from the top and the root view itself from the left, while Auto Layout's root view runs
  /// under the bars. Named `<view>#left`, `#top`, `#width`, `#height`.
  static func pinFrames(_ views: inout [View]) -> [LayoutConstraint] {
    var pins: [LayoutConstraint] = []
    for index in views.indices where views[index].layout.translatesAutoresizingMask {
      views[index].layout.translatesAutoresizingMask = false
      let view = views[index]
      func pin(
        _ attribute: LayoutAttribute, to item: String?, _ secondAttribute: LayoutAttribute,
        _ constant: Double
      ) {
        pins.append(
          LayoutConstraint(
            id: "\(view.id)#\(attribute.rawValue)", firstItem: view.id, firstAttribute: attribute,
            secondItem: item, secondAttribute: secondAttribute, constant: constant,
            location: view.location))
      }
      pin(.left, to: rootItem, .left, view.frame.minX)
      pin(.top, to: "safeArea", .top, view.frame.minY)
      pin(.width, to: nil, .notAnAttribute, view.frame.width)
      pin(.height, to: nil, .notAnAttribute, view.frame.height)
    }
    return pins
  }

  /// The root view the constraints are laid out in: the controller's view, with its guides.
  static func rootView(of element: ParsedElement, constraints: [LayoutConstraint]) -> RootView {
    RootView(
      id: rootItem, designFrame: .zero,
      layout: ViewLayout(
        translatesAutoresizingMask: true, constraints: constraints,
        guides: guides.map { LayoutGuide(id: $0.name, kind: $0.kind, location: element.location) }),
      location: element.location)
  }
}

extension LayoutAttribute {
  /// `firstBaseline`, `lastBaseline`.
  fileprivate var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// The attributes that flip in right-to-left languages.
  fileprivate var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  /// The attributes fixed to the left and right whatever the language.
  fileprivate var isAbsoluteDirection: Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(self)
  }
}
