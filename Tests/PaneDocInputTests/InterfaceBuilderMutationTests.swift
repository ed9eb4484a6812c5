import PaneDocModel
import PaneDocXML
import Testing

@testable import PaneDocInput

/// Every fixture, damaged one element or one attribute at a time, still reads without a crash
/// and without an error (only the document type decides whether a file is refused).
@Suite struct InterfaceBuilderMutationTests {
  /// The index paths of every element under `element`.
  private func paths(_ element: ParsedElement, prefix: [Int] = []) -> [[Int]] {
    element.children.enumerated().flatMap { index, child in
      [prefix + [index]] + paths(child, prefix: prefix + [index])
    }
  }

  private func mutate(
    _ element: inout ParsedElement, at path: [Int], _ change: (inout ParsedElement) -> Void
  ) {
    guard let first = path.first else {
      change(&element)
      return
    }
    mutate(&element.children[first], at: Array(path.dropFirst()), change)
  }

  private func root(of fixture: String) throws -> ParsedElement {
    let parsed = XMLDocumentReader.parse(
      Array(
        try String(contentsOfFile: InterfaceBuilderFixtures.path(fixture), encoding: .utf8).utf8),
      file: fixture)
    return try #require(parsed.root)
  }

  private func expectReads(_ root: ParsedElement, _ what: @autoclosure () -> String) {
    let result = InterfaceBuilderReader.read(root, file: "mutated")
    if result.interface == nil {
      #expect(result.diagnostics.map(\.code.rawValue) == ["unsupported-document"], "\(what())")
    } else {
      #expect(!result.diagnostics.containsErrors, "\(what())")
      if let interface = result.interface {
        InterfaceBuilderFixtures.expectConsistent(interface)
      }
    }
  }

  @Test(arguments: [
    "Popovers.storyboard", "Hostile.storyboard", "MasterDetail-2182.storyboard",
    "RuntimeAttributes.storyboard", "ReplaceSegue-3084.storyboard", "Toolbar.xib",
  ])
  func removingAnyElementStillReads(fixture: String) throws {
    let original = try root(of: fixture)
    for path in paths(original) {
      var damaged = original
      let last = path.last!
      mutate(&damaged, at: Array(path.dropLast())) { $0.children.remove(at: last) }
      expectReads(damaged, "\(fixture) without element \(path)")
    }
  }

  @Test(arguments: [
    "Popovers.storyboard", "TripleColumn.storyboard", "SegueKinds.storyboard", "Toolbar.xib",
  ])
  func rewritingAnyAttributeStillReads(fixture: String) throws {
    let original = try root(of: fixture)
    // Values that make references point at the wrong kind of object, at themselves, or nowhere.
    let values = [
      "", "Ctl-Pv-001", "Alb-Bb-001", "Spl-it-Vc1", "Msg-Vc-001", "Hub-Vc-001", "Set-Vc-001",
      "-1", "1e300", "YES",
    ]
    for path in [[]] + paths(original) {
      let attributeCount = path.reduce(original) { $0.children[$1] }.attributes.count
      for index in 0..<attributeCount {
        for value in values {
          var damaged = original
          mutate(&damaged, at: path) { $0.attributes[index].value = value }
          expectReads(damaged, "\(fixture) element \(path) attribute \(index) = '\(value)'")
        }
      }
    }
  }
}
