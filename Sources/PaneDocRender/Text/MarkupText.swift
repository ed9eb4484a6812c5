import PaneDocCore

/// Text from an interface made safe for XML and HTML output.
///
/// Titles and ids come from files a reviewer did not write, so nothing in them may add markup: the
/// five markup characters are escaped, characters XML forbids are dropped (a single one would make
/// the whole SVG unreadable), and line breaks become spaces so every element stays on one line.
///
/// Both functions work below characters (on UTF-8 bytes, see `TextBuffer.append(markup:)`): a
/// combining mark after `<` makes one character of the two, which must still not let the `<`
/// through.
public enum MarkupText {
  /// `text` with control characters dropped and line breaks and tabs turned into spaces.
  public static func clean(_ text: String) -> String {
    rewrite(text, escaping: false)
  }

  /// `text` cleaned and escaped for element content and attribute values (both quote styles).
  public static func escape(_ text: String) -> String {
    rewrite(text, escaping: true)
  }

  private static func rewrite(_ text: String, escaping: Bool) -> String {
    // Most strings (ids, numbers, plain titles) need no change: they are returned as they are.
    guard text.utf8.contains(where: { TextBuffer.mayNeedWork($0, escaping: escaping) }) else {
      return text
    }
    var buffer = TextBuffer(capacity: text.utf8.count + 16)
    buffer.append(markup: text, escaping: escaping)
    return buffer.bytes.elementsEqual(text.utf8) ? text : buffer.text
  }
}
