import PaneDocCore

/// The codes of templates that do not load (`ReportTemplates.LoadError`) and of a rendering that
/// a template's limits stopped (`MustacheRenderer`'s): a template from a `--templates` folder may
/// nest its lists to multiply the work without end.
public enum TemplateCode: String, StableCode {
  /// A template that is not valid Mustache (a section never closed, a name with an empty part).
  case invalid = "template-invalid"
  /// A partial (`{{> name}}`) that names no template of the page's set.
  case unknownPartial = "template-unknown-partial"
  /// Partials that include each other without end.
  case partialCycle = "template-partial-cycle"
  /// A template file that exists but cannot be read.
  case unreadable = "template-unreadable"
  /// A template neither bundled nor in the folder.
  case missing = "template-missing"
  /// Sections nested deeper than a template may nest them, partials included.
  case tooDeep = "template-too-deep"
  /// A rendering that writes too many bytes or takes too many steps.
  case outputTooLarge = "template-output-too-large"
}
