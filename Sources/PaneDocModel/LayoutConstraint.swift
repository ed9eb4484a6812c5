/// One Auto Layout constraint: `first.firstAttribute relation multiplier × second.secondAttribute
/// + constant`, held at `priority` (1 to 1000; 1000 is required).
///
/// Items are ids: of a view, of the root view, or of a layout guide. A constraint whose
/// `secondItem` is `nil` compares its first attribute with `constant` alone (`width == 44`).
public struct LayoutConstraint: Sendable, Equatable, Identifiable {
  public var id: String
  public var firstItem: String
  public var firstAttribute: LayoutAttribute
  public var relation: LayoutRelation
  public var secondItem: String?
  public var secondAttribute: LayoutAttribute
  public var multiplier: Double
  public var constant: Double
  public var priority: Double
  /// The constant in size classes that set another
  /// (`<variation key="heightClass=compact" constant="8"/>`).
  public var constantVariations: [SizeClassVariation<Double>]
  public var location: SourceLocation

  /// The priority at which a constraint must hold.
  public static let required = 1000.0

  public init(
    id: String, firstItem: String, firstAttribute: LayoutAttribute,
    relation: LayoutRelation = .equal, secondItem: String? = nil,
    secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: Double = LayoutConstraint.required,
    constantVariations: [SizeClassVariation<Double>] = [], location: SourceLocation
  ) {
    self.constantVariations = constantVariations
    self.id = id
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.location = location
  }

  /// Whether it must hold (priority 1000).
  public var isRequired: Bool { priority >= Self.required }
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
  case equal, lessThanOrEqual, greaterThanOrEqual
}

/// `NSLayoutConstraint.Attribute`, under the names Interface Builder writes (`baseline` is read as
/// `lastBaseline`, its alias since iOS 8).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  case notAnAttribute

  /// The attribute a file names: UIKit's names, and `baseline` for `lastBaseline`.
  public init?(fileName: String) {
    if fileName == "baseline" {
      self = .lastBaseline
    } else {
      self.init(rawValue: fileName)
    }
  }

  /// The axis the attribute measures along; `nil` for `notAnAttribute`.
  public var axis: LayoutAxis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }

  /// Whether it is a size (`width`, `height`) rather than a position.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether it is measured on the edges inset by the item's layout margins.
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }
}

/// A direction along which Auto Layout solves: x and widths, or y and heights.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
  case horizontal, vertical
}
