import PaneDocModel
import PaneDocXML

/// A split view controller's settings as Interface Builder writes them: short display mode and
/// behavior names on the element, and UIKit property names in runtime attributes.
enum IBSplitAttributes {
  /// Interface Builder's names (`beside`, `twoBeside`, …; [obs] NetNewsWire), the iOS 14 names,
  /// and the iOS 8 names, all onto the iOS 14 cases.
  static func displayMode(named name: String) -> DisplayMode? {
    switch name {
    case "automatic": .automatic
    case "secondaryOnly", "primaryHidden", "hidden": .secondaryOnly
    case "beside", "oneBeside", "oneBesideSecondary", "allVisible": .oneBesideSecondary
    case "over", "oneOver", "oneOverSecondary", "primaryOverlay", "overlay": .oneOverSecondary
    case "twoBeside", "twoBesideSecondary": .twoBesideSecondary
    case "twoOver", "twoOverSecondary": .twoOverSecondary
    case "twoDisplace", "twoDisplaceSecondary", "displace": .twoDisplaceSecondary
    default: nil
    }
  }

  /// `UISplitViewController.DisplayMode` raw values, as a number runtime attribute carries them.
  static func displayMode(rawValue: Int) -> DisplayMode? {
    let order: [DisplayMode] = [
      .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary,
      .twoOverSecondary, .twoDisplaceSecondary,
    ]
    return order.indices.contains(rawValue) ? order[rawValue] : nil
  }

  /// `behavior="tile|overlay|displace"` ([obs] NetNewsWire) or a `preferredSplitBehavior` name.
  static func behavior(named name: String) -> SplitBehavior? {
    SplitBehavior(rawValue: name)
  }

  static func behavior(rawValue: Int) -> SplitBehavior? {
    let order: [SplitBehavior] = [.automatic, .tile, .overlay, .displace]
    return order.indices.contains(rawValue) ? order[rawValue] : nil
  }

  static func primaryEdge(named name: String) -> SplitViewController.PrimaryEdge? {
    SplitViewController.PrimaryEdge(rawValue: name)
  }

  static func primaryEdge(rawValue: Int) -> SplitViewController.PrimaryEdge? {
    switch rawValue {
    case 0: .leading
    case 1: .trailing
    default: nil
    }
  }

  /// Applies the element's attributes: display mode, behavior, column widths and flags.
  static func apply(
    attributesOf element: ParsedElement, to split: inout SplitViewController,
    diagnostics: inout [Diagnostic]
  ) {
    for attribute in element.attributes {
      let value = attribute.value
      switch attribute.name {
      case "preferredDisplayMode":
        if let parsed = displayMode(named: value) {
          split.preferredDisplayMode = parsed
        } else {
          diagnostics.append(invalid(attribute))
        }
      case "behavior", "preferredSplitBehavior":
        if let parsed = behavior(named: value) {
          split.preferredSplitBehavior = parsed
        } else {
          diagnostics.append(invalid(attribute))
        }
      case "primaryEdge":
        if let parsed = primaryEdge(named: value) {
          split.primaryEdge = parsed
        } else {
          diagnostics.append(invalid(attribute))
        }
      case "presentsWithGesture", "showsSecondaryOnlyButton":
        guard let flag = IBValues.bool(value) else {
          diagnostics.append(invalid(attribute))
          continue
        }
        setFlag(attribute.name, flag, on: &split)
      default:
        if isColumnWidthKey(attribute.name) {
          if let number = IBValues.number(value) {
            setColumnWidth(attribute.name, number, on: &split)
          } else {
            diagnostics.append(invalid(attribute))
          }
        }
      }
    }
  }

  /// Applies a runtime attribute that names a split property; any other key path is the app's
  /// business and is left alone.
  static func apply(
    _ attribute: IBRuntimeAttribute, to split: inout SplitViewController,
    diagnostics: inout [Diagnostic]
  ) {
    let key = attribute.keyPath
    switch key {
    case "preferredDisplayMode":
      let parsed: DisplayMode? =
        switch attribute.value {
        case .string(let name): displayMode(named: name)
        default: attribute.integer.flatMap { displayMode(rawValue: $0) }
        }
      if let parsed {
        split.preferredDisplayMode = parsed
      } else {
        diagnostics.append(invalid(attribute))
      }
    case "preferredSplitBehavior":
      let parsed: SplitBehavior? =
        switch attribute.value {
        case .string(let name): behavior(named: name)
        default: attribute.integer.flatMap { behavior(rawValue: $0) }
        }
      if let parsed {
        split.preferredSplitBehavior = parsed
      } else {
        diagnostics.append(invalid(attribute))
      }
    case "primaryEdge":
      let parsed: SplitViewController.PrimaryEdge? =
        switch attribute.value {
        case .string(let name): primaryEdge(named: name)
        default: attribute.integer.flatMap { primaryEdge(rawValue: $0) }
        }
      if let parsed {
        split.primaryEdge = parsed
      } else {
        diagnostics.append(invalid(attribute))
      }
    case "presentsWithGesture", "showsSecondaryOnlyButton":
      if let flag = attribute.bool {
        setFlag(key, flag, on: &split)
      } else {
        diagnostics.append(invalid(attribute))
      }
    default:
      guard isColumnWidthKey(key) else { return }
      if let number = attribute.number {
        setColumnWidth(key, number, on: &split)
      } else {
        diagnostics.append(invalid(attribute))
      }
    }
  }

  private static func isColumnWidthKey(_ key: String) -> Bool {
    columnWidthField(key) != nil
  }

  /// `preferredPrimaryColumnWidthFraction`, `minimumSupplementaryColumnWidth`, … → column and field.
  private static func columnWidthField(_ key: String) -> (supplementary: Bool, field: String)? {
    let fields = [
      ("preferred", "ColumnWidthFraction", "fraction"), ("preferred", "ColumnWidth", "width"),
      ("minimum", "ColumnWidth", "minimum"), ("maximum", "ColumnWidth", "maximum"),
    ]
    for (prefix, suffix, field) in fields {
      for (column, supplementary) in [("Primary", false), ("Supplementary", true)]
      where key == prefix + column + suffix {
        return (supplementary, field)
      }
    }
    return nil
  }

  private static func setColumnWidth(
    _ key: String, _ value: Double, on split: inout SplitViewController
  ) {
    guard let (supplementary, field) = columnWidthField(key) else { return }
    var column = supplementary ? split.supplementaryColumn : split.primaryColumn
    switch field {
    case "fraction": column.fraction = value
    case "width": column.width = value
    case "minimum": column.minimum = value
    default: column.maximum = value
    }
    if supplementary { split.supplementaryColumn = column } else { split.primaryColumn = column }
  }

  private static func setFlag(_ key: String, _ flag: Bool, on split: inout SplitViewController) {
    if key == "presentsWithGesture" {
      split.presentsWithGesture = flag
    } else {
      split.showsSecondaryOnlyButton = flag
    }
  }

  private static func invalid(_ attribute: ParsedAttribute) -> Diagnostic {
    .warning(
      IBDiagnosticCode.invalidValue,
      "split view controller \(attribute.name) '\(attribute.value)' is not understood; the "
        + "default applies", at: attribute.location)
  }

  private static func invalid(_ attribute: IBRuntimeAttribute) -> Diagnostic {
    .warning(
      IBDiagnosticCode.invalidValue,
      "runtime attribute '\(attribute.keyPath)' has a value PaneDoc cannot use; the default "
        + "applies", at: attribute.location)
  }
}
