import PaneDocCore
import PaneDocLayout
import PaneDocModel
import PaneDocRender

/// The diff report folder: `index.html` (the edits in the input and the changes grouped across
/// environments, then old and new side by side, a slider and onion-skin overlay in the same
/// order, the changed shapes outlined, the raw SVG text diff, the summary and the accept
/// command), `changes.html` (the same overview and every changed layout's changes, without
/// pictures), the diagrams under `svg/`, `diff.json` and `summary.md`.
///
/// Only changed, added and removed layouts are shown at first; "Show all" reveals the unchanged
/// ones too. Files are returned as paths and text; the caller writes them.
public struct DiffReport: Sendable {
  public var diff: LayoutDiff
  /// How the page names the two versions (the OLD and NEW arguments).
  public var oldName: String
  public var newName: String
  /// The command that accepts the new output, shown on the page and in `summary.md`.
  public var acceptCommand: String?
  /// Draws a layout as SVG with what it drew where (`SVGRenderer.diagram`; tests draw simpler
  /// stand-ins).
  public var render: @Sendable (Layout) -> SVGDiagram
  /// The most diff lines shown per layout; a longer text diff is cut with a note.
  public var maximumDiffLines = 400
  /// Breakpoints that moved (`diff --sweep`), shown first; `nil` when the versions were not
  /// swept.
  public var breakpoints: [BreakpointChange]?

  public init(
    diff: LayoutDiff, oldName: String, newName: String, acceptCommand: String?,
    render: @escaping @Sendable (Layout) -> SVGDiagram = { SVGRenderer.diagram($0) }
  ) {
    self.diff = diff
    self.oldName = oldName
    self.newName = newName
    self.acceptCommand = acceptCommand
    self.render = render
  }

  /// The files of the report that are a format of `panedoc diff`: each file's name before its
  /// format's extension (`diff.json`, `summary.md`).
  static let formatFiles: [(name: String, format: OutputFormat<DiffOutput>)] = [
    ("diff", DiffOutput.json), ("summary", DiffOutput.markdown),
  ]

  /// Every file of the report, paths relative to the report folder, in a stable order.
  public func files(templates: DiffTemplates) throws -> [(path: String, text: String)] {
    var (page, files) = page()
    // The overview's links lead to the pictures on `index.html`, from either page.
    page["pagePrefix"] = ""
    files.insert(("index.html", try templates.render("diff", page)), at: 0)
    page["pagePrefix"] = "index.html"
    files.insert(("changes.html", try templates.render("diff-changes", page)), at: 1)
    // The JSON and the Markdown are those `--format` prints, named by their formats' extensions.
    let output = DiffOutput(diff: diff, breakpoints: breakpoints, acceptCommand: acceptCommand)
    for (name, format) in Self.formatFiles {
      files.append((format.fileName(name), format.render(output)))
    }
    return files
  }

  /// The context of the diff templates (`diff`, `diff-changes`, but for `pagePrefix`) and the
  /// diagrams the pages show.
  func page() -> (context: [String: Any], diagrams: [(path: String, text: String)]) {
    var files: [(path: String, text: String)] = []
    var items: [[String: Any]] = []
    // A changed layout whose changes another layout already shows is not an item of its own:
    // it is listed, with its pictures, under the first layout with the same changes.
    var sameAs: [Int: [Int]] = [:]
    var shownElsewhere: Set<Int> = []
    for list in diff.distinctChanges() {
      sameAs[list[0]] = Array(list.dropFirst())
      shownElsewhere.formUnion(list.dropFirst())
    }
    for (index, comparison) in diff.comparisons.enumerated() where !shownElsewhere.contains(index) {
      var item = self.item(index, comparison, detailed: true, into: &files)
      let others = sameAs[index] ?? []
      if !others.isEmpty {
        item["hasOthers"] = true
        item["otherCount"] = others.count
        item["moreLabel"] =
          others.count == 1 ? "and 1 more environment" : "and \(others.count) more environments"
        item["othersLabel"] =
          others.count == 1
          ? "The pictures of the other environment"
          : "The pictures of the \(others.count) other environments"
        item["environmentCount"] = others.count + 1
        item["others"] = others.map {
          self.item($0, diff.comparisons[$0], detailed: false, into: &files)
        }
      }
      items.append(item)
    }
    return (context(items: items), files)
  }

