import PaneDocModel

/// What an interface holds, counted: for `panedoc validate --summary` over a folder of
/// storyboards, where the interesting question is "how many splits and popovers, and what did
/// the reader have to skip".
public struct InterfaceSummary: Sendable, Equatable {
  /// A name and how often it occurs; lists of them are sorted by name.
  public struct Count: Sendable, Hashable {
    public var name: String
    public var count: Int

    public init(name: String, count: Int) {
      self.name = name
      self.count = count
    }
  }

  public var file: String
  public var format: Interface.SourceFormat
  /// Controllers by kind name (`splitViewController`, `viewController`, …).
  public var controllersByKind: [Count]
  /// The scenes' ids, in document order: by default the controllers no other controller
  /// contains; the layout engine, which also leaves out what another scene presents, may say.
  public var scenes: [String]
  /// Split view controllers by style (`unspecified`, `doubleColumn`, `tripleColumn`).
  public var splitsByStyle: [Count]
  /// Segues that present a popover (popover segues and popover-style presentations).
  public var popoverSegues: Int
  public var segues: Int
  /// Warnings and notes by code.
  public var diagnosticsByCode: [Count]

  public init(_ interface: Interface, scenes: [String]? = nil) {
    file = interface.file
    format = interface.format
    controllersByKind = Self.counts(interface.controllers.map(\.kindName))
    let contained = Set(interface.controllers.flatMap(\.containedIDs))
    self.scenes = scenes ?? interface.controllers.map(\.id).filter { !contained.contains($0) }
    splitsByStyle = Self.counts(
      interface.controllers.compactMap { controller in
        if case .split(let split) = controller.kind { return split.style.rawValue }
        return nil
      })
    popoverSegues = interface.segues.filter(\.presentsPopover).count
    segues = interface.segues.count
    diagnosticsByCode = Self.counts(interface.diagnostics.map(\.code.rawValue))
  }

  public var controllers: Int { controllersByKind.reduce(0) { $0 + $1.count } }
  public var splits: Int { splitsByStyle.reduce(0) { $0 + $1.count } }

  /// The summary as lines of text, one fact a line, for people and for diffing.
  public var lines: [String] {
    return [
      "\(file) (\(format.rawValue))",
      "  controllers: \(controllers) (\(InterfaceSummary.list(controllersByKind)))",
      "  scenes: \(scenes.count) (\(scenes.isEmpty ? "none" : scenes.joined(separator: ", ")))",
      "  splits: \(splits) (\(InterfaceSummary.list(splitsByStyle)))",
      "  segues: \(segues), popover segues: \(popoverSegues)",
      "  diagnostics: \(InterfaceSummary.list(diagnosticsByCode))",
    ]
  }

  /// "name 2, other 1", or "none".
  static func list(_ counts: [Count]) -> String {
    counts.isEmpty ? "none" : counts.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
  }

  /// Counts of every name, sorted by name (never in a dictionary's order).
  static func counts(_ names: [String]) -> [Count] {
    var counts: [String: Int] = [:]
    for name in names { counts[name, default: 0] += 1 }
    return counts.keys.sorted().map { Count(name: $0, count: counts[$0]!) }
  }

  /// Totals over many files: counts added up by name, scenes and segues summed.
  public static func total(_ summaries: [InterfaceSummary]) -> Totals {
    Totals(summaries)
  }

  /// The sum of several files' summaries.
  public struct Totals: Sendable, Equatable {
    public var files: Int
    public var controllersByKind: [Count]
    public var scenes: Int
    public var splitsByStyle: [Count]
    public var popoverSegues: Int
    public var segues: Int
    public var diagnosticsByCode: [Count]

    /// The totals as lines of text, in the same shape as one file's summary.
    public var lines: [String] {
      let controllers = controllersByKind.reduce(0) { $0 + $1.count }
      let splits = splitsByStyle.reduce(0) { $0 + $1.count }
      return [
        "total of \(files) file\(files == 1 ? "" : "s")",
        "  controllers: \(controllers) (\(InterfaceSummary.list(controllersByKind)))",
        "  scenes: \(scenes)",
        "  splits: \(splits) (\(InterfaceSummary.list(splitsByStyle)))",
        "  segues: \(segues), popover segues: \(popoverSegues)",
        "  diagnostics: \(InterfaceSummary.list(diagnosticsByCode))",
      ]
    }

    init(_ summaries: [InterfaceSummary]) {
      func add(_ lists: [[Count]]) -> [Count] {
        var totals: [String: Int] = [:]
        for count in lists.joined() { totals[count.name, default: 0] += count.count }
        return totals.keys.sorted().map { Count(name: $0, count: totals[$0]!) }
      }
      files = summaries.count
      controllersByKind = add(summaries.map(\.controllersByKind))
      scenes = summaries.reduce(0) { $0 + $1.scenes.count }
      splitsByStyle = add(summaries.map(\.splitsByStyle))
      popoverSegues = summaries.reduce(0) { $0 + $1.popoverSegues }
      segues = summaries.reduce(0) { $0 + $1.segues }
      diagnosticsByCode = add(summaries.map(\.diagnosticsByCode))
    }
  }
}
