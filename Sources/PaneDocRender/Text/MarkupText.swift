/// Text from an interface made safe for XML and HTML output.
///
/// Titles and ids come from files a reviewer did not write, so nothing in them may add markup: the
/// five markup characters are escaped, characters XML forbids are dropped (a single one would make
/// the whole SVG unreadable), and line breaks become spaces so every element stays on one line.
///
/// Both functions work on Unicode scalars, not characters: a combining mark after `<` makes one
/// character of the two, which must still not let the `<` through. Most strings (ids, numbers,
/// plain titles) need no change, so a scan of their UTF-8 bytes returns them as they are.
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
    guard mayNeedWork(text, escaping: escaping) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
      case 0x26 where escaping: result.append(contentsOf: "&amp;".unicodeScalars)
      case 0x3C where escaping: result.append(contentsOf: "&lt;".unicodeScalars)
      case 0x3E where escaping: result.append(contentsOf: "&gt;".unicodeScalars)
      case 0x22 where escaping: result.append(contentsOf: "&quot;".unicodeScalars)
      case 0x27 where escaping: result.append(contentsOf: "&#39;".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether any byte could start something to drop, replace or escape: ASCII controls and markup
  /// characters, and the lead bytes of U+0080–U+00BF, U+2000–U+2FFF and U+F000–U+FFFF (which hold
  /// the C1 controls, the line separators and the noncharacters).
  private static func mayNeedWork(_ text: String, escaping: Bool) -> Bool {
    for byte in text.utf8 {
      switch byte {
      case 0x00...0x1F, 0x7F, 0xC2, 0xE2, 0xEF: return true
      case 0x26, 0x3C, 0x3E, 0x22, 0x27: if escaping { return true }
      default: continue
      }
    }
    return false
  }
}
