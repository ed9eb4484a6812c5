import PaneDocModel

/// Bar heights (spec 1.4) and the estimates that place bar button items.
public enum BarMetrics {
  /// `ios6` navigation bars and toolbars [obs].
  public static let classicBar = Tagged(44.0, .obs)
  /// iPad navigation bars and toolbars from `ios12` [obs].
  public static let padBar = Tagged(50.0, .obs)
  /// iPhone bars in a regular height (portrait) [obs].
  public static let phoneBar = Tagged(44.0, .obs)
  /// iPhone bars in a compact height (landscape) [obs].
  public static let compactPhoneBar = Tagged(32.0, .obs)
  /// What a large title adds to a navigation bar [obs].
  public static let largeTitleExtra = Tagged(52.0, .obs)

  /// What a large title adds in `profile`: large titles arrived with iOS 11, so `ios6` has none.
  public static func largeTitle(profile: Profile, prefersLargeTitles: Bool) -> Double {
    prefersLargeTitles && profile != .ios6 ? largeTitleExtra.value : 0
  }
  /// Tab bars before iOS 12 and on iPhones [obs].
  public static let classicTabBar = Tagged(49.0, .obs)
  /// iPad tab bars from `ios12` [obs].
  public static let padTabBar = Tagged(50.0, .obs)

  /// A navigation bar's height, without a large title.
  public static func navigationBar(
    profile: Profile, idiom: Device.Idiom, verticalSizeClass: SizeClass
  ) -> Double {
    if profile == .ios6 { return classicBar.value }
    switch idiom {
    case .pad: return padBar.value
    case .phone:
      return verticalSizeClass == .compact ? compactPhoneBar.value : phoneBar.value
    }
  }

  /// A toolbar is as tall as the navigation bar [obs].
  public static func toolbar(profile: Profile, idiom: Device.Idiom, verticalSizeClass: SizeClass)
    -> Double
  {
    navigationBar(profile: profile, idiom: idiom, verticalSizeClass: verticalSizeClass)
  }

  /// From iPadOS 18 (`ios26` here) a regular-width iPad's tab bar floats at the top, centred in
  /// the navigation bar's row, over the selected child, which keeps the whole height [doc: the
  /// iPadOS 18 tab bar]; its height and tab width are estimates [inf].
  public static let floatingTabBarHeight = Tagged(44.0, .inf)
  public static let floatingTabBarItemWidth = Tagged(100.0, .inf)

  /// Whether a tab bar floats at the top (see `floatingTabBarHeight`).
  public static func tabBarFloats(
    profile: Profile, idiom: Device.Idiom, horizontalSizeClass: SizeClass
  ) -> Bool {
    profile >= .ios26 && idiom == .pad && horizontalSizeClass == .regular
  }

  /// A tab bar's height above the bottom safe-area inset (which it also covers).
  public static func tabBar(profile: Profile, idiom: Device.Idiom) -> Double {
    profile != .ios6 && idiom == .pad ? padTabBar.value : classicTabBar.value
  }

  /// Bar button items are this tall, centred in their bar [inf].
  public static let itemHeight = Tagged(44.0, .inf)
  /// The distance between a bar's edge (inside its safe area) and its first item [inf].
  public static let itemMargin = Tagged(8.0, .inf)
  /// Items with an icon (system items, the display mode button's icon) [inf].
  public static let iconItemWidth = Tagged(44.0, .inf)
  /// Title width estimate: per character, plus padding, clamped [inf]. No font metrics exist on
  /// Linux, and diagrams need a stable width more than an exact one.
  public static let titleWidthPerCharacter = Tagged(10.0, .inf)
  public static let titlePadding = Tagged(16.0, .inf)
  public static let titleWidthRange = Tagged(44.0...200.0, .inf)
  /// A search bar's height, and its width as a toolbar item [inf].
  public static let searchBarHeight = Tagged(44.0, .inf)
  public static let searchBarToolbarWidth = Tagged(200.0, .inf)

  /// The estimated width of an item: its own width, the icon width, or the title estimate.
  public static func itemWidth(title: String?, systemItem: SystemItem?, width: Double?) -> Double {
    if let width { return width }
    if let systemItem, !systemItem.isText { return iconItemWidth.value }
    guard let title, !title.isEmpty else { return iconItemWidth.value }
    let estimate = Double(title.count) * titleWidthPerCharacter.value + titlePadding.value
    return min(max(estimate, titleWidthRange.value.lowerBound), titleWidthRange.value.upperBound)
  }
}
