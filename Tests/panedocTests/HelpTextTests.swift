import ArgumentParser
import Foundation
import Testing

@testable import panedoc

/// What `panedoc --help` and each command's `--help` print, whole, as golden text: a changed
/// option, default or explanation is a reviewed diff, and the README's command list can be read
/// beside it.
@Suite struct HelpTextTests {
  static let commands: [[String]] =
    [[]] + PaneDoc.configuration.subcommands.map { [$0._commandName] }

  @Test(arguments: commands)
  func helpIsTheGoldenText(_ command: [String]) throws {
    let run = try ValidateExecutableTests.run(command + ["--help"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let name = (["panedoc"] + command).joined(separator: "-")
    let (text, devices) = Self.devicesSetApart(run.standardOutput)
    goldenFiles.check(text, named: "help/\(name).txt")
    if let devices {
      #expect(devices == "Devices: " + EnvironmentChoice.devices.joined(separator: ", "))
    }
  }

  /// What stands in the golden texts for the catalog's devices.
  static let devicesPlaceholder = "        Devices: (every device of the catalog, in its order)"

  /// `help` with the paragraph that lists the catalog's devices (`Devices: ipad-mini, …`, each of
  /// its lines indented by 8 spaces) replaced by `devicesPlaceholder`, and that paragraph on one
  /// line. A device is one entry of the catalog: the help texts that list them are checked
  /// against it, not re-recorded for it.
  static func devicesSetApart(_ help: String) -> (text: String, devices: String?) {
    var lines: [Substring] = []
    var devices: [Substring] = []
    var inList = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      let indentedBy8 = line.hasPrefix("        ") && !line.hasPrefix("         ")
      if line.hasPrefix("        Devices: ") || (inList && indentedBy8) {
        if !inList { lines.append(Substring(devicesPlaceholder)) }
        inList = true
        devices.append(line.drop { $0 == " " })
      } else {
        inList = false
        lines.append(line)
      }
    }
    return (lines.joined(separator: "\n"), devices.isEmpty ? nil : devices.joined(separator: " "))
  }

  @Test func theDeviceListIsSetApartWhole() {
    let help = "A\n  --device <d>   The device.\n        Devices: a, b,\n        c\n  --next\n"
    let (text, devices) = Self.devicesSetApart(help)
    #expect(text == "A\n  --device <d>   The device.\n\(Self.devicesPlaceholder)\n  --next\n")
    #expect(devices == "Devices: a, b, c")
  }

  /// No golden help text is left for a command that is gone.
  @Test func everyHelpTextIsACommands() throws {
    let folder = goldenFiles.url.appendingPathComponent("help")
    let stored = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let expected = Self.commands.map { (["panedoc"] + $0).joined(separator: "-") + ".txt" }
    #expect(Set(stored) == Set(expected))
  }
}
