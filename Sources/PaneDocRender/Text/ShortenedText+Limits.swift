extension MarkupText {
  /// `shortened(_:limit:)` of one text at many limits, its characters found once. A label that is
  /// not free where it goes is tried a character shorter each time (`SVGDrawing.centredLabel`),
  /// and counting the text's characters and cutting it again for every try was a pass of
  /// grapheme breaking over the whole text per try.
  struct Shortenings {
    let text: String
    /// Where each character of `text` ends, in order: as many as it has characters.
    private let ends: [String.Index]

    init(_ text: String) {
      self.text = text
      var ends: [String.Index] = []
      ends.reserveCapacity(text.utf8.count)
      var index = text.startIndex
      while index < text.endIndex {
        index = text.index(after: index)
        ends.append(index)
      }
      self.ends = ends
    }

    /// `MarkupText.shortened(text, limit: limit)`, the same text.
    func shortened(limit: Int) -> String {
      guard text.utf8.count > limit, ends.count > limit else { return text }
      let kept = min(max(1, limit - 1), ends.count)
      // The kept characters less those at the end that are spaces or punctuation; all of them
      // when nothing else is left.
      var end = kept
      while end > 0, isSpaceOrPunctuation(end - 1) { end -= 1 }
      let count = end == 0 ? kept : end
      return String(text[..<start(of: count)]) + "…"
    }

    /// Whether the character at `offset` is a space or a punctuation mark, which an ellipsis
    /// never follows. A character of one ASCII byte is looked up in a table made from the same
    /// properties: each try asks of the last character kept, and the properties' lookups were
    /// most of a try's time.
    private func isSpaceOrPunctuation(_ offset: Int) -> Bool {
      let start = start(of: offset)
      let byte = text.utf8[start]
      if byte < 0x80, text.utf8.index(after: start) == ends[offset] {
        return Self.asciiSpaceOrPunctuation[Int(byte)]
      }
      let character = text[start]
      return character.isWhitespace || character.isPunctuation
    }

    /// `Character.isWhitespace || Character.isPunctuation` of each ASCII character on its own.
    private static let asciiSpaceOrPunctuation: [Bool] = (0..<128).map { value in
      let character = Character(Unicode.Scalar(UInt8(value)))
      return character.isWhitespace || character.isPunctuation
    }

    /// Where the character at `offset` starts (the text's end for `offset` = its count).
    private func start(of offset: Int) -> String.Index {
      offset == 0 ? text.startIndex : ends[offset - 1]
    }
  }
}
