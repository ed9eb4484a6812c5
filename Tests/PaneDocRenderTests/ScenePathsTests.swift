import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocReport

/// A scene's paths are made keeping the current state's folder and file names and finding each
/// environment's file stem again by comparison: they must be the paths that naming every entry
/// from scratch gives, in whatever order the entries come.
@Suite("Scene paths")
struct ScenePathsTests {
  /// The paths as named without anything kept: a state folder and a file name per entry, from
  /// the environment's four names.
  static func plainPaths(_ entries: [ReportEntry], moreStates: [String]) -> (
    svg: [String], states: [String], stems: [String], folders: [String: String]
  ) {
    var states = PathNameAllocator(reserved: ["index.html"])
    var files: [String: PathNameAllocator] = [:]
    var result: ([String], [String], [String], [String: String]) = ([], [], [], [:])
    for entry in entries {
      let state = states.name(for: entry.stateId)
      let info = entry.layout.environment
      let safe = [
        info.profile.rawValue, info.device.rawValue, info.orientation.rawValue,
        info.windowName.rawValue,
      ].map(SafePathName.make).joined(separator: "-")
      let stem = files[state, default: PathNameAllocator()].name(for: safe)
      result.0.append(state + "/" + stem + ".svg")
      result.1.append(state)
      result.2.append(stem)
      result.3[entry.stateId] = state
    }
    for state in moreStates where result.3[state] == nil {
      result.3[state] = states.name(for: state)
    }
    return result
  }

  static func environments() -> [EnvironmentInfo] {
    let base = LayoutJSONTests.sample.environment
    var made: [EnvironmentInfo] = []
    for device in ["ipad-9.7", "iPad-9.7", "phone/../x", "con"] {
      for window in [
        WindowName.named(.full), .named(.half), .freeForm(Size(width: 702.5, height: 1_032)),
      ] {
        var info = base
        info.device = DeviceID(rawValue: device)
        info.windowName = window
        made.append(info)
        info.orientation = .portrait
        made.append(info)
      }
    }
    return made
  }

  static func entries(states: [String], environments: [EnvironmentInfo], stateMajor: Bool)
    -> [ReportEntry]
  {
    func entry(_ state: String, _ environment: EnvironmentInfo) -> ReportEntry {
      var layout = LayoutJSONTests.sample
      layout.environment = environment
      return ReportEntry(
        sceneId: "mail", sceneTitle: "Mail", stateId: state, stateTitle: state, layout: layout)
    }
    return stateMajor
      ? states.flatMap { state in environments.map { entry(state, $0) } }
      : environments.flatMap { environment in states.map { entry($0, environment) } }
  }

  @Test(arguments: [true, false])
  func pathsAreThoseNamedFromScratch(stateMajor: Bool) {
    let states = ["initial", "Detail", "detail", "a/b", "initial"]
    let environments = Self.environments()
    // In order, reversed, and with an environment met twice in a state.
    for order in [environments, environments.reversed(), environments + environments.prefix(3)] {
      let entries = Self.entries(states: states, environments: order, stateMajor: stateMajor)
      let more = ["swept", "detail"]
      let paths = ScenePaths(entries, moreStates: more)
      let plain = Self.plainPaths(entries, moreStates: more)
      #expect(paths.svgPaths == plain.svg)
      #expect(paths.stateFolders == plain.states)
      #expect(paths.fileStems == plain.stems)
      #expect(paths.folderOfState == plain.folders)
    }
  }

  /// States whose environments come in another order than the first state's, or in part of it,
  /// or with one more: each state's names are still those named from scratch.
  @Test func statesInOtherOrdersGetTheNamesMadeFromScratch() {
    let environments = Self.environments()
    let orders = [
      environments, environments.reversed(), Array(environments.prefix(5)),
      environments.prefix(4) + environments.suffix(3) + environments.dropFirst(4),
      environments + [environments[1]], Array(environments.dropFirst()),
    ]
    for rotation in orders.indices {
      let rotated = Array(orders[rotation...] + orders[..<rotation])
      let entries = rotated.enumerated().flatMap { state, order in
        Self.entries(states: ["state\(state % 4)"], environments: order, stateMajor: true)
      }
      let paths = ScenePaths(entries)
      let plain = Self.plainPaths(entries, moreStates: [])
      #expect(paths.svgPaths == plain.svg)
      #expect(paths.fileStems == plain.stems)
      #expect(paths.folderOfState == plain.folders)
    }
  }

  /// A name's case-folded form, made without a new string when it has no capital.
  @Test func foldedNamesAreLowercased() {
    for name in ["abc-1.svg", "ABC", "aBc_D-9", "", "index.html", "Z"] {
      #expect(PathNameAllocator.folded(name) == name.lowercased())
    }
  }
}
