import Foundation
import PaneDocCore
import PaneDocLayout
import PaneDocRender

/// Turns report contents into the report's files: an SVG per entry, the HTML pages and
/// `layout.json` with every layout.
///
/// The work is cut in parts, one per scene: its layouts (asked of the source there), diagrams,
/// page, `layout.json` lines and index items. Parts are made in parallel, at most `jobs` at a
/// time, each writing its scene's files to the sink itself, so file writes are spread over the
/// cores too. What depends on the order of scenes (`layout.json`, the index page) is handed on in
/// scene order as parts finish, and scene folders are named before any part starts. So the files
/// and their bytes are the same for every `jobs` value, and only a few scenes' layouts and files
/// are in memory at once, however large the report.
public enum ReportBuilder {
  /// Makes every file of the report and gives each to `sink`; `progress` hears how many scenes
  /// are done as each is written. With a `shard`, only that part's scenes are drawn, and
  /// `shard.json` takes the index page's place (see `ReportShard`). `producer` is the version of
  /// panedoc that `layout.json` names.
  @discardableResult
  public static func write(
    _ source: some ReportSource, templates: ReportTemplates, producer: String,
    idPrefix: String = "", jobs: Int = 1, shard: ReportShard? = nil, to sink: some ReportSink,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) async throws -> ReportSummary {
    var names = SceneFolderNames(
      reserving: ReportPages.indexPageNames(sceneCount: source.sceneCount))
    let folders = (0..<source.sceneCount).map { names.folder(for: source.sceneKey(ofScene: $0)) }
    let opensFile = fileStarts((0..<source.sceneCount).map(source.file(ofScene:)))
    var index = IndexPageBuilder(templates: templates, notes: source.notes)
    let indexItems = index.items
    var manifest = shard.map {
      ShardManifest(shard: $0, sceneCount: source.sceneCount, notes: source.notes)
    }
    if shard != nil, indexItems == nil { throw ReportShardError.indexNotSplittable }
    // Every scene is drawn in the same environments: their frames are drawn once, for all. The
    // list (every scene's, one after another) is gathered once for both tables.
    let environments = source.environments
    let frames = SVGFrameTable(environments, idPrefix: idPrefix)
    // And the pages' words of those environments, once for all scenes.
    let words = FigureEnvironmentTable(environments, library: templates.library)
    let pieces = LayoutPieces()
    try sink.beginPieces("layout.json")
    try sink.appendPiece(LayoutJSON.documentHead(producer: producer))
    try await OrderedParallel.forEach(count: source.sceneCount, jobs: jobs) {
      number -> ReportPart? in
      guard shard?.draws(number) ?? true else { return nil }
      return try writeScene(
        source.entries(ofScene: number), sweeps: source.sweeps(ofScene: number),
        folder: folders[number], opensFile: opensFile[number], templates: templates,
        frames: frames, words: words, pieces: pieces, indexItems: indexItems,
        digesting: shard != nil, to: sink)
    } consume: { number, part in
      defer { progress(number + 1, source.sceneCount) }
      guard let part else { return }
      // The part's lines are joined already, after the separator that follows a line; the
      // document's first line takes only that separator's end.
      try sink.appendPiece(
        bytes: index.summary.layouts == 0 ? part.layoutPiece.dropFirst() : part.layoutPiece[...])
      if manifest != nil {
        manifest?.scenes.append(try shardScene(part, number: number, folder: folders[number]))
      }
      index.add(
        part.scene, folder: folders[number], opensFile: opensFile[number], items: part.indexItems)
      pieces.giveBack(buffer: part.layoutPiece)
    }
    try sink.appendPiece(LayoutJSON.documentTail(empty: index.summary.layouts == 0))
    try sink.endPieces()
    if let manifest {
      try sink.add(
        ReportFile(
          path: ShardManifest.fileName, bytes: Data(manifest.json.serializedBytes(pretty: false))))
    } else {
      for page in try index.finish() { try sink.add(page) }
    }
    return index.summary
  }

