import PaneDocModel
import PaneDocXML

/// Segues: kind, source and destination, presentation style and the popover options.
extension OwnFormatDecoder {
  /// The attributes that only a segue presenting a popover uses.
  private static let popoverAttributes = [
    "permittedArrowDirections", "popoverContentSize", "popoverLayoutMargins", "passthroughViews",
    "canOverlapSourceViewRect", "adaptivePresentationStyle", "keyboardVisible",
  ]

  mutating func decodeSegue(_ element: ParsedElement) -> Segue? {
    let idAttribute = required(element, "id")
    if let idAttribute { define(idAttribute, as: .segue) }
    let kindAttribute = required(element, "kind")
    let kind = choice(element, "kind", Segue.Kind.self)
    let referrer = "segue '\(idAttribute?.value ?? "")'"
    let source = required(element, "source")
    if let source {
      refer(to: source.value, from: source, by: referrer, accepting: .segueSource)
    }
    let destination = element.attribute("destination")
    if let destination, kind == .unwind {
      report(
        .invalidSegue,
        "\(referrer) is an unwind segue, which has no destination: it dismisses the "
          + "presentation that contains its source", at: destination.location,
        hint: "remove destination=\"\(destination.value)\"")
    } else if let destination {
      refer(to: destination.value, from: destination, by: referrer, accepting: .segueDestination)
    } else if let kind, kind != .unwind {
      report(
        .invalidSegue, "\(referrer) is a \(kind.rawValue) segue and needs a destination",
        at: element.location, hint: "add destination=\"<controller id>\"")
    }
    let style = choice(element, "modalPresentationStyle", ModalPresentationStyle.self)
    if let attribute = element.attribute("modalPresentationStyle"), let kind, kind != .present {
      report(
        .ignoredAttribute,
        "modalPresentationStyle has no effect on a \(kind.rawValue) segue, only on present",
        at: attribute.location)
    }
    let splitViewDetail = bool(element, "splitViewDetail", default: false)
    if let attribute = element.attribute("splitViewDetail"), let kind, kind != .replace {
      report(
        .ignoredAttribute,
        "splitViewDetail has no effect on a \(kind.rawValue) segue, only on replace",
        at: attribute.location)
    }
    let popover = decodePopoverOptions(element, referrer: referrer)
    guard let idAttribute, kindAttribute != nil, let kind, let source else { return nil }
    let segue = Segue(
      id: idAttribute.value, kind: kind, source: source.value,
      destination: kind == .unwind ? nil : destination?.value,
      identifier: element["identifier"], modalPresentationStyle: style,
      splitViewDetail: splitViewDetail, popover: popover, location: element.location)
    if !segue.presentsPopover { warnAboutPopoverOptions(element, kind: kind) }
    return segue
  }

  private mutating func decodePopoverOptions(_ element: ParsedElement, referrer: String)
    -> PopoverOptions
  {
    var options = PopoverOptions()
    if let attribute = element.attribute("permittedArrowDirections") {
      options.permittedArrowDirections = arrowDirections(attribute) ?? .any
    }
    options.popoverContentSize = size(element, "popoverContentSize")
    options.popoverLayoutMargins = insets(element, "popoverLayoutMargins")
    if let attribute = element.attribute("passthroughViews") {
      options.passthroughViews = ValueSyntax.words(attribute.value)
      for target in options.passthroughViews {
        refer(to: target, from: attribute, by: referrer, accepting: .anchor)
      }
    }
    options.canOverlapSourceViewRect = bool(element, "canOverlapSourceViewRect", default: false)
    options.adaptivePresentationStyle =
      choice(element, "adaptivePresentationStyle", AdaptivePresentationStyle.self) ?? .automatic
    options.keyboardVisible = bool(element, "keyboardVisible", default: false)
    if let background = element.child(named: "popoverBackground") {
      options.background = decodePopoverBackground(background)
    }
    return options
  }

  /// `any`, or a space-separated list of `up`, `down`, `left`, `right`.
  private mutating func arrowDirections(_ attribute: ParsedAttribute) -> ArrowDirections? {
    let names: KeyValuePairs<String, ArrowDirections> = [
      "any": .any, "up": .up, "down": .down, "left": .left, "right": .right,
    ]
    let words = ValueSyntax.words(attribute.value)
    guard !words.isEmpty else {
      unknownValue(attribute, expected: names.map(\.key))
      return nil
    }
    var directions: ArrowDirections = []
    var valid = true
    for word in words {
      if let direction = names.first(where: { $0.key == word })?.value {
        directions.formUnion(direction)
      } else {
        unknownValue(attribute, expected: names.map(\.key), value: word)
        valid = false
      }
    }
    return valid ? directions : nil
  }

  private mutating func decodePopoverBackground(_ element: ParsedElement) -> PopoverBackground? {
    let arrowHeight = required(element, "arrowHeight") != nil ? length(element, "arrowHeight") : nil
    let arrowBase = required(element, "arrowBase") != nil ? length(element, "arrowBase") : nil
    let insets = insets(element, "contentViewInsets")
    let cornerDistance = length(element, "minimumCornerDistance")
    guard let arrowHeight, let arrowBase else { return nil }
    return PopoverBackground(
      arrowHeight: arrowHeight, arrowBase: arrowBase, contentViewInsets: insets ?? .zero,
      minimumCornerDistance: cornerDistance ?? 0)
  }

  /// Popover options on a segue that presents no popover do nothing; say so rather than let
  /// the writer wonder why the layout ignores them.
  private mutating func warnAboutPopoverOptions(_ element: ParsedElement, kind: Segue.Kind) {
    let what =
      kind == .present
      ? "a present segue whose modalPresentationStyle is not popover"
      : "a \(kind.rawValue) segue"
    for attribute in element.attributes where Self.popoverAttributes.contains(attribute.name) {
      report(
        .ignoredAttribute, "\(attribute.name) has no effect on \(what)", at: attribute.location)
    }
    if let background = element.child(named: "popoverBackground") {
      report(
        .ignoredAttribute, "popoverBackground has no effect on \(what)", at: background.location)
    }
  }
}
