import Foundation
import PaneDocModel
import Testing

@testable import PaneDocLayout

@Suite("Device catalog")
struct CatalogTests {
  /// The screen table, row by row: slug, portrait size, safe areas (top/left/bottom/right),
  /// scale.
  static let screens: [(DeviceID, Size, [Double], [Double], Double)] = [
    ("ipad-mini", Size(width: 768, height: 1024), [20, 0, 0, 0], [20, 0, 0, 0], 2),
    ("ipad-9.7", Size(width: 768, height: 1024), [20, 0, 0, 0], [20, 0, 0, 0], 2),
    ("ipad-10.2", Size(width: 810, height: 1080), [20, 0, 0, 0], [20, 0, 0, 0], 2),
    ("ipad-pro-10.5", Size(width: 834, height: 1112), [20, 0, 0, 0], [20, 0, 0, 0], 2),
    ("ipad-pro-11", Size(width: 834, height: 1194), [24, 0, 20, 0], [24, 0, 20, 0], 2),
    ("ipad-pro-12.9-gen2", Size(width: 1024, height: 1366), [20, 0, 0, 0], [20, 0, 0, 0], 2),
    ("iphone-se", Size(width: 320, height: 568), [20, 0, 0, 0], [0, 0, 0, 0], 2),
    ("iphone-8", Size(width: 375, height: 667), [20, 0, 0, 0], [0, 0, 0, 0], 2),
    ("iphone-8-plus", Size(width: 414, height: 736), [20, 0, 0, 0], [0, 0, 0, 0], 3),
    ("iphone-x", Size(width: 375, height: 812), [44, 0, 34, 0], [0, 44, 21, 44], 3),
    ("iphone-xs-max", Size(width: 414, height: 896), [44, 0, 34, 0], [0, 44, 21, 44], 3),
    ("iphone-12", Size(width: 390, height: 844), [47, 0, 34, 0], [0, 47, 21, 47], 3),
    ("iphone-12-pro-max", Size(width: 428, height: 926), [47, 0, 34, 0], [0, 47, 21, 47], 3),
  ]

  /// Split View widths: landscape one-third / half / two-thirds, portrait one-third / two-thirds.
  static let multitasking: [(DeviceID, [Double], [Double])] = [
    ("ipad-mini", [320, 507, 694], [320, 438]),
    ("ipad-9.7", [320, 507, 694], [320, 438]),
    ("ipad-10.2", [320, 535, 750], [320, 480]),
    ("ipad-pro-10.5", [320, 551, 782], [320, 504]),
    ("ipad-pro-11", [375, 592, 809], [320, 504]),
    ("ipad-pro-12.9", [375, 678, 981], [375, 639]),
    ("ipad-pro-12.9-gen2", [375, 678, 981], [375, 639]),
  ]

  static func insets(_ values: [Double]) -> Insets {
    Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  @Test("every row of the screen table")
  func screenTable() throws {
    for (slug, size, portrait, landscape, scale) in Self.screens {
      let device = try #require(Device.named(slug), "\(slug)")
      #expect(device.portraitScreen == size, "\(slug)")
      #expect(device.screen(.landscape) == size.transposed, "\(slug)")
      #expect(device.portraitSafeArea == Self.insets(portrait), "\(slug)")
      #expect(device.landscapeSafeArea == Self.insets(landscape), "\(slug)")
      #expect(device.scale == scale, "\(slug)")
      #expect(device.screenSource == .obs("swift-snapshot-testing ViewImageConfig"), "\(slug)")
      #expect(device.safeAreaSource == device.screenSource, "\(slug)")
    }
  }

  /// Observed [obs]: the 12.9" from the 3rd generation on has a home indicator, so the
  /// 11"'s safe area; the home-button model keeps its own slug.
  @Test("ipad-pro-12.9 is the current model (24/0/20/0); ipad-pro-12.9-gen2 the home-button one")
  func currentTwelvePointNine() throws {
    let current = try #require(Device.named("ipad-pro-12.9"))
    #expect(current.portraitSafeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(current.landscapeSafeArea == current.portraitSafeArea)
    #expect(current.safeAreaSource.tag == .obs)
    let old = try #require(Device.named("ipad-pro-12.9-gen2"))
    #expect(old.portraitSafeArea == Insets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(old.portraitScreen == current.portraitScreen)
    #expect(old.multitasking == current.multitasking)
  }

  /// Today's models. Screens and scales from Apple's Human Interface Guidelines [doc];
  /// safe areas, multitasking widths and keyboards no source gives [inf].
  /// Slug, portrait size, safe area, scale, and landscape ⅓ ½ ⅔ then portrait ⅓ ⅔.
  static let currentModels: [(DeviceID, Size, [Double], Double, [Double]?)] = [
    ("ipad-mini-6", Size(width: 744, height: 1133), pad, 2, [320, 561, 803, 320, 414]),
    ("ipad-air-10.9", Size(width: 820, height: 1180), pad, 2, [375, 585, 795, 320, 490]),
    ("ipad-air-13", Size(width: 1024, height: 1366), pad, 2, [375, 678, 981, 375, 639]),
    ("ipad-pro-11-m4", Size(width: 834, height: 1210), pad, 2, [375, 600, 825, 320, 504]),
    ("ipad-pro-13-m4", Size(width: 1032, height: 1376), pad, 2, [375, 683, 991, 375, 647]),
    ("iphone-15", Size(width: 393, height: 852), [59, 0, 34, 0], 3, nil),
    ("iphone-16-pro", Size(width: 402, height: 874), [62, 0, 34, 0], 3, nil),
    ("iphone-16-pro-max", Size(width: 440, height: 956), [62, 0, 34, 0], 3, nil),
  ]
  static let pad: [Double] = [24, 0, 20, 0]

  @Test("today's devices: screens [doc], safe areas and multitasking widths [inf]")
  func currentModelsTable() throws {
    for (slug, size, safeArea, scale, widths) in Self.currentModels {
      let device = try #require(Device.named(slug), "\(slug)")
      #expect(device.portraitScreen == size, "\(slug)")
      #expect(device.portraitSafeArea == Self.insets(safeArea), "\(slug)")
      #expect(device.scale == scale, "\(slug)")
      #expect(device.screenSource.tag == .doc, "\(slug)")
      #expect(device.screenSource.citation?.contains("Human Interface Guidelines") == true)
      #expect(device.safeAreaSource == .inferred, "\(slug)")
      #expect(device.keyboard.source == .inferred, "\(slug)")
      if let widths {
        let multitasking = try #require(device.multitasking, "\(slug)")
        #expect(
          [
            multitasking.landscapeOneThird, multitasking.landscapeHalf,
            multitasking.landscapeTwoThirds, multitasking.portraitOneThird,
            multitasking.portraitTwoThirds,
          ] == widths, "\(slug)")
        #expect(multitasking.source == .inferred, "\(slug)")
      } else {
        #expect(device.multitasking == nil, "\(slug)")
      }
    }
    #expect(Device.named("ipad-pro-11-m4")?.splitBehaviorThreshold.value == 1210)
    #expect(Device.named("iphone-16-pro-max")?.regularWidthInLandscape == true)
    #expect(Device.named("iphone-15")?.regularWidthInLandscape == false)
  }

