/// The one number format of every output (SVG, JSON, HTML, diff): at most two decimals, no
/// trailing zeros, never `-0`, never an exponent, independent of locale.
public enum NumberFormat {
  /// `320` → "320", `320.5` → "320.5", `1/3` → "0.33", `-0.001` → "0".
  public static func string(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
    guard hundredths != 0 else { return "0" }
    let negative = hundredths < 0
    let magnitude = abs(hundredths)
    // Beyond 2^53 hundredths a Double has no fractional digits left to print.
    guard magnitude < 9.0e15 else { return (negative ? "-" : "") + integerDigits(abs(value)) }
    let whole = Int64(magnitude) / 100
    let fraction = Int64(magnitude) % 100
    var text = negative ? "-" : ""
    text += String(whole)
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text
  }

  /// The exact decimal digits of a whole `value` of any size (every Double beyond 2^53 is whole),
  /// where converting to `Int64` would trap: the significand doubled `exponent` times in decimal.
  private static func integerDigits(_ value: Double) -> String {
    let whole = value.rounded()
    var digits = Array(String(UInt64(whole.significandBitPattern | (1 << 52))).reversed())
      .map { Int($0.wholeNumberValue!) }
    for _ in 0..<(Int(whole.exponent) - 52) {
      var carry = 0
      for index in digits.indices {
        let doubled = digits[index] * 2 + carry
        digits[index] = doubled % 10
        carry = doubled / 10
      }
      if carry > 0 { digits.append(carry) }
    }
    return String(digits.reversed().map { Character(String($0)) })
  }
}
