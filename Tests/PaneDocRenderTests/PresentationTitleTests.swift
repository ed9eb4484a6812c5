import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// A presentation's shapes are titled by its content and segue, escaped once, and the frame
/// they outline.
@Suite("Presentation titles")
struct PresentationTitleTests {
  /// `layout` with its presentations' content and segue ids made of markup.
  static func hostile(_ layout: Layout) -> Layout {
    var layout = layout
    for index in layout.presentations.indices {
      layout.presentations[index].content = "c<&>\"'\u{1}é"
      layout.presentations[index].segue = "s]]>{{x}}\u{85}"
    }
    return layout
  }

  static let name = "c&lt;&amp;&gt;&quot;&#39;é via s]]&gt;{{x}} "

  @Test func titlesAPopoversAnchorAndContentFrame() {
    let layout = Self.hostile(SampleLayouts.mailLandscapePopover)
    let text = SVGRenderer.render(layout)
    #expect(text.contains("<title>Anchor of \(Self.name): 100, 100, 44 × 44 pt</title>"))
    #expect(text.contains("<title>Content frame of \(Self.name): 19, 157, 320 × 480 pt</title>"))
    #expect(
      text.contains("class=\"anchor\" x=\"100\" y=\"100\" width=\"44\" height=\"44\" rx=\"4\""))
    #expect(text.contains("id=\"p-s_5D_5D_3E_7B_7Bx_7D_7D_C2_85-content\" class=\"content-frame\""))
  }

  @Test func titlesASheet() {
    let layout = Self.hostile(SampleLayouts.formSheetOneThird)
    let text = SVGRenderer.render(layout, idPrefix: "f-")
    #expect(text.contains("class=\"sheet\" x=\"0\" y=\"30\" width=\"375\" height=\"994\""))
    #expect(text.contains("<title>Form sheet \(Self.name): 0, 30, 375 × 994 pt</title>"))
    #expect(text.contains("<title>Dimmed behind form sheet \(Self.name)</title>"))
    #expect(!text.contains("&amp;amp;"))
  }
}
