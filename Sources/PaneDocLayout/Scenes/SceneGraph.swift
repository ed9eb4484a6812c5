import PaneDocModel

/// Who contains whom in an interface, which controller owns each view, item and search bar, and
/// which segues leave each controller.
///
/// Built once per interface (see `PreparedInterface`); every walk keeps a visited set, so cycles
/// in hostile input end. Its tables are held by one reference (`Tables`), so that the layout of
/// each environment, which keeps the graph in its facts, copies one reference rather than retaining
/// the interface's arrays and a dozen tables one by one.
struct SceneGraph: Sendable {
  /// The graph's tables, made once and then only read.
  private final class Tables: Sendable {
    let interface: Interface
    /// A controller's first container in document order.
    let container: [String: String]
    /// The content controller that owns a view, bar button item or search bar.
    let owner: [String: String]
    /// Indices into `interface.segues` by the controller their source belongs to, in order.
    let segueIndices: [String: [Int]]
    /// The first segue with each id.
    let segueIndexByID: [String: Int]
    /// Search bars that show a results popover while searching, by owner, in document order.
    let resultSearchBars: [String: [String]]
    /// Each controller prepared for the layout walk (the first with each id, as
    /// `Interface.controller(_:)` finds it), looked up at every controller of every layout, and
    /// with the controllers it contains at every step of `tree(from:)`.
    let prepared: IDTable<PreparedController>
    /// Each controller's name for people (`title(of:)`), worded once: splits ask for their
    /// columns' names in every layout.
    let titles: [String: String]

    init(_ interface: Interface) {
      self.interface = interface
      var container: [String: String] = [:]
      var owner: [String: String] = [:]
      var resultSearchBars: [String: [String]] = [:]
      var prepared = IDTable<PreparedController>()
      for controller in interface.controllers {
        if prepared[controller.id] == nil {
          prepared.insertIfAbsent(PreparedController(controller), for: controller.id)
        }
        for child in controller.containedIDs
        where child != controller.id && container[child] == nil {
          container[child] = controller.id
        }
        guard case .content(let content) = controller.kind else { continue }
        for id in SceneGraph.ownedIDs(content) where owner[id] == nil {
          owner[id] = controller.id
        }
        for searchBar in content.searchBars where searchBar.resultsPopover {
          if owner[searchBar.id] == controller.id {
            resultSearchBars[controller.id, default: []].append(searchBar.id)
          }
        }
      }
      prepared.seal()
      var segueIndices: [String: [Int]] = [:]
      var segueIndexByID: [String: Int] = [:]
      for (index, segue) in interface.segues.enumerated() {
        if segueIndexByID[segue.id] == nil { segueIndexByID[segue.id] = index }
        let source = prepared[segue.source] != nil ? segue.source : owner[segue.source]
        if let source { segueIndices[source, default: []].append(index) }
      }
      self.container = container
      self.owner = owner
      self.resultSearchBars = resultSearchBars
      self.prepared = prepared
      self.segueIndices = segueIndices
      self.segueIndexByID = segueIndexByID
      var titles: [String: String] = [:]
      for controller in interface.controllers where titles[controller.id] == nil {
        titles[controller.id] = SceneGraph.wordTitle(of: controller.id, in: interface)
      }
      self.titles = titles
    }
  }

  private let tables: Tables

  init(_ interface: Interface) { tables = Tables(interface) }

  var interface: Interface { tables.interface }
  private var container: [String: String] { tables.container }
  private var owner: [String: String] { tables.owner }
  private var segueIndices: [String: [Int]] { tables.segueIndices }
  private var segueIndexByID: [String: Int] { tables.segueIndexByID }
  private var resultSearchBars: [String: [String]] { tables.resultSearchBars }
  private var prepared: IDTable<PreparedController> { tables.prepared }
  private var titles: [String: String] { tables.titles }

  /// The controller with this id, prepared for the layout walk.
  func controller(_ id: String) -> PreparedController? { prepared[id] }

  /// The segue with this id.
  func segue(_ id: String) -> Segue? {
    segueIndexByID[id].map { interface.segues[$0] }
  }

  /// The segues whose source belongs to one of `controllers`, in document order.
  func segues(from controllers: Set<String>) -> [Segue] {
    controllers.flatMap { segueIndices[$0, default: []] }.sorted().map { interface.segues[$0] }
  }

