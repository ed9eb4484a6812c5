import PaneDocCore
import PaneDocModel

/// Changes in words, with the numbers, for the text summary, Markdown, JUnit and the HTML report.
extension LayoutChange {
  /// `popover composeSegue`, `node composeButton`, `environment safeArea`, `warning mail`.
  public var subjectName: String { "\(subject.rawValue) \(id)" }

  /// What happened, with both values: `moved from (960, 26) to (900, 26), 60 pt`.
  public var details: String {
    let what = property == .frame ? "" : property.name + " "
    switch kind {
    case .appeared: return "appeared at \(Self.describe(new))"
    case .vanished: return "vanished from \(Self.describe(old))"
    case .moved:
      if case .rect(let a) = old, case .rect(let b) = new {
        return
          "\(what)moved from \(Self.point(a)) to \(Self.point(b)), \(Self.points(magnitude))"
      }
    case .resized:
      if case .rect(let a) = old, case .rect(let b) = new {
        return "\(what)resized from \(Self.size(a)) to \(Self.size(b))"
      }
    case .anchor:
      if case .rect = old, case .rect = new {
        return "anchor moved from \(Self.describe(old)) to \(Self.describe(new))"
      }
    default: break
    }
    return "\(property.name) \(Self.describe(old)) → \(Self.describe(new))"
  }

  /// One value as text: a frame as `[x, y, width, height]`, `none` for an absent value.
  public static func describe(_ value: Value) -> String {
    switch value {
    case .rect(let rect):
      "["
        + [rect.x, rect.y, rect.width, rect.height].map(NumberFormat.string).joined(
          separator: ", ") + "]"
    case .number(let number): NumberFormat.string(number)
    case .text(let text): text.isEmpty ? "\"\"" : text
    case .flag(let flag): flag ? "true" : "false"
    case .absent: "none"
    }
  }

  /// `60 pt`.
  public static func points(_ value: Double) -> String { NumberFormat.string(value) + " pt" }

  private static func point(_ rect: Rect) -> String {
    "(\(NumberFormat.string(rect.x)), \(NumberFormat.string(rect.y)))"
  }

  private static func size(_ rect: Rect) -> String {
    "\(NumberFormat.string(rect.width))×\(NumberFormat.string(rect.height))"
  }
}
