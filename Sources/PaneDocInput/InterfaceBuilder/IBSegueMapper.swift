import PaneDocModel
import PaneDocXML

/// Maps Interface Builder segues onto the model's kinds, sources and popover options.
struct IBSegueMapper {
  let index: IBObjectIndex
  /// Controller elements by id, for destinations' own presentation styles.
  let controllers: [String: ParsedElement]
  /// Every id inside a controller → the model id that stands for it.
  let standIn: [String: String]
  /// Storyboard references resolved within the file: segues go to the referenced controller.
  let references: IBStoryboardReferences

  /// The model segue, or `nil` (with the reason in `diagnostics`) when it cannot be laid out.
  func map(_ raw: IBSegueCollector.RawSegue, diagnostics: inout [Diagnostic]) -> Segue? {
    let element = raw.element
    let kindName = element["kind"] ?? ""
    let destination = references.resolve(element["destination"] ?? "")
    let kindLocation = element.attribute("kind")?.location ?? element.location
    guard var kind = Self.kind(named: kindName) else {
      if kindName == "embed" {
        diagnostics.append(
          .init(
            .note, code: IBDiagnosticCode.embedIgnored,
            message: "embed segue (a container view's child) is not a transition; it is ignored",
            at: kindLocation))
      } else {
        let what = kindName == "custom" ? "a custom segue" : "segue kind '\(kindName)'"
        diagnostics.append(
          .warning(
            IBDiagnosticCode.unsupportedSegue, "\(what) cannot be laid out; it is dropped",
            at: kindLocation))
      }
      return nil
    }
    let destinationLocation = element.attribute("destination")?.location ?? element.location
    if kind == .unwind {
      guard index.contains(destination) else {
        diagnostics.append(dangling("destination", destination, at: destinationLocation))
        return nil
      }
    } else if controllers[destination] == nil {
      diagnostics.append(dangling("destination", destination, at: destinationLocation))
      return nil
    }
    // `action` overrides the kind's selector ([obs] ENG, KXL).
    switch element["action"] {
    case "showDetailViewController:sender:": kind = .showDetail
    case "showViewController:sender:" where kind == .showDetail: kind = .show
    default: break
    }
    var segue = Segue(
      id: element["id"] ?? "\(raw.trigger)#segue.\(element.location.line)", kind: kind,
      source: raw.trigger, destination: kind == .unwind ? nil : destination,
      identifier: element["identifier"], location: element.location)
    switch kind {
    case .present:
      segue.modalPresentationStyle = presentationStyle(
        element, destination: destination, diagnostics: &diagnostics)
    case .replace:
      segue.splitViewDetail = element["splitViewControllerTargetIndex"] == "1"
    default:
      break
    }
    if segue.presentsPopover {
      segue.source = anchor(element, trigger: raw.trigger, diagnostics: &diagnostics)
      segue.popover.permittedArrowDirections = arrows(element, diagnostics: &diagnostics)
    }
    return segue
  }

  static func kind(named name: String) -> Segue.Kind? {
    switch name {
    case "popover", "popoverPresentation": .popover
    case "presentation", "modal": .present
    case "showDetail": .showDetail
    case "replace": .replace
    case "show": .show
    case "push": .push
    case "unwind": .unwind
    default: nil
    }
  }

  /// `popoverAnchorBarButtonItem`, else `popoverAnchorView`, else the trigger.
  private func anchor(_ element: ParsedElement, trigger: String, diagnostics: inout [Diagnostic])
    -> String
  {
    guard
      let attribute = element.attribute("popoverAnchorBarButtonItem")
        ?? element.attribute("popoverAnchorView")
    else { return trigger }
    guard index.contains(attribute.value) else {
      diagnostics.append(
        dangling(
          attribute.name, attribute.value, at: attribute.location,
          consequence: "the popover is anchored at '\(trigger)'"))
      return trigger
    }
    guard let model = standIn[attribute.value] else {
      diagnostics.append(
        .warning(
          IBDiagnosticCode.danglingReference,
          "\(attribute.name) '\(attribute.value)' is not inside a view controller; the popover "
            + "is anchored at '\(trigger)'", at: attribute.location))
      return trigger
    }
    if model != attribute.value {
      let element = index.entries[attribute.value]?.element ?? "object"
      diagnostics.append(
        .init(
          .note, code: IBDiagnosticCode.anchorApproximated,
          message: "popover anchor '\(attribute.value)' (a <\(element)>) is not drawn; '\(model)' "
            + "stands in for it", at: attribute.location))
    }
    return model
  }

  /// The `<popoverArrowDirection>` child; every direction when it is absent.
  private func arrows(_ element: ParsedElement, diagnostics: inout [Diagnostic]) -> ArrowDirections
  {
    guard let child = element.child(named: "popoverArrowDirection") else { return .any }
    var directions: ArrowDirections = []
    let names: [(String, ArrowDirections)] = [
      ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ]
    for (name, direction) in names where IBValues.bool(child[name]) == true {
      directions.insert(direction)
    }
    guard directions.isEmpty else { return directions }
    diagnostics.append(
      .warning(
        IBDiagnosticCode.invalidValue,
        "popover arrow directions permit no direction; any direction is assumed",
        at: child.location))
    return .any
  }

  /// The segue's `modalPresentationStyle`, else the destination's own, under UIKit's names.
  private func presentationStyle(
    _ element: ParsedElement, destination: String, diagnostics: inout [Diagnostic]
  ) -> ModalPresentationStyle? {
    guard
      let attribute = element.attribute("modalPresentationStyle")
        ?? controllers[destination]?.attribute("modalPresentationStyle")
    else { return nil }
    if let style = ModalPresentationStyle(rawValue: attribute.value) { return style }
    diagnostics.append(
      .warning(
        IBDiagnosticCode.invalidValue,
        "modalPresentationStyle '\(attribute.value)' is not laid out; the default applies",
        at: attribute.location))
    return nil
  }

  private func dangling(
    _ attribute: String, _ id: String, at location: SourceLocation,
    consequence: String = "the segue is dropped"
  ) -> Diagnostic {
    let what = index.entries[id].map { "names a <\($0.element)>" } ?? "names no object in the file"
    return .warning(
      IBDiagnosticCode.danglingReference,
      "segue \(attribute) '\(id)' \(what); \(consequence)", at: location)
  }
}