  /// What a shard's manifest records of a scene it drew.
  private static func shardScene(_ part: ReportPart, number: Int, folder: String) throws
    -> ShardScene
  {
    guard let items = part.indexItems else { throw ReportShardError.indexNotSplittable }
    let entries = part.scene.entries
    return ShardScene(
      number: number, folder: folder, layouts: entries.count,
      figures: ReportPages.indexFigureCount(part.scene),
      warnings: entries.reduce(0) { $0 + $1.layout.warnings.count },
      warningCodes: Set(entries.flatMap { $0.layout.warnings.map(\.code.rawValue) }).sorted(),
      environments: FilterValues.distinctKeys(of: entries),
      files: part.files, digests: part.digests, layoutDigest: digest(part.layoutLines),
      tree: IndexTreeScene(part.scene, folder: folder), items: items)
  }

  /// The version a report made in memory names when none is given: a build that knows none.
  public static let unversioned = "0.0.0-dev"

  /// `write` for a report whose layouts are all computed already.
  @discardableResult
  public static func write(
    _ contents: ReportContents, templates: ReportTemplates, producer: String = unversioned,
    idPrefix: String = "", jobs: Int = 1, to sink: some ReportSink
  ) async throws -> ReportSummary {
    try await write(
      contents.grouped, templates: templates, producer: producer, idPrefix: idPrefix, jobs: jobs,
      to: sink)
  }

  /// The files of the report, sorted by path, in memory.
  public static func files(
    for contents: ReportContents, templates: ReportTemplates, producer: String = unversioned,
    idPrefix: String = "", jobs: Int = 1
  ) async throws -> [ReportFile] {
    let collector = ReportFileCollector()
    try await write(
      contents, templates: templates, producer: producer, idPrefix: idPrefix, jobs: jobs,
      to: collector)
    return collector.files.sorted { $0.path < $1.path }
  }

  /// The SHA-256 digest of `bytes`, as a shard's manifest records it.
  static func digest(_ bytes: some Sequence<UInt8>) -> String {
    var digest = SHA256()
    digest.update(bytes)
    return digest.finalize()
  }

  /// The digest of `pieces` joined by `separator`, without joining them.
  static func digest(_ pieces: some Sequence<Data>, separator: Data) -> String {
    var digest = SHA256()
    for (index, piece) in pieces.enumerated() {
      if index > 0 { digest.update(separator) }
      digest.update(piece)
    }
    return digest.finalize()
  }

  /// Writes a scene's diagrams (with the run's `frames`) and page into `folder` and returns what
  /// the report's ordered files need of it, its `layout.json` piece written with a buffer and a
  /// memo of `pieces`; nil for a scene with no entries. `digesting` (a shard) lists and digests
  /// each file.
  private static func writeScene(
    _ entries: [ReportEntry], sweeps: [ReportSweep], folder: String, opensFile: Bool,
    templates: ReportTemplates, frames: SVGFrameTable, words: FigureEnvironmentTable,
    pieces: LayoutPieces,
    indexItems: IndexItems.Renderer?, digesting: Bool, to sink: some ReportSink
  ) throws -> ReportPart? {
    guard !entries.isEmpty else { return nil }
    let scene = ReportScene(entries, sweeps: sweeps, environments: words)
    // Every path written and its digest, for a shard's manifest only.
    var files: [String] = []
    var digests: [String] = []
    func add(_ path: String, _ bytes: [UInt8]) throws {
      try sink.add(path, bytes: bytes)
      guard digesting else { return }
      files.append(path)
      digests.append(digest(bytes))
    }
    // The scene's diagrams share their nodes' element ids and descriptions: worked out once.
    var diagrams = SVGSceneCache(sharing: frames)
    for (sweep, stateFolder) in scene.placedSweeps {
      let base = folder + "/" + stateFolder + "/"
      try add(
        base + sweep.stripFile,
        BreakpointStrip.render(
          sweep.sweep, title: "\(scene.sceneTitle) · \(sweep.stateTitle) · \(sweep.heading)"))
      for (index, layout) in sweep.layouts.enumerated() {
        guard let layout, let file = sweep.intervalFile(index) else { continue }
        try add(
          base + file,
          SVGRenderer.renderBytes(
            layout, sceneTitle: scene.sceneTitle, stateTitle: sweep.stateTitle,
            cache: &diagrams))
      }
    }
    for (index, entry) in entries.enumerated() {
      try add(
        folder + "/" + scene.paths.svgPaths[index],
        SVGRenderer.renderBytes(
          entry.layout, sceneTitle: entry.sceneTitle, stateTitle: entry.stateTitle,
          cache: &diagrams))
    }
    // The `layout.json` piece, handed to the sink as it is: the lines, each after a separator.
    // Its buffer is taken once the diagrams are written, by when the piece of the scene before
    // has most often been written out and its buffer given back whole, to be reused in place.
    var layoutPiece = pieces.takeBuffer()
    var lineMemo = pieces.takeMemo()
    for entry in entries {
      layoutPiece.append(ReportPart.lineSeparator)
      LayoutJSON.writeLine(entry.layout, to: &layoutPiece, memo: &lineMemo)
    }
    pieces.giveBack(memo: lineMemo)
    let page = ReportPages.scene(scene, folder: folder)
    try add(folder + "/index.html", try templates.render("scene", page.context))
    let summarized = scene.summarized
    return ReportPart(
      scene: summarized, layoutPiece: layoutPiece.bytes, files: files, digests: digests,
      indexItems: try indexItems?.render(
        summarized, folder: folder, opensFile: opensFile, figures: page.indexFigures))
  }

