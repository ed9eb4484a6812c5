extension Size {
  /// A free-form window's size as `--window` and config files write it, `WxH` in points
  /// (`702x1032`): both finite and above 0; `nil` for anything else.
  public init?(windowText text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width.isFinite, height.isFinite, width > 0, height > 0
    else { return nil }
    self.init(width: width, height: height)
  }
}
