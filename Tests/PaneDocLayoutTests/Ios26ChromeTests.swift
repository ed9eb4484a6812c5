import PaneDocModel
import Testing

@testable import PaneDocLayout

@Suite("ios26: window controls, floating tab bar, Liquid Glass popovers")
struct Ios26ChromeTests {
  static func environment(window: Size? = nil, profile: Profile = .ios26) -> Environment {
    Environment(
      profile: profile, device: .iPadPro13M4, orientation: .landscape, windowSize: window)
  }

  @Test("a windowed scene has window controls at its top leading corner; bar items start after")
  func windowControls() throws {
    let interface = Build.interface([
      Build.split(
        "mail", SplitViewController(style: .doubleColumn, primary: "listNav", secondary: "detail")),
      Build.nav("listNav", root: "list"),
      Build.content("list", title: "Mailboxes", left: [Build.item("leftItem", "Edit")]),
      Build.content("detail", title: "Message"),
    ])
    let windowed = try #require(
      layout(interface, Self.environment(window: Size(width: 1100, height: 1032))))
    let controls = try #require(windowed.frame("#windowControls"))
    let size = WindowMetrics.windowControlsSize.value
    #expect(controls == Rect(x: 0, y: 24, width: size.width, height: size.height))
    let margin = BarMetrics.itemMargin.value
    // The first leading item of the primary's bar (the sidebar toggle) starts after them.
    let toggle = try #require(windowed.frame("mail#displayModeButton"))
    #expect(toggle.minX == controls.maxX + margin)
    #expect(try #require(windowed.frame("leftItem")).minX >= toggle.maxX)
    // Full screen, and ios17, have none, and the toggle keeps its place at the leading margin.
    let full = try #require(layout(interface, Self.environment()))
    #expect(full.node("#windowControls") == nil)
    #expect(full.frame("mail#displayModeButton")?.minX == margin)
    let older = try #require(
      layout(interface, Self.environment(window: Size(width: 1100, height: 1032), profile: .ios17)))
    #expect(older.node("#windowControls") == nil)
  }

  @Test("a regular-width iPad tab bar floats at the top over a child that keeps the whole window")
  func floatingTabBar() throws {
    let interface = Build.interface([
      Build.tabs("tabs", ["first", "second", "third"]),
      Build.content("first", title: "First"),
      Build.content("second", title: "Second"),
      Build.content("third", title: "Third"),
    ])
    let floating = try #require(layout(interface, Self.environment()))
    let bar = try #require(floating.frame("tabs#tabBar"))
    let width = 3 * BarMetrics.floatingTabBarItemWidth.value + 2 * BarMetrics.itemMargin.value
    #expect(bar.width == width)
    #expect(bar.midX == 1376 / 2)
    #expect(bar.minY == 24 + (50 - BarMetrics.floatingTabBarHeight.value) / 2)
    #expect(floating.frame("first") == Rect(x: 0, y: 0, width: 1376, height: 1032))
    // The bar comes after the child, so it is drawn above the child's bars.
    let order = floating.nodes.map(\.id)
    #expect(order.firstIndex(of: "tabs#tabBar")! > order.firstIndex(of: "first")!)
    // Compact width and ios17 keep the bottom tab bar.
    let compact = try #require(
      layout(interface, Self.environment(window: Size(width: 500, height: 1032))))
    #expect(compact.frame("tabs#tabBar")?.maxY == 1032)
    let older = try #require(layout(interface, Self.environment(profile: .ios17)))
    #expect(older.frame("tabs#tabBar")?.maxY == 1032)
  }

  @Test("Liquid Glass popovers: corner 34, pin limit ⌊len/2⌋ − min(34, ⌊short/2⌋) − 15")
  func glassChrome() {
    let chrome = PopoverMetrics.ios26.chrome
    #expect(chrome.cornerRadius.value == 34)
    #expect(chrome.cornerRadius.source.tag == .src)
    #expect(chrome.upDownCornerDistance.value == 34)
    #expect(chrome.pinArrowAllowance.value == 15)
    #expect(chrome.pinUsesEffectiveCornerRadius?.value == true)
    #expect(PopoverMetrics.ios17.chrome.cornerRadius.value == 13)
    #expect(PopoverMetrics.ios17.chrome.pinUsesEffectiveCornerRadius == nil)
    var notes = EngineNotes()
    let glass = PopoverChrome.resolve(metrics: .ios26, background: nil, notes: &notes)
    #expect(glass.pinLimit(length: 400, upDown: true, shortSide: 300) == 200 - 34 - 15)
    // A popover 40 pt tall has corners of 20 pt at most.
    #expect(glass.pinLimit(length: 400, upDown: true, shortSide: 40) == 200 - 20 - 15)
    #expect(glass.pinLimit(length: 400, upDown: true, shortSide: 41) == 200 - 20 - 15)
  }
}
