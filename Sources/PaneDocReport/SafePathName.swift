/// Folder and file names made from ids that a file system on any platform accepts and that a
/// shell or a URL never misreads.
///
/// Ids come from interface files, so they can hold anything: slashes, `..`, control characters,
/// names Windows reserves, text that differs only in case (which clashes on case-insensitive file
/// systems). A safe name keeps the portable characters `[A-Za-z0-9._-]`, replaces the others with
/// `_`, never starts with a dot or a dash, and when that loses information or the name is too long, adds a short hash of the id so two
/// ids never collapse into one name.
public enum SafePathName {
  /// Names longer than this (in bytes, all ASCII) are shortened and given a hash.
  public static let maximumLength = 64

  /// Windows refuses these as file names, with or without an extension.
  static let reserved = Set(
    ["con", "prn", "aux", "nul"] + (1...9).map { "com\($0)" } + (1...9).map { "lpt\($0)" })

  /// The portable form of `id`, before clashes with other names are resolved.
  public static func make(_ id: String) -> String {
    if isPortable(id) { return id }
    var name = String(
      id.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return Character(scalar)
        default: return "_"
        }
      })
    if name.isEmpty { name = "_" }
    // A leading dot hides a file (and makes `.`, `..`); a leading dash reads as an option.
    if name.hasPrefix(".") || name.hasPrefix("-") { name = "_" + name.dropFirst() }
    if name.hasSuffix(".") { name = name.dropLast() + "_" }
    let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
    if reserved.contains(stem.lowercased()) {
      name = stem + "_" + name.dropFirst(stem.count)
    }
    if name != id || name.count > maximumLength {
      name = String(name.prefix(maximumLength - 9)) + "-" + hash(id, digits: 8)
    }
    return name
  }

  /// Whether `id` is already a safe name, so `make` returns it unchanged: portable characters
  /// only, not too long, no leading dot or dash, no trailing dot, no reserved stem. Checked on
  /// the bytes, as most ids (and every name `make` returned) pass.
  static func isPortable(_ id: String) -> Bool {
    let bytes = id.utf8
    guard let first = bytes.first, let last = bytes.last, bytes.count <= maximumLength,
      first != UInt8(ascii: "."), first != UInt8(ascii: "-"), last != UInt8(ascii: ".")
    else { return false }
    var stemLength = 0
    var inStem = true
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
        if inStem { stemLength += 1 }
      case UInt8(ascii: "."):
        inStem = false
      default:
        return false
      }
    }
    // Reserved names are three or four characters long.
    guard stemLength == 3 || stemLength == 4 else { return true }
    return !reserved.contains(String(id.prefix(stemLength)).lowercased())
  }

  /// FNV-1a of the id's UTF-8 bytes in hex: short, stable on every platform and run.
  static func hash(_ text: String, digits: Int) -> String {
    var value: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      value ^= UInt32(byte)
      value = value &* 16_777_619
    }
    let hex = String(value, radix: 16)
    return String((String(repeating: "0", count: 8 - hex.count) + hex).prefix(digits))
  }
}

/// Hands out safe names within one folder: the same id always gets the same name, and no two ids
/// get names that are equal when case is ignored.
public struct PathNameAllocator: Sendable {
  private var byId: [String: String] = [:]
  private var taken: Set<String>

  /// `reserved` names (such as `index.html` beside scene folders) are never handed out.
  public init(reserved: [String] = []) {
    taken = Set(reserved.map { $0.lowercased() })
  }

  public mutating func name(for id: String) -> String {
    if let known = byId[id] { return known }
    let base = SafePathName.make(id)
    var candidate = base
    var attempt = 1
    while !taken.insert(Self.folded(candidate)).inserted {
      attempt += 1
      candidate = base + "-" + SafePathName.hash(id + "#\(attempt)", digits: 6)
    }
    byId[id] = candidate
    return candidate
  }

  /// `name.lowercased()`, without making a new string for a name with no capital letter (most
  /// names): a safe name is ASCII, whose only capitals are `A` to `Z`.
  static func folded(_ name: String) -> String {
    name.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
      ? name.lowercased() : name
  }
}
