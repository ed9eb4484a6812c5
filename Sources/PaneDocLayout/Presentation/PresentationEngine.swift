import PaneDocModel

/// UIKit's presentation rules: popover content size, available area, placement and arrow,
/// adaptation in compact environments, sheets.
public enum PresentationEngine {
  /// Lays out `request` in `environment`.
  public static func present(_ request: PresentationRequest, in environment: EnvironmentInfo)
    -> PresentationResult
  {
    PresentationResult(presentation: nil)
  }
}
