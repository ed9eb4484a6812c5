import PaneDocModel
import PaneDocXML

/// The view tree under a controller's root view: every UIView element with an id becomes a `View`
/// (so that it can anchor a popover), search bars become `SearchBar`s, and the first stand-alone
/// toolbar gives the controller its toolbar.
///
/// Frames are Interface Builder's design-time frames, relative to the parent. Top-level frames
/// are moved into the controller's content area (below its bars) as well as the file allows: from
/// iOS 7 on, root views extend under the bars, so the bars' height is taken off.
struct IBViewTreeReader {
  /// The first toolsVersion of Xcode 5, whose iOS 7 canvas puts root views under the bars.
  static let firstFullScreenToolsVersion = 4510.0

  private(set) var views: [View] = []
  private(set) var searchBars: [SearchBar] = []
  private(set) var toolbar: Toolbar?
  /// The ids of views, search bars and toolbar items kept in the model.
  private(set) var keptIDs: Set<String> = []
  private(set) var diagnostics: [Diagnostic] = []

  private let index: IBObjectIndex

  /// Reads `rootView` (the controller's `key="view"` element).
  /// - Parameter topBarsHeight: the height of the status and navigation bars above the
  ///   controller on the design canvas, when it has a navigation bar; top-level frames of
  ///   full-screen root views move up by it.
  init(
    rootView: ParsedElement, topBarsHeight: Double?, toolsVersion: Double?, index: IBObjectIndex
  ) {
    self.index = index
    var contentTop = 0.0
    if let rootFrame = IBValues.rect(in: rootView), rootFrame.y == 0, let topBarsHeight,
      (toolsVersion ?? Self.firstFullScreenToolsVersion) >= Self.firstFullScreenToolsVersion
    {
      contentTop = topBarsHeight
    }
    // A table's header and footer views can anchor popovers as well. Their frames are in the
    // table's content, which the system already insets below the bars: they do not move.
    for element in rootView.children
    where element["key"] == "tableHeaderView" || element["key"] == "tableFooterView" {
      if let view = read(element, contentTop: 0) { views.append(view) }
    }
    for element in rootView.children(named: "subviews").flatMap(\.children) {
      if let view = read(element, contentTop: contentTop) { views.append(view) }
    }
  }

  /// Reads one element of a `<subviews>` list; nested frames stay relative to their parent. A
  /// view whose id was declared before (reported by the index) is left out with its subviews,
  /// so that every id in the model names one object.
  private mutating func read(_ element: ParsedElement, contentTop: Double) -> View? {
    guard let id = element["id"], index.declares(element) else { return nil }
    let frame = IBValues.rect(in: element).map { moved($0, contentTop: contentTop) } ?? .zero
    switch element.name {
    case "toolbar":
      readToolbar(element)
      return nil
    case "searchBar":
      keptIDs.insert(id)
      searchBars.append(
        SearchBar(id: id, placement: .content, frame: frame, location: element.location))
      return nil
    default:
      break
    }
    keptIDs.insert(id)
    var subviews: [View] = []
    for list in element.children(named: "subviews") {
      for child in list.children {
        if let view = read(child, contentTop: 0) { subviews.append(view) }
      }
    }
    return View(
      id: id, frame: frame, label: Self.label(of: element), subviews: subviews,
      location: element.location)
  }

  private mutating func readToolbar(_ element: ParsedElement) {
    guard let items = element.child(named: "items"),
      let bar = IBBarReader.toolbar(items: items, location: element.location, index: index)
    else { return }
    if toolbar == nil {
      toolbar = bar
      keptIDs.formUnion(bar.items.compactMap(\.id))
    } else {
      diagnostics.append(
        .warning(
          IBDiagnosticCode.extraToolbar,
          "a second toolbar in the same view; only the first toolbar's items are kept",
          at: element.location))
    }
  }

  /// A top-level frame moved up by the bars' height, and cut where it reached under them.
  private func moved(_ frame: Rect, contentTop: Double) -> Rect {
    guard contentTop > 0 else { return frame }
    var y = frame.y - contentTop
    var height = frame.height
    if y < 0 {
      height = max(0, height + y)
      y = 0
    }
    return Rect(x: frame.x, y: y, width: frame.width, height: height)
  }

  /// What people call the view: its Interface Builder label, its title or text, its class, else
  /// its kind (`activityIndicatorView` → "Activity Indicator View"); a plain `<view>` has none.
  static func label(of element: ParsedElement) -> String? {
    if let text = text(of: element) { return text }
    if let custom = element["customClass"] { return IBValues.readableName(ofClass: custom) }
    guard element.name != "view" else { return nil }
    let name = element.name.prefix(1).uppercased() + element.name.dropFirst()
    return IBValues.readableName(ofClass: name)
  }

  /// The words a view shows or is known by in Interface Builder, if any.
  static func text(of element: ParsedElement) -> String? {
    if let label = element["userLabel"], !label.isEmpty { return label }
    if let title = element.children(named: "state").first(where: { $0["key"] == "normal" })?[
      "title"], !title.isEmpty
    {
      return title
    }
    for key in ["title", "text", "placeholder"] {
      if let text = element[key], !text.isEmpty { return text }
    }
    let segments = element.children(named: "segments").flatMap { $0.children(named: "segment") }
      .compactMap { $0["title"] }
    return segments.isEmpty ? nil : segments.joined(separator: " | ")
  }
}
