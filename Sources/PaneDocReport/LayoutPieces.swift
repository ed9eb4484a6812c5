import Foundation
import PaneDocCore
import PaneDocRender

/// The buffers and memos that scenes write their `layout.json` pieces with, kept for the next
/// scenes: a scene's piece is hundreds of kilobytes, which a fresh buffer reached by doubling
/// (four copies, and fresh pages to fault in, for each scene), and the memo's environments are
/// the same in every scene of a run.
///
/// A scene takes a buffer and a memo, and gives the memo back once its lines are written and the
/// buffer once its piece is written to the report; a buffer taken is always empty, so no scene
/// ever sees another's bytes, and one not given back (a scene that failed) is simply dropped.
final class LayoutPieces: @unchecked Sendable {
  /// Guards `buffers` and `memos`.
  private let lock = NSLock()
  private var buffers: [[UInt8]] = []
  private var memos: [LayoutLineMemo] = []

  /// An empty buffer, in the memory of one given back when there is one.
  func takeBuffer() -> TextBuffer {
    guard let bytes = lock.holding({ buffers.popLast() }) else {
      return TextBuffer(capacity: 16_384)
    }
    return TextBuffer(reusing: bytes)
  }

  /// A memo given back, or a new one.
  func takeMemo() -> LayoutLineMemo {
    lock.holding { memos.popLast() } ?? LayoutLineMemo()
  }

  /// Keeps the memory of a piece whose bytes were written, for the next scene.
  func giveBack(buffer: [UInt8]) {
    lock.holding { buffers.append(buffer) }
  }

  /// Keeps a memo for the next scene.
  func giveBack(memo: LayoutLineMemo) {
    lock.holding { memos.append(memo) }
  }
}
