/// Text from an interface made safe for XML and HTML output.
///
/// Titles and ids come from files a reviewer did not write, so nothing in them may add markup: the
/// five markup characters are escaped, characters XML forbids are dropped (a single one would make
/// the whole SVG unreadable), and line breaks become spaces so every element stays on one line.
public enum MarkupText {
  /// `text` with control characters dropped and line breaks and tabs turned into spaces.
  public static func clean(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// `text` cleaned and escaped for element content and attribute values (both quote styles).
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in clean(text) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
