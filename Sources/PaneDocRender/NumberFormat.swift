import Foundation

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
    // Past 2^53 hundredths a Double has no fraction left to print, and past Int64 no integer
    // type holds it: print the whole number as the C library does ("%.0f" ignores the locale).
    guard magnitude < 9.0e15 else { return String(format: "%.0f", value.rounded()) }
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
}
