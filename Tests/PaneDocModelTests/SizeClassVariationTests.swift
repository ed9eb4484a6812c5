import PaneDocModel
import Testing

/// Interface Builder's variation keys and how the variations that apply in a set of size classes
/// combine: the most specific wins, masks apply from the base configuration up.
@Suite struct SizeClassVariationTests {
  static let compactRegular = SizeClassTraits(width: .compact, height: .regular)

  @Test func readsVariationKeys() {
    #expect(SizeClassTraits(key: "default") == .any)
    #expect(SizeClassTraits(key: "widthClass=compact") == SizeClassTraits(width: .compact))
    #expect(
      SizeClassTraits(key: "heightClass=regular-widthClass=compact")
        == SizeClassTraits(width: .compact, height: .regular))
    // Other traits, unknown values, a class named twice, and damage apply nowhere.
    for key in [
      "", "-", "widthClass=", "widthClass=large", "widthClass=compact-widthClass=regular",
      "heightClass=compact-", "gamut=P3", "widthClass",
    ] {
      #expect(SizeClassTraits(key: key) == nil, "\(key)")
    }
  }

  @Test func aVariationAppliesWhereEveryClassItNamesIsTheEnvironments() {
    #expect(SizeClassTraits.any.applies(in: Self.compactRegular))
    #expect(SizeClassTraits(height: .regular).applies(in: Self.compactRegular))
    #expect(!SizeClassTraits(width: .regular).applies(in: Self.compactRegular))
    // The base configuration (Interface Builder's size-class canvas) has no classes.
    #expect(!SizeClassTraits(height: .regular).applies(in: .any))
  }

  @Test func theMostSpecificValueWins() {
    let variations = [
      SizeClassVariation(traits: SizeClassTraits(width: .compact, height: .regular), value: 3.0),
      SizeClassVariation(traits: SizeClassTraits(height: .regular), value: 2.0),
    ]
    #expect(variations.value(in: Self.compactRegular, base: 1) == 3)
    #expect(variations.value(in: SizeClassTraits(width: .regular, height: .regular), base: 1) == 2)
    #expect(variations.value(in: SizeClassTraits(width: .compact, height: .compact), base: 1) == 1)
    #expect(variations.value(in: .any, base: 1) == 1)
  }

  @Test func masksApplyFromTheBaseConfigurationUp() {
    let masks = [
      InstallMask(
        traits: SizeClassTraits(width: .compact, height: .regular), excluded: ["a"]),
      InstallMask(traits: SizeClassTraits(height: .regular), included: ["a", "b"]),
      InstallMask(traits: .any, excluded: ["a", "b"]),
    ]
    // Left out of the base configuration, included in regular height, left out again in
    // compact width and regular height: the most specific mask is applied last.
    #expect(!masks.installs("a", in: .any))
    #expect(masks.installs("a", in: SizeClassTraits(width: .regular, height: .regular)))
    #expect(!masks.installs("a", in: Self.compactRegular))
    #expect(masks.installs("b", in: Self.compactRegular))
    #expect(!masks.installs("b", in: SizeClassTraits(width: .compact, height: .compact)))
    #expect(masks.installs("c", in: Self.compactRegular))
  }
}
