import PaneDocCore
import PaneDocModel

/// One value of a rule table: its text and, for a catalog value, its provenance.
public struct RuleCell: Sendable, Hashable {
  public let text: String
  public let source: Provenance?
  /// Whether the text is a name the tool takes (a slug, a profile), set as code in Markdown.
  public let isName: Bool

  init(text: String, source: Provenance?, isName: Bool = false) {
    self.text = text
    self.source = source
    self.isName = isName
  }
}

/// One table of the catalog: a title, column headings and rows of cells.
public struct RuleTable: Sendable, Hashable {
  public let title: String
  public let columns: [RuleCell]
  public let rows: [[RuleCell]]
}

/// The catalog as tables, each value with its provenance: what `panedoc rules` prints (Markdown
/// with numbered citations, or JSON) and what docs/layout-rules.md contains, so that the
/// documentation cannot drift from the numbers the engine uses. Per-profile tables take a column
/// per profile, so a new profile is a new column without a change here.
public enum RuleTables {
  /// Every table of the catalog, in the order docs/layout-rules.md shows them.
  public static func tables() -> [RuleTable] {
    [devices(), profiles(), popovers(), constants()]
  }

  /// The tables as Markdown: each tag followed by the number of its citation, then the list of
  /// sources they cite.
  public static func markdown() -> String {
    var citations: [String] = []
    func reference(_ source: Provenance) -> String {
      guard let citation = source.citation else { return source.tag.label }
      let line = "\(source.tag.label) \(citation)"
      if let index = citations.firstIndex(of: line) { return "\(source.tag.label) (\(index + 1))" }
      citations.append(line)
      return "\(source.tag.label) (\(citations.count))"
    }
    func text(_ cell: RuleCell) -> String {
      let text = cell.isName ? "`\(cell.text)`" : cell.text
      return cell.source.map { text + " " + reference($0) } ?? text
    }
    let sections = tables().map { table in
      let header = table.columns.map(text)
      let lines = [header, header.map { _ in "---" }] + table.rows.map { $0.map(text) }
      return "#### \(table.title)\n"
        + lines.map { "| " + $0.joined(separator: " | ") + " |\n" }.joined()
    }
    return sections.joined(separator: "\n") + "\n#### Sources\n"
      + citations.enumerated().map { "\($0.offset + 1). \($0.element)\n" }.joined()
  }

  // MARK: Tables

  /// One row per device: screen, safe areas, scale, multitasking widths, today's keyboard.
  static func devices() -> RuleTable {
    let rows = Device.all.map { device -> [RuleCell] in
      let widths = device.multitasking
      let keyboard = device.keyboard
      let none = RuleCell(text: "—", source: nil)
      return [
        RuleCell(text: device.id.rawValue, source: nil, isName: true),
        RuleCell(text: size(device.portraitScreen), source: device.screenSource),
        RuleCell(
          text: insets(device.portraitSafeArea) + " · " + insets(device.landscapeSafeArea),
          source: device.safeAreaSource),
        plain(number(device.scale)),
        widths.map {
          plain(
            [$0.landscapeOneThird, $0.landscapeHalf, $0.landscapeTwoThirds].map(number)
              .joined(separator: " / "))
        } ?? none,
        widths.map {
          plain([$0.portraitOneThird, $0.portraitTwoThirds].map(number).joined(separator: " / "))
        } ?? none,
        widths.map { RuleCell(text: number($0.slideOver), source: $0.source) } ?? none,
        RuleCell(
          text: number(keyboard.portrait) + " / " + number(keyboard.landscape),
          source: keyboard.source),
      ]
    }
    return RuleTable(
      title: "Devices",
      columns: [
        "slug", "portrait", "safe area portrait · landscape (t/l/b/r)", "scale",
        "landscape ⅓ / ½ / ⅔", "portrait ⅓ / ⅔", "slide-over (source of the widths)",
        "keyboard portrait / landscape",
      ].map(plain), rows: rows)
  }

