/// UTF-8 text built as bytes: the outputs (SVG, JSON) are hundreds of megabytes for a large
/// report, and appending bytes to one growing buffer costs a fraction of building and joining
/// `String`s.
///
/// The small appends are `@inlinable`, so the writers in the other modules (SVG, JSON, pages),
/// which call them for every byte, key and number, get their bodies instead of a call each. The
/// type is `public` for that alone: Swift 6.3 inlines no `@inlinable` member of a `package` type
/// into another module (the callers' object files kept every call, docs/benchmarks.md), while it
/// inlines the `package` members of a `public` type. Its API stays `package`.
public struct TextBuffer {
  @usableFromInline var storage: [UInt8] = []

  /// The bytes written so far.
  @inlinable package var bytes: [UInt8] { storage }

  package init(capacity: Int = 0) {
    storage.reserveCapacity(capacity)
  }

  // The report's scenes each write hundreds of kilobytes of `layout.json` lines: a buffer whose
  // bytes were written out takes the next scene's in the same memory (`LayoutPieces`).
  /// An empty buffer that writes into the memory of `bytes`, whose contents are dropped (into a
  /// copy of that capacity when `bytes` is not uniquely referenced).
  package init(reusing bytes: [UInt8]) {
    storage = bytes
    storage.removeAll(keepingCapacity: true)
  }

  /// How many bytes are written so far: where the next one goes.
  @inlinable package var count: Int { storage.count }

  /// The text as a `String`.
  package var text: String { String(decoding: storage, as: UTF8.self) }

  @inlinable
  package mutating func append(_ text: String) {
    storage.append(contentsOf: text.utf8)
  }

