import PaneDocLayout
import PaneDocModel

/// What the diagrams of one scene write alike besides their nodes and frames, made by the first
/// diagram that needs it and kept by the scene's cache (`SVGSceneCache`) for the next: the
/// caption's warning lines on each canvas, the columns' width texts, a presentation's element ids
/// and titles. Each is looked up by everything it is made of, so a diagram drawn with them is the
/// one drawn without them.
///
/// A class, for the reason `SVGCaptionTitle` is one: a diagram adds what it made without copying
/// the lists out of the cache and back, and whoever else holds them (a copy of the cache) finds
/// the same texts for the same keys.
final class SVGSceneTexts {
  /// The caption's warning lines (the dot and the summary) of a canvas `width` wide whose caption
  /// starts at `top`, for a diagram whose warnings have `codes`, in order, and the summary they
  /// say. A class: a diagram takes them with one reference.
  final class WarningLines {
    let width: Double
    let top: Double
    let codes: [LayoutWarning.Code]
    /// `fingerprint(of:)` of the warnings.
    let fingerprint: Int
    let summary: String
    let dot: SVGLines
    let label: PreparedLabel

    init(
      width: Double, top: Double, warnings: [LayoutWarning], fingerprint: Int, summary: String,
      dot: SVGLines, label: PreparedLabel
    ) {
      self.width = width
      self.top = top
      codes = warnings.map(\.code)
      self.fingerprint = fingerprint
      self.summary = summary
      self.dot = dot
      self.label = label
    }

    /// Whether `warnings` have these lines' codes, in order.
    func holds(_ warnings: [LayoutWarning], fingerprint: Int) -> Bool {
      // Each warning's code read in place, not the warning copied with its texts.
      self.fingerprint == fingerprint && codes.count == warnings.count
        && codes.indices.allSatisfy { codes[$0] == warnings[$0].code }
    }
  }

  /// The warning lines made so far, the first `warningLinesLimit` met.
  private(set) var warningLines: [WarningLines] = []
  /// How many warning lines are kept: a scene's states have a few lists of warnings, each drawn on
  /// the few canvases of the run's devices and orientations.
  static let warningLinesLimit = 48

  /// The hash of the codes of `warnings`, in order: the lines of other codes are passed over by
  /// comparing one number. Only ever compared within the run, never written or ordered by.
  static func fingerprint(of warnings: [LayoutWarning]) -> Int {
    var hasher = Hasher()
    hasher.combine(warnings.count)
    for index in warnings.indices { hasher.combine(warnings[index].code) }
    return hasher.finalize()
  }

  /// The warning lines kept for `warnings` (whose `fingerprint(of:)` is `fingerprint`) on a
  /// canvas `width` wide whose caption starts at `top`; else, where lines for them on another
  /// canvas are kept, the summary they say.
  func warningLines(
    width: Double, top: Double, warnings: [LayoutWarning], fingerprint: Int
  ) -> (lines: WarningLines?, summary: String?) {
    var summary: String?
    for kept in warningLines where kept.holds(warnings, fingerprint: fingerprint) {
      if kept.width == width && kept.top == top { return (kept, kept.summary) }
      summary = kept.summary
    }
    return (nil, summary)
  }

  /// Keeps `lines` unless `warningLinesLimit` are kept.
  func keep(_ lines: WarningLines) {
    if warningLines.count < Self.warningLinesLimit { warningLines.append(lines) }
  }

  /// The columns' width texts made so far (`SVGDrawing.columnWidthText`), each in the slot of
  /// its column and width (`columnWidthSlot`), where a later one with another key replaces it:
  /// one comparison finds a text, with no hashing and no list to go through.
  /// Empty until the first column's text: a cache that draws one diagram (`SVGRenderer.render`)
  /// often has none.
  private var columnWidths: [ColumnWidthText?] = []
  /// How many slots there are: a scene's columns in each of a report's environments fill a few
  /// dozen.
  static let columnWidthSlots = 256

  private struct ColumnWidthText {
    var column: SplitColumn
    /// The width's bits: -0 and 0 (both too narrow for a text) are two widths, and a NaN is
    /// found again.
    var width: UInt64
    var text: String?
  }

  /// `SVGDrawing.columnWidthText(column:width:)`, made once for each column and width while its
  /// slot keeps it.
  func columnWidthText(column: SplitColumn, width: Double) -> String? {
    let bits = width.bitPattern
    let slot = Self.columnWidthSlot(column: column, width: bits)
    if columnWidths.isEmpty {
      columnWidths = [ColumnWidthText?](repeating: nil, count: Self.columnWidthSlots)
    }
    if let kept = columnWidths[slot], kept.width == bits, kept.column == column {
      return kept.text
    }
    let text = SVGDrawing.columnWidthText(column: column, width: width)
    columnWidths[slot] = ColumnWidthText(column: column, width: bits, text: text)
    return text
  }

