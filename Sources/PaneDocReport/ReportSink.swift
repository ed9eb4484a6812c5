import Foundation

/// Where `ReportBuilder` puts the files it makes, as it makes them: a `ReportSession` writes them
/// into the report folder, a `ReportFileCollector` keeps them in memory.
///
/// Whole files arrive from many tasks at once, in no set order; the file in pieces from one task
/// at a time, in order.
public protocol ReportSink: AnyObject, Sendable {
  /// One whole file; may be called from several tasks at once.
  func add(_ file: ReportFile) throws
  /// One whole file from the bytes a writer made, as `add(_:)` does; a sink that writes files
  /// writes them from the array itself, without copying hundreds of megabytes into `Data`.
  func add(_ path: String, bytes: [UInt8]) throws
  /// Starts a file whose bytes arrive in pieces (`layout.json`); one is open at a time.
  func beginPieces(_ path: String) throws
  /// The next bytes of the file begun by `beginPieces`.
  func appendPiece(_ bytes: Data) throws
  /// The next bytes as a writer made them, as `appendPiece(_:)` takes them; a sink that writes
  /// files writes them from the array itself, without copying them into `Data`.
  func appendPiece(bytes: ArraySlice<UInt8>) throws
  /// Ends the file begun by `beginPieces`.
  func endPieces() throws
}

extension ReportSink {
  public func add(_ path: String, bytes: [UInt8]) throws {
    try add(ReportFile(path: path, bytes: Data(bytes)))
  }

  public func appendPiece(bytes: ArraySlice<UInt8>) throws {
    try appendPiece(Data(bytes))
  }
}

extension ReportSession: ReportSink {}

/// Keeps a report's files in memory: for `panedoc layout`-sized work and for tests, where the
/// whole report is wanted as values.
public final class ReportFileCollector: ReportSink, @unchecked Sendable {
  /// Guards `received` and `open`.
  private let lock = NSLock()
  private var received: [ReportFile] = []
  private var open: ReportFile?

  public init() {}

  /// The files received, in the order they came.
  public var files: [ReportFile] { lock.holding { received } }

  public func add(_ file: ReportFile) throws { lock.holding { received.append(file) } }

  public func beginPieces(_ path: String) throws {
    lock.holding { open = ReportFile(path: path, bytes: Data()) }
  }

  public func appendPiece(_ bytes: Data) throws { lock.holding { open?.bytes.append(bytes) } }

  public func endPieces() throws {
    lock.holding {
      if let open { received.append(open) }
      open = nil
    }
  }
}
