import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocRun

/// Width sweeps of controllers laid out by Auto Layout, as `panedoc sweep` runs them: the form of
/// `ContentLayoutBenchmark` alone in the window, and the 100 split scenes of the storyboard
/// generator with a detail view placed by constraints, and the same scenes without constraints,
/// each over 1,000 widths of the 13" iPad Pro in landscape (`ios26`) on every core.
enum ContentSweepBenchmark {
  static let widths = WidthSweep.widths(from: 377, to: 1376, step: 1)

  /// `InterfaceGenerator.storyboard(scenes:)` whose detail views place their Info button at the
  /// leading margin below the safe area and a label at the trailing margin, by constraints.
  static func splitStoryboard(scenes: Int) -> String {
    var text = InterfaceGenerator.storyboard(scenes: scenes)
    for index in 0..<scenes {
      let s = "s\(index)"
      text = text.replacingOccurrences(
        of: #"id="\#(s)-in-btn"><rect key="frame" x="24" y="120" width="88" height="44"/>"#,
        with:
          #"translatesAutoresizingMaskIntoConstraints="NO" id="\#(s)-in-btn"><rect key="frame" x="24" y="120" width="88" height="44"/>"#
      )
      text = text.replacingOccurrences(
        of: "            </subviews>\n          </view>\n"
          + #"          <navigationItem key="navigationItem" title="Detail \#(index)""#,
        with: """
                      <label text="Detail \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="\(s)-la-bel"><rect key="frame" x="651" y="130" width="88" height="21"/></label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="\(s)-sa-fe"/>
                    <constraints>
                      <constraint firstItem="\(s)-in-btn" firstAttribute="leading" secondItem="\(s)-de-viw" secondAttribute="leadingMargin" constant="4" id="\(s)-co-001"/>
                      <constraint firstItem="\(s)-in-btn" firstAttribute="top" secondItem="\(s)-sa-fe" secondAttribute="top" constant="46" id="\(s)-co-002"/>
                      <constraint firstItem="\(s)-de-viw" firstAttribute="trailingMargin" secondItem="\(s)-la-bel" secondAttribute="trailing" id="\(s)-co-003"/>
                      <constraint firstItem="\(s)-la-bel" firstAttribute="centerY" secondItem="\(s)-in-btn" secondAttribute="centerY" id="\(s)-co-004"/>
                    </constraints>
                  </view>
                  <navigationItem key="navigationItem" title="Detail \(index)"
          """)
    }
    return text
  }

  static func run() async throws {
    print("\n## Width sweeps with content (\(widths.count) widths, all cores)\n")
    row([
      "sweep", "scenes", "views placed by constraints", "layouts", "time", "per layout",
      "CPU a run",
    ])
    row(["---", "---:", "---:", "---:", "---:", "---:", "---:"])
    try await measure(
      "the form of 10 rows alone in the window",
      ContentLayoutBenchmark.storyboard(rows: 10), file: "form.storyboard", views: 30)
    try await measure(
      "split scenes, the detail placed by constraints", splitStoryboard(scenes: 100),
      file: "split.storyboard", views: 2)
    // What the constraints cost beyond the containers: the same scenes, none of them.
    try await measure(
      "the same split scenes without constraints", InterfaceGenerator.storyboard(scenes: 100),
      file: "plain.storyboard", views: 0)
  }

  private static func measure(
    _ name: String, _ text: String, file: String, views: Int
  ) async throws {
    guard let interface = InterfaceLoader.read(Array(text.utf8), file: file).interface else {
      print("the generated \(file) did not read")
      exit(2)
    }
    let prepared = PreparedInterface(interface)
    let tasks = LayoutEngine.scenes(in: prepared).map { scene in
      SweepTask(
        file: file, interface: prepared, scene: scene,
        states: LayoutEngine.states(of: scene, in: prepared, depth: 1),
        environment: Environment(profile: .ios26, device: .iPadPro13M4, orientation: .landscape),
        widths: widths)
    }
    var layouts = 0
    let cpuStart = processCPUTime()
    let time = try await Stopwatch.fastest(of: 3) {
      let results = try await SweepRunner.run(
        tasks, jobs: ProcessInfo.processInfo.activeProcessorCount)
      layouts = results.reduce(0) { $0 + $1.sweeps.count } * widths.count
    }
    row([
      name, "\(tasks.count)", "\(views) a scene", "\(layouts)", fixed(time, 2) + " s",
      fixed(time / Double(max(1, layouts)) * 1_000_000, 1) + " µs",
      fixed((processCPUTime() - cpuStart) / 3, 2) + " s",
    ])
  }
}
