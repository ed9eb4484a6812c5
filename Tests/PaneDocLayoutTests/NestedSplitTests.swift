import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Nested splits (2.4)")
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

  @Test("25/25/50 on the 12.9\": the inner split is 1023.5×1024 and portrait-shaped")
  func innerSplitIsPortraitShaped() throws {
    let result = try #require(layout(Self.design { _ in }, .iPadPro129(.landscape())))
    #expect(result.frame("accountsNav") == Rect(x: 0, y: 0, width: 342, height: 1024))
    #expect(result.frame("inner") == Rect(x: 342.5, y: 0, width: 1023.5, height: 1024))
    #expect(result.node("inner")?.split?.displayMode == "secondaryOnly")
    #expect(result.node("inner")?.split?.collapsed == false)
    #expect(result.assumptions.contains(Assumptions.nestedSplitShape))
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
    #expect(result.node("messageNav")?.column == "secondary")
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
