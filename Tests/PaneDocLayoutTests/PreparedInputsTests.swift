import PaneDocModel
import Testing

@testable import PaneDocLayout

/// What the walk prepares once and shares between layouts — controllers per interface,
/// environments per scene, the rule tables — must give every layout what it would have derived by
/// itself.
@Suite("Prepared controllers, environments and rule tables")
struct PreparedInputsTests {
  /// Every state of the mail designs, each in every environment of the default matrix.
  static let interfaces = [
    Build.mail(), Build.tripleMail(), Build.mail { $0.style = .doubleColumn },
  ]

  @Test("a scene's states laid out in environments prepared once are each layout made alone")
  func sharedEnvironments() {
    let environments = EnvironmentMatrix.default.environments(documentProfile: nil).environments
    let shared = PreparedEnvironments(environments)
    for interface in Self.interfaces {
      let prepared = PreparedInterface(interface)
      for scene in LayoutEngine.scenes(in: prepared) {
        // Backwards, so that a state that left something behind in the shared values would show
        // in a state laid out after it that the separate layouts make first.
        let states = LayoutEngine.states(of: scene, in: prepared, depth: 2)
        #expect(states.count > 1)
        for state in states.reversed() {
          var together: [Layout?] = []
          LayoutEngine.layouts(prepared, scene: scene, state: state, environments: shared) {
            together.append($0)
          }
          let fresh = PreparedInterface(interface)
          let alone = environments.map {
            LayoutEngine.layout(fresh, scene: scene, state: state, environment: $0)
          }
          #expect(together == alone, "\(scene.id) \(state.id)")
          #expect(together.contains { $0 != nil }, "\(scene.id) \(state.id)")
        }
      }
    }
  }

  @Test("a prepared controller names its derived nodes as the walk always has")
  func derivedIDs() throws {
    let list = PreparedController(
      Build.content(
        "list", left: [Build.item(nil, "Back")],
        right: [Build.item("editItem", "Edit"), Build.item(nil, system: .add)],
        toolbar: [Build.item(nil, system: .flexibleSpace), Build.item(nil, "Reply")]))
    #expect(list.nodeKind == .viewController)
    #expect(list.toolbarID == "list#toolbar")
    #expect(list.leftItems.map(\.id) == ["list#leftItem.0"])
    #expect(list.rightItems.map(\.id) == ["editItem", "list#rightItem.1"])
    #expect(list.toolbarItems.map(\.id) == ["list#toolbarItem.0", "list#toolbarItem.1"])
    let wrapping = try #require(list.wrappingNavigation)
    #expect(wrapping.id == "list#navigation" && wrapping.nodeKind == .navigationController)
    #expect(wrapping.navigationBarID == "list#navigation#navigationBar")
    guard case .navigation(let navigation) = wrapping.controller.kind else {
      Issue.record("the wrapping controller is not a navigation controller")
      return
    }
    #expect(navigation.root == "list")

    let nav = PreparedController(Build.nav("listNav", root: "list"))
    #expect(nav.navigationBarID == "listNav#navigationBar" && nav.toolbarID == "listNav#toolbar")
    #expect(nav.backButtonID == "listNav#backButton" && nav.wrappingNavigation == nil)
    #expect(PreparedController(Build.tabs("tabs", ["a"])).tabBarID == "tabs#tabBar")
    let split = PreparedController(
      Build.split("mail", SplitViewController(primary: "a", secondary: "b")))
    #expect((0..<4).map(split.dividerID) == (0..<4).map { "mail#divider.\($0)" })
  }

  @Test("rule tables compare by their values, not by which table holds them")
  func tablesCompareByValue() {
    for profile in Profile.allCases {
      let rules = profile.rules
      #expect(rules.rebuilt() == rules && rules.rebuilt().hashValue == rules.hashValue)
      #expect(rules.rebuilt(windowControls: !rules.windowControls) != rules)
      for other in Profile.allCases where other != profile {
        #expect(rules != other.rules && rules.popovers != other.rules.popovers)
      }
    }
    #expect(Set(Profile.allCases.map(\.rules.popovers)).count == Profile.allCases.count)
  }
}

extension ProfileRules {
  /// A table of its own with these rules, but for `windowControls` when given.
  fileprivate func rebuilt(windowControls: Bool? = nil) -> ProfileRules {
    ProfileRules(
      profile: profile, unspecifiedSplitEngine: unspecifiedSplitEngine,
      columnStyleSplitEngine: columnStyleSplitEngine,
      padSplitsAutohideColumns: padSplitsAutohideColumns, bars: bars, largeTitle: largeTitle,
      viewsExtendUnderBars: viewsExtendUnderBars, searchBarBelowTitle: searchBarBelowTitle,
      padTabBarFloats: padTabBarFloats, devices: devices, defaultDevices: defaultDevices,
      padWindows: padWindows, windowControls: windowControls ?? self.windowControls,
      keyboards: keyboards, popovers: popovers)
  }
}