  /// The context of one layout on the page and its diagrams: the pictures side by side, and
  /// when `detailed` the changes under their causes, the slider and the text diff.
  private func item(
    _ index: Int, _ comparison: LayoutComparison, detailed: Bool,
    into files: inout [(path: String, text: String)]
  ) -> [String: Any] {
    let name = "svg/" + Self.padded(index + 1)
    let oldDiagram = comparison.old.map(render)
    let newDiagram = comparison.new.map(render)
    let oldSVG = oldDiagram?.text
    let newSVG = newDiagram?.text
    var item: [String: Any] = [
      "anchor": "layout-\(index + 1)", "scene": comparison.sceneName,
      "state": comparison.key.stateName, "environment": comparison.key.environment,
      "status": comparison.status.rawValue, "hasChanges": false,
      "isUnchanged": comparison.status == .unchanged,
      "changes": [[String: Any]](),
    ]
    if comparison.status == .unchanged, let newDiagram, let newSVG {
      let picture = Self.pictures(name, svg: newSVG, into: &files)
      item["oldSide"] = side(picture, diagram: newDiagram, marks: [], label: "Old")
      item["newSide"] = side(picture, diagram: newDiagram, marks: [], label: "New")
      return item
    }
    let highlight = DiffHighlight(comparison, old: oldDiagram, new: newDiagram)
    let oldPicture = oldSVG.map { Self.pictures(name + "-old", svg: $0, into: &files) }
    let newPicture = newSVG.map { Self.pictures(name + "-new", svg: $0, into: &files) }
    if let oldDiagram, let oldPicture {
      item["oldSide"] = side(oldPicture, diagram: oldDiagram, marks: highlight.old, label: "Old")
    }
    if let newDiagram, let newPicture {
      item["newSide"] = side(newPicture, diagram: newDiagram, marks: highlight.new, label: "New")
    }
    guard detailed else { return item }
    if let oldDiagram, let newDiagram, let oldPicture, let newPicture {
      item["compare"] = compare(
        old: oldPicture, new: newPicture, oldDiagram: oldDiagram, newDiagram: newDiagram,
        highlight: highlight, anchor: "layout-\(index + 1)")
    }
    // Each cause, then what follows from it.
    var rows: [[String: Any]] = []
    for caused in comparison.causedChanges {
      for (position, at) in ([caused.cause] + caused.consequences).enumerated() {
        let change = comparison.changes[at]
        var row: [String: Any] = [
          "subject": change.subject.rawValue, "id": change.id, "details": change.details,
          "structural": change.kind.isStructural,
        ]
        if position > 0 { row["consequence"] = true }
        rows.append(row)
      }
    }
    item["changes"] = rows
    item["hasChanges"] = !comparison.changes.isEmpty
    return item
  }

  private func context(items: [[String: Any]]) -> [String: Any] {
    let lists: [(String, [String])] = [
      ("Scenes added", diff.scenes.added), ("Scenes removed", diff.scenes.removed),
      ("States added", diff.states.added.map { "\($0.scene) · \($0.stateName)" }),
      ("States removed", diff.states.removed.map { "\($0.scene) · \($0.stateName)" }),
      ("Environments added", diff.environments.added),
      ("Environments removed", diff.environments.removed),
    ]
    var context: [String: Any] = [
      "oldName": oldName, "newName": newName, "hasChanges": diff.hasChanges,
      "changed": diff.count(.changed), "added": diff.count(.added),
      "removed": diff.count(.removed), "unchanged": diff.count(.unchanged),
      "changeCount": diff.changeCount, "distinct": diff.distinctText(diff.distinctChanges()),
      "lists": lists.filter { !$0.1.isEmpty }.map { ["title": $0.0, "items": $0.1] },
      "hasLists": lists.contains { !$0.1.isEmpty }, "items": items,
      "edits": diff.inputEdits.map { edit -> [String: Any] in
        ["location": edit.location.description, "summary": edit.summary]
      },
      "hasEdits": !diff.inputEdits.isEmpty,
      "groups": diff.changeGroups().map { group -> [String: Any] in
        [
          "sentence": group.sentence, "scene": group.scene, "states": group.stateText,
          "cause": "\(group.change.id) \(LayoutDiff.headline(group.change))",
          "follows": group.consequenceText ?? "", "hasFollows": group.consequenceText != nil,
          "environmentCount": group.environments.count,
          "old": LayoutChange.describe(group.change.old),
          "new": LayoutChange.describe(group.change.new), "uniform": group.uniform,
          "structural": group.change.kind.isStructural,
          "anchor": "layout-\(group.first + 1)",
        ]
      },
      "hasGroups": diff.hasChanges,
    ]
    if diff.tolerance.points > 0 {
      context["tolerance"] = NumberFormat.string(diff.tolerance.points)
    }
    if let acceptCommand { context["acceptCommand"] = acceptCommand }
    let moved = breakpoints ?? []
    context["hasBreakpoints"] = !moved.isEmpty
    context["breakpoints"] = moved.map { ["subject": $0.subject, "message": $0.sentence] }
    return context
  }

