import PaneDocCore

/// The codes of a rendering that a template's limits stopped (`MustacheRenderer`'s): a template
/// from a `--templates` folder may nest its lists to multiply the work without end.
public enum TemplateCode: String, StableCode {
  /// Sections nested deeper than a template may nest them, partials included.
  case tooDeep = "template-too-deep"
  /// A rendering that writes too many bytes or takes too many steps.
  case outputTooLarge = "template-output-too-large"
}
