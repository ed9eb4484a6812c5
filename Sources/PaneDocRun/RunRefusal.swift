/// What a run refuses to lay out as a whole, counted before any layout is made: the counts and
/// the limit they pass. Its description is the message the command line prints, with the option
/// that raises the limit and, where the refusal is a finding rather than a usage error, its code.
public enum RunRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// The matrix has more environments than `--max-environments`: a usage error, without a code.
  case environments(Int, limit: Int)
  /// Scenes × states × environments come to more than `--max-layouts`.
  case layouts(Int, limit: Int)
  /// The width sweeps come to more layouts than `--max-sweep-layouts`.
  case sweepLayouts(Int, limit: Int)

  public var description: String {
    switch self {
    case .environments(let count, let limit):
      "the matrix has \(count) environments, more than the limit of \(limit); "
        + "choose fewer or raise --max-environments"
    case .layouts(let count, let limit):
      "the run has \(count) layouts (scenes × states × environments), more than the limit "
        + "of \(limit) (raise it with --max-layouts, or choose fewer environments or a lower "
        + "--depth) \(RunCode.tooManyLayouts.bracketed)"
    case .sweepLayouts(let count, let limit):
      "the sweeps have \(count) layouts (scenes × states × environments × widths), more"
        + " than the limit of \(limit) (raise it with --max-sweep-layouts, or sweep fewer"
        + " widths with --from, --to or --step) \(RunCode.tooManyLayouts.bracketed)"
    }
  }
}
