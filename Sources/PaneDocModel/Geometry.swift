/// Geometry values in points, as UIKit uses them: `Double` everywhere, rounding only where UIKit rounds.

/// A point in some coordinate space (the app window's, unless a type says otherwise).
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// The size with width and height exchanged, as a screen turns from portrait to landscape.
  public var transposed: Size { Size(width: height, height: width) }
}

/// A rectangle given by its origin and size (UIKit's `CGRect`, always standardized: no negative sizes).
public struct Rect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var origin: Point { Point(x: x, y: y) }
  public var size: Size { Size(width: width, height: height) }
  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var area: Double { width * height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlap of two rectangles, or `nil` when they do not overlap with a positive area.
  public func intersection(_ other: Rect) -> Rect? {
    let left = max(minX, other.minX)
    let right = min(maxX, other.maxX)
    let top = max(minY, other.minY)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether `other` lies entirely inside this rectangle (edges may touch).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// This rectangle made smaller by `insets` on each edge.
  public func inset(by insets: Insets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// This rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

/// Distances from each edge (UIKit's `UIEdgeInsets`; the format writes them "top left bottom right").
public struct Insets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  public static let zero = Insets(all: 0)
}
