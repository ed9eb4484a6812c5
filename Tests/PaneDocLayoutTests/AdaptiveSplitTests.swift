import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Adaptive split")
struct AdaptiveSplitTests {
  @Test("9.7\" landscape tiles a 320 primary, a half-point divider and a 703.5 secondary")
  func tiledLandscape() throws {
    let result = try #require(layout(Build.mail(), .iPad97(.landscape())))
    let split = try #require(result.node("mail")?.split)
    #expect(split.collapsed == false)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.primaryColumnWidth == 320)
    #expect(result.frame("listNav") == Rect(x: 0, y: 0, width: 320, height: 768))
    #expect(result.frame("mail#divider.0") == Rect(x: 320, y: 0, width: 0.5, height: 768))
    #expect(result.frame("detailNav") == Rect(x: 320.5, y: 0, width: 703.5, height: 768))
    #expect(result.node("detailNav")?.column == .secondary)
  }

  @Test("a 0.33 fraction without a raised maximum is capped at 320 with fraction-capped")
  func fractionCapped() throws {
    let capped = try #require(
      layout(Build.mail { $0.primaryColumn.fraction = 0.33 }, .iPad97(.landscape())))
    #expect(capped.node("mail")?.split?.primaryColumnWidth == 320)
    #expect(capped.warningCodes == ["fraction-capped"])
    let raised = try #require(
      layout(
        Build.mail {
          $0.primaryColumn.fraction = 0.33
          $0.primaryColumn.maximum = 400
        }, .iPad97(.landscape())))
    #expect(raised.node("mail")?.split?.primaryColumnWidth == 338)
    #expect(raised.warnings.isEmpty)
  }

  @Test("12.9\" landscape two-thirds: the default maximum is 375")
  func twoThirdsOnTheLargePad() throws {
    let result = try #require(layout(Build.mail(), .iPadPro129(.landscape(.twoThirds))))
    #expect(result.environment.window == Rect(x: 0, y: 0, width: 981, height: 1024))
    #expect(result.node("mail")?.split?.primaryColumnWidth == 375)
  }

  @Test("default maximum: 375 landscape and 320 portrait on the 11\", 375 both on the 12.9\"")
  func defaultMaximumByDevice() throws {
    let expectations: [(Environment, Double)] = [
      (.iPadPro11(.landscape()), 375), (.iPadPro11(.portrait()), 320),
      (.iPadPro129(.landscape()), 375), (.iPadPro129(.portrait()), 375),
      (.iPad102(.landscape()), 320), (.iPadPro105(.portrait()), 320),
    ]
    for (environment, width) in expectations {
      let result = try #require(layout(Build.mail(), environment))
      #expect(result.node("mail")?.split?.primaryColumnWidth == width, "\(environment.slug)")
    }
  }

  @Test("portrait hides the primary behind the display mode button; reveal overlays it")
  func portraitReveal() throws {
    let mail = Build.mail()
    let initial = try #require(layout(mail, .iPad97(.portrait())))
    #expect(initial.node("mail")?.split?.displayMode == .secondaryOnly)
    #expect(initial.frame("detailNav") == Rect(x: 0, y: 0, width: 768, height: 1024))
    #expect(initial.node("listNav")?.visible == false)
    let button = try #require(initial.node("mail#displayModeButton"))
    #expect(button.title == "Mailboxes")
    #expect(button.parent == "detailNav#navigationBar")
    #expect(button.frame == Rect(x: 8, y: 23, width: 106, height: 44))

    let revealed = try #require(layout(mail, .iPad97(.portrait()), steps: [.reveal(split: "mail")]))
    #expect(revealed.node("mail")?.split?.displayMode == .oneOverSecondary)
    #expect(revealed.frame("listNav") == Rect(x: 0, y: 0, width: 320, height: 1024))
    #expect(revealed.node("detailNav")?.dimmed == true)
    #expect(revealed.frame("detailNav") == Rect(x: 0, y: 0, width: 768, height: 1024))
    #expect(layout(mail, .iPad97(.landscape()), steps: [.reveal(split: "mail")]) == nil)
    let tiled = try #require(layout(mail, .iPad97(.landscape())))
    #expect(tiled.node("mail#displayModeButton")?.title == "Full Screen")
    #expect(tiled.node("mail#displayModeButton")?.frame?.width == 44)
  }

  @Test("compact collapses into the primary's stack with the secondary pushed on it")
  func collapse() throws {
    let result = try #require(layout(Build.mail(), .iPhone12(.portrait())))
    let split = try #require(result.node("mail")?.split)
    #expect(split.collapsed)
    #expect(split.displayMode == .collapsed)
    #expect(result.frame("listNav") == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(result.node("listNav")?.column == .compact)
    #expect(result.node("message")?.visible == true)
    #expect(result.node("list")?.visible == false)
    #expect(result.node("listNav#backButton")?.title == "Mailboxes")
    #expect(result.node("mail#divider.0") == nil)

    let kept = try #require(
      layout(Build.mail { $0.collapseSecondaryOntoPrimary = false }, .iPhone12(.portrait())))
    #expect(kept.node("list")?.visible == true)
    #expect(kept.node("message")?.visible == false)
    #expect(kept.node("listNav#backButton") == nil)
  }

  @Test("one third of a 9.7\" is compact and collapses; showDetail pushes on the collapsed stack")
  func showDetailWhenCollapsed() throws {
    let compact = try #require(
      layout(Build.mail(), .iPad97(.landscape(.oneThird)), steps: [.segue("infoSegue")]))
    #expect(compact.environment.window == Rect(x: 704, y: 0, width: 320, height: 768))
    #expect(compact.node("info")?.visible == true)
    #expect(compact.frame("info")?.width == 320)
    let expanded = try #require(
      layout(Build.mail(), .iPad97(.landscape()), steps: [.segue("infoSegue")]))
    #expect(expanded.node("info")?.column == .secondary)
    #expect(expanded.frame("info") == Rect(x: 320.5, y: 0, width: 703.5, height: 768))
    #expect(expanded.node("detailNav")?.visible == false)
  }

  @Test("primaryEdge trailing puts the primary at the trailing edge")
  func trailingPrimary() throws {
    let result = try #require(
      layout(Build.mail { $0.primaryEdge = .trailing }, .iPad97(.landscape())))
    #expect(result.frame("detailNav") == Rect(x: 0, y: 0, width: 703.5, height: 768))
    #expect(result.frame("mail#divider.0") == Rect(x: 703.5, y: 0, width: 0.5, height: 768))
    #expect(result.frame("listNav") == Rect(x: 704, y: 0, width: 320, height: 768))
  }

  @Test("Plus and Max iPhones in landscape tile a 320 primary plus the safe-area inset")
  func regularWidthPhone() throws {
    let result = try #require(layout(Build.mail(), .iPhone12ProMax(.landscape())))
    #expect(result.node("mail")?.split?.collapsed == false)
    #expect(result.node("mail")?.split?.primaryColumnWidth == 367)
    let px = 1.0 / 3
    #expect(result.frame("detailNav")?.minX == 367 + px)
  }
}

