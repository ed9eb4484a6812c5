import PaneDocLayout

/// Where a scene's entries go inside its folder: `<state>/<profile>-<device>-<orientation>-<split>.svg`,
/// every part a safe, clash-free name.
///
/// The names inside a scene folder depend only on that scene's entries, so each scene's part of a
/// report names its own files; only the scene folders themselves (`SceneFolderNames`) are named
/// in report order.
struct ScenePaths: Sendable {
  /// The path of each entry's SVG inside the scene folder, by entry index.
  private(set) var svgPaths: [String] = []
  /// The state folder (inside the scene folder) of each entry.
  private(set) var stateFolders: [String] = []
  /// The file name without `.svg` of each entry, unique in its state folder.
  private(set) var fileStems: [String] = []
  /// The folder of each state, those of `moreStates` (states shown without entries) included.
  private(set) var folderOfState: [String: String] = [:]

  init(_ entries: [ReportEntry], moreStates: [String] = []) {
    var states = PathNameAllocator(reserved: ["index.html"])
    defer {
      for state in moreStates where folderOfState[state] == nil {
        folderOfState[state] = states.name(for: state)
      }
    }
    svgPaths.reserveCapacity(entries.count)
    stateFolders.reserveCapacity(entries.count)
    fileStems.reserveCapacity(entries.count)
    // A scene's entries come state by state, each state in the same environments: the state's
    // folder and its file names are kept while its entries last, and put aside (changed in
    // place in their dictionary, not copied) only when another state comes.
    var files: [String: StateFileNames] = [:]
    var stateId: String?
    var state = ""
    var stateFiles = StateFileNames()
    // The same few environments recur in every state folder: each file stem is made once, and
    // found again by comparing the environments' names, first the one after the last found.
    var stems = EnvironmentStems()
    var first = FirstStateNames()
    for entry in entries {
      if entry.stateId != stateId {
        if let stateId { files[stateId] = stateFiles }
        stateId = entry.stateId
        state = states.name(for: entry.stateId)
        folderOfState[entry.stateId] = state
        stateFiles = files.removeValue(forKey: entry.stateId) ?? StateFileNames()
        if first.stateId == nil { first.stateId = entry.stateId }
      }
      let number = stems.number(for: entry.layout.environment)
      let stem =
        entry.stateId == first.stateId
        ? first.name(for: number, stems: stems)
        : stateFiles.name(for: number, stems: stems, first: first)
      stateFolders.append(state)
      fileStems.append(stem)
      var path = ""
      path.reserveCapacity(state.utf8.count + stem.utf8.count + 5)
      path += state
      path += "/"
      path += stem
      path += ".svg"
      svgPaths.append(path)
    }
  }

  /// The file names of the scene's first state, and the order of the stems they were made for.
  private struct FirstStateNames {
    var stateId: String?
    private var allocator = PathNameAllocator()
    /// The stems given so far, by number, in order, and the names they got.
    private(set) var order: [Int] = []
    private(set) var names: [String] = []

    mutating func name(for number: Int, stems: EnvironmentStems) -> String {
      let name = allocator.name(for: stems[number])
      order.append(number)
      names.append(name)
      return name
    }
  }

  /// The file names of another state. While its stems come in the first state's order, it takes
  /// the first state's names without an allocator: a fresh allocator given the same stems in the
  /// same order gives the same names. At the first stem out of that order, an allocator is given
  /// the stems so far and names the rest.
  private struct StateFileNames {
    private var allocator: PathNameAllocator?
    /// How many of the first state's names were taken.
    private var taken = 0

    mutating func name(for number: Int, stems: EnvironmentStems, first: FirstStateNames) -> String {
      if allocator == nil {
        if taken < first.order.count, first.order[taken] == number {
          taken += 1
          return first.names[taken - 1]
        }
        var made = PathNameAllocator()
        for given in first.order.prefix(taken) { _ = made.name(for: stems[given]) }
        allocator = made
      }
      return allocator!.name(for: stems[number])
    }
  }

  /// The safe file stem of each environment met, `<profile>-<device>-<orientation>-<split>`.
  private struct EnvironmentStems {
    private var environments: [EnvironmentInfo] = []
    private var stems: [String] = []
    /// Where the next environment is looked for first.
    private var next = 0

    /// The stem numbered `number` by `number(for:)`.
    subscript(number: Int) -> String { stems[number] }

    /// The number of `environment`'s stem, made when it is first met.
    mutating func number(for environment: EnvironmentInfo) -> Int {
      var index =
        next < environments.count && Self.sameName(environments[next], environment)
        ? next : nil
      if index == nil { index = environments.firstIndex { Self.sameName($0, environment) } }
      if let index {
        next = index + 1 == environments.count ? 0 : index + 1
        return index
      }
      let made = [
        environment.profile.rawValue, environment.device.rawValue,
        environment.orientation.rawValue, environment.windowName.rawValue,
      ].map(SafePathName.make).joined(separator: "-")
      environments.append(environment)
      stems.append(made)
      next = 0
      return stems.count - 1
    }

    /// Whether two environments have the same four names (a free-form window's, made of its
    /// size, is the same for sizes that are `==`: a checked size is never negative zero).
    private static func sameName(_ left: EnvironmentInfo, _ right: EnvironmentInfo) -> Bool {
      left.profile == right.profile && left.orientation == right.orientation
        && left.device == right.device && left.windowName == right.windowName
    }
  }
}

/// The folder of each scene of a report, named in report order: a clash between two scene ids
/// goes to the later scene, whatever order their parts were drawn in.
struct SceneFolderNames {
  /// Names the report's own top-level files take, so no scene folder can be called that.
  static let topLevelNames = [
    "index.html", "layout.json", ReportWriter.stampName, ShardManifest.fileName,
  ]

  private var allocator: PathNameAllocator

  /// `reserving` names the report's further top-level files (its index pages).
  init(reserving names: [String] = []) {
    allocator = PathNameAllocator(reserved: Self.topLevelNames + names)
  }

  mutating func folder(for sceneId: String) -> String {
    allocator.name(for: sceneId)
  }
}
