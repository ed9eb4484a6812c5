import Foundation
import Testing

@testable import PaneDocMustache

/// Every test of the Mustache spec's core modules (comments, delimiters, interpolation,
/// inverted, partials, sections), kept as data in `Spec/` (see its README for where each came
/// from). The optional modules (lambdas, inheritance, dynamic names) are not supported.
@Suite("Mustache spec")
struct MustacheSpecTests {
  static let modules = [
    "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
  ]
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Spec")

  static let cases: [SpecCase] = modules.flatMap { module -> [SpecCase] in
    let url = directory.appendingPathComponent(module + ".json")
    guard let data = FileManager.default.contents(atPath: url.path),
      let file = try? JSONDecoder().decode(SpecFile.self, from: data)
    else { return [SpecCase(module: module, name: "unreadable", missing: true)] }
    return file.tests.map {
      var test = $0
      test.module = module
      return test
    }
  }

  @Test func holdsEveryTestOfTheCoreModules() {
    #expect(!Self.cases.contains { $0.missing })
    #expect(Self.cases.count == 136)
  }

  @Test(arguments: cases)
  func passes(_ test: SpecCase) throws {
    var library = MustacheLibrary()
    library.register(try MustacheTemplate(test.template), named: "")
    for (name, partial) in test.partials ?? [:] {
      library.register(try MustacheTemplate(partial), named: name)
    }
    let context = test.data.plain ?? [String: Any]()
    let output = String(decoding: try library.render("", context), as: UTF8.self)
    #expect(output == test.expected, "\(test.module): \(test.name)")
  }
}

struct SpecFile: Decodable {
  var tests: [SpecCase]
}

/// One test of the spec: a template, its partials, the data it renders and the text expected.
struct SpecCase: Decodable, Sendable, CustomTestStringConvertible {
  var module = ""
  var name: String
  var data: SpecValue = .null
  var template = ""
  var expected = ""
  var partials: [String: String]?
  var missing = false

  var testDescription: String { "\(module): \(name)" }

  enum CodingKeys: String, CodingKey { case name, data, template, expected, partials }

  init(module: String, name: String, missing: Bool) {
    self.module = module
    self.name = name
    self.missing = missing
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    data = try container.decode(SpecValue.self, forKey: .data)
    template = try container.decode(String.self, forKey: .template)
    expected = try container.decode(String.self, forKey: .expected)
    partials = try container.decodeIfPresent([String: String].self, forKey: .partials)
  }
}

/// A JSON value of the spec's data.
indirect enum SpecValue: Decodable, Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  case decimal(Double)
  case string(String)
  case list([SpecValue])
  case object([String: SpecValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .decimal(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([SpecValue].self) {
      self = .list(value)
    } else {
      self = .object(try container.decode([String: SpecValue].self))
    }
  }

  /// The value as the plain Swift values a context holds; `null` is no value, as a missing name.
  var plain: Any? {
    switch self {
    case .null: nil
    case .bool(let value): value
    case .integer(let value): value
    case .decimal(let value): value
    case .string(let value): value
    case .list(let values): values.compactMap(\.plain)
    case .object(let members): members.compactMapValues(\.plain)
    }
  }
}
