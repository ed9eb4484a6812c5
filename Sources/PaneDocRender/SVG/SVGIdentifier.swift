/// Element ids derived from model ids, so the same layout always yields the same ids and an id
/// tells a reader which node it belongs to.
enum SVGIdentifier {
  /// `id` mapped one-to-one onto XML name characters: letters, digits and `-` stay, every other
  /// character becomes `_` and its UTF-8 bytes in hex (`#` → `_23`, `_` → `_5F`), so two different
  /// model ids never share an element id.
  static func sanitize(_ id: String) -> String {
    guard id.utf8.contains(where: { !isNameByte($0) }) else { return id }
    let digits: StaticString = "0123456789ABCDEF"
    var bytes: [UInt8] = []
    bytes.reserveCapacity(id.utf8.count * 3)
    for byte in id.utf8 {
      if isNameByte(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "_"))
        bytes.append(digits.utf8Start[Int(byte >> 4)])
        bytes.append(digits.utf8Start[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
      true
    default: false
    }
  }
}
