import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// What a diagram writes of a node that does not depend on where the node is: its id as element
/// id characters and the start of its description, escaped. The same node is drawn in every
/// environment of its scene, so a report works it out once (`SVGSceneCache`) and copies bytes.
/// A class, never changed once made: the tables of a cache share a node's text, and handing it
/// out costs one reference instead of one per string and array in it.
final class NodeText {
  /// What the text was made from: it serves another node only when all of these are the same.
  private let id: String
  private let kind: Node.Kind
  private let title: String?
  private let column: SplitColumn?
  /// The node's id as element id characters (`SVGIdentifier.sanitize`).
  let name: [UInt8]
  /// "Navigation bar “Inbox” (mailNav#navigationBar), primary column", escaped for markup: the
  /// node's description before its frame.
  let head: [UInt8]
  /// `<rect id="…n-…"`: the start of the node's shape with its element id, one run of bytes
  /// instead of the tag, the attribute's name, the prefix, the family and the name each copied.
  let shapeStart: [UInt8]

  /// The text of `node` in diagrams whose element ids start with `prefix` (sanitized): one
  /// `SVGSceneCache`, which makes and keeps the texts, has one prefix.
  init(_ node: Node, prefix: String) {
    id = node.id
    kind = node.kind
    title = node.title
    column = node.column
    name = Array(SVGIdentifier.sanitize(node.id).utf8)
    var start = TextBuffer(capacity: prefix.utf8.count + name.count + 16)
    start.append("<rect id=\"" as StaticString)
    start.append(prefix)
    start.append(NodeIdFamily.node.prefix)
    start.append(bytes: name)
    start.append(byte: UInt8(ascii: "\""))
    shapeStart = start.bytes
    var text = SVGDrawing.kindName(node.kind.rawValue)
    if let title = node.title { text += " “\(title)”" }
    text += " (\(node.id))"
    if let column = node.column { text += ", \(column.rawValue) column" }
    head = NodeTitle.head(text)
  }

  /// Whether this is `node`'s text.
  func describes(_ node: Node) -> Bool {
    node.id == id && node.kind == kind && node.title == title && node.column == column
  }

  /// What a browser shows on hover: the kind, the title, the id and `frame`, between `lead` and
  /// `trail`.
  func title(frame: Rect?, lead: StaticString = "", trail: StaticString = "") -> NodeTitle {
    NodeTitle(lead: lead, head: head, frame: frame, trail: trail)
  }
}

/// A node's `<title>` as `SVGDocument` writes it: `lead`, the node's escaped description, its
/// frame (": x, y, width × height pt") when it has one, and `trail`.
struct NodeTitle {
  var lead: StaticString
  var head: [UInt8]
  var frame: Rect?
  var trail: StaticString

  /// `text` escaped for markup, as a title's `head`.
  static func head(_ text: String) -> [UInt8] {
    var buffer = TextBuffer(capacity: text.utf8.count + 16)
    buffer.append(markup: text)
    return buffer.bytes
  }
}

/// A node's element id: the document's prefix, `family` (`n-`, `dim-`, `w-`) and the node's id as
/// element id characters. Sanitizing is one-to-one, so a family holds one element per node id;
/// and no family's ids can meet another's or those of the device and the presentations
/// (`SVGDrawing.elementId`: `device`, `window`, `p-…`), which start otherwise.
struct NodeElementId {
  var family: StaticString
  var name: [UInt8]
}

/// The kinds of element a node gives its id to: its shape, the shade over it, its warning outline.
enum NodeIdFamily: UInt8 {
  case node = 1
  case dim = 2
  case warning = 4

  var prefix: StaticString {
    switch self {
    case .node: "n-"
    case .dim: "dim-"
    case .warning: "w-"
    }
  }
}
