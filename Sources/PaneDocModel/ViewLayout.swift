/// What a view says about how Auto Layout places it: everything of the view besides its frame
/// and subviews that the content layout reads. Defaults are UIKit's for a view made in code.
public struct ViewLayout: Sendable, Equatable {
  /// `translatesAutoresizingMaskIntoConstraints`: the view keeps its frame relative to its
  /// superview and follows `autoresizingMask`, instead of being placed by constraints.
  public var translatesAutoresizingMask: Bool
  /// The autoresizing mask; `nil` when the file writes none (no flexible part).
  public var autoresizingMask: AutoresizingMask?
  /// `contentHuggingPriority` (250 by default; Interface Builder writes 251 for labels, image views…).
  public var contentHugging: AxisPriorities
  /// `contentCompressionResistancePriority` (750 by default).
  public var compressionResistance: AxisPriorities
  /// Where the view's intrinsic content size comes from.
  public var intrinsicSize: IntrinsicSize
  /// Interface Builder's marks: the stored frame is not what the constraints give (`misplaced`),
  /// or the constraints do not determine the view (`ambiguous`).
  public var isMisplaced: Bool
  public var isAmbiguous: Bool
  /// `layoutMargins` as the file sets them; `nil` for UIKit's (8 on each side for a plain view).
  public var layoutMargins: Insets?
  /// `preservesSuperviewLayoutMargins`.
  public var preservesSuperviewLayoutMargins: Bool
  /// `insetsLayoutMarginsFromSafeArea`.
  public var insetsLayoutMarginsFromSafeArea: Bool
  /// The constraints this view holds (its `<constraints>` list); they may name any view of the
  /// controller.
  public var constraints: [LayoutConstraint]
  /// Which of `constraints` are installed in which size classes.
  public var constraintMasks: [InstallMask]
  /// Which subviews are installed in which size classes; a view not installed is not in the
  /// hierarchy at all, and nor are the constraints that name it.
  public var subviewMasks: [InstallMask]
  /// The layout guides this view owns (the safe area, a scroll view's content and frame guides).
  public var guides: [LayoutGuide]
  /// `UIStackView`'s attributes, for a stack view; its subviews are its arranged subviews.
  public var stack: StackLayout?
  /// The frame the file stores, relative to the superview: what Interface Builder's own Auto
  /// Layout solved at the design size. `nil` in formats that store none.
  public var designFrame: Rect?
  /// A label of several lines: its text, whose height at another width is estimated.
  public var wrappingText: WrappingText?

  public init(
    translatesAutoresizingMask: Bool = true, autoresizingMask: AutoresizingMask? = nil,
    contentHugging: AxisPriorities = .init(horizontal: 250, vertical: 250),
    compressionResistance: AxisPriorities = .init(horizontal: 750, vertical: 750),
    intrinsicSize: IntrinsicSize = .none, isMisplaced: Bool = false, isAmbiguous: Bool = false,
    layoutMargins: Insets? = nil, preservesSuperviewLayoutMargins: Bool = false,
    insetsLayoutMarginsFromSafeArea: Bool = true, constraints: [LayoutConstraint] = [],
    constraintMasks: [InstallMask] = [], subviewMasks: [InstallMask] = [],
    guides: [LayoutGuide] = [], stack: StackLayout? = nil, designFrame: Rect? = nil
  ) {
    self.constraintMasks = constraintMasks
    self.subviewMasks = subviewMasks
    self.designFrame = designFrame
    self.translatesAutoresizingMask = translatesAutoresizingMask
    self.autoresizingMask = autoresizingMask
    self.contentHugging = contentHugging
    self.compressionResistance = compressionResistance
    self.intrinsicSize = intrinsicSize
    self.isMisplaced = isMisplaced
    self.isAmbiguous = isAmbiguous
    self.layoutMargins = layoutMargins
    self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    self.constraints = constraints
    self.guides = guides
    self.stack = stack
  }
}

/// A priority for each axis (hugging, compression resistance).
public struct AxisPriorities: Sendable, Hashable {
  public var horizontal: Double
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public subscript(axis: LayoutAxis) -> Double {
    axis == .horizontal ? horizontal : vertical
  }
}

/// `UIView.AutoresizingMask`: which of the margins and the size follow the superview's size.
public struct AutoresizingMask: Sendable, Hashable {
  public var flexibleLeftMargin: Bool
  public var flexibleWidth: Bool
  public var flexibleRightMargin: Bool
  public var flexibleTopMargin: Bool
  public var flexibleHeight: Bool
  public var flexibleBottomMargin: Bool

  public init(
    flexibleLeftMargin: Bool = false, flexibleWidth: Bool = false,
    flexibleRightMargin: Bool = false, flexibleTopMargin: Bool = false,
    flexibleHeight: Bool = false, flexibleBottomMargin: Bool = false
  ) {
    self.flexibleLeftMargin = flexibleLeftMargin
    self.flexibleWidth = flexibleWidth
    self.flexibleRightMargin = flexibleRightMargin
    self.flexibleTopMargin = flexibleTopMargin
    self.flexibleHeight = flexibleHeight
    self.flexibleBottomMargin = flexibleBottomMargin
  }
}

/// Where a view's intrinsic content size comes from.
public enum IntrinsicSize: Sendable, Hashable {
  /// A plain container: no intrinsic size (`UIView.noIntrinsicMetric` both ways).
  case none
  /// Sized by its content (text, image, a control's look), which PaneDoc does not measure: the
  /// design-time frame stands for it, along the axes given.
  case designFrame(width: Bool, height: Bool)
  /// A size UIKit gives every instance of the class (a switch, an activity indicator); `nil` on
  /// an axis the class leaves free.
  case fixed(width: Double?, height: Double?)
}

/// The kind of a view, by the name Interface Builder gives its element (`label`, `button`,
/// `stackView`…), so that a kind PaneDoc does not know is still kept.
public struct ViewKind: RawRepresentable, Sendable, Hashable {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public static let view = ViewKind(rawValue: "view")
  public static let label = ViewKind(rawValue: "label")
  public static let button = ViewKind(rawValue: "button")
  public static let imageView = ViewKind(rawValue: "imageView")
  public static let stackView = ViewKind(rawValue: "stackView")
  public static let scrollView = ViewKind(rawValue: "scrollView")
  public static let tableView = ViewKind(rawValue: "tableView")
  public static let collectionView = ViewKind(rawValue: "collectionView")
  public static let textField = ViewKind(rawValue: "textField")
  public static let textView = ViewKind(rawValue: "textView")
  public static let switchControl = ViewKind(rawValue: "switch")
  public static let slider = ViewKind(rawValue: "slider")
  public static let segmentedControl = ViewKind(rawValue: "segmentedControl")
  public static let stepper = ViewKind(rawValue: "stepper")
  public static let activityIndicatorView = ViewKind(rawValue: "activityIndicatorView")
  public static let progressView = ViewKind(rawValue: "progressView")
  public static let pageControl = ViewKind(rawValue: "pageControl")
  public static let datePicker = ViewKind(rawValue: "datePicker")
  public static let pickerView = ViewKind(rawValue: "pickerView")
}
