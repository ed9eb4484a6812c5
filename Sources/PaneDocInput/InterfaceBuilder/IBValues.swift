import PaneDocModel
import PaneDocXML

/// Interface Builder's ways of writing values: `YES`/`NO`, numbers, `<rect>`/`<size>` children,
/// and class names that read as titles.
enum IBValues {
  static func bool(_ text: String?) -> Bool? {
    switch text {
    case "YES", "yes", "true": true
    case "NO", "no", "false": false
    default: nil
    }
  }

  static func number(_ text: String?) -> Double? {
    guard let text, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The `<rect key=…>` child as a rectangle (`frame` unless told otherwise).
  static func rect(in element: ParsedElement, key: String = "frame") -> Rect? {
    guard let child = element.children.first(where: { $0.name == "rect" && $0["key"] == key }),
      let x = number(child["x"]), let y = number(child["y"]),
      let width = number(child["width"]), let height = number(child["height"])
    else { return nil }
    return Rect(x: x, y: y, width: max(0, width), height: max(0, height))
  }

  /// A size written as `<value type="size" width height>` or `<size width height>`.
  static func size(_ element: ParsedElement) -> Size? {
    guard let width = number(element["width"]), let height = number(element["height"]),
      width >= 0, height >= 0
    else { return nil }
    return Size(width: width, height: height)
  }

  /// A class name as people read it: the module prefix dropped and words split where the case
  /// changes, as Interface Builder names scenes (`PhotomaniaURLPopupViewController` →
  /// "Photomania URL Popup View Controller").
  static func readableName(ofClass name: String) -> String {
    let base = name.split(separator: ".").last.map(String.init) ?? name
    let characters = Array(base)
    var words = ""
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
          previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
        if startsWord { words.append(" ") }
      }
      words.append(character)
    }
    return words
  }

  /// A bar item's image name as a title (`home.png` → "home", `square.and.arrow.up` stays).
  static func title(fromImage name: String) -> String {
    for suffix in [".png", ".jpg", ".jpeg", ".pdf", "@2x", "@3x"] where name.hasSuffix(suffix) {
      return title(fromImage: String(name.dropLast(suffix.count)))
    }
    return name
  }
}
