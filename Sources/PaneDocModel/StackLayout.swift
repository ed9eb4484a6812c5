/// `UIStackView`'s attributes. A stack view's subviews are its arranged subviews, in order.
public struct StackLayout: Sendable, Equatable {
  public enum Distribution: String, Sendable, Hashable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// Across the axis: `leading`/`top` and `trailing`/`bottom` are the same alignment, named for
  /// the axis they apply to; `firstBaseline`/`lastBaseline` apply to horizontal stacks.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
  }

  public var axis: LayoutAxis
  public var distribution: Distribution
  public var alignment: Alignment
  public var spacing: Double
  /// `isBaselineRelativeArrangement`.
  public var baselineRelative: Bool
  /// `isLayoutMarginsRelativeArrangement`: arranged subviews sit inside the stack's margins.
  public var layoutMarginsRelative: Bool

  /// The spacing Interface Builder's `spacingType="standard"` stands for.
  public static let standardSpacing = 8.0

  public init(
    axis: LayoutAxis = .horizontal, distribution: Distribution = .fill,
    alignment: Alignment = .fill, spacing: Double = 0, baselineRelative: Bool = false,
    layoutMarginsRelative: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.baselineRelative = baselineRelative
    self.layoutMarginsRelative = layoutMarginsRelative
  }
}