  /// The slot of a column's width: the width's bits mixed by a multiplication (Fibonacci
  /// hashing), their top bits after the length of the column's name, which tells most columns
  /// apart.
  private static func columnWidthSlot(column: SplitColumn, width: UInt64) -> Int {
    let mixed = (width &+ UInt64(column.rawValue.utf8.count)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 56) & (columnWidthSlots - 1)
  }

  /// The ids and titles of the presentations drawn so far, the first `presentationLimit` met.
  private var presentations: [SVGPresentationTexts] = []
  /// How many presentations' texts are kept: a scene presents a few controllers.
  static let presentationLimit = 16

  /// The texts of `popover` for element ids that start with `prefix`.
  func presentation(_ popover: PresentationLayout, prefix: String) -> SVGPresentationTexts {
    if let kept = presentations.first(where: { $0.describes(popover) }) { return kept }
    let texts = SVGPresentationTexts(popover, prefix: prefix)
    if presentations.count < Self.presentationLimit { presentations.append(texts) }
    return texts
  }
}

/// What a presentation's shapes say that depends on its segue, content and kind alone: the
/// element ids and the titles that do not end with a frame, and the content's size labels met so
/// far. A class, so a diagram takes all of them from the cache with one reference instead of a
/// copy of each.
final class SVGPresentationTexts {
  let segue: String
  let content: String
  let presentation: PresentationLayout.Presentation
  /// "Popover", "Form sheet", … (`SVGDrawing.presentationName`).
  let kind: String
  /// "Compose via composeSegue": the content by its id and the segue.
  let name: String
  /// `name` escaped, for the titles that end with a frame.
  let escapedName: [UInt8]
  /// The element ids of the anchor, the dimming, the zoom rays, the shape and the content frame,
  /// with the document's prefix. Each text below is made only for the kinds that draw it (empty
  /// for the others): a diagram drawn alone makes these texts for itself.
  let anchorId: String
  let dimId: String
  let zoomId: String
  let shapeId: String
  let contentId: String
  /// The titles of the dimming (a sheet's), the shadow and a popover's outline above its content.
  let dimTitle: String
  let shadowTitle: String
  let edgeTitle: String
  /// The start of a popover's title, before its frame: "Popover Compose via composeSegue: ".
  let popoverTitleHead: String
  /// "Form sheet Compose via composeSegue" escaped, the title of a shape other than a popover's
  /// before its frame.
  let sheetHead: [UInt8]

  init(_ popover: PresentationLayout, prefix: String) {
    segue = popover.segue
    content = popover.content
    presentation = popover.presentation
    let kind = SVGDrawing.presentationName(popover.presentation)
    let name = popover.content + " via " + popover.segue
    self.kind = kind
    self.name = name
    escapedName = NodeTitle.head(name)
    let key = prefix + "p-" + SVGIdentifier.sanitize(popover.segue)
    let isPopover = popover.presentation == .popover
    let isSheet = SVGDrawing.isSheet(popover.presentation)
    anchorId = key + "-anchor"
    dimId = isSheet ? key + "-dim" : ""
    zoomId = isPopover ? key + "-zoom" : ""
    shapeId = key
    contentId = key + "-content"
    let lowercased = kind.lowercased()
    dimTitle = isSheet ? "Dimmed behind \(lowercased) \(name)" : ""
    shadowTitle = "Shadow of \(lowercased) \(name)"
    edgeTitle = isPopover ? "Outline of the popover \(name)" : ""
    popoverTitleHead = isPopover ? "\(kind) \(name): " : ""
    sheetHead = isPopover ? [] : NodeTitle.head(kind + " " + name)
  }

  /// The content's size labels made so far (`sizeLabel`), the first `sizeLabelLimit` met.
  private var sizeLabels: [(contentName: String, size: Size, text: String, width: Double)] = []
  /// How many size labels are kept: a presented controller has a size or two in most
  /// environments.
  static let sizeLabelLimit = 16

  /// The label of the content's size when the content is named `contentName` and is `size`
  /// large, and its width (`LabelBox.width`): made by `make` the first time, as it depends on
  /// nothing else.
  func sizeLabel(
    contentName: String, size: Size, make: () -> (text: String, width: Double)
  ) -> (text: String, width: Double) {
    // Compared by their bits: a NaN is found again, and -0 (which `num` writes as 0) is
    // made anew.
    if let kept = sizeLabels.first(where: {
      $0.size.width.bitPattern == size.width.bitPattern
        && $0.size.height.bitPattern == size.height.bitPattern && $0.contentName == contentName
    }) {
      return (kept.text, kept.width)
    }
    let made = make()
    if sizeLabels.count < Self.sizeLabelLimit {
      sizeLabels.append((contentName, size, made.text, made.width))
    }
    return made
  }

  /// Whether these are `popover`'s texts.
  func describes(_ popover: PresentationLayout) -> Bool {
    popover.presentation == presentation && popover.segue == segue && popover.content == content
  }
}
