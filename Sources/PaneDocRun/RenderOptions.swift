import PaneDocLayout
import PaneDocXML

/// What of `render`'s command line shapes the report: with the templates' text and the inputs,
/// what the run fingerprint digests, one part per property in this order (`FingerprintParts`).
/// The run reads these values from here, so an option that changes the report is one of them;
/// the options that do not (`--jobs`, `--wait`, `--check`, `--out`, `--strict`) are not.
struct RenderOptions: Encodable {
  /// The environment matrix as written (`--devices`, `--orientations`, `--splits`, `--profiles`,
  /// `--window`), nil where neither the command line nor the config file sets it.
  var devices: String?
  var orientations: String?
  var splits: String?
  var profiles: String?
  var window: String?
  /// `--sweep`.
  var sweep: Bool
  /// `--depth`, its default filled in.
  var depth: Int
  /// `--id-prefix`.
  var idPrefix: String
  /// The parse and run limits (`--max-…`): a run under other limits may end otherwise.
  var limits: Limits

  struct Limits: Encodable {
    var xml: XMLLimits
    var run: RunLimits
  }
}
