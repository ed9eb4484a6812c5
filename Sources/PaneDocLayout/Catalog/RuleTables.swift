import PaneDocModel

/// The catalog as Markdown tables, each value with its tag and a numbered citation: what
/// `panedoc rules` prints and what the README's layout rules contain, so that the documentation
/// cannot drift from the numbers the engine uses. Per-profile tables take a column per profile,
/// so a new profile is a new column without a change here.
public struct RuleTables {
  /// The citations in the order the tables first use them.
  private var citations: [String] = []

  /// Every table and the list of sources they cite.
  public static func markdown() -> String {
    var tables = RuleTables()
    let sections = [
      tables.devices(), tables.profiles(), tables.popovers(), tables.constants(),
    ]
    return sections.joined(separator: "\n") + "\n" + tables.sources()
  }

  // MARK: Tables

  /// One row per device: screen, safe areas, scale, multitasking widths, today's keyboard.
  mutating func devices() -> String {
    var rows: [[String]] = []
    for device in Device.all {
      let widths = device.multitasking
      let keyboard = device.keyboard
      rows.append([
        "`\(device.slug)`", Self.size(device.portraitScreen) + " " + tag(device.screenSource),
        Self.insets(device.portraitSafeArea) + " · " + Self.insets(device.landscapeSafeArea) + " "
          + tag(device.safeAreaSource),
        Self.number(device.scale),
        widths.map {
          [$0.landscapeOneThird, $0.landscapeHalf, $0.landscapeTwoThirds].map(Self.number)
            .joined(separator: " / ")
        } ?? "—",
        widths.map {
          [$0.portraitOneThird, $0.portraitTwoThirds].map(Self.number).joined(separator: " / ")
        } ?? "—",
        widths.map { Self.number($0.slideOver) + " " + tag($0.source) } ?? "—",
        Self.number(keyboard.portrait) + " / " + Self.number(keyboard.landscape) + " "
          + tag(keyboard.source),
      ])
    }
    return "#### Devices\n"
      + Self.table(
        header: [
          "slug", "portrait", "safe area portrait · landscape (t/l/b/r)", "scale",
          "landscape ⅓ / ½ / ⅔", "portrait ⅓ / ⅔", "slide-over (source of the widths)",
          "keyboard portrait / landscape",
        ], rows: rows)
  }

  /// Bars, views and keyboards by profile.
  mutating func profiles() -> String {
    var rows: [[String]] = []
    func row(_ name: String, _ value: (Profile) -> Tagged<Double>) {
      rows.append([name] + Profile.allCases.map { cell(value($0), Self.number) })
    }
    row("iPad navigation bar, toolbar") {
      BarMetrics.navigationBarHeight(profile: $0, idiom: .pad, verticalSizeClass: .regular)
    }
    row("iPhone navigation bar, toolbar (portrait)") {
      BarMetrics.navigationBarHeight(profile: $0, idiom: .phone, verticalSizeClass: .regular)
    }
    row("iPhone navigation bar, toolbar (landscape)") {
      BarMetrics.navigationBarHeight(profile: $0, idiom: .phone, verticalSizeClass: .compact)
    }
    row("large title (added)") { BarMetrics.largeTitle(profile: $0) }
    row("iPad tab bar") { BarMetrics.tabBarHeight(profile: $0, idiom: .pad) }
    row("iPhone tab bar") { BarMetrics.tabBarHeight(profile: $0, idiom: .phone) }
    rows.append(
      ["views reach under their bars"]
        + Profile.allCases.map { cell(BarMetrics.viewsExtendUnderBars(profile: $0), Self.yesNo) })
    rows.append(
      ["keyboard"]
        + Profile.allCases.map { profile in
          profile == .ios6
            ? Self.number(KeyboardHeights.classicPad.portrait) + " / "
              + Self.number(KeyboardHeights.classicPad.landscape) + " "
              + tag(KeyboardHeights.classicPad.source)
            : "the device's (Devices)"
        })
    return "#### Bars and views by profile\n"
      + Self.table(header: ["rule"] + Profile.allCases.map { "`\($0.rawValue)`" }, rows: rows)
  }

