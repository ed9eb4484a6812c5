import PaneDocModel

/// The environments a report renders: every combination of profiles, devices, orientations and
/// windows that the profile and device can have.
public struct EnvironmentMatrix: Sendable {
  /// `nil`: the document's profile, else `ios17`.
  public var profiles: [Profile]?
  /// Device slugs of the catalog; `nil`: each profile's default devices.
  public var devices: [DeviceID]?
  public var orientations: [Orientation]
  public var multitaskingWindows: [MultitaskingWindow]
  /// Free-form windows (`--window WxH`), after the named ones.
  public var windows: [Size]

  public init(
    profiles: [Profile]? = nil, devices: [DeviceID]?, orientations: [Orientation],
    multitaskingWindows: [MultitaskingWindow], windows: [Size] = []
  ) {
    self.profiles = profiles
    self.devices = devices
    self.orientations = orientations
    self.multitaskingWindows = multitaskingWindows
    self.windows = windows
  }

  /// The document's profile; each profile's default devices; both orientations; the full screen
  /// and the three Split View widths. Slide Over is left out: it only repeats one third.
  public static let `default` = EnvironmentMatrix(
    devices: nil, orientations: [.portrait, .landscape],
    multitaskingWindows: [.full, .twoThirds, .half, .oneThird])

  /// The default profile's default devices, which help texts and the config template show.
  public static var defaultDevices: [DeviceID] { Profile.default.rules.defaultDevices }

  /// Each profile whose default devices differ from the default profile's, with its own: what
  /// help texts and the config template show after `defaultDevices` ("ios6: ipad-9.7"), so that
  /// a new profile's list is shown without a change there.
  public static var otherDefaultDevices: [(profile: Profile, devices: [DeviceID])] {
    Profile.allCases.filter { $0.rules.defaultDevices != defaultDevices }
      .map { ($0, $0.rules.defaultDevices) }
  }

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
          let named = multitaskingWindows.map {
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
