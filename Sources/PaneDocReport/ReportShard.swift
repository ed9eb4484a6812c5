import Foundation

/// One part of a report split over several runs (`panedoc render --shard I/N`): the scenes whose
/// number in report order leaves remainder `I − 1` when divided by `N`. Taking every N-th scene
/// spreads large and small scenes evenly over the parts.
///
/// A shard writes its scenes' files exactly as a whole run would (scene folders are named from
/// every scene, drawn or not), its scenes' `layout.json` lines, and instead of the index page a
/// manifest (`ShardManifest`) with what the index and the stamp need of each scene. `ReportMerger`
/// puts the parts together into the bytes a single run writes.
public struct ReportShard: Sendable, Equatable {
  /// Zero-based: the part `I − 1`.
  public var index: Int
  public var count: Int
  /// What the merged report's stamp records, given by the caller and checked equal across parts:
  /// the run's fingerprint, and one of what it depends on, without the executable's build.
  public var fingerprint: String
  public var contentFingerprint: String
  /// A digest of the templates, which the merge must render the index page with.
  public var templates: String
  public var environments: Int
  /// How many inputs of the whole run have errors: every part reads every input, so a merge
  /// ends with the verdict of the render it replaces (exit 1 when inputs have errors).
  public var inputErrors: Int

  public init(
    index: Int, count: Int, fingerprint: String = "", contentFingerprint: String = "",
    templates: String = "", environments: Int = 0, inputErrors: Int = 0
  ) {
    self.index = index
    self.count = count
    self.fingerprint = fingerprint
    self.contentFingerprint = contentFingerprint
    self.templates = templates
    self.environments = environments
    self.inputErrors = inputErrors
  }

  /// `I/N`, with 1 ≤ I ≤ N; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let part = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(part)
    else { return nil }
    self.init(index: part - 1, count: count)
  }

  /// `I/N`.
  public var name: String { "\(index + 1)/\(count)" }

  /// Whether this part draws scene `number`.
  func draws(_ number: Int) -> Bool { number % count == index }
}

/// A shard is refused or cannot be merged.
public struct ReportShardError: Error, CustomStringConvertible, Sendable {
  public var description: String

  init(_ description: String) { self.description = description }

  static let indexNotSplittable = ReportShardError(
    "the index template cannot be rendered scene by scene, so the report cannot be sharded: "
      + "its scene and warning lists name values only the whole page has")
}
