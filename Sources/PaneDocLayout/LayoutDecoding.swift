import PaneDocModel

// `Layout` read back from its JSON form (`layout.json`, `panedoc layout --format json`), for
// `panedoc diff` on reports. PaneDocRender's `LayoutJSON` writes that form by hand, to keep its
// key order and number format; reading needs neither, so Foundation's decoder reads it through
// these conformances. Each reads its keys in the order they are written, so the first problem
// reported is the first in the document.

extension Layout: Decodable {
  private enum Key: String, CodingKey {
    case scene, file, state, environment, nodes, warnings, assumptions
    case presentations = "popovers"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      scene: try container.decode(String.self, forKey: .scene),
      // Reports written before layouts named their file have none.
      file: try container.decodeIfPresent(String.self, forKey: .file) ?? "",
      state: try container.decode([String].self, forKey: .state).map(StateStep.init),
      environment: try container.decode(EnvironmentInfo.self, forKey: .environment),
      nodes: try container.decode([Node].self, forKey: .nodes),
      presentations: try container.decode([PresentationLayout].self, forKey: .presentations),
      warnings: try container.decode([LayoutWarning].self, forKey: .warnings),
      assumptions: try container.decode([String].self, forKey: .assumptions))
  }
}

extension EnvironmentInfo: Decodable {
  private enum Key: String, CodingKey {
    case profile, device, orientation, screen, window, safeArea, scale
    case windowName = "split"
    case horizontalSizeClass, verticalSizeClass, keyboard
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      profile: try container.decode(named: Profile.self, forKey: .profile),
      device: try container.decode(DeviceID.self, forKey: .device),
      orientation: try container.decode(named: Orientation.self, forKey: .orientation),
      windowName: try container.decode(named: WindowName.self, forKey: .windowName),
      screen: try container.decodeSize(forKey: .screen),
      window: try container.decodeRect(forKey: .window),
      safeArea: try container.decodeInsets(forKey: .safeArea),
      scale: try container.decode(Double.self, forKey: .scale),
      horizontalSizeClass: try container.decode(
        named: SizeClass.self, forKey: .horizontalSizeClass),
      verticalSizeClass: try container.decode(named: SizeClass.self, forKey: .verticalSizeClass),
      keyboard: try container.decodeIfPresent(Double.self, forKey: .keyboard))
  }
}

extension Node: Decodable {
  private enum Key: String, CodingKey {
    case id, kind, parent, column, frame, visible, title, glyph, dimmed, split
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      kind: try container.decode(named: Kind.self, forKey: .kind),
      parent: try container.decodeIfPresent(String.self, forKey: .parent),
      column: try container.decodeIfPresent(named: SplitColumn.self, forKey: .column),
      frame: try container.decodeRectIfPresent(forKey: .frame),
      visible: try container.decode(Bool.self, forKey: .visible),
      title: try container.decodeIfPresent(String.self, forKey: .title),
      glyph: try container.decodeIfPresent(String.self, forKey: .glyph),
      dimmed: try container.decodeIfPresent(Bool.self, forKey: .dimmed) ?? false,
      split: try container.decodeIfPresent(SplitInfo.self, forKey: .split))
  }
}

extension SplitInfo: Decodable {
  private enum Key: String, CodingKey {
    case collapsed, behavior, displayMode, primaryColumnWidth, supplementaryColumnWidth
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      collapsed: try container.decode(Bool.self, forKey: .collapsed),
      behavior: try container.decode(named: Behavior.self, forKey: .behavior),
      displayMode: try container.decode(named: DisplayMode.self, forKey: .displayMode),
      primaryColumnWidth: try container.decode(Double.self, forKey: .primaryColumnWidth),
      supplementaryColumnWidth: try container.decode(Double.self, forKey: .supplementaryColumnWidth)
    )
  }
}

extension PresentationLayout: Decodable {
  private enum Key: String, CodingKey {
    case segue, content, presentation, anchor, frame, contentFrame, arrowDirection, arrowOffset
    case arrowPinned, arrowBase, arrowHeight, cornerRadius, passthroughViews, zoomsFromAnchor
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      segue: try container.decode(String.self, forKey: .segue),
      content: try container.decode(String.self, forKey: .content),
      presentation: try container.decode(named: Presentation.self, forKey: .presentation),
      anchor: try container.decodeRectIfPresent(forKey: .anchor),
      frame: try container.decodeRect(forKey: .frame),
      contentFrame: try container.decodeRect(forKey: .contentFrame),
      arrowDirection: try container.decode(named: ArrowDirection.self, forKey: .arrowDirection),
      arrowOffset: try container.decode(Double.self, forKey: .arrowOffset),
      arrowPinned: try container.decode(Bool.self, forKey: .arrowPinned),
      arrowBase: try container.decode(Double.self, forKey: .arrowBase),
      arrowHeight: try container.decode(Double.self, forKey: .arrowHeight),
      cornerRadius: try container.decode(Double.self, forKey: .cornerRadius),
      passthroughViews: try container.decode([String].self, forKey: .passthroughViews),
      // Reports written before popovers could zoom out of their anchor have no such member.
      zoomsFromAnchor: try container.decodeIfPresent(Bool.self, forKey: .zoomsFromAnchor) ?? false
    )
  }
}

extension LayoutWarning: Decodable {
  private enum Key: String, CodingKey { case code, subject, message }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    self.init(
      code: try container.decode(named: Code.self, forKey: .code),
      subject: try container.decode(String.self, forKey: .subject),
      message: try container.decode(String.self, forKey: .message))
  }
}

/// The JSON form's values that are not JSON's own: names of enumerations, and geometry as arrays
/// of numbers (`[x, y, width, height]`, `[top, left, bottom, right]`, `[width, height]`).
extension KeyedDecodingContainer {
  fileprivate func decode<Value: RawRepresentable>(named _: Value.Type, forKey key: Key) throws
    -> Value where Value.RawValue == String
  {
    guard let value = Value(rawValue: try decode(String.self, forKey: key)) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "unknown value")
    }
    return value
  }

  /// A name of an enumeration, or `nil` when the key is missing or `null`.
  fileprivate func decodeIfPresent<Value: RawRepresentable>(named type: Value.Type, forKey key: Key)
    throws -> Value? where Value.RawValue == String
  {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decode(named: type, forKey: key)
  }

  private func numbers(_ count: Int, forKey key: Key) throws -> [Double] {
    let values = try decode([Double].self, forKey: key)
    guard values.count == count else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected \(count) numbers")
    }
    return values
  }

  fileprivate func decodeSize(forKey key: Key) throws -> Size {
    let values = try numbers(2, forKey: key)
    return Size(width: values[0], height: values[1])
  }

  fileprivate func decodeRect(forKey key: Key) throws -> Rect {
    let values = try numbers(4, forKey: key)
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// A rectangle, or `nil` when the key is missing or `null`.
  fileprivate func decodeRectIfPresent(forKey key: Key) throws -> Rect? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try decodeRect(forKey: key)
  }

  fileprivate func decodeInsets(forKey key: Key) throws -> Insets {
    let values = try numbers(4, forKey: key)
    return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }
}
