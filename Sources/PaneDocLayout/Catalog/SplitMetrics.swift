/// The split view constants of spec section 2, each with its source.
public enum SplitMetrics {
  /// The classic master column (2.1) [doc].
  public static let classicMasterWidth = Tagged(320.0, .doc)
  /// The classic divider (2.1) [inf].
  public static let classicDividerWidth = Tagged(1.0, .inf)
  /// The adaptive default maximum's two values (2.2) [obs].
  public static let narrowPrimaryWidth = Tagged(320.0, .obs)
  public static let widePrimaryWidth = Tagged(375.0, .obs)
  /// "big" screens of the default-maximum rule: S > 1112 in landscape, or S > 1210 [obs].
  public static let bigLandscapeScreen = Tagged(1112.0, .obs)
  public static let bigScreen = Tagged(1210.0, .obs)
  /// iPhones in a regular width tile a primary this wide, plus the safe-area inset [obs].
  public static let phonePrimaryWidth = Tagged(320.0, .obs)
  /// Column style: the primary's default maximum (2.3) [obs].
  public static let columnPrimaryDefaultMaximum = Tagged(320.0, .obs)
  /// Column style: the supplementary's default width and maximum (2.3) [obs].
  public static let supplementaryWidth = Tagged(375.0, .obs)
  /// Column style: the supplementary of an overlaying split narrower than the screen [obs].
  public static let narrowSupplementaryWidth = Tagged(320.0, .obs)
  /// T of the split behavior rule (2.3) [obs]; the M4 11" uses its own screen height.
  public static let splitBehaviorThreshold = Tagged(1194.0, .obs)
  public static let splitBehaviorThresholdM4 = Tagged(1210.0, .obs)
  /// Landscape-shaped splits at least this wide displace or tile; narrower ones overlay [obs].
  public static let displaceMinimumWidth = Tagged(1024.0, .obs)
  /// Portrait-shaped splits wider than this tile [obs].
  public static let portraitTileWidth = Tagged(1536.0, .obs)
  /// The custom split's splitter (2.5) [doc of the article].
  public static let customSplitterWidth = Tagged(1.0, .doc)
  /// Columns narrower than this get a `column-narrower-than-320` warning [inf]: UIKit's own
  /// narrowest column, below which content designed for a column is squeezed.
  public static let narrowColumnWarningWidth = Tagged(320.0, .inf)
}

/// Size classes (1.3).
public enum SizeClassMetrics {
  /// iPad windows wider than this are horizontally regular [inf].
  public static let padRegularWidthAbove = Tagged(667.0, .inf)
}
