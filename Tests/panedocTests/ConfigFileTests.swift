import Foundation
import PaneDocConfig
import Testing

@testable import panedoc

/// How the command line finds and reads the config file before `ConfigReader` checks its text.
@Suite struct ConfigFileTests {
  @Test("a missing, oversized or non-UTF-8 file is unreadable")
  func unreadable() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = ConfigReader.read(file: folder.appendingPathComponent("none.yml").path)
    #expect(missing.unreadable)
    let large = folder.appendingPathComponent("large.yml")
    try Data(repeating: 0x23, count: ConfigReader.maximumBytes + 1).write(to: large)
    #expect(
      ConfigReader.read(file: large.path).diagnostics.map(\.code.rawValue) == ["config-unreadable"])
    let binary = folder.appendingPathComponent("binary.yml")
    try Data([0x6F, 0x75, 0x74, 0x3A, 0x20, 0xFF, 0xFE]).write(to: binary)
    #expect(ConfigReader.read(file: binary.path).unreadable)
  }

  @Test("the file is found in a folder under its names, in order")
  func find() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(ConfigReader.find(in: folder.path) == nil)
    try Data("{}".utf8).write(to: folder.appendingPathComponent("panedoc.json"))
    #expect(ConfigReader.find(in: folder.path) == folder.path + "/panedoc.json")
    try Data("out: x\n".utf8).write(to: folder.appendingPathComponent("panedoc.yml"))
    #expect(ConfigReader.find(in: folder.path) == folder.path + "/panedoc.yml")
  }
}
