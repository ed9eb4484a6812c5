/// The app window's share of the screen (`--split`): full screen, Split View or Slide Over.
public enum MultitaskingWindow: String, CaseIterable, Sendable {
  case full
  case twoThirds = "two-thirds"
  case half
  case oneThird = "one-third"
  case slideOver = "slide-over"
}
