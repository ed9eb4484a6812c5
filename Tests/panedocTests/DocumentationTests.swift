import ArgumentParser
import Foundation
import Testing

@testable import panedoc

/// The README and the pages under `docs/` as a reader meets them: every relative link leads to a
/// file that exists and every anchor to a heading of that page (by GitHub's rules for heading
/// ids), and every command of the README's shell blocks names a real command with options it
/// has, so that the quick start a newcomer copies works.
@Suite struct DocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `README.md` and every `docs/*.md`, as paths from the package root, sorted.
  static func pages() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path)
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  static func text(_ page: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
  }

  @Test func theReadmeAndTheDocsPagesAreFound() throws {
    let pages = try Self.pages()
    #expect(pages.contains("docs/commands.md"))
    #expect(pages.contains("docs/config.md"))
    #expect(pages.count > 10)
  }

  @Test func everyRelativeLinkAndAnchorResolves() throws {
    var problems: [String] = []
    for page in try Self.pages() {
      let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
      for link in Markdown.links(in: try Self.text(page)) {
        guard !link.contains("://"), !link.hasPrefix("mailto:") else { continue }
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let target =
          path.isEmpty
          ? page
          : URL(fileURLWithPath: folder == "." ? path : folder + "/" + path).standardized
            .relativePath
        let file = Self.root.appendingPathComponent(target)
        guard FileManager.default.fileExists(atPath: file.path) else {
          problems.append("\(page): \(link): no file \(target)")
          continue
        }
        guard parts.count == 2 else { continue }
        guard target.hasSuffix(".md") else {
          problems.append("\(page): \(link): an anchor into a file that is not Markdown")
          continue
        }
        let anchors = Markdown.anchors(in: try String(contentsOf: file, encoding: .utf8))
        if !anchors.contains(String(parts[1])) {
          problems.append("\(page): \(link): \(target) has no heading #\(parts[1])")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func anchorsFollowGitHubsRules() {
    let text = """
      # The config file (`panedoc.yml`)
      ## Width sweep: `panedoc sweep`
      ## Bars and views by profile
      ```sh
      # not a heading
      ```
      ## Bars and views by profile
      ## The [report](report.md) and iOS 26's *bars*
      """
    #expect(
      Markdown.anchors(in: text) == [
        "the-config-file-panedocyml", "width-sweep-panedoc-sweep", "bars-and-views-by-profile",
        "bars-and-views-by-profile-1", "the-report-and-ios-26s-bars",
      ])
  }

  @Test func linksInCodeAreNotLinks() {
    let text = """
      See [the report](docs/report.md#options) and ![a picture](Tests/a.svg).
      `[not](a-link)` and
      ```
      [nor](this)
      ```
      """
    #expect(Markdown.links(in: text) == ["docs/report.md#options", "Tests/a.svg"])
  }

  /// The commands of the README's shell blocks: every `panedoc` (or `swift run panedoc`) line
  /// names a command panedoc has and only options that command takes, and the files it reads
  /// exist in the repository.
  @Test func everyPanedocCommandOfTheReadmeParses() throws {
    let commands = Markdown.shellCommands(in: try Self.text("README.md"))
    let panedoc = commands.compactMap(Self.panedocArguments)
    #expect(panedoc.count >= 3, "\(commands)")
    for arguments in panedoc {
      #expect(Self.problem(arguments) == nil, "\(arguments): \(Self.problem(arguments) ?? "")")
    }
  }

  /// The quick start is what a newcomer runs in a fresh clone: it renders the bundled examples
  /// into the folder it then opens, and holds no development command.
  @Test func theQuickStartRendersTheExamplesAndOpensTheirReport() throws {
    let readme = try Self.text("README.md")
    let section = try #require(
      readme.components(separatedBy: "\n## Quick start\n").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    let commands = Markdown.shellCommands(in: section)
    let render = try #require(commands.first)
    #expect(render.prefix(3) == ["swift", "run", "panedoc"])
    let arguments = try #require(Self.panedocArguments(render))
    #expect(arguments.first == "render")
    let out = try #require(arguments.firstIndex(of: "--out")).advanced(by: 1)
    #expect(commands.contains { $0.last == arguments[out] + "/index.html" })
    #expect(!section.contains("swift test"))
    #expect(!section.contains("swift build"))
  }

  /// The arguments after `panedoc` in a command, or `nil` for a command of another program.
  static func panedocArguments(_ command: [String]) -> [String]? {
    if command.first == "panedoc" { return Array(command.dropFirst()) }
    if command.prefix(3) == ["swift", "run", "panedoc"] { return Array(command.dropFirst(3)) }
    return nil
  }

  /// What is wrong with `arguments` as a panedoc command line, read against the commands' own
  /// definitions (not run: nothing is rendered and no network is used).
  static func problem(_ arguments: [String]) -> String? {
    guard let name = arguments.first else { return nil }
    guard
      let command = PaneDoc.configuration.subcommands.first(where: { $0._commandName == name })
    else { return "no command \(name)" }
    let options = OptionNames(command)
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument.hasPrefix("--") {
        let option = String(argument.prefix { $0 != "=" })
        if options.flags.contains(option) { continue }
        guard options.valued.contains(option) else { return "\(name) has no option \(option)" }
        if !argument.contains("=") { index += 1 }
      } else if !FileManager.default.fileExists(
        atPath: root.appendingPathComponent(argument).path)
      {
        return "\(argument) is not in the repository"
      }
    }
    return nil
  }

  /// A command's long option names, from its help as swift-argument-parser describes it.
  struct OptionNames {
    var flags: Set<String> = ["--help"]
    var valued: Set<String> = []

    init(_ command: ParsableCommand.Type) {
      let info = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8))
      let root = (info as? [String: Any])?["command"] as? [String: Any]
      for argument in root?["arguments"] as? [[String: Any]] ?? [] {
        let names = (argument["names"] as? [[String: Any]] ?? []).filter {
          $0["kind"] as? String == "long"
        }.compactMap { $0["name"] as? String }.map { "--" + $0 }
        switch argument["kind"] as? String {
        case "flag": flags.formUnion(names)
        case "option": valued.formUnion(names)
        default: break
        }
      }
    }
  }
}

