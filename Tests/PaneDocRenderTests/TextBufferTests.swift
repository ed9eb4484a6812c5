import Foundation
import Testing

@testable import PaneDocCore
@testable import PaneDocRender

/// The shortcuts of the byte writers against the plain rules they stand for: the bit tables of the
/// escape scans, the whole-number and halves path of `append(number:)` and the copy of the
/// buffer's own bytes.
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

  @Test("writes halves as the number format does, on both sides of its shortcut")
  func halvesMatchTheFormat() {
    var values = stride(from: -10_010.0, through: 10_010, by: 0.5).map { $0 }
    values += [
      -0.5, 0.5, -9_999.5, 9_999.5, 10_000.5, -10_000.5, 9_999.75, 0.25, -0.25, 0.75, 0.495,
      0.505, -0.505, 4_999.5 + .ulpOfOne * 4_096, 0.5.nextUp, 0.5.nextDown, -0.5.nextUp,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, 9.0e15, 1e16 + 0.5, -1e16, 2.0e15 + 0.5, .signalingNaN,
    ]
    // Values on and off the shortcut's grid, from tiny to huge, either sign.
    let mantissas = [1, 1.005, 1.25, 1.5, 2.345_678, 4.995, 5, 7.75, 9.999_999, 9.995]
    for exponent in -30...30 {
      for mantissa in mantissas {
        let value = mantissa * pow(10, Double(exponent))
        values += [value, -value, (value * 2).rounded() / 2, -(value * 2).rounded() / 2]
      }
    }
    for value in values {
      var buffer = TextBuffer()
      buffer.append(number: value)
      #expect(buffer.text == NumberFormat.string(value), "\(value)")
    }
  }

  @Test("copies its own bytes, the buffer growing while it reads them")
  func copiesItsOwnBytes() {
    var buffer = TextBuffer()
    buffer.append(number: 1_234.5)
    let first = 0..<buffer.count
    #expect(buffer.count == 6)
    buffer.append(", " as StaticString)
    // Each copy can reallocate the storage it reads from: many in a row, no capacity reserved.
    for _ in 0..<200 { buffer.append(copyOf: first) }
    buffer.append(copyOf: 2..<4)
    buffer.append(copyOf: 3..<3)
    #expect(buffer.text == "1234.5, " + String(repeating: "1234.5", count: 200) + "34")
  }

  @Test("finds and writes halves into a span as the number format does")
  func spanHalvesMatchTheFormat() {
    var wrong: [Int] = []
    for halves in -19_999...19_999 {
      var buffer = TextBuffer()
      buffer.append(atMost: 7) { $0.append(halves: halves) }
      let value = Double(halves) / 2
      if buffer.text != NumberFormat.string(value) || NumberFormat.halves(value) != halves {
        wrong.append(halves)
      }
    }
    #expect(wrong.isEmpty)
    #expect(NumberFormat.halves(-0.0) == 0)
    let outside: [Double] = [
      10_000, -10_000, 9_999.5.nextUp, 0.5.nextUp, 0.25, -0.75, 0.004, .leastNonzeroMagnitude,
      1e300, -1e16, .infinity, -.infinity, .nan,
    ]
    for value in outside { #expect(NumberFormat.halves(value) == nil, "\(value)") }
  }

  @Test("appends what a span writes, with room for more left unused")
  func appendsWhatASpanWrites() {
    var buffer = TextBuffer()
    var expected = ""
    // Many runs in a row, each making room, some writing nothing.
    for index in 0..<500 {
      buffer.append(atMost: 40) { span in
        span.append(" x=\"" as StaticString)
        span.append(halves: index - 250)
        if index % 7 == 0 { span.append("é × " as StaticString) }
      }
      buffer.append(atMost: 3) { _ in }
      expected += " x=\"" + NumberFormat.string(Double(index - 250) / 2)
      if index % 7 == 0 { expected += "é × " }
    }
    #expect(buffer.text == expected)
  }
}
