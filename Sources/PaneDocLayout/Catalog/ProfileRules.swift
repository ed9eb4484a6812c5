import PaneDocCore
import PaneDocModel

/// Every decision that depends on the UIKit era, as one value per profile: the engine asks the
/// profile's rules (`profile.rules.largeTitle`) and never compares profiles.
///
/// Why a table rather than checks like `profile >= .ios17` where each rule is used: a new era is
/// then a compile error until every rule is decided for it. `Profile.rules` switches over the
/// profiles without a `default`, so a new `Profile` case does not compile until it returns a table;
/// and the tables are built with an initializer whose parameters have no default values, so a
/// table does not compile until it names every rule. Nothing falls back to "like the era
/// before" silently. The catalog's numbers keep their `Tagged` provenance inside the tables; the
/// rules the engine states in code carry their source in their doc comments.
public struct ProfileRules: Sendable, Hashable {
  /// How a split view controller is laid out.
  public enum SplitEngine: Sendable, Hashable {
    /// The iOS 5 – 6 split: a fixed master beside the detail, hidden in portrait.
    case classic
    /// The iOS 8 – 13 adaptive split: display modes, collapse in a compact width.
    case adaptive
    /// The iOS 14 column-style split (`UISplitViewController(style:)`): double and triple
    /// columns, the compact column.
    case column
  }

  /// The windows an app's scene can have on an iPad (iPhones only have the full screen).
  public enum Windows: Sendable, Hashable {
    /// The full screen only: no multitasking.
    case fullScreen
    /// The multitasking windows (Split View, Slide Over), and resizing down to the narrowest of
    /// them (Stage Manager).
    case multitasking
    /// Any size from `WindowMetrics.freeformMinimumSize` to the screen (iPadOS 26), as well as the
    /// named multitasking windows.
    case freeform
  }

  /// Which keyboard a shown keyboard has.
  public enum Keyboards: Sendable, Hashable {
    /// One keyboard for every device of the era.
    case same(KeyboardHeights)
    /// Each device's own keyboard of today (`Device.keyboard`).
    case eachDevice
  }

  /// The devices an era knows.
  public enum Devices: Sendable, Hashable {
    /// Every device of the catalog.
    case all
    /// Only these, in catalog order.
    case only([Device])
  }

  /// The rules as stored, once per table: a table is read on every layout (and every drawing of
  /// a popover), and a copy of the rules is then one reference rather than the dozens of strings
  /// (each `Tagged` value's meaning) a copy of the fields would retain.
  private struct Table: Sendable, Hashable {
    let profile: Profile
    let unspecifiedSplitEngine: SplitEngine
    let columnStyleSplitEngine: SplitEngine
    let padSplitsAutohideColumns: Bool
    let bars: BarHeights
    let largeTitle: Tagged<Double>
    let viewsExtendUnderBars: Tagged<Bool>
    let searchBarBelowTitle: Bool
    let padTabBarFloats: Bool
    let devices: Devices
    let defaultDevices: [DeviceID]
    let padWindows: Windows
    let windowControls: Bool
    let keyboards: Keyboards
    let popovers: PopoverMetrics
  }

  private let storage: SharedTable<Table>

  /// Every rule, each named: no rule has a default value, so a table does not compile until it
  /// decides them all.
  init(
    profile: Profile,
    unspecifiedSplitEngine: SplitEngine,
    columnStyleSplitEngine: SplitEngine,
    padSplitsAutohideColumns: Bool,
    bars: BarHeights,
    largeTitle: Tagged<Double>,
    viewsExtendUnderBars: Tagged<Bool>,
    searchBarBelowTitle: Bool,
    padTabBarFloats: Bool,
    devices: Devices,
    defaultDevices: [DeviceID],
    padWindows: Windows,
    windowControls: Bool,
    keyboards: Keyboards,
    popovers: PopoverMetrics
  ) {
    storage = SharedTable(
      Table(
        profile: profile,
        unspecifiedSplitEngine: unspecifiedSplitEngine,
        columnStyleSplitEngine: columnStyleSplitEngine,
        padSplitsAutohideColumns: padSplitsAutohideColumns,
        bars: bars,
        largeTitle: largeTitle,
        viewsExtendUnderBars: viewsExtendUnderBars,
        searchBarBelowTitle: searchBarBelowTitle,
        padTabBarFloats: padTabBarFloats,
        devices: devices,
        defaultDevices: defaultDevices,
        padWindows: padWindows,
        windowControls: windowControls,
        keyboards: keyboards,
        popovers: popovers))
  }

