import PaneDocModel

extension LayoutWarning {
  /// A layout warning's code: one of the split and container engines' or one of the presentation
  /// engine's. Its raw value is the code scripts and config files match on.
  public enum Code: StableCode {
    case layout(LayoutWarningCode)
    case presentation(PresentationWarningCode)

    public static var allCases: [Code] {
      LayoutWarningCode.allCases.map(Code.layout)
        + PresentationWarningCode.allCases.map(Code.presentation)
    }

    public var rawValue: String {
      switch self {
      case .layout(let code): code.rawValue
      case .presentation(let code): code.rawValue
      }
    }

    public init?(rawValue: String) {
      if let code = LayoutWarningCode(rawValue: rawValue) {
        self = .layout(code)
      } else if let code = PresentationWarningCode(rawValue: rawValue) {
        self = .presentation(code)
      } else {
        return nil
      }
    }
  }

  /// Every code a layout warning can carry, so that options and config files naming codes can
  /// refuse a misspelt one (with "did you mean") instead of never matching.
  public static let codes: [String] = Code.allCases.map(\.rawValue)
}
