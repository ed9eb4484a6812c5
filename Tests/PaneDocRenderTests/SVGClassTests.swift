import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// A prepared class (`SVGClass`) writes the bytes and selects the rules of the same class written
/// as a string.
@Suite("SVG class")
struct SVGClassTests {
  static let classes = [
    "controller", "content-controller", "view", "view anchor-view", "bar", "floating-tab-bar",
    "item", "search", "divider", "status", "dim", "warning", "column column-primary",
    "column column-compact", "column column-main", "no-such-class", "view no-such-class",
    "a\"b<c>&'d",
  ]

  @Test(arguments: classes)
  func drawsTheRectOfTheStringClass(_ name: String) {
    let frame = Rect(x: 1.5, y: -2, width: 320.25, height: 0.004)
    var prepared = SVGDocument()
    prepared.rect(id: nil, class: SVGClass(name), frame: frame, rx: 4, title: "t & <u>")
    var plain = SVGDocument()
    plain.rect(class: name, frame: frame, rx: 4, title: "t & <u>")
    #expect(prepared.styleRules == plain.styleRules)
    #expect(prepared.finish() == plain.finish())
  }

  @Test func theStaticClassesAreTheirNames() {
    let pairs: [(SVGClass, String)] = [
      (.controller, "controller"), (.contentController, "content-controller"), (.view, "view"),
      (.anchorView, "view anchor-view"), (.bar, "bar"), (.floatingTabBar, "floating-tab-bar"),
      (.hairline, "hairline"), (.item, "item"), (.search, "search"), (.divider, "divider"),
      (.status, "status"), (.dim, "dim"), (.warning, "warning"), (.anchor, "anchor"),
      (.sheet, "sheet"), (.contentFrame, "content-frame"), (.battery, "battery"),
      (.shadow, "shadow"), (.zoomSource, "zoom-source"),
    ]
    for (prepared, name) in pairs {
      #expect(prepared.attribute == Array(" class=\"\(name)\"".utf8))
      #expect(prepared.rules != 0, "\(name) selects a rule")
    }
    for column in SplitColumn.allCases {
      let prepared = SVGClass.column(column)
      #expect(prepared.attribute == Array(" class=\"column column-\(column.rawValue)\"".utf8))
      #expect(prepared.rules == SVGStyle.rules(forClass: "column column-" + column.rawValue))
    }
  }
}
