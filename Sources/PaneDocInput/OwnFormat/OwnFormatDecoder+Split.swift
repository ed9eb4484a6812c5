import PaneDocModel
import PaneDocXML

/// `splitViewController`: columns, display mode (iOS 14 names and the iOS 8 aliases), behavior,
/// column widths and the classic iOS 5 options.
extension OwnFormatDecoder {
  /// The iOS 8 – 13 display-mode names, read as their iOS 14 equivalents.
  static let displayModeAliases: KeyValuePairs<String, DisplayMode> = [
    "primaryHidden": .secondaryOnly,
    "allVisible": .oneBesideSecondary,
    "primaryOverlay": .oneOverSecondary,
  ]

  /// The column attributes in the order a split lists its children.
  private static let columns = ["primary", "supplementary", "secondary", "compact"]

  mutating func decodeSplit(_ element: ParsedElement, id: String) -> SplitViewController {
    var split = SplitViewController()
    split.style = choice(element, "style", SplitViewController.Style.self) ?? .unspecified
    var columnIDs: [String: String] = [:]
    for column in Self.columns {
      guard let attribute = element.attribute(column) else { continue }
      columnIDs[column] = attribute.value
      contain(attribute.value, from: attribute, container: element.name, id: id)
    }
    split.primary = columnIDs["primary"]
    split.supplementary = columnIDs["supplementary"]
    split.secondary = columnIDs["secondary"]
    split.compact = columnIDs["compact"]
    split.preferredDisplayMode =
      choice(element, "preferredDisplayMode", DisplayMode.self, aliases: Self.displayModeAliases)
      ?? .automatic
    split.preferredSplitBehavior =
      choice(element, "preferredSplitBehavior", SplitBehavior.self) ?? .automatic
    split.primaryColumn = columnWidth(element, "Primary")
    split.supplementaryColumn = columnWidth(element, "Supplementary")
    split.primaryEdge =
      choice(element, "primaryEdge", SplitViewController.PrimaryEdge.self) ?? .leading
    split.presentsWithGesture = bool(element, "presentsWithGesture", default: true)
    split.showsSecondaryOnlyButton = bool(element, "showsSecondaryOnlyButton", default: false)
    split.collapseSecondaryOntoPrimary = bool(
      element, "collapseSecondaryOntoPrimary", default: true)
    split.hidesPrimaryInPortrait = bool(element, "hidesPrimaryInPortrait", default: true)
    split.masterPresentation =
      choice(element, "masterPresentation", SplitViewController.MasterPresentation.self)
      ?? .slideOver
    warnAboutUnusedColumns(element, style: split.style)
    return split
  }

  /// `preferred<Column>ColumnWidthFraction`, `preferred…Width`, `minimum…Width`, `maximum…Width`.
  private mutating func columnWidth(_ element: ParsedElement, _ column: String)
    -> ColumnWidthPreference
  {
    let preference = ColumnWidthPreference(
      fraction: fraction(element, "preferred\(column)ColumnWidthFraction"),
      width: length(element, "preferred\(column)ColumnWidth"),
      minimum: length(element, "minimum\(column)ColumnWidth"),
      maximum: length(element, "maximum\(column)ColumnWidth"))
    if let minimum = preference.minimum, let maximum = preference.maximum, minimum > maximum,
      let attribute = element.attribute("minimum\(column)ColumnWidth")
    {
      report(
        .outOfRange,
        "minimum\(column)ColumnWidth \(attribute.value) is more than "
          + "maximum\(column)ColumnWidth \(element["maximum\(column)ColumnWidth"] ?? "")",
        at: attribute.location)
    }
    return preference
  }

  /// The supplementary column exists only in the triple-column style, the compact column only in
  /// the iOS 14 column styles: UIKit ignores them elsewhere, and so does the layout.
  private mutating func warnAboutUnusedColumns(
    _ element: ParsedElement, style: SplitViewController.Style
  ) {
    if style != .tripleColumn {
      let supplementary = element.attributes.filter {
        $0.name == "supplementary" || $0.name.contains("SupplementaryColumn")
      }
      for attribute in supplementary {
        report(
          .ignoredAttribute,
          "\(attribute.name) has no effect: only a split with style=\"tripleColumn\" has a "
            + "supplementary column", at: attribute.location)
      }
    }
    if style == .unspecified, let compact = element.attribute("compact") {
      report(
        .ignoredAttribute,
        "compact has no effect: only a split with style=\"doubleColumn\" or \"tripleColumn\" "
          + "has a compact column", at: compact.location)
    }
  }
}
