import PaneDocCore
import PaneDocLayout
import PaneDocModel

/// `LayoutJSON.encode(layout).serializedBytes(pretty: false)`, written straight into a buffer.
///
/// A report's `layout.json` holds every layout of the run, hundreds of megabytes for a large one:
/// building a `JSONValue` tree per layout (an array of members, a string copy and a box per value)
/// cost more than writing its bytes. The members, their order and every byte are the same as the
/// tree's, which a test checks on every example's layouts.
extension LayoutJSON {
  /// One layout as one compact line, appended to `output`.
  package static func writeLine(_ layout: Layout, to output: inout TextBuffer) {
    var memo = LayoutLineMemo()
    writeLine(layout, to: &output, memo: &memo)
  }

  /// One of many layouts' lines, appended to `output`, copying the parts that `memo` holds from
  /// the lines before it (the same bytes as written anew) and keeping its own for the next.
  package static func writeLine(
    _ layout: Layout, to output: inout TextBuffer, memo: inout LayoutLineMemo
  ) {
    // Swapped in and out rather than copied, so the buffer and the memo stay uniquely referenced.
    var line = LineWriter(output: TextBuffer(), memo: LayoutLineMemo())
    swap(&line.output, &output)
    swap(&line.memo, &memo)
    line.layout(layout)
    swap(&line.output, &output)
    swap(&line.memo, &memo)
  }

  /// One layout as one compact line.
  package static func line(_ layout: Layout) -> [UInt8] {
    var output = TextBuffer(capacity: 4_096)
    writeLine(layout, to: &output)
    return output.bytes
  }
}

/// The compact writer: members separated by `,`, keys followed by `:`, no spaces.
private struct LineWriter {
  var output: TextBuffer
  var memo: LayoutLineMemo

  /// Where the next byte goes: the start of a part to keep in the memo.
  private var end: Int { output.bytes.count }

  /// The bytes written since `start`.
  private func written(since start: Int) -> ArraySlice<UInt8> { output.bytes[start...] }

  mutating func layout(_ layout: Layout) {
    let head = LayoutLineMemo.LineHead(
      scene: layout.scene, file: layout.file, state: layout.state)
    if let piece = memo.heads.piece(for: head) {
      output.append(bytes: piece)
    } else {
      let start = end
      self.head(layout)
      memo.heads.keep(head, written(since: start))
    }
    if let piece = memo.environments.piece(for: layout.environment) {
      output.append(bytes: piece)
    } else {
      let start = end
      environment(layout.environment)
      memo.environments.keep(layout.environment, written(since: start))
    }
    // Each element is read in place by its index: a loop over the elements, or a closure given
    // each, copied every node (a retain and a release of each of its strings) to write it.
    key(",\"nodes\":[")
    for index in layout.nodes.indices {
      if index > 0 { comma() }
      node(at: index, of: layout.nodes)
    }
    key("],\"popovers\":[")
    for index in layout.presentations.indices {
      if index > 0 { comma() }
      presentation(at: index, of: layout.presentations)
    }
    key("],\"warnings\":[")
    for index in layout.warnings.indices {
      if index > 0 { comma() }
      key("{\"code\":")
      string(layout.warnings[index].code.rawValue)
      key(",\"subject\":")
      string(layout.warnings[index].subject)
      key(",\"message\":")
      string(layout.warnings[index].message)
      output.append(byte: UInt8(ascii: "}"))
    }
    key("],\"assumptions\":[")
    for index in layout.assumptions.indices {
      if index > 0 { comma() }
      string(layout.assumptions[index])
    }
    output.append("]}" as StaticString)
  }

  /// The line's start, through `"environment":`: its scene, file and state.
  private mutating func head(_ layout: Layout) {
    output.append(byte: UInt8(ascii: "{"))
    key("\"scene\":")
    string(layout.scene)
    if !layout.file.isEmpty {
      key(",\"file\":")
      string(layout.file)
    }
    key(",\"state\":[")
    for index in layout.state.indices {
      if index > 0 { comma() }
      string(layout.state[index].description)
    }
    key("],\"environment\":")
  }

