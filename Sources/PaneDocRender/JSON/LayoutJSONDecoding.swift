import PaneDocLayout
import PaneDocModel

/// Reading `layout.json` back, for `panedoc diff` on two reports. The decoder is strict about
/// types (a report is machine-written) and names the JSON path of the first problem.
extension LayoutJSON {
  public struct DecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the document, as a path: `layouts[3].nodes[0].frame`.
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
  }

  /// The layouts of a `layout.json` document.
  public static func decodeDocument(_ value: JSONValue) throws(DecodingError) -> [Layout] {
    let root = Reader(value: value, path: "")
    guard try root.number("version") == Double(version) else {
      throw DecodingError(path: "version", message: "unsupported layout.json version")
    }
    return try root.array("layouts").map { reader throws(DecodingError) in try decode(reader) }
  }

  /// One layout, as `panedoc layout` prints it.
  public static func decode(_ value: JSONValue) throws(DecodingError) -> Layout {
    try decode(Reader(value: value, path: ""))
  }

  private static func decode(_ reader: Reader) throws(DecodingError) -> Layout {
    let environment = try reader.object("environment")
    let info = EnvironmentInfo(
      profile: try environment.enumValue("profile", Profile.self),
      device: try environment.string("device"),
      orientation: try environment.enumValue("orientation", Orientation.self),
      split: try environment.string("split"),
      screen: try environment.size("screen"),
      window: try environment.rect("window"),
      safeArea: try environment.insets("safeArea"),
      scale: try environment.number("scale"),
      horizontalSizeClass: try environment.enumValue("horizontalSizeClass", SizeClass.self),
      verticalSizeClass: try environment.enumValue("verticalSizeClass", SizeClass.self),
      keyboard: try environment.optionalNumber("keyboard"))
    let nodes = try reader.array("nodes").map { node throws(DecodingError) in
      Node(
        id: try node.string("id"), kind: try node.string("kind"),
        parent: try node.optionalString("parent"), column: try node.optionalString("column"),
        frame: try node.optionalRect("frame"), visible: try node.bool("visible"),
        title: try node.optionalString("title"), glyph: try node.optionalString("glyph"),
        dimmed: try node.optionalBool("dimmed") ?? false,
        split: try node.has("split") ? splitInfo(node.object("split")) : nil)
    }
    let popovers = try reader.array("popovers").map { item throws(DecodingError) in
      PresentationLayout(
        segue: try item.string("segue"), content: try item.string("content"),
        presentation: try item.enumValue("presentation", PresentationLayout.Presentation.self),
        anchor: try item.optionalRect("anchor"), frame: try item.rect("frame"),
        contentFrame: try item.rect("contentFrame"),
        arrowDirection: try item.enumValue(
          "arrowDirection", PresentationLayout.ArrowDirection.self),
        arrowOffset: try item.number("arrowOffset"), arrowPinned: try item.bool("arrowPinned"),
        arrowBase: try item.number("arrowBase"), arrowHeight: try item.number("arrowHeight"),
        cornerRadius: try item.number("cornerRadius"),
        passthroughViews: try item.strings("passthroughViews"))
    }
    let warnings = try reader.array("warnings").map { item throws(DecodingError) in
      LayoutWarning(
        code: try item.string("code"), subject: try item.string("subject"),
        message: try item.string("message"))
    }
    return Layout(
      scene: try reader.string("scene"), file: try reader.optionalString("file") ?? "",
      state: try reader.strings("state"), environment: info,
      nodes: nodes, popovers: popovers, warnings: warnings,
      assumptions: try reader.strings("assumptions"))
  }

  private static func splitInfo(_ reader: Reader) throws(DecodingError) -> SplitInfo {
    SplitInfo(
      collapsed: try reader.bool("collapsed"), behavior: try reader.string("behavior"),
      displayMode: try reader.string("displayMode"),
      primaryColumnWidth: try reader.number("primaryColumnWidth"),
      supplementaryColumnWidth: try reader.number("supplementaryColumnWidth"))
  }
}

