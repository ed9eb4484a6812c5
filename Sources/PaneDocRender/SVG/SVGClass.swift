import PaneDocCore
import PaneDocLayout

/// A `class` attribute made once: its bytes, escaped, and the stylesheet rules it selects. Every
/// node's shape has one of a few fixed classes, and escaping the class and finding its rules
/// again for each shape of each diagram cost more than copying the bytes.
struct SVGClass {
  /// ` class="…"`, with the space before it.
  let attribute: [UInt8]
  /// The rules of `SVGStyle.rules` that select the class's elements, one bit each: those of the
  /// whole list when the sheet knows it, else those of each of its names.
  let rules: UInt64

  init(_ value: String) {
    var buffer = TextBuffer(capacity: value.utf8.count + 9)
    buffer.append(" class=\"" as StaticString)
    buffer.append(markup: value)
    buffer.append(byte: UInt8(ascii: "\""))
    attribute = buffer.bytes
    rules =
      SVGStyle.rules(forClass: value)
      ?? value.split(separator: " ").reduce(0) { $0 | (SVGStyle.rules(forClass: String($1)) ?? 0) }
  }

  static let controller = SVGClass("controller")
  static let contentController = SVGClass("content-controller")
  static let view = SVGClass("view")
  static let anchorView = SVGClass("view anchor-view")
  static let bar = SVGClass("bar")
  static let floatingTabBar = SVGClass("floating-tab-bar")
  static let hairline = SVGClass("hairline")
  static let item = SVGClass("item")
  static let search = SVGClass("search")
  static let divider = SVGClass("divider")
  static let status = SVGClass("status")
  static let dim = SVGClass("dim")
  static let warning = SVGClass("warning")
  static let anchor = SVGClass("anchor")
  static let sheet = SVGClass("sheet")
  static let contentFrame = SVGClass("content-frame")
  static let battery = SVGClass("battery")
  static let shadow = SVGClass("shadow")
  static let zoomSource = SVGClass("zoom-source")

  /// The class of the controller that fills `column`: "column column-primary" and the like.
  static func column(_ column: SplitColumn) -> SVGClass {
    switch column {
    case .primary: primaryColumn
    case .supplementary: supplementaryColumn
    case .secondary: secondaryColumn
    case .compact: compactColumn
    case .side: sideColumn
    case .main: mainColumn
    }
  }

  private static let primaryColumn = SVGClass("column column-primary")
  private static let supplementaryColumn = SVGClass("column column-supplementary")
  private static let secondaryColumn = SVGClass("column column-secondary")
  private static let compactColumn = SVGClass("column column-compact")
  private static let sideColumn = SVGClass("column column-side")
  private static let mainColumn = SVGClass("column column-main")
}
