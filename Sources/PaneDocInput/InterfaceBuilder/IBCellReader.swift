import PaneDocModel
import PaneDocXML

/// The cells a table or collection view shows on the canvas, and how UIKit places what the file
/// does not place by constraints: the prototype cells (`<prototypes>`), a collection view's
/// `<cells>` and a static table's `<sections><tableViewSection><cells>`, each with its content
/// view (`key="contentView"`) and the views in it.
///
/// A table sizes its cells, and a cell its content view, in `layoutSubviews`, whatever mask the
/// file stores (Interface Builder writes an empty one): so a table's cell is as wide as the table
/// less the margins it was designed with (0 in plain and grouped tables since iOS 7; an
/// inset-grouped table's section inset, `UITableView _sectionContentInsetFollowsLayoutMargins`,
/// kept at its design width), at its row's place and height; a content view fills its cell less
/// the accessory and the separator, as designed. A collection view's flow layout gives each cell
/// its item size: it keeps its design frame. The views of a system style (`textLabel`,
/// `detailTextLabel`, `imageView` of `UITableViewCellStyle` default, subtitle, value 1 and
/// value 2) are laid out by the cell as well: the default style's title spans the content view,
/// value 1's detail stays at the trailing edge, the others keep their place at the leading edge
/// (UIKit documentation, `UITableViewCell.CellStyle`; the masks are an inference).
enum IBCellReader {
  /// The cell elements of a table or collection view element, in document order.
  static func cells(of element: ParsedElement) -> [ParsedElement] {
    switch element.name {
    case "tableView":
      let prototypes = element.children(named: "prototypes").flatMap(\.children)
      let sections = element.children(named: "sections").flatMap(\.children)
        .filter { $0.name == "tableViewSection" }
        .flatMap { $0.children(named: "cells") }.flatMap(\.children)
      return (prototypes + sections).filter { $0.name == "tableViewCell" }
    case "collectionView":
      return element.children(named: "cells").flatMap(\.children)
        .filter { $0.name == "collectionViewCell" }
    default:
      return []
    }
  }

  /// Whether `element` is a cell.
  static func isCell(_ element: ParsedElement) -> Bool {
    element.name == "tableViewCell" || element.name == "collectionViewCell"
  }

  /// A cell's content view element.
  static func contentView(of cell: ParsedElement) -> ParsedElement? {
    cell.children.first { $0["key"] == "contentView" }
  }

  /// `UITableView`'s row height when neither the cell nor the table sets one (UIKit
  /// documentation, `UITableView.rowHeight`).
  static let defaultRowHeight = 44.0
  /// The row heights a file may set; more is taken for damage, not design.
  static let rowHeights = 0.0...100_000.0

  /// A cell's height: its own `rowHeight`, else its table's, else the default; `-1` (automatic
  /// dimension) is the default too. A value out of range is reported and the next one applies.
  static func rowHeight(
    of cell: ParsedElement, in table: ParsedElement, diagnostics: inout [Diagnostic]
  ) -> Double {
    for element in [cell, table] {
      guard let text = element["rowHeight"] else { continue }
      guard let value = IBValues.number(text), value == -1 || rowHeights.contains(value) else {
        diagnostics.append(IBViewLayoutReader.invalid("rowHeight", text, at: element.location))
        continue
      }
      if value > 0 { return value }
    }
    return defaultRowHeight
  }

  /// A table's cell: as wide as the table, at its row's place and height.
  static let tableCellMask = AutoresizingMask(flexibleWidth: true)
  /// A content view: the cell's bounds less what the cell keeps beside it.
  static let contentViewMask = AutoresizingMask(flexibleWidth: true, flexibleHeight: true)

  /// The masks of a system style's views, by id: how the cell lays them out.
  static func styleMasks(of cell: ParsedElement) -> [(id: String, mask: AutoresizingMask)] {
    let leading = AutoresizingMask(flexibleRightMargin: true)
    let title: AutoresizingMask
    let detail: AutoresizingMask
    switch cell["style"] {
    case "IBUITableViewCellStyleDefault":
      title = AutoresizingMask(flexibleWidth: true)
      detail = leading
    case "IBUITableViewCellStyleValue1":
      title = leading
      detail = AutoresizingMask(flexibleLeftMargin: true)
    case "IBUITableViewCellStyleSubtitle", "IBUITableViewCellStyleValue2":
      title = leading
      detail = leading
    default:
      return []
    }
    return [
      (cell["textLabel"], title), (cell["detailTextLabel"], detail), (cell["imageView"], leading),
    ].compactMap { id, mask in id.map { ($0, mask) } }
  }
}
