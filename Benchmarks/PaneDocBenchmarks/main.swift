import Foundation
import PaneDocCore
import PaneDocInput
import PaneDocLayout
import PaneDocModel
import PaneDocRender
import PaneDocReport
import PaneDocRun
import PaneDocXML

// The performance suite: `swift run -c release panedoc-bench [scene counts…]`.
// It generates synthetic interfaces, measures each stage in process, then times whole
// `panedoc render` runs of the release binary beside it, and prints a Markdown table.

// `panedoc-bench generate N FILE` writes the N-scene interface (own format, or a storyboard when
// FILE ends in .storyboard) for profiling and for trying PaneDoc on a large input.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "generate",
  let scenes = Int(CommandLine.arguments[2])
{
  let file = CommandLine.arguments[3]
  let text =
    file.hasSuffix(".storyboard")
    ? InterfaceGenerator.storyboard(scenes: scenes) : InterfaceGenerator.ownFormat(scenes: scenes)
  try Data(text.utf8).write(to: URL(fileURLWithPath: file))
  exit(0)
}

// `panedoc-bench parse FILE [REPETITIONS]` parses FILE repeatedly and prints the fastest parse in
// milliseconds: the suite's parse figure (run in a fresh process, as xmllint is) and a target for
// profiling the XML reader on one input.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "parse" {
  let file = CommandLine.arguments[2]
  let repetitions = CommandLine.arguments.count > 3 ? Int(CommandLine.arguments[3]) ?? 15 : 15
  let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
  let fastest = Stopwatch.fastest(of: repetitions) {
    _ = XMLDocumentReader.parse(bytes, file: file)
  }
  print(String(format: "%.3f", fastest * 1000))
  exit(0)
}

// `panedoc-bench views` runs only the many-views table: a quick check that a scene's work grows
// linearly with its views.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "views" {
  ManyViewsBenchmark.run()
  exit(0)
}

// `panedoc-bench svg [N]` runs only the SVG stage, on the N-scene interface (100 by default).
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "svg" {
  SVGStageBenchmark.run(
    scenes: CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 100 : 100)
  exit(0)
}

// `panedoc-bench pages [N]` runs only the HTML pages' stage, on the N-scene interface (100 by
// default).
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "pages" {
  try PagesStageBenchmark.run(
    scenes: CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 100 : 100)
  exit(0)
}

// `panedoc-bench solver` runs only the constraint solver's table.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "solver" {
  try SolverBenchmark.run()
  exit(0)
}

// `panedoc-bench chains [presolving] [N…]` times only chains of N views each (by default those of
// the solver's table), presolving and plain, or presolving alone: the solver's worst shape, and a
// target for profiling it.
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "chains" {
  let arguments = CommandLine.arguments.dropFirst(2)
  let lengths = arguments.compactMap { Int($0) }.filter { $0 > 0 }
  print("| system | variables | constraints | time | per constraint |")
  print("| --- | ---: | ---: | ---: | ---: |")
  try SolverBenchmark.chainRows(
    lengths.isEmpty ? SolverBenchmark.chainLengths : lengths,
    plain: !arguments.contains("presolving"))
  exit(0)
}

// `panedoc-bench content` runs only the content layout table: Auto Layout solve times per scene
// and per width of a sweep.
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "content" {
  let rows = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
  ContentLayoutBenchmark.run(rows: rows.isEmpty ? ContentLayoutBenchmark.defaultRows : rows)
  try await ContentSweepBenchmark.run()
  exit(0)
}

// `panedoc-bench layouts [SCENES] [REPETITIONS]` times only the layout stage (100 scenes, the
// fastest of 5 by default).
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "layouts" {
  let numbers = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }.filter { $0 > 0 }
  LayoutStageBenchmark.run(
    scenes: numbers.first ?? 100, repetitions: numbers.dropFirst().first ?? 5)
  exit(0)
}

let arguments = CommandLine.arguments.dropFirst()
let sceneCounts =
  arguments.compactMap { Int($0) }.isEmpty ? [10, 100, 1000] : arguments.compactMap { Int($0) }
/// Whole runs are repeated and the fastest kept: on a shared machine a single run scatters.
let runs = 3
/// Named by the process, so two runs at once (or another user's) never share or delete a folder.
let work = URL(fileURLWithPath: NSTemporaryDirectory())
  .appendingPathComponent("panedoc-bench-\(getpid())")
if FileManager.default.fileExists(atPath: work.path) {
  // Left by an interrupted run whose process id this one reuses. ext4 passes over inodes freed in the last minute (five, while
  // their inode table is not yet written back) when it allocates new ones, so for a while after
  // a large delete every file created, ours and `cp`'s alike, costs several times as much.
  try? FileManager.default.removeItem(at: work)
  FileHandle.standardError.write(
    Data("removed \(work.path) from an earlier run: whole runs may be slow for five minutes\n".utf8)
  )
}
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("panedoc").path

