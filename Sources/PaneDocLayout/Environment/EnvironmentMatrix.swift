import PaneDocModel

/// The environments a report renders: every combination of profiles, devices, orientations and
/// windows that the profile and device can have.
public struct EnvironmentMatrix: Sendable {
  /// `nil`: the document's profile, else `ios17`.
  public var profiles: [Profile]?
  /// Device slugs of the catalog.
  public var devices: [String]
  public var orientations: [Orientation]
  public var splits: [MultitaskingWindow]
  /// Free-form windows (`--window WxH`), after the named ones.
  public var windows: [Size]

  public init(
    profiles: [Profile]? = nil, devices: [String], orientations: [Orientation],
    splits: [MultitaskingWindow], windows: [Size] = []
  ) {
    self.profiles = profiles
    self.devices = devices
    self.orientations = orientations
    self.splits = splits
    self.windows = windows
  }

  /// The document's profile; the classic 9.7" iPad, the 11" and 12.9" iPad Pros (the three
  /// default-maximum regimes of 2.2) and a current iPhone (collapse); both orientations; the full
  /// screen and the three Split View widths. Slide Over is left out: it only repeats one third.
  public static let `default` = EnvironmentMatrix(
    devices: ["ipad-9.7", "ipad-pro-11", "ipad-pro-12.9", "iphone-12"],
    orientations: [.portrait, .landscape], splits: [.full, .twoThirds, .half, .oneThird])

  /// Environments in a stable order (profile, device, orientation, split, each in the order
  /// given), and a note for each combination a profile/device cannot have.
  public func environments(documentProfile: Profile?) -> (
    environments: [Environment], skipped: [String]
  ) {
    var environments: [Environment] = []
    var skipped: [String] = []
    for profile in profiles ?? [documentProfile ?? .default] {
      for slug in devices {
        guard let device = Device.named(slug) else {
          skipped.append("\(profile.rawValue)-\(slug): unknown device '\(slug)'")
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
