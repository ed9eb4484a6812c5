import Foundation
import PaneDocCore
import PaneDocLayout
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// Scenes write their `layout.json` pieces with buffers and memos that earlier scenes used: a
/// piece must hold its own scene's lines only, whatever the scenes before it wrote.
@Suite("Layout pieces")
struct LayoutPiecesTests {
  @Test func aBufferTakenIsEmptyWhateverItHeldBefore() {
    let pieces = LayoutPieces()
    do {
      var big = pieces.takeBuffer()
      big.append(bytes: [UInt8](repeating: 7, count: 100_000))
      pieces.giveBack(buffer: big.bytes)
    }
    var small = pieces.takeBuffer()
    #expect(small.bytes.isEmpty)
    #expect(small.bytes.capacity >= 100_000)
    small.append("ab" as StaticString)
    pieces.giveBack(buffer: small.bytes)
    // A scene that fails after writing gives nothing back; the next takes a buffer that is
    // empty too.
    var failed = pieces.takeBuffer()
    #expect(failed.bytes.isEmpty)
    failed.append("half a line" as StaticString)
    let next = pieces.takeBuffer()
    #expect(next.bytes.isEmpty)
    #expect(failed.bytes == Array("half a line".utf8))
  }

  /// A large scene, then a small one, then the large one again, and the reverse; each in
  /// parallel and not: `layout.json` is the document of every layout, one per line.
  @Test(arguments: [1, 3])
  func scenesOfEverySizeWriteOnlyTheirLines(jobs: Int) async throws {
    func entries(_ scene: String, count: Int) -> [ReportEntry] {
      (0..<count).map { number in
        var layout = number % 2 == 0 ? SampleLayouts.mailLandscapePopover : SampleLayouts.hostile
        layout.scene = scene
        layout.environment.keyboard = Double(number % 5)
        if number % 3 == 0 { layout.nodes.removeLast() }
        return ReportEntry(
          sceneId: scene, sceneTitle: scene, stateId: "state\(number / 4)",
          stateTitle: "State", layout: layout)
      }
    }
    let large = entries("large", count: 40)
    let small = entries("small", count: 1)
    let again = entries("again", count: 40)
    for order in [large + small + again, small + large + entries("tiny", count: 2)] {
      let files = try await ReportBuilder.files(
        for: ReportContents(entries: order), templates: ReportTemplates(), jobs: jobs)
      let document = try #require(files.first { $0.path == "layout.json" })
      #expect(
        String(decoding: document.bytes, as: UTF8.self)
          == LayoutJSON.documentText(
            order.map(\.layout), producer: ReportBuilder.unversioned))
    }
  }
}
