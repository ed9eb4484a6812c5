import Foundation
import PaneDocInput
import PaneDocModel
import Testing

@testable import PaneDocLayout

/// Every split of every fixture reports a display mode its split behavior allows (UIKit's
/// `UISplitViewController.SplitBehavior` documentation): tile shows sidebars beside the
/// secondary, overlay over it, displace pushes it aside, and each also hides them all.
@Suite("Split behaviors report only the display modes they allow")
struct SplitModePairTests {
  static let allowed: [SplitInfo.Behavior: Set<SplitInfo.DisplayMode>] = [
    .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary],
    .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary],
    .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary],
  ]

  /// The package's `Fixtures` folder, found from this file.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The fixtures with UIKit's adaptive or column-style split views (the classic iOS 5 split and
  /// the custom side/main split have no split behavior), in the own format and Interface Builder's.
  static let files = [
    "mail.xml", "triple-column.xml", "master-detail.xml", "storyboards/TripleColumn.storyboard",
    "storyboards/MasterDetail-21701.storyboard",
    "storyboards/MasterDetail-2182.storyboard",
  ]

  /// The default matrix in every profile, and free-form `ios26` windows every 50 pt across the
  /// 13" M4 in both orientations, where splits hide and reveal columns by their width.
  static var environments: [Environment] {
    var matrix = EnvironmentMatrix.default
    matrix.profiles = Profile.allCases
    var result = matrix.environments(documentProfile: nil).environments
    for orientation in Orientation.allCases {
      let screen = Device.iPadPro13M4.screen(orientation)
      for width in stride(from: 700.0, through: screen.width, by: 50) {
        result.append(
          Environment(
            profile: .ios26, device: .iPadPro13M4, orientation: orientation,
            windowSize: Size(width: width, height: screen.height)))
      }
    }
    return result.filter { $0.unsupportedReason == nil }
  }

  @Test("no split reports a display mode its behavior does not allow", arguments: files)
  func pairsAllowed(_ file: String) throws {
    let path = Self.fixtures.appendingPathComponent(file).path
    let data = try #require(FileManager.default.contents(atPath: path), "cannot read \(path)")
    let interface = try #require(InterfaceLoader.read(Array(data), file: path).interface)
    var splits = 0
    for scene in LayoutEngine.scenes(in: interface) {
      for state in LayoutEngine.states(of: scene, in: interface, depth: 1) {
        for environment in Self.environments {
          guard
            let layout = LayoutEngine.layout(
              interface, scene: scene, state: state, environment: environment)
          else { continue }
          for node in layout.nodes {
            guard let split = node.split, !split.collapsed,
              let modes = Self.allowed[split.behavior]
            else { continue }
            splits += 1
            let pair = "\(split.behavior.rawValue) \(split.displayMode.rawValue)"
            #expect(
              modes.contains(split.displayMode),
              "\(node.id): \(pair) in \(environment.slug) \(state.id)")
          }
        }
      }
    }
    #expect(splits > 0, "\(file) lays out no expanded split")
  }
}