// `panedoc-bench runs [scene counts…]` runs only the whole runs of `panedoc render`, on the disk
// and on a tmpfs: the throughput of the whole report in bytes per CPU second.
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "runs" {
  try WholeRunBenchmark.run(
    sceneCounts: sceneCounts, binary: binary, work: work,
    places: WholeRunBenchmark.places(disk: work), runs: runs)
  try? FileManager.default.removeItem(at: work)
  exit(0)
}

func row(_ cells: [String]) { print("| " + cells.joined(separator: " | ") + " |") }
func fixed(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

/// Writes `text` to the work folder and returns its path.
func write(_ text: String, _ name: String) throws -> String {
  let url = work.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

/// The number of files and bytes under `folder`.
func countFiles(_ folder: String) -> (files: Int, bytes: Int) {
  var files = 0
  var bytes = 0
  let enumerator = FileManager.default.enumerator(atPath: folder)
  while let path = enumerator?.nextObject() as? String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)
    if attributes?[.type] as? FileAttributeType == .typeRegular {
      files += 1
      bytes += (attributes?[.size] as? Int) ?? 0
    }
  }
  return (files, bytes)
}

/// The fastest of 15 parses of `file` in a new process of this benchmark, in seconds.
func freshProcessParse(_ file: String) -> Double? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["parse", file, "15"]
  let output = Pipe()
  process.standardOutput = output
  guard (try? process.run()) != nil else { return nil }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return Double(text.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 / 1000 }
}

// 1. Parsing, against xmllint on the same bytes (the same libxml2: the floor).
let largest = sceneCounts.max() ?? 1000
print("## Parsing (\(largest) scenes)\n")
row([
  "input", "bytes", "xmllint --noout", "XML parse", "parse ÷ xmllint",
  "xmllint, schema checked", "read (parse + schema + model)", "read ÷ xmllint, schema checked",
])
row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"])
let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}
/// The own format's schema in the checkout the suite was built from: xmllint validates against it
/// for the floor of a read, which checks the schema too.
let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Sources/PaneDocInput/Schema/interface.rng").standardized.path
for (name, text) in [
  ("own format", InterfaceGenerator.ownFormat(scenes: largest)),
  ("storyboard", InterfaceGenerator.storyboard(scenes: largest)),
] {
  let path = try write(text, name == "own format" ? "parse.xml" : "parse.storyboard")
  let bytes = Array(text.utf8)
  // Fastest of many: short timings on a shared machine scatter, and each side's floor is the
  // fair comparison. The parse runs in a fresh process of this benchmark, like xmllint: in this
  // one, the allocator's state after the earlier measurements would be timed too.
  guard let parseOnly = freshProcessParse(path) else {
    print("the parse of \(path) in a fresh process failed")
    exit(2)
  }
  var diagnostics = 0
  let read = Stopwatch.fastest(of: 15) {
    diagnostics = InterfaceLoader.read(bytes, file: path).diagnostics.count
  }
  func fastestXmllint(_ arguments: [String]) -> Double? {
    xmllint.map { tool in
      (0..<15).map { _ in ProcessMeasurement.run(tool, arguments + [path]).wall }.min() ?? 0
    }
  }
  let floor = fastestXmllint(["--noout"])
  // A storyboard has no schema: its read's floor is the plain parse.
  let checked =
    name == "own format" && FileManager.default.fileExists(atPath: schema)
    ? fastestXmllint(["--noout", "--relaxng", schema]) : floor
  row([
    name + (diagnostics > 0 ? " (\(diagnostics) diagnostics)" : ""), "\(bytes.count)",
    floor.map { fixed($0 * 1000, 1) + " ms" } ?? "n/a", fixed(parseOnly * 1000, 1) + " ms",
    floor.map { fixed(parseOnly / $0) + "×" } ?? "n/a",
    checked.map { fixed($0 * 1000, 1) + " ms" } ?? "n/a", fixed(read * 1000, 1) + " ms",
    checked.map { fixed(read / $0) + "×" } ?? "n/a",
  ])
}

// 2. Layout and rendering throughput, in process, on the 100-scene interface.
let sample = min(100, largest)
let interface = GeneratedInterface.read(scenes: sample)
let environments = EnvironmentMatrix.default.environments(documentProfile: interface.profile)
  .environments
