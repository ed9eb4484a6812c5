/// The UIKit era whose layout rules apply.
///
/// What each era decides is its table of rules in the layout engine (`ProfileRules`), which
/// switches over these cases without a `default`: a new case does not compile until its rules are
/// written. So profiles are not ordered; nothing asks whether one era comes after another.
public enum Profile: String, Sendable, Hashable, CaseIterable {
  /// iOS 5.1 – 6: the classic split view, UIPopoverController and its iOS 5/6 chrome.
  case ios6
  /// iOS 12 – 13: the adaptive split view, UIPopoverPresentationController and 50 pt iPad bars
  /// (iOS 8 – 11 had 44 pt ones and are not modelled).
  case ios12
  /// iOS 14 and later: column-style splits and the shape popover chrome.
  case ios17
  /// iPadOS 26: free-form windows, splits that hide columns by the secondary's width, the Liquid
  /// Glass popover chrome and the floating iPad tab bar.
  case ios26

  public static let `default` = Profile.ios17
}
