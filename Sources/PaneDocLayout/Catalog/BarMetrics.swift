import PaneDocCore
import PaneDocModel

/// Bar heights (docs/layout-rules.md, Bars) and the estimates that place bar button items. Which
/// heights and bar rules an era has is its `ProfileRules`; the functions here look them up.
public enum BarMetrics {
  /// `ios6` navigation bars and toolbars [obs].
  public static let classicBar = Tagged(44.0, .observed, "navigation bar and toolbar height (ios6)")
  /// Geoff Hackworth's comparison of iPad apps built with Xcode 9 and 10 saw the iPad's bars grow
  /// with iOS 12.
  static let hackworthPadPro = Provenance.obs(
    "G. Hackworth, How iPad Apps Adapt to the New 11\" and 12.9\" iPads Pro (2018)")
  /// iPad navigation bars and toolbars from iOS 12 (iOS 8 – 11 kept 44) [obs].
  public static let padBar = Tagged(
    50.0, hackworthPadPro, "iPad navigation bar and toolbar height (iOS 12 on)")
  /// iPhone bars in a regular height (portrait) [obs].
  public static let phoneBar = Tagged(
    44.0, .observed, "iPhone navigation bar and toolbar height in portrait")
  /// iPhone bars in a compact height (landscape) [obs].
  public static let compactPhoneBar = Tagged(
    32.0, .observed, "iPhone navigation bar and toolbar height in landscape")
  /// What a large title adds to a navigation bar [obs].
  public static let largeTitleExtra = Tagged(52.0, .observed, "large title (added to the bar)")
  /// Large titles arrived with iOS 11, so `ios6` has none.
  public static let noLargeTitle = Tagged(
    0.0, .doc("UINavigationBar prefersLargeTitles (iOS 11)"), "large title (added to the bar)")
  /// Tab bars before iOS 12 and on iPhones [obs].
  public static let classicTabBar = Tagged(
    49.0, .observed, "tab bar height (iPhone; iPad before iOS 12)")
  /// iPad tab bars from iOS 12 [obs].
  public static let padTabBar = Tagged(50.0, hackworthPadPro, "iPad tab bar height (iOS 12 on)")

  /// iOS 5/6 views stop at their bars; iOS 7 added `edgesForExtendedLayout`, default all edges.
  public static let classicViewsBetweenBars = Tagged(
    false, .doc("iOS 7 UI Transition Guide: edgesForExtendedLayout"),
    "a controller's view starts below its navigation bar and ends above its toolbar")
  public static let viewsUnderBars = Tagged(
    true, .doc("UIViewController edgesForExtendedLayout (default .all)"),
    "a controller's view extends under its navigation bar and toolbar")

  /// What a large title adds in an era, when the controller prefers one.
  ///
  /// These functions take the era's rules rather than its `Profile`: the layout walk holds the
  /// rules it took once (`LayoutFacts.rules`), and asking `profile.rules` at every bar would copy
  /// the whole table each time.
  public static func largeTitle(rules: ProfileRules, prefersLargeTitles: Bool) -> Double {
    prefersLargeTitles ? rules.largeTitle.value : 0
  }

  /// A navigation bar's height, without a large title.
  public static func navigationBar(
    rules: ProfileRules, idiom: Device.Idiom, verticalSizeClass: SizeClass
  ) -> Double {
    rules.bars.navigationBar(idiom: idiom, verticalSizeClass: verticalSizeClass).value
  }

  /// A toolbar is as tall as the navigation bar [obs].
  public static func toolbar(rules: ProfileRules, idiom: Device.Idiom, verticalSizeClass: SizeClass)
    -> Double
  {
    navigationBar(rules: rules, idiom: idiom, verticalSizeClass: verticalSizeClass)
  }

  /// From iPadOS 18 (`ios26` here) a regular-width iPad's tab bar floats at the top, centred in
  /// the navigation bar's row, over the selected child, which keeps the whole height [doc: the
  /// iPadOS 18 tab bar]; its height and tab width are estimates [inf].
  public static let floatingTabBarHeight = Tagged(
    44.0, .inferred, "floating iPad tab bar height (iPadOS 18 on)")
  public static let floatingTabBarItemWidth = Tagged(
    100.0, .inferred, "floating iPad tab bar width per tab")

  /// Whether a tab bar floats at the top (see `floatingTabBarHeight`).
  public static func tabBarFloats(
    rules: ProfileRules, idiom: Device.Idiom, horizontalSizeClass: SizeClass
  ) -> Bool {
    rules.padTabBarFloats && idiom == .pad && horizontalSizeClass == .regular
  }

  /// A tab bar's height above the bottom safe-area inset (which it also covers).
  public static func tabBar(rules: ProfileRules, idiom: Device.Idiom) -> Double {
    rules.bars.tabBar(idiom: idiom).value
  }

  /// Bar button items are this tall, centred in their bar [inf].
  public static let itemHeight = Tagged(44.0, .inferred, "bar button item height")
  /// The distance between a bar's edge (inside its safe area) and its first item [inf].
  public static let itemMargin = Tagged(8.0, .inferred, "bar edge to first item")
  /// Items with an icon (system items, the display mode button's icon) [inf].
  public static let iconItemWidth = Tagged(44.0, .inferred, "icon bar button item width")
  /// Title width estimate: per character, plus padding, clamped [inf]. No font metrics exist on
  /// Linux, and diagrams need a stable width more than an exact one.
  public static let titleWidthPerCharacter = Tagged(
    10.0, .inferred, "title item width per character")
  public static let titlePadding = Tagged(16.0, .inferred, "title item padding")
  public static let titleWidthRange = Tagged(44.0...200.0, .inferred, "title item width range")
  /// A search bar's height, and its width as a toolbar item [inf].
  public static let searchBarHeight = Tagged(44.0, .inferred, "search bar height")
  public static let searchBarToolbarWidth = Tagged(
    200.0, .inferred, "search bar width as a toolbar item")

  /// The estimated width of an item: its own width, the icon width, or the title estimate.
  public static func itemWidth(title: String?, systemItem: SystemItem?, width: Double?) -> Double {
    if let width { return width }
    if let systemItem, !systemItem.isText { return iconItemWidth.value }
    guard let title, !title.isEmpty else { return iconItemWidth.value }
    let estimate = Double(title.count) * titleWidthPerCharacter.value + titlePadding.value
    return min(max(estimate, titleWidthRange.value.lowerBound), titleWidthRange.value.upperBound)
  }
}
