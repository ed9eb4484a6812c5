import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

/// Inputs the fuzzer found that trapped in the layout engine, each laid out the way the fuzz
/// harness does: every scene and state in every environment of a small matrix.
@Suite("Layout fuzz regressions")
struct FuzzRegressionTests {
  /// Reads `text` and lays out everything in it; returns the number of layouts made.
  static func layOutEverything(_ text: String) throws -> Int {
    let result = InterfaceLoader.read(Array(text.utf8), file: "fuzz.xml")
    let interface = try #require(result.interface, "\(result.diagnostics)")
    let matrix = EnvironmentMatrix(
      profiles: [.ios6, .ios12, .ios17], devices: ["ipad-9.7", "ipad-pro-11", "iphone-12"],
      orientations: [.landscape, .portrait], multitaskingWindows: [.full, .oneThird])
    var count = 0
    for environment in matrix.environments(documentProfile: nil).environments {
      for scene in LayoutEngine.scenes(in: interface) {
        for state in LayoutEngine.states(of: scene, in: interface, depth: 2)
        where LayoutEngine.layout(interface, scene: scene, state: state, environment: environment)
          != nil
        {
          count += 1
        }
      }
    }
    return count
  }

  @Test("a view 4e69 points tall is clipped with a warning instead of trapping in its message")
  func hugeViewFrame() throws {
    let text = """
      <interface version="1" profile="ios6" initialViewController="root">
        <customSplitViewController id="root" side="list" main="detail" splitPoint="384"
            hideSideViewControllerInPortraitOrientation="true" listButtonTitle="List"
            listButtonHost="toolbar"/>
        <tableViewController id="list" preferredContentSize="320x320"/>
        <viewController id="detail">
          <toolbar><flexibleSpace/></toolbar>
          <view id="photo" frame="20 20 600 4\(String(repeating: "9", count: 69))"/>
        </viewController>
      </interface>
      """
    #expect(try Self.layOutEverything(text) > 0)
  }
}
