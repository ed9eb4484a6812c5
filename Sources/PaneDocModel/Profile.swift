/// The UIKit era whose layout rules apply.
public enum Profile: String, Sendable, Hashable, CaseIterable, Comparable {
  /// iOS 5.1 – 7: the classic split view and UIPopoverController.
  case ios6
  /// iOS 8 – 13: the adaptive split view and UIPopoverPresentationController.
  case ios12
  /// iOS 14 and later: column-style splits and the shape popover chrome.
  case ios17
  /// iPadOS 26: free-form windows, splits that hide columns by the secondary's width, the Liquid
  /// Glass popover chrome and the floating iPad tab bar.
  case ios26

  public static let `default` = Profile.ios17

  public static func < (a: Profile, b: Profile) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
