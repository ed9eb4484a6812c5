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
    var buffer = TextBuffer(capacity: text.utf8.count)
    buffer.append(markup: text, escaping: escaping)
    // Most strings (ids, numbers, plain titles) need no change: keep the original then.
    return buffer.bytes.count == text.utf8.count && buffer.bytes.elementsEqual(text.utf8)
      ? text : buffer.text
  }
}
