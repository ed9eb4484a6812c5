/// A transition from a source (controller, view, bar button item or search bar) to a destination.
public struct Segue: Sendable, Equatable, Identifiable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case popover, present, showDetail, replace, show, push, unwind
  }

  public var id: String
  public var kind: Kind
  public var source: String
  /// `nil` only for `unwind`.
  public var destination: String?
  /// Interface Builder's user-facing `identifier`, which may repeat; the id never does.
  public var identifier: String?
  public var modalPresentationStyle: ModalPresentationStyle?
  /// `replace` segues of iOS 5 storyboards: whether the detail column is the target.
  public var splitViewDetail: Bool
  /// Popover options, for `popover` segues and `present` with the popover style.
  public var popover: PopoverOptions
  public var location: SourceLocation

  public init(
    id: String, kind: Kind, source: String, destination: String?, identifier: String? = nil,
    modalPresentationStyle: ModalPresentationStyle? = nil, splitViewDetail: Bool = false,
    popover: PopoverOptions = .init(), location: SourceLocation
  ) {
    self.id = id
    self.kind = kind
    self.source = source
    self.destination = destination
    self.identifier = identifier
    self.modalPresentationStyle = modalPresentationStyle
    self.splitViewDetail = splitViewDetail
    self.popover = popover
    self.location = location
  }

  /// Whether the segue presents its destination in a popover (where the environment allows one).
  public var presentsPopover: Bool {
    kind == .popover
      || (kind == .present
        && (modalPresentationStyle == .popover || modalPresentationStyle == .actionSheet))
  }
}

/// `UIModalPresentationStyle`, plus `actionSheet` for an action sheet presented like one.
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
  case automatic, fullScreen, pageSheet, formSheet, popover, currentContext, overFullScreen,
    overCurrentContext, actionSheet
}

/// `UIAdaptivePresentationControllerDelegate`'s answer for a compact environment.
public enum AdaptivePresentationStyle: String, Sendable, Hashable, CaseIterable {
  case automatic, none, fullScreen, formSheet
}

/// `UIPopoverArrowDirection`, as a set.
public struct ArrowDirections: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let up = ArrowDirections(rawValue: 1)
  public static let down = ArrowDirections(rawValue: 2)
  public static let left = ArrowDirections(rawValue: 4)
  public static let right = ArrowDirections(rawValue: 8)
  public static let any: ArrowDirections = [.up, .down, .left, .right]
}

/// Everything a popover segue can say about its popover.
public struct PopoverOptions: Sendable, Equatable {
  public var permittedArrowDirections: ArrowDirections
  public var popoverContentSize: Size?
  public var popoverLayoutMargins: Insets?
  public var passthroughViews: [String]
  public var canOverlapSourceViewRect: Bool
  public var adaptivePresentationStyle: AdaptivePresentationStyle
  public var keyboardVisible: Bool
  public var background: PopoverBackground?

  public init(
    permittedArrowDirections: ArrowDirections = .any, popoverContentSize: Size? = nil,
    popoverLayoutMargins: Insets? = nil, passthroughViews: [String] = [],
    canOverlapSourceViewRect: Bool = false,
    adaptivePresentationStyle: AdaptivePresentationStyle = .automatic,
    keyboardVisible: Bool = false, background: PopoverBackground? = nil
  ) {
    self.permittedArrowDirections = permittedArrowDirections
    self.popoverContentSize = popoverContentSize
    self.popoverLayoutMargins = popoverLayoutMargins
    self.passthroughViews = passthroughViews
    self.canOverlapSourceViewRect = canOverlapSourceViewRect
    self.adaptivePresentationStyle = adaptivePresentationStyle
    self.keyboardVisible = keyboardVisible
    self.background = background
  }
}

/// A custom `UIPopoverBackgroundView`: its arrow and content insets replace the system chrome's.
public struct PopoverBackground: Sendable, Equatable {
  public var arrowHeight: Double
  public var arrowBase: Double
  public var contentViewInsets: Insets
  public var minimumCornerDistance: Double

  public init(
    arrowHeight: Double, arrowBase: Double, contentViewInsets: Insets = .zero,
    minimumCornerDistance: Double = 0
  ) {
    self.arrowHeight = arrowHeight
    self.arrowBase = arrowBase
    self.contentViewInsets = contentViewInsets
    self.minimumCornerDistance = minimumCornerDistance
  }
}
