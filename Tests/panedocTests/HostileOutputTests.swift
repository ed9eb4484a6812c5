import Foundation
import Testing

/// What a hostile input or output folder can do to the report: text from the input stays text,
/// names stay inside `--out`, links are not followed, a foreign folder is refused, and a failed
/// write leaves everything as it was.
@Suite("Hostile outputs", .serialized)
struct HostileOutputTests {
  /// Every element and attribute name in a markup text, counted: what the templates and the
  /// renderer put there. Input text that escaped its escaping would add to them.
  static func markup(_ text: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    let tag = try! NSRegularExpression(pattern: "<([A-Za-z][A-Za-z0-9:-]*)([^>]*)>")
    let attribute = try! NSRegularExpression(pattern: "\\s([A-Za-z_:][A-Za-z0-9_.:-]*)\\s*=")
    let whole = NSRange(text.startIndex..., in: text)
    for match in tag.matches(in: text, range: whole) {
      let name = (text as NSString).substring(with: match.range(at: 1))
      counts["<\(name)>", default: 0] += 1
      let inside = (text as NSString).substring(with: match.range(at: 2))
      let range = NSRange(inside.startIndex..., in: inside)
      for found in attribute.matches(in: inside, range: range) {
        counts["\(name) \((inside as NSString).substring(with: found.range(at: 1)))", default: 0] +=
          1
      }
    }
    return counts
  }

