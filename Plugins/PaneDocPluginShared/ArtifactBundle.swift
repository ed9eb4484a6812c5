import Foundation

/// A SwiftPM artifact bundle (`panedoc-VERSION.artifactbundle`, made by `scripts/release`), read
/// to find the panedoc built for this machine in it. A package that declares it as a binary
/// target lets the plugins run that panedoc instead of building one from source.
struct ArtifactBundle {
  /// `info.json`, as far as it matters here.
  struct Info: Decodable {
    var schemaVersion: String
    var artifacts: [String: Artifact]
  }
  struct Artifact: Decodable {
    var type: String
    var variants: [Variant]
  }
  struct Variant: Decodable {
    var path: String
    var supportedTriples: [String]?
  }

  var folder: URL
  var info: Info

  /// The bundle in `folder`, or `nil` when it has no readable `info.json` of schema 1.0.
  init?(_ folder: URL) {
    guard
      let data = try? Data(contentsOf: folder.appendingPathComponent("info.json")),
      let info = try? JSONDecoder().decode(Info.self, from: data), info.schemaVersion == "1.0"
    else { return nil }
    self.folder = folder
    self.info = info
  }

  /// The executable artifact `name`'s file for `host`: the first variant one of whose triples
  /// names the host's architecture and system (vendor and version aside), inside the bundle.
  func executable(_ name: String, for host: Host) -> URL? {
    guard let artifact = info.artifacts[name], artifact.type == "executable" else { return nil }
    for variant in artifact.variants
    where (variant.supportedTriples ?? []).contains(where: host.runs)
      && !variant.path.hasPrefix("/") && !variant.path.split(separator: "/").contains("..")
    {
      return folder.appendingPathComponent(variant.path)
    }
    return nil
  }

  /// A machine, as a target triple's architecture and system name it.
  struct Host: Equatable {
    var architecture: String
    var system: String

    /// The machine this runs on.
    static var current: Host {
      #if arch(arm64)
        let architecture = "arm64"
      #else
        let architecture = "x86_64"
      #endif
      #if os(macOS)
        return Host(architecture: architecture, system: "macos")
      #else
        return Host(architecture: architecture, system: "linux")
      #endif
    }

    /// Whether `triple` (`x86_64-unknown-linux-gnu`, `arm64-apple-macosx13.0`) names this
    /// machine: the same architecture (`aarch64` is `arm64`) and system (`macosx` is `macos`).
    func runs(_ triple: String) -> Bool {
      let parts = triple.lowercased().split(separator: "-").map(String.init)
      guard parts.count >= 3 else { return false }
      let architecture = parts[0] == "aarch64" ? "arm64" : parts[0]
      let system = parts[2].hasPrefix("macos") ? "macos" : parts[2]
      return architecture == self.architecture && system.hasPrefix(self.system)
    }
  }
}