  @inlinable
  package mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { storage.append(contentsOf: $0) }
  }

  @inlinable
  package mutating func append(bytes more: [UInt8]) {
    storage.append(contentsOf: more)
  }

  @inlinable
  package mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
    storage.append(contentsOf: more)
  }

  /// Appends a copy of the bytes in `range` of this buffer, written earlier: text written twice
  /// (a shape's frame in its attributes and its title) is formatted once. Byte by byte, as the
  /// runs copied are a few digits long, and the array is read and grown without a second
  /// reference to it, which would copy all of it.
  @inlinable
  package mutating func append(copyOf range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= storage.count, "not written yet")
    for index in range { storage.append(storage[index]) }
  }

  /// Appends what `body` writes into the span it is given, at most `maximum` bytes: the room is
  /// made once for a run of small writes (a shape's numbers and the words between them), where
  /// each append to the array checks its room and that the array is not shared again.
  @inlinable
  package mutating func append(atMost maximum: Int, _ body: (inout OutputSpan<UInt8>) -> Void) {
    storage.append(addingCapacity: maximum, initializingWith: body)
  }

  /// Puts `more` before the byte at `offset`.
  package mutating func insert(_ more: [UInt8], at offset: Int) {
    storage.insert(contentsOf: more, at: offset)
  }

  @inlinable
  package mutating func append(byte: UInt8) {
    storage.append(byte)
  }

  package mutating func append(spaces count: Int) {
    storage.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  /// `value` in `NumberFormat`. Whole numbers and halves below 10,000 either way, most
  /// coordinates of every output, are written digit by digit here: the same text as
  /// `NumberFormat`'s, as such a number is exact in hundredths (its `.5` is 50 hundredths, no
  /// rounding), without its rounding and its temporary buffer.
  @inlinable
  package mutating func append(number value: Double) {
    let twice = value.magnitude * 2
    guard twice < 20_000, twice.rounded(.towardZero) == twice else {
      appendFormatted(value)
      return
    }
    let halves = Int(twice)
    let whole = halves &>> 1
    if value < 0, halves > 0 { storage.append(UInt8(ascii: "-")) }
    if whole >= 1_000 {
      storage.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / 1_000))
    }
    if whole >= 100 {
      storage.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / 100 % 10))
    }
    if whole >= 10 {
      storage.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / 10 % 10))
    }
    storage.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10))
    if halves & 1 != 0 {
      storage.append(UInt8(ascii: "."))
      storage.append(UInt8(ascii: "5"))
    }
  }

  /// `append(number:)` for every other value, through `NumberFormat`.
  @usableFromInline
  mutating func appendFormatted(_ value: Double) {
    NumberFormat.withText(of: value) { storage.append(contentsOf: $0) }
  }

  /// `text` made safe for markup, as `MarkupText.escape` (with `escaping`) or `MarkupText.clean`
  /// (without) describe it.
  ///
  /// Works on the UTF-8 bytes, which is exact because every byte sequence to change is known:
  /// ASCII controls and markup characters; C2 80–C2 9F (the C1 controls, U+0085 a line break);
  /// E2 80 A8 and E2 80 A9 (the line and paragraph separators); EF BF BE and EF BF BF (the
  /// noncharacters U+FFFE and U+FFFF). A combining mark after `<` is its own bytes, so the `<`
  /// is escaped whatever follows it.
  package mutating func append(markup text: String, escaping: Bool = true) {
    // Read in place: a copy to call `withUTF8` on cost a retain and a release per text. Only a
    // string without contiguous UTF-8 (bridged) is copied.
    if text.utf8.withContiguousStorageIfAvailable({ append(markupBytes: $0, escaping: escaping) })
      == nil
    {
      var text = text
      text.withUTF8 { append(markupBytes: $0, escaping: escaping) }
    }
  }

  private mutating func append(markupBytes source: UnsafeBufferPointer<UInt8>, escaping: Bool) {
    var index = 0
    let count = source.count
    let low = escaping ? Self.escapingLow : Self.cleaningLow
    while index < count {
      // Copy the run of bytes that need nothing in one go.
      var end = index
      while end < count, !Self.mayNeedWork(source[end], low: low) { end += 1 }
      if end > index {
        append(bytes: UnsafeBufferPointer(rebasing: source[index..<end]))
        index = end
        if index == count { break }
      }
      let byte = source[index]
      switch byte {
      case 0x09, 0x0A, 0x0D:
        storage.append(UInt8(ascii: " "))
      case 0x00...0x1F, 0x7F:
        break
      case UInt8(ascii: "&") where escaping: append("&amp;" as StaticString)
      case UInt8(ascii: "<") where escaping: append("&lt;" as StaticString)
      case UInt8(ascii: ">") where escaping: append("&gt;" as StaticString)
      case UInt8(ascii: "\"") where escaping: append("&quot;" as StaticString)
      case UInt8(ascii: "'") where escaping: append("&#39;" as StaticString)
      case 0xC2 where index + 1 < count && (0x80...0x9F).contains(source[index + 1]):
        if source[index + 1] == 0x85 { storage.append(UInt8(ascii: " ")) }
        index += 1
      case 0xE2
      where index + 2 < count && source[index + 1] == 0x80
        && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
        storage.append(UInt8(ascii: " "))
        index += 2
      case 0xEF
      where index + 2 < count && source[index + 1] == 0xBF
        && (source[index + 2] == 0xBE || source[index + 2] == 0xBF):
        index += 2
      default:
        storage.append(byte)
      }
      index += 1
    }
  }

  /// Whether `byte` is a control, a markup character (when `escaping`) or the lead byte of a
  /// sequence that may need a change.
  @inlinable
  package static func mayNeedWork(_ byte: UInt8, escaping: Bool) -> Bool {
    mayNeedWork(byte, low: escaping ? escapingLow : cleaningLow)
  }

  /// The bits of the bytes 00–3F that need work: 00–1F, and when escaping `"` (22), `&` (26),
  /// `'` (27), `<` (3C) and `>` (3E).
  @usableFromInline static var escapingLow: UInt64 { 0x5000_00C4_FFFF_FFFF }
  @usableFromInline static var cleaningLow: UInt64 { 0x0000_0000_FFFF_FFFF }

  /// `mayNeedWork` as one bit per byte value, read from four 64-bit words (`low` for 00–3F, 7F
  /// in the second, C2, E2 and EF in the last): the scan of every text calls this for each byte.
  /// The word is loaded by its index, without a branch: a `switch` compiled to a jump table, and
  /// comparisons to branches mispredicted wherever letters meet digits and punctuation.
  @inlinable
  static func mayNeedWork(_ byte: UInt8, low: UInt64) -> Bool {
    let words = SIMD4<UInt64>(low, 1 << 63, 0, 1 << 2 | 1 << 34 | 1 << 47)
    return words[Int(byte &>> 6)] &>> UInt64(byte & 63) & 1 != 0
  }
}
