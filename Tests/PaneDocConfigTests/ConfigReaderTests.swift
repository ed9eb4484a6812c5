import Foundation
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocConfig

@Suite("config file")
struct ConfigReaderTests {
  static func parse(_ text: String, file: String = "panedoc.yml") -> ConfigReader.Result {
    ConfigReader.parse(text, file: file)
  }

  @Test("every key is read, in YAML and in JSON")
  func everyKey() throws {
    let yaml = """
      inputs:
        - Sources/App/Base.lproj
        - Extra.storyboard
      out: docs/layout
      templates: templates
      matrix:
        devices: [ipad-9.7, iphone-12]
        orientations: landscape
        splits: full, half
        profiles: all
      depth: 2
      jobs: 3
      tolerance: 0.5
      fail-on-change: true
      fail-on-warnings: [arrow-detached, popover-clamped]
      """
    let json = """
      {"inputs": ["Sources/App/Base.lproj", "Extra.storyboard"], "out": "docs/layout",
       "templates": "templates",
       "matrix": {"devices": ["ipad-9.7", "iphone-12"], "orientations": "landscape",
                  "splits": "full, half", "profiles": "all"},
       "depth": 2, "jobs": 3, "tolerance": 0.5, "fail-on-change": true,
       "fail-on-warnings": ["arrow-detached", "popover-clamped"]}
      """
    for (text, file) in [(yaml, "panedoc.yml"), (json, "panedoc.json")] {
      let result = Self.parse(text, file: file)
      #expect(result.diagnostics.isEmpty)
      let config = try #require(result.config)
      #expect(config.inputs == ["Sources/App/Base.lproj", "Extra.storyboard"])
      #expect(config.out == "docs/layout")
      #expect(config.templates == "templates")
      #expect(config.devices == .only(["ipad-9.7", "iphone-12"]))
      #expect(config.orientations == .only([.landscape]))
      #expect(config.splits == .only([.full, .half]))
      #expect(config.profiles == .all)
      #expect(config.depth == 2)
      #expect(config.jobs == 3)
      #expect(config.tolerance == 0.5)
      #expect(config.failOnChange == true)
      #expect(config.failOnWarnings == ["arrow-detached", "popover-clamped"])
    }
  }

