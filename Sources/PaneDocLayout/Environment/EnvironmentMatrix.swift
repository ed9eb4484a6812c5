import PaneDocModel

/// The environments a report renders: every combination of profiles, devices, orientations and
/// windows that the profile and device can have.
public struct EnvironmentMatrix: Sendable {
  /// `nil`: the document's profile, else `ios17`.
  public var profiles: [Profile]?
  /// Device slugs of the catalog; `nil`: each profile's default devices.
  public var devices: [String]?
  public var orientations: [Orientation]
  public var splits: [MultitaskingWindow]
  /// Free-form windows (`--window WxH`), after the named ones.
  public var windows: [Size]

  public init(
    profiles: [Profile]? = nil, devices: [String]?, orientations: [Orientation],
    splits: [MultitaskingWindow], windows: [Size] = []
  ) {
    self.profiles = profiles
    self.devices = devices
    self.orientations = orientations
    self.splits = splits
    self.windows = windows
  }

  /// The document's profile; each profile's default devices; both orientations; the full screen
  /// and the three Split View widths. Slide Over is left out: it only repeats one third.
  public static let `default` = EnvironmentMatrix(
    devices: nil, orientations: [.portrait, .landscape],
    splits: [.full, .twoThirds, .half, .oneThird])

  /// One iPad of each screen class the split rules tell apart (S ≤ 1112, 1112 < S ≤ 1210,
  /// S > 1210), each a family sold or supported today: the 10.2" iPad, the iPad / iPad Air 11",
  /// the 13" iPad Pro; and the iPhone 16 Pro Max, which collapses in portrait and is regular in
  /// landscape. As many environments as before the current models, so a render costs the same.
  public static let currentDevices = [
    "ipad-10.2", "ipad-air-10.9", "ipad-pro-13-m4", "iphone-16-pro-max",
  ]
  /// `ios6` knows only the classic iPads; the 9.7" stands for both (the mini has its screen).
  public static let classicDevices = ["ipad-9.7"]

  /// The most devices any profile of this matrix renders: what bounds its size.
  public var largestDeviceCount: Int {
    devices?.count ?? Profile.allCases.map(\.rules.defaultDevices.count).max() ?? 0
  }

  /// Environments in a stable order (profile, device, orientation, split, each in the order
  /// given), and a note for each combination a profile/device cannot have and for each device
  /// the document is not made for.
  public func environments(
    documentProfile: Profile?, deviceFamily: Interface.DeviceFamily = .universal
  ) -> (environments: [Environment], skipped: [String]) {
    var environments: [Environment] = []
    var skipped: [String] = []
    for profile in profiles ?? [documentProfile ?? .default] {
      for slug in devices ?? profile.rules.defaultDevices {
        guard let device = Device.named(slug) else {
          skipped.append("\(profile.rawValue)-\(slug): unknown device '\(slug)'")
          continue
        }
        if deviceFamily == .iPad, device.idiom != .pad {
          skipped.append("\(profile.rawValue)-\(slug): the document targets iPad only")
          continue
        }
        for orientation in orientations {
          let named = splits.map {
            Environment(profile: profile, device: device, orientation: orientation, window: $0)
          }
          let freeform = windows.map {
            Environment(
              profile: profile, device: device, orientation: orientation, windowSize: $0)
          }
          for environment in named + freeform {
            if let reason = environment.unsupportedReason {
              skipped.append("\(environment.slug): \(reason)")
            } else {
              environments.append(environment)
            }
          }
        }
      }
    }
    return (environments, skipped)
  }
}
