/// Element ids derived from model ids, so the same layout always yields the same ids and an id
/// tells a reader which node it belongs to.
enum SVGIdentifier {
  /// `id` mapped one-to-one onto XML name characters: letters, digits and `-` stay, every other
  /// character becomes `_` and its UTF-8 bytes in hex (`#` → `_23`, `_` → `_5F`), so two different
  /// model ids never share an element id.
  static func sanitize(_ id: String) -> String {
    var result = ""
    for byte in id.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
        result.append(Character(Unicode.Scalar(byte)))
      default:
        result += "_" + hexDigits(byte)
      }
    }
    return result
  }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