  /// The markup fixture with every title and label replaced by plain text of as many
  /// characters, so a name the index cuts (and gives a `title` attribute) is cut in both.
  static func plainVersion(of text: String) -> String {
    let pattern = try! NSRegularExpression(pattern: "(title|label)=\"([^\"]*)\"")
    var result = ""
    var copied = text.startIndex
    for found in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      let whole = Range(found.range, in: text)!
      let value = text[Range(found.range(at: 2), in: text)!]
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
      result += text[copied..<whole.lowerBound] + text[Range(found.range(at: 1), in: text)!]
      result += "=\"Plain" + String(repeating: "x", count: max(0, value.count - 5)) + "\""
      copied = whole.upperBound
    }
    return result + text[copied...]
  }

  @Test("titles full of markup, quotes, Mustache tags and ]]> add no element or attribute")
  func markupStaysText() throws {
    let box = try Hostile.Sandbox()
    // Both inputs in folders of one length, so the index shows (and cuts) their paths alike.
    let hostile = box.path("a/titles.xml")
    let plain = box.path("b/titles.xml")
    for folder in ["a", "b"] {
      try FileManager.default.createDirectory(
        atPath: box.path(folder), withIntermediateDirectories: true)
    }
    let text = try String(contentsOfFile: Hostile.fixture("markup-titles.xml"), encoding: .utf8)
    try text.write(toFile: hostile, atomically: true, encoding: .utf8)
    try Self.plainVersion(of: text).write(toFile: plain, atomically: true, encoding: .utf8)
    for (input, out) in [(hostile, "hostile"), (plain, "plain")] {
      #expect(
        try Hostile.run(["render", input, "--out", box.path(out)] + Hostile.small).status == 0)
    }
    let files = try FileManager.default.subpathsOfDirectory(atPath: box.path("hostile"))
      .filter { $0.hasSuffix(".svg") || $0.hasSuffix(".html") }.sorted()
    #expect(files.contains("index.html"))
    #expect(files.contains { $0.hasSuffix(".svg") })
    var sawHostileText = false
    for file in files {
      let text = try String(contentsOfFile: box.path("hostile/\(file)"), encoding: .utf8)
      let reference = try String(contentsOfFile: box.path("plain/\(file)"), encoding: .utf8)
      #expect(Self.markup(text) == Self.markup(reference), "\(file)")
      #expect(!text.contains("<script>alert"), "\(file)")
      #expect(!text.contains("<img src=x"), "\(file)")
      sawHostileText = sawHostileText || text.contains("alert(1)")
    }
    #expect(sawHostileText, "the hostile titles appear, escaped")
    let json = try Data(contentsOf: URL(fileURLWithPath: box.path("hostile/layout.json")))
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: json) }

    let diff = try Hostile.run(["diff", plain, hostile, "--format", "markdown"] + Hostile.small)
    #expect(diff.status == 0)
    #expect(!diff.standardOutput.contains("<script>"))
    #expect(!diff.standardOutput.contains("<img"))
    // Every table row has as many cell separators as the header: a `|` in a title is escaped.
    let rows = diff.standardOutput.split(separator: "\n").filter { $0.hasPrefix("|") }
    let separators = rows.map { row in
      zip(row, " " + row).filter { $0 == "|" && $1 != "\\" }.count
    }
    #expect(rows.count > 2)
    #expect(Set(separators).count == 1, "\(rows)")

    let page = try Hostile.run(
      ["diff", plain, hostile, "--out", box.path("diff")] + Hostile.small)
    #expect(page.status == 0)
    let html = try String(contentsOfFile: box.path("diff/index.html"), encoding: .utf8)
    #expect(html.contains("alert(1)"))
    for injected in ["<script>alert", "<img src=x", "<svg onload", "onmouseover='"] {
      #expect(!html.contains(injected), "\(injected)")
    }
  }

  @Test(
    "ids that are paths, reserved names or differ by case become safe, unique names inside --out")
  func pathIds() throws {
    let box = try Hostile.Sandbox()
    try Data("beside\n".utf8).write(to: URL(fileURLWithPath: box.path("passwd")))
    let run = try Hostile.run(
      ["render", Hostile.fixture("path-ids.storyboard"), "--out", box.path("out/report")]
        + Hostile.small)
    #expect(run.status == 0, "\(run.standardError)")
    let snapshot = try box.snapshot()
    #expect(snapshot["passwd"] == "file " + Data("beside\n".utf8).base64EncodedString())
    #expect(
      snapshot.keys.allSatisfy { $0 == "passwd" || $0 == "out" || $0.hasPrefix("out/report") })
    #expect(!snapshot.values.contains { $0.hasPrefix("link") })
    let reserved = Set(
      ["con", "prn", "aux", "nul"] + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })
    let names = try FileManager.default.contentsOfDirectory(atPath: box.path("out/report"))
    for name in names {
      #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
      #expect(name != ".." && name != ".")
      let stem = name.split(separator: ".", omittingEmptySubsequences: false)[0].lowercased()
      #expect(!reserved.contains(stem), "\(name)")
    }
    #expect(Set(names.map { $0.lowercased() }).count == names.count, "\(names)")
    // Seven scenes (`mail` and `Mail` among them), the stamp, index.html and layout.json.
    #expect(names.count == 10, "\(names.sorted())")
  }

  @Test("symbolic links planted in the output folder are not followed")
  func plantedLinks() throws {
    let box = try Hostile.Sandbox()
    let out = box.path("report")
    #expect(try Hostile.run(["render", Hostile.mail, "--out", out] + Hostile.small).status == 0)
    let elsewhere = box.path("elsewhere")
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try Data("keep\n".utf8).write(to: URL(fileURLWithPath: elsewhere + "/keep.txt"))
    try FileManager.default.removeItem(atPath: out + "/mail")
    try FileManager.default.createSymbolicLink(
      atPath: out + "/mail", withDestinationPath: elsewhere)
    try FileManager.default.removeItem(atPath: out + "/layout.json")
    try FileManager.default.createSymbolicLink(
      atPath: out + "/layout.json", withDestinationPath: elsewhere + "/keep.txt")
    let before = try box.snapshot()

    #expect(try Hostile.run(["render", Hostile.mail, "--out", out] + Hostile.small).status == 0)
    let after = try box.snapshot()
    #expect(
      after.filter { $0.key.hasPrefix("elsewhere") }
        == before.filter { $0.key.hasPrefix("elsewhere") })
    #expect(after["report/mail"] == "folder")
    #expect(after["report/layout.json"]?.hasPrefix("file ") == true)

    // An output folder that is itself a link is refused.
    try FileManager.default.createSymbolicLink(
      atPath: box.path("linked"), withDestinationPath: elsewhere)
    let beforeLinked = try box.snapshot()
    let linked = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("linked")] + Hostile.small)
    #expect(linked.status == 2)
    #expect(linked.standardError.contains("symbolic link"))
    #expect(try box.snapshot() == beforeLinked)
  }

  @Test("a non-empty output folder without the stamp is refused and left alone")
  func foreignFolder() throws {
    let box = try Hostile.Sandbox()
    try FileManager.default.createDirectory(
      atPath: box.path("docs"), withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: box.path("docs/notes.txt")))
    let before = try box.snapshot()
    let run = try Hostile.run(["render", Hostile.mail, "--out", box.path("docs")] + Hostile.small)
    #expect(run.status == 2)
    #expect(run.standardError.contains(".panedoc-report"))
    #expect(try box.snapshot() == before)
  }

  @Test(
    "a write that fails leaves no report, no temporary folder and the previous report as it was")
  func failedWrites() throws {
    let box = try Hostile.Sandbox()
    try Data("a file\n".utf8).write(to: URL(fileURLWithPath: box.path("file")))
    let before = try box.snapshot()
    // A file where the output folder's parent must be.
    let underFile = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("file/report")] + Hostile.small)
    #expect(underFile.status == 2)
    #expect(underFile.standardError.contains("is not a folder"))
    // A file where the output folder must be.
    let onFile = try Hostile.run(
      ["render", Hostile.mail, "--out", box.path("file")] + Hostile.small)
    #expect(onFile.status == 2)
    #expect(try box.snapshot() == before)

    // A file planted where the report needs a folder: the new report is built beside the old
    // one and swapped in whole, so the result is exactly the report a clean run writes.
    let out = box.path("report")
    #expect(try Hostile.run(["render", Hostile.mail, "--out", out] + Hostile.small).status == 0)
    let report = try box.snapshot()
    try FileManager.default.removeItem(atPath: out + "/mail")
    try Data("planted\n".utf8).write(to: URL(fileURLWithPath: out + "/mail"))
    #expect(try Hostile.run(["render", Hostile.mail, "--out", out] + Hostile.small).status == 0)
    #expect(try box.snapshot() == report)
  }
}
