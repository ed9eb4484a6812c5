import PaneDocCore
import PaneDocLayout
import PaneDocMustache
import PaneDocRender

/// What the filters and the search box match an entry's figure or warning row on: its
/// environment's parts (`FigureEnvironment`) and the words of its file, scene and state, cleaned,
/// which are the same for every entry of a state, so the pages work them out once per state.
enum EnvironmentWords {
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
  /// What a figure writes of these words, each prepared by the run's templates
  /// (`MustacheLibrary.prepared`) when the environment is from its table.
  let prepared: Prepared

  /// A figure's words: `slug`, `profile`, `device`, `orientation`, `split`, `width`, `height`
  /// and `text`, in that order; and its traits, `sizeClasses` alone or with each display mode
  /// (`traits(nodes:scene:)`).
  struct Prepared: Sendable {
    let slug: MustacheText
    let profile: MustacheText
    let device: MustacheText
    let orientation: MustacheText
    let split: MustacheText
    let width: MustacheText
    let height: MustacheText
    let text: MustacheText
    let sizeClasses: MustacheText
    /// `FigureCaption.traits` of a layout whose split view shows each of `displayModes`.
    let traits: [MustacheText]
  }

  /// Every display mode, in the order of `Prepared.traits`.
  static let displayModes = SplitInfo.DisplayMode.allCases

  /// `FigureCaption.traits(of: layout, sizeClasses: sizeClasses)`, cleaned, for a layout in this
  /// environment of the scene `scene` with `nodes`: worked out once for each display mode
  /// instead of once for each figure.
  func traits(nodes: [Node], scene: String) -> MustacheText {
    guard let mode = Self.displayMode(nodes: nodes, scene: scene),
      let index = Self.displayModes.firstIndex(of: mode)
    else { return prepared.sizeClasses }
    return prepared.traits[index]
  }

  /// The display mode of the split view `DiagramCaption.displayModeNode` finds (the scene's own
  /// node when it is a split view, else the first split view), read in place: that function
  /// returns a copy of the node, a retain of each of its texts.
  static func displayMode(nodes: [Node], scene: String) -> SplitInfo.DisplayMode? {
    var first: SplitInfo.DisplayMode?
    for index in nodes.indices {
      guard let split = nodes[index].split else { continue }
      if nodes[index].id == scene { return split.displayMode }
      if first == nil { first = split.displayMode }
    }
    return first
  }

  /// `info`'s words, prepared for `library`'s renderings when given.
  init(_ info: EnvironmentInfo, library: MustacheLibrary? = nil) {
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
    func prepare(_ text: String) -> MustacheText { library?.prepared(text) ?? MustacheText(text) }
    prepared = Prepared(
      slug: prepare(slug), profile: prepare(profile), device: prepare(device),
      orientation: prepare(orientation), split: prepare(split), width: prepare(width),
      height: prepare(height), text: prepare(text), sizeClasses: prepare(sizeClasses),
      traits: Self.displayModes.map { [sizeClasses] in
        prepare(sizeClasses + " · display mode " + $0.rawValue)
      })
  }
}

/// The environments of a scene's entries, each worked out once: a scene of four states in 18
/// environments has 72 figures on its page and 18 more on the index, in 18 environments. The
/// scenes of a run share them (`FigureEnvironmentTable`).
struct SceneEnvironments: Sendable {
  /// Each environment once, in the order the entries first have it.
  let distinct: [FigureEnvironment]
  /// The index in `distinct` of each entry's environment.
  private let ofEntry: [Int]
  /// The run's table, whose library prepares the words the scene's figures share.
  let table: FigureEnvironmentTable

  /// The environments of `entries`, taken from `table` when it has them.
  init(_ entries: [ReportEntry], table: FigureEnvironmentTable = .empty) {
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
        distinct.append(table.environment(info))
      }
      next = index + 1
      return index
    }
    self.distinct = distinct
    self.table = table
  }

  /// The environment of entry `index`.
  subscript(entry index: Int) -> FigureEnvironment { distinct[ofEntry[index]] }

  /// The filter menus' values of the scene's environments: the table's, worked out once, when
  /// the scene has the table's environments in its order, as nearly every scene of a run has.
  var filters: FilterValues {
    let all = table.ordered
    guard distinct.count == all.count, distinct.indices.allSatisfy({ distinct[$0] === all[$0] })
    else { return FilterValues(self) }
    return table.filters
  }
}

/// The words of a run's environments, worked out before its scenes start and shared by all of
/// them: the scenes of a run are laid out in the same few dozen environments, so each is worked
/// out once per run instead of once per scene, and the scenes the index keeps to its end hold one
/// copy of each instead of their own (20 MB of a thousand scenes' report).
///
/// Immutable, so the scene tasks read it in parallel without a lock; an environment it lacks is
/// worked out by the scene that meets it, as without a table.
///
/// Given the run's templates' library, the words every figure writes are prepared for it
/// (`MustacheLibrary.prepared`): escaped once per run instead of in every figure.
struct FigureEnvironmentTable: Sendable {
  private let known: [EnvironmentInfo: FigureEnvironment]
  /// Each environment once, in the order they are first given.
  let ordered: [FigureEnvironment]
  /// The filter menus' values of `ordered`.
  let filters: FilterValues
  private let library: MustacheLibrary?
  /// A figure's `warningsFlag` and the summary of a figure without warnings, prepared.
  let yes: MustacheText
  let no: MustacheText
  let noWarnings: MustacheText

  /// A table without environments or library: every scene works out its own words.
  static let empty = FigureEnvironmentTable([])

  /// The words of `environments`, each worked out once however often it is given, prepared for
  /// `library`'s renderings when given.
  init(_ environments: [EnvironmentInfo], library: MustacheLibrary? = nil) {
    var known: [EnvironmentInfo: FigureEnvironment] = [:]
    var ordered: [FigureEnvironment] = []
    for info in environments where known[info] == nil {
      let environment = FigureEnvironment(info, library: library)
      known[info] = environment
      ordered.append(environment)
    }
    self.known = known
    self.ordered = ordered
    filters = FilterValues(ordered)
    self.library = library
    func prepare(_ text: String) -> MustacheText { library?.prepared(text) ?? MustacheText(text) }
    yes = prepare("yes")
    no = prepare("no")
    noWarnings = prepare("No warnings")
  }

  /// `text` prepared for the run's library, or as it is without one: for a text many figures
  /// share, such as a state's words.
  func prepared(_ text: String) -> MustacheText { library?.prepared(text) ?? MustacheText(text) }

  /// How many environments the table has words for.
  var count: Int { known.count }

  /// `info`'s words: the table's, or worked out now when it has none.
  func environment(_ info: EnvironmentInfo) -> FigureEnvironment {
    known[info] ?? FigureEnvironment(info)
  }
}
