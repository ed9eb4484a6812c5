/// What the index pages' tree shows of a scene: its file, title, id, folder and states. The tree
/// on every page lists every scene, so this much of each is kept until the last page is made; a
/// shard records it in its manifest for the merge.
struct IndexTreeScene: Sendable, Equatable {
  struct State: Sendable, Equatable {
    var title: String
    /// The state's folder inside the scene's folder.
    var folder: String
  }

  var file: String
  var title: String
  var id: String
  var showsId: Bool
  var folder: String
  var states: [State]

  init(
    file: String, title: String, id: String, showsId: Bool, folder: String, states: [State]
  ) {
    self.file = file
    self.title = title
    self.id = id
    self.showsId = showsId
    self.folder = folder
    self.states = states
  }

  init(_ scene: ReportScene, folder: String) {
    self.init(
      file: scene.file, title: scene.sceneTitle, id: scene.sceneId, showsId: scene.showsId,
      folder: folder, states: scene.states.map { State(title: $0.title, folder: $0.folder) })
  }

  /// The words the search box matches the scene's tree entry on: its file, title, id and states.
  var searchText: String {
    ([file, title, id] + states.map(\.title)).joined(separator: " ").lowercased()
  }
}
