import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// The sweep's part of a report: the breakpoint strip, a diagram per interval, the scrubber.
@Suite("Sweeps in the report")
struct SweepReportTests {
  /// A source of one scene (the mail example) with its sweeps on the 13" iPad Pro, landscape.
  struct MailSource: ReportSource {
    let prepared: PreparedInterface
    let scene: Scene
    let states: [SceneState]
    let environment = Environment(profile: .ios26, device: .iPadPro13M4, orientation: .landscape)

    init() throws {
      let url = SweepOutputTests.fixtures.appendingPathComponent("mail.xml")
      let interface = try #require(
        InterfaceLoader.read([UInt8](try Data(contentsOf: url)), file: "mail.xml").interface)
      prepared = PreparedInterface(interface)
      scene = try #require(LayoutEngine.scenes(in: prepared).first)
      states = LayoutEngine.states(of: scene, in: prepared, depth: 1)
    }

    var sceneCount: Int { 1 }
    var notes: [String] { [] }
    func sceneKey(ofScene index: Int) -> String { scene.id }
    func file(ofScene index: Int) -> String { "mail.xml" }

    func entries(ofScene index: Int) -> [ReportEntry] {
      states.compactMap { state in
        LayoutEngine.layout(prepared, scene: scene, state: state, environment: environment).map {
          ReportEntry(
            sceneId: scene.id, sceneTitle: scene.title, stateId: state.id,
            stateTitle: state.title, layout: $0)
        }
      }
    }

    func sweeps(ofScene index: Int) -> [ReportSweep] {
      states.map {
        ReportSweep.make(
          prepared, scene: scene, state: $0, environment: environment,
          widths: WidthSweep.widths(from: 320, to: 1376, step: 1), step: 1)
      }
    }
  }

  static func files() async throws -> [String: [UInt8]] {
    let collector = ReportFileCollector()
    let source = try MailSource()
    let templates = try ReportTemplates()
    let summary: ReportSummary = try await ReportBuilder.write(
      source, templates: templates, producer: "v1.0.0", idPrefix: "", jobs: 1, to: collector,
      progress: { (_: Int, _: Int) in })
    #expect(summary.scenes == 1)
    var files: [String: [UInt8]] = [:]
    for file in collector.files { files[file.path] = [UInt8](file.bytes) }
    return files
  }

  @Test("a strip and one diagram per interval, drawn at the interval's narrowest width")
  func files() async throws {
    let files = try await Self.files()
    let stem = "mail/initial/sweep-ios26-ipad-pro-13-m4-landscape"
    let strip = try #require(files[stem + ".svg"])
    let text = String(decoding: strip, as: UTF8.self)
    #expect(text.contains(">668</text>"))
    #expect(text.contains(">998</text>"))
    for from in ["320", "668", "998"] {
      let diagram = try #require(files["\(stem)-\(from).svg"], "\(from)")
      #expect(String(decoding: diagram, as: UTF8.self).contains("\(from)x1032"))
    }
    // The reveal arises only between 668 and 997: one diagram, none where it does not arise.
    let reveal = files.keys.filter { $0.hasPrefix("mail/reveal-primary/sweep-") }.sorted()
    #expect(
      reveal == [
        "mail/reveal-primary/sweep-ios26-ipad-pro-13-m4-landscape-668.svg",
        "mail/reveal-primary/sweep-ios26-ipad-pro-13-m4-landscape.svg",
      ])
  }

  @Test("the scene page has a labelled range input over the widths and every interval listed")
  func scrubber() async throws {
    let files = try await Self.files()
    let page = String(decoding: try #require(files["mail/index.html"]), as: UTF8.self)
    #expect(page.contains(#"type="range""#))
    #expect(page.contains(#"min="320" max="1376" step="1" value="1376""#))
    #expect(page.contains(#"<label class="scrub-label" for="#))
    #expect(
      page.contains(
        #"data-from="668" data-to="997" data-label="668–997 pt""#))
    #expect(page.contains(#"data-src="initial/sweep-ios26-ipad-pro-13-m4-landscape-998.svg""#))
    #expect(page.contains(#"alt="Breakpoints at 668, 998 pt""#))
    // Every image and link of the page is a file of the report.
    for part in page.components(separatedBy: #"src=""#).dropFirst() {
      let source = String(part.prefix { $0 != "\"" })
      #expect(source.isEmpty || files["mail/" + source] != nil, "\(source)")
    }
  }

  @Test("labels of close breakpoints go to separate rows and never overlap")
  func labelRows() {
    let centres = [100.0, 104, 108, 300, 302]
    let labels = ["700", "701", "702", "900", "901.5"]
    let rows = BreakpointStrip.labelRows(centres, labels)
    #expect(rows == [0, 1, 2, 0, 1])
    for (a, b) in zip(centres.indices, centres.indices.dropFirst()) where rows[a] == rows[b] {
      let aEnd = centres[a] + Double(labels[a].count) * BreakpointStrip.characterWidth / 2
      let bStart = centres[b] - Double(labels[b].count) * BreakpointStrip.characterWidth / 2
      #expect(aEnd + BreakpointStrip.labelGap <= bStart)
    }
  }

  @Test("an interval that returns to an earlier structure takes its colour again")
  func colours() throws {
    let result = try #require(try MailSource().sweeps(ofScene: 0).first { $0.stateId == "initial" })
    var sweep = result.sweep
    sweep.intervals.append(
      WidthSweep.Interval(from: 1377, to: 1400, structure: sweep.intervals[1].structure))
    #expect(
      BreakpointStrip.colourClasses(sweep) == [
        "interval-0", "interval-1", "interval-2", "interval-1",
      ])
    sweep.intervals[0].structure = nil
    #expect(BreakpointStrip.colourClasses(sweep).first == "interval-none")
  }

  @Test("in a drawn strip, labels of breakpoints 3 pt apart stand in rows and never overlap")
  func drawnLabelsDoNotOverlap() throws {
    let result = try #require(try MailSource().sweeps(ofScene: 0).first { $0.stateId == "initial" })
    let structures = result.sweep.intervals.map(\.structure)
    let starts: [Double] = [320, 700, 703, 706, 709, 1000]
    var sweep = result.sweep
    sweep.intervals = starts.indices.map {
      WidthSweep.Interval(
        from: starts[$0], to: $0 + 1 < starts.count ? starts[$0 + 1] - 1 : 1376,
        structure: structures[$0 % structures.count])
    }
    let svg = String(decoding: BreakpointStrip.render(sweep, title: "t"), as: UTF8.self)
    var labels: [(x: Double, y: Double, width: Double)] = []
    for line in svg.split(separator: "\n") where line.contains(#"class="strip-label""#) {
      let numbers = line.split(separator: "\"").compactMap { Double($0) }
      let text = line.split(separator: ">")[1].split(separator: "<")[0]
      labels.append((numbers[0], numbers[1], Double(text.count) * BreakpointStrip.characterWidth))
    }
    #expect(labels.count == 5)
    #expect(Set(labels.map(\.y)).count >= 3)
    for (i, a) in labels.enumerated() {
      for b in labels[(i + 1)...] where a.y == b.y {
        #expect(abs(a.x - b.x) >= (a.width + b.width) / 2, "\(a) \(b)")
      }
    }
  }
}
