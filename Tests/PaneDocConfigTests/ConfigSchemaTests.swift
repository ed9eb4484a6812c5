import Foundation
import PaneDocLayout
import Testing

@testable import PaneDocConfig

/// `docs/panedoc.schema.json`, the JSON Schema editors complete `panedoc.yml` from, against the
/// reader: the same keys, the same names for each choice, and the bounds the reader checks.
@Suite("config schema")
struct ConfigSchemaTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/panedoc.schema.json")

  static func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: file)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func properties(_ object: [String: Any]) throws -> [String: [String: Any]] {
    try #require(object["properties"] as? [String: [String: Any]])
  }

  /// The names an `anyOf` list of a key accepts as the items of its list form.
  static func choices(_ property: [String: Any]) throws -> [String] {
    let forms = try #require(property["anyOf"] as? [[String: Any]])
    let list = try #require(forms.first { $0["type"] as? String == "array" })
    let items = try #require(list["items"] as? [String: Any])
    return try #require(items["enum"] as? [String])
  }

  /// The minimum of the number form of a key.
  static func minimum(_ property: [String: Any], type: String) throws -> Int {
    let forms = try #require(property["anyOf"] as? [[String: Any]])
    let number = try #require(forms.first { $0["type"] as? String == type })
    return try #require(number["minimum"] as? Int)
  }

  @Test("the schema has exactly the reader's keys, and no others")
  func keys() throws {
    let schema = try Self.schema()
    #expect(schema["additionalProperties"] as? Bool == false)
    let properties = try Self.properties(schema)
    #expect(Set(properties.keys) == Set(ConfigKey.allCases.map(\.rawValue)))
    let matrix = try #require(properties["matrix"])
    #expect(matrix["additionalProperties"] as? Bool == false)
    #expect(
      Set(try Self.properties(matrix).keys) == Set(ConfigKey.Matrix.allCases.map(\.rawValue)))
    for (name, property) in properties {
      #expect(!((property["description"] as? String) ?? "").isEmpty, "\(name) has no description")
    }
  }

  @Test("each choice lists the names the reader takes, in the catalog's order, and all")
  func choices() throws {
    let properties = try Self.properties(try Self.schema())
    let matrix = try Self.properties(try #require(properties["matrix"]))
    for dimension in ConfigKey.Matrix.allCases where dimension != .windows {
      let property = try #require(matrix[dimension.rawValue])
      let expected = dimension.choices + ["all"]
      guard try Self.choices(property) != expected else { continue }
      if ProcessInfo.processInfo.environment["PANEDOC_RECORD"] == "1" {
        try Self.record(expected, for: dimension.rawValue)
      } else {
        Issue.record("\(dimension): not the catalog's choices; PANEDOC_RECORD=1 rewrites them")
      }
    }
    let warnings = try #require(properties["fail-on-warnings"])
    #expect(try Self.choices(warnings) == LayoutWarning.codes + ["all"])
  }

  /// Rewrites the `enum` list of the matrix key `key` with `choices`, one a line as the file
  /// writes them: a device, a profile or a split is one entry of the catalog, and its name
  /// reaches the schema with `PANEDOC_RECORD=1 swift test`.
  static func record(_ choices: [String], for key: String) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let property = try #require(text.range(of: "\"\(key)\": {"))
    let list = try #require(
      text.range(of: "\"enum\": [\n", range: property.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "]", range: list.upperBound..<text.endIndex))
    let lineStart = text[..<list.lowerBound].lastIndex(of: "\n").map(text.index(after:))
    let indent = String(
      repeating: " ",
      count: text.distance(from: lineStart ?? text.startIndex, to: list.lowerBound) + 2)
    let items = choices.map { indent + "\"\($0)\"" }.joined(separator: ",\n")
    let closing = String(indent.dropLast(2))
    let rewritten = text.replacingCharacters(
      in: list.upperBound..<end.upperBound, with: items + "\n" + closing + "]")
    try rewritten.write(to: file, atomically: true, encoding: .utf8)
    // Recording never passes by itself: the rewritten file is reviewed, then checked again.
    Issue.record("Recorded the \(key) of docs/panedoc.schema.json (PANEDOC_RECORD=1): review it")
  }

  @Test("the schema's bounds are the reader's: the least value it allows is read, one less is not")
  func bounds() throws {
    let properties = try Self.properties(try Self.schema())
    for key in ["depth", "jobs"] {
      let least = try Self.minimum(try #require(properties[key]), type: "integer")
      #expect(ConfigReader.parse("\(key): \(least)", file: "p.yml").diagnostics.isEmpty, "\(key)")
      #expect(!ConfigReader.parse("\(key): \(least - 1)", file: "p.yml").diagnostics.isEmpty)
    }
    let tolerance = try Self.minimum(try #require(properties["tolerance"]), type: "number")
    #expect(ConfigReader.parse("tolerance: \(tolerance)", file: "p.yml").diagnostics.isEmpty)
    #expect(!ConfigReader.parse("tolerance: -0.5", file: "p.yml").diagnostics.isEmpty)
    let boolean = try #require(properties["fail-on-change"]?["anyOf"] as? [[String: Any]])
    #expect(boolean.contains { $0["type"] as? String == "boolean" })
  }
}
