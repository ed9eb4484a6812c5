import Foundation
import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocConfig

/// Values as the documentation writes them: booleans strictly `true` or `false`, `exclude`
/// globs, and `${NAME}` taken from the environment once, never run or expanded again.
@Suite("config values")
struct ConfigValueTests {
  static func parse(_ text: String, environment: [String: String] = [:])
    -> ConfigReader.Result
  {
    ConfigReader.parse(text, file: "panedoc.yml", environment: environment)
  }

  static func lines(_ result: ConfigReader.Result) -> [String] {
    result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
  }

  @Test("true and false are booleans, unquoted, in YAML and JSON")
  func booleans() {
    #expect(Self.parse("fail-on-change: true").config?.failOnChange == true)
    #expect(Self.parse("fail-on-change: false").config?.failOnChange == false)
    #expect(Self.parse(#"{"fail-on-change": true}"#).config?.failOnChange == true)
  }

  @Test(
    "yes, on, off, 1, True and quoted true are refused with the word meant",
    arguments: [
      ("yes", "true"), ("on", "true"), ("off", "false"), ("no", "false"), ("1", "true"),
      ("True", "true"), (#""true""#, "true"), ("'false'", "false"), ("flase", "false"),
    ])
  func strictBooleans(_ value: String, meant: String) throws {
    let result = Self.parse("fail-on-change: \(value)")
    #expect(result.config == nil)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.code.rawValue == ConfigCode.invalidValue.rawValue)
    #expect(diagnostic.location.line == 1 && diagnostic.location.column == 17)
    #expect(diagnostic.hint == "did you mean '\(meant)'?")
    #expect(diagnostic.message.contains("'fail-on-change' takes true or false"))
  }

  @Test("a quoted true is named as text")
  func quotedTrue() throws {
    let result = Self.parse(#"{"fail-on-change": "true"}"#)
    #expect(
      Self.lines(result) == [
        "1:20 'fail-on-change' takes true or false without quotes, not the text 'true'"
      ])
  }

  @Test("exclude takes globs, a list or one, relative to the config's folder")
  func exclude() throws {
    let list = try #require(Self.parse("exclude: [Pods, '**/Legacy/*.xib']").config)
    #expect(list.exclude == ["Pods", "**/Legacy/*.xib"])
    let nested = ConfigReader.parse("exclude: Pods", file: "app/panedoc.yml", environment: [:])
    #expect(nested.config?.exclude == ["app/Pods"])
    #expect(
      Self.parse("exclude: {a: b}").diagnostics.map(\.code.rawValue) == ["config-invalid-value"])
  }

  @Test("${NAME} is the environment variable, in paths, lists, numbers and booleans")
  func variables() throws {
    let environment = [
      "APP": "Sources/App", "OUT": "build/layout", "DEPTH": "2", "FAIL": "true",
      "DEVICE": "ipad-9.7",
    ]
    let result = Self.parse(
      """
      inputs: ["${APP}/Base.lproj", Extra.storyboard]
      out: ${OUT}
      depth: ${DEPTH}
      fail-on-change: ${FAIL}
      matrix:
        devices:
          - ${DEVICE}
          - iphone-12
      """, environment: environment)
    #expect(result.diagnostics.isEmpty)
    let config = try #require(result.config)
    #expect(config.inputs == ["Sources/App/Base.lproj", "Extra.storyboard"])
    #expect(config.out == "build/layout")
    #expect(config.depth == 2)
    #expect(config.failOnChange == true)
    #expect(config.devices == .only(["ipad-9.7", "iphone-12"]))
  }

  @Test("a value is put in as it is: not expanded again, never run")
  func noRecursionNoCommands() throws {
    let environment = ["A": "${B}", "B": "deep", "C": "$(touch pwned)"]
    let config = try #require(
      Self.parse("out: ${A}\ntemplates: ${C}", environment: environment).config)
    #expect(config.out == "${B}")
    #expect(config.templates == "$(touch pwned)")
    #expect(!FileManager.default.fileExists(atPath: "pwned"))
    #expect(try #require(Self.parse("out: $HOME/a$").config).out == "$HOME/a$")
  }

  @Test("an unset variable and a ${ without a name are located errors")
  func unsetAndMalformed() {
    let result = Self.parse(
      """
      out: ${NOT_SET}/layout
      inputs: [a, '${}']
      templates: ${OPEN
      depth: ${1ABC}
      """, environment: ["SET": "x"])
    #expect(result.config == nil)
    #expect(
      result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" } == [
        "1:6 config-unset-variable", "2:13 config-invalid-value", "3:12 config-invalid-value",
        "4:8 config-invalid-value",
      ])
    #expect(result.diagnostics[0].message.contains("NOT_SET, which is not set"))
  }

  @Test("expansion is a pure function of the text and the environment")
  func expansion() {
    let environment = ["A": "1", "LONG_NAME_2": "two"]
    #expect(
      ConfigVariables.expand("x${A}y${LONG_NAME_2}", environment: environment)
        == .success("x1ytwo"))
    #expect(ConfigVariables.expand("no variables", environment: [:]) == .success("no variables"))
    #expect(ConfigVariables.expand("${A", environment: environment) == .failure(.malformed))
    #expect(ConfigVariables.expand("${A-B}", environment: environment) == .failure(.malformed))
    #expect(ConfigVariables.expand("${Z}", environment: environment) == .failure(.unset("Z")))
  }
}
