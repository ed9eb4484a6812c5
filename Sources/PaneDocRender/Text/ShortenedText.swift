extension MarkupText {
  /// The most characters a name keeps where a page shows it on one line (the index's tree, its
  /// headings, the warnings' scene and file): a 4,096-character title would otherwise fill the
  /// tree. The whole name stays in the element's `title` and on the scene's own page.
  public static let oneLineLimit = 48

  /// `text` in at most `limit` characters: whole, or cut with an ellipsis, which never follows a
  /// space or a punctuation mark ("Emoji Art…", not "Emoji Art …"). It counts characters, so a
  /// cut never splits a grapheme cluster (a flag, an accented letter, a family emoji), and it
  /// works on the text before it is escaped, so never inside `&amp;`.
  public static func shortened(_ text: String, limit: Int = oneLineLimit) -> String {
    // A text has no more characters than UTF-8 bytes: most names fit without being counted.
    guard text.utf8.count > limit, text.count > limit else { return text }
    let kept = text.prefix(max(1, limit - 1))
    var end = kept.endIndex
    while end > kept.startIndex {
      let last = kept[kept.index(before: end)]
      guard last.isWhitespace || last.isPunctuation else { break }
      end = kept.index(before: end)
    }
    return String(end == kept.startIndex ? kept : kept[..<end]) + "…"
  }
}
