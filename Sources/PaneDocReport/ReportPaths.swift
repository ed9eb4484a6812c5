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
    // Allocators are changed in place in their dictionaries (`default:` subscripts): one taken out
    // and put back would be copied on every name.
    var files: [String: PathNameAllocator] = [:]
    // The same few environments recur in every state folder: each file stem is made once.
    var stems: [EnvironmentKey: String] = [:]
    for entry in entries {
      let state = states.name(for: entry.stateId)
      let key = EnvironmentKey(entry.layout.environment)
      let safe =
        stems[key]
        ?? {
          let made = key.parts.map(SafePathName.make).joined(separator: "-")
          stems[key] = made
          return made
        }()
      let stem = files[state, default: PathNameAllocator()].name(for: safe)
      stateFolders.append(state)
      folderOfState[entry.stateId] = state
      fileStems.append(stem)
      svgPaths.append(state + "/" + stem + ".svg")
    }
  }

  /// The four names an SVG's file name is made of.
  private struct EnvironmentKey: Hashable {
    var parts: [String]

    init(_ info: EnvironmentInfo) {
      parts = [
        info.profile.rawValue, info.device.rawValue, info.orientation.rawValue,
        info.windowName.rawValue,
      ]
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