  @Test("an environment on a device with inferred parts names them as an assumption")
  func inferredDeviceAssumption() {
    let environment = Environment.iPadPro13M4(.landscape(.half))
    #expect(
      environment.assumptions.contains(
        "ipad-pro-13-m4 is not in the reference table: its safe area and multitasking widths"
          + " are inferred"))
    let classic = Environment.iPad97(.landscape()).assumptions
    #expect(!classic.contains { $0.contains("reference table") })
  }

  /// The iOS 3.2 – 6 iPad keyboard in `ios6`, today's taller one (with the QuickType bar of
  /// iOS 8 on) later [inf].
  @Test("keyboard heights by era: ios6 the classic iPad keyboard, later profiles the device's")
  func keyboardsByEra() {
    let ios6 = Environment.iPad97(.landscape(), profile: .ios6, keyboard: true).info
    #expect(ios6.keyboard == 352)
    let ios17 = Environment.iPad97(.landscape(), keyboard: true).info
    #expect(ios17.keyboard == Device.iPad97.keyboard.landscape)
    #expect(ios17.keyboard! > ios6.keyboard!)
    #expect(
      Profile.ios17.rules.keyboard(on: .iPadPro129).portrait
        > Profile.ios17.rules.keyboard(on: .iPad97).portrait)
  }

  @Test("every row of the multitasking table, with slide-over")
  func multitaskingTable() throws {
    for (slug, landscape, portrait) in Self.multitasking {
      let device = try #require(Device.named(slug))
      let widths = try #require(device.multitasking)
      #expect(
        [
          widths.width(.oneThird, .landscape), widths.width(.half, .landscape),
          widths.width(.twoThirds, .landscape),
        ] == landscape, "\(slug)")
      #expect(
        [widths.width(.oneThird, .portrait), widths.width(.twoThirds, .portrait)] == portrait,
        "\(slug)")
      #expect(widths.width(.half, .portrait) == nil, "\(slug)")
      #expect(widths.slideOver == (slug.rawValue.hasPrefix("ipad-pro-12.9") ? 375 : 320), "\(slug)")
      #expect(widths.source.tag == .obs)
    }
    for device in Device.all where device.idiom == .phone {
      #expect(device.multitasking == nil)
      #expect(device.windows(.landscape) == [.full])
    }
  }

  @Test("window frames: one third trailing, two thirds and half leading, slide-over inset 20")
  func windowFrames() {
    let pad = Device.iPad97
    #expect(pad.windowFrame(.oneThird, .landscape) == Rect(x: 704, y: 0, width: 320, height: 768))
    #expect(pad.windowFrame(.twoThirds, .landscape) == Rect(x: 0, y: 0, width: 694, height: 768))
    #expect(pad.windowFrame(.half, .landscape) == Rect(x: 0, y: 0, width: 507, height: 768))
    #expect(pad.windowFrame(.slideOver, .portrait) == Rect(x: 448, y: 20, width: 320, height: 984))
    #expect(pad.windowFrame(.half, .portrait) == nil)
  }

  @Test("window-relative safe area: a trailing window keeps no leading inset, slide-over no top")
  func windowSafeArea() {
    #expect(Environment.iPad97(.landscape(.slideOver)).info.safeArea.top == 0)
    #expect(
      Environment.iPadPro11(.landscape(.oneThird)).info.safeArea
        == Insets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(
      Environment.iPhoneX(.landscape()).info.safeArea
        == Insets(top: 0, left: 44, bottom: 21, right: 44))
  }

  @Test("size classes: iPads regular above 667 pt, Plus/Max iPhones regular in landscape")
  func sizeClasses() {
    #expect(Environment.iPadPro129(.landscape(.half)).info.horizontalSizeClass == .regular)
    #expect(Environment.iPadPro11(.landscape(.half)).info.horizontalSizeClass == .compact)
    #expect(Environment.iPad97(.landscape(.twoThirds)).info.horizontalSizeClass == .regular)
    #expect(Environment.iPad97(.portrait(.twoThirds)).info.horizontalSizeClass == .compact)
    #expect(Environment.iPad97(.portrait()).info.verticalSizeClass == .regular)
    #expect(Environment.iPhone8Plus(.landscape()).info.horizontalSizeClass == .regular)
    #expect(Environment.iPhoneXsMax(.landscape()).info.horizontalSizeClass == .regular)
    #expect(Environment.iPhone12(.landscape()).info.horizontalSizeClass == .compact)
    #expect(Environment.iPhone12(.landscape()).info.verticalSizeClass == .compact)
    #expect(Environment.iPhone12(.portrait()).info.verticalSizeClass == .regular)
  }

  @Test("bar heights by profile and idiom")
  func barHeights() {
    #expect(
      BarMetrics.navigationBar(rules: Profile.ios6.rules, idiom: .pad, verticalSizeClass: .regular)
        == 44)
    #expect(
      BarMetrics.navigationBar(rules: Profile.ios12.rules, idiom: .pad, verticalSizeClass: .regular)
        == 50)
    #expect(
      BarMetrics.navigationBar(
        rules: Profile.ios17.rules, idiom: .phone, verticalSizeClass: .regular) == 44)
    #expect(
      BarMetrics.navigationBar(
        rules: Profile.ios17.rules, idiom: .phone, verticalSizeClass: .compact) == 32)
    #expect(
      BarMetrics.toolbar(rules: Profile.ios6.rules, idiom: .pad, verticalSizeClass: .regular) == 44)
    #expect(BarMetrics.tabBar(rules: Profile.ios6.rules, idiom: .pad) == 49)
    #expect(BarMetrics.tabBar(rules: Profile.ios12.rules, idiom: .pad) == 50)
    #expect(BarMetrics.tabBar(rules: Profile.ios17.rules, idiom: .phone) == 49)
    #expect(BarMetrics.largeTitleExtra.value == 52)
  }

  @Test("presets read like the devices they name")
  func presets() {
    let environment = Environment.iPadPro11(.landscape(.oneThird))
    #expect(environment.device.id == "ipad-pro-11")
    #expect(environment.orientation == .landscape)
    #expect(environment.window == .oneThird)
    #expect(environment.profile == .ios17)
    #expect(environment.slug == "ios17-ipad-pro-11-landscape-one-third")
    #expect(
      Environment.iPad97(.portrait(.full), profile: .ios6).info.slug
        == "ios6-ipad-9.7-portrait-full")
  }

  /// A device is one entry of the catalog and its place in `Device.all`, which decides its row in
  /// `panedoc devices` and `panedoc rules`: one left out of the list would be unreachable (no
  /// `--device` takes it), so the catalog's source is read to find every entry.
  @Test("every device the catalog defines is listed once in Device.all")
  func everyDeviceListed() throws {
    let catalog = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/PaneDocLayout/Catalog/DeviceCatalog.swift")
    let source = try String(contentsOf: catalog, encoding: .utf8)
    let entries = source.components(separatedBy: " = Device(\n").count - 1
    #expect(entries > 0)
    #expect(Device.all.count == entries)
    #expect(Set(Device.all.map(\.id)).count == Device.all.count)
  }

  @Test("a device's identity reads and writes as its slug, and names one device of the catalog")
  func deviceIdentity() throws {
    let id: DeviceID = "ipad-pro-11"
    #expect("\(id)" == "ipad-pro-11" && id.rawValue == "ipad-pro-11")
    #expect(Device.named(id)?.name == Device.iPadPro11.name)
    #expect(Device.named(DeviceID("ipad-pro-12")) == nil)
    let json = try JSONEncoder().encode([id])
    #expect(String(decoding: json, as: UTF8.self) == "[\"ipad-pro-11\"]")
    #expect(try JSONDecoder().decode([DeviceID].self, from: json) == [id])
  }
}
