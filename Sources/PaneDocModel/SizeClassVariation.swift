/// The size classes an environment has, or a size-class variation names: each of width and
/// height compact, regular, or any (`nil`). Interface Builder's base configuration (`default`,
/// "Any × Any") names neither; its size-class canvas (600 × 600) is laid out in it.
public struct SizeClassTraits: Sendable, Hashable {
  public enum Value: String, Sendable, Hashable, CaseIterable {
    case compact, regular
  }

  public var width: Value?
  public var height: Value?

  public init(width: Value? = nil, height: Value? = nil) {
    self.width = width
    self.height = height
  }

  /// The base configuration: no size class named.
  public static let any = SizeClassTraits()

  /// Interface Builder's variation key: `default`, `widthClass=compact`,
  /// `heightClass=regular-widthClass=compact`, … `nil` for a key naming anything else (a
  /// trait PaneDoc does not lay out, such as a display gamut), so that its values never apply.
  public init?(key: String) {
    self.init()
    guard key != "default" else { return }
    for part in key.split(separator: "-", omittingEmptySubsequences: false) {
      let pair = part.split(separator: "=", omittingEmptySubsequences: false)
      guard pair.count == 2, let value = Value(rawValue: String(pair[1])) else { return nil }
      switch pair[0] {
      case "widthClass" where width == nil: width = value
      case "heightClass" where height == nil: height = value
      default: return nil
      }
    }
  }

  /// Whether a variation for these size classes applies in an environment of `environment`'s:
  /// every class it names is the environment's. The base configuration applies everywhere; a
  /// variation naming a class applies nowhere on a canvas that has none (the base one).
  public func applies(in environment: SizeClassTraits) -> Bool {
    (width == nil || width == environment.width) && (height == nil || height == environment.height)
  }

  /// How many classes it names: a variation naming more overrides one naming fewer.
  public var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }
}

/// A value a view or constraint takes in the size classes `traits` names instead of its base
/// value (`<variation key="heightClass=compact" constant="8"/>`).
public struct SizeClassVariation<Value: Sendable & Equatable>: Sendable, Equatable {
  public var traits: SizeClassTraits
  public var value: Value

  public init(traits: SizeClassTraits, value: Value) {
    self.traits = traits
    self.value = value
  }
}

extension Array {
  /// The value in `environment`: the most specific variation that applies, the later one of
  /// equal specificity (a width and a height variation both naming the environment's class;
  /// Interface Builder's order between those is an inference), else `base`.
  public func value<Value>(in environment: SizeClassTraits, base: Value) -> Value
  where Element == SizeClassVariation<Value> {
    var best: (specificity: Int, value: Value)?
    for variation in self where variation.traits.applies(in: environment) {
      let specificity = variation.traits.specificity
      if best.map({ specificity >= $0.specificity }) ?? true {
        best = (specificity, variation.value)
      }
    }
    return best?.value ?? base
  }
}

/// Which of the constraints (or subviews) a view holds are installed in some size classes
/// (`<variation key=…><mask key="constraints"><exclude reference=…/><include reference=…/>`):
/// the base configuration's mask leaves some out, a size class's includes them again or leaves
/// out others.
public struct InstallMask: Sendable, Equatable {
  public var traits: SizeClassTraits
  public var included: [String]
  public var excluded: [String]

  public init(traits: SizeClassTraits, included: [String] = [], excluded: [String] = []) {
    self.traits = traits
    self.included = included
    self.excluded = excluded
  }
}

extension Array where Element == InstallMask {
  /// What the masks that apply in `environment` decide, by id (true: installed): taken from the
  /// least to the most specific (the base configuration's first), each leaving out what it
  /// excludes and putting back what it includes. An id no mask names is installed. One pass over
  /// the masks, so that a list of any length is decided in linear time.
  public func decisions(in environment: SizeClassTraits) -> [String: Bool] {
    var decided: [String: Bool] = [:]
    for specificity in 0...2 {
      for mask in self
      where mask.traits.specificity == specificity && mask.traits.applies(in: environment) {
        for id in mask.excluded { decided[id] = false }
        for id in mask.included { decided[id] = true }
      }
    }
    return decided
  }

  /// Whether `id` is installed in `environment`.
  public func installs(_ id: String, in environment: SizeClassTraits) -> Bool {
    decisions(in: environment)[id] ?? true
  }
}
