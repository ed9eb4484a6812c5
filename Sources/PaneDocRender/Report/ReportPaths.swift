import PaneDocLayout

/// Where each entry of a report goes: `<scene>/<state>/<profile>-<device>-<orientation>-<split>.svg`,
/// every part a safe, clash-free name.
struct ReportPaths {
  /// The scene folder of each scene id.
  private(set) var sceneFolders: [String: String] = [:]
  /// The path of each entry's SVG, by entry index.
  private(set) var svgPaths: [String] = []
  /// The state folder (inside its scene folder) of each entry.
  private(set) var stateFolders: [String] = []
  /// The file name without `.svg` of each entry, unique in its state folder.
  private(set) var fileStems: [String] = []

  /// Names the report's own top-level files take, so no scene folder can be called that.
  static let topLevelNames = ["index.html", "layout.json", ReportWriter.stampName]

  init(_ entries: [ReportEntry]) {
    var scenes = PathNameAllocator(reserved: Self.topLevelNames)
    // Allocators are changed in place in their dictionaries (`default:` subscripts): one taken out
    // and put back would be copied on every name.
    var states: [String: PathNameAllocator] = [:]
    var files: [String: PathNameAllocator] = [:]
    // The same few environments recur in every folder: each file stem is made once.
    struct EnvironmentKey: Hashable {
      var profile, device, orientation, split: String
    }
    var stems: [EnvironmentKey: String] = [:]
    for entry in entries {
      let scene = scenes.name(for: entry.sceneId)
      if sceneFolders[entry.sceneId] == nil { sceneFolders[entry.sceneId] = scene }
      let state = states[scene, default: PathNameAllocator(reserved: ["index.html"])]
        .name(for: entry.stateId)
      let folder = scene + "/" + state
      let info = entry.layout.environment
      let key = EnvironmentKey(
        profile: info.profile.rawValue, device: info.device,
        orientation: info.orientation.rawValue, split: info.split)
      let safe =
        stems[key]
        ?? {
          let parts = [key.profile, key.device, key.orientation, key.split]
          let made = parts.map(SafePathName.make).joined(separator: "-")
          stems[key] = made
          return made
        }()
      let stem = files[folder, default: PathNameAllocator()].name(for: safe)
      stateFolders.append(state)
      fileStems.append(stem)
      svgPaths.append(folder + "/" + stem + ".svg")
    }
  }
}
