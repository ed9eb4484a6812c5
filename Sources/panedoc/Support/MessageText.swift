/// Values quoted in the command line's messages are shortened: a 309-digit width or a pasted
/// paragraph is named by its start and its length, so the message stays one readable line.
enum MessageText {
  /// Quoted values longer than this are shortened.
  static let longestQuote = 40

  /// `text` with every single-quoted value longer than `longestQuote` characters replaced by its
  /// first characters, an ellipsis and its length: `'1000000000000000…' (309 characters)`. A
  /// quote opens after the start, a space or a bracket and closes before the end, a space or
  /// punctuation, so an apostrophe inside a word is left alone.
  static func shortened(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      guard character == "'", index == 0 || " ([".contains(characters[index - 1]),
        let close = closingQuote(in: characters, after: index)
      else {
        result.append(character)
        index += 1
        continue
      }
      let value = characters[(index + 1)..<close]
      if value.count > longestQuote {
        result += "'" + String(value.prefix(longestQuote / 2)) + "…' (\(value.count) characters)"
      } else {
        result += String(characters[index...close])
      }
      index = close + 1
    }
    return result
  }

  /// The index of the quote that closes the one at `open`: the next quote followed by the end,
  /// a space or punctuation.
  private static func closingQuote(in characters: [Character], after open: Int) -> Int? {
    var index = open + 1
    while index < characters.count {
      if characters[index] == "'",
        index + 1 == characters.count || " ).,;:?!\n]".contains(characters[index + 1])
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// `value` for quoting in a message: itself, or its start and length when it is long.
  static func quoted(_ value: String) -> String {
    shortened("'" + value + "'")
  }
}
