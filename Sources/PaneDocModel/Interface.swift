/// One interface description, read from the own format or an Interface Builder document.
///
/// The model knows nothing of XML or layout: readers build it, the layout engine reads it.
/// Controllers and segues keep document order so that everything derived from them is
/// deterministic.
public struct Interface: Sendable, Equatable {
  /// Which reader produced the interface.
  public enum SourceFormat: String, Sendable, Hashable {
    case panedoc, storyboard, xib
  }

  /// The devices a document is made for.
  public enum DeviceFamily: String, Sendable, Hashable {
    /// iPhone and iPad (the own format, and `targetRuntime="iOS.CocoaTouch"`).
    case universal
    /// iPad only: an Interface Builder document with `targetRuntime="iOS.CocoaTouch.iPad"`.
    case iPad
  }

  /// The file as the user named it (`-` for standard input).
  public var file: String
  public var format: SourceFormat
  /// Which devices the document is made for: others are not laid out, since the app never runs
  /// there.
  public var deviceFamily: DeviceFamily
  /// The era the document asks for; the CLI may override it.
  public var profile: Profile?
  public var initialViewController: String?
  public private(set) var controllers: [Controller]
  public var segues: [Segue]
  /// Warnings (and notes) found while reading; errors never make it into a model.
  public var diagnostics: [Diagnostic]

  private var indexByID: [String: Int]

  public init(
    file: String, format: SourceFormat, deviceFamily: DeviceFamily = .universal,
    profile: Profile? = nil, initialViewController: String? = nil, controllers: [Controller],
    segues: [Segue] = [], diagnostics: [Diagnostic] = []
  ) {
    self.file = file
    self.format = format
    self.deviceFamily = deviceFamily
    self.profile = profile
    self.initialViewController = initialViewController
    self.controllers = controllers
    self.segues = segues
    self.diagnostics = diagnostics
    self.indexByID = [:]
    for (index, controller) in controllers.enumerated() where indexByID[controller.id] == nil {
      indexByID[controller.id] = index
    }
  }

  /// The controller with this id, if any.
  public func controller(_ id: String) -> Controller? {
    indexByID[id].map { controllers[$0] }
  }

  public static func == (a: Interface, b: Interface) -> Bool {
    a.file == b.file && a.format == b.format && a.deviceFamily == b.deviceFamily
      && a.profile == b.profile
      && a.initialViewController == b.initialViewController && a.controllers == b.controllers
      && a.segues == b.segues && a.diagnostics == b.diagnostics
  }
}
