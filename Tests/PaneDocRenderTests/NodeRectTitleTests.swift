import PaneDocModel
import Testing

@testable import PaneDocRender

/// A node's `rect` whose title gives the shape's own frame writes the frame's numbers once
/// (`SVGDocument.rect(start:…)` and the other node overloads): from their halves where all are
/// whole numbers or halves below 10,000, else copied from its attributes. Either way the bytes
/// are those of the same title formatted as a string, for hostile descriptions and any frame.
@Suite("Node rect title")
struct NodeRectTitleTests {
  static let heads = [
    "plain", "a & b <c> \"d\" 'e'", "é 👨‍👩‍👧 e\u{301}", "\u{85}\u{2028}x\u{FFFE}\t", "]]>", "",
  ]

  static let frames = [
    Rect(x: 0, y: 0, width: 320, height: 44),
    Rect(x: -12.5, y: 0.5, width: 1e6, height: 0.004),
    Rect(x: 1.0 / 3, y: -2.0 / 3, width: 9_999.5, height: 10_000.5),
    Rect(x: -0.0, y: -0.5, width: 0.005, height: -9_999.995),
    Rect(x: .nan, y: .infinity, width: -.infinity, height: 1e300),
    Rect(x: 1e16 + 2, y: -1e-300, width: 4_096.25, height: 0.75),
    Rect(x: -9_999.5, y: -0.5, width: 0.5, height: 9_999),
    Rect(x: -0.0, y: 1_000.5, width: 10, height: 100.5),
  ]

  /// The title as `SVGDrawing.frameText` formats it: "x, y, width × height pt".
  static func formatted(_ head: String, _ frame: Rect) -> String {
    "Lead " + head + ": " + SVGDrawing.frameText(frame) + ", tail"
  }

  static func title(_ head: String, _ frame: Rect) -> NodeTitle {
    NodeTitle(lead: "Lead ", head: NodeTitle.head(head), frame: frame, trail: ", tail")
  }

  @Test("copies the shape's numbers into its title as they are formatted", arguments: heads)
  func copiedNumbersAreTheFormattedOnes(_ head: String) {
    for frame in Self.frames {
      for rx in [nil, 4.5, -0.0, 1.0 / 3, 1e300] {
        var formatted = SVGDocument()
        formatted.rect(class: "bar", frame: frame, rx: rx, title: Self.formatted(head, frame))
        var fromStart = SVGDocument()
        fromStart.rect(
          start: Array("<rect".utf8), class: .bar, frame: frame, rx: rx,
          title: Self.title(head, frame))
        #expect(fromStart.buffer.text == formatted.buffer.text, "\(frame)")
        var fromId = SVGDocument()
        fromId.rect(id: nil, class: .bar, frame: frame, rx: rx, title: Self.title(head, frame))
        #expect(fromId.buffer.text == formatted.buffer.text, "\(frame)")
        var identified = SVGDocument()
        identified.rect(
          id: "i<1>", class: "bar", frame: frame, rx: rx, title: Self.formatted(head, frame))
        var fromName = SVGDocument()
        fromName.rect(id: "i<1>", class: .bar, frame: frame, rx: rx, title: Self.title(head, frame))
        #expect(fromName.buffer.text == identified.buffer.text, "\(frame)")
      }
    }
  }

  /// A title with another frame than its shape's (a search bar's inset field), or a frame equal
  /// to it in another form (`-0` and `0`), formats its own numbers.
  @Test("formats a title's own frame when it is not the shape's", arguments: heads)
  func formatsAnotherFrame(_ head: String) {
    let pairs =
      Array(zip(Self.frames, Self.frames.reversed()))
      + [(Rect(x: -0.0, y: 0, width: 1, height: 2), Rect(x: 0, y: -0.0, width: 1, height: 2))]
    for (shape, described) in pairs {
      var formatted = SVGDocument()
      formatted.rect(class: "bar", frame: shape, title: Self.formatted(head, described))
      var fromStart = SVGDocument()
      fromStart.rect(
        start: Array("<rect".utf8), class: .bar, frame: shape, title: Self.title(head, described))
      #expect(fromStart.buffer.text == formatted.buffer.text, "\(shape) \(described)")
    }
  }
}
