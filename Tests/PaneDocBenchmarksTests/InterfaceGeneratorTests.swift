import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

@testable import panedoc_bench

/// The benchmark's numbers mean something only if its generated interfaces are what they claim:
/// valid, of the size asked for, and with the mix a large app has.
@Suite("Interface generator")
struct InterfaceGeneratorTests {
  static func read(_ text: String, file: String) -> (Interface?, [Diagnostic]) {
    let result = InterfaceLoader.read(Array(text.utf8), file: file)
    return (result.interface, result.diagnostics)
  }

  @Test("the own format reads cleanly with one scene per count, mixing every kind of split")
  func ownFormat() throws {
    let (read, diagnostics) = Self.read(InterfaceGenerator.ownFormat(scenes: 8), file: "g.xml")
    let interface = try #require(read, "\(diagnostics)")
    #expect(diagnostics.isEmpty)
    #expect(LayoutEngine.scenes(in: interface).count == 8)
    var styles: Set<String> = []
    var customSplits = 0
    var nested = 0
    for controller in interface.controllers {
      switch controller.kind {
      case .split(let split):
        styles.insert("\(split.style)")
        if controller.id.hasSuffix(".inner") { nested += 1 }
      case .customSplit: customSplits += 1
      default: break
      }
    }
    #expect(styles.count >= 2)
    #expect(nested == 2)
    #expect(customSplits == 2)
    #expect(interface.segues.filter(\.presentsPopover).count == 16)
  }

  @Test("the storyboard reads without errors, with one scene per count and its popovers")
  func storyboard() throws {
    let (read, diagnostics) = Self.read(
      InterfaceGenerator.storyboard(scenes: 6), file: "g.storyboard")
    let interface = try #require(read, "\(diagnostics)")
    #expect(!diagnostics.contains { $0.severity == .error })
    #expect(LayoutEngine.scenes(in: interface).count == 6)
    #expect(interface.segues.filter(\.presentsPopover).count == 12)
  }

  @Test("the same count gives the same bytes, and sizes grow with the count")
  func deterministic() {
    #expect(InterfaceGenerator.ownFormat(scenes: 5) == InterfaceGenerator.ownFormat(scenes: 5))
    #expect(InterfaceGenerator.storyboard(scenes: 5) == InterfaceGenerator.storyboard(scenes: 5))
    let small = InterfaceGenerator.ownFormat(scenes: 10).utf8.count
    let large = InterfaceGenerator.ownFormat(scenes: 100).utf8.count
    #expect(large > 9 * small && large < 11 * small)
  }

  @Test("the many-views interface is one valid scene holding exactly the views asked for")
  func manyViews() throws {
    let (read, diagnostics) = Self.read(InterfaceGenerator.manyViews(1_005), file: "v.xml")
    let interface = try #require(read, "\(diagnostics)")
    #expect(diagnostics.isEmpty)
    #expect(LayoutEngine.scenes(in: interface).count == 1)
    guard case .content(let content) = interface.controller("root")?.kind else {
      Issue.record("no root content controller")
      return
    }
    func count(_ views: [View], depth: Int) -> (views: Int, depth: Int) {
      views.reduce((0, 0)) { total, view in
        let inner = count(view.subviews, depth: depth + 1)
        return (total.views + 1 + inner.views, max(total.depth, depth, inner.depth))
      }
    }
    let total = count(content.views, depth: 1)
    #expect(total.views == 1_005)
    #expect(total.depth == 10)
    #expect(interface.segues.first?.source == "v1004")
  }
}
