import PaneDocModel
import Testing

@testable import PaneDocLayout

@Suite("The layout walk adds an engine's notes where the engine raised them")
struct LayoutWalkNotesTests {
  @Test("an outer split's warning, then its nested split's, then a view's inside that one")
  func splitNotesComeBeforeTheirColumns() throws {
    var outer = SplitViewController(primary: "list", secondary: "inner")
    outer.primaryColumn = ColumnWidthPreference(fraction: 0.5)
    var inner = SplitViewController(primary: "folders", secondary: "message")
    inner.primaryColumn = ColumnWidthPreference(fraction: 0.9)
    let interface = Build.interface([
      Build.split("mail", outer), Build.content("list", title: "Mailboxes"),
      Build.split("inner", inner), Build.content("folders", title: "Folders"),
      Build.content(
        "message", title: "Message",
        views: [Build.view("banner", Rect(x: 0, y: 0, width: 2000, height: 40))]),
    ])
    let result = try #require(layout(interface, .iPad97(.landscape(), profile: .ios12)))
    let notes = result.warnings.map { "\($0.code.rawValue) \($0.subject)" }
    #expect(
      notes == ["fraction-capped mail", "fraction-capped inner", "view-clipped banner"])
  }
}
