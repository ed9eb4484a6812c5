import Foundation

/// Where the current folder is in its git repository: the path from the repository's root
/// (`Sources/App/`, as `git rev-parse --show-prefix` prints it), found by looking up for a `.git`
/// folder or file; empty at the root or outside a repository. The GitHub and SARIF outputs put it
/// before the files the layouts name, since GitHub places annotations by paths from the root.
enum RepositoryPrefix {
  static func ofCurrentFolder() -> String {
    let manager = FileManager.default
    var folder = URL(fileURLWithPath: manager.currentDirectoryPath).standardizedFileURL
    var below: [String] = []
    while true {
      if manager.fileExists(atPath: folder.appendingPathComponent(".git").path) {
        return below.reversed().map { $0 + "/" }.joined()
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { return "" }
      below.append(folder.lastPathComponent)
      folder = parent
    }
  }
}
