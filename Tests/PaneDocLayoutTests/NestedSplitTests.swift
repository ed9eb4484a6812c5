import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Nested splits")
struct NestedSplitTests {
  static func design(inner configure: (inout SplitViewController) -> Void) -> Interface {
    var inner = SplitViewController(primary: "foldersNav", secondary: "messageNav")
    configure(&inner)
    return Build.interface([
      Build.split(
        "outer",
        SplitViewController(
          primary: "accountsNav", secondary: "inner",
          primaryColumn: ColumnWidthPreference(fraction: 0.25, maximum: 500))),
      Build.nav("accountsNav", root: "accounts"),
      Build.content("accounts", title: "Accounts"),
      Build.split("inner", inner),
      Build.nav("foldersNav", root: "folders"),
      Build.content("folders", title: "Folders"),
      Build.nav("messageNav", root: "message"),
      Build.content("message", title: "Message"),
    ])
  }

  /// [src] `UISplitViewControllerClassicImpl _medusaStateForOrientation:viewWidth:`:
  /// in a full-screen window the interface orientation decides, not the inner split's own
  /// portrait shape (1023.5×1024), so the inner split tiles in landscape with the default
  /// maximum of its width (375: wider than S − 375 on the 12.9").
  @Test("25/25/50 on the 12.9\": the 1023.5×1024 inner split tiles by the landscape orientation")
  func innerSplitFollowsOrientation() throws {
    let result = try #require(layout(Self.design { _ in }, .iPadPro129(.landscape())))
    #expect(result.frame("accountsNav") == Rect(x: 0, y: 0, width: 342, height: 1024))
    #expect(result.frame("inner") == Rect(x: 342.5, y: 0, width: 1023.5, height: 1024))
    #expect(result.node("inner")?.split?.displayMode == .oneBesideSecondary)
    #expect(result.frame("foldersNav") == Rect(x: 342.5, y: 0, width: 375, height: 1024))
    #expect(result.frame("messageNav") == Rect(x: 718, y: 0, width: 648, height: 1024))
    #expect(!result.assumptions.contains { $0.contains("nested split") })
    let portrait = try #require(layout(Self.design { _ in }, .iPadPro129(.portrait())))
    #expect(portrait.node("outer")?.split?.displayMode == .secondaryOnly)
  }

  @Test("25/25/50 told to tile: 342, 342, 681")
  func innerSplitTiled() throws {
    let interface = Self.design {
      $0.preferredDisplayMode = .oneBesideSecondary
      $0.primaryColumn = ColumnWidthPreference(width: 342)
    }
    let result = try #require(layout(interface, .iPadPro129(.landscape())))
    #expect(result.frame("foldersNav") == Rect(x: 342.5, y: 0, width: 342, height: 1024))
    #expect(result.frame("inner#divider.0") == Rect(x: 684.5, y: 0, width: 0.5, height: 1024))
    #expect(result.frame("messageNav") == Rect(x: 685, y: 0, width: 681, height: 1024))
    #expect(result.node("messageNav")?.column == .secondary)
    #expect(result.node("messageNav")?.parent == "inner")
  }

  @Test("a split in a primary column is horizontally compact and collapses")
  func splitInPrimaryCollapses() throws {
    let interface = Build.interface([
      Build.split("outer", SplitViewController(primary: "inner", secondary: "detail")),
      Build.split("inner", SplitViewController(primary: "a", secondary: "b")),
      Build.content("a", title: "A"), Build.content("b", title: "B"),
      Build.content("detail", title: "Detail"),
    ])
    let result = try #require(layout(interface, .iPadPro129(.landscape())))
    #expect(result.node("inner")?.split?.collapsed == true)
    #expect(result.frame("a") == Rect(x: 0, y: 0, width: 375, height: 1024))
  }
}
