import ArgumentParser
import PaneDocCore
import PaneDocLayout
import PaneDocModel
import PaneDocRender

/// `panedoc devices`: the device catalog with its multitasking widths, size classes, keyboards
/// and the provenance of each.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device catalog: screens, safe areas, scale, multitasking windows.")

  @Option(help: "The output format.")
  var format = FormatOption<DeviceList>()

  func run() throws {
    try StandardOutput.write(format.render(DeviceList()))
  }

  /// Every device in catalog order, as JSON.
  static func json() -> JSONValue {
    .array(
      Device.all.map { device in
        .object([
          ("slug", .string(device.id.rawValue)),
          ("name", .string(device.name)),
          ("idiom", .string(device.idiom.rawValue)),
          ("screen", numbers([device.portraitScreen.width, device.portraitScreen.height])),
          ("scale", .number(device.scale)),
          ("screenSource", device.screenSource.json),
          ("safeAreaSource", device.safeAreaSource.json),
          (
            "multitaskingSource",
            device.multitasking.map { $0.source.json } ?? .null
          ),
          (
            "keyboard",
            .object(
              [
                ("portrait", .number(device.keyboard.portrait)),
                ("landscape", .number(device.keyboard.landscape)),
                ("source", device.keyboard.source.json),
              ])
          ),
          (
            "orientations",
            .object(
              Orientation.allCases.map { orientation in
                (orientation.rawValue, json(device, orientation))
              })
          ),
        ])
      })
  }

  private static func json(_ device: Device, _ orientation: Orientation) -> JSONValue {
    let safeArea = device.safeArea(orientation)
    return .object([
      ("safeArea", numbers([safeArea.top, safeArea.left, safeArea.bottom, safeArea.right])),
      (
        "windows",
        .array(
          windows(device, orientation).map { window, info in
            .object([
              ("split", .string(window.rawValue)),
              ("width", .number(info.window.width)),
              ("horizontalSizeClass", .string(info.horizontalSizeClass.rawValue)),
              ("verticalSizeClass", .string(info.verticalSizeClass.rawValue)),
            ])
          })
      ),
    ])
  }

  private static func numbers(_ values: [Double]) -> JSONValue {
    .array(values.map(JSONValue.number))
  }

  /// The windows of a device in an orientation, each with its derived environment.
  private static func windows(_ device: Device, _ orientation: Orientation) -> [(
    MultitaskingWindow, EnvironmentInfo
  )] {
    device.windows(orientation).map { window in
      (
        window,
        Environment(device: device, orientation: orientation, window: window).info
      )
    }
  }

  private static func letter(_ sizeClass: SizeClass) -> String {
    sizeClass == .regular ? "R" : "C"
  }

  /// A fixed-width table: one line per device and orientation; each window with its width and
  /// size classes, horizontal/vertical, `R` regular or `C` compact.
  static func table() -> String {
    let header = [
      "device", "screen/safe area", "orientation", "screen", "safe area", "scale",
      "windows (width, size classes h/v)",
    ]
    var rows: [[String]] = [header]
    for device in Device.all {
      for orientation in Orientation.allCases {
        let screen = device.screen(orientation)
        let safeArea = device.safeArea(orientation)
        let windows = windows(device, orientation).map { window, info in
          "\(window.rawValue) \(NumberFormat.string(info.window.width))"
            + " \(letter(info.horizontalSizeClass))/\(letter(info.verticalSizeClass))"
        }
        rows.append([
          device.id.rawValue, device.screenSource.tag.label + device.safeAreaSource.tag.label,
          orientation.rawValue,
          "\(NumberFormat.string(screen.width))×\(NumberFormat.string(screen.height))",
          [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right].map(NumberFormat.string)
            .joined(separator: "/"),
          NumberFormat.string(device.scale), windows.joined(separator: ", "),
        ])
      }
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}

/// The device catalog as `panedoc devices` prints it (`Device.all`, in its order).
struct DeviceList: Formattable {
  static let formats = [
    OutputFormat<DeviceList>(name: "table", summary: "a table") { _ in
      DevicesCommand.table()
    },
    OutputFormat<DeviceList>(name: "json", summary: "JSON") { _ in
      DevicesCommand.json().serialized()
    },
  ]
}
