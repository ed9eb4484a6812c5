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

  public init(
    profiles: [Profile]? = nil, devices: [String], orientations: [Orientation],
    splits: [MultitaskingWindow]
  ) {
    self.profiles = profiles
    self.devices = devices
    self.orientations = orientations
    self.splits = splits
  }

  /// The document's profile; the classic 9.7" iPad, the 11" and 12.9" iPad Pros (the three
  /// default-maximum regimes of 2.2) and a current iPhone (collapse); both orientations; the full
  /// screen and the three Split View widths. Slide Over is left out: it only repeats one third.
  public static let `default` = EnvironmentMatrix(
    devices: ["ipad-9.7", "ipad-pro-11", "ipad-pro-12.9", "iphone-12"],
    orientations: [.portrait, .landscape], splits: [.full, .twoThirds, .half, .oneThird])

  /// Environments in a stable order (profile, device, orientation, split, each in the order
  /// given), and a note for each combination a profile/device cannot have and for each device
  /// the document is not made for.
  public func environments(
    documentProfile: Profile?, deviceFamily: Interface.DeviceFamily = .universal
  ) -> (environments: [Environment], skipped: [String]) {
    var environments: [Environment] = []
    var skipped: [String] = []
    for profile in profiles ?? [documentProfile ?? .default] {
      for slug in devices {
        guard let device = Device.named(slug) else {
          skipped.append("\(profile.rawValue)-\(slug): unknown device '\(slug)'")
          continue
        }
        if deviceFamily == .iPad, device.idiom != .pad {
          skipped.append("\(profile.rawValue)-\(slug): the document targets iPad only")
          continue
        }
        for orientation in orientations {
          for split in splits {
            let environment = Environment(
              profile: profile, device: device, orientation: orientation, window: split)
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
