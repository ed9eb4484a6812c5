import ArgumentParser
import PaneDocModel

/// What the command line needs before swift-argument-parser reads it: a misspelt command is
/// named with the nearest one (the parser would call it an unexpected argument and print the
/// list of commands with no hint), and a negative number after an option is that option's value
/// (the parser would read `-1` as an option and call the value missing), so that the command's
/// own range check can say what the option takes.
enum CommandLineArguments {
  /// The names a first argument may have: the commands and the parser's `help`.
  static func commandNames(of root: ParsableCommand.Type) -> [String] {
    root.configuration.subcommands.map { $0._commandName } + ["help"]
  }

  /// The lines of the usage error for an unknown command in `arguments`, or `nil` when the
  /// command (or the command `help` is asked about) is known, or none is named.
  static func unknownCommand(in arguments: [String], root: ParsableCommand.Type) -> [String]? {
    let names = commandNames(of: root)
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let named: String
    if !names.contains(first) {
      named = first
    } else if first == "help", arguments.count > 1, !arguments[1].hasPrefix("-"),
      !names.contains(arguments[1])
    {
      named = arguments[1]
    } else {
      return nil
    }
    let commands = names.filter { $0 != "help" }
    let hint = Suggestion.hint(for: named, in: commands).map { " (\($0))" } ?? ""
    return [
      "error: unknown command \(MessageText.quoted(named))\(hint); choose from: "
        + commands.joined(separator: ", "),
      "Usage: \(root._commandName) <command> [options] (see '\(root._commandName) --help')",
    ]
  }

  /// `arguments` with each negative number that follows a long option attached to it
  /// (`--step -1` becomes `--step=-1`); nothing after `--` is changed.
  static func attachingNegativeNumbers(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        result += arguments[index...]
        break
      }
      if argument.hasPrefix("--"), argument.count > 2, !argument.contains("="),
        index + 1 < arguments.count, isNegativeNumber(arguments[index + 1])
      {
        result.append(argument + "=" + arguments[index + 1])
        index += 2
        continue
      }
      result.append(argument)
      index += 1
    }
    return result
  }

  /// `-1`, `-0.5`, `-.5`: a minus sign, then digits with at most one point, and nothing else.
  static func isNegativeNumber(_ text: String) -> Bool {
    guard text.hasPrefix("-") else { return false }
    let body = text.dropFirst()
    return body.contains(where: \.isNumber) && body.filter { $0 == "." }.count <= 1
      && body.allSatisfy { $0 == "." || ("0"..."9").contains($0) }
  }
}
