import PaneDocInput
import PaneDocModel
import Testing

@testable import PaneDocLayout

/// The own format's constraints and stack views laid out at two widths: what they pin follows
/// the window, and a view that keeps its frame stays below the bars as it always did.
@Suite("Own-format constraints laid out")
struct OwnFormatConstraintLayoutTests {
  static let document = """
    <interface version="1" initialViewController="nav">
      <navigationController id="nav" root="message"/>
      <viewController id="message" title="Message">
        <view id="header" label="From, To, Subject">
          <view id="replyButton" label="Reply" intrinsicContentSize="88x44"/>
        </view>
        <stackView id="actions" distribution="fillEqually" alignment="center" spacing="8">
          <view id="archive" label="Archive" intrinsicContentSize="80x44"/>
          <view id="flag" label="Flag" intrinsicContentSize="80x44" hidden="true"/>
          <view id="move" label="Move" intrinsicContentSize="80x44"/>
        </stackView>
        <view id="badge" frame="4 4 20 20"/>
        <constraints>
          <constraint first="header.leading" second="safeArea.leading"/>
          <constraint first="header.trailing" second="safeArea.trailing"/>
          <constraint first="header.top" second="safeArea.top"/>
          <constraint first="header.height" constant="96"/>
          <constraint first="replyButton.trailing" second="header.trailingMargin"/>
          <constraint first="replyButton.centerY" second="header.centerY"/>
          <constraint first="actions.top" second="header.bottom" constant="12"/>
          <constraint first="actions.width" second="header.width" multiplier="1:2"/>
          <constraint first="actions.centerX" second="view.centerX"/>
        </constraints>
      </viewController>
    </interface>
    """

  @Test(
    "pinned views follow the window's width, stacked ones share it",
    arguments: [(Environment.iPad97(.landscape()), 1024.0), (.iPad97(.portrait()), 768)])
  func followsTheWidth(environment: Environment, width: Double) throws {
    let read = InterfaceLoader.read(Array(Self.document.utf8), file: "message.xml")
    let interface = try #require(read.interface, "\(read.diagnostics)")
    let result = try #require(layout(interface, environment))
    // The navigation bar ends 70 pt down (20 of status bar, 50 of bar): the safe area's top.
    #expect(result.frame("header") == Rect(x: 0, y: 70, width: width, height: 96))
    #expect(result.frame("replyButton") == Rect(x: width - 8 - 88, y: 96, width: 88, height: 44))
    let half = width / 2
    #expect(result.frame("actions")?.width == half)
    #expect(result.frame("actions")?.minX == width / 4)
    #expect(result.frame("actions")?.minY == 178)
    // Two visible buttons share half the width less one spacing; the hidden one takes no room.
    let share = (half - 8) / 2
    #expect(result.frame("archive") == Rect(x: width / 4, y: 178, width: share, height: 44))
    #expect(
      result.frame("move") == Rect(x: width / 4 + share + 8, y: 178, width: share, height: 44))
    #expect(result.node("flag")?.visible == false)
    // Hidden, it takes no room and is not ambiguous.
    #expect(!result.warningCodes.contains("layout-ambiguous"))
    // The view with a frame keeps it, below the bars, as in a controller without constraints.
    #expect(result.frame("badge") == Rect(x: 4, y: 74, width: 20, height: 20))
    #expect(!result.warningCodes.contains("constraints-unsatisfiable"))
  }
}
