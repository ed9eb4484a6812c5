import Foundation
import PaneDocModel
import Testing

@testable import PaneDocInput

/// Locates fixtures and the shared corpus relative to this file, so tests run from any directory.
enum InterfaceBuilderFixtures {
  /// The package root: two folders above this file (Tests/PaneDocInputTests/).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func path(_ name: String) -> String {
    packageRoot.appendingPathComponent("Fixtures/storyboards/\(name)").path
  }

  /// Reads a fixture; fails the test when it does not read.
  static func interface(_ name: String) throws -> Interface {
    let result = InterfaceLoader.load(path(name))
    let interface = try #require(
      result.interface, "\(name) did not read: \(result.diagnostics.map(\.description))")
    return interface
  }

  /// Reads XML written in a test.
  static func read(_ text: String, file: String = "test.storyboard") -> ReadResult {
    InterfaceLoader.read(Array(text.utf8), file: file)
  }

  /// The shared corpus of real storyboards: `../shared/corpus` beside the repository (CI), or one
  /// level further up for a worktree; `nil` when neither exists.
  static var corpus: URL? {
    let candidates = [
      packageRoot.appendingPathComponent("../shared/corpus"),
      packageRoot.appendingPathComponent("../../shared/corpus"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.standardized
  }
}

extension Interface {
  /// The content part of a controller, for assertions.
  func content(_ id: String) -> ContentController? {
    guard case .content(let content)? = controller(id)?.kind else { return nil }
    return content
  }

  func split(_ id: String) -> SplitViewController? {
    guard case .split(let split)? = controller(id)?.kind else { return nil }
    return split
  }

  func navigation(_ id: String) -> NavigationController? {
    guard case .navigation(let navigation)? = controller(id)?.kind else { return nil }
    return navigation
  }

  func segue(_ id: String) -> Segue? {
    segues.first { $0.id == id }
  }

  /// Every id the model gives an object: controllers, views, search bars and bar button items.
  var modelIDs: Set<String> {
    var ids = Set(controllers.map(\.id))
    func add(_ views: [View]) {
      for view in views {
        ids.insert(view.id)
        add(view.subviews)
      }
    }
    for controller in controllers {
      guard case .content(let content) = controller.kind else { continue }
      add(content.views)
      ids.formUnion(content.searchBars.map(\.id))
      let items =
        (content.navigationItem.map { $0.leftItems + $0.rightItems } ?? [])
        + (content.toolbar?.items ?? [])
      ids.formUnion(items.compactMap(\.id))
    }
    return ids
  }

  /// Codes of the diagnostics, in order.
  var codes: [String] { diagnostics.map(\.code) }
}