  /// A diagram's files: `NAME.svg`, shown at first, without the amber outlines of warnings so
  /// that only the change outlines stand out, and `NAME-warnings.svg`, the diagram as rendered,
  /// which "Show warnings" brings back. A diagram without warning outlines is one file.
  static func pictures(
    _ name: String, svg: String, into files: inout [(path: String, text: String)]
  ) -> Picture {
    guard svg.contains(SVGStyle.warningRule) else {
      files.append((name + ".svg", svg))
      return Picture(src: name + ".svg", warningsSrc: nil)
    }
    files.append((name + ".svg", svg.replacing(SVGStyle.warningRule, with: SVGStyle.warningHidden)))
    files.append((name + "-warnings.svg", svg))
    return Picture(src: name + ".svg", warningsSrc: name + "-warnings.svg")
  }

  /// Where a diagram's two files are: `warningsSrc` is `nil` when it has no warning outline.
  struct Picture {
    var src: String
    var warningsSrc: String?
  }

  private func side(
    _ picture: Picture, diagram: SVGDiagram, marks: [DiffHighlight.Mark], label: String
  ) -> [String: Any] {
    var side: [String: Any] = ["src": picture.src, "label": label]
    if let warnings = picture.warningsSrc { side["warningsSrc"] = warnings }
    let canvas = DiffHighlight.Canvas(diagram)
    side["viewBox"] = Self.viewBox(canvas)
    side["width"] = NumberFormat.string(canvas.viewBox.width)
    side["height"] = NumberFormat.string(canvas.viewBox.height)
    side["marks"] = marks.map { Self.mark($0, in: canvas, side: label.lowercased()) }
    return side
  }

  private func compare(
    old: Picture, new: Picture, oldDiagram: SVGDiagram, newDiagram: SVGDiagram,
    highlight: DiffHighlight, anchor: String
  ) -> [String: Any] {
    let oldSVG = oldDiagram.text
    let newSVG = newDiagram.text
    var compare: [String: Any] = ["oldSrc": old.src, "newSrc": new.src, "name": anchor + "-mode"]
    if let warnings = old.warningsSrc { compare["oldWarningsSrc"] = warnings }
    if let warnings = new.warningsSrc { compare["newWarningsSrc"] = warnings }
    // Each version's outlines lie over its own picture only: the old ones are cut at the divider
    // as the old picture is, so the half labelled "Old" never shows where a shape went.
    let canvas = DiffHighlight.Canvas(newDiagram)
    compare["viewBox"] = Self.viewBox(canvas)
    let oldCanvas = DiffHighlight.Canvas(oldDiagram)
    compare["oldViewBox"] = Self.viewBox(oldCanvas)
    compare["oldMarks"] = highlight.old.map { Self.mark($0, in: oldCanvas, side: "old") }
    compare["newMarks"] = highlight.new.map { Self.mark($0, in: canvas, side: "new") }
    if let hunks = TextDiff.hunks(old: oldSVG, new: newSVG) {
      var lines: [[String: String]] = []
      var total = 0
      for hunk in hunks {
        lines.append(["kind": "hunk", "text": hunk.header])
        for line in hunk.lines {
          total += 1
          guard lines.count < maximumDiffLines else { continue }
          switch line {
          case .same(let text): lines.append(["kind": "same", "text": " " + text])
          case .removed(let text): lines.append(["kind": "removed", "text": "-" + text])
          case .added(let text): lines.append(["kind": "added", "text": "+" + text])
          }
        }
      }
      compare["diffLines"] = lines
      compare["diffCount"] = total
      if lines.count >= maximumDiffLines {
        compare["diffNote"] = "Showing the first \(maximumDiffLines) lines; compare the files."
      }
    } else {
      compare["diffLines"] = [[String: String]]()
      compare["diffNote"] = "The SVG texts differ too much to list; compare the files."
    }
    return compare
  }

  private static func viewBox(_ canvas: DiffHighlight.Canvas) -> String {
    [canvas.viewBox.x, canvas.viewBox.y, canvas.viewBox.width, canvas.viewBox.height].map(
      NumberFormat.string
    ).joined(separator: " ")
  }

  private static func mark(
    _ mark: DiffHighlight.Mark, in canvas: DiffHighlight.Canvas, side: String
  )
    -> [String: String]
  {
    [
      "x": NumberFormat.string(mark.rect.x + canvas.origin.x),
      "y": NumberFormat.string(mark.rect.y + canvas.origin.y),
      "width": NumberFormat.string(max(mark.rect.width, 1)),
      "height": NumberFormat.string(max(mark.rect.height, 1)),
      "title": mark.title, "side": side,
    ]
  }

  /// `7` → `0007`: file names that sort in report order.
  private static func padded(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