let prepared = PreparedInterface(interface)
var workItems: [(Scene, SceneState)] = []
for scene in LayoutEngine.scenes(in: prepared) {
  for state in LayoutEngine.states(of: scene, in: prepared, depth: 1) {
    workItems.append((scene, state))
  }
}
var entries: [ReportEntry] = []
let layoutTime = Stopwatch.fastest(of: 3) {
  entries = []
  for (scene, state) in workItems {
    for environment in environments {
      if let layout = LayoutEngine.layout(
        prepared, scene: scene, state: state, environment: environment)
      {
        entries.append(
          ReportEntry(
            sceneId: scene.id, sceneTitle: scene.title, stateId: state.id,
            stateTitle: state.title, layout: layout))
      }
    }
  }
}
let layouts = entries.map(\.layout)
var svgBytes = 0
let svgTime = Stopwatch.fastest(of: 3) {
  svgBytes = layouts.reduce(0) { $0 + SVGRenderer.renderBytes($1).count }
}
// `layout.json` as the report writes it: every line into one buffer (one per scene in a report).
var jsonBytes = 0
let jsonTime = Stopwatch.fastest(of: 3) {
  var lines = TextBuffer(capacity: 16_384)
  for layout in layouts {
    LayoutJSON.writeLine(layout, to: &lines)
    lines.append(",\n" as StaticString)
  }
  jsonBytes = lines.bytes.count
}
// The same layouts through a `JSONValue` tree each, as `panedoc layout` prints them.
var treeBytes = 0
let treeTime = Stopwatch.fastest(of: 3) {
  treeBytes = layouts.reduce(0) { $0 + LayoutJSON.encode($1).serializedBytes(pretty: false).count }
}
let templates = try ReportTemplates()
var htmlBytes = 0
var htmlFailure: (any Error)?
let htmlTime = Stopwatch.fastest(of: 3) {
  do {
    htmlBytes = try ReportBuilder.pages(for: ReportContents(entries: entries), templates: templates)
      .reduce(0) { $0 + $1.bytes.count }
  } catch {
    htmlFailure = error
  }
}
if let htmlFailure { throw htmlFailure }
print("\n## Stages (\(sample) scenes × \(environments.count) environments, one core)\n")
row(["stage", "amount", "time", "throughput"])
row(["---", "---:", "---:", "---:"])
row([
  "layout", "\(layouts.count) layouts", fixed(layoutTime * 1000, 1) + " ms",
  fixed(Double(layouts.count) / layoutTime, 0) + " layouts/s",
])
row([
  "SVG", "\(svgBytes) bytes", fixed(svgTime * 1000, 1) + " ms",
  fixed(Double(svgBytes) / svgTime / 1e6) + " MB/s",
])
row([
  "JSON (layout.json lines)", "\(jsonBytes) bytes", fixed(jsonTime * 1000, 1) + " ms",
  fixed(Double(jsonBytes) / jsonTime / 1e6) + " MB/s",
])
row([
  "JSON (`JSONValue` trees)", "\(treeBytes) bytes", fixed(treeTime * 1000, 1) + " ms",
  fixed(Double(treeBytes) / treeTime / 1e6) + " MB/s",
])
row([
  "HTML (index and scene pages)", "\(htmlBytes) bytes", fixed(htmlTime * 1000, 1) + " ms",
  fixed(Double(htmlBytes) / htmlTime / 1e6) + " MB/s",
])

// 2b. One scene with very many views.
ManyViewsBenchmark.run()
ContentLayoutBenchmark.run()
try await ContentSweepBenchmark.run()

// 2c. The constraint solver alone.
try SolverBenchmark.run()

// The width sweep: every scene × state of the 100-scene interface at 1,000 window widths of the
// 13" iPad Pro in landscape (ios26), on every core, as `panedoc sweep` runs it (no SVG per width).
let sweepWidths = WidthSweep.widths(from: 377, to: 1376, step: 1)
let sweepTasks = LayoutEngine.scenes(in: prepared).map { scene in
  SweepTask(
    file: "bench.xml", interface: prepared, scene: scene,
    states: LayoutEngine.states(of: scene, in: prepared, depth: 1),
    environment: Environment(profile: .ios26, device: .iPadPro13M4, orientation: .landscape),
    widths: sweepWidths)
}
let cores = ProcessInfo.processInfo.activeProcessorCount
var sweepLayouts = 0
var sweepBreakpoints = 0
let sweepTime = try await Stopwatch.fastest(of: 3) {
  let results = try await SweepRunner.run(sweepTasks, jobs: cores)
  sweepLayouts = results.reduce(0) { $0 + $1.sweeps.count } * sweepWidths.count
  sweepBreakpoints = results.reduce(0) { $0 + $1.sweeps.reduce(0) { $0 + $1.breakpoints.count } }
}
print("\n## Width sweep (\(sample) scenes × \(sweepWidths.count) widths, \(cores) cores)\n")
row(["layouts", "breakpoints", "time", "throughput"])
row(["---:", "---:", "---:", "---:"])
row([
  "\(sweepLayouts)", "\(sweepBreakpoints)", fixed(sweepTime) + " s",
  fixed(Double(sweepLayouts) / sweepTime, 0) + " layouts/s",
])

// 3. Whole runs of the release binary: full render, the copy floor, a no-change re-render.
guard FileManager.default.isExecutableFile(atPath: binary) else {
  print("\n(no panedoc binary beside the benchmark: build it with `swift build -c release`)")
  exit(0)
}
try WholeRunBenchmark.run(
  sceneCounts: sceneCounts, binary: binary, work: work,
  places: WholeRunBenchmark.places(disk: work), runs: runs)
try? FileManager.default.removeItem(at: work)
