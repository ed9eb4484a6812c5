import PaneDocModel

/// One table per profile. Each names every rule (the initializer has no default values), so that
/// a rule added to `ProfileRules` does not compile until every era decides it.
extension ProfileRules {
  /// One iPad of each screen class the split rules tell apart (S ≤ 1112, 1112 < S ≤ 1210,
  /// S > 1210), each a family sold or supported today: the 10.2" iPad, the iPad / iPad Air 11",
  /// the 13" iPad Pro; and the iPhone 16 Pro Max, which collapses in portrait and is regular in
  /// landscape. As many environments as before the current models, so a render costs the same.
  private static let currentDevices: [DeviceID] = [
    "ipad-10.2", "ipad-air-10.9", "ipad-pro-13-m4", "iphone-16-pro-max",
  ]

  /// iOS 5.1 – 6: the classic split and bars, views between their bars, the iOS 6 iPad keyboard,
  /// the full screen of the classic iPads only (rendered by default on the 9.7", which stands for
  /// both: the mini has its screen).
  public static let ios6 = ProfileRules(
    profile: .ios6,
    unspecifiedSplitEngine: .classic, columnStyleSplitEngine: .classic,
    padSplitsAutohideColumns: false,
    bars: .classic, largeTitle: BarMetrics.noLargeTitle,
    viewsExtendUnderBars: BarMetrics.classicViewsBetweenBars, searchBarBelowTitle: false,
    padTabBarFloats: false,
    devices: .only([.iPadMini, .iPad97]), defaultDevices: ["ipad-9.7"],
    padWindows: .fullScreen, windowControls: false, keyboards: .same(.classicPad),
    popovers: .ios6)

  /// iOS 12 – 13: the adaptive split whatever the style (column styles came with iOS 14), 50 pt
  /// iPad bars, large titles, multitasking.
  public static let ios12 = ProfileRules(
    profile: .ios12,
    unspecifiedSplitEngine: .adaptive, columnStyleSplitEngine: .adaptive,
    padSplitsAutohideColumns: false,
    bars: .tallPadBars, largeTitle: BarMetrics.largeTitleExtra,
    viewsExtendUnderBars: BarMetrics.viewsUnderBars, searchBarBelowTitle: true,
    padTabBarFloats: false,
    devices: .all, defaultDevices: currentDevices,
    padWindows: .multitasking, windowControls: false, keyboards: .eachDevice,
    popovers: .ios12)

  /// iOS 14 and later: column-style splits beside the adaptive one, the shape popover chrome.
  public static let ios17 = ProfileRules(
    profile: .ios17,
    unspecifiedSplitEngine: .adaptive, columnStyleSplitEngine: .column,
    padSplitsAutohideColumns: false,
    bars: .tallPadBars, largeTitle: BarMetrics.largeTitleExtra,
    viewsExtendUnderBars: BarMetrics.viewsUnderBars, searchBarBelowTitle: true,
    padTabBarFloats: false,
    devices: .all, defaultDevices: currentDevices,
    padWindows: .multitasking, windowControls: false, keyboards: .eachDevice,
    popovers: .ios17)

  /// iPadOS 26: free-form windows with their controls, splits that hide columns by the
  /// secondary's width, the floating iPad tab bar, the Liquid Glass popover chrome.
  public static let ios26 = ProfileRules(
    profile: .ios26,
    unspecifiedSplitEngine: .adaptive, columnStyleSplitEngine: .column,
    padSplitsAutohideColumns: true,
    bars: .tallPadBars, largeTitle: BarMetrics.largeTitleExtra,
    viewsExtendUnderBars: BarMetrics.viewsUnderBars, searchBarBelowTitle: true,
    padTabBarFloats: true,
    devices: .all, defaultDevices: currentDevices,
    padWindows: .freeform, windowControls: true, keyboards: .eachDevice,
    popovers: .ios26)
}
