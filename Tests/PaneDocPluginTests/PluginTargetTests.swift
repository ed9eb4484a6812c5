import Foundation
import Testing

/// A target's interface files, from the files Xcode lists and from a package target's folder.
@Suite struct PluginTargetTests {
  @Test("Xcode's input files are reduced to storyboards and xibs, sorted, each once")
  func fromInputFiles() {
    let files = [
      "/p/b.xib", "/p/View.swift", "/p/a.storyboard", "/p/Info.plist", "/p/c.XIB", "/p/b.xib",
    ]
    let target = PluginTarget(name: "App", files: files.map(URL.init(fileURLWithPath:)))
    #expect(target.interfaceFiles == ["/p/a.storyboard", "/p/b.xib", "/p/c.XIB"])
  }

  @Test("a package target's folder is searched as panedoc searches one")
  func fromFolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("panedoc-plugin-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for path in ["Base.lproj", ".hidden", "Views/Deep"] {
      try manager.createDirectory(
        at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    for path in [
      "Base.lproj/Main.storyboard", "Views/Deep/Cell.xib", "View.swift", ".hidden/Old.xib",
      ".Secret.xib", "mail.xml",
    ] {
      try Data("x".utf8).write(to: folder.appendingPathComponent(path))
    }
    let elsewhere = folder.appendingPathComponent(".hidden")
    try manager.createSymbolicLink(
      at: folder.appendingPathComponent("Linked"), withDestinationURL: elsewhere)
    try manager.createSymbolicLink(
      at: folder.appendingPathComponent("Link.xib"),
      withDestinationURL: elsewhere.appendingPathComponent("Old.xib"))

    let target = PluginTarget(name: "App", folder: folder)
    let root = folder.resolvingSymlinksInPath().path
    #expect(
      target.interfaceFiles.map { $0.replacingOccurrences(of: folder.path, with: root) } == [
        root + "/Base.lproj/Main.storyboard", root + "/Views/Deep/Cell.xib",
      ])
  }
}
