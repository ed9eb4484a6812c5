import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Width sweep and free-form windows")
struct WidthSweepTests {
  static let pro13 = Device.iPadPro13M4

  static func base(_ profile: Profile = .ios26) -> Environment {
    Environment(profile: profile, device: pro13, orientation: .landscape)
  }

  static func sweep(
    _ interface: Interface, _ profile: Profile = .ios26, steps: [StateStep] = [],
    widths: [Double] = WidthSweep.widths(from: 320, to: 1376, step: 1)
  ) throws -> WidthSweep {
    let prepared = PreparedInterface(interface)
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    let state = SceneState(
      id: steps.isEmpty ? "initial" : steps.map(\.description).joined(separator: "+"), title: "",
      steps: steps)
    return WidthSweep.run(prepared, scene: scene, state: state, base: base(profile), widths: widths)
  }

  @Test("widths run from the first to the last, the last kept when the steps miss it")
  func widths() {
    #expect(WidthSweep.widths(from: 320, to: 323, step: 1) == [320, 321, 322, 323])
    #expect(WidthSweep.widths(from: 320, to: 325, step: 2) == [320, 322, 324, 325])
    #expect(WidthSweep.widths(from: 320, to: 320, step: 1) == [320])
    #expect(WidthSweep.widths(from: 400, to: 320, step: 1).isEmpty)
    #expect(WidthSweep.widths(from: 0, to: 1e300, step: 1).isEmpty)
    #expect(WidthSweep.widths(from: 0, to: .infinity, step: 1).isEmpty)
    #expect(WidthSweep.widths(from: 0, to: 10, step: .nan).isEmpty)
  }

  /// Collapsed up to 667; secondary only while 997 − ⌈0.33 × 997⌉ = 667 leaves the secondary
  /// compact; both columns from 998.
  @Test("a fraction-sized double-column split on the 13\" hides its primary by the secondary's fit")
  func autohidingDoubleColumn() throws {
    let interface = Build.mail {
      $0.style = .doubleColumn
      $0.primaryColumn.fraction = 0.33
      $0.primaryColumn.maximum = 400
    }
    let result = try Self.sweep(interface)
    #expect(result.breakpoints == [668, 998])
    let structures = result.intervals.map(\.structure)
    #expect(structures.map { $0?.splits.first?.collapsed } == [true, false, false])
    #expect(structures[1]?.splits.first?.displayMode == .secondaryOnly)
    #expect(structures[2]?.splits.first?.displayMode == .oneBesideSecondary)
    #expect(structures[1]?.splits.first?.behavior == .overlay)
    #expect(structures[2]?.splits.first?.behavior == .tile)
    #expect(structures[1]?.splits.first?.columns == [.secondary])
    #expect(structures[2]?.splits.first?.columns == [.primary, .secondary])
    #expect(structures.map { $0?.horizontalSizeClass } == [.compact, .regular, .regular])
  }

  @Test("ios17 keeps its fixed thresholds: the same split tiles or overlays by W×H, not by fit")
  func ios17Thresholds() throws {
    let interface = Build.mail { $0.style = .doubleColumn }
    let result = try Self.sweep(
      interface, .ios17, widths: WidthSweep.widths(from: 375, to: 1376, step: 1))
    // Overlay below 1024 (landscape-shaped from 1033 on, portrait-shaped below), tile above T.
    let behaviors = result.intervals.compactMap { $0.structure?.splits.first }.map(\.behavior)
    #expect(behaviors.contains(.overlay))
    #expect(behaviors.last == .tile)
    #expect(result.interval(at: 1376)?.structure?.splits.first?.displayMode == .oneBesideSecondary)
  }

