/// Text made safe for XML and HTML element content and attribute values (both quote styles).
/// Characters XML forbids are dropped, since one of them would make the whole file unreadable.
enum XMLText {
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          continue
        }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