/// A typed view of one JSON object that knows its path, for precise decoding errors.
private struct Reader {
  let value: JSONValue
  let path: String

  private func member(_ key: String) throws(LayoutJSON.DecodingError) -> JSONValue {
    guard case .object = value else { throw failure(path, "expected an object") }
    guard let member = value[key] else { throw failure(child(key), "missing") }
    return member
  }

  private func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  private func failure(_ path: String, _ message: String) -> LayoutJSON.DecodingError {
    LayoutJSON.DecodingError(path: path.isEmpty ? "(root)" : path, message: message)
  }

  func has(_ key: String) -> Bool { value[key] != nil }

  func object(_ key: String) throws(LayoutJSON.DecodingError) -> Reader {
    let member = try member(key)
    guard case .object = member else { throw failure(child(key), "expected an object") }
    return Reader(value: member, path: child(key))
  }

  func array(_ key: String) throws(LayoutJSON.DecodingError) -> [Reader] {
    guard case .array(let items) = try member(key) else {
      throw failure(child(key), "expected an array")
    }
    return items.enumerated().map { Reader(value: $1, path: "\(child(key))[\($0)]") }
  }

  func string(_ key: String) throws(LayoutJSON.DecodingError) -> String {
    guard case .string(let text) = try member(key) else {
      throw failure(child(key), "expected a string")
    }
    return text
  }

  func optionalString(_ key: String) throws(LayoutJSON.DecodingError) -> String? {
    guard has(key) else { return nil }
    return try string(key)
  }

  func strings(_ key: String) throws(LayoutJSON.DecodingError) -> [String] {
    try array(key).map { item throws(LayoutJSON.DecodingError) in
      guard case .string(let text) = item.value else {
        throw failure(item.path, "expected a string")
      }
      return text
    }
  }

  func number(_ key: String) throws(LayoutJSON.DecodingError) -> Double {
    guard case .number(let number) = try member(key) else {
      throw failure(child(key), "expected a number")
    }
    return number
  }

  func optionalNumber(_ key: String) throws(LayoutJSON.DecodingError) -> Double? {
    guard has(key), try member(key) != .null else { return nil }
    return try number(key)
  }

  func bool(_ key: String) throws(LayoutJSON.DecodingError) -> Bool {
    guard case .bool(let flag) = try member(key) else {
      throw failure(child(key), "expected true or false")
    }
    return flag
  }

  func optionalBool(_ key: String) throws(LayoutJSON.DecodingError) -> Bool? {
    guard has(key) else { return nil }
    return try bool(key)
  }

  func enumValue<T: RawRepresentable>(_ key: String, _: T.Type) throws(LayoutJSON.DecodingError)
    -> T where T.RawValue == String
  {
    guard let value = T(rawValue: try string(key)) else {
      throw failure(child(key), "unknown value")
    }
    return value
  }

  private func numbers(_ key: String, count: Int) throws(LayoutJSON.DecodingError) -> [Double] {
    guard case .array(let items) = try member(key), items.count == count else {
      throw failure(child(key), "expected \(count) numbers")
    }
    return try items.map { item throws(LayoutJSON.DecodingError) in
      guard case .number(let number) = item else {
        throw failure(child(key), "expected \(count) numbers")
      }
      return number
    }
  }

  func size(_ key: String) throws(LayoutJSON.DecodingError) -> Size {
    let values = try numbers(key, count: 2)
    return Size(width: values[0], height: values[1])
  }

  func rect(_ key: String) throws(LayoutJSON.DecodingError) -> Rect {
    let values = try numbers(key, count: 4)
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  func optionalRect(_ key: String) throws(LayoutJSON.DecodingError) -> Rect? {
    guard has(key), try member(key) != .null else { return nil }
    return try rect(key)
  }

  func insets(_ key: String) throws(LayoutJSON.DecodingError) -> Insets {
    let values = try numbers(key, count: 4)
    return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }
}
