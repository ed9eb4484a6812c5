/// The icons of bar button items that show a glyph: UIKit's system items, drawn as simple line
/// icons a reader recognises (a plus, a trash can, a pencil on a square), and one picture-frame
/// icon for any image or SF Symbol name, which the diagram cannot draw (its name is the shape's
/// `<title>`, shown on hover).
///
/// Each path is drawn in a 20 × 20 box, stroked, never filled, so that every renderer draws it
/// alike and it stays legible at thumbnail size.
enum BarGlyphs {
  /// The side of the box the paths are drawn in.
  static let size = 20.0

  /// The path of a glyph system item (`compose`, `add`, …), or the picture icon for any other name.
  static func path(_ glyph: String) -> String {
    paths[glyph] ?? picture
  }

  /// A framed picture with a hill: what an image is, whatever its name.
  static let picture = "M3 4H17V16H3Z M3 14L8 9L12 13L14 11L17 14"

  private static let paths: [String: String] = [
    "add": "M10 3V17 M3 10H17",
    "sidebar": "M2 4H18V16H2Z M7.5 4V16 M4 7H6 M4 9.5H6",
    "fullScreen": "M3 8V3H8 M3 3L8 8 M17 12V17H12 M17 17L12 12",
    "overflow":
      "M3 10a1.5 1.5 0 1 0 0.01 0Z M10 10a1.5 1.5 0 1 0 0.01 0Z M17 10a1.5 1.5 0 1 0 0.01 0Z",
    "close": "M10 2a8 8 0 1 0 0.01 0Z M7 7L13 13 M13 7L7 13",
    "stop": "M4 4L16 16 M16 4L4 16",
    "compose": "M11 3H4V17H17V10 M8 12L8.5 9.5L15.5 2.5L17.5 4.5L10.5 11.5Z",
    "action": "M7 8H4V18H16V8H13 M10 2V12 M6.5 5.5L10 2L13.5 5.5",
    "trash": "M3 5H17 M8 5V3H12V5 M5 5L6 18H14L15 5 M8.5 8V15 M11.5 8V15",
    "search": "M8.5 3a5.5 5.5 0 1 0 0.01 0Z M12.5 12.5L17 17",
    "refresh": "M16 10a6 6 0 1 1 -1.8 -4.3 M15 2V6H11",
    "reply": "M8 4L3 9L8 14 M3 9H12a5 5 0 0 1 5 5V16",
    "undo": "M7 5L3 9L7 13 M3 9H13a4 4 0 0 1 0 8H9",
    "redo": "M13 5L17 9L13 13 M17 9H7a4 4 0 0 0 0 8H11",
    "bookmarks": "M4 3H16V17L10 13L4 17Z",
    "organize": "M2 5H8L10 7H18V16H2Z",
    "camera": "M2 7H6L8 4H12L14 7H18V17H2Z M10 9a3 3 0 1 0 0.01 0Z",
    "play": "M5 3L16 10L5 17Z",
    "pause": "M6 4V16 M14 4V16",
    "rewind": "M10 4L3 10L10 16Z M18 4L11 10L18 16Z",
    "fastForward": "M10 4L17 10L10 16Z M2 4L9 10L2 16Z",
  ]
}