  /// Bars, views and keyboards by profile.
  static func profiles() -> RuleTable {
    var rows: [[RuleCell]] = []
    let all = Profile.allCases.map(\.rules)
    func row<V>(_ name: String, _ value: (ProfileRules) -> Tagged<V>, _ text: (V) -> String) {
      rows.append([plain(name)] + all.map { cell(value($0), text) })
    }
    row("iPad navigation bar, toolbar", \.bars.padBar, number)
    row("iPhone navigation bar, toolbar (portrait)", \.bars.phoneBar, number)
    row("iPhone navigation bar, toolbar (landscape)", \.bars.compactPhoneBar, number)
    row("large title (added)", \.largeTitle, number)
    row("iPad tab bar", \.bars.padTabBar, number)
    row("iPhone tab bar", \.bars.phoneTabBar, number)
    row("views reach under their bars", \.viewsExtendUnderBars, yesNo)
    rows.append(
      [plain("keyboard")]
        + all.map { rules in
          switch rules.keyboards {
          case .same(let keyboard):
            RuleCell(
              text: number(keyboard.portrait) + " / " + number(keyboard.landscape),
              source: keyboard.source)
          case .eachDevice: plain("the device's (Devices)")
          }
        })
    return RuleTable(title: "Bars and views by profile", columns: profileColumns, rows: rows)
  }

  /// The popover and sheet metrics of every profile.
  static func popovers() -> RuleTable {
    let all = Profile.allCases.map(\.rules.popovers)
    var rows: [[RuleCell]] = [[plain("chrome")] + all.map { plain($0.chrome.style.rawValue) }]
    func row<V>(_ name: String, _ value: (PopoverMetrics) -> Tagged<V>?, _ text: (V) -> String) {
      rows.append(
        [plain(name)] + all.map { metrics in value(metrics).map { cell($0, text) } ?? plain("—") })
    }
    row("arrow height", \.chrome.arrowHeight, number)
    row("arrow base", \.chrome.arrowBase, number)
    row("corner radius", \.chrome.cornerRadius, number)
    row("border around the content", \.chrome.contentInsets, insets)
    row(
      "pin limit, up/down arrow: ⌊w/2⌋ − this − allowance", \.chrome.upDownCornerDistance, number)
    row(
      "pin limit, left/right arrow: ⌊h/2⌋ − this − allowance", \.chrome.leftRightCornerDistance,
      number)
    row("pin allowance", \.chrome.pinArrowAllowance, number)
    row("pin limit takes the effective corner radius", \.chrome.pinUsesEffectiveCornerRadius, yesNo)
    row(
      "side arrow centred up to this height (short mode)", \.chrome.shortModeMaximumHeight, number)
    row("default content size", \.defaultContentSize, size)
    row("default content size, wide windows", \.wideWindowContentSize) {
      size($0.size) + " when the window is ≥ " + number($0.minimumWindowWidth)
    }
    row("content width range", \.contentWidthRange) {
      number($0.lowerBound) + "–" + number($0.upperBound)
    }
    row("a navigation controller's bars add to the height", \.contentBarsAddToHeight, yesNo)
    row("default popoverLayoutMargins (t/l/b/r)", \.defaultLayoutMargins, insets)
    row(
      "default popoverLayoutMargins on an iPhone, where they differ", \.phoneLayoutMargins, insets)
    row("bar button item directions", \.barButtonItemDirections, directions)
    row("bar button item's bar stays interactive", \.barButtonItemBarIsPassthrough, yesNo)
    row("bar button item's popover zooms out of it, no arrow", \.barButtonItemZooms, yesNo)
    row("keyboard lifts the available area", \.keyboardAvoidance, yesNo)
    row("anchor under the keyboard moves above it", \.keyboardMovesCoveredAnchor, yesNo)
    row("direction order, landscape", \.landscapeDirectionOrder, order)
    row("direction order, portrait", \.portraitDirectionOrder, order)
    row("compact adaptation", \.adaptation) { $0.rawValue }
    row("form sheet (L: screen's long side)", \.formSheetSize, formSheet)
    row("form sheet corner radius", \.formSheetCornerRadius, number)
    row("page sheet width", \.pageSheetWidth, number)
    row("compact sheet gap below the safe area", \.compactSheetTopGap, number)
    row("automatic modal style", \.automaticModalStyle) { $0.rawValue }
    row("classic split master popover / slide-over width", \.masterPopoverContentWidth, number)
    return RuleTable(title: "Popovers and sheets by profile", columns: profileColumns, rows: rows)
  }

