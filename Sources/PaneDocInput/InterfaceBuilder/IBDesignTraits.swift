import PaneDocModel
import PaneDocXML

/// The size classes of a document's design canvas, whose stored frames are those of the views
/// and constraints installed there. A document saved with a device (`<device id="retina6_12"
/// orientation="portrait"/>`, Xcode 8 on) is designed in that device's size classes; one without
/// (the 600 × 600 size-class canvas of Xcode 6 and 7, or a file without trait collections) in the
/// base configuration, where only `default` variations apply.
enum IBDesignTraits {
  /// iPhones regular in width in landscape: those at least 414 pt wide in portrait (the Plus,
  /// XR, 11, Max and Pro Max models), by Interface Builder's device ids. Apple's size-class table
  /// (Human Interface Guidelines, "Layout": device size classes). `retina6_1` (414 × 896) is
  /// seen in real files; the others are Xcode's ids for those models, an inference.
  static let wideLandscapePhones: Set<String> = [
    "retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9",
  ]

  static func traits(ofDocument root: ParsedElement) -> SizeClassTraits {
    guard let device = root.child(named: "device"), let id = device["id"] else { return .any }
    let landscape = device["orientation"] == "landscape"
    if id.hasPrefix("ipad") { return SizeClassTraits(width: .regular, height: .regular) }
    guard landscape else { return SizeClassTraits(width: .compact, height: .regular) }
    return SizeClassTraits(
      width: wideLandscapePhones.contains(id) ? .regular : .compact, height: .compact)
  }
}
