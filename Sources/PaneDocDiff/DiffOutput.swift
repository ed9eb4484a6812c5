import PaneDocRender

/// What `panedoc diff` prints: the diff, the breakpoints of its sweeps, and what some formats
/// say besides. Every format of a diff renders this one value, so the breakpoints and the accept
/// command are put into each format in one place, its entry in `formats`.
public struct DiffOutput: Sendable {
  public var diff: LayoutDiff
  /// The breakpoint changes when the versions were swept (`--sweep`), else `nil`: a diff without
  /// sweeps has no `breakpoints` list in its JSON.
  public var breakpoints: [BreakpointChange]?
  /// The command that accepts the new version, for the Markdown summary.
  public var acceptCommand: String?
  /// Whether a change fails the run (`--fail-on-change`): its annotations are then errors.
  public var failsOnChange: Bool
  /// The path from the repository's root to the folder the files a layout names are relative
  /// to (`Sources/App/`, or empty), put before each file in the GitHub and SARIF outputs.
  public var repositoryPrefix: String

  public init(
    diff: LayoutDiff, breakpoints: [BreakpointChange]? = nil, acceptCommand: String? = nil,
    failsOnChange: Bool = false, repositoryPrefix: String = ""
  ) {
    self.diff = diff
    self.breakpoints = breakpoints
    self.acceptCommand = acceptCommand
    self.failsOnChange = failsOnChange
    self.repositoryPrefix = repositoryPrefix
  }

  /// Whether anything changed, breakpoints included.
  public var hasChanges: Bool { diff.hasChanges || !(breakpoints ?? []).isEmpty }
}

extension DiffOutput: Formattable {
  /// The text list first, the default. Each format is defined beside its rendering, in the file
  /// named after it (`DiffSummary`, `DiffJSON`, `DiffMarkdown`, `DiffJUnit`, `DiffGitHub`,
  /// `DiffSARIF`): the format value is the one way to render a diff.
  public static let formats = [text, json, markdown, junit, github, sarif]
}
