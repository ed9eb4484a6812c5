import Foundation
import PaneDocCore
import PaneDocLayout
import PaneDocRender

/// What the filters and the search box match an entry's figure or warning row on: its
/// environment's parts and the words of its file, scene and state, cleaned. A scene's warning
/// rows list these for every entry a warning occurs in, so they are worked out once per entry,
/// and the words of file, scene and state once per state.
struct EnvironmentWords {
  let environment: String
  let profile: String
  let device: String
  let orientation: String
  let split: String
  let search: String

  /// `search` is `search(of: entry)` for an entry in `environment`, which is the same for every
  /// entry of a state: the pages work it out once per state.
  init(_ environment: FigureEnvironment, search: String) {
    self.environment = environment.slug
    profile = environment.profile
    device = environment.device
    orientation = environment.orientation
    split = environment.split
    self.search = search
  }

  /// The words of the entry's file, scene and state, lowercased.
  static func search(of entry: ReportEntry) -> String {
    MarkupText.clean(
      [entry.layout.file, entry.sceneTitle, entry.sceneId, entry.stateTitle]
        .joined(separator: " ").lowercased())
  }
}

/// What a figure or a warning row says of its environment alone, cleaned: the same for every
/// entry of a scene in that environment, whatever its state, on the scene page and on the index,
/// so the pages work it out once per environment of a scene (`SceneEnvironments`).
///
/// A class, so that reading one for an entry is one retain rather than one per text.
final class FigureEnvironment: Sendable {
  /// `ios17-ipad-9.7-landscape-full`.
  let slug: String
  let profile: String
  let device: String
  let orientation: String
  let split: String
  /// `FigureCaption.environment(of:)`, cleaned.
  let text: String
  /// `FigureCaption.sizeClasses(of:)`, cleaned: the traits of every layout start with it, and
  /// what follows it there, a display mode's name, needs no cleaning.
  let sizeClasses: String
  /// The diagram's size, as its SVG gives it.
  let width: String
  let height: String
  /// The environment as the filters see it (`FilterValues.keys(of:)`).
  let keys: [String]

  init(_ info: EnvironmentInfo) {
    slug = info.slug
    profile = info.profile.rawValue
    device = MarkupText.clean(info.device.rawValue)
    orientation = info.orientation.rawValue
    split = MarkupText.clean(info.windowName.rawValue)
    text = MarkupText.clean(FigureCaption.environment(of: info))
    sizeClasses = MarkupText.clean(FigureCaption.sizeClasses(of: info))
    let canvas = SVGCanvas(screen: info.screen)
    width = NumberFormat.string(canvas.width)
    height = NumberFormat.string(canvas.height)
    keys = FilterValues.keys(of: info)
  }
}

/// The environments of a scene's entries, each worked out once: a scene of four states in 18
/// environments has 72 figures on its page and 18 more on the index, in 18 environments. The
/// scenes of a run share them (`FigureEnvironmentCache`).
struct SceneEnvironments: Sendable {
  /// Each environment once, in the order the entries first have it.
  let distinct: [FigureEnvironment]
  /// The index in `distinct` of each entry's environment.
  private let ofEntry: [Int]

  init(_ entries: [ReportEntry]) {
    var distinct: [FigureEnvironment] = []
    var infos: [EnvironmentInfo] = []
    var known: [EnvironmentInfo: Int] = [:]
    // Each state has the environments in the same order, so an entry's is most often the one
    // after the entry before's: compared first, it spares hashing the environment's every field.
    var next = 0
    ofEntry = entries.map { entry in
      let info = entry.layout.environment
      let index: Int
      if next < infos.count, infos[next] == info {
        index = next
      } else if let found = known[info] {
        index = found
      } else {
        index = distinct.count
        known[info] = index
        infos.append(info)
        distinct.append(FigureEnvironmentCache.shared.environment(info))
      }
      next = index + 1
      return index
    }
    self.distinct = distinct
  }

  /// The environment of entry `index`.
  subscript(entry index: Int) -> FigureEnvironment { distinct[ofEntry[index]] }
}

/// The environments worked out so far in this process, shared by every scene: the scenes of a
/// run are laid out in the same environments, so each is worked out once per run instead of once
/// per scene, and the scenes the index keeps to its end hold one copy of each instead of their
/// own (20 MB of a thousand scenes' report).
final class FigureEnvironmentCache: @unchecked Sendable {
  static let shared = FigureEnvironmentCache()

  /// Environments kept at most: a process that renders report after report in ever new windows
  /// starts over past this many, so the cache cannot grow without end.
  static let capacity = 4_096

  private let lock = NSLock()
  /// Guarded by `lock`.
  private var known: [EnvironmentInfo: FigureEnvironment] = [:]

  /// `info`'s words, worked out when no scene asked for them before.
  func environment(_ info: EnvironmentInfo) -> FigureEnvironment {
    lock.holding {
      if let known = known[info] { return known }
      if known.count >= Self.capacity { known = [:] }
      let environment = FigureEnvironment(info)
      known[info] = environment
      return environment
    }
  }
}
