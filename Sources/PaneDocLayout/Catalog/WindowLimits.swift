import PaneDocCore
import PaneDocModel

/// The window sizes a device can give an app in a profile: what `--window WxH` accepts and the
/// range a width sweep covers by default.
public struct WindowLimits: Sendable, Hashable {
  /// The smallest window, and the largest (the screen).
  public var minimum: Size
  public var maximum: Size

  /// iPhones, and iPads in an era without multitasking (`ios6`), have only the full screen.
  /// Multitasking iPads resize between the narrowest multitasking width (Split View, Slide Over,
  /// Stage Manager) and the screen, and free-form ones (`ios26`) between the free-form minimum
  /// and the screen: the profile's `ProfileRules.padWindows`.
  public init(profile: Profile, device: Device, orientation: Orientation) {
    let screen = device.screen(orientation)
    maximum = screen
    let freeform = WindowMetrics.freeformMinimumSize.value
    switch device.idiom == .pad ? profile.rules.padWindows : .fullScreen {
    case .fullScreen:
      minimum = screen
    case .freeform:
      minimum = freeform
    case .multitasking:
      let narrowest = device.windows(orientation).compactMap {
        device.multitasking?.width($0, orientation)
      }.min()
      minimum = Size(width: narrowest ?? screen.width, height: freeform.height)
    }
  }

  /// Why a window of `size` cannot exist here, or `nil` when it can.
  public func reason(_ size: Size) -> String? {
    guard size.width.isFinite, size.height.isFinite else { return "the window size is not finite" }
    if minimum == maximum, size != maximum {
      return "the only window is the full screen, \(Self.text(maximum))"
    }
    guard size.width >= minimum.width, size.height >= minimum.height,
      size.width <= maximum.width, size.height <= maximum.height
    else {
      return "the window must be from \(Self.text(minimum)) to \(Self.text(maximum))"
    }
    return nil
  }

  /// `702x1032`: how options, slugs and messages write a window size (whole points without a
  /// fraction).
  public static func text(_ size: Size) -> String {
    "\(size.width.messageNumber)x\(size.height.messageNumber)"
  }
}

/// The free-form windows of Stage Manager and iPadOS 26 (docs/layout-rules.md, the `ios26`
/// profile).
public enum WindowMetrics {
  /// The room the window controls (close, minimize, arrange) take at the top leading corner of a
  /// windowed `ios26` scene, below its top safe-area inset [inf]: iPadOS 26 shows them there
  /// (`UIWindowScene.WindowingControlStyle`, [doc]), no source gives their size.
  public static let windowControlsSize = Tagged(
    Size(width: 78, height: 44), .inferred, "window controls of a windowed iPadOS 26 scene")

  /// The window controls' frame in window coordinates: on iPads in an era with window controls
  /// (`ios26`) when the window is not the whole screen; `nil` otherwise.
  static func windowControls(in environment: Environment, info: EnvironmentInfo) -> Rect? {
    guard environment.profile.rules.windowControls, environment.device.idiom == .pad,
      info.window.size != info.screen
    else { return nil }
    let size = windowControlsSize.value
    return Rect(x: info.safeArea.left, y: info.safeArea.top, width: size.width, height: size.height)
  }

  /// The smallest resizable window [inf]: no source gives iPadOS's minimum; 320 is UIKit's
  /// narrowest column and the Slide Over width, and the height is taken alike.
  public static let freeformMinimumSize = Tagged(
    Size(width: 320, height: 320), .inferred, "smallest free-form window (iPadOS 26)")
}