/// Just enough Markdown for the checks: headings, links and shell blocks, outside code.
enum Markdown {
  /// The lines of `text` outside fenced code blocks.
  static func prose(_ text: String) -> [Substring] {
    var inFence = false
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if !inFence { lines.append(line) }
    }
    return lines
  }

  /// `line` without its code spans.
  static func withoutCode(_ line: Substring) -> String {
    line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 0 }.map(\.element).joined()
  }

  /// The targets of the links and images of `text`, in order.
  static func links(in text: String) -> [String] {
    var targets: [String] = []
    for line in prose(text) {
      var rest = Substring(withoutCode(line))
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        targets.append(String(after[..<close]))
        rest = after[after.index(after: close)...]
      }
    }
    return targets
  }

  /// The ids GitHub gives the headings of `text`: the heading's text (a link's text, no code
  /// marks) in lower case, with everything but letters, digits, spaces, `-` and `_` removed and
  /// spaces made `-`; a repeated id gets `-1`, `-2` ….
  static func anchors(in text: String) -> [String] {
    var seen: [String: Int] = [:]
    var anchors: [String] = []
    for line in prose(text) where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }
      guard title.hasPrefix(" ") else { continue }
      var plain = ""
      var inTarget = false
      var previous: Character = " "
      for character in title.dropFirst() {
        if previous == "]", character == "(" { inTarget = true }
        if !inTarget { plain.append(character) }
        if inTarget, character == ")" { inTarget = false }
        previous = character
      }
      let slug = String(
        plain.lowercased().compactMap { character -> Character? in
          if character == " " { return "-" }
          return character.isLetter || character.isNumber || character == "-"
            || character == "_" ? character : nil
        })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.append(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// The commands of the `sh` blocks of `text`, each split into words: lines joined at a
  /// trailing backslash, comments removed.
  static func shellCommands(in text: String) -> [[String]] {
    var commands: [[String]] = []
    var inShell = false
    var pending = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inShell = !inShell && line == "```sh"
        continue
      }
      guard inShell else { continue }
      let code = line.range(of: " #").map { line[..<$0.lowerBound] } ?? line
      if code.hasSuffix("\\") {
        pending += code.dropLast() + " "
        continue
      }
      let words = (pending + code).split(separator: " ").map(String.init)
      pending = ""
      if !words.isEmpty, !words[0].hasPrefix("#") { commands.append(words) }
    }
    return commands
  }
}
