import PaneDocLayout

/// The look of every diagram: one stylesheet, embedded in each SVG so it needs no external
/// resource, and one place where a designer restyles all shapes of a kind. A diagram embeds only
/// the rules its elements use: the whole sheet was over a third of a typical diagram's bytes.
///
/// The palette is calm on purpose: light greys for system chrome, one blue accent for what a
/// presentation concerns (anchors, popovers, content frames), a soft amber for warnings.
package enum SVGStyle {
  /// The amber outline of a node a warning names; a diff report hides it (`warningHidden`) so
  /// that only what changed is outlined.
  package static let warningRule =
    ".warning{fill:none;stroke:#e0a030;stroke-width:2.5;stroke-opacity:0.85}"
  package static let warningHidden = ".warning{display:none}"
  static let rules: [String] = [
    "text{font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"Helvetica Neue\",Arial,\"DejaVu Sans\",sans-serif}",
    ".background{fill:#ffffff}",
    ".device{fill:#e6e9ed;stroke:#c7cdd5;stroke-width:1}",
    ".screen{fill:#d3d8df}",
    ".other-app{fill:#8b94a1;font-size:15px;font-weight:500}",
    ".window{fill:#ffffff}",
    ".column{fill:#ffffff;stroke:#cfd5dc;stroke-width:1}",
    ".column-primary,.column-side,.column-compact{fill:#f1f3f6}",
    ".column-supplementary{fill:#f8f9fb}",
    ".controller{fill:none;stroke:#e1e4e8;stroke-width:1}",
    ".content-controller{fill:#ffffff;stroke:none}",
    ".column-title{fill:#8a94a1;font-size:22px;font-weight:600}",
    ".width-label{fill:#6b7480;font-size:12px}",
    ".bar{fill:#e9edf2}",
    ".hairline{stroke:#c2cad4;stroke-width:1}",
    ".bar-title{fill:#1f2328;font-size:17px;font-weight:600}",
    ".item{fill:#0a66d8;fill-opacity:0.08}",
    ".item-title{fill:#0a66d8;font-size:15px}",
    ".item-title-small{fill:#0a66d8;font-size:10px}",
    ".item-id{fill:#5a8fd6;font-size:10px}",
    ".glyph{fill:none;stroke:#0a66d8;stroke-width:1.7;stroke-linecap:round;stroke-linejoin:round}",
    ".search{fill:#e6e9ed}",
    ".search-text{fill:#89929e;font-size:15px}",
    ".divider{fill:#a9b2be}",
    ".status{fill:none}",
    ".status-text{fill:#1f2328;font-size:12px;font-weight:600}",
    ".battery{fill:#1f2328}",
    ".view{fill:none;stroke:#c3ccd7;stroke-width:1;stroke-dasharray:4 3}",
    ".view-label{fill:#7b8794;font-size:12px}",
    ".anchor-view{fill:#eef4fd;stroke:#7ba6e6}",
    ".anchor-label{fill:#3a6dbd}",
    ".keyboard{fill:#aeb6c1;stroke:#98a1ad;stroke-width:1}",
    ".keyboard-label{fill:#ffffff;font-size:15px;font-weight:600}",
    ".dim{fill:#111827;fill-opacity:0.24}",
    ".anchor{fill:#0a66d8;fill-opacity:0.14;stroke:#0a66d8;stroke-width:2}",
    ".shadow{fill:#0f172a;fill-opacity:0.12;stroke:none}",
    ".popover{fill:#ffffff;stroke:#4f77ad;stroke-width:1.5}",
    ".popover-classic{fill:#27303c;stroke:#0e1319;stroke-width:1.5}",
    ".popover-edge{fill:none;stroke:#4f77ad;stroke-width:1.5}",
    ".zoom{fill:none;stroke:#0a66d8;stroke-opacity:0.55;stroke-width:1;stroke-dasharray:3 3}",
    ".zoom-source{fill:none;stroke:#0a66d8;stroke-width:2;stroke-dasharray:4 2}",
    ".sheet{fill:#ffffff;stroke:#c3cad4;stroke-width:1}",
    ".content-frame{fill:none;stroke:#0a66d8;stroke-opacity:0.28;stroke-width:1;stroke-dasharray:5 4}",
    ".content-label{fill:#0a66d8;font-size:12px}",
    warningRule,
    ".caption-title{fill:#1f2328;font-size:16px;font-weight:600}",
    ".caption{fill:#4b5563;font-size:13px}",
    ".caption-warning{fill:#a15c07;font-size:13px;font-weight:600}",
    ".caption-ok{fill:#6b7480;font-size:13px}",
    ".warning-dot{fill:#f2b84b}",
    ".window-control{fill:#aab3bf}",
    ".floating-tab-bar{fill:#ffffff;stroke:#c2cad4;stroke-width:1}",
    ".strip-label{fill:#1f2328;font-size:12px;font-weight:600;stroke:#ffffff;stroke-width:4px;paint-order:stroke}",
    ".strip-tick{stroke:#1f2328;stroke-width:1}",
    ".strip-legend{fill:#374151;font-size:12px}",
    ".interval-none{fill:#f3f4f6;stroke:#c7cdd5;stroke-width:1;stroke-dasharray:3 3}",
    ".interval-0{fill:#7aa7e6}",
    // Not amber: that colour says "warning", and an interval is no warning.
    ".interval-1{fill:#9cc9d6}",
    ".interval-2{fill:#6cc3a0}",
    ".interval-3{fill:#c79be0}",
    ".interval-4{fill:#ef8f84}",
    ".interval-5{fill:#9fb3c8}",
  ]

  /// For each class a rule selects (`column-primary`), the rules that select it, one bit per
  /// index in `rules`.
  /// It holds the lists of classes the diagrams write too (`column column-primary`), so that an
  /// element's rules are one lookup, not a split of its class into names.
  static let byClass: [String: UInt64] = {
    var single = masks { $0.hasPrefix(".") ? String($0.dropFirst()) : nil }
    for list in classLists {
      single[list] = list.split(separator: " ").reduce(0) { $0 | (single[String($1)] ?? 0) }
    }
    return single
  }()
  /// The rules that select the elements of class `value` (a class or one of `classLists`), or
  /// `nil` when `byClass` does not hold it. Every element drawn has a class: finding it in
  /// `classBuckets` compares a few names instead of hashing the class, 5 % of the SVG stage.
  static func rules(forClass value: String) -> UInt64? {
    for entry in classBuckets[classBucket(value)] where entry.name == value { return entry.rules }
    return nil
  }

  /// `byClass` in buckets by `classBucket`, each of a few names.
  private static let classBuckets: [[(name: String, rules: UInt64)]] = {
    var buckets = [[(name: String, rules: UInt64)]](repeating: [], count: classBucketCount)
    for (name, rules) in byClass.sorted(by: { $0.key < $1.key }) {
      buckets[classBucket(name)].append((name, rules))
    }
    return buckets
  }()
  private static let classBucketCount = 64

  /// A class's bucket: its length and its last byte, which tell the sheet's classes apart well
  /// enough (a bucket holds at most a few) and are read without going through the class's bytes.
  private static func classBucket(_ name: String) -> Int {
    let bytes = name.utf8
    return (bytes.count &* 7 &+ Int(bytes.last ?? 0)) & (classBucketCount - 1)
  }

  /// The lists of more than one class the diagrams write.
  static let classLists =
    ["view anchor-view", "view-label anchor-label", "popover popover-classic"]
    + SplitColumn.allCases.map { "column column-" + $0.rawValue }
  /// The same for each element name a rule selects (`text`).
  static let byElement: [String: UInt64] = masks { $0.hasPrefix(".") ? nil : String($0) }
  /// `byElement` as a list: the sheet selects one or two element names, so finding an element's
  /// rules there, done for every element drawn, costs less than hashing its name.
  private static let elementRules = byElement.map { (name: $0.key, rules: $0.value) }

  /// The rules that select every element named `name`.
  static func rules(forElement name: String) -> UInt64 {
    // Each name is in the list once, so the list's order does not matter.
    elementRules.reduce(0) { $1.name == name ? $0 | $1.rules : $0 }
  }

  /// The rules that select every `text` element.
  static let textRules = byElement["text"] ?? 0

  /// A bit mask of rules for each name that `name(selector)` finds in their selectors.
  private static func masks(_ name: (Substring) -> String?) -> [String: UInt64] {
    precondition(rules.count <= 64, "one bit per rule")
    var masks: [String: UInt64] = [:]
    for (index, rule) in rules.enumerated() {
      for selector in rule.prefix(while: { $0 != "{" }).split(separator: ",") {
        if let key = name(selector) { masks[key, default: 0] |= 1 << UInt64(index) }
      }
    }
    return masks
  }
}
