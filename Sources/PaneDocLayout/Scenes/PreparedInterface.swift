import PaneDocModel

/// An interface with its containment graph and segue index built once.
///
/// A run lays out every scene × state × environment of an interface; building the graph is
/// linear in the interface's size, so building it per layout would make a run quadratic in the
/// number of scenes. Callers that lay out more than once prepare the interface first.
public struct PreparedInterface: Sendable {
  public let interface: Interface
  let graph: SceneGraph

  public init(_ interface: Interface) {
    self.interface = interface
    self.graph = SceneGraph(interface)
  }
}
