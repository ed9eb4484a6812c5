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
    // Swapped in and out rather than copied, so the buffer stays uniquely referenced.
    var line = LineWriter(output: TextBuffer())
    swap(&line.output, &output)
    line.layout(layout)
    swap(&line.output, &output)
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

  mutating func layout(_ layout: Layout) {
    output.append(byte: UInt8(ascii: "{"))
    key("\"scene\":")
    string(layout.scene)
    if !layout.file.isEmpty {
      key(",\"file\":")
      string(layout.file)
    }
    key(",\"state\":")
    array(layout.state) { writer, step in
      writer.string(step.description)
    }
    key(",\"environment\":")
    environment(layout.environment)
    key(",\"nodes\":")
    array(layout.nodes) { writer, node in
      writer.node(node)
    }
    key(",\"popovers\":")
    array(layout.presentations) { writer, popover in
      writer.presentation(popover)
    }
    key(",\"warnings\":")
    array(layout.warnings) { writer, warning in
      writer.output.append(byte: UInt8(ascii: "{"))
      writer.key("\"code\":")
      writer.string(warning.code.rawValue)
      writer.key(",\"subject\":")
      writer.string(warning.subject)
      writer.key(",\"message\":")
      writer.string(warning.message)
      writer.output.append(byte: UInt8(ascii: "}"))
    }
    key(",\"assumptions\":")
    array(layout.assumptions) { writer, assumption in
      writer.string(assumption)
    }
    output.append(byte: UInt8(ascii: "}"))
  }

  private mutating func environment(_ environment: EnvironmentInfo) {
    output.append(byte: UInt8(ascii: "{"))
    key("\"profile\":")
    string(environment.profile.rawValue)
    key(",\"device\":")
    string(environment.device.rawValue)
    key(",\"orientation\":")
    string(environment.orientation.rawValue)
    key(",\"split\":")
    string(environment.windowName.rawValue)
    key(",\"screen\":")
    numbers(environment.screen.width, environment.screen.height)
    key(",\"window\":")
    rect(environment.window)
    key(",\"safeArea\":")
    let insets = environment.safeArea
    numbers(insets.top, insets.left, insets.bottom, insets.right)
    key(",\"scale\":")
    output.append(number: environment.scale)
    key(",\"horizontalSizeClass\":")
    string(environment.horizontalSizeClass.rawValue)
    key(",\"verticalSizeClass\":")
    string(environment.verticalSizeClass.rawValue)
    key(",\"keyboard\":")
    if let keyboard = environment.keyboard {
      output.append(number: keyboard)
    } else {
      output.append("null" as StaticString)
    }
    output.append(byte: UInt8(ascii: "}"))
  }

  /// A node, the most of every line: each run of fixed text (a string's closing quote, the next
  /// key, the next value's opening) is one copy, and the kinds and columns, names that need no
  /// escape, are copied without a scan.
  private mutating func node(_ node: Node) {
    output.append("{\"id\":\"" as StaticString)
    JSONValue.writeStringContents(node.id, to: &output)
    output.append("\",\"kind\":\"" as StaticString)
    clean(node.kind.rawValue)
    if let parent = node.parent {
      output.append("\",\"parent\":\"" as StaticString)
      JSONValue.writeStringContents(parent, to: &output)
    }
    if let column = node.column {
      output.append("\",\"column\":\"" as StaticString)
      clean(column.rawValue)
    }
    if let frame = node.frame {
      output.append("\",\"frame\":[" as StaticString)
      numberList(frame.x, frame.y, frame.width, frame.height)
      output.append(node.visible ? "],\"visible\":true" : "],\"visible\":false" as StaticString)
    } else {
      output.append(
        node.visible
          ? "\",\"frame\":null,\"visible\":true"
          : "\",\"frame\":null,\"visible\":false"
            as StaticString)
    }
    if let title = node.title {
      output.append(",\"title\":\"" as StaticString)
      JSONValue.writeStringContents(title, to: &output)
      output.append(byte: UInt8(ascii: "\""))
    }
    if let glyph = node.glyph {
      output.append(",\"glyph\":\"" as StaticString)
      JSONValue.writeStringContents(glyph, to: &output)
      output.append(byte: UInt8(ascii: "\""))
    }
    if node.dimmed { output.append(",\"dimmed\":true" as StaticString) }
    if let split = node.split {
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

  private mutating func presentation(_ presentation: PresentationLayout) {
    output.append(byte: UInt8(ascii: "{"))
    key("\"segue\":")
    string(presentation.segue)
    key(",\"content\":")
    string(presentation.content)
    key(",\"presentation\":")
    string(presentation.presentation.rawValue)
    key(",\"anchor\":")
    if let anchor = presentation.anchor {
      rect(anchor)
    } else {
      output.append("null" as StaticString)
    }
    key(",\"frame\":")
    rect(presentation.frame)
    key(",\"contentFrame\":")
    rect(presentation.contentFrame)
    key(",\"arrowDirection\":")
    string(presentation.arrowDirection.rawValue)
    key(",\"arrowOffset\":")
    output.append(number: presentation.arrowOffset)
    key(",\"arrowPinned\":")
    bool(presentation.arrowPinned)
    key(",\"arrowBase\":")
    output.append(number: presentation.arrowBase)
    key(",\"arrowHeight\":")
    output.append(number: presentation.arrowHeight)
    key(",\"cornerRadius\":")
    output.append(number: presentation.cornerRadius)
    key(",\"passthroughViews\":")
    array(presentation.passthroughViews) { writer, view in
      writer.string(view)
    }
    key(",\"zoomsFromAnchor\":")
    bool(presentation.zoomsFromAnchor)
    output.append(byte: UInt8(ascii: "}"))
  }

  /// A member's key as the contract spells it, written as one run: `,"name":` (or `"name":` for
  /// an object's first member). Keys are the contract's own ASCII names, which need no escape;
  /// one copy of the whole run costs a third of writing the comma, the quotes and the name apart.
  private mutating func key(_ encoded: StaticString) {
    output.append(encoded)
  }

  private mutating func comma() { output.append(byte: UInt8(ascii: ",")) }

  private mutating func string(_ value: String) { JSONValue.writeString(value, to: &output) }

  /// A name of the contract's own (an enumeration's raw value), which no escape changes: copied
  /// as it is, without the scan of `string`. A test checks every such name.
  private mutating func clean(_ name: String) { output.append(name) }

  private mutating func bool(_ value: Bool) {
    output.append(value ? "true" : "false" as StaticString)
  }

  private mutating func rect(_ rect: Rect) {
    numbers(rect.x, rect.y, rect.width, rect.height)
  }

  /// `[a,b]`: fixed arities rather than a variadic list, which would allocate an array per call.
  private mutating func numbers(_ first: Double, _ second: Double) {
    output.append(byte: UInt8(ascii: "["))
    output.append(number: first)
    output.append(byte: UInt8(ascii: ","))
    output.append(number: second)
    output.append(byte: UInt8(ascii: "]"))
  }

  /// `[a,b,c,d]`: a frame or insets.
  private mutating func numbers(
    _ first: Double, _ second: Double, _ third: Double, _ fourth: Double
  ) {
    output.append(byte: UInt8(ascii: "["))
    numberList(first, second, third, fourth)
    output.append(byte: UInt8(ascii: "]"))
  }

  /// `a,b,c,d`, the inside of `numbers`.
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

  /// `[…]` of `items`, each written by `element`, separated by commas.
  private mutating func array<Element>(
    _ items: [Element], _ element: (inout LineWriter, Element) -> Void
  ) {
    output.append(byte: UInt8(ascii: "["))
    for index in items.indices {
      if index > 0 { comma() }
      element(&self, items[index])
    }
    output.append(byte: UInt8(ascii: "]"))
  }
}
