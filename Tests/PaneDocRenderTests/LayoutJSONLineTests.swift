import Foundation
import PaneDocCore
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// `layout.json`'s lines are written straight to bytes; they must be the bytes of the JSON tree
/// that `panedoc layout` and the contract describe, for every layout.
@Suite("Layout JSON lines")
struct LayoutJSONLineTests {
  static func tree(_ layout: Layout) -> [UInt8] {
    LayoutJSON.encode(layout).serializedBytes(pretty: false)
  }

  @Test func theSampleLineIsTheTreesBytes() {
    var layout = LayoutJSONTests.sample
    #expect(LayoutJSON.line(layout) == Self.tree(layout))
    // The optional members left out, and text that needs escapes.
    layout.file = "a \"quoted\" <file>\u{2028}\\.xml"
    layout.environment.keyboard = 313.5
    layout.nodes[0].split = nil
    layout.nodes.append(
      Node(
        id: "item", kind: .barButtonItem, parent: "messageNav", frame: nil, visible: false,
        title: "tab\tline\nend", glyph: "compose"))
    layout.presentations[0].anchor = nil
    layout.presentations[0].passthroughViews = ["mail", "messageNav"]
    layout.presentations[0].arrowPinned.toggle()
    layout.presentations[0].zoomsFromAnchor.toggle()
    layout.presentations.append(LayoutJSONTests.sample.presentations[0])
    layout.environment.windowName = .freeForm(Size(width: 702.5, height: 1_032))
    layout.state = []
    layout.warnings = []
    layout.assumptions = []
    let line = LayoutJSON.line(layout)
    #expect(line == Self.tree(layout))
    #expect(String(decoding: line, as: UTF8.self).contains("\"keyboard\":313.5"))
  }

  /// The names the lines copy without a scan (kinds, columns, split behaviors and display
  /// modes; the environment's profile, orientation, window and size classes; a popover's
  /// presentation and arrow direction) are each its own JSON string, with no escape.
  @Test func theNamesCopiedWithoutAScanNeedNoEscape() {
    let freeForm = [Size(width: 702.5, height: 1_032), Size(width: -1, height: 1e300)]
    let names =
      Node.Kind.allCases.map(\.rawValue) + SplitColumn.allCases.map(\.rawValue)
      + SplitInfo.Behavior.allCases.map(\.rawValue)
      + SplitInfo.DisplayMode.allCases.map(\.rawValue)
      + Profile.allCases.map(\.rawValue) + Orientation.allCases.map(\.rawValue)
      + SizeClass.allCases.map(\.rawValue)
      + MultitaskingWindow.allCases.map { WindowName.named($0).rawValue }
      + freeForm.map { WindowName.freeForm($0).rawValue }
      + PresentationLayout.Presentation.allCases.map(\.rawValue)
      + PresentationLayout.ArrowDirection.allCases.map(\.rawValue)
    #expect(names.count > 40)
    for name in names {
      let string = JSONValue.string(name).serializedBytes(pretty: false)
      #expect(string == [UInt8(ascii: "\"")] + Array(name.utf8) + [UInt8(ascii: "\"")], "\(name)")
    }
  }

  @Test func appendsToWhatTheBufferHolds() {
    var buffer = TextBuffer()
    buffer.append("[" as StaticString)
    LayoutJSON.writeLine(LayoutJSONTests.sample, to: &buffer)
    #expect(buffer.bytes == Array("[".utf8) + Self.tree(LayoutJSONTests.sample))
  }

  /// Lines written one after another with one memo, in the order a report writes them, in the
  /// reverse order and with every other line taken out: each line is the tree's bytes, whatever
  /// the lines before it held.
  @Test func linesWrittenWithAMemoAreTheTreesBytes() throws {
    let layouts = try Self.exampleLayouts()
    let everyOther = layouts.indices.filter { $0 % 2 == 0 }.map { layouts[$0] }
    for order in [layouts, Array(layouts.reversed()), everyOther] {
      var memo = LayoutLineMemo()
      var buffer = TextBuffer()
      var expected: [UInt8] = []
      for layout in order {
        LayoutJSON.writeLine(layout, to: &buffer, memo: &memo)
        expected += Self.tree(layout)
      }
      #expect(buffer.bytes == expected)
    }
  }

  /// More environments than the memo keeps, brought round again, and lines that differ from the
  /// ones before in one value only (a state, an inset that is zero or negative zero, a node's
  /// parent or column, an assumption).
  @Test func aMemoThatIsFullOrNearlyMatchesWritesEachLineAnew() {
    var layouts: [Layout] = []
    for round in 0..<2 {
      for number in 0..<100 {
        var layout = LayoutJSONTests.sample
        layout.environment.keyboard = Double(number)
        if number % 3 == 0 { layout.nodes[1].parent = "other\(round)" }
        if number % 5 == 0 { layout.nodes[1].column = nil }
        if number % 7 == 0 { layout.assumptions.append("a \"quoted\" rule \(number % 2)") }
        if number % 11 == 0 { layout.state = [] }
        if number % 13 == 0 { layout.environment.safeArea.top = -0.0 }
        if number % 17 == 0 { layout.nodes.removeLast() }
        layouts.append(layout)
      }
    }
    var memo = LayoutLineMemo()
    for layout in layouts {
      var buffer = TextBuffer()
      LayoutJSON.writeLine(layout, to: &buffer, memo: &memo)
      #expect(buffer.bytes == Self.tree(layout))
    }
  }

  /// Every example interface's layouts, scene by scene and state by state, in every
  /// environment of the default matrix, as a report lists them.
  static func exampleLayouts() throws -> [Layout] {
    let folder = FixtureGoldenTests.fixtures
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".xml") }.sorted()
    var layouts: [Layout] = []
    for name in names {
      let interface = try #require(
        InterfaceLoader.load(folder.appendingPathComponent(name).path).interface)
      let prepared = PreparedInterface(interface)
      let environments = EnvironmentMatrix.default.environments(documentProfile: interface.profile)
        .environments
      for scene in LayoutEngine.scenes(in: prepared) {
        for state in LayoutEngine.states(of: scene, in: prepared, depth: 1) {
          for environment in environments {
            if let layout = LayoutEngine.layout(
              prepared, scene: scene, state: state, environment: environment)
            {
              layouts.append(layout)
            }
          }
        }
      }
    }
    #expect(layouts.count > 300)
    return layouts
  }

  /// Every example interface, every scene and state, in every environment of the default
  /// matrix.
  @Test func everyExampleLayoutsLineIsTheTreesBytes() throws {
    for layout in try Self.exampleLayouts() {
      #expect(
        LayoutJSON.line(layout) == Self.tree(layout), "\(layout.file) \(layout.environment.slug)")
    }
  }
}
