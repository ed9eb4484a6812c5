import Foundation
import Testing

/// A scene whose title is a screenful (here 60,000 characters, within the 64 KiB an attribute may
/// have) takes a few lines of the index, cut after 48 characters with its whole title as the
/// tooltip, and stands whole on its own page.
@Suite struct LongNameTests {
  static let family = "👨‍👩‍👧"
  static let title =
    "Inbox & Drafts — " + String(repeating: family, count: 40)
    + String(repeating: "A", count: 60_000)

  @Test("render cuts a long title in the index's tree, heading and warnings, keeps it whole")
  func longTitleIsCutOnTheIndex() throws {
    let box = try Hostile.Sandbox()
    let input = box.path("long.xml")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <interface version="1">
        <viewController id="long" title="\(Self.title.replacingOccurrences(of: "&", with: "&amp;"))"/>
      </interface>

      """.utf8
    ).write(to: URL(fileURLWithPath: input))
    let run = try Hostile.run(["render", input, "--out", box.path("rep")] + Hostile.small)
    #expect(run.status == 0, "\(run.standardError)")
    let index = try String(contentsOfFile: box.path("rep/index.html"), encoding: .utf8)
    let full = Self.title.replacingOccurrences(of: "&", with: "&amp;")
    // 17 characters before the emoji, 30 of them, then the ellipsis: 48 characters.
    let shown = "Inbox &amp; Drafts — " + String(repeating: Self.family, count: 30) + "…"
    #expect(
      index.contains(
        "<a href=\"index.html#g-long\" title=\"\(full)\" data-keeps-query>\(shown)</a>"))
    #expect(
      index.contains(
        "<h3><a href=\"long/index.html\" title=\"\(full)\" data-keeps-query>\(shown)</a>"))
    // The whole title is never a text of the index, only attributes.
    #expect(!index.contains(">" + full))
    let page = try String(contentsOfFile: box.path("rep/long/index.html"), encoding: .utf8)
    #expect(page.contains(">" + full + "<"))
  }
}
