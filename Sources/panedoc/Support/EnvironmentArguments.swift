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

// The engine's own enums are the option values of `--orientation`, `--split` and `--profile`,
// so `--help` lists exactly the cases the engine knows and no mirror can drift from them.
extension Orientation: ExpressibleByArgument {}
extension MultitaskingWindow: ExpressibleByArgument {}
extension Profile: ExpressibleByArgument {}
