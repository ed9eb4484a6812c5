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
    var states: [String: PathNameAllocator] = [:]
    var files: [String: PathNameAllocator] = [:]
    for entry in entries {
      let scene = scenes.name(for: entry.sceneId)
      sceneFolders[entry.sceneId] = scene
      var stateNames = states[scene] ?? PathNameAllocator(reserved: ["index.html"])
      let state = stateNames.name(for: entry.stateId)
      states[scene] = stateNames
      let folder = scene + "/" + state
      var fileNames = files[folder] ?? PathNameAllocator()
      let info = entry.layout.environment
      let parts = [info.profile.rawValue, info.device, info.orientation.rawValue, info.split]
      let stem = fileNames.name(for: parts.map(SafePathName.make).joined(separator: "-"))
      files[folder] = fileNames
      stateFolders.append(state)
      fileStems.append(stem)
      svgPaths.append(folder + "/" + stem + ".svg")
    }
  }
}
