import PaneDocModel

/// The textual forms of the format's values, parsed without side effects so that each can be
/// tested alone. A failure is a sentence for the user ("expected WxH, …").
enum ValueSyntax {
  /// A decimal number (`12`, `-3.5`, `.5`, `1e3`). Hexadecimal, `nan` and `inf` are refused,
  /// and so is anything that overflows to infinity.
  static func number(_ text: String) -> Result<Double, Failure> {
    let trimmed = text.trimmingWhitespace
    guard isDecimal(trimmed), let value = Double(trimmed) else {
      return .failure(Failure("'\(text)' is not a number"))
    }
    guard value.isFinite else { return .failure(Failure("'\(text)' is not a finite number")) }
    return .success(value)
  }

  /// A length: a finite number that is not negative.
  static func length(_ text: String) -> Result<Double, Failure> {
    number(text).flatMap { value in
      value < 0
        ? .failure(Failure("'\(text)' is negative; a length must be 0 or more")) : .success(value)
    }
  }

  /// A whole number (`0`, `12`).
  static func integer(_ text: String) -> Result<Int, Failure> {
    let trimmed = text.trimmingWhitespace
    guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      let value = Int(trimmed)
    else { return .failure(Failure("'\(text)' is not a whole number")) }
    return .success(value)
  }

  /// A size written `WxH` (`540x620`), both lengths.
  static func size(_ text: String) -> Result<Size, Failure> {
    let parts = text.trimmingWhitespace.split(separator: "x", omittingEmptySubsequences: false)
    return lengths(
      parts.map(String.init), count: 2, in: text, form: "a size: expected WxH, such as 320x480",
      lengthIndices: [0, 1]
    ).map { Size(width: $0[0], height: $0[1]) }
  }

  /// A frame written `x y w h`; the origin may be negative, the size may not.
  static func rect(_ text: String) -> Result<Rect, Failure> {
    lengths(
      words(text), count: 4, in: text,
      form: "a frame: expected \"x y w h\", such as \"0 0 320 44\"",
      lengthIndices: [2, 3]
    ).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
  }

  /// Insets written `t l b r` (UIKit's top, left, bottom, right order), each a length.
  static func insets(_ text: String) -> Result<Insets, Failure> {
    lengths(
      words(text), count: 4, in: text,
      form: "an inset list: expected \"top left bottom right\", such as \"8 8 8 8\"",
      lengthIndices: [0, 1, 2, 3]
    ).map { Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
  }

  /// The `count` numbers of a compound value; those at `lengthIndices` must not be negative.
  private static func lengths(
    _ parts: [String], count: Int, in text: String, form: String, lengthIndices: [Int]
  ) -> Result<[Double], Failure> {
    guard parts.count == count else {
      return .failure(Failure("'\(text)' is not \(form)"))
    }
    var values: [Double] = []
    for part in parts {
      switch number(part) {
      case .success(let value): values.append(value)
      case .failure(let failure):
        return .failure(Failure("'\(text)' is not \(form) (\(failure.message))"))
      }
    }
    for index in lengthIndices where values[index] < 0 {
      return .failure(
        Failure("'\(text)' has a negative length; sizes and insets must be 0 or more"))
    }
    return .success(values)
  }

  /// A constraint's multiplier: a number, or a ratio `a:b` as Interface Builder writes it
  /// (`2:1` is 2, `16:9` is about 1.78).
  static func multiplier(_ text: String) -> Result<Double, Failure> {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 else { return number(text) }
    guard case .success(let numerator) = number(parts[0]),
      case .success(let denominator) = number(parts[1])
    else {
      return .failure(Failure("'\(text)' is not a multiplier: expected a number or a ratio a:b"))
    }
    let ratio = numerator / denominator
    guard denominator != 0, ratio.isFinite else {
      return .failure(Failure("'\(text)' divides by zero; a ratio's second number is not 0"))
    }
    return .success(ratio)
  }

  /// A constraint's `item.attribute`: the item is everything before the last `.` (ids may hold
  /// dots), the attribute what follows it.
  static func anchor(_ text: String) -> Result<(item: String, attribute: String), Failure> {
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex,
      text.index(after: dot) != text.endIndex
    else {
      return .failure(
        Failure("'\(text)' is not an anchor: expected item.attribute, such as header.leading"))
    }
    return .success((String(text[..<dot]), String(text[text.index(after: dot)...])))
  }

  /// A whitespace-separated list (ids, arrow directions).
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      .map(String.init)
  }

  /// Whether `id` has the form of an id: `[A-Za-z_][A-Za-z0-9_.-]*`.
  static func isValidID(_ id: String) -> Bool {
    guard let first = id.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else {
      return false
    }
    return id.utf8.dropFirst().allSatisfy { byte in
      isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
  }

  /// Why a value could not be parsed, as a sentence for the user.
  struct Failure: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// `-? digits? (. digits)? ([eE] [+-]? digits)?` with at least one mantissa digit.
  private static func isDecimal(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    let integerDigits = bytes.prefix(while: isDigit).count
    bytes = bytes.dropFirst(integerDigits)
    var fractionDigits = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fractionDigits = bytes.prefix(while: isDigit).count
      bytes = bytes.dropFirst(fractionDigits)
    }
    guard integerDigits + fractionDigits > 0 else { return false }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
        bytes = bytes.dropFirst()
      }
      let exponentDigits = bytes.prefix(while: isDigit).count
      guard exponentDigits > 0 else { return false }
      bytes = bytes.dropFirst(exponentDigits)
    }
    return bytes.isEmpty
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  /// Works on the UTF-8 bytes: these are all ASCII, so the ends found are character boundaries,
  /// and every number of a large interface passes through here.
  fileprivate var trimmingWhitespace: String {
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    guard let first = utf8.firstIndex(where: { !isSpace($0) }),
      let last = utf8.lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == utf8.startIndex, utf8.index(after: last) == utf8.endIndex { return self }
    return String(self[first...last])
  }
}
