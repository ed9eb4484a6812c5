import ArgumentParser
import PaneDocInput
import PaneDocLayout
import PaneDocModel

/// `panedoc validate INPUT…`: parse, schema, value and reference checks, and nothing else.
///
/// Every diagnostic goes to standard error in the `file:line:col: error: message [code]` form;
/// standard output gets one summary line, so a CI log shows the count even when errors scroll.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check interface descriptions: XML, schema, values and references.",
    discussion: """
      Exit status: 0 when every input is valid, 1 when any has an error (or a warning with \
      --strict), 2 when an input could not be read, 64 on a usage error.
      """)

  @Argument(
    help: ArgumentHelp(
      """
      Files (.xml, .storyboard, .xib), folders searched recursively, or - for standard input \
      (default: the config file's inputs).
      """,
      valueName: "input"), completion: Completions.interfaceFiles)
  var inputs: [String] = []

  @Option(
    help: ArgumentHelp(
      "Leave out the files under the inputs that match this glob (Pods/**, **/Legacy/*.xib);"
        + " repeatable (default: the config file's exclude).",
      valueName: "glob"))
  var exclude: [String] = []

  @Flag(help: "Count warnings as findings: exit 1 when there are any.")
  var strict = false

  @Flag(
    help: """
      Also print what each file holds: controllers by kind, scenes, splits by style, popover \
      segues and diagnostics by code, with totals over several files.
      """)
  var summary = false

  @OptionGroup(title: "Config file") var configOption: ConfigOption

  @OptionGroup var limits: LimitOptions

  mutating func validate() throws {
    if let config = try configOption.load() {
      if inputs.isEmpty { inputs = config.inputs ?? [] }
      if exclude.isEmpty { exclude = config.exclude ?? [] }
    }
    if inputs.isEmpty {
      throw ValidationError("Name at least one input, or list them as inputs in panedoc.yml.")
    }
  }

  func run() throws {
    let report = Report(
      LoadedInputs(inputs, limits: limits.xmlLimits, excluding: ExcludePatterns(exclude)),
      strict: strict)
    DiagnosticPrinter.print(report.diagnostics)
    var text = summary ? report.contentLines.map { $0 + "\n" }.joined() : ""
    text += report.summary + "\n"
    try StandardOutput.write(text)
    if let status = report.status { throw status }
  }

  /// What a validation found, apart from printing it, so that tests can check it as a value.
  struct Report {
    /// Every diagnostic, file by file in input order, each file's sorted by location.
    var diagnostics: [Diagnostic]
    var files: Int
    var filesWithErrors: Int
    var warnings: Int
    /// The exit status, `nil` for success.
    var status: ExitCode?
    /// What each read file holds, in input order.
    var contents: [InterfaceSummary]

    init(_ loaded: LoadedInputs, strict: Bool) {
      diagnostics = loaded.diagnostics
      files = loaded.files
      contents = loaded.interfaces.map {
        InterfaceSummary($0, scenes: LayoutEngine.scenes(in: $0).map(\.id))
      }
      // Only files that were found count: a missing input, an unreadable folder or a name that
      // is not UTF-8 is an error of the run, not a file with errors.
      let found = Set(loaded.paths)
      let errorFiles = Set(
        loaded.diagnostics.filter { $0.severity == .error && found.contains($0.location.file) }
          .map(\.location.file))
      filesWithErrors = errorFiles.count
      warnings = loaded.diagnostics.filter { $0.severity == .warning }.count
      if loaded.unreadable > 0 {
        status = ExitStatus.failure
      } else if filesWithErrors > 0 || (strict && warnings > 0) {
        status = ExitStatus.findings
      } else {
        status = nil
      }
    }

    /// `checked 9 files: 8 valid, 1 with errors, 2 warnings`.
    var summary: String {
      let valid = files - filesWithErrors
      return "checked \(counted(files, "file")): \(valid) valid, \(filesWithErrors) with errors, "
        + counted(warnings, "warning")
    }

    /// `--summary`: each read file's summary, then the totals when there are several files.
    var contentLines: [String] {
      var lines = contents.flatMap(\.lines)
      if contents.count > 1 { lines += InterfaceSummary.total(contents).lines }
      return lines
    }

    private func counted(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
  }
}
