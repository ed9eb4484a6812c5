import PaneDocLayout

/// The scenes of a report, handed to `ReportBuilder` one at a time, so that a scene's layouts can
/// be computed by the task that draws them: however large the report, only the scenes being drawn
/// have their layouts in memory.
public protocol ReportSource: Sendable {
  /// How many scenes there are, in report order.
  var sceneCount: Int { get }
  /// Environment combinations that were not rendered, with the reason, for the index page.
  var notes: [String] { get }
  /// The scene id that the entries of scene `index` carry, known before they are laid out: it
  /// names the scene's folder.
  func sceneKey(ofScene index: Int) -> String
  /// The input file scene `index` was read from, as the report shows it (`DisplayPath`), known
  /// before it is laid out: the index groups scenes by file.
  func file(ofScene index: Int) -> String
  /// The entries of scene `index` in the order the report shows them, all with one scene id that
  /// no other scene has; empty when the scene has nothing to show. Called once per scene, from any
  /// task.
  func entries(ofScene index: Int) -> [ReportEntry]
  /// The width sweeps of scene `index` (none unless the run asks for them), from any task.
  func sweeps(ofScene index: Int) -> [ReportSweep]
  /// The environments the scenes are drawn in, each as often as it comes, known before any is
  /// laid out: the report draws each one's diagram frame once for all its scenes. With none, each
  /// scene draws its own.
  var environments: [EnvironmentInfo] { get }
}

extension ReportSource {
  public func sweeps(ofScene index: Int) -> [ReportSweep] { [] }
  public var environments: [EnvironmentInfo] { [] }
}

extension ReportContents {
  /// A report whose layouts are all computed already, as a source: the entries grouped by scene
  /// id, scenes in the order they first appear.
  struct Grouped: ReportSource {
    let scenes: [[ReportEntry]]
    let notes: [String]

    var sceneCount: Int { scenes.count }

    func sceneKey(ofScene index: Int) -> String { scenes[index][0].sceneId }

    func file(ofScene index: Int) -> String { scenes[index][0].layout.file }

    func entries(ofScene index: Int) -> [ReportEntry] { scenes[index] }

    var environments: [EnvironmentInfo] { scenes.flatMap { $0.map(\.layout.environment) } }
  }

  var grouped: Grouped {
    var order: [String: Int] = [:]
    var scenes: [[ReportEntry]] = []
    for entry in entries {
      if let index = order[entry.sceneId] {
        scenes[index].append(entry)
      } else {
        order[entry.sceneId] = scenes.count
        scenes.append([entry])
      }
    }
    return Grouped(scenes: scenes, notes: notes)
  }
}
