import PaneDocRun

/// The sweeps `panedoc sweep` prints, with the distance within which a breakpoint that changes
/// back is a flip.
public struct SweepReport: Sendable {
  public var results: [SweepResult]
  public var flipWithin: Double

  public init(results: [SweepResult], flipWithin: Double) {
    self.results = results
    self.flipWithin = flipWithin
  }
}

extension SweepReport: Formattable {
  public static let formats: [OutputFormat<SweepReport>] = [
    OutputFormat(name: "table", summary: "a table of intervals") {
      SweepOutput.table($0.results, flipWithin: $0.flipWithin)
    },
    OutputFormat(name: "json", summary: "the sweeps as JSON") {
      SweepOutput.json($0.results, flipWithin: $0.flipWithin).serialized()
    },
    OutputFormat(name: "markdown", summary: "Markdown tables") {
      SweepOutput.markdown($0.results, flipWithin: $0.flipWithin)
    },
  ]
}
