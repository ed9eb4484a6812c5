import Foundation

/// Where `ReportBuilder` puts the files it makes, as it makes them: a `ReportSession` writes them
/// into the report folder, a `ReportFileCollector` keeps them in memory.
public protocol ReportSink: AnyObject {
  /// One whole file.
  func add(_ file: ReportFile) throws
  /// Starts a file whose bytes arrive in pieces (`layout.json`); one is open at a time.
  func beginPieces(_ path: String) throws
  /// The next bytes of the file begun by `beginPieces`.
  func appendPiece(_ bytes: Data) throws
  /// Ends the file begun by `beginPieces`.
  func endPieces() throws
}

extension ReportSession: ReportSink {}

/// Keeps a report's files in memory: for `panedoc layout`-sized work and for tests, where the
/// whole report is wanted as values.
public final class ReportFileCollector: ReportSink {
  /// The files received, in the order they came.
  public private(set) var files: [ReportFile] = []
  private var open: ReportFile?

  public init() {}

  public func add(_ file: ReportFile) throws { files.append(file) }

  public func beginPieces(_ path: String) throws {
    open = ReportFile(path: path, bytes: Data())
  }

  public func appendPiece(_ bytes: Data) throws { open?.bytes.append(bytes) }

  public func endPieces() throws {
    if let open { files.append(open) }
    open = nil
  }
}
