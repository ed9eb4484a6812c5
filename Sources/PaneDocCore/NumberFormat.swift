import Foundation

/// The one number format of every output (SVG, JSON, HTML, diff): at most two decimals, no
/// trailing zeros, never `-0`, never an exponent, independent of locale.
public enum NumberFormat {
  /// `320` → "320", `320.5` → "320.5", `1/3` → "0.33", `-0.001` → "0".
  public static func string(_ value: Double) -> String {
    withText(of: value) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 text of `value` in this format: the form `TextBuffer` appends
  /// without making a `String`, as every coordinate of every diagram goes through here.
  package static func withText<Result>(
    of value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    guard value.isFinite else { return zero(body) }
    let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
    guard hundredths != 0 else { return zero(body) }
    let negative = hundredths < 0
    let magnitude = abs(hundredths)
    // Past 2^53 hundredths a Double has no fraction left to print, and past Int64 no integer
    // type holds it: print the whole number as the C library does ("%.0f" ignores the locale).
    guard magnitude < 9.0e15 else {
      var text = String(format: "%.0f", value.rounded())
      return text.withUTF8(body)
    }
    // Digits are written backwards into a small buffer: building the text from pieces cost
    // more than the rest of the number.
    var remaining = UInt64(magnitude)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      var start = 24
      func put(_ byte: UInt8) {
        start -= 1
        buffer[start] = byte
      }
      let fraction = remaining % 100
      remaining /= 100
      if fraction != 0 {
        if fraction % 10 != 0 { put(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        put(UInt8(ascii: "0") + UInt8(fraction / 10))
        put(UInt8(ascii: "."))
      }
      repeat {
        put(UInt8(ascii: "0") + UInt8(remaining % 10))
        remaining /= 10
      } while remaining > 0
      if negative { put(UInt8(ascii: "-")) }
      return body(UnsafeBufferPointer(rebasing: buffer[start..<24]))
    }
  }

  /// `value` in halves when it is a whole number or a half of magnitude below 10,000 (most
  /// coordinates), which are written digit by digit without rounding (`OutputSpan.append(halves:)`,
  /// `TextBuffer.append(number:)`); else `nil`. `-0` is 0 halves.
  @inlinable
  package static func halves(_ value: Double) -> Int? {
    let twice = value * 2
    guard twice.magnitude < 20_000, twice.rounded(.towardZero) == twice else { return nil }
    return Int(twice)
  }

  private static func zero<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    ("0" as StaticString).withUTF8Buffer(body)
  }
}