  @Test(
    "a triple-column split shows the supplementary alone: displacing, then tiling where both fit"
  )
  func autohidingTripleColumn() throws {
    let result = try Self.sweep(Build.tripleMail())
    let modes = result.intervals.dropFirst().compactMap { $0.structure?.splits.first }.map {
      "\($0.behavior) \($0.displayMode)"
    }
    // The supplementary (375) fits beside a regular secondary above 667 + 375 = 1042; both
    // sidebars (320 + 375) above 667 + 695 = 1362, where the split tiles — but it shows one
    // sidebar by itself, as _UISplitViewControllerAutoRevealsFullSidebar is taken not to hold.
    #expect(
      modes == [
        "overlay secondaryOnly", "displace oneBesideSecondary", "tile oneBesideSecondary",
      ])
    #expect(result.breakpoints == [668, 1043, 1363])
    #expect(result.intervals.first?.structure?.splits.first?.collapsed == true)
  }

  @Test("every interval's structure is the structure of a layout at any of its widths")
  func intervalsMatchLayouts() throws {
    let interface = Build.tripleMail()
    let result = try Self.sweep(interface)
    let prepared = PreparedInterface(interface)
    let scene = try #require(LayoutEngine.scenes(in: prepared).first)
    var covered = 320.0
    for interval in result.intervals {
      #expect(interval.from == covered)
      covered = interval.to + 1
      for width in [interval.from, ((interval.from + interval.to) / 2).rounded(), interval.to] {
        var environment = Self.base()
        environment.windowSize = Size(width: width, height: 1032)
        let direct = LayoutEngine.layout(
          prepared, scene: scene, state: .initial, environment: environment)
        #expect(direct.map(LayoutStructure.init) == interval.structure)
      }
    }
    #expect(covered == 1377)
  }

  @Test("a short interval between two of the same structure is a flip; a longer one is not")
  func flips() {
    let a = LayoutStructure(
      Layout(
        scene: "s", state: [],
        environment: EnvironmentInfo(
          profile: .ios26, device: "d", orientation: .landscape, windowName: .named(.full),
          screen: Size(width: 1, height: 1), window: .zero, safeArea: .zero, scale: 2,
          horizontalSizeClass: .regular, verticalSizeClass: .regular)))
    var b = a
    b.horizontalSizeClass = .compact
    let sweep = WidthSweep(
      scene: "s", state: .initial,
      intervals: [
        .init(from: 320, to: 699, structure: a), .init(from: 700, to: 709, structure: b),
        .init(from: 710, to: 900, structure: a), .init(from: 901, to: 1000, structure: b),
        .init(from: 1001, to: 1376, structure: a),
      ])
    #expect(sweep.breakpoints == [700, 710, 901, 1001])
    #expect(sweep.flips(within: 16) == [WidthSweep.Flip(first: 700, second: 710)])
    #expect(sweep.flips(within: 100).count == 2)
    #expect(sweep.flips(within: 191).count == 3)
  }

  @Test("window limits: the full screen only on iPhones and in ios6, free-form from 320 in ios26")
  func windowLimits() {
    let phone = WindowLimits(profile: .ios26, device: .iPhone12, orientation: .portrait)
    #expect(phone.minimum == phone.maximum)
    #expect(phone.reason(Size(width: 390, height: 844)) == nil)
    #expect(phone.reason(Size(width: 300, height: 844)) != nil)
    let classic = WindowLimits(profile: .ios6, device: .iPad97, orientation: .landscape)
    #expect(classic.reason(Size(width: 700, height: 768)) != nil)
    let free = WindowLimits(profile: .ios26, device: Self.pro13, orientation: .landscape)
    #expect(free.minimum == WindowMetrics.freeformMinimumSize.value)
    #expect(free.maximum == Size(width: 1376, height: 1032))
    #expect(free.reason(Size(width: 320, height: 320)) == nil)
    #expect(free.reason(Size(width: 1377, height: 1032)) != nil)
    #expect(free.reason(Size(width: .infinity, height: 1032)) != nil)
    // Before ios26 the narrowest window is the narrowest multitasking width (one third: 375).
    let split = WindowLimits(profile: .ios17, device: Self.pro13, orientation: .landscape)
    #expect(split.minimum.width == 375)
    #expect(split.reason(Size(width: 374, height: 1032)) != nil)
  }

  @Test("a free-form window sits at the top leading corner and names itself by its size")
  func freeformEnvironment() {
    var environment = Self.base()
    environment.windowSize = Size(width: 702.5, height: 1032)
    #expect(environment.slug == "ios26-ipad-pro-13-m4-landscape-702.5x1032")
    #expect(environment.unsupportedReason == nil)
    let info = environment.info
    #expect(info.window == Rect(x: 0, y: 0, width: 702.5, height: 1032))
    #expect(info.windowName == .freeForm(Size(width: 702.5, height: 1032)))
    #expect(info.windowName.rawValue == "702.5x1032")
    #expect(info.horizontalSizeClass == .regular)
    #expect(info.safeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
    environment.windowSize = Size(width: 2000, height: 1032)
    #expect(environment.unsupportedReason != nil)
  }
}
