import PaneDocModel
import Testing

@testable import PaneDocInput

/// The edits between two versions of a file, element by element, and where each id is written.
@Suite struct InputComparisonTests {
  static let old = """
    <interface version="1">
      <viewController id="message">
        <view id="replyButton" frame="24 80 88 44" label="Reply"/>
        <view id="trash" frame="120 80 88 44"/>
      </viewController>
    </interface>
    """

  static let new = """
    <interface version="1">
      <viewController id="message" title="Message">
        <view id="replyButton" frame="24 380 88 44" label="Reply"/>
        <view id="forward" frame="220 80 88 44"/>
      </viewController>
    </interface>
    """

  static func edits(_ old: String, _ new: String) -> [InputEdit] {
    InputComparison.edits(
      old: Array(old.utf8), oldFile: "old.xml", new: Array(new.utf8), newFile: "new.xml")
  }

  @Test func changedAddedAndRemovedElementsAreFoundByID() {
    let edits = Self.edits(Self.old, Self.new)
    #expect(
      edits.map(\.summary) == [
        "<viewController> message: title none → \"Message\"",
        "<view> replyButton: frame \"24 80 88 44\" → \"24 380 88 44\"",
        "<view> forward added",
        "<view> trash removed",
      ])
    // Each is located where a reviewer would look: the changed attribute in the new file, a
    // removed element in the old one.
    #expect(edits[1].location == SourceLocation(file: "new.xml", line: 3, column: 28))
    #expect(edits[3].location.file == "old.xml")
    #expect(Self.edits(Self.new, Self.new).isEmpty)
  }

  @Test func aStoryboardFrameIsComparedThroughItsRectChild() {
    func view(_ y: Int) -> String {
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <view contentMode="scaleToFill" id="abc-12-xyz">
          <rect key="frame" x="20" y="\(y)" width="88" height="44"/>
        </view>
      </document>
      """
    }
    let edits = Self.edits(view(80), view(380))
    #expect(edits.map(\.summary) == ["<view> abc-12-xyz: frame.y \"80\" → \"380\""])
    #expect(edits.first?.location.line == 3)
  }

  @Test func locationsNameEachIDsElement() {
    let places = InputComparison.locations(Array(Self.new.utf8), file: "new.xml")
    #expect(places["replyButton"] == SourceLocation(file: "new.xml", line: 3, column: 5))
    #expect(places["message"]?.line == 2)
    #expect(places["missing"] == nil)
    #expect(InputComparison.locations(Array("<a".utf8), file: "bad.xml").isEmpty)
  }
}
