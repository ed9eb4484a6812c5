/// A table of values held in one shared box: a copy of the value that holds it is one
/// reference, where a struct of dozens of `Tagged` values retained each of their strings on
/// every copy (`ProfileRules` and `PopoverMetrics` are copied at least once per layout). Equal
/// when the box is the same, or else when the tables are.
struct SharedTable<Table: Hashable & Sendable>: Hashable, Sendable {
  private final class Box: Sendable {
    let table: Table
    init(_ table: Table) { self.table = table }
  }

  private let box: Box

  init(_ table: Table) { box = Box(table) }

  var table: Table { box.table }

  static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.box.table == b.box.table }

  func hash(into hasher: inout Hasher) { hasher.combine(box.table) }
}
