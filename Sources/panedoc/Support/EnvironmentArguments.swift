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

/// `--window WxH`: a free-form window's size in points (`702x1032`), both sides finite and
/// positive; whether the device can have it is checked against its `WindowLimits`.
struct WindowSizeArgument: ExpressibleByArgument {
  var size: Size

  init?(argument: String) {
    let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0
    else { return nil }
    size = Size(width: width, height: height)
  }

  var defaultValueDescription: String { WindowLimits.text(size) }
}