  /// The environment: its names (profile, orientation, window, size classes) are the
  /// contract's own, copied without a scan between the runs around them; only the device's
  /// name, which a catalog gives, is scanned.
  private mutating func environment(_ environment: EnvironmentInfo) {
    output.append("{\"profile\":\"" as StaticString)
    clean(environment.profile.rawValue)
    output.append("\",\"device\":" as StaticString)
    string(environment.device.rawValue)
    output.append(",\"orientation\":\"" as StaticString)
    clean(environment.orientation.rawValue)
    output.append("\",\"split\":\"" as StaticString)
    clean(environment.windowName.rawValue)
    output.append("\",\"screen\":[" as StaticString)
    output.append(number: environment.screen.width)
    output.append(byte: UInt8(ascii: ","))
    output.append(number: environment.screen.height)
    output.append("],\"window\":[" as StaticString)
    let window = environment.window
    numberList(window.x, window.y, window.width, window.height)
    output.append("],\"safeArea\":[" as StaticString)
    let insets = environment.safeArea
    numberList(insets.top, insets.left, insets.bottom, insets.right)
    output.append("],\"scale\":" as StaticString)
    output.append(number: environment.scale)
    output.append(",\"horizontalSizeClass\":\"" as StaticString)
    clean(environment.horizontalSizeClass.rawValue)
    output.append("\",\"verticalSizeClass\":\"" as StaticString)
    clean(environment.verticalSizeClass.rawValue)
    if let keyboard = environment.keyboard {
      output.append("\",\"keyboard\":" as StaticString)
      output.append(number: keyboard)
      output.append(byte: UInt8(ascii: "}"))
    } else {
      output.append("\",\"keyboard\":null}" as StaticString)
    }
  }

  /// A node, the most of every line: each run of fixed text (a string's closing quote, the next
  /// key, the next value's opening) is one copy, and the kinds and columns, names that need no
  /// escape, are copied without a scan.
  private mutating func node(at index: Int, of nodes: [Node]) {
    output.append("{\"id\":\"" as StaticString)
    JSONValue.writeStringContents(nodes[index].id, to: &output)
    output.append("\",\"kind\":\"" as StaticString)
    clean(nodes[index].kind.rawValue)
    if let parent = nodes[index].parent {
      output.append("\",\"parent\":\"" as StaticString)
      JSONValue.writeStringContents(parent, to: &output)
    }
    if let column = nodes[index].column {
      output.append("\",\"column\":\"" as StaticString)
      clean(column.rawValue)
    }
    if let frame = nodes[index].frame {
      output.append("\",\"frame\":[" as StaticString)
      numberList(frame.x, frame.y, frame.width, frame.height)
      output.append(
        nodes[index].visible ? "],\"visible\":true" : "],\"visible\":false" as StaticString)
    } else {
      output.append(
        nodes[index].visible
          ? "\",\"frame\":null,\"visible\":true"
          : "\",\"frame\":null,\"visible\":false"
            as StaticString)
    }
    if let title = nodes[index].title {
      output.append(",\"title\":\"" as StaticString)
      JSONValue.writeStringContents(title, to: &output)
      output.append(byte: UInt8(ascii: "\""))
    }
    if let glyph = nodes[index].glyph {
      output.append(",\"glyph\":\"" as StaticString)
      JSONValue.writeStringContents(glyph, to: &output)
      output.append(byte: UInt8(ascii: "\""))
    }
    if nodes[index].dimmed {
      output.append(",\"dimmed\":true" as StaticString)
    }
    if let split = nodes[index].split {
      output.append(
        split.collapsed
          ? ",\"split\":{\"collapsed\":true,\"behavior\":\""
          : ",\"split\":{\"collapsed\":false,\"behavior\":\"" as StaticString)
      clean(split.behavior.rawValue)
      output.append("\",\"displayMode\":\"" as StaticString)
      clean(split.displayMode.rawValue)
      output.append("\",\"primaryColumnWidth\":" as StaticString)
      output.append(number: split.primaryColumnWidth)
      output.append(",\"supplementaryColumnWidth\":" as StaticString)
      output.append(number: split.supplementaryColumnWidth)
      output.append(byte: UInt8(ascii: "}"))
    }
    output.append(byte: UInt8(ascii: "}"))
  }

