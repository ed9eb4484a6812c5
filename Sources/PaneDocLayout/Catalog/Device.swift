import PaneDocCore
import PaneDocModel

/// One device of the catalog: its screen, safe areas, scale and multitasking windows.
public struct Device: Sendable, Hashable {
  public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case pad, phone
  }

  /// The catalog slug (`ipad-9.7`): what `--device` takes and what file names use.
  public var id: DeviceID
  public var name: String
  public var idiom: Idiom
  /// The screen in portrait, in points; landscape swaps the sides.
  public var portraitScreen: Size
  public var portraitSafeArea: Insets
  public var landscapeSafeArea: Insets
  public var scale: Double
  /// The source of the screen size and scale.
  public var screenSource: Provenance
  /// The source of the safe-area insets.
  public var safeAreaSource: Provenance
  /// The Split View and Slide Over widths; `nil` for iPhones, which only have the full window.
  public var multitasking: MultitaskingWidths?
  /// Plus and Max iPhones are horizontally regular in landscape.
  public var regularWidthInLandscape: Bool
  /// T of the column-style split behavior rule: 1194, 1210 on the 11" M4.
  public var splitBehaviorThreshold: Tagged<Double>
  /// Today's keyboard, which an era may replace by its own (`ProfileRules.keyboard(on:)`).
  public var keyboard: KeyboardHeights

  public init(
    id: DeviceID, name: String, idiom: Idiom, portraitScreen: Size, portraitSafeArea: Insets,
    landscapeSafeArea: Insets, scale: Double, screenSource: Provenance,
    safeAreaSource: Provenance,
    multitasking: MultitaskingWidths? = nil, regularWidthInLandscape: Bool = false,
    splitBehaviorThreshold: Tagged<Double> = SplitMetrics.splitBehaviorThreshold,
    keyboard: KeyboardHeights
  ) {
    self.id = id
    self.name = name
    self.idiom = idiom
    self.portraitScreen = portraitScreen
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.scale = scale
    self.screenSource = screenSource
    self.safeAreaSource = safeAreaSource
    self.multitasking = multitasking
    self.regularWidthInLandscape = regularWidthInLandscape
    self.splitBehaviorThreshold = splitBehaviorThreshold
    self.keyboard = keyboard
  }

  /// Whether the device has a home button below its screen (the models before the home
  /// indicator, which leave no safe-area inset at the screen's bottom): its screen has square
  /// corners.
  public var hasHomeButton: Bool { portraitSafeArea.bottom == 0 }

  /// The screen in `orientation`.
  public func screen(_ orientation: Orientation) -> Size {
    orientation == .portrait ? portraitScreen : portraitScreen.transposed
  }

  /// The screen's safe-area insets in `orientation`.
  public func safeArea(_ orientation: Orientation) -> Insets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// The parts of this device's row that no source gives, in words ("safe area").
  public var inferredParts: [String] {
    var parts: [String] = []
    if screenSource.isAssumption { parts.append("screen") }
    if safeAreaSource.isAssumption { parts.append("safe area") }
    if multitasking?.source.isAssumption == true { parts.append("multitasking widths") }
    return parts
  }

  /// S of the split rules: the screen's long side.
  public var longSide: Double { max(portraitScreen.width, portraitScreen.height) }

  /// The windows this device offers in `orientation`, in the order of `MultitaskingWindow`.
  public func windows(_ orientation: Orientation) -> [MultitaskingWindow] {
    MultitaskingWindow.allCases.filter { windowFrame($0, orientation) != nil }
  }

  /// The window's frame on the screen, or `nil` when the device has no such window.
  ///
  /// One third sits at the trailing edge, two thirds and half at the leading edge [inf for half],
  /// Slide Over at the trailing edge, 20 pt from the top and the bottom [obs].
  public func windowFrame(_ window: MultitaskingWindow, _ orientation: Orientation) -> Rect? {
    let screen = screen(orientation)
    if window == .full {
      return Rect(origin: .zero, size: screen)
    }
    guard let multitasking, let width = multitasking.width(window, orientation) else {
      return nil
    }
    switch window {
    case .full, .twoThirds, .half:
      return Rect(x: 0, y: 0, width: width, height: screen.height)
    case .oneThird:
      return Rect(x: screen.width - width, y: 0, width: width, height: screen.height)
    case .slideOver:
      let margin = MultitaskingWidths.slideOverVerticalMargin.value
      return Rect(
        x: screen.width - width, y: margin, width: width, height: screen.height - 2 * margin)
    }
  }
}

/// The Split View and Slide Over widths of one iPad (`--split`).
public struct MultitaskingWidths: Sendable, Hashable {
  public var landscapeOneThird: Double
  public var landscapeHalf: Double
  public var landscapeTwoThirds: Double
  public var portraitOneThird: Double
  public var portraitTwoThirds: Double
  public var slideOver: Double
  public var source: Provenance

  /// Slide Over keeps this distance from the top and the bottom of the screen [obs, one source].
  public static let slideOverVerticalMargin = Tagged(
    20.0, BarMetrics.hackworthPadPro,
    "Slide Over distance from the top and the bottom of the screen")

  public init(
    landscape: (oneThird: Double, half: Double, twoThirds: Double),
    portrait: (oneThird: Double, twoThirds: Double), slideOver: Double, source: Provenance
  ) {
    self.landscapeOneThird = landscape.oneThird
    self.landscapeHalf = landscape.half
    self.landscapeTwoThirds = landscape.twoThirds
    self.portraitOneThird = portrait.oneThird
    self.portraitTwoThirds = portrait.twoThirds
    self.slideOver = slideOver
    self.source = source
  }

  /// The window's width, `nil` for `full` (the screen's) and for portrait `half`, which iPads lack.
  public func width(_ window: MultitaskingWindow, _ orientation: Orientation) -> Double? {
    switch (window, orientation) {
    case (.full, _): nil
    case (.slideOver, _): slideOver
    case (.oneThird, .landscape): landscapeOneThird
    case (.half, .landscape): landscapeHalf
    case (.twoThirds, .landscape): landscapeTwoThirds
    case (.oneThird, .portrait): portraitOneThird
    case (.half, .portrait): nil
    case (.twoThirds, .portrait): portraitTwoThirds
    }
  }
}

/// Keyboard heights, which no documentation states: assumptions that a user may override.
public struct KeyboardHeights: Sendable, Hashable {
  public var portrait: Double
  public var landscape: Double
  public var source: Provenance

  /// The iPad keyboard of iOS 3.2 – 6, before the QuickType bar of iOS 8 made it taller; the
  /// `ios6` profile's only keyboard.
  public static let classicPad = KeyboardHeights(portrait: 264, landscape: 352)

  public init(portrait: Double, landscape: Double, source: Provenance = .inferred) {
    self.portrait = portrait
    self.landscape = landscape
    self.source = source
  }

  public func height(_ orientation: Orientation) -> Double {
    orientation == .portrait ? portrait : landscape
  }
}
