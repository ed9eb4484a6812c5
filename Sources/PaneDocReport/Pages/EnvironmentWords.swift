import PaneDocRender

/// What the filters and the search box match an entry's figure or warning row on: its
/// environment's parts and the words of its file, scene and state, cleaned. A scene's warning
/// rows list these for every entry a warning occurs in, so they are worked out once per entry,
/// and the words of file, scene and state once per state.
struct EnvironmentWords {
  let environment: String
  let profile: String
  let device: String
  let orientation: String
  let split: String
  let search: String

  /// `search` is `search(of: entry)`, which is the same for every entry of a state: the pages
  /// work it out once per state.
  init(_ entry: ReportEntry, search: String) {
    let info = entry.layout.environment
    environment = info.slug
    profile = info.profile.rawValue
    device = MarkupText.clean(info.device.rawValue)
    orientation = info.orientation.rawValue
    split = MarkupText.clean(info.windowName.rawValue)
    self.search = search
  }

  /// The words of the entry's file, scene and state, lowercased.
  static func search(of entry: ReportEntry) -> String {
    MarkupText.clean(
      [entry.layout.file, entry.sceneTitle, entry.sceneId, entry.stateTitle]
        .joined(separator: " ").lowercased())
  }
}
