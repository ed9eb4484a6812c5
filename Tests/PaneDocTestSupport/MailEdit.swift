import PaneDocDiff
import PaneDocLayout
import PaneDocModel

/// The edit the diff tests review: the mail scene of `DiffSamples` with its compose button moved
/// left by a constant, in every place and state, its layouts filed under one interface file in
/// which the button's and the scene's places are known (other elements fall back to the
/// scene's). Each test builds its own from here, and changes it further as it needs.
public struct MailEdit: Sendable {
  /// The interface file the layouts name.
  public static let file = "UI/Mail.xml"
  /// Where the compose button and the scene are written in `file`.
  public static let locations: [String: [String: SourceLocation]] = [
    file: [
      "composeButton": SourceLocation(file: file, line: 12, column: 5),
      "mail": SourceLocation(file: file, line: 3, column: 3),
    ]
  ]

  public var old = DiffSamples.Design()
  public var new = DiffSamples.Design()

  /// The compose button moved `points` left.
  public init(composeMovedBy points: Double = 60) {
    new.composeButton.x -= points
  }

  /// The old and the new design's layouts in `places`, filed under `file`, compared, with the
  /// elements' places.
  public func diff(places: [DiffSamples.Place] = DiffSamples.places) -> LayoutDiff {
    func filed(_ layouts: [Layout]) -> [Layout] {
      layouts.map {
        var layout = $0
        layout.file = Self.file
        return layout
      }
    }
    var diff = LayoutDiff(
      old: filed(DiffSamples.layouts(old, places: places)),
      new: filed(DiffSamples.layouts(new, places: places)))
    diff.locations = Self.locations
    return diff
  }
}
