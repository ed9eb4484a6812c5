/// Text from an interface made inert in Markdown: a scene or segue id cannot start a table cell,
/// a link, emphasis, code or an HTML tag in a pull-request comment.
package enum MarkdownText {
  /// `text` with the characters that start Markdown syntax inside a line backslash-escaped
  /// (emphasis, code, links, images, tables, strikethrough, math, headings, autolinks), `<`, `>`
  /// and `&` as HTML entities, and line breaks and control characters as spaces. Text never
  /// starts a line, so list and heading markers at a line start need no escape.
  package static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "(", ")", "#", "!", "|", "~", ":", "@", "$":
        result += "\\" + String(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
          || scalar == "\u{2029}"
        {
          result += " "
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A fenced code block that `text` cannot close: the fence is longer than any run of
  /// backticks inside it.
  package static func codeBlock(_ text: String, language: String = "") -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let body = text.split(separator: "\n", omittingEmptySubsequences: false).joined(
      separator: "\n")
    return "\(fence)\(language)\n\(body)\n\(fence)"
  }
}
