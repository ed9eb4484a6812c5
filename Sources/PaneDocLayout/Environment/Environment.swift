import PaneDocModel

/// One place a layout is computed for: profile, device, orientation, window and keyboard.
public struct Environment: Sendable, Hashable {
  public var profile: Profile
  public var device: Device
  public var orientation: Orientation
  public var window: MultitaskingWindow
  public var keyboard: Bool

  public init(
    profile: Profile = .default, device: Device, orientation: Orientation,
    window: MultitaskingWindow = .full, keyboard: Bool = false
  ) {
    self.profile = profile
    self.device = device
    self.orientation = orientation
    self.window = window
    self.keyboard = keyboard
  }

  /// Why the profile or device cannot have this environment, or `nil` when it can.
  public var unsupportedReason: String? {
    if profile == .ios6 && !device.supportsClassicProfile {
      let classic = Device.all.filter(\.supportsClassicProfile).map(\.slug)
      return "the ios6 profile has only " + classic.joined(separator: " and ")
    }
    if profile == .ios6 && window != .full {
      return "the ios6 profile has no multitasking"
    }
    if device.idiom == .phone && window != .full {
      return "iPhones have only the full window"
    }
    if device.windowFrame(window, orientation) == nil {
      return "\(device.slug) has no \(window.rawValue) window in \(orientation.rawValue)"
    }
    return nil
  }

  /// `ios17-ipad-9.7-landscape-full`.
  public var slug: String {
    "\(profile.rawValue)-\(device.slug)-\(orientation.rawValue)-\(window.rawValue)"
  }

  /// The derived values: the window on the screen, its own safe area and size classes.
  ///
  /// An environment the device cannot have (see `unsupportedReason`) falls back to the full
  /// screen, so that the value is always defined; the matrix never produces one.
  public var info: EnvironmentInfo {
    let screen = device.screen(orientation)
    let window =
      device.windowFrame(self.window, orientation) ?? Rect(origin: .zero, size: screen)
    let screenInsets = device.safeArea(orientation)
    let safeArea = Insets(
      top: max(0, screenInsets.top - window.minY),
      left: max(0, screenInsets.left - window.minX),
      bottom: max(0, screenInsets.bottom - (screen.height - window.maxY)),
      right: max(0, screenInsets.right - (screen.width - window.maxX)))
    return EnvironmentInfo(
      profile: profile, device: device.slug, orientation: orientation, split: self.window.rawValue,
      screen: screen, window: window, safeArea: safeArea, scale: device.scale,
      horizontalSizeClass: horizontalSizeClass(windowWidth: window.width),
      verticalSizeClass: verticalSizeClass,
      keyboard: keyboard ? keyboardHeight : nil)
  }

  /// The height of the keyboard of this era and device in this orientation, shown or not.
  public var keyboardHeight: Double { device.keyboard(profile).height(orientation) }

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
    if window != .full {
      result.append(Assumptions.windowSafeArea)
      if device.idiom == .pad { result.append(Assumptions.padSizeClass) }
    }
    if window == .half { result.append(Assumptions.halfWindowLeading) }
    if keyboard { result.append(Assumptions.keyboard(device, orientation, profile)) }
    return result
  }
}
