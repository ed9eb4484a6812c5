import PaneDocLayout
import PaneDocModel

/// Hand-made layouts of a small mail scene, built the way the engine builds them: a split with a
/// primary and a secondary column, bars and items in each, and popovers anchored at items.
public enum DiffSamples {
  public struct Design: Sendable {
    public var primaryWidth: Double = 320
    public var composeButton = Rect(x: 960, y: 26, width: 44, height: 44)
    public var filterButton = Rect(x: 20, y: 26, width: 44, height: 44)
    public var scenes = ["mail"]

    public init() {}
  }

  public struct Place: Sendable {
    public var device: DeviceID
    public var orientation: Orientation
    public var windowName: WindowName
    public var width: Double
    public var height: Double

    public init(
      device: DeviceID, orientation: Orientation, windowName: WindowName, width: Double,
      height: Double
    ) {
      self.device = device
      self.orientation = orientation
      self.windowName = windowName
      self.width = width
      self.height = height
    }
  }

  public static let places = [
    Place(
      device: "ipad-9.7", orientation: .landscape, windowName: .named(.full), width: 1024,
      height: 768),
    Place(
      device: "ipad-9.7", orientation: .portrait, windowName: .named(.full), width: 768,
      height: 1024),
    Place(
      device: "ipad-9.7", orientation: .landscape, windowName: .named(.oneThird), width: 320,
      height: 768
    ),
  ]

  public static func environment(_ place: Place) -> EnvironmentInfo {
    EnvironmentInfo(
      profile: .ios17, device: place.device, orientation: place.orientation,
      windowName: place.windowName,
      screen: Size(width: place.width, height: place.height),
      window: Rect(x: 0, y: 0, width: place.width, height: place.height),
      safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
      horizontalSizeClass: place.width > 400 ? .regular : .compact, verticalSizeClass: .regular)
  }

  /// Every layout of the design: each scene in its initial state and with each popover shown,
  /// in every place. In the compact place the split collapses and the popovers become sheets.
  public static func layouts(_ design: Design = Design(), places: [Place] = places) -> [Layout] {
    var result: [Layout] = []
    for scene in design.scenes {
      for place in places {
        for state in [[], [.segue("composeSegue")], [.segue("filterSegue")]] as [[StateStep]] {
          result.append(layout(design, scene: scene, state: state, place: place))
        }
      }
    }
    return result
  }

  public static func layout(_ design: Design, scene: String, state: [StateStep], place: Place)
    -> Layout
  {
    let compact = place.width <= 400
    let width = place.width
    let height = place.height
    let primary = compact ? 0 : design.primaryWidth
    let secondary = Rect(
      x: primary + (compact ? 0 : 0.5), y: 0, width: width - primary - (compact ? 0 : 0.5),
      height: height)
    let compose = design.composeButton.offsetBy(dx: width - 1024, dy: 0)
    var nodes = [
      Node(
        id: scene, kind: .splitViewController,
        frame: Rect(x: 0, y: 0, width: width, height: height),
        split: SplitInfo(
          collapsed: compact, behavior: .tile,
          displayMode: compact ? .collapsed : .oneBesideSecondary,
          primaryColumnWidth: primary, supplementaryColumnWidth: 0)),
      Node(
        id: "mailboxesNav", kind: .navigationController, parent: scene, column: .primary,
        frame: compact ? nil : Rect(x: 0, y: 0, width: primary, height: height),
        visible: !compact),
      Node(
        id: "mailboxesNav#navigationBar", kind: .navigationBar, parent: "mailboxesNav",
        frame: compact ? nil : Rect(x: 0, y: 20, width: primary, height: 50), visible: !compact),
      Node(
        id: "filterButton", kind: .barButtonItem, parent: "mailboxesNav#navigationBar",
        frame: compact ? nil : design.filterButton, visible: !compact, title: "Filter"),
      Node(
        id: "messageNav", kind: .navigationController, parent: scene,
        column: compact ? .compact : .secondary, frame: secondary),
      Node(
        id: "messageNav#navigationBar", kind: .navigationBar, parent: "messageNav",
        frame: Rect(x: secondary.x, y: 20, width: secondary.width, height: 50)),
      Node(
        id: "composeButton", kind: .barButtonItem, parent: "messageNav#navigationBar",
        frame: compose, title: "Compose"),
    ]
    nodes[0].title = scene
    var presentations: [PresentationLayout] = []
    if state == [.segue("composeSegue")] {
      presentations.append(
        popover("composeSegue", "composer", anchor: compose, compact: compact, place))
    }
    if state == [.segue("filterSegue")], !compact {
      presentations.append(
        popover("filterSegue", "filters", anchor: design.filterButton, compact: false, place))
    }
    return Layout(
      scene: scene, state: state, environment: environment(place), nodes: nodes,
      presentations: presentations)
  }

  /// A popover below its anchor, centred on it and kept 10 points inside the window; a sheet
  /// covering the window when compact.
  public static func popover(
    _ segue: String, _ content: String, anchor: Rect, compact: Bool, _ place: Place
  ) -> PresentationLayout {
    guard !compact else {
      let frame = Rect(x: 0, y: 40, width: place.width, height: place.height - 40)
      return PresentationLayout(
        segue: segue, content: content, presentation: .sheet, anchor: nil, frame: frame,
        contentFrame: frame)
    }
    let x = min(max(10, anchor.midX - 160), place.width - 330)
    let frame = Rect(x: x, y: anchor.maxY, width: 320, height: 493)
    return PresentationLayout(
      segue: segue, content: content, presentation: .popover, anchor: anchor, frame: frame,
      contentFrame: Rect(x: x, y: anchor.maxY + 13, width: 320, height: 480),
      arrowDirection: .up, arrowOffset: anchor.midX - frame.midX, arrowBase: 26,
      arrowHeight: 13, cornerRadius: 13)
  }
}