  public var profile: Profile { storage.table.profile }

  // MARK: Split views

  /// The engine of a split whose style is `unspecified`.
  public var unspecifiedSplitEngine: SplitEngine { storage.table.unspecifiedSplitEngine }
  /// The engine of a `doubleColumn` or `tripleColumn` split.
  public var columnStyleSplitEngine: SplitEngine { storage.table.columnStyleSplitEngine }
  /// Whether an iPad's splits hide columns by the secondary's width: every iPad scene can then be
  /// resized (`_UISplitViewControllerAutoHidesColumns` [src]; that it holds for every scene is
  /// [inf]).
  public var padSplitsAutohideColumns: Bool { storage.table.padSplitsAutohideColumns }

  // MARK: Bars

  public var bars: BarHeights { storage.table.bars }
  /// What a large title adds to a navigation bar (zero before iOS 11).
  public var largeTitle: Tagged<Double> { storage.table.largeTitle }
  /// Whether controllers' views reach under their bars (`edgesForExtendedLayout`, iOS 7 on).
  public var viewsExtendUnderBars: Tagged<Bool> { storage.table.viewsExtendUnderBars }
  /// Whether a search bar in the navigation bar takes a band below the title (iOS 11 on) [inf],
  /// rather than being the title view in the title's place (iOS 6).
  public var searchBarBelowTitle: Bool { storage.table.searchBarBelowTitle }
  /// Whether a regular-width iPad's tab bar floats at the top (iPadOS 18 on, [doc]; see
  /// `BarMetrics.floatingTabBarHeight`).
  public var padTabBarFloats: Bool { storage.table.padTabBarFloats }

  // MARK: Devices and windows

  /// The devices the era knows; the others are skipped with a note.
  public var devices: Devices { storage.table.devices }
  /// The devices a matrix without its own list renders.
  public var defaultDevices: [DeviceID] { storage.table.defaultDevices }
  /// The windows an iPad scene can have.
  public var padWindows: Windows { storage.table.padWindows }
  /// Whether an iPad scene smaller than the screen shows its window controls at the top leading
  /// corner (`UIWindowScene.WindowingControlStyle` [doc]; see `WindowMetrics`).
  public var windowControls: Bool { storage.table.windowControls }
  public var keyboards: Keyboards { storage.table.keyboards }

  // MARK: Presentations

  /// Popovers and sheets, a table of their own.
  public var popovers: PopoverMetrics { storage.table.popovers }

  /// The engine that lays out a split of `style`.
  public func splitEngine(for style: SplitViewController.Style) -> SplitEngine {
    switch style {
    case .unspecified: unspecifiedSplitEngine
    case .doubleColumn, .tripleColumn: columnStyleSplitEngine
    }
  }

  /// The keyboard a shown keyboard has on `device`.
  public func keyboard(on device: Device) -> KeyboardHeights {
    switch keyboards {
    case .same(let keyboard): keyboard
    case .eachDevice: device.keyboard
    }
  }

  /// Whether the era knows `device`.
  public func supports(_ device: Device) -> Bool {
    switch devices {
    case .all: true
    case .only(let known): known.contains { $0.id == device.id }
    }
  }
}

extension Profile {
  /// This era's rules: every profile has its own table, and this switch has no `default`, so a
  /// new profile does not compile until its table is written.
  public var rules: ProfileRules {
    switch self {
    case .ios6: .ios6
    case .ios12: .ios12
    case .ios17: .ios17
    case .ios26: .ios26
    }
  }
}
