import PaneDocModel
import PaneDocXML

/// Reads what Auto Layout needs of one view element: its flags, priorities, margins, guides,
/// stack view attributes and the constraints it holds (checked later, once every item of the
/// controller is known).
enum IBViewLayoutReader {
  /// The highest priority a file may write (`UILayoutPriority.required`).
  static let priorities = 1.0...1000.0
  /// How far a constant or margin may reach; larger values are taken for damage, not design.
  static let lengths = -1_000_000.0...1_000_000.0

  static func layout(
    of element: ParsedElement, id: String, kind: ViewKind, diagnostics: inout [Diagnostic]
  ) -> ViewLayout {
    var layout = ViewLayout()
    layout.translatesAutoresizingMask =
      IBValues.bool(element["translatesAutoresizingMaskIntoConstraints"]) ?? true
    layout.autoresizingMask = autoresizingMask(of: element)
    func priority(_ name: String, default value: Double) -> Double {
      guard let text = element[name] else { return value }
      guard let number = IBValues.number(text), priorities.contains(number) else {
        diagnostics.append(invalid(name, text, at: element.location))
        return value
      }
      return number
    }
    layout.contentHugging = AxisPriorities(
      horizontal: priority("horizontalHuggingPriority", default: 250),
      vertical: priority("verticalHuggingPriority", default: 250))
    layout.compressionResistance = AxisPriorities(
      horizontal: priority("horizontalCompressionResistancePriority", default: 750),
      vertical: priority("verticalCompressionResistancePriority", default: 750))
    layout.intrinsicSize = intrinsicSize(of: kind, element: element)
    layout.wrappingText = IBTextReader.wrappingText(of: element, diagnostics: &diagnostics)
    layout.isMisplaced = IBValues.bool(element["misplaced"]) ?? false
    layout.isAmbiguous = IBValues.bool(element["ambiguous"]) ?? false
    if let insets = element.children.first(where: {
      $0.name == "edgeInsets" && $0["key"] == "layoutMargins"
    }) {
      layout.layoutMargins = margins(insets, diagnostics: &diagnostics)
    }
    layout.preservesSuperviewLayoutMargins =
      IBValues.bool(element["preservesSuperviewLayoutMargins"]) ?? false
    layout.insetsLayoutMarginsFromSafeArea =
      IBValues.bool(element["insetsLayoutMarginsFromSafeArea"]) ?? true
    layout.guides = guides(of: element)
    if kind == .stackView { layout.stack = stack(element, diagnostics: &diagnostics) }
    layout.constraints = element.children(named: "constraints").flatMap(\.children)
      .filter { $0.name == "constraint" }
      .compactMap { IBConstraintReader.constraint($0, holder: id, diagnostics: &diagnostics) }
    layout.constraintMasks = installMasks(of: element, key: "constraints")
    layout.subviewMasks = installMasks(of: element, key: "subviews")
    return layout
  }

  /// The size classes of a `<variation key=…>`; `nil` for a key that names other traits.
  static func traits(of variation: ParsedElement) -> SizeClassTraits? {
    variation["key"].flatMap(SizeClassTraits.init(key:))
  }

  /// Which constraints (`key="constraints"`) or subviews (`key="subviews"`) each size class
  /// installs or leaves out (`<variation key=…><mask key=…><exclude reference=…/>`), in
  /// document order.
  static func installMasks(of element: ParsedElement, key: String) -> [InstallMask] {
    element.children(named: "variation").compactMap { variation -> InstallMask? in
      guard let traits = traits(of: variation) else { return nil }
      let masks = variation.children(named: "mask").filter { $0["key"] == key }
      guard !masks.isEmpty else { return nil }
      let entries = masks.flatMap(\.children)
      return InstallMask(
        traits: traits,
        included: entries.filter { $0.name == "include" }.compactMap { $0["reference"] },
        excluded: entries.filter { $0.name == "exclude" }.compactMap { $0["reference"] })
    }
  }

