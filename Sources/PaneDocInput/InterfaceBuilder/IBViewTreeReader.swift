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
  /// The root view: its constraints, guides and design size.
  private(set) var rootView: RootView?
  /// Toolbars and search bars, which constraints may name.
  private var barViews: [BarView] = []
  /// Cells and the views in them: in the model, but not segue triggers of their own.
  private var cellViewIDs: Set<String> = []
  /// Where the next cell without a stored frame goes, by table id.
  private var cellBottoms: [String: Double] = [:]
  /// The masks of views a table or a cell lays out itself (`IBCellReader`), by id.
  private var systemMasks: [String: AutoresizingMask] = [:]

  private let index: IBObjectIndex
  private let designTraits: SizeClassTraits

  /// Reads `rootView` (the controller's `key="view"` element).
  /// - Parameters:
  ///   - controller: the controller element, which holds the legacy top and bottom layout guides.
  ///   - topBarsHeight: the height of the status and navigation bars above the
  ///   controller on the design canvas, when it has a navigation bar; top-level frames of
  ///   full-screen root views move up by it.
  init(
    rootView: ParsedElement, controller: ParsedElement, topBarsHeight: Double?,
    toolsVersion: Double?, designTraits: SizeClassTraits, index: IBObjectIndex
  ) {
    self.index = index
    self.designTraits = designTraits
    var contentTop = 0.0
    let rootFrame = IBValues.rect(in: rootView)
    let fullScreen =
      (toolsVersion ?? Self.firstFullScreenToolsVersion) >= Self.firstFullScreenToolsVersion
    if let rootFrame, rootFrame.y == 0, let topBarsHeight, fullScreen {
      contentTop = topBarsHeight
    }
    let rootSize = rootFrame?.size ?? .zero
    // A table's header and footer views can anchor popovers as well. Their frames are in the
    // table's content, which the system already insets below the bars: they do not move.
    for element in rootView.children
    where element["key"] == "tableHeaderView" || element["key"] == "tableFooterView" {
      if let view = read(element, contentTop: 0, parent: rootView, parentSize: rootSize) {
        views.append(view)
      }
    }
    let contentSize = Size(width: rootSize.width, height: max(0, rootSize.height - contentTop))
    for element in Self.childViews(of: rootView) {
      if let view = read(element, contentTop: contentTop, parent: rootView, parentSize: contentSize)
      {
        views.append(view)
      }
    }
    // The design safe area's top where no view reveals it.
    readRoot(
      rootView, controller: controller,
      designTop: contentTop > 0
        ? contentTop
        : Self.statusBarTop(of: controller, rootFrame: rootFrame, fullScreen: fullScreen))
  }

  /// The top layout guide's bottom on a canvas without top bars: the status bar's, when the
  /// controller's legacy guides are measured on an iOS 7 – 10 canvas whose status bar is
  /// inferred (the file stores no simulated status bar). `topLayoutGuide`: "if a status bar is
  /// visible onscreen and no navigation bar is, the bottom of the status bar" (UIKit
  /// documentation, `UIViewController.topLayoutGuide`). The inferred status bar is shown. [inf]
  private static func statusBarTop(
    of controller: ParsedElement, rootFrame: Rect?, fullScreen: Bool
  ) -> Double {
    let legacyTop = IBViewLayoutReader.controllerGuides(of: controller).contains {
      $0.kind == .topLayoutGuide
    }
    let simulatesStatusBar = controller.children.contains {
      $0.name == "simulatedStatusBarMetrics"
    }
    guard fullScreen, legacyTop, !simulatesStatusBar, rootFrame?.y == 0 else { return 0 }
    return IBControllerBuilder.defaultStatusBarHeight
  }

  /// The root view's own layout, then every constraint checked against the items the
  /// controller has.
  private mutating func readRoot(
    _ element: ParsedElement, controller: ParsedElement, designTop: Double
  ) {
    guard let id = element["id"] else { return }
    var layout = IBViewLayoutReader.layout(
      of: element, id: id, kind: ViewKind(rawValue: element.name), diagnostics: &diagnostics)
    layout.guides += IBViewLayoutReader.controllerGuides(of: controller)
    var known: Set<String> = [id]
    known.formUnion(layout.guides.map(\.id))
    func collect(_ view: View) {
      known.insert(view.id)
      known.formUnion(view.layout.guides.map(\.id))
      view.subviews.forEach(collect)
    }
    views.forEach(collect)
    barViews.map(\.view).forEach(collect)
    layout.constraints = IBConstraintReader.keepingKnownItems(
      layout.constraints, known: known, diagnostics: &diagnostics)
    func checked(_ view: View) -> View {
      var view = view
      view.layout.constraints = IBConstraintReader.keepingKnownItems(
        view.layout.constraints, known: known, diagnostics: &diagnostics)
      view.subviews = view.subviews.map(checked)
      return view
    }
    views = views.map(checked)
    barViews = barViews.map { BarView(superview: $0.superview, view: checked($0.view)) }
    let frame = IBValues.rect(in: element) ?? .zero
    var root = RootView(
      id: id, designFrame: frame, layout: layout,
      barViews: barViews,
      respectsSystemMinimumLayoutMargins: IBValues.bool(
        controller["viewRespectsSystemMinimumLayoutMargins"]) ?? true,
      designTraits: designTraits, location: element.location)
    // The stored frames are those of the design canvas's size classes.
    let design = root.configuration(views: views, in: designTraits)
    root.designSafeArea = IBDesignSafeArea.insets(
      of: design.root, views: design.views, top: designTop)
    rootView = root
  }

  /// Reads one element of a `<subviews>` list; nested frames stay relative to their parent. A
  /// view whose id was declared before (reported by the index) is left out with its subviews,
  /// so that every id in the model names one object.
  private mutating func read(
    _ element: ParsedElement, contentTop: Double, parent: ParsedElement, parentSize: Size
  ) -> View? {
    guard let id = element["id"], index.declares(element) else { return nil }
    var frame = IBValues.rect(in: element).map { moved($0, contentTop: contentTop) } ?? .zero
    if IBValues.rect(in: element) == nil {
      frame = cellFrame(of: element, in: parent, parentSize: parentSize) ?? frame
    }
    switch element.name {
    case "toolbar", "searchBar":
      barViews.append(
        BarView(
          superview: parent["id"] ?? "",
          view: View(
            id: id, frame: frame, location: element.location,
            kind: ViewKind(rawValue: element.name),
            layout: barLayout(of: element, id: id))))
    default:
      break
    }
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
    // A cell and the views in it are drawn and laid out, but a segue from them stays the
    // controller's, as before cells were read.
    let inCell = IBCellReader.isCell(element) || cellViewIDs.contains(parent["id"] ?? "")
    if inCell {
      cellViewIDs.insert(id)
    } else {
      keptIDs.insert(id)
    }
    if IBCellReader.isCell(element) {
      for (styled, mask) in IBCellReader.styleMasks(of: element) { systemMasks[styled] = mask }
      if element.name == "tableViewCell" { systemMasks[id] = IBCellReader.tableCellMask }
      if let content = IBCellReader.contentView(of: element)?["id"] {
        systemMasks[content] = IBCellReader.contentViewMask
      }
    }
    var subviews: [View] = []
    for child in Self.childViews(of: element) {
      if let view = read(child, contentTop: 0, parent: element, parentSize: frame.size) {
        subviews.append(view)
      }
    }
    let kind = ViewKind(rawValue: element.name)
    var layout = IBViewLayoutReader.layout(
      of: element, id: id, kind: kind, diagnostics: &diagnostics)
    layout.designFrame = IBValues.rect(in: element)
    var resizing = resizing(of: element, id: id, in: parent, parentSize: parentSize)
    if let mask = systemMasks[id] {
      // The table or the cell places it, whatever the file's mask says.
      layout.translatesAutoresizingMask = true
      layout.autoresizingMask = mask
      resizing =
        parentSize.width > 0 && parentSize.height > 0
        ? ViewResizing(mask, designSuperviewSize: parentSize) : nil
    }
    return View(
      id: id, frame: frame, label: Self.label(of: element), subviews: subviews,
      resizing: resizing,
      location: element.location, kind: kind, className: element["customClass"],
      isHidden: IBValues.bool(element["hidden"]) ?? false,
      hiddenVariations: Self.hiddenVariations(of: element), layout: layout)
  }

  /// How the view follows its superview: by the edges its constraints pin to the superview (or
  /// to one of its layout guides) when it uses constraints, else by its autoresizing mask; `nil`
  /// when the file says neither.
  private func resizing(
    of element: ParsedElement, id: String, in parent: ParsedElement, parentSize: Size
  ) -> ViewResizing? {
    // Without the superview's design size there is nothing to measure a change against.
    guard parentSize.width > 0, parentSize.height > 0 else { return nil }
    if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
      let pinned = pinnedEdges(of: id, in: parent)
      guard !pinned.isEmpty else { return nil }
      let leading = pinned.contains("leading")
      let trailing = pinned.contains("trailing")
      let top = pinned.contains("top")
      let bottom = pinned.contains("bottom")
      let mask = AutoresizingMask(
        flexibleLeftMargin: trailing && !leading, flexibleWidth: leading && trailing,
        flexibleRightMargin: leading && !trailing, flexibleTopMargin: bottom && !top,
        flexibleHeight: top && bottom, flexibleBottomMargin: top && !bottom)
      return ViewResizing(mask, designSuperviewSize: parentSize)
    }
    return IBViewLayoutReader.autoresizingMask(of: element).map {
      ViewResizing($0, designSuperviewSize: parentSize)
    }
  }

  /// The edges (`leading`, `trailing`, `top`, `bottom`) that the superview's constraints tie to
  /// the same edge of the superview or of a layout guide. A constraint without `firstItem` (or
  /// `secondItem`) is about the view that holds it, the superview.
  private func pinnedEdges(of id: String, in parent: ParsedElement) -> Set<String> {
    let superview = parent["id"] ?? ""
    func isGuide(_ item: String) -> Bool {
      let kind = index.entries[item]?.element
      return kind == "viewLayoutGuide" || kind == "viewControllerLayoutGuide"
    }
    var edges: Set<String> = []
    for constraint in parent.children(named: "constraints").flatMap(\.children) {
      let first = constraint["firstItem"] ?? superview
      let second = constraint["secondItem"] ?? superview
      guard let firstEdge = Self.edge(constraint["firstAttribute"]),
        let secondEdge = Self.edge(constraint["secondAttribute"])
      else { continue }
      let (edge, other, otherEdge) =
        first == id ? (firstEdge, second, secondEdge) : (secondEdge, first, firstEdge)
      guard first == id || second == id, other != id else { continue }
      // To the superview: the same edge. To a layout guide: any edge along the same axis (a top
      // layout guide's bottom pins a view's top).
      let vertical: Set<String> = ["top", "bottom"]
      if other == superview, edge == otherEdge {
        edges.insert(edge)
      } else if isGuide(other), vertical.contains(edge) == vertical.contains(otherEdge) {
        edges.insert(edge)
      }
    }
    return edges
  }

  /// The edge a layout attribute names, margins and left/right included.
  private static func edge(_ attribute: String?) -> String? {
    switch attribute {
    case "leading", "left", "leadingMargin", "leftMargin": "leading"
    case "trailing", "right", "trailingMargin", "rightMargin": "trailing"
    case "top", "topMargin": "top"
    case "bottom", "bottomMargin": "bottom"
    default: nil
    }
  }

  /// The frame a table gives a cell the file stores none for (files of Xcode 6 leave it out):
  /// as wide as the table, below the table's cells before it, its row's height; a content view
  /// without one fills its cell.
  private mutating func cellFrame(
    of element: ParsedElement, in parent: ParsedElement, parentSize: Size
  ) -> Rect? {
    if element["key"] == "contentView", IBCellReader.isCell(parent) {
      return Rect(origin: .zero, size: parentSize)
    }
    guard element.name == "tableViewCell", let table = parent["id"] else { return nil }
    let height = IBCellReader.rowHeight(of: element, in: parent, diagnostics: &diagnostics)
    let top = cellBottoms[table] ?? 0
    cellBottoms[table] = top + height
    return Rect(x: 0, y: top, width: parentSize.width, height: height)
  }

  /// The view elements under `element`: its subviews, a table's or collection view's cells, a
  /// cell's content view.
  static func childViews(of element: ParsedElement) -> [ParsedElement] {
    var children = element.children(named: "subviews").flatMap(\.children)
    if IBCellReader.isCell(element), let content = IBCellReader.contentView(of: element) {
      children.append(content)
    }
    return children + IBCellReader.cells(of: element)
  }

  /// A bar's Auto Layout attributes, its stored frame with them.
  private mutating func barLayout(of element: ParsedElement, id: String) -> ViewLayout {
    var layout = IBViewLayoutReader.layout(
      of: element, id: id, kind: ViewKind(rawValue: element.name), diagnostics: &diagnostics)
    layout.designFrame = IBValues.rect(in: element)
    // A bar's height is the system's; its width follows the constraints.
    layout.intrinsicSize = .designFrame(width: false, height: true)
    return layout
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

  /// `hidden` in the size classes whose variations set it (`<variation key="heightClass=regular"
  /// hidden="YES"/>`).
  static func hiddenVariations(of element: ParsedElement) -> [SizeClassVariation<Bool>] {
    element.children(named: "variation").compactMap { variation in
      guard let traits = IBViewLayoutReader.traits(of: variation),
        let hidden = IBValues.bool(variation["hidden"])
      else { return nil }
      return SizeClassVariation(traits: traits, value: hidden)
    }
  }

  /// What people call the view: its Interface Builder label, its title or text, its class, else
  /// its kind (`activityIndicatorView` → "Activity Indicator View"); a plain `<view>` has none.
  static func label(of element: ParsedElement) -> String? {
    if let text = text(of: element) { return text }
    if let custom = element["customClass"] { return IBValues.readableName(ofClass: custom) }
    // A plain view or a cell's content view is known by what it holds.
    guard element.name != "view", element["key"] != "contentView" else { return nil }
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
