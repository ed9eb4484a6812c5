import Foundation
import PaneDocLayout

/// One diagram of the report: a scene in one state in one environment.
public struct ReportEntry: Sendable, Equatable {
  public var sceneId: String
  public var sceneTitle: String
  public var stateId: String
  public var stateTitle: String
  public var layout: Layout

  public init(
    sceneId: String, sceneTitle: String, stateId: String, stateTitle: String, layout: Layout
  ) {
    self.sceneId = sceneId
    self.sceneTitle = sceneTitle
    self.stateId = stateId
    self.stateTitle = stateTitle
    self.layout = layout
  }
}

/// Everything a report shows, in the order it shows it (scenes, then states, then environments, as
/// the engine lists them).
public struct ReportContents: Sendable, Equatable {
  public var entries: [ReportEntry]
  /// Environment combinations that were not rendered, with the reason, for the index page.
  public var notes: [String]

  public init(entries: [ReportEntry], notes: [String] = []) {
    self.entries = entries
    self.notes = notes
  }
}

/// One file of a report: its path inside the report folder (`/`-separated, already safe) and bytes.
public struct ReportFile: Sendable, Equatable {
  public var path: String
  public var bytes: Data

  public init(path: String, bytes: Data) {
    self.path = path
    self.bytes = bytes
  }
}
