import PaneDocModel
import Testing

@Suite("Layout constraints")
struct LayoutConstraintTests {
  let here = SourceLocation(file: "Main.storyboard", line: 4, column: 9)

  @Test func readsInterfaceBuildersAttributeNames() {
    #expect(LayoutAttribute(fileName: "baseline") == .lastBaseline)
    #expect(LayoutAttribute(fileName: "leadingMargin") == .leadingMargin)
    #expect(LayoutAttribute(fileName: "middle") == nil)
  }

  @Test func attributesKnowTheirAxisAndKind() {
    #expect(LayoutAttribute.leading.axis == .horizontal)
    #expect(LayoutAttribute.firstBaseline.axis == .vertical)
    #expect(LayoutAttribute.notAnAttribute.axis == nil)
    #expect(LayoutAttribute.height.isSize && !LayoutAttribute.top.isSize)
    #expect(LayoutAttribute.centerXWithinMargins.isMargin && !LayoutAttribute.centerX.isMargin)
  }

  @Test func aConstraintIsRequiredOnlyAtAThousand() {
    var constraint = LayoutConstraint(
      id: "c1", firstItem: "a", firstAttribute: .width, constant: 44, location: here)
    #expect(constraint.isRequired)
    constraint.priority = 999
    #expect(!constraint.isRequired)
  }

  @Test func aViewUsesConstraintsWhenItOrASubviewDoes() {
    let plain = View(id: "a", frame: .zero, location: here)
    #expect(!plain.usesConstraints)
    var pinned = plain
    pinned.layout.translatesAutoresizingMask = false
    #expect(pinned.usesConstraints)
    let parent = View(id: "p", frame: .zero, subviews: [pinned], location: here)
    #expect(parent.usesConstraints)
    let root = RootView(id: "r", designFrame: .zero, location: here)
    #expect(root.usesConstraints([parent]) && !root.usesConstraints([plain]))
  }
}
