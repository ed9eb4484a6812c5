import PaneDocLayout
import PaneDocModel

/// The commented config file `panedoc init` writes: every key, the ones that change nothing
/// commented out with their default values, so the file documents itself.
public enum ConfigTemplate {
  /// The file for `inputs` (paths as the commands take them) and the report folder `out`.
  public static func text(inputs: [String], out: String) -> String {
    let inputLines: [String] =
      inputs.isEmpty
      ? ["inputs: []   # no interface files were found: add files or folders here"]
      : ["inputs:"] + inputs.map { "  - " + quoted($0) }
    let head: [String] = [
      "# panedoc.yml: settings of panedoc render, diff and validate run in this folder.",
      "# Options on the command line override them. panedoc reads this file from the",
      "# current folder, or the one --config names (relative paths are taken from its folder).",
      "# A value may name environment variables: ${NAME}.",
      "",
      "# Interface files (.xml, .storyboard, .xib) or folders, searched recursively.",
    ]
    let report: [String] = [
      "",
      "# Files under the inputs to leave out: globs, where * and ? match / too.",
      "# exclude: [\"**/Legacy/*.xib\"]",
      "",
      "# The report folder panedoc render writes (its parent folders are made when missing).",
      "out: " + quoted(out),
      "",
    ]
    let rest: [String] = [
      "",
      "# How many segues deep to follow from each scene's initial state.",
      "# depth: 1",
      "",
      "# A folder of Mustache templates replacing the bundled ones, file by file.",
      "# templates: panedoc-templates",
      "",
      "# panedoc diff: ignore moves and size changes of at most this many points.",
      "# tolerance: 0",
      "",
      "# panedoc diff: exit 1 when any layout changed.",
      "# fail-on-change: false",
      "",
      "# panedoc render: layout warnings that make it exit 1 (codes, or all). Codes:",
    ]
    let warnings = wrapped(LayoutWarning.codes, prefix: "#   ")
    let lines = head + inputLines + report + matrixLines + rest + warnings
    return (lines + ["# fail-on-warnings: [arrow-detached]"]).joined(separator: "\n") + "\n"
  }

  /// The matrix, every dimension commented out with the default matrix's values.
  static var matrixLines: [String] {
    let matrix = EnvironmentMatrix.default
    let devices: String = EnvironmentMatrix.defaultDevices.map(\.rawValue).joined(separator: ", ")
    let others: [String] = EnvironmentMatrix.otherDefaultDevices.map {
      "\($0.profile.rawValue): " + $0.devices.map(\.rawValue).joined(separator: ", ")
    }
    let orientations: String = matrix.orientations.map(\.rawValue).joined(separator: ", ")
    let splits: String = matrix.multitaskingWindows.map(\.rawValue).joined(separator: ", ")
    return [
      "# The environments each scene is laid out in: a list, a comma list or all.",
      "# Unset, each takes the default matrix, shown here.",
      "matrix:",
      "  # devices: [\(devices)]   # "
        + (others + ["panedoc devices lists all"]).joined(separator: "; "),
      "  # orientations: [\(orientations)]",
      "  # splits: [\(splits)]",
      "  # profiles: [\(Profile.default.rawValue)]   # unset: each document's own profile",
      "  # windows: [702x1032]   # free-form windows WxH, laid out instead of unset splits",
    ]
  }

  /// `words` joined by commas into comment lines of at most 100 characters.
  static func wrapped(_ words: [String], prefix: String) -> [String] {
    var lines: [String] = []
    var line = prefix
    for (index, word) in words.enumerated() {
      let item = word + (index == words.count - 1 ? "" : ",")
      if line.count + item.count + 1 > 100, line != prefix {
        lines.append(line)
        line = prefix
      }
      line += (line == prefix ? "" : " ") + item
    }
    return lines + [line]
  }

  /// A path as a YAML scalar: plain when YAML reads it back as the same text, else quoted.
  static func quoted(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil))
        || "-_./+@".unicodeScalars.contains($0)
    }
    // A plain scalar may not start with an indicator such as `-` or `@`.
    if plain, let first = text.unicodeScalars.first,
      first.properties.isAlphabetic || first.properties.numericType != nil
        || "_./".unicodeScalars.contains(first),
      !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased()),
      Double(text) == nil
    {
      return text
    }
    let escaped = text.unicodeScalars.map { scalar -> String in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
      default: String(scalar)
      }
    }
    return "\"" + escaped.joined() + "\""
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