  /// Only the HTML pages of the report (each scene's page, then the index), one after another:
  /// what the benchmark times as HTML throughput.
  public static func pages(for contents: ReportContents, templates: ReportTemplates) throws
    -> [ReportFile]
  {
    var folders = SceneFolderNames(
      reserving: ReportPages.indexPageNames(sceneCount: contents.grouped.sceneCount))
    var pages: [ReportFile] = []
    var index = IndexPageBuilder(templates: templates, notes: contents.notes)
    let grouped = contents.grouped
    let opensFile = fileStarts((0..<grouped.sceneCount).map(grouped.file(ofScene:)))
    let words = FigureEnvironmentTable(grouped.environments, library: templates.library)
    for (number, entries) in grouped.scenes.enumerated() {
      let scene = ReportScene(entries, environments: words)
      let folder = folders.folder(for: scene.sceneId)
      let page = ReportPages.scene(scene, folder: folder)
      pages.append(
        ReportFile(
          path: folder + "/index.html",
          bytes: Data(try templates.render("scene", page.context))))
      let summarized = scene.summarized
      index.add(
        summarized, folder: folder, opensFile: opensFile[number],
        items: try index.items?.render(
          summarized, folder: folder, opensFile: opensFile[number], figures: page.indexFigures))
    }
    return pages + (try index.finish())
  }
}

/// Whether each scene, by its file in report order, heads a run of its file's scenes: the first
/// of its file, or the first of an index page.
private func fileStarts(_ files: [String]) -> [Bool] {
  files.indices.map {
    $0 == 0 || files[$0] != files[$0 - 1]
      || ReportPages.indexPage(ofScene: $0) != ReportPages.indexPage(ofScene: $0 - 1)
  }
}

/// What a written report holds.
public struct ReportSummary: Sendable, Equatable {
  /// Scenes with at least one layout.
  public var scenes = 0
  public var layouts = 0
  public var warnings = 0
  /// The codes of those warnings.
  public var warningCodes: Set<String> = []
}

/// What the ordered files of a report need of one scene, made by the task that wrote its files.
private struct ReportPart: Sendable {
  /// The scene as the index shows it.
  var scene: ReportScene
  /// The `layout.json` lines of the scene's entries, each after `lineSeparator`.
  var layoutPiece: [UInt8]
  /// `LayoutJSON.lineSeparator(first: false)`; the first line's, `"\n"`, is its end.
  static let lineSeparator: StaticString = ",\n"
  /// The lines joined by their separators, without the first.
  var layoutLines: ArraySlice<UInt8> { layoutPiece.dropFirst(Self.lineSeparator.utf8CodeUnitCount) }
  /// The paths of the files written for the scene, when written for a shard.
  var files: [String]
  /// Their SHA-256 digests, in the same order, when written for a shard.
  var digests: [String]
  /// The scene's group and warning rows on the index page, when rendered ahead.
  var indexItems: IndexItems?
}
