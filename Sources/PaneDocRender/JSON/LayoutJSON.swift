import Foundation
import PaneDocLayout
import PaneDocModel

/// The JSON form of `Layout`, as docs/report.md's JSON section documents it: what
/// `panedoc layout` prints, what `layout.json` holds, and what `panedoc diff` reads back from a report.
///
/// Keys keep the contract's order; optional members (`parent`, `column`, `title`, `glyph`, `split`) are
/// left out when absent and `dimmed` when false, so the common case stays short.
public enum LayoutJSON {
  /// The version of the `layout.json` document; bumped only by an incompatible change.
  public static let version = 1

  /// One layout, as `panedoc layout` prints it.
  public static func encode(_ layout: Layout) -> JSONValue {
    .object(
      [("scene", .string(layout.scene))]
        + (layout.file.isEmpty ? [] : [("file", .string(layout.file))]) + [
          ("state", .array(layout.state.map { .string($0.description) })),
          ("environment", encode(layout.environment)),
          ("nodes", .array(layout.nodes.map(encode))),
          ("popovers", .array(layout.presentations.map(encode))),
          (
            "warnings",
            .array(
              layout.warnings.map {
                .object([
                  ("code", .string($0.code.rawValue)), ("subject", .string($0.subject)),
                  ("message", .string($0.message)),
                ])
              })
          ),
          ("assumptions", .array(layout.assumptions.map(JSONValue.string))),
        ])
  }

  /// A report's `layout.json`: every layout of the run, with the document version and the
  /// version of the panedoc that wrote it (`producer`), so that a report found later says which
  /// release made it.
  public static func document(_ layouts: [Layout], producer: String) -> JSONValue {
    .object([
      ("version", .number(Double(version))), ("panedoc", .string(producer)),
      ("layouts", .array(layouts.map(encode))),
    ])
  }

  /// `document(layouts)` as text with one compact layout per line: a report of thousands of
  /// layouts stays a fraction of its indented size, and a text diff of two reports still shows
  /// which layouts changed.
  public static func documentText(_ layouts: [Layout], producer: String) -> String {
    var data = documentHead(producer: producer)
    for (index, layout) in layouts.enumerated() {
      data.append(lineSeparator(first: index == 0))
      data.append(contentsOf: encode(layout).serializedBytes(pretty: false))
    }
    data.append(documentTail(empty: layouts.isEmpty))
    return String(decoding: data, as: UTF8.self)
  }

  /// The pieces of `documentText`, for writing a large document a few lines at a time: the head,
  /// then each line after its separator, then the tail.
  package static func documentHead(producer: String) -> Data {
    var head = Data("{\"version\": \(version), \"panedoc\": ".utf8)
    head.append(contentsOf: JSONValue.string(producer).serializedBytes(pretty: false))
    head.append(contentsOf: Data(", \"layouts\": [".utf8))
    return head
  }

  package static func lineSeparator(first: Bool) -> Data { Data((first ? "\n" : ",\n").utf8) }

  package static func documentTail(empty: Bool) -> Data { Data((empty ? "]}\n" : "\n]}\n").utf8) }

  static func encode(_ environment: EnvironmentInfo) -> JSONValue {
    .object([
      ("profile", .string(environment.profile.rawValue)),
      ("device", .string(environment.device.rawValue)),
      ("orientation", .string(environment.orientation.rawValue)),
      ("split", .string(environment.windowName.rawValue)),
      ("screen", numbers([environment.screen.width, environment.screen.height])),
      ("window", encode(environment.window)),
      ("safeArea", encode(environment.safeArea)),
      ("scale", .number(environment.scale)),
      ("horizontalSizeClass", .string(environment.horizontalSizeClass.rawValue)),
      ("verticalSizeClass", .string(environment.verticalSizeClass.rawValue)),
      ("keyboard", environment.keyboard.map(JSONValue.number) ?? .null),
    ])
  }

  static func encode(_ node: Node) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(node.id)), ("kind", .string(node.kind.rawValue)),
    ]
    if let parent = node.parent { members.append(("parent", .string(parent))) }
    if let column = node.column { members.append(("column", .string(column.rawValue))) }
    members.append(("frame", node.frame.map(encode) ?? .null))
    members.append(("visible", .bool(node.visible)))
    if let title = node.title { members.append(("title", .string(title))) }
    if let glyph = node.glyph { members.append(("glyph", .string(glyph))) }
    if node.dimmed { members.append(("dimmed", .bool(true))) }
    if let split = node.split {
      members.append(
        (
          "split",
          .object([
            ("collapsed", .bool(split.collapsed)),
            ("behavior", .string(split.behavior.rawValue)),
            ("displayMode", .string(split.displayMode.rawValue)),
            ("primaryColumnWidth", .number(split.primaryColumnWidth)),
            ("supplementaryColumnWidth", .number(split.supplementaryColumnWidth)),
          ])
        ))
    }
    return .object(members)
  }

  static func encode(_ presentation: PresentationLayout) -> JSONValue {
    .object([
      ("segue", .string(presentation.segue)),
      ("content", .string(presentation.content)),
      ("presentation", .string(presentation.presentation.rawValue)),
      ("anchor", presentation.anchor.map(encode) ?? .null),
      ("frame", encode(presentation.frame)),
      ("contentFrame", encode(presentation.contentFrame)),
      ("arrowDirection", .string(presentation.arrowDirection.rawValue)),
      ("arrowOffset", .number(presentation.arrowOffset)),
      ("arrowPinned", .bool(presentation.arrowPinned)),
      ("arrowBase", .number(presentation.arrowBase)),
      ("arrowHeight", .number(presentation.arrowHeight)),
      ("cornerRadius", .number(presentation.cornerRadius)),
      ("passthroughViews", .array(presentation.passthroughViews.map(JSONValue.string))),
      ("zoomsFromAnchor", .bool(presentation.zoomsFromAnchor)),
    ])
  }

  static func encode(_ rect: Rect) -> JSONValue {
    numbers([rect.x, rect.y, rect.width, rect.height])
  }

  static func encode(_ insets: Insets) -> JSONValue {
    numbers([insets.top, insets.left, insets.bottom, insets.right])
  }

  private static func numbers(_ values: [Double]) -> JSONValue {
    .array(values.map(JSONValue.number))
  }
}
