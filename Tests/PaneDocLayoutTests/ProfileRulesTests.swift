import PaneDocModel
import Testing

@testable import PaneDocLayout

/// The profile tables: that a new era must decide every rule is the compiler's part (an exhaustive
/// switch, an initializer without defaults); what it cannot see, a table returned for the wrong
/// profile or rules that contradict each other, is checked here.
@Suite("Profile rules")
struct ProfileRulesTests {
  @Test("every profile reaches its own table, and no two eras have the same rules")
  func ownTables() {
    for profile in Profile.allCases {
      #expect(profile.rules.profile == profile)
      #expect(profile.rules.popovers.profile == profile)
    }
    #expect(Set(Profile.allCases.map(\.rules)).count == Profile.allCases.count)
  }

  @Test("the split engine of each era and style")
  func splitEngines() {
    func engines(_ profile: Profile) -> [ProfileRules.SplitEngine] {
      SplitViewController.Style.allCases.map(profile.rules.splitEngine(for:))
    }
    #expect(engines(.ios6) == [.classic, .classic, .classic])
    #expect(engines(.ios12) == [.adaptive, .adaptive, .adaptive])
    #expect(engines(.ios17) == [.adaptive, .column, .column])
    #expect(engines(.ios26) == [.adaptive, .column, .column])
  }

  @Test("an era's default devices are catalog devices it knows")
  func defaultDevicesKnown() throws {
    for profile in Profile.allCases {
      #expect(!profile.rules.defaultDevices.isEmpty)
      for slug in profile.rules.defaultDevices {
        let device = try #require(Device.named(slug), "\(profile): \(slug)")
        #expect(profile.rules.supports(device), "\(profile): \(slug)")
      }
    }
    #expect(
      Device.all.filter(Profile.ios6.rules.supports).map(\.id) == ["ipad-mini", "ipad-9.7"])
    #expect(Device.all.allSatisfy(Profile.ios26.rules.supports))
  }

  @Test("window controls and autohiding columns need windows smaller than the screen")
  func windowRulesAgree() {
    for rules in Profile.allCases.map(\.rules) where rules.padWindows == .fullScreen {
      #expect(!rules.windowControls, "\(rules.profile)")
      #expect(!rules.padSplitsAutohideColumns, "\(rules.profile)")
    }
  }

  @Test("an era's own keyboard replaces every device's")
  func keyboards() {
    #expect(Profile.ios6.rules.keyboard(on: .iPadPro129) == .classicPad)
    #expect(Profile.ios17.rules.keyboard(on: .iPadPro129) == Device.iPadPro129.keyboard)
  }
}
