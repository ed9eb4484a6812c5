import PaneDocModel
import Testing

@testable import PaneDocLayout

/// A collapsed column-style split shows its columns in one navigation controller, back buttons
/// are titled as `UINavigationItem` titles them, and eras without column styles say so.
@Suite("Collapsed column-style splits, back button titles, unavailable styles")
struct CollapsedColumnNavigationTests {
  static func iPhone(_ profile: Profile = .ios17) -> Environment {
    Environment(profile: profile, device: .iPhone8, orientation: .portrait)
  }

  /// A double-column split of two plain controllers, as `UISplitViewController(style:)` takes them.
  static func columns(
    primaryTitle: String? = "Mailboxes", secondaryTitle: String? = "Message",
    style: SplitViewController.Style = .doubleColumn, primary: Controller? = nil
  ) -> Interface {
    Build.interface([
      Build.split(
        "mail", SplitViewController(style: style, primary: "boxes", secondary: "message")),
      primary ?? Build.content("boxes", title: primaryTitle),
      Build.content("message", title: secondaryTitle),
    ])
  }

  @Test("collapsed, the primary is wrapped in a navigation controller with the secondary on top")
  func collapsedHasNavigationBar() throws {
    let laidOut = try #require(layout(Self.columns(), Self.iPhone()))
    let navigation = try #require(laidOut.node("boxes#navigation"))
    #expect(navigation.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    let bar = try #require(laidOut.node("boxes#navigation#navigationBar"))
    #expect(bar.title == "Message")
    #expect(bar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    #expect(laidOut.node("boxes#navigation#backButton")?.title == "Mailboxes")
    #expect(laidOut.node("message")?.visible == true)
    #expect(laidOut.node("boxes")?.visible == false)
  }

  @Test("a navigation bar whose top controller has no title shows none, never the controller's id")
  func untitledTopHasNoBarTitle() throws {
    let laidOut = try #require(layout(Self.columns(secondaryTitle: nil), Self.iPhone()))
    let bar = try #require(laidOut.node("boxes#navigation#navigationBar"))
    #expect(bar.title == nil)
  }

  @Test("an adaptive split's collapsed column is not wrapped: UIKit wraps column styles only")
  func adaptiveNotWrapped() throws {
    let laidOut = try #require(
      layout(Self.columns(style: .unspecified), Self.iPhone()))
    #expect(laidOut.node("boxes#navigation") == nil)
  }

  @Test("a back button says the previous item's backButtonTitle, else its title, else Back")
  func backButtonTitles() throws {
    let untitled = try #require(
      layout(Self.columns(primaryTitle: nil), Self.iPhone()))
    #expect(untitled.node("boxes#navigation#backButton")?.title == "Back")
    let here = Build.here
    let named = Controller(
      id: "boxes", title: "Mailboxes",
      kind: .content(
        ContentController(
          navigationItem: NavigationItem(
            title: "Mailboxes", backButtonTitle: "All", location: here))),
      location: here)
    let laidOut = try #require(layout(Self.columns(primary: named), Self.iPhone()))
    #expect(laidOut.node("boxes#navigation#backButton")?.title == "All")
  }

  @Test("a column-style split in ios6 or ios12 is drawn as the era's split, with style-unavailable")
  func styleUnavailable() throws {
    let pad = { (profile: Profile) in
      Environment(profile: profile, device: .iPad97, orientation: .landscape)
    }
    for profile in [Profile.ios6, .ios12] {
      let laidOut = try #require(layout(Self.columns(), pad(profile)))
      let warning = try #require(laidOut.warnings.first { $0.code.rawValue == "style-unavailable" })
      #expect(warning.subject == "mail", "\(profile)")
    }
    let current = try #require(layout(Self.columns(), pad(.ios17)))
    #expect(!current.warnings.contains { $0.code.rawValue == "style-unavailable" })
  }
}
