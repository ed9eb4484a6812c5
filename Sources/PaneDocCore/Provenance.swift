/// The tags of the catalog's sources, from the strongest to the weakest.
public enum SourceTag: String, Sendable, Hashable, CaseIterable {
  /// Read in UIKit's own shipped code (decompiled UIKitCore).
  case src
  /// Stated by Apple documentation or an SDK header.
  case doc
  /// Observed in UIKit's shipped behaviour (reverse-engineered by others).
  case obs
  /// An inference or assumption that no source states outright.
  case inf

  /// `[src]`, `[doc]`, `[obs]`, `[inf]`: the form docs/layout-rules.md and `panedoc rules` use.
  public var label: String { "[\(rawValue)]" }
}

/// Where a catalog value comes from: its tag and, where one exists, what to read to check it
/// (class and method for [src], the document for [doc], whose observation for [obs]).
///
/// One type for every number of the catalog, so that `panedoc devices`, `panedoc rules` and the
/// assumptions of a layout all say the same thing about the same value.
public struct Provenance: Sendable, Hashable {
  public var tag: SourceTag
  public var citation: String?

  public init(_ tag: SourceTag, _ citation: String? = nil) {
    self.tag = tag
    self.citation = citation
  }

  /// Read in UIKit's code: `citation` names the class and method.
  public static func src(_ citation: String) -> Provenance { Provenance(.src, citation) }
  /// Stated by Apple: `citation` names the document or header.
  public static func doc(_ citation: String) -> Provenance { Provenance(.doc, citation) }
  /// Observed: `citation` names who observed it.
  public static func obs(_ citation: String) -> Provenance { Provenance(.obs, citation) }
  /// Observed, by sources gathered without naming one.
  public static let observed = Provenance(.obs)
  /// Inferred: no source states it.
  public static let inferred = Provenance(.inf)

  /// Whether a report must name the value as an assumption.
  public var isAssumption: Bool { tag == .inf }
}

/// A catalog value with its provenance and what it means: a corrected number is a one-line change
/// in the catalog, and every table, listing and assumption that shows it follows.
public struct Tagged<Value: Sendable & Hashable>: Sendable, Hashable {
  public let value: Value
  public let source: Provenance
  /// What the value is ("legacy popover corner radius"); an assumption names an [inf] value as
  /// "<meaning> <value> is assumed", or "<meaning> (assumed)" for a rule (a `Bool`), whose meaning
  /// therefore states what the value says.
  public let meaning: String

  public init(_ value: Value, _ source: Provenance, _ meaning: String) {
    self.value = value
    self.source = source
    self.meaning = meaning
  }
}
