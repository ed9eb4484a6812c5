import PaneDocLayout

/// The frames (`SVGFrame`) of a run's environments for one id prefix, made once before its scenes
/// are drawn and shared by all of them: every scene of a report is drawn in the same few dozen
/// environments, so each scene's cache (`SVGSceneCache(sharing:)`) copies these lines instead of
/// drawing its own.
///
/// Immutable, so the scene tasks read it in parallel without a lock; an environment it lacks (a
/// sweep's window widths) is drawn by the cache that meets it, as without a table.
public struct SVGFrameTable: Sendable {
  /// The id prefix, sanitized.
  let prefix: String
  private let frames: [SVGFrame.Key: SVGFrame]

  /// The frames of `environments` (each once, however often it is given) for diagrams whose
  /// element ids start with `idPrefix` (sanitized, as `SVGRenderer.render` does).
  public init(_ environments: [EnvironmentInfo], idPrefix: String = "") {
    let prefix = SVGIdentifier.sanitize(idPrefix)
    var frames: [SVGFrame.Key: SVGFrame] = [:]
    for info in environments where frames[SVGFrame.Key(info)] == nil {
      frames[SVGFrame.Key(info)] = SVGFrame(info, prefix: prefix)
    }
    self.prefix = prefix
    self.frames = frames
  }

  /// How many environments the table has frames for.
  public var count: Int { frames.count }

  /// The frame made for `key`'s environment, if any.
  func frame(for key: SVGFrame.Key) -> SVGFrame? { frames[key] }
}
