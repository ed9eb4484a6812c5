import PaneDocLayout
import PaneDocModel
import Testing

/// The content engine on small systems whose answers are worked out by hand: constraints and
/// margins, autoresizing, intrinsic sizes, stack views, and what it reports when constraints
/// conflict, leave views open, or let content leave its column or run over a sibling.
@Suite("Content engine")
struct ContentEngineTests {
  static let here = SourceLocation(file: "test.storyboard", line: 7, column: 3)

  static func constraint(
    _ id: String, _ first: String, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation = .equal, _ second: String? = nil,
    _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000
  ) -> LayoutConstraint {
    LayoutConstraint(
      id: id, firstItem: first, firstAttribute: firstAttribute, relation: relation,
      secondItem: second, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, location: here)
  }

  static func view(
    _ id: String, _ frame: Rect, kind: ViewKind = .view, autoLayout: Bool = true,
    mask: AutoresizingMask? = nil, subviews: [View] = [], stack: StackLayout? = nil,
    hidden: Bool = false
  ) -> View {
    View(
      id: id, frame: frame, subviews: subviews, location: here, kind: kind, isHidden: hidden,
      layout: ViewLayout(
        translatesAutoresizingMask: !autoLayout, autoresizingMask: mask,
        intrinsicSize: kind == .view || kind == .stackView
          ? .none : .designFrame(width: true, height: true),
        stack: stack, designFrame: frame))
  }

  static func root(_ constraints: [LayoutConstraint], size: Size = Size(width: 400, height: 800))
    -> RootView
  {
    RootView(
      id: "root", designFrame: Rect(origin: .zero, size: size),
      layout: ViewLayout(
        constraints: constraints,
        guides: [LayoutGuide(id: "safe", kind: .safeArea, location: here)]),
      location: here)
  }

  static func site(width: Double, height: Double = 800, safeTop: Double = 0) -> ContentSite {
    ContentSite(
      rootSize: Size(width: width, height: height),
      safeArea: Insets(top: safeTop, left: 0, bottom: 0, right: 0), sideMargin: 20)
  }

  @Test func edgesToTheSafeAreaAndMarginsFollowTheRootsWidth() throws {
    let views = [Self.view("panel", Rect(x: 20, y: 44, width: 360, height: 100))]
    let root = Self.root([
      Self.constraint("c1", "panel", .leading, .equal, "root", .leadingMargin),
      Self.constraint("c2", "root", .trailingMargin, .equal, "panel", .trailing),
      Self.constraint("c3", "panel", .top, .equal, "safe", .top),
      Self.constraint("c4", "panel", .height, constant: 100),
    ])
    let plan = ContentEngine.plan(
      root: root, views: views, site: Self.site(width: 1080, safeTop: 74))
    #expect(plan.frame(of: "panel") == Rect(x: 20, y: 74, width: 1040, height: 100))
    #expect(plan.broken.isEmpty && plan.ambiguous.isEmpty && plan.warnings.isEmpty)
  }

  @Test func multipliersAndPrioritiesDecide() throws {
    let views = [Self.view("half", Rect(x: 0, y: 0, width: 200, height: 50))]
    let root = Self.root([
      Self.constraint("c1", "half", .leading, .equal, "root", .leading),
      Self.constraint("c2", "half", .top, .equal, "root", .top),
      Self.constraint("c3", "half", .width, .equal, "root", .width, multiplier: 0.5),
      Self.constraint("c4", "half", .height, constant: 50),
      // Loses to the required half width.
      Self.constraint("c5", "half", .width, constant: 300, priority: 750),
    ])
    let plan = ContentEngine.plan(root: root, views: views, site: Self.site(width: 700))
    #expect(plan.frame(of: "half") == Rect(x: 0, y: 0, width: 350, height: 50))
  }