@Suite("Split warnings")
struct SplitWarningTests {
  @Test("a primary wider than the split is cut to fit: primary-wider-than-window")
  func primaryWiderThanWindow() throws {
    let interface = Build.mail {
      $0.primaryColumn = ColumnWidthPreference(width: 1100, maximum: 1200)
    }
    let result = try #require(layout(interface, .iPad97(.landscape())))
    #expect(result.warningCodes.contains("primary-wider-than-window"))
    #expect(result.frame("listNav") == Rect(x: 0, y: 0, width: 1023.5, height: 768))
    #expect(result.frame("detailNav")?.width == 0)
    #expect(result.warningCodes.contains("column-narrower-than-320"))
  }

  @Test("a tiled column under 320 pt: column-narrower-than-320")
  func narrowColumn() throws {
    let interface = Build.mail {
      $0.preferredDisplayMode = .oneBesideSecondary
      $0.primaryColumn = ColumnWidthPreference(width: 400, maximum: 400)
    }
    let result = try #require(layout(interface, .iPad97(.landscape(.twoThirds))))
    #expect(result.frame("detailNav")?.width == 293.5)
    #expect(
      result.warnings == [
        LayoutWarning(
          code: .layout(.columnNarrowerThan320), subject: "detailNav",
          message: "the secondary column of 'mail' is 293.5 pt wide, narrower than UIKit's"
            + " narrowest column (320 pt)")
      ])
    let full = try #require(layout(interface, .iPad97(.landscape())))
    #expect(full.warnings.isEmpty)
  }

  /// [src] `UISplitViewControllerClassicImpl _medusaStateForOrientation:viewWidth:` and
  /// `_hidesMasterViewInOrientation:medusaState:`: full screen by orientation; in a multitasking
  /// window by the screen's size and the window's share of its width, not by the window's shape
  /// (every one of these windows is taller than wide).
  @Test(
    "automatic display mode in multitasking windows follows the screen size and the share",
    arguments: [
      (Environment.iPad97(.landscape()), SplitInfo.DisplayMode.oneBesideSecondary),
      (Environment.iPad97(.portrait()), SplitInfo.DisplayMode.secondaryOnly),
      // Small screens (S ≤ 1112): a landscape window over half the screen hides the primary.
      (Environment.iPad97(.landscape(.twoThirds)), SplitInfo.DisplayMode.secondaryOnly),
      (Environment.iPadPro105(.landscape(.twoThirds)), SplitInfo.DisplayMode.secondaryOnly),
      // 1112 < S ≤ 1210: every multitasking window tiles.
      (Environment.iPadPro11(.landscape(.twoThirds)), SplitInfo.DisplayMode.oneBesideSecondary),
      // Big screens (S > 1210): above 0.3 and up to half the width hides, wider tiles.
      (Environment.iPadPro129(.landscape(.half)), SplitInfo.DisplayMode.secondaryOnly),
      (Environment.iPadPro129(.landscape(.twoThirds)), SplitInfo.DisplayMode.oneBesideSecondary),
      (Environment.iPadPro13M4(.landscape(.half)), SplitInfo.DisplayMode.secondaryOnly),
      (Environment.iPadPro13M4(.landscape(.twoThirds)), SplitInfo.DisplayMode.oneBesideSecondary),
    ])
  func automaticModeInMultitasking(environment: Environment, mode: SplitInfo.DisplayMode) throws {
    let result = try #require(layout(Build.mail(), environment))
    let split = try #require(result.node("mail")?.split)
    #expect(split.collapsed == false)
    #expect(split.displayMode == mode, "\(environment.slug)")
  }
}
