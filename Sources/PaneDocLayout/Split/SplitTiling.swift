import PaneDocModel

/// The one tiling of every split that shows columns side by side (classic, adaptive, column-style
/// and custom): its sidebars from the leading edge, each followed by a divider, and the secondary
/// beside, under or displaced by them; all of it mirrored when the primary is at the trailing
/// edge. Engines decide the widths and the placement; the frames come from here alone, so that
/// the splits agree to the last bit on where a column starts.
extension SplitPlan {
  /// A column at the leading side of the secondary: primary, supplementary, classic master, side.
  struct Sidebar {
    var name: SplitColumn
    /// `nil` leaves the column's room empty (a split without a primary keeps its width).
    var controller: String?
    var width: Double
    var button: InjectedButton?
  }

  /// The secondary column (classic detail, custom main) and where it goes.
  struct Secondary {
    enum Placement {
      /// Beside the sidebars, up to the trailing edge: they tile.
      case beside
      /// Under the sidebars, filling the split (first, so that they are drawn over it); dimmed
      /// when they overlay it, as when it is shown alone.
      case under(dimmed: Bool)
      /// Pushed beside the sidebars keeping `width`, clipped to the split and dimmed: they
      /// displace it.
      case displaced(width: Double)
    }

    var name: SplitColumn
    var controller: String?
    var sizeClass: SizeClass
    var button: InjectedButton?
    var placement: Placement
  }

  /// Lays `sidebars` and `secondary` out in `frame` with dividers `divider` wide; sidebars over
  /// the secondary have no divider on their open side. Every sidebar is horizontally compact.
  mutating func tile(
    _ sidebars: [Sidebar], _ secondary: Secondary, divider: Double, in frame: Rect,
    trailing: Bool = false, wrapsInNavigation: Bool = false
  ) {
    var under = false
    if case .under = secondary.placement { under = true }
    // Room for every column at once: a layout of a sweep tiles thousands of splits.
    columns.reserveCapacity(columns.count + sidebars.count + 1)
    dividers.reserveCapacity(dividers.count + sidebars.count)
    var x = frame.minX
    for (index, sidebar) in sidebars.enumerated() {
      if let controller = sidebar.controller {
        columns.append(
          Column(
            name: sidebar.name, controller: controller,
            frame: Rect(x: x, y: frame.minY, width: sidebar.width, height: frame.height),
            sizeClass: .compact, button: sidebar.button, wrapsInNavigation: wrapsInNavigation))
      }
      x += sidebar.width
      if !under || index < sidebars.count - 1 {
        dividers.append(Rect(x: x, y: frame.minY, width: divider, height: frame.height))
        x += divider
      }
    }
    if let controller = secondary.controller {
      var column = Column(
        name: secondary.name, controller: controller, frame: frame,
        sizeClass: secondary.sizeClass, button: secondary.button,
        wrapsInNavigation: wrapsInNavigation)
      switch secondary.placement {
      case .beside:
        column.frame = Rect(x: x, y: frame.minY, width: frame.maxX - x, height: frame.height)
      case .under(let dimmed):
        column.dimmed = dimmed
      case .displaced(let width):
        column.frame = Rect(x: x, y: frame.minY, width: width, height: frame.height)
        column.clip = frame
        column.dimmed = true
      }
      columns.insert(column, at: under ? 0 : columns.count)
    }
    if trailing { mirror(in: frame) }
  }

  /// Mirrors every frame inside `frame`, for `primaryEdge="trailing"`.
  private mutating func mirror(in frame: Rect) {
    func flip(_ rect: Rect) -> Rect {
      Rect(
        x: frame.minX + frame.maxX - rect.maxX, y: rect.minY, width: rect.width,
        height: rect.height)
    }
    for index in columns.indices {
      columns[index].frame = flip(columns[index].frame)
      columns[index].clip = columns[index].clip.map(flip)
    }
    dividers = dividers.map(flip)
  }
}

extension LayoutFacts {
  /// One pixel: the divider between the columns of an adaptive or column-style split.
  var dividerWidth: Double { SplitMetrics.dividerPixels.value / info.scale }
}