  /// The constants that do not depend on the profile.
  static func constants() -> RuleTable {
    var rows: [[RuleCell]] = []
    func row<V>(_ value: Tagged<V>, _ text: (V) -> String) {
      rows.append([plain(value.meaning), cell(value, text)])
    }
    for value in [
      SplitMetrics.classicMasterWidth, SplitMetrics.classicDividerWidth, SplitMetrics.dividerPixels,
      SplitMetrics.narrowPrimaryWidth, SplitMetrics.widePrimaryWidth,
      SplitMetrics.bigLandscapeScreen, SplitMetrics.bigScreen, SplitMetrics.hidingThirdFraction,
      SplitMetrics.hidingHalfFraction, SplitMetrics.phonePrimaryWidth,
      SplitMetrics.columnPrimaryDefaultMaximum, SplitMetrics.supplementaryWidth,
      SplitMetrics.narrowSupplementaryWidth, SplitMetrics.splitBehaviorThreshold,
      SplitMetrics.splitBehaviorThresholdM4, SplitMetrics.displaceMinimumWidth,
      SplitMetrics.portraitTileWidth, SplitMetrics.customSplitterWidth,
      SplitMetrics.narrowColumnWarningWidth, SizeClassMetrics.padRegularWidthAbove,
      MultitaskingWidths.slideOverVerticalMargin, BarMetrics.itemHeight, BarMetrics.itemMargin,
      BarMetrics.iconItemWidth, BarMetrics.titleWidthPerCharacter, BarMetrics.titlePadding,
      BarMetrics.searchBarHeight, BarMetrics.searchBarToolbarWidth,
      BarMetrics.floatingTabBarHeight, BarMetrics.floatingTabBarItemWidth,
    ] {
      row(value, number)
    }
    row(WindowMetrics.freeformMinimumSize, size)
    row(WindowMetrics.windowControlsSize, size)
    row(BarMetrics.titleWidthRange) { number($0.lowerBound) + "–" + number($0.upperBound) }
    row(SplitMetrics.hidesPrimaryInPortrait, yesNo)
    row(SplitMetrics.autoRevealsFullSidebar, yesNo)
    row(SplitMetrics.revealOverlaysInRestrictedWidth, yesNo)
    row(PopoverMetrics.contentHorizontalSizeClass) { $0.rawValue }
    return RuleTable(
      title: "Split views, size classes and bar items", columns: ["rule", "value"].map(plain),
      rows: rows)
  }

  // MARK: Cells

  private static let profileColumns =
    [plain("rule")]
    + Profile.allCases.map { RuleCell(text: $0.rawValue, source: nil, isName: true) }

  private static func cell<V>(_ value: Tagged<V>, _ text: (V) -> String) -> RuleCell {
    RuleCell(text: text(value.value), source: value.source)
  }

  private static func plain(_ text: String) -> RuleCell { RuleCell(text: text, source: nil) }

  private static func number(_ value: Double) -> String { value.messageNumber }

  private static func size(_ size: Size) -> String {
    "\(size.width.messageNumber)×\(size.height.messageNumber)"
  }

  private static func insets(_ insets: Insets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(\.messageNumber)
      .joined(separator: "/")
  }

  private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

  private static func directions(_ directions: ArrowDirections) -> String {
    let names: [(ArrowDirections, String)] = [
      (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"),
    ]
    return names.filter { directions.contains($0.0) }.map(\.1).joined(separator: ", ")
  }

  private static func order(_ order: [PresentationLayout.ArrowDirection]) -> String {
    order.map(\.rawValue).joined(separator: ", ")
  }

  private static func formSheet(_ sizes: PopoverMetrics.FormSheetSizes) -> String {
    guard sizes.smallUpTo.isFinite else { return size(sizes.small) }
    return size(sizes.small) + " (L ≤ " + number(sizes.smallUpTo) + "), " + size(sizes.medium)
      + ", " + size(sizes.large) + " (L ≥ " + number(sizes.largeFrom) + ")"
  }
}
