import PaneDocModel
import PaneDocXML

/// Which Interface Builder documents PaneDoc reads: iOS storyboards and iOS document-format xibs,
/// of every Xcode era. Everything else (AppKit, WatchKit, tvOS, unknown types) is refused.
enum IBDocumentKind {
  static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
  static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

  /// The source format of `root`, or the `unsupported-document` error that refuses it.
  static func classify(_ root: ParsedElement) -> Result<Interface.SourceFormat, Diagnostic> {
    let type = root["type"] ?? ""
    let runtime = root["targetRuntime"] ?? ""
    let format: Interface.SourceFormat
    switch type {
    case storyboardType: format = .storyboard
    case xibType: format = .xib
    default:
      return .failure(refusal(type: type, runtime: runtime, at: root))
    }
    // The runtime must be an iOS one (`iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`); an absent runtime
    // is taken as iOS because the type already says Cocoa Touch.
    if !runtime.isEmpty && !runtime.hasPrefix("iOS.CocoaTouch") {
      return .failure(refusal(type: type, runtime: runtime, at: root))
    }
    return .success(format)
  }

  /// `targetRuntime="iOS.CocoaTouch.iPad"` marks an iPad-only document (Xcode 4.3 to 5, and in
  /// files kept from then); `iOS.CocoaTouch`, or no runtime, is universal.
  static func deviceFamily(of root: ParsedElement) -> Interface.DeviceFamily {
    root["targetRuntime"] == "iOS.CocoaTouch.iPad" ? .iPad : .universal
  }

  private static func refusal(type: String, runtime: String, at root: ParsedElement)
    -> Diagnostic
  {
    let platform: String
    if type.contains(".Cocoa.") || runtime.hasPrefix("MacOSX") {
      platform = "a macOS (AppKit) document"
    } else if type.contains("WatchKit") || runtime.lowercased().contains("watch") {
      platform = "a watchOS (WatchKit) document"
    } else if type.contains("AppleTV") || runtime.contains("AppleTV") {
      platform = "a tvOS document"
    } else if type.isEmpty {
      platform = "an Interface Builder document without a type"
    } else {
      platform = "an Interface Builder document of type '\(type)'"
    }
    let runtimeNote = runtime.isEmpty ? "" : " (targetRuntime '\(runtime)')"
    return .error(
      InputCode.unsupportedDocument,
      "this is \(platform)\(runtimeNote); PaneDoc reads iOS storyboards and xibs only",
      at: root.attribute("type")?.location ?? root.location)
  }
}
