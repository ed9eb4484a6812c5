import ArgumentParser
import PaneDocLayout
import PaneDocModel

/// `--device`: a catalog slug; `--help` lists them all.
struct DeviceArgument: ExpressibleByArgument, CaseIterable {
  var device: Device

  init(_ device: Device) { self.device = device }

  init?(argument: String) {
    guard let device = Device.named(argument) else { return nil }
    self.device = device
  }

  static var allCases: [DeviceArgument] { Device.all.map(DeviceArgument.init) }
  static var allValueStrings: [String] { Device.all.map(\.slug) }
  var defaultValueDescription: String { device.slug }
}

/// `--orientation`.
enum OrientationArgument: String, CaseIterable, ExpressibleByArgument {
  case portrait, landscape

  var orientation: Orientation { self == .portrait ? .portrait : .landscape }
}

/// `--split`: the multitasking window.
enum SplitArgument: String, CaseIterable, ExpressibleByArgument {
  case full
  case twoThirds = "two-thirds"
  case half
  case oneThird = "one-third"
  case slideOver = "slide-over"

  var window: MultitaskingWindow { MultitaskingWindow(rawValue: rawValue) ?? .full }
}

/// `--profile`: the UIKit era.
enum ProfileArgument: String, CaseIterable, ExpressibleByArgument {
  case ios6, ios12, ios17

  var profile: Profile { Profile(rawValue: rawValue) ?? .default }
}