  /// A popover: its presentation and arrow direction are the contract's own names, copied
  /// without a scan.
  private mutating func presentation(at index: Int, of presentations: [PresentationLayout]) {
    output.append("{\"segue\":" as StaticString)
    string(presentations[index].segue)
    output.append(",\"content\":" as StaticString)
    string(presentations[index].content)
    output.append(",\"presentation\":\"" as StaticString)
    clean(presentations[index].presentation.rawValue)
    if let anchor = presentations[index].anchor {
      output.append("\",\"anchor\":[" as StaticString)
      numberList(anchor.x, anchor.y, anchor.width, anchor.height)
      output.append("],\"frame\":[" as StaticString)
    } else {
      output.append("\",\"anchor\":null,\"frame\":[" as StaticString)
    }
    let frame = presentations[index].frame
    numberList(frame.x, frame.y, frame.width, frame.height)
    output.append("],\"contentFrame\":[" as StaticString)
    let content = presentations[index].contentFrame
    numberList(content.x, content.y, content.width, content.height)
    output.append("],\"arrowDirection\":\"" as StaticString)
    clean(presentations[index].arrowDirection.rawValue)
    output.append("\",\"arrowOffset\":" as StaticString)
    output.append(number: presentations[index].arrowOffset)
    output.append(
      presentations[index].arrowPinned
        ? ",\"arrowPinned\":true,\"arrowBase\":"
        : ",\"arrowPinned\":false,\"arrowBase\":" as StaticString)
    output.append(number: presentations[index].arrowBase)
    output.append(",\"arrowHeight\":" as StaticString)
    output.append(number: presentations[index].arrowHeight)
    output.append(",\"cornerRadius\":" as StaticString)
    output.append(number: presentations[index].cornerRadius)
    output.append(",\"passthroughViews\":[" as StaticString)
    let views = presentations[index].passthroughViews
    for view in views.indices {
      if view > 0 { comma() }
      string(views[view])
    }
    output.append(
      presentations[index].zoomsFromAnchor
        ? "],\"zoomsFromAnchor\":true}"
        : "],\"zoomsFromAnchor\":false}" as StaticString)
  }

  /// A member's key as the contract spells it, written as one run with the punctuation around
  /// it: `,"name":` (or `"name":` for an object's first member, `],"name":[` after an array and
  /// before another). Keys are the contract's own ASCII names, which need no escape; one copy of
  /// the whole run costs a third of writing the comma, the quotes and the name apart.
  private mutating func key(_ encoded: StaticString) {
    output.append(encoded)
  }

  private mutating func comma() { output.append(byte: UInt8(ascii: ",")) }

  private mutating func string(_ value: String) { JSONValue.writeString(value, to: &output) }

  /// A name of the contract's own (an enumeration's raw value), which no escape changes: copied
  /// as it is, without the scan of `string`. A test checks every such name.
  private mutating func clean(_ name: String) { output.append(name) }

  /// `a,b,c,d`: a frame or insets, inside the brackets the runs around it hold.
  private mutating func numberList(
    _ first: Double, _ second: Double, _ third: Double, _ fourth: Double
  ) {
    output.append(number: first)
    output.append(byte: UInt8(ascii: ","))
    output.append(number: second)
    output.append(byte: UInt8(ascii: ","))
    output.append(number: third)
    output.append(byte: UInt8(ascii: ","))
    output.append(number: fourth)
  }
}