  /// The `<autoresizingMask>` child; `nil` when there is none.
  static func autoresizingMask(of element: ParsedElement) -> AutoresizingMask? {
    guard
      let mask = element.children.first(where: {
        $0.name == "autoresizingMask" && $0["key"] == "autoresizingMask"
      })
    else { return nil }
    return AutoresizingMask(
      flexibleLeftMargin: mask["flexibleMinX"] == "YES",
      flexibleWidth: mask["widthSizable"] == "YES",
      flexibleRightMargin: mask["flexibleMaxX"] == "YES",
      flexibleTopMargin: mask["flexibleMinY"] == "YES",
      flexibleHeight: mask["heightSizable"] == "YES",
      flexibleBottomMargin: mask["flexibleMaxY"] == "YES")
  }

  /// The guides a view owns: its safe area, a scroll view's content and frame guides.
  static func guides(of element: ParsedElement) -> [LayoutGuide] {
    element.children(named: "viewLayoutGuide").compactMap { guide in
      guard let id = guide["id"] else { return nil }
      let kind: LayoutGuide.Kind? =
        switch guide["key"] {
        case "safeArea": .safeArea
        case "contentLayoutGuide": .content
        case "frameLayoutGuide": .frame
        default: nil
        }
      return kind.map { LayoutGuide(id: id, kind: $0, location: guide.location) }
    }
  }

  /// The controller's legacy `<layoutGuides>` (`topLayoutGuide`, `bottomLayoutGuide`).
  static func controllerGuides(of controller: ParsedElement) -> [LayoutGuide] {
    controller.children(named: "layoutGuides").flatMap(\.children).compactMap { guide in
      guard guide.name == "viewControllerLayoutGuide", let id = guide["id"] else { return nil }
      switch guide["type"] {
      case "top": return LayoutGuide(id: id, kind: .topLayoutGuide, location: guide.location)
      case "bottom": return LayoutGuide(id: id, kind: .bottomLayoutGuide, location: guide.location)
      default: return nil
      }
    }
  }

  /// Which axes of a view its content sizes. Text, images and controls are sized by what they
  /// show, which PaneDoc does not measure, so their design frame stands for it; a few controls
  /// have one size UIKit gives them all.
  static func intrinsicSize(of kind: ViewKind, element: ParsedElement) -> IntrinsicSize {
    switch kind {
    case .label, .button, .imageView, .segmentedControl, .stepper, .pageControl:
      return .designFrame(width: true, height: true)
    case .textField, .slider, .progressView:
      // Their width is whatever the constraints give; the height is the control's.
      return .designFrame(width: false, height: true)
    case .switchControl, .activityIndicatorView:
      return .designFrame(width: true, height: true)
    case .textView where IBValues.bool(element["scrollEnabled"]) == false:
      return .designFrame(width: false, height: true)
    default:
      return .none
    }
  }

  private static func stack(_ element: ParsedElement, diagnostics: inout [Diagnostic])
    -> StackLayout
  {
    var stack = StackLayout()
    stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
    if let text = element["distribution"] {
      if let value = StackLayout.Distribution(rawValue: text) {
        stack.distribution = value
      } else {
        diagnostics.append(invalid("distribution", text, at: element.location))
      }
    }
    if let text = element["alignment"] {
      if let value = StackLayout.Alignment(rawValue: text == "baseline" ? "lastBaseline" : text) {
        stack.alignment = value
      } else {
        diagnostics.append(invalid("alignment", text, at: element.location))
      }
    }
    if element["spacingType"] == "standard" {
      stack.spacing = StackLayout.standardSpacing
    } else if let text = element["spacing"] {
      if let value = IBValues.number(text), lengths.contains(value) {
        stack.spacing = value
      } else {
        diagnostics.append(invalid("spacing", text, at: element.location))
      }
    }
    stack.baselineRelative = IBValues.bool(element["baselineRelativeArrangement"]) ?? false
    stack.layoutMarginsRelative =
      IBValues.bool(element["layoutMarginsRelativeArrangement"]) ?? false
    return stack
  }

  private static func margins(_ element: ParsedElement, diagnostics: inout [Diagnostic]) -> Insets?
  {
    var values: [Double] = []
    for side in ["top", "left", "bottom", "right"] {
      guard let value = IBValues.number(element[side] ?? "0"), lengths.contains(value) else {
        diagnostics.append(invalid(side, element[side] ?? "", at: element.location))
        return nil
      }
      values.append(value)
    }
    return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  static func invalid(_ name: String, _ value: String, at location: SourceLocation) -> Diagnostic {
    .warning(
      IBDiagnosticCode.invalidValue,
      "'\(value)' is not a valid \(name); the default applies", at: location)
  }
}
