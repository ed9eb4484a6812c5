import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

/// The proof of the content engine on real files: Interface Builder stores, for every view, the
/// frame its own Auto Layout solved at the document's design size. Every controller of every
/// storyboard and xib in the shared corpus is laid out at its design size, and every view that
/// is not marked misplaced or ambiguous must come out at its stored frame (within 0.5 pt,
/// relative to its superview). A file's figure may not drop below the floor recorded in
/// `Golden/content-layout-floors.tsv` (`PANEDOC_RECORD=1` records the figures as floors).
@Suite("Content layout on the corpus")
struct ContentCorpusTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let floorsFile = packageRoot.appendingPathComponent(
    "Tests/PaneDocLayoutTests/Golden/content-layout-floors.tsv")
  static let tolerance = 0.5

  /// `../shared/corpus` beside the package (or one level further up for a worktree).
  static var corpus: URL? {
    [
      packageRoot.appendingPathComponent("../shared/corpus"),
      packageRoot.appendingPathComponent("../../shared/corpus"),
    ].first(where: { FileManager.default.fileExists(atPath: $0.path) })?.standardized
  }

  struct Figure {
    var reproduced = 0
    var compared = 0
    var misses: [String] = []
  }

  /// Lays out every content controller that uses constraints in `path` at its design size, in
  /// the size classes of the design canvas.
  static func figure(of path: String) -> Figure {
    var figure = Figure()
    guard let data = FileManager.default.contents(atPath: path),
      let interface = InterfaceLoader.read(Array(data), file: path).interface
    else { return figure }
    for controller in interface.controllers {
      guard case .content(let content) = controller.kind, let root = content.rootView,
        root.usesConstraints(content.views)
      else { continue }
      let safe = root.designSafeArea ?? .zero
      // Files made before safe areas (no safe area guide) were designed with the iOS 8 – 10
      // root margins: 20 on an iPad canvas, else 16 (the 600 × 600 size-class canvas too). [inf]
      let predatesSafeAreas = !root.layout.guides.contains { $0.kind == .safeArea }
      let site = ContentSite(
        rootSize: root.designFrame.size, safeArea: safe,
        sideMargin: predatesSafeAreas
          ? (root.designFrame.width > 600 ? 20 : 16)
          : ContentSite.sideMargin(
            width: root.designFrame.width, hasSideSafeArea: safe.left > 0 || safe.right > 0),
        traits: root.designTraits)
      let plan = ContentEngine.plan(root: root, views: content.views, site: site)
      var pending = content.views.map { (view: $0, parent: Rect.zero) }
      while let (view, parentFrame) = pending.popLast() {
        let solved = plan.frame(of: view.id) ?? .zero
        pending += view.subviews.map { ($0, solved) }
        // A view the design's size classes do not install is not laid out there.
        guard let stored = view.layout.designFrame, !view.layout.isMisplaced,
          !view.layout.isAmbiguous, !plan.notInstalled.contains(view.id)
        else { continue }
        let local = solved.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
        figure.compared += 1
        let differences = [
          ("x", stored.minX, local.minX), ("y", stored.minY, local.minY),
          ("width", stored.width, local.width), ("height", stored.height, local.height),
        ].filter { abs($0.1 - $0.2) > tolerance }
        if differences.isEmpty {
          figure.reproduced += 1
        } else {
          let what = differences.map { "\($0.0) \($0.2) instead of \($0.1)" }
            .joined(separator: ", ")
          let why =
            plan.ambiguous.contains(view.id)
            ? " (its constraints do not determine it)"
            : plan.broken.isEmpty
              ? "" : " (constraints broken: \(plan.broken.map(\.id).joined(separator: ", ")))"
          figure.misses.append(
            "\(view.id) \(view.kind.rawValue) in \(controller.id): \(what)\(why)")
        }
      }
    }
    return figure
  }

  static func floors() -> [String: Int] {
    guard let text = try? String(contentsOf: floorsFile, encoding: .utf8) else { return [:] }
    var floors: [String: Int] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      if fields.count >= 2, let floor = Int(fields[1]) { floors[String(fields[0])] = floor }
    }
    return floors
  }

  @Test("every file reproduces at least its recorded share of Interface Builder's frames")
  func storedFramesAreReproduced() throws {
    guard let corpus = Self.corpus else {
      print("skipped: no ../shared/corpus beside the package to compare with")
      return
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    var rows: [String] = []
    var report = ""
    var total = Figure()
    for name in names {
      let figure = Self.figure(of: corpus.appendingPathComponent(name).path)
      guard figure.compared > 0 else { continue }
      rows.append("\(name)\t\(figure.reproduced)\t\(figure.compared)")
      report += "\(name): \(figure.reproduced) / \(figure.compared)\n"
      for miss in figure.misses.sorted() { report += "  not reproduced: \(miss)\n" }
      total.reproduced += figure.reproduced
      total.compared += figure.compared
    }
    report += "all: \(total.reproduced) / \(total.compared)\n"
    print(report)
    if ProcessInfo.processInfo.environment["PANEDOC_RECORD"] == "1" {
      let text =
        "# file\treproduced (the floor)\tcompared: recorded with PANEDOC_RECORD=1\n"
        + rows.joined(separator: "\n") + "\n"
      try text.write(to: Self.floorsFile, atomically: true, encoding: .utf8)
      return
    }
    let floors = Self.floors()
    #expect(!floors.isEmpty, "no floors recorded in \(Self.floorsFile.path)")
    for row in rows {
      let fields = row.split(separator: "\t")
      let name = String(fields[0])
      let reproduced = Int(fields[1]) ?? 0
      #expect(
        reproduced >= floors[name] ?? 0,
        "\(name) reproduces \(reproduced) views, fewer than its floor \(floors[name] ?? 0)")
    }
  }
}
