import PaneDocModel

/// The app window an environment names: a multitasking window, or a free-form window's size
/// (`--window WxH`, every width of a sweep).
public enum WindowName: Sendable, Hashable, RawRepresentable {
  case named(MultitaskingWindow)
  case freeForm(Size)

  /// `two-thirds`, or `702x1032`: the name in slugs, file names, captions and the JSON form.
  public var rawValue: String {
    switch self {
    case .named(let window): window.rawValue
    case .freeForm(let size): WindowLimits.text(size)
    }
  }

  /// A multitasking window's name, else a size as `--window` writes it; `nil` for anything else.
  public init?(rawValue: String) {
    if let window = MultitaskingWindow(rawValue: rawValue) {
      self = .named(window)
    } else if let size = Size(windowText: rawValue) {
      self = .freeForm(size)
    } else {
      return nil
    }
  }
}
