import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

@Suite struct SVGRendererTests {
  @Test(arguments: SampleLayouts.all.map(\.name))
  func matchesGoldenFile(name: String) {
    let layout = SampleLayouts.all.first { $0.name == name }!.layout
    goldenFiles.check(SVGRenderer.render(layout), named: name + ".svg")
  }

  @Test(
    arguments: [
      ("splitViewController", "Split view controller"), ("view", "View"),
      ("barButtonItem", "Bar button item"), ("", ""), ("tabBar2", "Tab bar2"),
      ("élanVital", "élan vital"),
    ])
  func namesKindsInWords(kind: String, name: String) {
    #expect(SVGDrawing.kindName(kind) == name)
  }

  @Test(arguments: [
    "", "Inbox", "a\r\nb", "\r\r\n\n", "élan", "👨‍👩‍👧 family", "e\u{301}", "tab\tx", "🇫🇷",
    "Notes — Initial", "primary · 320 pt", "375 × 667 pt", "Inbox → Compose popover", "Acc…",
    "a\u{2010}\u{2027}\u{2180}\u{21FF}\u{02FF}", "→\u{301}", "a\u{200D}b", "\u{2028}x",
    "\u{0600} 1", "ÿ\r\n\u{00AD}",
  ])
  func countsCharactersAsStringDoes(text: String) {
    #expect(LabelBox.characters(in: text) == text.count)
  }

  @Test(arguments: [("plain-id9", "plain-id9"), ("a b#_", "a_20b_23_5F"), ("é", "_C3_A9")])
  func sanitizesIdsOneToOne(id: String, expected: String) {
    #expect(SVGIdentifier.sanitize(id) == expected)
  }

  @Test func isIdenticalOnEveryRun() {
    for sample in SampleLayouts.all {
      #expect(SVGRenderer.render(sample.layout) == SVGRenderer.render(sample.layout))
    }
  }

