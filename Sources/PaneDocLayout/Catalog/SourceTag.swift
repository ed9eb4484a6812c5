/// Where a catalog number comes from, so that a report can say how sure it is.
public enum SourceTag: String, Sendable, Hashable, CaseIterable {
  /// Stated by Apple documentation or an SDK header.
  case doc
  /// Observed in UIKit's shipped behaviour.
  case obs
  /// Read in UIKit's shipped code (decompiled UIKitCore), cited by class and method.
  case src
  /// An inference or assumption that no source states outright.
  case inf

  /// `[doc]`, `[obs]`, `[src]`, `[inf]`: the form the specification and the README use.
  public var label: String { "[\(rawValue)]" }
}

/// A catalog value with its source: a corrected number is a one-line change in the catalog.
public struct Tagged<Value: Sendable & Hashable>: Sendable, Hashable {
  public var value: Value
  public var source: SourceTag

  public init(_ value: Value, _ source: SourceTag) {
    self.value = value
    self.source = source
  }
}
