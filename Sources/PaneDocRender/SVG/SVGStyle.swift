/// The look of every diagram: one embedded stylesheet, so an SVG needs no external resource and
/// a designer can restyle all shapes of a kind in one place.
///
/// The palette is calm on purpose: light greys for system chrome, one blue accent for what a
/// presentation concerns (anchors, popovers, content frames), a soft amber for warnings.
enum SVGStyle {
  static let rules: [String] = [
    "text{font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"Helvetica Neue\",Arial,sans-serif}",
    ".background{fill:#ffffff}",
    ".device{fill:#eceef1;stroke:#cdd2d9;stroke-width:1}",
    ".screen{fill:#d3d8df}",
    ".other-app{fill:#8b94a1;font-size:15px;font-weight:500}",
    ".window{fill:#ffffff}",
    ".column{fill:#ffffff;stroke:#d7dbe1;stroke-width:1}",
    ".column-primary,.column-side,.column-compact{fill:#f6f7f9}",
    ".column-supplementary{fill:#fafbfc}",
    ".controller{fill:none;stroke:#e1e4e8;stroke-width:1}",
    ".content-controller{fill:#ffffff;stroke:none}",
    ".column-title{fill:#a0a8b3;font-size:20px;font-weight:600}",
    ".width-label{fill:#6b7480;font-size:12px}",
    ".bar{fill:#f3f4f6}",
    ".hairline{stroke:#cfd4db;stroke-width:1}",
    ".bar-title{fill:#1f2328;font-size:17px;font-weight:600}",
    ".item{fill:#0a66d8;fill-opacity:0.08}",
    ".item-title{fill:#0a66d8;font-size:15px}",
    ".search{fill:#e6e9ed}",
    ".search-text{fill:#89929e;font-size:15px}",
    ".divider{fill:#c4cad2}",
    ".status{fill:none}",
    ".status-text{fill:#1f2328;font-size:12px;font-weight:600}",
    ".battery{fill:#1f2328}",
    ".view{fill:#eef4fd;stroke:#7ba6e6;stroke-width:1;stroke-dasharray:4 3}",
    ".view-label{fill:#3a6dbd;font-size:12px}",
    ".dim{fill:#111827;fill-opacity:0.24}",
    ".anchor{fill:#0a66d8;fill-opacity:0.14;stroke:#0a66d8;stroke-width:2}",
    ".popover{fill:#ffffff;stroke:#b4c1d2;stroke-width:1}",
    ".sheet{fill:#ffffff;stroke:#c3cad4;stroke-width:1}",
    ".content-frame{fill:none;stroke:#0a66d8;stroke-width:1;stroke-dasharray:5 4}",
    ".content-label{fill:#0a66d8;font-size:12px}",
    ".warning{fill:none;stroke:#e0a030;stroke-width:2;stroke-dasharray:6 4}",
    ".caption-title{fill:#1f2328;font-size:16px;font-weight:600}",
    ".caption{fill:#4b5563;font-size:13px}",
    ".caption-warning{fill:#a15c07;font-size:13px;font-weight:600}",
    ".caption-ok{fill:#6b7480;font-size:13px}",
    ".warning-dot{fill:#f2b84b}",
  ]
}