  @Test("free-form windows are sizes WxH; anything else is located")
  func windows() throws {
    let config = try #require(Self.parse("matrix:\n  windows: [702x1032, 500x800.5]\n").config)
    #expect(config.windows?.map(\.text) == ["702x1032", "500x800.5"])
    #expect(
      config.windows?.map(\.size) == [
        Size(width: 702, height: 1032), Size(width: 500, height: 800.5),
      ])
    let bad = Self.parse("matrix:\n  windows: [702x1032, 702 by 1032]\n")
    #expect(
      bad.diagnostics.map(\.description) == [
        "panedoc.yml:2:23: error: '702 by 1032' is not a window size; write WxH in points, as "
          + "702x1032 [config-invalid-value]"
      ])
  }

  @Test("an empty file and keys left empty set nothing")
  func emptyValues() throws {
    let empty = try #require(Self.parse("").config)
    #expect(empty == PaneDocConfig(file: "panedoc.yml"))
    let blank = try #require(Self.parse("out:\nmatrix:\n  # devices: [ipad-9.7]\n").config)
    #expect(blank.out == nil)
    #expect(blank.devices == nil)
  }

  @Test("relative paths are taken from the config file's folder")
  func relativePaths() throws {
    let config = try #require(
      Self.parse("inputs: [A.storyboard, /abs/B.xib, '-']\nout: report\n", file: "ci/panedoc.yml")
        .config)
    #expect(config.inputs == ["ci/A.storyboard", "/abs/B.xib", "-"])
    #expect(config.out == "ci/report")
  }

  @Test("an unknown key is located, with the nearest key")
  func unknownKey() {
    let result = Self.parse("out: docs\nmatrix:\n  devics: [ipad-9.7]\ntolerence: 1\n")
    #expect(result.config == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "panedoc.yml:3:3: error: 'devics' is not a key of matrix; keys: devices, orientations, "
          + "splits, profiles, windows (did you mean 'devices'?) [config-unknown-key]",
        "panedoc.yml:4:1: error: 'tolerence' is not a key of the config; keys: inputs, exclude, "
          + "out, templates, matrix, depth, jobs, tolerance, fail-on-change, fail-on-warnings "
          + "(did you mean 'tolerance'?) [config-unknown-key]",
      ])
  }

  @Test("an unknown value is located at the item, with the nearest name")
  func unknownValue() {
    let result = Self.parse(
      "matrix:\n  devices: [ipad-9.7, ipad-pro-12]\n  orientations: landscap\n"
        + "fail-on-warnings: [arow-pinned]\n")
    let lines = result.diagnostics.map(\.description)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("panedoc.yml:2:23: error: 'ipad-pro-12' is not a device"))
    #expect(lines[0].hasSuffix("(did you mean 'ipad-pro-11'?) [config-unknown-value]"))
    #expect(lines[1].hasPrefix("panedoc.yml:3:17: error: 'landscap' is not an orientation"))
    #expect(lines[1].hasSuffix("(did you mean 'landscape'?) [config-unknown-value]"))
    #expect(lines[2].hasPrefix("panedoc.yml:4:20: error: 'arow-pinned' is not a warning code"))
    #expect(lines[2].hasSuffix("(did you mean 'arrow-pinned'?) [config-unknown-value]"))
  }

  @Test("values of the wrong kind are located errors")
  func wrongKinds() {
    let result = Self.parse(
      """
      inputs: {a: b}
      out: [a, b]
      depth: -1
      jobs: two
      tolerance: .nan
      fail-on-change: ture
      matrix: [ipad-9.7]
      """)
    #expect(
      result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" } == [
        "1:9 config-invalid-value", "2:6 config-invalid-value", "3:8 config-invalid-value",
        "4:7 config-invalid-value", "5:12 config-invalid-value", "6:17 config-invalid-value",
        "7:9 config-invalid-value",
      ])
    #expect(result.diagnostics[5].hint == "did you mean 'true'?")
  }

  @Test("a key set twice, a root that is no mapping and broken YAML are located errors")
  func structure() {
    // Yams 5 composes the mapping and the decoder finds the second key; Yams 6 refuses the
    // mapping and names the first.
    let twice = Self.parse("out: a\nout: b\n")
    #expect(twice.config == nil)
    #expect(twice.diagnostics.map(\.code.rawValue) == ["config-duplicate-key"])
    #expect(twice.diagnostics.first?.message.hasPrefix("'out' is set twice in ") == true)
    #expect([1, 2].contains(twice.diagnostics.first?.location.line ?? 0))
    #expect(Self.parse("- a\n- b\n").diagnostics.map(\.code.rawValue) == ["config-invalid-value"])
    let broken = Self.parse("matrix:\n  devices: [ipad-9.7\nout: x\n")
    #expect(broken.config == nil)
    #expect(broken.diagnostics.count == 1)
    #expect(broken.diagnostics[0].code.rawValue == "config-syntax")
    #expect(broken.diagnostics[0].location.line > 0)
  }

  @Test("aliases that would expand a billion times are read at once and refused")
  func billionLaughs() {
    var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...9 {
      let previous = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
      let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
      lines.append(
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
          + "]")
    }
    lines.append("inputs: *j")
    let result = Self.parse(lines.joined(separator: "\n"))
    #expect(result.config == nil)
    // The ten anchors are unknown keys; inputs holds lists, not paths.
    #expect(result.diagnostics.count == 11)
    // The list's first item is located where the alias's anchor defines it.
    #expect(result.diagnostics.contains { $0.message.hasPrefix("each item of 'inputs'") })
  }

  /// Yams recurses once per level: before the bound, 20 kB of `[` ended the process with
  /// SIGSEGV. Each way of nesting is refused before Yams sees the text, where it goes too deep.
  @Test(
    "nesting past the limit is refused before parsing, where it goes too deep",
    arguments: [
      ("inputs: " + String(repeating: "[", count: 20_000), 1, 8 + ConfigNesting.maximumDepth),
      ("a: " + String(repeating: "{b: ", count: 20_000), 1, 4 * ConfigNesting.maximumDepth),
      (String(repeating: "- ", count: 10_000) + "x", 1, 2 * ConfigNesting.maximumDepth - 1),
      (
        (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n"),
        ConfigNesting.maximumDepth + 1, ConfigNesting.maximumDepth + 1
      ),
      ("inputs:\n  - \"a\"\n  - " + String(repeating: "[", count: 5_000), 3, 4 + 30),
    ] as [(String, Int, Int)])
  func deepNesting(text: String, line: Int, column: Int) {
    let result = Self.parse(text)
    #expect(result.config == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "panedoc.yml:\(line):\(column): error: the config file nests more than "
          + "\(ConfigNesting.maximumDepth) levels deep [config-too-deep]"
      ])
  }

  /// Brackets in quotes and comments, and the lines of a block scalar, are not nesting.
  @Test("brackets in quotes, comments and block scalars are text")
  func bracketsInText() throws {
    let brackets = String(repeating: "[", count: 100)
    let deepText = (0..<100).map { String(repeating: " ", count: $0 + 2) + "x" }
    let text =
      [
        "out: \"\(brackets)\"", "templates: '\(brackets)'' \(brackets)'", "# \(brackets)",
        "inputs: |",
      ] + deepText + ["depth: 2 # \(brackets)"]
    let config = try #require(Self.parse(text.joined(separator: "\n")).config)
    #expect(config.out == brackets)
    #expect(config.templates == brackets + "' " + brackets)
    #expect(config.depth == 2)
  }

  @Test("jobs is bounded, and a number past Int is an error, not a trap")
  func jobsRange() {
    for value in ["0", "1025", "4611686018427387904", "99999999999999999999999"] {
      let result = Self.parse("jobs: \(value)")
      #expect(
        result.diagnostics.map(\.description) == [
          "panedoc.yml:1:7: error: 'jobs' takes a whole number, from 1 to 1024 "
            + "[config-invalid-value]"
        ], "\(value)")
    }
    #expect(Self.parse("jobs: 1024").config?.jobs == 1024)
  }

  @Test("the file init writes reads back as its inputs and report folder")
  func templateReadsBack() throws {
    let inputs = [
      "Sources/App/Base.lproj", "odd name: yes.storyboard", "-dash.xml", "true", "@at.xib",
      "../up/Main.storyboard",
    ]
    let text = ConfigTemplate.text(inputs: inputs, out: "docs/layout")
    let config = try #require(Self.parse(text).config)
    #expect(config.inputs == inputs)
    #expect(config.out == "docs/layout")
    #expect(config.devices == nil)
    #expect(
      text.contains("# devices: [ipad-10.2, ipad-air-10.9, ipad-pro-13-m4, iphone-16-pro-max]"))
    // Uncommenting every example line gives a valid file too.
    let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      for key in ["devices", "orientations", "splits", "profiles"]
      where
        line.hasPrefix("  # \(key):")
      {
        return "  " + line.dropFirst(4).split(separator: "#")[0]
      }
      for key in [
        "exclude", "depth", "templates", "tolerance", "fail-on-change", "fail-on-warnings",
      ]
      where line.hasPrefix("# \(key):") {
        return String(line.dropFirst(2))
      }
      return String(line)
    }.joined(separator: "\n")
    let full = Self.parse(uncommented)
    #expect(full.diagnostics.isEmpty)
    #expect(full.config?.splits == .only([.full, .twoThirds, .half, .oneThird]))
    #expect(full.config?.failOnWarnings == ["arrow-detached"])
    #expect(full.config?.exclude == ["**/Legacy/*.xib"])
  }
}
