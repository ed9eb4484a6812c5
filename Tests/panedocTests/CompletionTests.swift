import ArgumentParser
import Foundation
import PaneDocLayout
import PaneDocModel
import Testing

@testable import panedoc

/// The shell completions offer what each value can be: interface files for inputs, folders for
/// report folders, config files for `--config`, and the catalog's names for devices, splits,
/// orientations, profiles and warning codes, read from the commands' definitions as the
/// completion scripts are.
@Suite struct CompletionTests {
  /// The completion an argument of this name must offer, as swift-argument-parser describes it.
  static var expected: [String: [String: Any]] {
    [
      "inputs": file(["xml", "storyboard", "xib"]), "input": file(["xml", "storyboard", "xib"]),
      "old": file(["xml", "storyboard", "xib", "json"]),
      "new": file(["xml", "storyboard", "xib", "json"]),
      "shards": ["directory": [:]], "folders": ["directory": [:]], "out": ["directory": [:]],
      "templates": ["directory": [:]], "accept-into": ["directory": [:]],
      "config": file(["yml", "yaml", "json"]), "junit": file(["xml"]),
      "device": list(EnvironmentChoice.devices),
      "devices": list(EnvironmentChoice.devices + ["all"]),
      "orientation": list(["portrait", "landscape"]),
      "orientations": list(["portrait", "landscape", "all"]),
      "split": list(MultitaskingWindow.allCases.map(\.rawValue)),
      "splits": list(MultitaskingWindow.allCases.map(\.rawValue) + ["all"]),
      "profile": list(Profile.allCases.map(\.rawValue)),
      "profiles": list(Profile.allCases.map(\.rawValue) + ["all"]),
      "fail-on-warnings": list(LayoutWarning.codes + ["all"]),
    ]
  }

  static func file(_ extensions: [String]) -> [String: Any] {
    ["file": ["extensions": extensions]]
  }

  static func list(_ values: [String]) -> [String: Any] { ["list": ["values": values]] }

  /// Each argument of `command`: its long name (a positional's value name) and its completion.
  static func arguments(of command: ParsableCommand.Type) throws -> [(String, Any?)] {
    let info = try JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8))
    let root = try #require((info as? [String: Any])?["command"] as? [String: Any])
    return (root["arguments"] as? [[String: Any]] ?? []).compactMap { argument in
      let long =
        (argument["names"] as? [[String: Any]] ?? []).first {
          $0["kind"] as? String == "long"
        }?["name"] as? String
      guard let name = long ?? (argument["valueName"] as? String) else { return nil }
      return (name, argument["completionKind"])
    }
  }

  @Test(arguments: PaneDoc.configuration.subcommands.map { $0._commandName })
  func everyPathAndNameCompletes(_ name: String) throws {
    let command = try #require(
      PaneDoc.configuration.subcommands.first { $0._commandName == name })
    for (argument, completion) in try Self.arguments(of: command) {
      guard let expected = Self.expected[argument] else { continue }
      let actual = try JSONSerialization.data(
        withJSONObject: completion ?? [:], options: .sortedKeys)
      let wanted = try JSONSerialization.data(withJSONObject: expected, options: .sortedKeys)
      #expect(
        actual == wanted,
        "\(name) \(argument): \(String(decoding: actual, as: UTF8.self))")
    }
  }

  @Test("the scripts of the three shells carry them")
  func scripts() {
    let bash = PaneDoc.completionScript(for: .bash)
    #expect(bash.contains("'--out')\n        __panedoc_add_completions -d\n"))
    #expect(bash.contains("-fX '!*.@(xml|storyboard|xib)'"))
    #expect(bash.contains("'--device')\n        __panedoc_add_completions -W 'ipad-mini'"))
    let zsh = PaneDoc.completionScript(for: .zsh)
    #expect(zsh.contains(":out:_files -/'"))
    #expect(zsh.contains("_files -g '\\''*.yml *.yaml *.json'\\''"))
    let fish = PaneDoc.completionScript(for: .fish)
    #expect(fish.contains("-rfka 'ios6 ios12 ios17 ios26 all'"))
  }

  /// The manual's EXIT STATUS (`scripts/manual`) names the statuses the documentation lists.
  @Test func theManualListsTheExitStatuses() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let script = try String(
      contentsOf: root.appendingPathComponent("scripts/manual"), encoding: .utf8)
    let listed = script.split(separator: "\n").compactMap { line -> String? in
      guard line.contains("print \".It ") else { return nil }
      return line.components(separatedBy: ".It ").last?.replacingOccurrences(of: "\"", with: "")
    }
    #expect(listed == ["0", "1", "2", "64", "130 , 143"])
    let commands = try String(
      contentsOf: root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
    for status in ["| 0 |", "| 1 |", "| 2 |", "| 64 |", "| 130, 143 |"] {
      #expect(commands.contains(status))
    }
    #expect(
      [ExitStatus.findings, ExitStatus.failure, ExitStatus.usage].map(\.rawValue) == [1, 2, 64])
  }
}