  @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
    let views = [
      Self.view(
        "bar", Rect(x: 0, y: 700, width: 400, height: 100), autoLayout: false,
        mask: AutoresizingMask(flexibleWidth: true, flexibleTopMargin: true)),
      Self.view(
        "centred", Rect(x: 100, y: 0, width: 100, height: 40), autoLayout: false,
        mask: AutoresizingMask(flexibleLeftMargin: true, flexibleRightMargin: true)),
      Self.view("fixed", Rect(x: 300, y: 0, width: 100, height: 40), autoLayout: false),
    ]
    let plan = ContentEngine.plan(
      root: Self.root([]), views: views, site: Self.site(width: 700, height: 1000))
    #expect(plan.frame(of: "bar") == Rect(x: 0, y: 900, width: 700, height: 100))
    // Margins 100 and 200: of 300 more points, 100 go left.
    #expect(plan.frame(of: "centred") == Rect(x: 200, y: 0, width: 100, height: 40))
    #expect(plan.frame(of: "fixed") == Rect(x: 300, y: 0, width: 100, height: 40))
    #expect(plan.ambiguous.isEmpty)
  }

  @Test func huggingAndCompressionKeepContentAtItsSize() {
    // A label and a field in a row: the label hugs its text (251 > 250), the field stretches.
    var label = Self.view("label", Rect(x: 20, y: 20, width: 60, height: 21), kind: .label)
    label.layout.contentHugging = AxisPriorities(horizontal: 251, vertical: 251)
    let field = Self.view("field", Rect(x: 88, y: 20, width: 292, height: 21), kind: .label)
    let root = Self.root([
      Self.constraint("c1", "label", .leading, .equal, "root", .leading, constant: 20),
      Self.constraint("c2", "field", .leading, .equal, "label", .trailing, constant: 8),
      Self.constraint("c3", "root", .trailing, .equal, "field", .trailing, constant: 20),
      Self.constraint("c4", "label", .top, .equal, "root", .top, constant: 20),
      Self.constraint("c5", "field", .lastBaseline, .equal, "label", .lastBaseline),
    ])
    let plan = ContentEngine.plan(root: root, views: [label, field], site: Self.site(width: 800))
    #expect(plan.frame(of: "label") == Rect(x: 20, y: 20, width: 60, height: 21))
    #expect(plan.frame(of: "field") == Rect(x: 88, y: 20, width: 692, height: 21))
    #expect(plan.assumptions.contains(Assumptions.intrinsicFromDesign))
    #expect(plan.assumptions.contains(Assumptions.baselines))
  }

  static func stacked(
    _ distribution: StackLayout.Distribution, alignment: StackLayout.Alignment = .fill,
    hiddenMiddle: Bool = false
  ) -> ContentPlan {
    let items = [
      view("a", Rect(x: 0, y: 0, width: 40, height: 20), kind: .label),
      view("b", Rect(x: 48, y: 0, width: 80, height: 30), kind: .label, hidden: hiddenMiddle),
      view("c", Rect(x: 136, y: 0, width: 40, height: 20), kind: .label),
    ]
    let stack = view(
      "stack", Rect(x: 0, y: 0, width: 400, height: 30), kind: .stackView, subviews: items,
      stack: StackLayout(
        axis: .horizontal, distribution: distribution, alignment: alignment, spacing: 8))
    let root = root([
      constraint("c1", "stack", .leading, .equal, "root", .leading),
      constraint("c2", "stack", .trailing, .equal, "root", .trailing),
      constraint("c3", "stack", .top, .equal, "root", .top),
    ])
    return ContentEngine.plan(root: root, views: [stack], site: site(width: 400))
  }

  @Test func fillEquallyGivesEveryItemTheSameLength() {
    let plan = Self.stacked(.fillEqually)
    // (400 − 2 × 8) / 3 = 128.
    #expect(plan.frame(of: "a") == Rect(x: 0, y: 0, width: 128, height: 30))
    #expect(plan.frame(of: "b") == Rect(x: 136, y: 0, width: 128, height: 30))
    #expect(plan.frame(of: "c") == Rect(x: 272, y: 0, width: 128, height: 30))
  }

  @Test func fillProportionallySharesByIntrinsicLength() {
    let plan = Self.stacked(.fillProportionally)
    // 384 free points shared 40 : 80 : 40.
    #expect(plan.frame(of: "a")?.width == 96)
    #expect(plan.frame(of: "b")?.width == 192)
    #expect(plan.frame(of: "c")?.minX == 304)
  }

  @Test func equalSpacingKeepsSizesAndSpreadsTheGaps() {
    let plan = Self.stacked(.equalSpacing, alignment: .top)
    // 400 − 160 = 240 of space, two equal gaps of 120.
    #expect(plan.frame(of: "a") == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(plan.frame(of: "b") == Rect(x: 160, y: 0, width: 80, height: 30))
    #expect(plan.frame(of: "c") == Rect(x: 360, y: 0, width: 40, height: 20))
    // The stack hugs its tallest item.
    #expect(plan.frame(of: "stack")?.height == 30)
  }

  @Test func centreAlignmentAndAHiddenItemTakingNoRoom() {
    let plan = Self.stacked(.equalSpacing, alignment: .center, hiddenMiddle: true)
    #expect(plan.frame(of: "a") == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(plan.frame(of: "c") == Rect(x: 360, y: 0, width: 40, height: 20))
    // Only the two visible items: the stack is 20 high, each item centred in it.
    #expect(plan.frame(of: "stack")?.height == 20)
    // The hidden one is 0 wide after the first, centred like the others: not ambiguous.
    #expect(plan.frame(of: "b") == Rect(x: 40, y: -5, width: 0, height: 30))
    #expect(plan.ambiguous.isEmpty)
  }

  @Test func aHiddenItemOfAFillingStackIsDeterminedAndEmpty() {
    let plan = Self.stacked(.fillEqually, hiddenMiddle: true)
    // The two visible items share 400 − 8; the hidden one sits 0 wide after the first, as
    // high as the stack it fills across.
    #expect(plan.frame(of: "a") == Rect(x: 0, y: 0, width: 196, height: 30))
    #expect(plan.frame(of: "b") == Rect(x: 196, y: 0, width: 0, height: 30))
    #expect(plan.frame(of: "c") == Rect(x: 204, y: 0, width: 196, height: 30))
    #expect(plan.ambiguous.isEmpty)
    #expect(plan.warnings.isEmpty)
  }

  @Test func conflictingRequiredConstraintsAreBrokenAndNamed() throws {
    let views = [Self.view("box", Rect(x: 0, y: 0, width: 500, height: 50))]
    let root = Self.root([
      Self.constraint("c1", "box", .leading, .equal, "root", .leading),
      Self.constraint("c2", "root", .trailing, .equal, "box", .trailing),
      Self.constraint("c3", "box", .top, .equal, "root", .top),
      Self.constraint("c4", "box", .height, constant: 50),
      Self.constraint("wide", "box", .width, .greaterThanOrEqual, constant: 500),
    ])
    let wide = ContentEngine.plan(root: root, views: views, site: Self.site(width: 600))
    #expect(wide.broken.isEmpty)
    let narrow = ContentEngine.plan(root: root, views: views, site: Self.site(width: 400))
    #expect(narrow.broken.map(\.id) == ["wide"])
    let warning = try #require(narrow.warnings.first)
    #expect(warning.code == .layout(.constraintsUnsatisfiable) && warning.subject == "wide")
    #expect(warning.message.contains("box.width >= 500"))
    #expect(warning.message.contains("test.storyboard:7:3"))
    #expect(narrow.frame(of: "box") == Rect(x: 0, y: 0, width: 400, height: 50))
  }

  @Test func undeterminedViewsAreAmbiguousAndKeepTheirDesign() throws {
    let views = [Self.view("loose", Rect(x: 30, y: 40, width: 50, height: 60))]
    let root = Self.root([Self.constraint("c1", "loose", .leading, .equal, "root", .leading)])
    let plan = ContentEngine.plan(root: root, views: views, site: Self.site(width: 800))
    #expect(plan.ambiguous == ["loose"])
    #expect(plan.warnings.map(\.code) == [.layout(.layoutAmbiguous)])
    #expect(plan.frame(of: "loose") == Rect(x: 0, y: 40, width: 50, height: 60))
  }

  @Test func contentLeavingTheColumnAndSiblingsRunningOverEachOther() {
    // Two 150-wide boxes side by side from the leading edge, a fixed gap apart: fine at 400,
    // out of the root at 200; a third pinned to the trailing edge runs over the second.
    let views = [
      Self.view("one", Rect(x: 0, y: 0, width: 150, height: 40)),
      Self.view("two", Rect(x: 160, y: 0, width: 150, height: 40)),
      Self.view("end", Rect(x: 340, y: 0, width: 60, height: 40)),
    ]
    var constraints: [LayoutConstraint] = [
      Self.constraint("c1", "one", .leading, .equal, "root", .leading),
      Self.constraint("c2", "two", .leading, .equal, "one", .trailing, constant: 10),
      Self.constraint("c3", "root", .trailing, .equal, "end", .trailing),
    ]
    for id in ["one", "two", "end"] {
      constraints.append(Self.constraint("\(id)-t", id, .top, .equal, "root", .top))
      constraints.append(Self.constraint("\(id)-h", id, .height, constant: 40))
      constraints.append(
        Self.constraint("\(id)-w", id, .width, constant: id == "end" ? 60 : 150))
    }
    let root = Self.root(constraints)
    let design = ContentEngine.plan(root: root, views: views, site: Self.site(width: 400))
    #expect(design.warnings.isEmpty)
    let narrow = ContentEngine.plan(root: root, views: views, site: Self.site(width: 200))
    let codes = narrow.warnings.map(\.code)
    #expect(codes.contains(.layout(.contentOutsideColumn)))
    #expect(
      narrow.warnings.contains {
        $0.code == .layout(.viewsOverlap) && $0.message.contains("'two' and 'end'")
      })
  }

  @Test func aHiddenViewHidesItsSubviewsAndWarnsOfNothingUnderIt() {
    // A hidden tray pinned 20 pt past the trailing edge of a narrower root, with an item in it:
    // neither is shown, and nothing hidden leaves the column or overlaps.
    let item = Self.view("item", Rect(x: 0, y: 0, width: 100, height: 40))
    let views = [
      Self.view("tray", Rect(x: 280, y: 0, width: 100, height: 40), subviews: [item], hidden: true),
      Self.view("end", Rect(x: 300, y: 0, width: 100, height: 40)),
    ]
    var constraints = [
      Self.constraint("c1", "tray", .leading, .equal, "root", .trailing, constant: -120),
      Self.constraint("c2", "root", .trailing, .equal, "end", .trailing),
      Self.constraint("c3", "item", .leading, .equal, "tray", .leading, constant: 150),
    ]
    for (id, superview) in [("tray", "root"), ("end", "root"), ("item", "tray")] {
      constraints.append(Self.constraint("\(id)-t", id, .top, .equal, superview, .top))
      constraints.append(Self.constraint("\(id)-w", id, .width, constant: 100))
      constraints.append(Self.constraint("\(id)-h", id, .height, constant: 40))
    }
    let plan = ContentEngine.plan(
      root: Self.root(constraints), views: views, site: Self.site(width: 200))
    #expect(plan.frame(of: "item") == Rect(x: 230, y: 0, width: 100, height: 40))
    #expect(!plan.shows("tray") && !plan.shows("item") && plan.shows("end"))
    #expect(plan.warnings.isEmpty, "\(plan.warnings.map(\.message))")
  }

  /// A chain of hundreds of views, each placed after the one before, is solved presolving (the
  /// plain tableau's cost grows with the cube of the chain) and every view lands where its
  /// constraints put it, across a width change too.
  @Test func aLongChainOfViewsIsLaidOutWhereItsConstraintsPutIt() {
    let count = 260
    let views = (0..<count).map {
      Self.view("v\($0)", Rect(x: 4 * Double($0), y: 0, width: 2, height: 10))
    }
    var constraints = [
      Self.constraint("first", "v0", .leading, .equal, "root", .leading, constant: 1)
    ]
    for index in 0..<count {
      constraints += [
        Self.constraint("w\(index)", "v\(index)", .width, constant: 2),
        Self.constraint("h\(index)", "v\(index)", .height, constant: 10),
        Self.constraint("t\(index)", "v\(index)", .top, .equal, "root", .top, constant: 3),
      ]
      if index > 0 {
        constraints.append(
          Self.constraint(
            "c\(index)", "v\(index)", .leading, .equal, "v\(index - 1)", .trailing, constant: 2))
      }
    }
    for width in [400.0, 1200] {
      let plan = ContentEngine.plan(
        root: Self.root(constraints), views: views, site: Self.site(width: width))
      #expect(plan.broken.isEmpty && plan.ambiguous.isEmpty)
      for index in [0, 1, 100, count - 1] {
        #expect(
          plan.frame(of: "v\(index)")
            == Rect(x: 1 + 4 * Double(index), y: 3, width: 2, height: 10))
      }
    }
  }
}
