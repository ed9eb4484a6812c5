import Foundation

/// A file written under a hidden temporary name beside its path and renamed into place only when
/// `commit` is called, so a command that writes several outputs can make each one's file first
/// and put all in place once everything has succeeded: a path that cannot be written fails the
/// command before anything is in place.
public struct StagedFile: Sendable {
  /// Where the file goes.
  public let path: String
  private let temporary: String

  /// Writes `bytes` beside `path`; throws a message naming `path` when its folder is missing or
  /// not writable.
  public init(path: String, bytes: Data) throws {
    self.path = path
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    guard try FileSystem.kind(folder) == .directory else {
      throw FileSystem.Failure(path, reason: "the folder \(folder) does not exist")
    }
    temporary = folder + "/." + url.lastPathComponent + ".panedoc-new-" + UUID().uuidString
    do {
      try FileSystem.createFile(temporary, bytes)
    } catch let failure as FileSystem.Failure {
      try? FileSystem.removeTree(temporary)
      throw FileSystem.Failure(path, reason: failure.reason)
    }
  }

  /// Puts the file in place, replacing what was at `path`.
  public func commit() throws {
    do {
      try FileSystem.move(temporary, path)
    } catch {
      discard()
      throw FileSystem.Failure(path, "rename")
    }
  }

  /// Removes the file written so far.
  public func discard() {
    try? FileSystem.removeTree(temporary)
  }
}
