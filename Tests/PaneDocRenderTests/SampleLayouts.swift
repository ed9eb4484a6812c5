import PaneDocLayout
import PaneDocModel

/// Hand-built layouts that exercise every shape the renderers draw, with numbers of real UIKit
/// layouts (the worked popover example of `PopoverPlacementTests` among them).
enum SampleLayouts {
  static func environment(
    device: DeviceID = "ipad-9.7", orientation: Orientation = .landscape,
    windowName: WindowName = .named(.full),
    screen: Size = Size(width: 1024, height: 768),
    window: Rect = Rect(x: 0, y: 0, width: 1024, height: 768),
    horizontal: SizeClass = .regular, profile: Profile = .ios17
  ) -> EnvironmentInfo {
    EnvironmentInfo(
      profile: profile, device: device, orientation: orientation, windowName: windowName,
      screen: screen,
      window: window, safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), scale: 2,
      horizontalSizeClass: horizontal, verticalSizeClass: .regular)
  }

  /// Mail in landscape: two columns side by side and a compose popover pointing up at its item.
  static let mailLandscapePopover = Layout(
    scene: "mail", state: [.segue("composeSegue")], environment: environment(),
    nodes: [
      Node(
        id: "mail", kind: .splitViewController, frame: Rect(x: 0, y: 0, width: 1024, height: 768),
        split: SplitInfo(
          collapsed: false, behavior: .tile, displayMode: .oneBesideSecondary,
          primaryColumnWidth: 320, supplementaryColumnWidth: 0)),
      Node(id: "#statusBar", kind: .statusBar, frame: Rect(x: 0, y: 0, width: 1024, height: 20)),
      Node(
        id: "mailboxesNav", kind: .navigationController, parent: "mail", column: .primary,
        frame: Rect(x: 0, y: 0, width: 320, height: 768), title: "Mailboxes"),
      Node(
        id: "mailboxesNav#navigationBar", kind: .navigationBar, parent: "mailboxesNav",
        frame: Rect(x: 0, y: 20, width: 320, height: 50), title: "Mailboxes"),
      Node(
        id: "editItem", kind: .barButtonItem, parent: "mailboxesNav#navigationBar",
        frame: Rect(x: 268, y: 23, width: 44, height: 44), title: "Edit"),
      Node(
        id: "mail#divider.0", kind: .divider, parent: "mail",
        frame: Rect(x: 320, y: 0, width: 1, height: 768)),
      Node(
        id: "messageNav", kind: .navigationController, parent: "mail", column: .secondary,
        frame: Rect(x: 321, y: 0, width: 703, height: 768), title: "Message"),
      Node(
        id: "messageNav#navigationBar", kind: .navigationBar, parent: "messageNav",
        frame: Rect(x: 321, y: 20, width: 703, height: 50), title: "Inbox"),
      Node(
        id: "messageNav#toolbar", kind: .toolbar, parent: "messageNav",
        frame: Rect(x: 321, y: 718, width: 703, height: 50)),
      Node(
        id: "composeItem", kind: .barButtonItem, parent: "messageNav#toolbar",
        frame: Rect(x: 100, y: 100, width: 44, height: 44), title: "Compose"),
      Node(
        id: "searchField", kind: .searchBar, parent: "mailboxesNav",
        frame: Rect(x: 0, y: 70, width: 320, height: 56), title: "Search"),
      Node(
        id: "compose", kind: .viewController, parent: "composeSegue",
        frame: Rect(x: 19, y: 157, width: 320, height: 480), title: "New Message"),
    ],
    presentations: [
      PresentationLayout(
        segue: "composeSegue", content: "compose", presentation: .popover,
        anchor: Rect(x: 100, y: 100, width: 44, height: 44),
        frame: Rect(x: 19, y: 144, width: 320, height: 493),
        contentFrame: Rect(x: 19, y: 157, width: 320, height: 480), arrowDirection: .up,
        arrowOffset: -57, arrowBase: 26, arrowHeight: 13, cornerRadius: 13)
    ],
    warnings: [
      LayoutWarning(
        code: .presentation(.popoverClamped), subject: "compose",
        message: "The popover was shortened to fit.")
    ],
    assumptions: ["keyboard height for ipad-9.7 landscape is assumed"])

  /// Portrait in two-thirds: the primary overlays a dimmed secondary, a left-pointing popover and
  /// an anchor view.
  static let overlayTwoThirdsPortrait = Layout(
    scene: "notes", state: [.segue("reveal-primary"), .segue("infoSegue")],
    environment: environment(
      orientation: .portrait, windowName: .named(.twoThirds),
      screen: Size(width: 768, height: 1024),
      window: Rect(x: 0, y: 0, width: 438, height: 1024), horizontal: .compact),
    nodes: [
      Node(
        id: "notes", kind: .splitViewController,
        frame: Rect(x: 0, y: 0, width: 438, height: 1024),
        split: SplitInfo(
          collapsed: false, behavior: .overlay, displayMode: .oneOverSecondary,
          primaryColumnWidth: 320, supplementaryColumnWidth: 0)),
      Node(
        id: "detail", kind: .viewController, parent: "notes", column: .secondary,
        frame: Rect(x: 0, y: 0, width: 438, height: 1024), title: "Note", dimmed: true),
      Node(
        id: "detail#toolbar", kind: .toolbar, parent: "detail",
        frame: Rect(x: 0, y: 974, width: 438, height: 50), dimmed: true),
      Node(
        id: "list", kind: .tableViewController, parent: "notes", column: .primary,
        frame: Rect(x: 0, y: 0, width: 320, height: 1024), title: "All Notes"),
      Node(
        id: "list#navigationBar", kind: .navigationBar, parent: "list",
        frame: Rect(x: 0, y: 20, width: 320, height: 50), title: "All Notes"),
      Node(
        id: "infoButton", kind: .view, parent: "list",
        frame: Rect(x: 20, y: 400, width: 44, height: 44), title: "Info"),
      Node(
        id: "hiddenThing", kind: .view, parent: "list", frame: nil, visible: false),
      Node(
        id: "info", kind: .viewController, parent: "infoSegue",
        frame: Rect(x: 77, y: 256, width: 300, height: 332), title: "Details"),
    ],
    presentations: [
      PresentationLayout(
        segue: "infoSegue", content: "info", presentation: .popover,
        anchor: Rect(x: 20, y: 400, width: 44, height: 44),
        frame: Rect(x: 64, y: 256, width: 313, height: 332),
        contentFrame: Rect(x: 77, y: 256, width: 300, height: 332), arrowDirection: .left,
        arrowOffset: 0, arrowBase: 26, arrowHeight: 13, cornerRadius: 13)
    ],
    warnings: [
      LayoutWarning(code: .layout(.fractionCapped), subject: "notes", message: "Capped at 320 pt."),
      LayoutWarning(
        code: .presentation(.anchorHidden), subject: "infoButton", message: "Anchor is covered."),
    ])

  /// A form sheet over a one-third window of an older profile, with the keyboard up.
  static let formSheetOneThird = Layout(
    scene: "settings", state: [.segue("aboutSegue")],
    environment: {
      var info = environment(
        device: "ipad-pro-12.9", windowName: .named(.oneThird),
        screen: Size(width: 1366, height: 1024),
        window: Rect(x: 991, y: 0, width: 375, height: 1024), horizontal: .compact,
        profile: .ios12)
      info.keyboard = 423
      return info
    }(),
    nodes: [
      Node(
        id: "settingsNav", kind: .navigationController, column: .compact,
        frame: Rect(x: 0, y: 0, width: 375, height: 1024), title: "Settings"),
      Node(
        id: "settingsNav#navigationBar", kind: .navigationBar, parent: "settingsNav",
        frame: Rect(x: 0, y: 20, width: 375, height: 50), title: "Settings"),
      Node(
        id: "settingsNav#toolbar", kind: .toolbar, parent: "settingsNav",
        frame: Rect(x: 0, y: 974, width: 375, height: 50)),
      Node(
        id: "doneItem", kind: .barButtonItem, parent: "settingsNav#toolbar",
        frame: Rect(x: 300, y: 977, width: 60, height: 44), title: "About"),
    ],
    presentations: [
      PresentationLayout(
        segue: "aboutSegue", content: "about", presentation: .formSheet, anchor: nil,
        frame: Rect(x: 0, y: 30, width: 375, height: 994),
        contentFrame: Rect(x: 0, y: 30, width: 375, height: 994))
    ])

  /// Titles and ids that try to add markup, break out of attributes and CDATA, or smuggle Mustache
  /// tags and control characters.
  static let hostile = Layout(
    scene: "evil<script>alert(1)</script>", state: [.segue("a\"b'c"), .segue("]]>{{x}}")],
    environment: environment(),
    nodes: [
      Node(
        id: "x\" onload=\"alert(1)", kind: .viewController, column: .primary,
        frame: Rect(x: 0, y: 0, width: 320, height: 768),
        title: "<svg onload=alert(1)> & \"quotes\" 'single' ]]> {{{x}}} \u{0}\u{1B}\u{7}bell"),
      Node(
        id: "bar<&>", kind: .navigationBar, parent: "x\" onload=\"alert(1)",
        frame: Rect(x: 0, y: 20, width: 320, height: 50), title: "line\nbreak\ttab\r"),
      Node(
        id: "item']]>", kind: .barButtonItem, column: .primary,
        frame: Rect(x: 10, y: 23, width: 44, height: 44), title: "<b>bold</b>"),
      Node(
        id: "dup", kind: .view, frame: Rect(x: 10, y: 200, width: 100, height: 40), title: "one"),
      Node(
        id: "dup", kind: .view, frame: Rect(x: 10, y: 300, width: 100, height: 40), title: "two"),
    ],
    warnings: [
      LayoutWarning(
        code: .layout(.viewClipped), subject: "dup", message: "<img src=x onerror=alert(1)>")
    ])

  static let all: [(name: String, layout: Layout)] = [
    ("mail-landscape-popover", mailLandscapePopover),
    ("notes-overlay-two-thirds-portrait", overlayTwoThirdsPortrait),
    ("settings-form-sheet-one-third", formSheetOneThird),
    ("hostile-text", hostile),
  ]
}
