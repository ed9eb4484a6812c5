import PaneDocCore
import PaneDocModel

/// The heights of an era's bars by idiom and size class (docs/layout-rules.md, Bars): one value
/// per profile in `ProfileRules`, so that the engine asks for a height instead of testing the era.
public struct BarHeights: Sendable, Hashable {
  /// iPad navigation bars and toolbars.
  public let padBar: Tagged<Double>
  /// iPhone navigation bars and toolbars in a regular height (portrait).
  public let phoneBar: Tagged<Double>
  /// iPhone navigation bars and toolbars in a compact height (landscape).
  public let compactPhoneBar: Tagged<Double>
  /// iPad tab bars, above the bottom safe-area inset.
  public let padTabBar: Tagged<Double>
  /// iPhone tab bars, above the bottom safe-area inset.
  public let phoneTabBar: Tagged<Double>

  /// iOS 5/6: every bar 44 pt, every tab bar 49 pt, whatever the idiom and size class [obs].
  public static let classic = BarHeights(
    padBar: BarMetrics.classicBar, phoneBar: BarMetrics.classicBar,
    compactPhoneBar: BarMetrics.classicBar, padTabBar: BarMetrics.classicTabBar,
    phoneTabBar: BarMetrics.classicTabBar)

  /// iOS 12 on: 50 pt iPad bars and tab bars, iPhone bars that shrink in a compact height.
  public static let tallPadBars = BarHeights(
    padBar: BarMetrics.padBar, phoneBar: BarMetrics.phoneBar,
    compactPhoneBar: BarMetrics.compactPhoneBar, padTabBar: BarMetrics.padTabBar,
    phoneTabBar: BarMetrics.classicTabBar)

  /// A navigation bar's (and a toolbar's) height, without a large title, with its source.
  public func navigationBar(idiom: Device.Idiom, verticalSizeClass: SizeClass) -> Tagged<Double> {
    switch idiom {
    case .pad: padBar
    case .phone: verticalSizeClass == .compact ? compactPhoneBar : phoneBar
    }
  }

  /// A tab bar's height above the bottom safe-area inset (which it also covers), with its source.
  public func tabBar(idiom: Device.Idiom) -> Tagged<Double> {
    switch idiom {
    case .pad: padTabBar
    case .phone: phoneTabBar
    }
  }
}
