import ArgumentParser
import PaneDocXML

/// The bounds on hostile or runaway input, shared by every command that reads interfaces.
/// The defaults fit the largest real storyboards with room to spare.
struct LimitOptions: ParsableArguments {
  @Option(help: "Refuse an input larger than this many bytes.")
  var maxInputBytes = XMLLimits.default.maximumBytes

  @Option(help: "Refuse elements nested deeper than this.")
  var maxDepth = XMLLimits.default.maximumDepth

  @Option(help: "Refuse attribute values longer than this many bytes.")
  var maxAttributeLength = XMLLimits.default.maximumAttributeLength

  var xmlLimits: XMLLimits {
    XMLLimits(
      maximumBytes: maxInputBytes, maximumDepth: maxDepth,
      maximumAttributeLength: maxAttributeLength)
  }

  func validate() throws {
    guard maxInputBytes > 0, maxDepth > 0, maxAttributeLength > 0 else {
      throw ValidationError("limits must be positive")
    }
  }
}
