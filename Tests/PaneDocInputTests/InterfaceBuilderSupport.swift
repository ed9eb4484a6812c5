import Foundation
import PaneDocModel
import PaneDocTestSupport
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

  /// What the layout engine relies on: segues start at model objects and end at controllers,
  /// containment names controllers only and forms a forest, and ids are unique.
  static func expectConsistent(_ interface: Interface) {
    let list = interface.modelIDList
    let ids = Set(list)
    #expect(ids.count == list.count, "\(interface.file): an id names two objects")
    for segue in interface.segues {
      #expect(ids.contains(segue.source), "\(interface.file): source of \(segue.id)")
      if let destination = segue.destination {
        #expect(interface.controller(destination) != nil, "\(interface.file): \(segue.id)")
      }
    }
    var parents: [String: String] = [:]
    for controller in interface.controllers {
      for child in controller.containedIDs {
        #expect(interface.controller(child) != nil, "\(interface.file): \(controller.id)")
        #expect(parents[child] == nil, "\(interface.file): \(child) contained twice")
        parents[child] = controller.id
      }
    }
    for controller in interface.controllers {
      var current = controller.id
      var steps = 0
      while let up = parents[current], steps <= interface.controllers.count {
        current = up
        steps += 1
      }
      #expect(steps <= interface.controllers.count, "\(interface.file): loop at \(controller.id)")
    }
    #expect(Set(interface.segues.map(\.id)).count == interface.segues.count)
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

  /// Every id the model gives an object (controllers, views, search bars, bar button items), in
  /// model order; an id listed twice names two objects.
  var modelIDList: [String] {
    var ids = controllers.map(\.id)
    func add(_ views: [View]) {
      for view in views {
        ids.append(view.id)
        add(view.subviews)
      }
    }
    for controller in controllers {
      guard case .content(let content) = controller.kind else { continue }
      add(content.views)
      ids += content.searchBars.map(\.id)
      let items =
        (content.navigationItem.map { $0.leftItems + $0.rightItems } ?? [])
        + (content.toolbar?.items ?? [])
      ids += items.compactMap(\.id)
    }
    return ids
  }

  /// Codes of the diagnostics, in order.
  var codes: [String] { diagnostics.map(\.code.rawValue) }
}
