import PaneDocCore
import PaneDocLayout
import PaneDocModel
import Yams

/// Walks a config file's nodes into a `PaneDocConfig`, collecting a located diagnostic for each
/// key or value at fault and going on, so one run reports everything wrong with the file.
struct ConfigDecoder {
  let file: String
  /// The folder relative paths are resolved against; `nil` for the current folder.
  let folder: String?
  /// Where `${NAME}` in a value is looked up.
  let environment: [String: String]
  private(set) var config: PaneDocConfig
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String, folder: String?, environment: [String: String]) {
    self.file = file
    self.folder = folder
    self.environment = environment
    config = PaneDocConfig(file: file)
  }

  mutating func decode(_ root: Yams.Node) {
    if isNull(root) { return }
    for (name, key, value) in entries(of: root, "the config file") {
      guard let known = ConfigKey(rawValue: name) else {
        unknownKey(name, at: key, choices: ConfigKey.allCases.map(\.rawValue), in: "the config")
        continue
      }
      if isNull(value) { continue }
      guard let value = expanded(value, name) else { continue }
      switch known {
      case .inputs: config.inputs = strings(value, name)?.map { path($0.text) }
      case .exclude: config.exclude = strings(value, name)?.map { path($0.text) }
      case .out: config.out = string(value, name).map(path)
      case .templates: config.templates = string(value, name).map(path)
      case .matrix: decodeMatrix(value)
      case .depth: config.depth = integer(value, name, minimum: 0)
      case .jobs:
        config.jobs = integer(value, name, minimum: 1, maximum: OrderedParallel.maximumJobs)
      case .tolerance: config.tolerance = number(value, name)
      case .failOnChange: config.failOnChange = boolean(value, name)
      case .failOnWarnings:
        config.failOnWarnings = names(
          value, name, choices: LayoutWarning.codes, what: "warning code")
      }
    }
  }

  private mutating func decodeMatrix(_ node: Yams.Node) {
    for (name, key, value) in entries(of: node, "matrix") {
      guard let dimension = ConfigKey.Matrix(rawValue: name) else {
        unknownKey(
          name, at: key, choices: ConfigKey.Matrix.allCases.map(\.rawValue), in: "matrix")
        continue
      }
      if isNull(value) { continue }
      guard let value = expanded(value, "matrix." + name) else { continue }
      if dimension == .windows {
        config.windows = windowSizes(value)
        continue
      }
      let values = names(
        value, "matrix." + name, choices: dimension.choices, what: String(name.dropLast()))
      switch dimension {
      case .devices: config.devices = Self.choice(values, DeviceID.init(rawValue:))
      case .orientations: config.orientations = Self.choice(values, Orientation.init(rawValue:))
      case .splits: config.splits = Self.choice(values, MultitaskingWindow.init(rawValue:))
      case .profiles: config.profiles = Self.choice(values, Profile.init(rawValue:))
      case .windows: break
      }
    }
  }

  // MARK: Shapes

  /// The key-value pairs of a mapping, each key a plain name once; anything else is reported.
  private mutating func entries(of node: Yams.Node, _ what: String) -> [(
    String, Yams.Node, Yams.Node
  )] {
    guard case .mapping(let mapping) = node else {
      fail(ConfigCode.invalidValue, "\(what) must be a mapping of keys to values", at: node)
      return []
    }
    var seen: Set<String> = []
    var pairs: [(String, Yams.Node, Yams.Node)] = []
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key else {
        fail(ConfigCode.invalidValue, "a key in \(what) must be a plain name", at: key)
        continue
      }
      guard seen.insert(scalar.string).inserted else {
        fail(ConfigCode.duplicateKey, "'\(scalar.string)' is set twice in \(what)", at: key)
        continue
      }
      pairs.append((scalar.string, key, value))
    }
    return pairs
  }

  /// A scalar's text; lists and mappings are reported.
  private mutating func string(_ node: Yams.Node, _ key: String) -> String? {
    guard case .scalar(let scalar) = node else {
      fail(ConfigCode.invalidValue, "'\(key)' takes one value, not a list or mapping", at: node)
      return nil
    }
    return scalar.string
  }

  /// A list of scalars, one scalar, or a comma-separated scalar (as the command line writes it),
  /// each item with its node for locating a problem.
  private mutating func strings(_ node: Yams.Node, _ key: String) -> [(
    text: String, node: Yams.Node
  )]? {
    // `if case` rather than a switch: Yams 6 adds a case (aliases) that Yams 5 lacks, and
    // anything but a scalar or a list is refused alike.
    if case .scalar(let scalar) = node {
      let parts = scalar.string.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard !parts.contains(where: \.isEmpty), !parts.isEmpty else {
        fail(ConfigCode.invalidValue, "'\(key)' needs at least one value", at: node)
        return nil
      }
      return parts.map { ($0, node) }
    }
    if case .sequence(let sequence) = node {
      var items: [(String, Yams.Node)] = []
      for item in sequence {
        guard case .scalar(let scalar) = item, !scalar.string.isEmpty else {
          fail(ConfigCode.invalidValue, "each item of '\(key)' must be one plain value", at: item)
          return nil
        }
        items.append((scalar.string, item))
      }
      guard !items.isEmpty else {
        fail(ConfigCode.invalidValue, "'\(key)' needs at least one value", at: node)
        return nil
      }
      return items
    }
    fail(ConfigCode.invalidValue, "'\(key)' takes a value or a list of values", at: node)
    return nil
  }

  /// A list of names from `choices`, or `all` (alone) for every one of them.
  private mutating func names(_ node: Yams.Node, _ key: String, choices: [String], what: String)
    -> [String]?
  {
    guard let items = strings(node, key) else { return nil }
    if items.map(\.text) == ["all"] { return ["all"] }
    var valid = true
    let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    for item in items where !choices.contains(item.text) {
      valid = false
      fail(
        ConfigCode.unknownValue,
        "'\(item.text)' is not \(article) \(what); '\(key)' takes "
          + choices.joined(separator: ", ")
          + " or all",
        at: item.node, hint: Suggestion.hint(for: item.text, in: choices + ["all"]))
    }
    return valid ? items.map(\.text) : nil
  }

  /// Names checked by `names` as a matrix choice: `all`, or the values they name.
  private static func choice<Value>(_ names: [String]?, _ make: (String) -> Value?)
    -> MatrixChoice<Value>?
  {
    names.map { $0 == ["all"] ? .all : .only($0.compactMap(make)) }
  }

  /// Window sizes, each `WxH` in points.
  private mutating func windowSizes(_ node: Yams.Node) -> [WrittenWindowSize]? {
    guard let items = strings(node, "matrix.windows") else { return nil }
    var sizes: [WrittenWindowSize] = []
    for item in items {
      guard let size = WrittenWindowSize(item.text) else {
        fail(
          ConfigCode.invalidValue,
          "'\(item.text)' is not a window size; write WxH in points, as 702x1032", at: item.node)
        continue
      }
      sizes.append(size)
    }
    return sizes.count == items.count ? sizes : nil
  }

  /// A whole number from `minimum` to `maximum` (without one, to `Int.max`).
  private mutating func integer(_ node: Yams.Node, _ key: String, minimum: Int, maximum: Int? = nil)
    -> Int?
  {
    guard case .scalar = node, let value = node.int, value >= minimum, value <= maximum ?? .max
    else {
      let range = maximum.map { "from \(minimum) to \($0)" } ?? "\(minimum) or more"
      fail(ConfigCode.invalidValue, "'\(key)' takes a whole number, \(range)", at: node)
      return nil
    }
    return value
  }

  private mutating func number(_ node: Yams.Node, _ key: String) -> Double? {
    guard case .scalar = node, let value = node.float, value.isFinite, value >= 0 else {
      fail(ConfigCode.invalidValue, "'\(key)' takes a number of points, 0 or more", at: node)
      return nil
    }
    return value
  }

  /// `true` or `false`, unquoted, as the documentation writes them: YAML 1.1's `yes`, `on`,
  /// `off` and the quoted string `"true"` are refused with the word meant.
  private mutating func boolean(_ node: Yams.Node, _ key: String) -> Bool? {
    guard case .scalar(let scalar) = node else {
      fail(ConfigCode.invalidValue, "'\(key)' takes true or false", at: node)
      return nil
    }
    let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
    if !quoted, scalar.string == "true" || scalar.string == "false" {
      return scalar.string == "true"
    }
    let meant: String? =
      switch scalar.string.lowercased() {
      case "true", "yes", "y", "on", "1": "true"
      case "false", "no", "n", "off", "0": "false"
      default: Suggestion.nearest(to: scalar.string, in: ["true", "false"])
      }
    fail(
      ConfigCode.invalidValue,
      quoted
        ? "'\(key)' takes true or false without quotes, not the text \(quotedValue(scalar.string))"
        : "\(quotedValue(scalar.string)) is not a boolean: '\(key)' takes true or false",
      at: node, hint: meant.map { "did you mean '\($0)'?" })
    return nil
  }

  /// `node` with `${NAME}` in its scalars replaced from the environment; `nil`, with the
  /// problem reported at the scalar, when a variable is not set or `${` is not closed. Only a
  /// value's own scalars and a list's scalar items are looked at: anything nested deeper is
  /// refused by the value's reader without being walked, however many aliases it repeats.
  private mutating func expanded(_ node: Yams.Node, _ key: String) -> Yams.Node? {
    if case .scalar(let scalar) = node {
      switch ConfigVariables.expand(scalar.string, environment: environment) {
      case .success(let text):
        return .scalar(Yams.Node.Scalar(text, scalar.tag, scalar.style, scalar.mark))
      case .failure(.unset(let name)):
        fail(
          ConfigCode.unsetVariable,
          "'\(key)' uses the environment variable \(name), which is not set", at: node)
      case .failure(.malformed):
        fail(
          ConfigCode.invalidValue,
          "'\(key)' has a '${' that does not enclose a variable name and '}', as ${NAME}",
          at: node)
      }
      return nil
    }
    if case .sequence(let sequence) = node {
      var items: [Yams.Node] = []
      for item in sequence {
        guard case .scalar = item else {
          items.append(item)
          continue
        }
        guard let item = expanded(item, key) else { return nil }
        items.append(item)
      }
      return .sequence(Yams.Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
    }
    return node
  }

  /// A value from the file for quoting in a message, shortened when long.
  private func quotedValue(_ text: String) -> String {
    text.count > 40 ? "'\(text.prefix(20))…' (\(text.count) characters)" : "'\(text)'"
  }

  private func isNull(_ node: Yams.Node) -> Bool {
    if case .scalar = node { return node.null != nil }
    return false
  }

  // MARK: Reporting

  private mutating func unknownKey(
    _ name: String, at node: Yams.Node, choices: [String], in what: String
  ) {
    fail(
      ConfigCode.unknownKey,
      "'\(name)' is not a key of \(what); keys: " + choices.joined(separator: ", "), at: node,
      hint: Suggestion.hint(for: name, in: choices))
  }

  private mutating func fail(
    _ code: ConfigCode, _ message: String, at node: Yams.Node, hint: String? = nil
  ) {
    let mark = node.mark
    diagnostics.append(
      .error(
        code, message,
        at: SourceLocation(file: file, line: mark?.line ?? 0, column: mark?.column ?? 0),
        hint: hint))
  }

  /// `text` as a path from the current folder: relative paths are taken from the config's folder.
  private func path(_ text: String) -> String {
    guard let folder, !text.hasPrefix("/"), text != "-" else { return text }
    return folder + "/" + text
  }
}