  /// Ids of everything a content controller owns: views (nested, breadth first), bar items,
  /// search bars. The queue is read by index, not emptied from its front, so a scene of n views
  /// costs n steps rather than n².
  static func ownedIDs(_ content: ContentController) -> [String] {
    var ids: [String] = []
    var pending = content.views
    var next = 0
    while next < pending.count {
      let view = pending[next]
      next += 1
      ids.append(view.id)
      pending.append(contentsOf: view.subviews)
    }
    let items =
      (content.navigationItem?.leftItems ?? []) + (content.navigationItem?.rightItems ?? [])
      + (content.toolbar?.items ?? [])
    ids += items.compactMap(\.id)
    ids += content.searchBars.map(\.id)
    return ids
  }

  /// The search bars of `controllers` that show a results popover, in document order of their
  /// owners.
  func searchBarsWithResults(in controllers: [String]) -> [String] {
    controllers.flatMap { resultSearchBars[$0, default: []] }
  }

  /// Whether `id` is a search bar that shows a results popover.
  func isSearchBarWithResults(_ id: String) -> Bool {
    owner[id].map { resultSearchBars[$0, default: []].contains(id) } ?? false
  }

  /// Whether no other controller contains `id`.
  func isRoot(_ id: String) -> Bool { container[id] == nil }

  /// `root` and every controller inside it, pre-order, each once.
  func controllers(in root: String) -> [String] {
    tree(from: root).map(\.id)
  }

  /// `root` and every controller inside it, pre-order, each once, with the controller it was
  /// reached from (`nil` for the root).
  ///
  /// The controllers are found in the prepared controllers' id table, and the few of a scene
  /// checked against those listed so far one by one, where a `Dictionary` and a `Set` ran
  /// SipHash over every id; past `visitedInTurn` controllers a set takes over.
  func tree(from root: String) -> [(id: String, container: String?)] {
    var result: [(id: String, container: String?)] = []
    var visited: Set<String> = []
    var pending: [(id: String, container: String?)] = [(root, nil)]
    while let (id, container) = pending.popLast() {
      guard let controller = prepared[id] else { continue }
      if result.count < Self.visitedInTurn {
        guard !result.contains(where: { $0.id == id }) else { continue }
      } else {
        if visited.isEmpty { visited = Set(result.map(\.id)) }
        guard visited.insert(id).inserted else { continue }
      }
      result.append((id, container))
      for child in controller.containedIDs.reversed() { pending.append((child, id)) }
    }
    return result
  }

  /// How many controllers of a tree are compared one by one before a set takes over.
  static let visitedInTurn = 8

  /// The controller a segue source belongs to: the source itself when it is a controller.
  func controller(of source: String) -> String? {
    if prepared[source] != nil { return source }
    return owner[source]
  }

  /// `id` and its containers, innermost first, each once.
  func containers(of id: String) -> [String] {
    var result: [String] = []
    var visited: Set<String> = []
    var current: String? = id
    while let next = current, visited.insert(next).inserted {
      result.append(next)
      current = container[next]
    }
    return result
  }

  /// The nearest controller around `id` (itself included) that matches.
  func nearest(_ id: String, where matches: (Controller.Kind) -> Bool) -> String? {
    containers(of: id).first { prepared[$0].map { matches($0.controller.kind) } ?? false }
  }

  /// A name for people: the controller's title, its navigation root's, for an untitled split its
  /// columns' names ("Recipes | Detail"), or its id.
  func title(of id: String) -> String { titles[id] ?? id }

  private static func wordTitle(of id: String, in interface: Interface) -> String {
    guard let controller = interface.controller(id), controller.title?.isEmpty ?? true else {
      return plainTitle(of: id, in: interface)
    }
    switch controller.kind {
    case .split, .customSplit:
      let columns = controller.containedIDs.filter { $0 != id }.map {
        plainTitle(of: $0, in: interface)
      }
      return columns.isEmpty ? id : columns.joined(separator: " | ")
    default:
      return plainTitle(of: id, in: interface)
    }
  }

  /// The controller's title or its navigation root's, else its id; never looks into splits, so
  /// no cycle can make a name recurse.
  private static func plainTitle(of id: String, in interface: Interface) -> String {
    var visited: Set<String> = []
    var current = id
    while visited.insert(current).inserted, let controller = interface.controller(current) {
      if let title = controller.title, !title.isEmpty { return title }
      guard case .navigation(let nav) = controller.kind else { break }
      current = nav.root
    }
    return id
  }

}
