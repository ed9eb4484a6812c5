import PaneDocModel
import PaneDocXML

/// The text of a label of several lines (`numberOfLines="0"` or more than 1) and its font
/// (`<fontDescription>`), which the content layout needs to estimate its height at a width it
/// was not designed at.
enum IBTextReader {
  /// The most lines a file may ask for; more is taken for damage, not design.
  static let lineCounts = 0...100_000
  /// The point sizes a font may have.
  static let pointSizes = 1.0...1_000.0
  /// `UILabel`'s font when the file names none: the system font at 17.
  static let defaultPointSize = 17.0

  /// The sizes of the text styles at the default content size category (Large), and whether
  /// the style is bold (Human Interface Guidelines, "Typography", Dynamic Type sizes).
  static let textStyles: [String: (size: Double, bold: Bool)] = [
    "UICTFontTextStyleLargeTitle": (34, false), "UICTFontTextStyleTitle0": (34, false),
    "UICTFontTextStyleTitle1": (28, false), "UICTFontTextStyleTitle2": (22, false),
    "UICTFontTextStyleTitle3": (20, false), "UICTFontTextStyleHeadline": (17, true),
    "UICTFontTextStyleBody": (17, false), "UICTFontTextStyleCallout": (16, false),
    "UICTFontTextStyleSubhead": (15, false), "UICTFontTextStyleFootnote": (13, false),
    "UICTFontTextStyleCaption1": (12, false), "UICTFontTextStyleCaption2": (11, false),
  ]

  /// A label's wrapping text; `nil` for a single-line label, one without text, or another view.
  static func wrappingText(of element: ParsedElement, diagnostics: inout [Diagnostic])
    -> WrappingText?
  {
    guard element.name == "label" else { return nil }
    var lines = 1
    if let text = element["numberOfLines"] {
      guard let value = Int(text), lineCounts.contains(value) else {
        diagnostics.append(IBViewLayoutReader.invalid("numberOfLines", text, at: element.location))
        return nil
      }
      lines = value
    }
    guard lines != 1, let text = text(of: element), !text.isEmpty else { return nil }
    var size = defaultPointSize
    var bold = false
    if let font = element.children.first(where: {
      $0.name == "fontDescription" && $0["key"] == "fontDescription"
    }) {
      if let style = font["style"].flatMap({ textStyles[$0] }) {
        size = style.size
        bold = style.bold
      }
      if let text = font["pointSize"] {
        if let value = IBValues.number(text), pointSizes.contains(value) {
          size = value
        } else {
          diagnostics.append(IBViewLayoutReader.invalid("pointSize", text, at: font.location))
        }
      }
      let weight = font["weight"] ?? ""
      bold =
        bold || font["type"] == "boldSystem"
        || ["semibold", "bold", "heavy", "black"].contains(weight)
        || (font["name"] ?? "").contains("Bold")
    }
    return WrappingText(text: text, pointSize: size, isBold: bold, numberOfLines: lines)
  }

  /// The label's `text` (an attribute, or a `<string key="text">` child where it has several
  /// lines), or its attributed text's fragments in order.
  private static func text(of element: ParsedElement) -> String? {
    if let text = element["text"] { return text }
    if let text = element.children(named: "string").first(where: { $0["key"] == "text" }) {
      return text.text
    }
    let fragments = element.children(named: "attributedString").flatMap {
      $0.children(named: "fragment")
    }
    let contents = fragments.compactMap { fragment in
      fragment["content"]
        ?? fragment.children(named: "string").first.map { $0.text }
    }
    return contents.isEmpty ? nil : contents.joined()
  }
}
