import ArgumentParser
import PaneDocRender
import PaneDocTestSupport
import Testing

@testable import panedoc

@Suite("layout and devices commands")
struct LayoutAndDevicesCommandTests {
  @Test("devices --format json lists the catalog with windows and size classes")
  func devicesJSON() throws {
    guard case .array(let devices) = try ParsedJSON(DevicesCommand.json()) else {
      Issue.record("not an array")
      return
    }
    #expect(devices.count == 22)
    let pad = try #require(devices.first { $0["slug"] == .string("ipad-9.7") })
    #expect(pad["screen"] == .array([.number(768), .number(1024)]))
    #expect(pad["screenSource"]?["tag"] == .string("obs"))
    #expect(pad["screenSource"]?["citation"] == .string("swift-snapshot-testing ViewImageConfig"))
    #expect(pad["keyboard"]?["source"]?["tag"] == .string("inf"))
    #expect(pad["keyboard"]?["source"]?["citation"] == .null)
    let m4 = try #require(devices.first { $0["slug"] == .string("ipad-pro-13-m4") })
    #expect(m4["screenSource"]?["tag"] == .string("doc"))
    #expect(m4["safeAreaSource"]?["tag"] == .string("inf"))
    #expect(m4["multitaskingSource"]?["tag"] == .string("inf"))
    let phone = try #require(devices.first { $0["slug"] == .string("iphone-15") })
    #expect(phone["multitaskingSource"] == .null)
    guard case .array(let windows)? = pad["orientations"]?["landscape"]?["windows"] else {
      Issue.record("no windows")
      return
    }
    #expect(windows.map { $0["width"] } == [1024, 694, 507, 320, 320].map { .number($0) })
    #expect(windows[1]["horizontalSizeClass"] == .string("regular"))
    #expect(windows[2]["horizontalSizeClass"] == .string("compact"))
  }

  @Test("rules --format json: the layout rules' tables as data, each catalog value with its source")
  func rulesJSON() throws {
    guard case .array(let tables)? = try ParsedJSON(RulesCommand.json())["tables"] else {
      Issue.record("no tables")
      return
    }
    #expect(tables.count == 4)
    let popovers = try #require(
      tables.first { $0["title"] == .string("Popovers and sheets by profile") })
    #expect(
      popovers["columns"]
        == .array(["rule", "ios6", "ios12", "ios17", "ios26"].map { .string($0) }))
    guard case .array(let rows)? = popovers["rows"] else {
      Issue.record("no rows")
      return
    }
    let cells = rows.map { row -> [ParsedJSON] in
      if case .array(let cells) = row { return cells }
      return []
    }
    let directions = try #require(
      cells.first { $0.first?["value"] == .string("bar button item directions") })
    #expect(directions[2]["value"] == .string("up, down"))
    #expect(directions[2]["source"]?["tag"] == .string("src"))
    #expect(
      directions[2]["source"]?["citation"]
        == .string(
          "UIPopoverPresentationController _effectivePermittedArrowDirections"
            + " (with _ignoreBarButtonItemSiblings unset: SDKs before the flag)"))
    #expect(directions[0]["source"] == nil)
  }

  @Test("devices table: one line per device and orientation")
  func devicesTable() {
    let lines = DevicesCommand.table().split(separator: "\n")
    #expect(lines.count == 1 + 22 * 2)
    #expect(
      lines.contains {
        $0.hasPrefix("ipad-9.7 ") && $0.contains("landscape") && $0.contains("half 507 C/R")
      })
  }

  @Test("option values are listed in --help and checked: usage errors exit 64")
  func usage() {
    let help = LayoutCommand.helpMessage()
    #expect(help.contains("ipad-pro-11-m4"))
    #expect(help.contains("one-third"))
    for arguments in [
      ["in.xml", "--device", "ipad-99", "--orientation", "landscape"],
      ["in.xml", "--device", "ipad-9.7", "--orientation", "sideways"],
      ["in.xml", "--device", "ipad-9.7", "--orientation", "landscape", "--format", "png"],
      ["in.xml", "--device", "ipad-9.7", "--orientation", "landscape", "--depth", "0"],
    ] {
      do {
        _ = try LayoutCommand.parse(arguments)
        Issue.record("accepted \(arguments)")
      } catch {
        #expect(LayoutCommand.exitCode(for: error) == ExitCode(64), "\(arguments)")
      }
    }
  }

  @Test("layout parses a full set of options")
  func parses() throws {
    let command = try LayoutCommand.parse([
      "in.xml", "--device", "ipad-pro-11", "--orientation", "portrait", "--split", "one-third",
      "--profile", "ios12", "--state", "a", "b", "--keyboard", "--depth", "2",
    ])
    let (device, orientation, split, profile) = try command.environmentValues()
    #expect(device.id == "ipad-pro-11")
    #expect(orientation == .portrait)
    #expect(split == .oneThird)
    #expect(profile == .ios12)
    #expect(command.state == ["a", "b"])
    #expect(command.keyboard)
  }
}

@Suite("layout --format svg")
struct LayoutSVGCommandTests {
  @Test("prints the same SVG the report draws for that environment, with the id prefix")
  func svg() throws {
    let arguments = [
      "layout", "Fixtures/mail.xml", "--device", "ipad-9.7", "--orientation", "landscape",
      "--state", "composeSegue", "--format", "svg", "--id-prefix", "m-",
    ]
    let run = try Hostile.run(arguments)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("<svg") || run.standardOutput.hasPrefix("<?xml"))
    #expect(run.standardOutput.hasSuffix("</svg>\n"))
    #expect(run.standardOutput.contains("id=\"m-p-composeSegue\""))
    #expect(!run.standardOutput.contains("id=\"p-composeSegue\""))
  }
}
