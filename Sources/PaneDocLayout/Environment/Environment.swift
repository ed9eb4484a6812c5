import PaneDocModel

/// One place a layout is computed for: profile, device, orientation, window and keyboard.
public struct Environment: Sendable, Hashable {
  public var profile: Profile
  public var device: Device
  public var orientation: Orientation
  public var window: MultitaskingWindow
  /// A free-form window of this size (`--window WxH`, every width of a sweep), in place of
  /// `window`: resizable windows (Stage Manager, iPadOS 26) are not limited to the named widths.
  public var windowSize: Size?
  public var keyboard: Bool

  public init(
    profile: Profile = .default, device: Device, orientation: Orientation,
    window: MultitaskingWindow = .full, windowSize: Size? = nil, keyboard: Bool = false
  ) {
    self.profile = profile
    self.device = device
    self.orientation = orientation
    self.window = window
    self.windowSize = windowSize
    self.keyboard = keyboard
  }

  /// Why the profile or device cannot have this environment, or `nil` when it can.
  public var unsupportedReason: String? {
    let rules = profile.rules
    if !rules.supports(device) {
      let known = Device.all.filter(rules.supports).map(\.id.rawValue)
      return "the \(profile.rawValue) profile has only " + known.joined(separator: " and ")
    }
    if let windowSize {
      return WindowLimits(profile: profile, device: device, orientation: orientation)
        .reason(windowSize)
    }
    if rules.padWindows == .fullScreen && window != .full {
      return "the \(profile.rawValue) profile has no multitasking"
    }
    if device.idiom == .phone && window != .full {
      return "iPhones have only the full window"
    }
    if device.windowFrame(window, orientation) == nil {
      return "\(device.id) has no \(window.rawValue) window in \(orientation.rawValue)"
    }
    return nil
  }

  /// `ios17-ipad-9.7-landscape-full`, `ios26-ipad-pro-13-m4-landscape-702x1032`.
  public var slug: String { "\(screenSlug)-\(windowName.rawValue)" }

  /// `ios26-ipad-pro-13-m4-landscape`: the slug without the window, which a width sweep varies.
  public var screenSlug: String {
    "\(profile.rawValue)-\(device.id)-\(orientation.rawValue)"
  }

  /// The named window (`two-thirds`), or a free-form window's size (`702x1032`).
  public var windowName: WindowName {
    windowSize.map(WindowName.freeForm) ?? .named(window)
  }

  /// The window's frame on the screen: a free-form window at the top leading corner (where the
  /// named windows that touch the leading edge sit), else the named window's frame.
  public var windowFrame: Rect? {
    if let windowSize { return Rect(origin: .zero, size: windowSize) }
    return device.windowFrame(window, orientation)
  }

  /// The derived values: the window on the screen, its own safe area and size classes.
  ///
  /// An environment the device cannot have (see `unsupportedReason`) falls back to the full
  /// screen, so that the value is always defined; the matrix never produces one.
  public var info: EnvironmentInfo {
    let screen = device.screen(orientation)
    let window = windowFrame ?? Rect(origin: .zero, size: screen)
    let screenInsets = device.safeArea(orientation)
    let safeArea = Insets(
      top: max(0, screenInsets.top - window.minY),
      left: max(0, screenInsets.left - window.minX),
      bottom: max(0, screenInsets.bottom - (screen.height - window.maxY)),
      right: max(0, screenInsets.right - (screen.width - window.maxX)))
    return EnvironmentInfo(
      profile: profile, device: device.id, orientation: orientation, windowName: windowName,
      screen: screen, window: window, safeArea: safeArea, scale: device.scale,
      horizontalSizeClass: horizontalSizeClass(windowWidth: window.width),
      verticalSizeClass: verticalSizeClass,
      keyboard: keyboard ? keyboardHeight : nil)
  }

  /// The height of the keyboard of this era and device in this orientation, shown or not.
  public var keyboardHeight: Double {
    profile.rules.keyboard(on: device).height(orientation)
  }

  /// 1.3: iPads by window width (the catalog's threshold); iPhones compact except Plus/Max landscape [obs].
  private func horizontalSizeClass(windowWidth: Double) -> SizeClass {
    switch device.idiom {
    case .pad:
      windowWidth > SizeClassMetrics.padRegularWidthAbove.value ? .regular : .compact
    case .phone:
      orientation == .landscape && device.regularWidthInLandscape ? .regular : .compact
    }
  }

  private var verticalSizeClass: SizeClass {
    device.idiom == .phone && orientation == .landscape ? .compact : .regular
  }

  /// The [inf] rules that deriving this environment relied on.
  var assumptions: [String] {
    var result: [String] = []
    if !device.inferredParts.isEmpty { result.append(Assumptions.inferredDevice(device)) }
    if window != .full || windowSize != nil {
      result.append(Assumptions.windowSafeArea)
      if device.idiom == .pad { result.append(Assumptions.padSizeClass) }
    }
    if window == .half { result.append(Assumptions.halfWindowLeading) }
    if keyboard { result.append(Assumptions.keyboard(device, orientation, profile)) }
    return result
  }
}
