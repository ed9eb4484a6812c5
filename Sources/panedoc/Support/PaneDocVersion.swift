import Foundation
import PaneDocReport

/// The version `panedoc --version` prints and every report records (`layout.json`'s `panedoc`,
/// the stamp): what the build read (`buildVersion`, from the PaneDocVersion plugin: `git
/// describe` of the source, or a release archive's `VERSION`), else `fallback`.
///
/// `PANEDOC_VERSION` in the environment replaces it, so that tests of the executable write the
/// same reports whatever commit they are built from.
enum PaneDocVersion {
  /// The version of a build that knows none: no git checkout, no release archive.
  static let fallback = ReportBuilder.unversioned

  static let current: String = {
    if let pinned = ProcessInfo.processInfo.environment["PANEDOC_VERSION"], !pinned.isEmpty {
      return String(
        pinned.unicodeScalars.filter(isVersionCharacter).prefix(100).map(Character.init))
    }
    return version(fromBuild: buildVersion)
  }()

  /// The version for what the build read: a tag as `git describe` writes it (`v1.2.3`,
  /// `v1.2.3-4-gabcdef0-dirty`) as it is; a commit with no tag before it, which `git describe
  /// --always` writes as its bare hash, as the fallback plus the hash (`0.0.0-dev+abcdef0`);
  /// nothing as the fallback.
  static func version(fromBuild text: String) -> String {
    guard !text.isEmpty else { return fallback }
    let commit = text.hasSuffix("-dirty") ? text.dropLast("-dirty".count) : Substring(text)
    if commit.count >= 7, commit.allSatisfy(\.isHexDigit) { return fallback + "+" + text }
    return text
  }

  /// Letters, digits and `.`, `_`, `+`, `-`: what tags and `git describe` write.
  private static func isVersionCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (CharacterSet.alphanumerics.contains(scalar) || "._+-".unicodeScalars.contains(scalar))
  }
}
