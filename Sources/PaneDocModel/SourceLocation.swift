/// Where something was read: a file (as the user named it), a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars, the way editors and CI annotations count them.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location of a whole file, for problems that belong to no line (an unreadable file).
  public static func file(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: 0, column: 0)
  }

  public var description: String {
    line > 0 ? "\(file):\(line):\(column)" : file
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}
