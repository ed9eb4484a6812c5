import PaneDocModel
import PaneDocXML

/// Reads `<constraint>` elements. A constraint UIKit would refuse (an unknown attribute, a
/// multiplier of 0 on a position, attributes of different kinds) is a located warning and is
/// dropped, as is one that names an item the controller does not have.
enum IBConstraintReader {
  static func constraint(
    _ element: ParsedElement, holder: String, diagnostics: inout [Diagnostic]
  ) -> LayoutConstraint? {
    let id = element["id"] ?? "constraint at \(element.location.line):\(element.location.column)"
    func drop(_ why: String) -> LayoutConstraint? {
      diagnostics.append(
        .warning(
          IBDiagnosticCode.invalidConstraint, "constraint '\(id)' \(why); it is ignored",
          at: element.location))
      return nil
    }
    guard let firstText = element["firstAttribute"] else { return drop("has no firstAttribute") }
    guard let first = LayoutAttribute(fileName: firstText), first != .notAnAttribute else {
      return drop("has an unknown first attribute '\(firstText)'")
    }
    var second = LayoutAttribute.notAnAttribute
    if let text = element["secondAttribute"] {
      guard let value = LayoutAttribute(fileName: text) else {
        return drop("has an unknown second attribute '\(text)'")
      }
      second = value
    }
    let relation: LayoutRelation
    switch element["relation"] {
    case nil: relation = .equal
    case let text?:
      guard let value = LayoutRelation(rawValue: text) else {
        return drop("has an unknown relation '\(text)'")
      }
      relation = value
    }
    var multiplier = 1.0
    if let text = element["multiplier"] {
      guard let value = Self.multiplier(text) else {
        return drop("has a multiplier '\(text)' that is not a finite number or ratio")
      }
      multiplier = value
    }
    var constant = 0.0
    if let text = element["constant"] {
      guard let value = IBValues.number(text), IBViewLayoutReader.lengths.contains(value) else {
        return drop("has a constant '\(text)' out of range")
      }
      constant = value
    }
    var priority = LayoutConstraint.required
    if let text = element["priority"] {
      guard let value = IBValues.number(text), IBViewLayoutReader.priorities.contains(value) else {
        return drop("has a priority '\(text)' outside 1 to 1000")
      }
      priority = value
    }
    // A missing item is the view that holds the list, except a second item of a constant
    // constraint (`width == 44`), which has no second attribute either.
    let firstItem = element["firstItem"] ?? holder
    let secondItem = second == .notAnAttribute ? nil : element["secondItem"] ?? holder
    if second == .notAnAttribute {
      guard first.isSize else {
        return drop("ties the position '\(firstText)' to a constant; it needs a second item")
      }
    } else {
      guard first.isSize == second.isSize, first.isSize || first.axis == second.axis else {
        return drop(
          "relates '\(firstText)' to '\(element["secondAttribute"] ?? "")', which UIKit refuses")
      }
      guard first.isSize || multiplier != 0 else {
        return drop("has a multiplier of 0 on the position '\(firstText)'")
      }
    }
    return LayoutConstraint(
      id: id, firstItem: firstItem, firstAttribute: first, relation: relation,
      secondItem: secondItem, secondAttribute: second, multiplier: multiplier,
      constant: constant, priority: priority,
      constantVariations: constantVariations(of: element, id: id, diagnostics: &diagnostics),
      location: element.location)
  }

  /// The constants a constraint takes in other size classes (`<variation
  /// key="heightClass=compact" constant="8"/>`); one out of range is a warning and is dropped.
  static func constantVariations(
    of element: ParsedElement, id: String, diagnostics: inout [Diagnostic]
  ) -> [SizeClassVariation<Double>] {
    element.children(named: "variation").compactMap { variation in
      guard let traits = IBViewLayoutReader.traits(of: variation),
        let text = variation["constant"]
      else { return nil }
      guard let value = IBValues.number(text), IBViewLayoutReader.lengths.contains(value) else {
        diagnostics.append(
          .warning(
            IBDiagnosticCode.invalidConstraint,
            "constraint '\(id)' has a constant '\(text)' out of range in '\(variation["key"] ?? "")'; "
              + "the base constant applies there", at: variation.location))
        return nil
      }
      return SizeClassVariation(traits: traits, value: value)
    }
  }

  /// `2`, `0.5` or Interface Builder's ratio `51:32`.
  static func multiplier(_ text: String) -> Double? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 2 {
      guard let numerator = IBValues.number(String(parts[0])),
        let denominator = IBValues.number(String(parts[1])), denominator != 0
      else { return nil }
      let value = numerator / denominator
      return value.isFinite && abs(value) <= 1_000_000 ? value : nil
    }
    guard let value = IBValues.number(text), abs(value) <= 1_000_000 else { return nil }
    return value
  }

  /// Constraints whose items are all `known` (views, the root view, guides of the controller);
  /// the others are warnings and are dropped.
  static func keepingKnownItems(
    _ constraints: [LayoutConstraint], known: Set<String>, diagnostics: inout [Diagnostic]
  ) -> [LayoutConstraint] {
    constraints.filter { constraint in
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
      where !known.contains(item) {
        diagnostics.append(
          .warning(
            IBDiagnosticCode.invalidConstraint,
            "constraint '\(constraint.id)' names '\(item)', which is not a view or layout guide "
              + "PaneDoc lays out in this controller; it is ignored", at: constraint.location))
        return false
      }
      return true
    }
  }
}