  /// The popover and sheet metrics of every profile.
  mutating func popovers() -> String {
    let all = Profile.allCases.map(PopoverMetrics.metrics(for:))
    var rows: [[String]] = []
    func row<V>(_ name: String, _ value: (PopoverMetrics) -> Tagged<V>?, _ text: (V) -> String) {
      rows.append([name] + all.map { metrics in value(metrics).map { cell($0, text) } ?? "—" })
    }
    rows.append(["chrome"] + all.map { $0.chrome.style.rawValue })
    row("arrow height", \.chrome.arrowHeight, Self.number)
    row("arrow base", \.chrome.arrowBase, Self.number)
    row("corner radius", \.chrome.cornerRadius, Self.number)
    row("border around the content", \.chrome.contentInsets, Self.insets)
    row(
      "pin limit, up/down arrow: ⌊w/2⌋ − this − allowance", \.chrome.upDownCornerDistance,
      Self.number)
    row(
      "pin limit, left/right arrow: ⌊h/2⌋ − this − allowance", \.chrome.leftRightCornerDistance,
      Self.number)
    row("pin allowance", \.chrome.pinArrowAllowance, Self.number)
    row(
      "side arrow centred up to this height (short mode)", \.chrome.shortModeMaximumHeight,
      Self.number)
    row("default content size", \.defaultContentSize, Self.size)
    row("default content size, wide windows", \.wideWindowContentSize) {
      Self.size($0.size) + " when the window is ≥ " + Self.number($0.minimumWindowWidth)
    }
    row("content width range", \.contentWidthRange) {
      Self.number($0.lowerBound) + "–" + Self.number($0.upperBound)
    }
    row("a navigation controller's bars add to the height", \.contentBarsAddToHeight, Self.yesNo)
    row("default popoverLayoutMargins (t/l/b/r)", \.defaultLayoutMargins, Self.insets)
    row("bar button item directions", \.barButtonItemDirections, Self.directions)
    row("bar button item's bar stays interactive", \.barButtonItemBarIsPassthrough, Self.yesNo)
    row("keyboard lifts the available area", \.keyboardAvoidance, Self.yesNo)
    row("anchor under the keyboard moves above it", \.keyboardMovesCoveredAnchor, Self.yesNo)
    row("direction order, landscape", \.landscapeDirectionOrder, Self.order)
    row("direction order, portrait", \.portraitDirectionOrder, Self.order)
    row("compact adaptation", \.adaptation) { $0.rawValue }
    row("form sheet (L: screen's long side)", \.formSheetSize, Self.formSheet)
    row("form sheet corner radius", \.formSheetCornerRadius, Self.number)
    row("page sheet width", \.pageSheetWidth, Self.number)
    row("compact sheet gap below the safe area", \.compactSheetTopGap, Self.number)
    row("automatic modal style", \.automaticModalStyle) { $0.rawValue }
    row("classic split master popover / slide-over width", \.masterPopoverContentWidth, Self.number)
    return "#### Popovers and sheets by profile\n"
      + Self.table(header: ["rule"] + Profile.allCases.map { "`\($0.rawValue)`" }, rows: rows)
  }

  /// The constants that do not depend on the profile.
  mutating func constants() -> String {
    var rows: [[String]] = []
    func row<V>(_ value: Tagged<V>, _ text: (V) -> String) {
      rows.append([value.meaning, cell(value, text)])
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
    ] {
      row(value, Self.number)
    }
    row(BarMetrics.titleWidthRange) {
      Self.number($0.lowerBound) + "–" + Self.number($0.upperBound)
    }
    row(SplitMetrics.hidesPrimaryInPortrait, Self.yesNo)
    row(PopoverMetrics.contentHorizontalSizeClass) { $0.rawValue }
    return "#### Split views, size classes and bar items\n"
      + Self.table(header: ["rule", "value"], rows: rows)
  }

  /// The numbered citations the tables used.
  func sources() -> String {
    "#### Sources\n"
      + citations.enumerated().map { "\($0.offset + 1). \($0.element)\n" }.joined()
  }

  // MARK: Cells

  /// `13 [src] (4)`: the value, its tag, and the number of its citation, if any.
  private mutating func cell<V>(_ value: Tagged<V>, _ text: (V) -> String) -> String {
    text(value.value) + " " + tag(value.source)
  }

  private mutating func tag(_ source: Provenance) -> String {
    guard let citation = source.citation else { return source.tag.label }
    let line = "\(source.tag.label) \(citation)"
    if let index = citations.firstIndex(of: line) { return "\(source.tag.label) (\(index + 1))" }
    citations.append(line)
    return "\(source.tag.label) (\(citations.count))"
  }

  private static func table(header: [String], rows: [[String]]) -> String {
    let lines = [header, header.map { _ in "---" }] + rows
    return lines.map { "| " + $0.joined(separator: " | ") + " |\n" }.joined()
  }

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
