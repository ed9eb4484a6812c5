import Foundation
import Testing

/// Runs the built `panedoc` executable, as a CI step would, and checks exit status and streams.
@Suite("validate executable")
struct ValidateExecutableTests {
  /// The executable beside the test bundle (`swift build --build-tests` builds both).
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("panedoc")

  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `panedoc` with `arguments`, collecting its output in files so that no pipe fills up.
  static func run(_ arguments: [String], input: String? = nil) throws -> Run {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-validate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = ValidateCommandTests.packageRoot
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    if let input {
      let inURL = folder.appendingPathComponent("in")
      try Data(input.utf8).write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    }
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outURL, encoding: .utf8),
      standardError: try String(contentsOf: errURL, encoding: .utf8))
  }

  @Test("the executable is built beside the tests")
  func executableExists() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path))
  }

  @Test("validate Fixtures exits 1 and lists every invalid fixture", .timeLimit(.minutes(1)))
  func fixtures() throws {
    let run = try Self.run(["validate", "Fixtures"])
    #expect(run.status == 1)
    for (name, position, code) in ValidateCommandTests.invalidFixtures {
      #expect(
        run.standardError.contains("Fixtures/invalid/\(name).xml:\(position): error: "),
        "\(name) missing from standard error")
      #expect(run.standardError.contains("[\(code)]\n"))
    }
    #expect(run.standardOutput.hasPrefix("checked "))
    #expect(run.standardOutput.contains(" with errors, "))
  }

  @Test("validate on the valid fixtures exits 0 with the summary line", .timeLimit(.minutes(1)))
  func validFixtures() throws {
    let run = try Self.run(["validate"] + ValidateCommandTests.validFixtures)
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput == "checked 7 files: 7 valid, 0 with errors, 0 warnings\n")
  }

  @Test("exit statuses: 2 for a missing file, 64 for no input, 1 for warnings with --strict")
  func statuses() throws {
    #expect(try Self.run(["validate", "no-such-file.xml"]).status == 2)
    #expect(try Self.run(["validate"]).status == 64)
    let warning = "Fixtures/warnings/ignored-attribute.xml"
    #expect(try Self.run(["validate", warning]).status == 0)
    #expect(try Self.run(["validate", "--strict", warning]).status == 1)
  }

  @Test("standard input is read for -")
  func standardInput() throws {
    let run = try Self.run(
      ["validate", "-"],
      input: "<interface version=\"1\">\n<viewController id=\"9\"/>\n</interface>\n")
    #expect(run.status == 1)
    #expect(run.standardError.hasPrefix("-:2:17: error: "))
    #expect(run.standardOutput == "checked 1 file: 0 valid, 1 with errors, 0 warnings\n")
  }
}
