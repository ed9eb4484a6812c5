import Foundation
import Testing

@testable import PaneDocCore
@testable import PaneDocRender

/// The shortcuts of the byte writers against the plain rules they stand for: the bit tables of the
/// escape scans and the whole-number path of `append(number:)`.
@Suite("Text buffer")
struct TextBufferTests {
  @Test("marks exactly the bytes the markup rules change, for every byte value")
  func markupBytesNeedingWork() {
    let controls = Set<UInt8>(0x00...0x1F).union([0x7F])
    let leads: Set<UInt8> = [0xC2, 0xE2, 0xEF]
    let markup = Set("&<>\"'".utf8)
    for value in UInt8.min...UInt8.max {
      #expect(
        TextBuffer.mayNeedWork(value, escaping: true)
          == (controls.contains(value) || leads.contains(value) || markup.contains(value)),
        "\(value)")
      #expect(
        TextBuffer.mayNeedWork(value, escaping: false)
          == (controls.contains(value) || leads.contains(value)), "\(value)")
    }
  }

  @Test("escapes every ASCII byte in a JSON string as the plain rules say")
  func jsonEscapesEveryASCIIByte() {
    for value in UInt8(0)...0x7F {
      let text = String(decoding: [UInt8(ascii: "a"), value, UInt8(ascii: "b")], as: UTF8.self)
      let expected: String
      switch value {
      case UInt8(ascii: "\""): expected = "\\\""
      case UInt8(ascii: "\\"): expected = "\\\\"
      case 0x0A: expected = "\\n"
      case 0x0D: expected = "\\r"
      case 0x09: expected = "\\t"
      case 0x00...0x1F, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
        expected = String(format: "\\u%04x", Int(value))
      default: expected = String(UnicodeScalar(value))
      }
      #expect(JSONValue.string(text).serialized(pretty: false) == "\"a\(expected)b\"", "\(value)")
    }
  }

  @Test("writes whole numbers as the number format does, on both sides of its shortcut")
  func wholeNumbersMatchTheFormat() {
    var values: [Double] = (-10_010...10_010).map(Double.init)
    values += [
      -0.0, 9_999.999, 9_999.995, -9_999.995, 10_000, -10_000, 0.004, -0.004, 0.005, 1e300,
      .infinity, -.infinity, .nan, .ulpOfOne, 9_999.000_000_000_1, 1_023.999,
    ]
    for value in values {
      var buffer = TextBuffer()
      buffer.append(number: value)
      #expect(buffer.text == NumberFormat.string(value), "\(value)")
    }
  }
}
