import PaneDocModel

@testable import PaneDocLayout

/// Environments and requests for the presentation tests, written out by hand from the devices'
/// published screen sizes so that these tests do not depend on the catalog they check.
enum PopoverFixtures {
  /// A 44 pt button at (100, 100): the anchor most of these tests present from.
  static let exampleAnchor = Rect(x: 100, y: 100, width: 44, height: 44)

  /// The 9.7" iPad, full screen: 1024×768 or 768×1024, status bar 20, regular × regular.
  static func iPad(
    _ profile: Profile = .ios17, _ orientation: Orientation = .landscape, keyboard: Double? = nil
  ) -> EnvironmentInfo {
    let screen =
      orientation == .landscape
      ? Size(width: 1024, height: 768) : Size(width: 768, height: 1024)
    return EnvironmentInfo(
      profile: profile, device: "ipad-9.7", orientation: orientation, windowName: .named(.full),
      screen: screen, window: Rect(origin: .zero, size: screen),
      safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
      horizontalSizeClass: .regular, verticalSizeClass: .regular, keyboard: keyboard)
  }

  /// The 9.7" iPad in landscape, a one-third window at the trailing edge: compact × regular.
  static func oneThird(_ profile: Profile) -> EnvironmentInfo {
    EnvironmentInfo(
      profile: profile, device: "ipad-9.7", orientation: .landscape, windowName: .named(.oneThird),
      screen: Size(width: 1024, height: 768), window: Rect(x: 704, y: 0, width: 320, height: 768),
      safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
      horizontalSizeClass: .compact, verticalSizeClass: .regular)
  }

  /// The iPhone 8 in portrait: 375×667, status bar 20, compact × regular.
  static func iPhone8Portrait(_ profile: Profile) -> EnvironmentInfo {
    iPhone(profile, slug: "iphone-8", .portrait, Size(width: 375, height: 667), safeTop: 20)
  }

  /// The iPhone 8 Plus in landscape: 736×414, no safe area, regular × compact.
  static func iPhone8PlusLandscape(_ profile: Profile) -> EnvironmentInfo {
    var environment = iPhone(
      profile, slug: "iphone-8-plus", .landscape, Size(width: 736, height: 414), safeTop: 0)
    environment.horizontalSizeClass = .regular
    environment.verticalSizeClass = .compact
    return environment
  }

  /// The iPhone X in portrait: 375×812, safe area 44 / 34, compact × regular.
  static func iPhoneXPortrait(_ profile: Profile) -> EnvironmentInfo {
    var environment = iPhone(
      profile, slug: "iphone-x", .portrait, Size(width: 375, height: 812), safeTop: 44)
    environment.safeArea.bottom = 34
    return environment
  }

  private static func iPhone(
    _ profile: Profile, slug: DeviceID, _ orientation: Orientation, _ screen: Size,
    safeTop: Double
  ) -> EnvironmentInfo {
    EnvironmentInfo(
      profile: profile, device: slug, orientation: orientation, windowName: .named(.full),
      screen: screen,
      window: Rect(origin: .zero, size: screen),
      safeArea: Insets(top: safeTop, left: 0, bottom: 0, right: 0), scale: 2,
      horizontalSizeClass: .compact, verticalSizeClass: .regular)
  }

  /// A popover segue `pop` presenting `content`.
  static func popover(
    anchor: Rect? = exampleAnchor, content: Size? = Size(width: 320, height: 480),
    options: PopoverOptions = PopoverOptions(), barButtonItemIn bar: String? = nil,
    barsHeight: Double = 0, keyboardHeight: Double = 0
  ) -> PresentationRequest {
    PresentationRequest(
      id: "pop", content: "content", style: .popover(options), anchor: anchor,
      anchorIsBarButtonItem: bar != nil, anchorBar: bar, contentPreferredSize: content,
      contentBarsHeight: barsHeight, keyboardHeight: keyboardHeight)
  }

  /// A request of another style, from `anchor`.
  static func request(
    _ style: PresentationRequest.Style, anchor: Rect? = nil, content: Size? = nil,
    barButtonItemIn bar: String? = nil
  ) -> PresentationRequest {
    PresentationRequest(
      id: "show", content: "content", style: style, anchor: anchor,
      anchorIsBarButtonItem: bar != nil, anchorBar: bar, contentPreferredSize: content)
  }
}

extension PresentationResult {
  /// The warning codes, in order.
  var warningCodes: [String] { warnings.map(\.code.rawValue) }
}
