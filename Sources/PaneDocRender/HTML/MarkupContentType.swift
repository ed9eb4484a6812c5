import Mustache

/// How the report's templates escape `{{value}}`: with `MarkupText.escape`, Unicode scalar by
/// scalar.
///
/// Mustache's own HTML escaping looks characters up one `Character` at a time, so a quote or `<`
/// followed by a combining mark (one character of two scalars) passes through unescaped, and a
/// title could close an attribute and add one of its own. Every template, bundled or replaced,
/// starts with `pragma`, which selects this escaping for the whole template.
struct MarkupContentType: MustacheContentType {
  static let name = "PANEDOC_MARKUP"

  /// The first line put before every template's text.
  static var pragma: String {
    _ = registration
    return "{{% CONTENT_TYPE: \(name)}}\n"
  }

  /// Registers the content type under `name`, once, before any template names it.
  private static let registration: Void = MustacheContentTypes.register(
    MarkupContentType(), named: name)

  func escapeText(_ text: String) -> String { MarkupText.escape(text) }
}
