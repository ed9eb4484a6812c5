import PaneDocModel

/// Readable presets in the style of swift-snapshot-testing's `ViewImageConfig`:
/// `Environment.iPadPro11(.landscape(.oneThird))`, `.iPad97(.portrait())`.
extension Environment {
  /// An orientation and the window in it.
  public enum Arrangement: Sendable, Hashable {
    case portrait(MultitaskingWindow = .full)
    case landscape(MultitaskingWindow = .full)

    public var orientation: Orientation {
      switch self {
      case .portrait: .portrait
      case .landscape: .landscape
      }
    }

    public var window: MultitaskingWindow {
      switch self {
      case .portrait(let window), .landscape(let window): window
      }
    }
  }

  public init(
    _ device: Device, _ arrangement: Arrangement, profile: Profile = .default,
    keyboard: Bool = false
  ) {
    self.init(
      profile: profile, device: device, orientation: arrangement.orientation,
      window: arrangement.window, keyboard: keyboard)
  }

  public static func iPadMini(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadMini, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPad97(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPad97, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPad102(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPad102, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadPro105(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadPro105, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadPro11(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadPro11, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadPro129(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadPro129, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadAir109(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadAir109, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadPro11M4(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadPro11M4, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadPro129Gen2(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadPro129Gen2, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadMini6(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadMini6, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadAir13(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadAir13, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPadPro13M4(
    _ arrangement: Arrangement = .landscape(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPadPro13M4, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhoneSE(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhoneSE, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhone8(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhone8, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhone8Plus(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhone8Plus, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhoneX(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhoneX, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhoneXsMax(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhoneXsMax, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhone12(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhone12, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhone12ProMax(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhone12ProMax, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhone15(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhone15, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhone16Pro(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhone16Pro, arrangement, profile: profile, keyboard: keyboard)
  }

  public static func iPhone16ProMax(
    _ arrangement: Arrangement = .portrait(), profile: Profile = .default, keyboard: Bool = false
  ) -> Environment {
    Environment(.iPhone16ProMax, arrangement, profile: profile, keyboard: keyboard)
  }
}
