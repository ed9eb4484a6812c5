import Dispatch
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocReport

/// One fuzz iteration: whatever the bytes are, read them with both readers' dispatch, lay out
/// every scene and state in a few environments, and build the report's files (SVG, HTML pages,
/// `layout.json`) in memory.
///
/// The fuzzer looks for crashes, hangs and memory errors anywhere on that path; the harness
/// itself asserts nothing beyond "it returns".
enum FuzzHarness {
  /// A small matrix that still covers every profile — so each split engine (classic, adaptive,
  /// column style, autohiding) —, multitasking widths and compact collapse on an iPhone; small,
  /// so that each input runs fast.
  static let environments: [Environment] = {
    let matrix = EnvironmentMatrix(
      profiles: Profile.allCases, devices: ["ipad-pro-11", "iphone-12"],
      orientations: [.landscape, .portrait], multitaskingWindows: [.full, .oneThird])
    return matrix.environments(documentProfile: nil).environments
  }()

  /// The bundled templates, loaded once.
  static let templates: ReportTemplates = {
    do { return try ReportTemplates() } catch {
      fatalError("the bundled templates do not load: \(error)")
    }
  }()

  static func run(_ bytes: [UInt8]) {
    let result = InterfaceLoader.read(bytes, file: "fuzz.xml")
    guard let interface = result.interface else { return }
    var entries: [ReportEntry] = []
    for scene in LayoutEngine.scenes(in: interface).prefix(4) {
      for state in LayoutEngine.states(of: scene, in: interface, depth: 2).prefix(8) {
        for environment in environments {
          guard
            let layout = LayoutEngine.layout(
              interface, scene: scene, state: state, environment: environment)
          else { continue }
          entries.append(
            ReportEntry(
              sceneId: scene.id, sceneTitle: scene.title, stateId: state.id,
              stateTitle: state.title, layout: layout))
        }
      }
    }
    buildReport(ReportContents(entries: entries))
  }

  /// Builds the report's files and waits for them: the fuzzer's callback is synchronous.
  private static func buildReport(_ contents: ReportContents) {
    let done = DispatchSemaphore(value: 0)
    Task {
      _ = try? await ReportBuilder.files(for: contents, templates: templates)
      done.signal()
    }
    done.wait()
  }
}
