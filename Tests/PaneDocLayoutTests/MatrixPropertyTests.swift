import PaneDocLayout
import PaneDocModel
import Testing

/// Properties that hold for every environment of the default matrix (and the other profiles).
@Suite("Properties over the environment matrix")
struct MatrixPropertyTests {
  static let interfaces: [(String, Interface)] = [
    ("mail", Build.mail()),
    ("mail-trailing", Build.mail { $0.primaryEdge = .trailing }),
    ("double", Build.mail { $0.style = .doubleColumn }),
    ("triple", Build.tripleMail()),
    ("custom", ClassicAndCustomSplitTests.customSplit(host: .navigationBar)),
    ("nested", NestedSplitTests.design { _ in }),
  ]

  static var environments: [Environment] {
    var matrix = EnvironmentMatrix.default
    matrix.profiles = Profile.allCases
    return matrix.environments(documentProfile: nil).environments
  }

  static let epsilon = 1e-9

  @Test("every warning raised has a code of LayoutWarning.codes", arguments: interfaces.map(\.0))
  func warningCodesListed(_ name: String) {
    let interface = Self.interfaces.first { $0.0 == name }!.1
    for (_, _, layout) in Self.layouts(interface) {
      for warning in layout.warnings {
        #expect(LayoutWarning.codes.contains(warning.code.rawValue), "\(warning.code.rawValue)")
      }
    }
  }

  /// Every state of every scene in every environment, with the layouts that arise.
  static func layouts(_ interface: Interface) -> [(Environment, SceneState, Layout)] {
    var result: [(Environment, SceneState, Layout)] = []
    for scene in LayoutEngine.scenes(in: interface) {
      for state in LayoutEngine.states(of: scene, in: interface, depth: 2) {
        for environment in environments {
          if let layout = LayoutEngine.layout(
            interface, scene: scene, state: state, environment: environment)
          {
            result.append((environment, state, layout))
          }
        }
      }
    }
    return result
  }

  @Test("the initial state arises everywhere", arguments: interfaces.map(\.0))
  func initialArises(_ name: String) {
    let interface = Self.interfaces.first { $0.0 == name }!.1
    let scene = LayoutEngine.scenes(in: interface)[0]
    for environment in Self.environments {
      #expect(
        LayoutEngine.layout(interface, scene: scene, state: .initial, environment: environment)
          != nil, "\(environment.slug)")
    }
  }

  @Test("no frame leaves the window", arguments: interfaces.map(\.0))
  func framesInsideWindow(_ name: String) {
    let interface = Self.interfaces.first { $0.0 == name }!.1
    for (environment, state, layout) in Self.layouts(interface) {
      let window = Rect(origin: .zero, size: layout.environment.window.size)
      for node in layout.nodes {
        guard let frame = node.frame else { continue }
        let inside =
          frame.minX >= window.minX - Self.epsilon && frame.minY >= window.minY - Self.epsilon
          && frame.maxX <= window.maxX + Self.epsilon && frame.maxY <= window.maxY + Self.epsilon
        #expect(inside, "\(node.id) \(frame) in \(environment.slug) \(state.id)")
      }
    }
  }

  /// Whether a display mode shows its columns side by side rather than over the secondary.
  static func tiles(_ mode: SplitInfo.DisplayMode) -> Bool {
    switch mode {
    case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary: true
    case .automatic, .secondaryOnly, .oneOverSecondary, .twoOverSecondary, .collapsed: false
    }
  }

  @Test("tiled columns plus dividers fill the split exactly", arguments: interfaces.map(\.0))
  func tiledColumnsFill(_ name: String) throws {
    let interface = Self.interfaces.first { $0.0 == name }!.1
    var checked = 0
    for (environment, state, layout) in Self.layouts(interface) {
      for split in layout.nodes {
        guard let info = split.split, !info.collapsed, let frame = split.frame,
          Self.tiles(info.displayMode)
        else { continue }
        let parts = layout.nodes.filter {
          $0.parent == split.id && $0.visible && ($0.kind == .divider || $0.column != nil)
        }
        let total = parts.reduce(0) { $0 + ($1.frame?.width ?? 0) }
        #expect(
          abs(total - frame.width) < Self.epsilon,
          "\(split.id) in \(environment.slug) \(state.id): \(total) ≠ \(frame.width)")
        let sorted = parts.compactMap(\.frame).sorted { $0.minX < $1.minX }
        for (left, right) in zip(sorted, sorted.dropFirst()) {
          #expect(
            abs(left.maxX - right.minX) < Self.epsilon, "gap in \(split.id) \(environment.slug)")
        }
        checked += 1
      }
    }
    #expect(checked > 0)
  }

  @Test("a UIKit split is collapsed exactly when the window is horizontally compact")
  func collapsedWhenCompact() throws {
    for name in ["mail", "double", "triple"] {
      let interface = Self.interfaces.first { $0.0 == name }!.1
      let scene = LayoutEngine.scenes(in: interface)[0]
      for environment in Self.environments where environment.profile != .ios6 {
        let layout = try #require(
          LayoutEngine.layout(interface, scene: scene, state: .initial, environment: environment))
        let collapsed = try #require(layout.node("mail")?.split).collapsed
        #expect(
          collapsed == (environment.info.horizontalSizeClass == .compact),
          "\(name) \(environment.slug)")
      }
    }
  }

  @Test("the same input gives the same layouts on every run", arguments: interfaces.map(\.0))
  func deterministic(_ name: String) {
    let interface = Self.interfaces.first { $0.0 == name }!.1
    let first = Self.layouts(interface).map(\.2)
    let second = Self.layouts(interface).map(\.2)
    #expect(first == second)
    #expect(!first.isEmpty)
  }
}
