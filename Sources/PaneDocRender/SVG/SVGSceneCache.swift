import PaneDocLayout

/// What the diagrams of one scene share, kept from one diagram to the next: a report draws each
/// state of a scene in about 80 environments, and most of what a diagram writes of a node (its
/// element id, its description) is the same in all of them.
///
/// One cache serves one sequence of diagrams with one id prefix, on one thread (a report makes one
/// per scene task): it is a value, passed `inout`, never shared; only the frames made for a whole
/// run (`SVGFrameTable`), immutable, are shared by the caches of its scenes. What it keeps is
/// checked against each layout before it is used (`NodeTable.fits`, `NodeText.describes`, the
/// frames' keys), so a diagram drawn with it is byte for byte the one drawn without it, whatever
/// layouts come in whatever order.
public struct SVGSceneCache {
  /// The id prefix, sanitized.
  let prefix: String
  let prefixBytes: [UInt8]
  /// The node tables of the latest layouts whose nodes differed, the latest first.
  private var tables: [NodeTable] = []
  /// What the next diagram reserves at once: the latest one's size and an eighth more, as the
  /// diagrams of a scene are much alike (not the largest so far: one diagram of 100,000 views
  /// would make every later one reserve its tens of megabytes).
  var capacity = 8_192

  /// How many node tables are kept: a scene's states each have their own nodes, and a few
  /// environments change them (a collapsed split shows fewer).
  static let tableLimit = 8

  /// A cache for diagrams whose element ids start with `idPrefix` (sanitized, as
  /// `SVGRenderer.render` does).
  public init(idPrefix: String = "") {
    prefix = SVGIdentifier.sanitize(idPrefix)
    prefixBytes = Array(prefix.utf8)
    shared = nil
  }

  /// A cache for diagrams with the id prefix of `frames`, whose frames it uses for the
  /// environments they were made for.
  public init(sharing frames: SVGFrameTable) {
    prefix = frames.prefix
    prefixBytes = Array(prefix.utf8)
    shared = frames
  }

  /// The table for `nodes`, taken out of the cache (the drawing fills it in, then gives it back
  /// with `keep`), or a new one with the texts the kept tables made.
  mutating func takeTable(for nodes: [Node]) -> NodeTable {
    guard let index = tables.firstIndex(where: { $0.fits(nodes) }) else {
      return NodeTable(nodes, reusing: tables)
    }
    return tables.remove(at: index)
  }

  /// Keeps `table` as the latest, forgetting the oldest beyond `tableLimit`.
  mutating func keep(_ table: NodeTable) {
    tables.insert(table, at: 0)
    if tables.count > Self.tableLimit { tables.removeLast() }
  }

  // The frame around the app (`SVGSceneCache+Frame.swift`):
  /// The frames made for the whole run, shared with the other scenes' caches.
  let shared: SVGFrameTable?
  /// The frames of the environments drawn so far.
  var frames: [SVGFrame.Key: SVGFrame] = [:]
  /// The caption's title of the latest scene and state drawn.
  var captionTitle: SVGCaptionTitle?
  /// The latest stylesheets written, by the rules they hold, the latest first.
  var styleSheets: [(rules: UInt64, lines: SVGLines)] = []
  /// The caption's warning lines, the columns' width texts and the presentations' texts drawn so
  /// far (`SVGSceneCache+Texts.swift`).
  let texts = SVGSceneTexts()
  /// The label placement of the latest diagram, emptied: the next one places its labels in its
  /// lists' storage instead of growing new lists.
  var labels = LabelPlacement()
}
