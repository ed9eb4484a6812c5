extension SVGStyle {
  /// The `style` element of the rules whose bits `rules` sets, two elements deep (in the `defs`):
  /// what `SVGDocument.style(_:)` writes there, put together from each rule's line drawn once
  /// (`ruleLines`) instead of written again for every diagram a scene's cache has no sheet for.
  static func styleSheet(_ rules: UInt64) -> SVGLines {
    var bytes = styleOpen.bytes
    bytes.reserveCapacity(2_048)
    for (index, line) in ruleLines.enumerated() where rules & (1 << UInt64(index)) != 0 {
      bytes += line.bytes
    }
    bytes += styleClose.bytes
    return SVGLines(
      bytes: bytes, depth: 2, first: false, opened: 0, rules: styleOpen.rules | styleClose.rules,
      references: [])
  }

  /// The `style` element's first and last lines, two elements deep, and each rule's line
  /// inside it, by the writers `SVGDocument.style(_:)` uses.
  private static let styleOpen = SVGDocument.lines(depth: 2) { $0.open("style") }
  private static let styleClose = SVGDocument.lines(depth: 3) { $0.close("style") }
  private static let ruleLines = rules.map { rule in
    SVGDocument.lines(depth: 3) { $0.literal(rule) }
  }
}
