import PaneDocModel
import Testing

@testable import PaneDocInput

/// Constraints, stack views, guides and the per-view Auto Layout attributes read from
/// Interface Builder files; impossible constraints are located warnings that drop them.
@Suite struct InterfaceBuilderConstraintTests {
  static func storyboard(constraints: String, extraSubviews: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="17506" targetRuntime="iOS.CocoaTouch" initialViewController="VC0-aa-001">
      <scenes><scene sceneID="scn-aa-001"><objects>
        <viewController id="VC0-aa-001" sceneMemberID="viewController">
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="Top-gd-001"/>
          </layoutGuides>
          <view key="view" contentMode="scaleToFill" id="Rot-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
              <stackView opaque="NO" axis="vertical" distribution="fillEqually" \
    spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-vw-001">
                <rect key="frame" x="20" y="64" width="374" height="100"/>
                <subviews>
                  <label text="Title" horizontalHuggingPriority="251" misplaced="YES" \
    translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="374" height="46"/>
                  </label>
                  <switch hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Swt-vw-001">
                    <rect key="frame" x="0.0" y="54" width="51" height="31"/>
                  </switch>
                </subviews>
              </stackView>
              <view id="Pln-vw-001">
                <rect key="frame" x="0.0" y="800" width="414" height="96"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
              </view>
              \(extraSubviews)
            </subviews>
            <viewLayoutGuide key="safeArea" id="Saf-gd-001"/>
            <constraints>
              \(constraints)
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
    </document>
    """
  }

  static let valid = """
    <constraint firstItem="Stk-vw-001" firstAttribute="leading" secondItem="Saf-gd-001" \
    secondAttribute="leading" constant="20" id="Cst-aa-001"/>
    <constraint firstItem="Stk-vw-001" firstAttribute="top" secondItem="Top-gd-001" \
    secondAttribute="bottom" constant="20" id="Cst-aa-002"/>
    <constraint firstAttribute="trailing" secondItem="Stk-vw-001" secondAttribute="trailing" \
    constant="20" id="Cst-aa-003"/>
    <constraint firstItem="Stk-vw-001" firstAttribute="width" secondItem="Stk-vw-001" \
    secondAttribute="height" multiplier="51:32" priority="750" id="Cst-aa-004"/>
    <constraint firstItem="Lbl-vw-001" firstAttribute="baseline" secondItem="Stk-vw-001" \
    secondAttribute="centerY" relation="greaterThanOrEqual" id="Cst-aa-005"/>
    """

  @Test func readsConstraintsWithTheirHolderAsTheMissingItem() throws {
    let result = InterfaceBuilderFixtures.read(Self.storyboard(constraints: Self.valid))
    let content = try #require(result.interface?.content("VC0-aa-001"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let root = try #require(content.rootView)
    #expect(root.id == "Rot-vw-001")
    #expect(root.designFrame.size == Size(width: 414, height: 896))
    #expect(root.layout.guides.map(\.kind) == [.safeArea, .topLayoutGuide])
    let constraints = root.layout.constraints
    #expect(constraints.map(\.id) == (1...5).map { "Cst-aa-00\($0)" })
    #expect(constraints[2].firstItem == "Rot-vw-001")
    #expect(constraints[2].secondItem == "Stk-vw-001")
    #expect(abs(constraints[3].multiplier - 51.0 / 32) < 1e-12)
    #expect(constraints[3].priority == 750 && !constraints[3].isRequired)
    #expect(constraints[4].firstAttribute == .lastBaseline)
    #expect(constraints[4].relation == .greaterThanOrEqual)
    #expect(constraints[1].location.line > 1)
  }

  @Test func readsEachViewsLayoutAttributes() throws {
    let result = InterfaceBuilderFixtures.read(Self.storyboard(constraints: Self.valid))
    let content = try #require(result.interface?.content("VC0-aa-001"))
    let stack = try #require(content.views.first)
    #expect(stack.kind == .stackView)
    #expect(
      stack.layout.stack
        == StackLayout(axis: .vertical, distribution: .fillEqually, spacing: 8))
    #expect(!stack.layout.translatesAutoresizingMask)
    let label = stack.subviews[0]
    #expect(label.kind == .label && label.layout.isMisplaced && !label.layout.isAmbiguous)
    #expect(label.layout.contentHugging == AxisPriorities(horizontal: 251, vertical: 250))
    #expect(label.layout.intrinsicSize == .designFrame(width: true, height: true))
    #expect(label.layout.designFrame == Rect(x: 0, y: 0, width: 374, height: 46))
    #expect(stack.subviews[1].isHidden && stack.subviews[1].kind == .switchControl)
    let plain = content.views[1]
    #expect(plain.layout.translatesAutoresizingMask)
    #expect(
      plain.layout.autoresizingMask
        == AutoresizingMask(flexibleWidth: true, flexibleTopMargin: true))
    #expect(plain.layout.intrinsicSize == .none)
  }

  @Test func theDesignSafeAreaComesFromTheViewsTiedToIt() throws {
    let result = InterfaceBuilderFixtures.read(Self.storyboard(constraints: Self.valid))
    let root = try #require(result.interface?.content("VC0-aa-001")?.rootView)
    // The stack's top (64) is 20 below the top guide's bottom; its leading (20) is 20 past the
    // safe area's; nothing ties the bottom or the trailing edge.
    #expect(root.designSafeArea == Insets(top: 44, left: 0, bottom: 0, right: 0))
  }

  @Test func withoutBarsOrATiedViewTheTopGuideEndsBelowTheInferredStatusBar() throws {
    let loose = """
      <constraint firstItem="Stk-vw-001" firstAttribute="top" secondItem="Top-gd-001" \
      secondAttribute="bottom" priority="250" constant="20" id="Cst-aa-002"/>
      """
    let inferred = Self.storyboard(constraints: loose)
    let root = try #require(
      InterfaceBuilderFixtures.read(inferred).interface?.content("VC0-aa-001")?.rootView)
    #expect(root.designSafeArea?.top == 20)
    // A simulated status bar the file stores (here none) is not inferred.
    let simulated = inferred.replacingOccurrences(
      of: #"sceneMemberID="viewController">"#,
      with: #"sceneMemberID="viewController"><simulatedStatusBarMetrics key="statusBar"/>"#)
    let noStatusBar = try #require(
      InterfaceBuilderFixtures.read(simulated).interface?.content("VC0-aa-001")?.rootView)
    #expect(noStatusBar.designSafeArea?.top == 0)
  }

  @Test(arguments: [
    (
      #"<constraint firstItem="Stk-vw-001" firstAttribute="middle" id="Bad-aa-001"/>"#,
      "unknown first attribute 'middle'"
    ),
    (
      #"<constraint firstItem="Stk-vw-001" firstAttribute="leading" secondItem="Pln-vw-001" secondAttribute="leading" multiplier="0" id="Bad-aa-001"/>"#,
      "multiplier of 0 on the position 'leading'"
    ),
    (
      #"<constraint firstItem="Stk-vw-001" firstAttribute="leading" secondItem="Pln-vw-001" secondAttribute="top" id="Bad-aa-001"/>"#,
      "relates 'leading' to 'top'"
    ),
    (
      #"<constraint firstItem="Stk-vw-001" firstAttribute="top" constant="4" id="Bad-aa-001"/>"#,
      "ties the position 'top' to a constant"
    ),
    (
      #"<constraint firstItem="Stk-vw-001" firstAttribute="width" priority="1001" id="Bad-aa-001"/>"#,
      "priority '1001' outside 1 to 1000"
    ),
    (
      #"<constraint firstItem="Stk-vw-001" firstAttribute="width" multiplier="1:0" secondItem="Pln-vw-001" secondAttribute="width" id="Bad-aa-001"/>"#,
      "multiplier '1:0'"
    ),
    (
      #"<constraint firstItem="Nob-vw-001" firstAttribute="width" constant="4" id="Bad-aa-001"/>"#,
      "names 'Nob-vw-001'"
    ),
  ])
  func impossibleConstraintsAreLocatedWarningsAndDropped(constraint: String, message: String)
    throws
  {
    let result = InterfaceBuilderFixtures.read(
      Self.storyboard(constraints: Self.valid + "\n" + constraint))
    let root = try #require(result.interface?.content("VC0-aa-001")?.rootView)
    #expect(root.layout.constraints.count == 5)
    let warning = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(warning.code.rawValue == IBDiagnosticCode.invalidConstraint.rawValue)
    #expect(warning.description.contains(message), "\(warning)")
    #expect(warning.description.hasPrefix("test.storyboard:"))
    #expect(warning.location.line > 30)
  }

  @Test func aSizeClassConstantOutOfRangeIsALocatedWarningAndTheBaseOneApplies() throws {
    let varied = """
      <constraint firstItem="Stk-vw-001" firstAttribute="height" constant="100" id="Var-aa-001">
        <variation key="heightClass=compact" constant="1e300"/>
        <variation key="widthClass=regular" constant="nan"/>
        <variation key="heightClass=regular-widthClass=compact" constant="40"/>
        <variation key="displayGamut=P3" constant="7"/>
        <variation key="widthClass=huge" constant="9"/>
      </constraint>
      """
    let result = InterfaceBuilderFixtures.read(
      Self.storyboard(constraints: Self.valid + "\n" + varied))
    let root = try #require(result.interface?.content("VC0-aa-001")?.rootView)
    let constraint = try #require(root.layout.constraints.first { $0.id == "Var-aa-001" })
    #expect(constraint.constant == 100)
    // Only the valid size-class constant is kept; other traits and unknown classes never apply.
    #expect(
      constraint.constantVariations == [
        SizeClassVariation(traits: SizeClassTraits(width: .compact, height: .regular), value: 40)
      ])
    #expect(result.diagnostics.count == 2)
    for warning in result.diagnostics {
      #expect(warning.code.rawValue == IBDiagnosticCode.invalidConstraint.rawValue)
      #expect(warning.description.hasPrefix("test.storyboard:"))
      #expect(warning.description.contains("the base constant applies there"), "\(warning)")
    }
  }

  @Test(
    "the design canvas's size classes come from the document's device",
    arguments: [
      ("", SizeClassTraits.any),
      (#"<device id="ipad9_7" orientation="portrait"/>"#, .init(width: .regular, height: .regular)),
      (
        #"<device id="retina4_7" orientation="portrait"/>"#,
        .init(width: .compact, height: .regular)
      ),
      (
        #"<device id="retina4_7" orientation="landscape"/>"#,
        .init(width: .compact, height: .compact)
      ),
      (
        #"<device id="retina6_1" orientation="landscape"/>"#,
        .init(width: .regular, height: .compact)
      ),
    ])
  func designTraitsFromTheDevice(device: String, traits: SizeClassTraits) throws {
    let text = Self.storyboard(constraints: Self.valid).replacingOccurrences(
      of: "<scenes>", with: device + "<scenes>")
    let root = try #require(
      InterfaceBuilderFixtures.read(text).interface?.content("VC0-aa-001")?.rootView)
    #expect(root.designTraits == traits)
  }
}