  @Test func hasOneElementPerLineAndAFinalNewline() {
    let svg = SVGRenderer.render(SampleLayouts.mailLandscapePopover)
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(!svg.contains("\r"))
    for line in svg.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      #expect(trimmed.hasPrefix("<") || trimmed.hasPrefix(".") || trimmed.hasPrefix("text{"))
      let starts = MarkupCheck.tags(in: String(line)).filter { $0.name != "title" }
      #expect(starts.count <= 1, "more than one element on a line: \(line)")
    }
  }

  @Test func everyShapeHasATitle() {
    for sample in SampleLayouts.all {
      let svg = SVGRenderer.render(sample.layout)
      var inClipPath = false
      var shapes = 0
      for line in svg.split(separator: "\n") {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("<clipPath") { inClipPath = true }
        if trimmed.hasPrefix("</clipPath") { inClipPath = false }
        let shape = ["<rect", "<path", "<line", "<circle"].contains { trimmed.hasPrefix($0) }
        // The outlines of clip paths are geometry, not shapes a reader sees.
        guard shape, !inClipPath else { continue }
        shapes += 1
        #expect(line.contains("<title>"), "shape without a title: \(line)")
      }
      #expect(shapes > 5)
    }
  }

  @Test func inputTextAddsNoMarkup() {
    let svg = SVGRenderer.render(SampleLayouts.hostile)
    let allowedElements: Set<String> = [
      "svg", "title", "defs", "filter", "feDropShadow", "clipPath", "style", "rect", "g", "text",
      "line", "path", "circle",
    ]
    let allowedAttributes: Set<String> = [
      "xmlns", "width", "height", "viewBox", "id", "class", "x", "y", "dx", "dy", "stdDeviation",
      "flood-color", "flood-opacity", "rx", "transform", "clip-path", "text-anchor", "x1", "y1",
      "x2", "y2", "cx", "cy", "r", "d", "filter",
    ]
    for tag in MarkupCheck.tags(in: svg) {
      #expect(allowedElements.contains(tag.name), "unexpected element \(tag.name)")
      for attribute in tag.attributes {
        #expect(allowedAttributes.contains(attribute), "unexpected attribute \(attribute)")
      }
    }
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("]]>"))
    #expect(svg.contains("&lt;svg onload=alert(1)&gt; &amp; &quot;quotes&quot; &#39;single&#39;"))
    #expect(svg.contains("line break tab"))
    let forbidden = svg.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" }
    #expect(forbidden.isEmpty)
  }

  /// A diagram embeds the stylesheet rules its elements select, each once and in the sheet's
  /// order, and the definitions it references, and nothing else.
  @Test(arguments: SampleLayouts.all.map(\.name))
  func embedsOnlyTheStyleAndDefinitionsItUses(name: String) {
    let svg = SVGRenderer.render(SampleLayouts.all.first { $0.name == name }!.layout)
    let classes = Set(
      svg.components(separatedBy: " class=\"").dropFirst().flatMap {
        $0.prefix { $0 != "\"" }.split(separator: " ")
      })
    let hasText = MarkupCheck.tags(in: svg).contains { $0.name == "text" }
    let expected = SVGStyle.rules.filter { rule in
      rule.prefix { $0 != "{" }.split(separator: ",").contains { selector in
        selector.hasPrefix(".") ? classes.contains(selector.dropFirst()) : hasText
      }
    }
    let lines = svg.split(separator: "\n").map { $0.drop { $0 == " " } }
    let style = lines.drop { $0 != "<style>" }.dropFirst().prefix { $0 != "</style>" }
    #expect(style.map(String.init) == expected)
    #expect(expected.count < SVGStyle.rules.count)
    for id in ["window-clip", "screen-clip"] {
      #expect(svg.contains("id=\"\(id)\"") == svg.contains("url(#\(id))"), "\(id) in \(name)")
    }
  }

  @Test func duplicateModelIdsKeepTheFirstElementIdOnly() {
    let svg = SVGRenderer.render(SampleLayouts.hostile)
    #expect(svg.components(separatedBy: "id=\"n-dup\"").count == 2)
  }

  @Test func idPrefixPrefixesEveryIdAndReference() {
    let svg = SVGRenderer.render(SampleLayouts.mailLandscapePopover, idPrefix: "a1 ")
    #expect(svg.contains("id=\"a1_20window-clip\""))
    #expect(svg.contains("clip-path=\"url(#a1_20window-clip)\""))
    for tag in MarkupCheck.tags(in: svg) where tag.attributes.contains("id") {
      #expect(tag.name != "", "tag without name")
    }
    let ids = svg.components(separatedBy: " id=\"").dropFirst()
    #expect(ids.allSatisfy { $0.hasPrefix("a1_20") })
  }

  @Test func elementIdsAreOneToOneWithModelIds() {
    #expect(SVGIdentifier.sanitize("mail#divider.0") == "mail_23divider_2E0")
    #expect(SVGIdentifier.sanitize("a_b") != SVGIdentifier.sanitize("a#b"))
    #expect(SVGIdentifier.sanitize("é") == "_C3_A9")
  }

  @Test func popoverPathPointsAtTheAnchor() {
    let popover = SampleLayouts.mailLandscapePopover.presentations[0]
    let path = PopoverShape.path(popover)
    // Body top at 157, arrow tip 13 above it, centred at 179 - 57 = 122, the anchor's centre.
    #expect(path.contains("L109 157 L122 144 L135 157"))
    #expect(path.hasPrefix("M32 157"))
    #expect(path.hasSuffix(" Z"))
  }

  @Test func leftArrowSitsOnTheLeadingEdge() {
    let popover = SampleLayouts.overlayTwoThirdsPortrait.presentations[0]
    let path = PopoverShape.path(popover)
    // Body from x 77; the tip at 64 touches the anchor's trailing edge at its middle (422).
    #expect(path.contains("L77 435 L64 422 L77 409"))
  }

  @Test func keyboardCoversTheBottomOfTheScreen() {
    let svg = SVGRenderer.render(SampleLayouts.formSheetOneThird)
    // The screen starts at 50 (margin 32 + bezel 18) and is 1024 high: the keyboard from 651.
    #expect(svg.contains("class=\"keyboard\" x=\"50\" y=\"651\" width=\"1366\" height=\"423\""))
    #expect(!SVGRenderer.render(SampleLayouts.mailLandscapePopover).contains("class=\"keyboard\""))
  }

  @Test func captionNamesEnvironmentAndDisplayMode() {
    let caption = DiagramCaption(SampleLayouts.overlayTwoThirdsPortrait)
    #expect(caption.environment == "ios17 · ipad-9.7 · portrait · two-thirds")
    #expect(caption.traits == "w compact · h regular · display mode oneOverSecondary")
    #expect(caption.warningSummary(count: 2) == "2 warnings: anchor-hidden, fraction-capped")
    #expect(caption.state == "reveal-primary → Details popover")
  }
}
