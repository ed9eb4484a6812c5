import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Typed layout values")
struct TypedLayoutValuesTests {
  @Test("a state step's text form reads back as the same step")
  func stateStepText() {
    let steps: [(StateStep, String)] = [
      (.segue("composeSegue"), "composeSegue"), (.reveal(split: "mail"), "mail#reveal"),
      (.search(searchBar: "find"), "find#search"),
    ]
    for (step, text) in steps {
      #expect(step.description == text)
      #expect(StateStep(text) == step)
    }
  }

  @Test("a controller's node kind has the name the model knows its kind by")
  func controllerKinds() {
    let kinds: [Controller.Kind] =
      ContentController.Style.allCases.map { .content(ContentController(style: $0)) } + [
        .navigation(NavigationController(root: "a")),
        .tabBar(TabBarController(viewControllers: ["a"])),
        .split(SplitViewController()),
        .customSplit(CustomSplitViewController(side: "a", main: "b")),
        .placeholder(ControllerPlaceholder()),
      ]
    for kind in kinds {
      let controller = Controller(id: "c", kind: kind, location: Build.here)
      #expect(Node.Kind(controller).rawValue == controller.kindName)
    }
  }

  @Test("the warning codes are every code of both engines, each read back by its text")
  func warningCodes() {
    let expected =
      LayoutWarningCode.allCases.map(\.rawValue) + PresentationWarningCode.allCases.map(\.rawValue)
    #expect(LayoutWarning.codes == expected)
    #expect(LayoutWarning.codes.contains("bar-overflow"))
    for code in LayoutWarning.Code.allCases {
      #expect(LayoutWarning.Code(rawValue: code.rawValue) == code)
    }
    #expect(LayoutWarning.Code(rawValue: "duplicate-id") == nil)
  }

  @Test("a window reads back from its name: a multitasking window or a free-form size")
  func windowNames() {
    for window in MultitaskingWindow.allCases {
      #expect(WindowName(rawValue: window.rawValue) == .named(window))
    }
    let size = WindowName.freeForm(Size(width: 702.5, height: 1032))
    #expect(size.rawValue == "702.5x1032")
    #expect(WindowName(rawValue: "702.5x1032") == size)
    for text in ["quarter", "0x768", "702x", ""] { #expect(WindowName(rawValue: text) == nil) }
  }
}
