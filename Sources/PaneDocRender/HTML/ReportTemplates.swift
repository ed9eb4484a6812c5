import PaneDocCore
import PaneDocModel
import PaneDocMustache
import PaneDocTemplates

/// The Mustache templates of the HTML report: the bundled ones, or a folder's that replace them
/// file by file (`--templates DIR`), so a team can restyle one page without copying the rest.
public struct ReportTemplates: Sendable {
  /// The templates the report uses; a replacement folder may hold any subset of them.
  public static let names = [
    "index", "scene", "figure", "filters", "stylesheet", "script", "sweep",
  ]

  package let library: MustacheLibrary
  /// The text of each template, in `names` order: part of what a run's output depends on.
  public let texts: [String]
  /// The file of each template by name, for the errors of a rendering.
  package let files: [String: String]

  /// A template that could not be read or parsed, named by its file (and place, when known),
  /// with its code: printed as every diagnostic is, `file:line:col: error: reason [code]`.
  public struct LoadError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var reason: String
    public var code: DiagnosticCode
    public var description: String {
      [file, line.map(String.init), column.map(String.init)].compactMap { $0 }
        .joined(separator: ":") + ": error: \(reason) \(code.bracketed)"
    }

    public init(
      file: String, line: Int? = nil, column: Int? = nil, reason: String, code: some StableCode
    ) {
      self.file = file
      self.line = line
      self.column = column
      self.reason = reason
      self.code = code.diagnosticCode
    }
  }

  /// The bundled templates, each replaced by the one `replacements` holds under its name (read
  /// from a `--templates` folder by the command line).
  public init(replacing replacements: [String: TemplateFile] = [:]) throws {
    (library, texts, files) = try Self.load(Self.names, replacing: replacements)
  }

  /// Registers `names` from the bundled folder, each replaced by the one `replacements` holds
  /// under its name; returns the library, each template's text in `names` order and each
  /// one's file by name. The diff report's templates load the same way.
  package static func load(_ names: [String], replacing replacements: [String: TemplateFile])
    throws(LoadError) -> (MustacheLibrary, [String], [String: String])
  {
    var library = MustacheLibrary(escape: escapeMarkup)
    var texts: [String] = []
    var files: [String: String] = [:]
    for name in names {
      let file = name + ".mustache"
      guard
        let template = replacements[name]
          ?? DefaultTemplates.template(file).map({ TemplateFile(path: $0.path, text: $0.text) })
      else {
        throw LoadError(
          file: file, reason: "no such template, bundled or replaced", code: TemplateCode.missing)
      }
      let text = template.text
      texts.append(text)
      files[name] = template.path
      do {
        library.register(try MustacheTemplate(text), named: name)
      } catch {
        throw LoadError(
          file: template.path, line: error.line, column: error.column,
          reason: "not a valid Mustache template: \(error.reason)", code: TemplateCode.invalid)
      }
    }
    if let cycle = library.partialCycle() {
      throw LoadError(
        file: files[cycle[0]] ?? cycle[0],
        reason: "partials include each other without end: " + cycle.joined(separator: " → "),
        code: TemplateCode.partialCycle)
    }
    if let (template, tag) = library.unknownPartial() {
      throw LoadError(
        file: files[template] ?? template + ".mustache", line: tag.line, column: tag.column,
        reason: "the partial '\(tag.template)' names no template; the templates are "
          + names.joined(separator: ", "),
        code: TemplateCode.unknownPartial)
    }
    return (library, texts, files)
  }

  /// Writes a `{{value}}` as the report writes every text from an input
  /// (`TextBuffer.append(markup:)`): markup characters escaped, controls dropped, line breaks
  /// made spaces.
  static let escapeMarkup: MustacheLibrary.Escape = { text, output in
    // Most values (ids, numbers, plain titles, "ios17 · ipad-9.7") need no change and are
    // copied as they are, read in place.
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard isPlainMarkup(bytes) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    guard copied != true else { return }
    var buffer = TextBuffer(capacity: text.utf8.count + 16)
    buffer.append(markup: text)
    output.append(contentsOf: buffer.bytes)
  }

  /// Whether `TextBuffer.append(markup:)` leaves `bytes` as they are: no ASCII control or
  /// markup character, and none of the sequences it changes (C2 80–C2 9F, E2 80 A8, E2 80 A9,
  /// EF BF BE, EF BF BF). `TextBuffer` asks per byte whether one may start there, a call per
  /// byte from here and true for the middle dot of every caption (C2 B7); this looks at the
  /// bytes after such a start, so only a text with something to change is rewritten.
  package static func isPlainMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    isPlainMarkup(bytes, escaping: true)
  }

  /// `isPlainMarkup(_:)`, or with `escaping` false whether `MarkupText.clean` leaves `bytes` as
  /// they are: the same but that markup characters are no change.
  package static func isPlainMarkup(_ bytes: UnsafeBufferPointer<UInt8>, escaping: Bool) -> Bool {
    // One bit per byte 00–3F: the controls, and when escaping `"`, `&`, `'` and `<`, `>`.
    let low: UInt64 = escaping ? 0x5000_00C4_FFFF_FFFF : 0x0000_0000_FFFF_FFFF
    let count = bytes.count
    let raw = UnsafeRawBufferPointer(bytes)
    var index = 0
    while index < count {
      // Eight bytes at once (read from the caller's buffer, which has them: `count - index`),
      // skipped when each is one that is never changed whatever follows.
      if count - index >= 8,
        isPlainWord(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), escaping: escaping)
      {
        index += 8
        continue
      }
      // A word with a byte to look at, or the last few bytes: one by one up to the next word.
      let end = min(index + 8, count)
      while index < end {
        let byte = bytes[index]
        switch byte {
        case 0x00..<0x40:
          if low &>> UInt64(byte) & 1 != 0 { return false }
        case 0x40..<0x7F:
          break
        case 0x7F:
          return false
        case 0xC2:
          if index + 1 < count, (0x80...0x9F).contains(bytes[index + 1]) { return false }
        case 0xE2:
          if index + 2 < count, bytes[index + 1] == 0x80,
            bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
          {
            return false
          }
        case 0xEF:
          if index + 2 < count, bytes[index + 1] == 0xBF,
            bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
          {
            return false
          }
        default:
          break
        }
        index += 1
      }
    }
    return true
  }

  /// Whether each of the eight bytes of `word` is printable ASCII that the escape (with
  /// `escaping`) or the cleaning keeps: no control, no DEL, no byte of a longer character and
  /// when escaping none of `"`, `&`, `'`, `<`, `>`. The order of the bytes does not matter.
  /// Exact, not an estimate: a `false` only sends the word to the byte-by-byte look.
  @inline(__always)
  package static func isPlainWord(_ word: UInt64, escaping: Bool) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// Whether a byte of `value` is below the byte `bound` repeats (at most 0x80), exactly: the
    /// lowest such byte sets its high bit in the difference, and without one nothing borrows,
    /// so no byte whose own high bit is clear gets one.
    func hasByte(below bound: UInt64, _ value: UInt64) -> Bool {
      (value &- bound) & ~value & highs != 0
    }
    guard word & highs == 0, !hasByte(below: 0x2020_2020_2020_2020, word),
      !hasByte(below: ones, word ^ 0x7F7F_7F7F_7F7F_7F7F)
    else { return false }
    guard escaping else { return true }
    // A byte is zero where `"` was; where `&` or `'` was (26 and 27 or 01 are 27); where `<` or
    // `>` was (3C and 3E or 02 are 3E, 3D and 3F are 3F).
    return !hasByte(below: ones, word ^ 0x2222_2222_2222_2222)
      && !hasByte(below: ones, (word | ones) ^ 0x2727_2727_2727_2727)
      && !hasByte(below: ones, (word | 0x0202_0202_0202_0202) ^ 0x3E3E_3E3E_3E3E_3E3E)
  }

  /// Whether `text`'s bytes are plain (`isPlainMarkup(_:escaping:)`), read in place; `false`
  /// for a text without contiguous UTF-8, which is never asked here.
  package static func isPlainMarkup(_ text: String, escaping: Bool) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { isPlainMarkup($0, escaping: escaping) } ?? false
  }

  /// `template` rendered with `context`, as UTF-8 bytes; every `{{value}}` is escaped for
  /// markup. A rendering stopped by a limit is an error located at its template's file.
  /// `capacity` is room for the bytes the caller expects (`MustacheLibrary.render`).
  package func render(_ template: String, _ context: [String: Any], capacity: Int = 16_384)
    throws(Diagnostic) -> [UInt8]
  {
    do {
      return try library.render(template, context, capacity: capacity)
    } catch {
      throw Self.diagnostic(error, files: files)
    }
  }

  /// A rendering's error, located at the file of its template, with the code of its limit.
  package static func diagnostic(_ error: MustacheError, files: [String: String]) -> Diagnostic {
    let template = error.template ?? ""
    return .error(
      error.limit == .depth ? TemplateCode.tooDeep : TemplateCode.outputTooLarge, error.reason,
      at: SourceLocation(
        file: files[template] ?? template + ".mustache", line: error.line, column: error.column))
  }
}
