import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Scenes and states")
struct SceneStateTests {
  @Test("a scene is each uncontained controller that no other scene presents")
  func scenes() {
    let scenes = LayoutEngine.scenes(in: Build.mail())
    #expect(scenes.map(\.id) == ["mail"])
  }

  @Test("an untitled split is named after its columns")
  func splitTitle() {
    let interface = Build.interface([
      Controller(
        id: "split", kind: .split(SplitViewController(primary: "a", secondary: "nav")),
        location: Build.here),
      Build.content("a", title: "Recipes"),
      Build.nav("nav", root: "b"),
      Build.content("b", title: "Detail"),
    ])
    #expect(LayoutEngine.scenes(in: interface).map(\.title) == ["Recipes | Detail"])
  }

  @Test("roots that only present each other keep their first member; the initial stays")
  func presentedRoots() {
    var cycle = Build.interface(
      [
        Build.content("a", title: "A", right: [Build.item("toB", "B")]),
        Build.content("b", title: "B", right: [Build.item("toA", "A")]),
        Build.content("c", title: "C"),
      ],
      segues: [
        Build.segue("ab", .popover, from: "toB", to: "b"),
        Build.segue("ba", .popover, from: "toA", to: "a"),
      ])
    #expect(LayoutEngine.scenes(in: cycle).map(\.id) == ["a", "c"])
    cycle.initialViewController = "b"
    #expect(LayoutEngine.scenes(in: cycle).map(\.id) == ["b", "c"])
  }

  @Test("states: initial, reveal-primary, one per segue from the scene")
  func states() {
    let mail = Build.mail()
    let scene = LayoutEngine.scenes(in: mail)[0]
    let states = LayoutEngine.states(of: scene, in: mail, depth: 1)
    #expect(states.map(\.id) == ["initial", "reveal-primary", "composeSegue", "infoSegue"])
    #expect(states[1].steps == [.reveal(split: "mail")])
    #expect(states[2].title == "Compose popover")
    #expect(states[3].title == "Info in detail")
  }

  @Test("states repeating a name are told apart by where they start, then by their segue")
  func distinctStateTitles() {
    var fromRow = Build.segue("fromRow", .showDetail, from: "emmaRow", to: "book")
    fromRow.identifier = "showBook"
    let interface = Build.interface(
      [
        Controller(
          id: "split", kind: .split(SplitViewController(primary: "list", secondary: "book")),
          location: Build.here),
        Build.content(
          "list", title: "Library", right: [Build.item("open", "Open")],
          views: [
            View(
              id: "emmaRow", frame: Rect(x: 0, y: 0, width: 320, height: 44), label: "Emma",
              location: Build.here),
            Build.view("plainRow", Rect(x: 0, y: 44, width: 320, height: 44)),
            Build.view("otherRow", Rect(x: 0, y: 88, width: 320, height: 44)),
          ]),
        Build.content("book", title: "Book"),
      ],
      segues: [
        fromRow,
        Build.segue("fromEmma", .showDetail, from: "emmaRow", to: "book"),
        Build.segue("fromItem", .showDetail, from: "open", to: "book"),
        Build.segue("fromPlain", .showDetail, from: "plainRow", to: "book"),
        Build.segue("fromOther", .showDetail, from: "otherRow", to: "book"),
      ])
    let scene = LayoutEngine.scenes(in: interface)[0]
    let states = LayoutEngine.states(of: scene, in: interface, depth: 1).filter {
      $0.id.hasPrefix("from")
    }
    // Ids stay the segues' ids: they name folders and anchors.
    #expect(states.map(\.id) == ["fromRow", "fromEmma", "fromItem", "fromPlain", "fromOther"])
    #expect(
      states.map(\.title) == [
        "Book in detail · showBook", "Book in detail from Emma", "Book in detail from Open",
        "Book in detail from Library [fromPlain]", "Book in detail from Library [fromOther]",
      ])
    #expect(Set(states.map(\.title)).count == states.count)
  }

  static func chained() -> Interface {
    Build.interface(
      [
        Build.nav("nav", root: "home"),
        Build.content("home", title: "Home", right: [Build.item("go", "Go")]),
        Build.nav("sheetNav", root: "sheet"),
        Build.content("sheet", title: "Sheet", left: [Build.item("close", "Close")]),
        Build.content("more", title: "More"),
      ],
      segues: [
        Build.segue("open", .present, from: "go", to: "sheetNav", style: .formSheet),
        Build.segue("push", .show, from: "sheet", to: "more"),
        Build.segue("back", .unwind, from: "close", to: nil),
        Build.segue("again", .present, from: "more", to: "nav", style: .formSheet),
      ])
  }

  @Test("depth chains segues from what the previous step presented, and cycles end")
  func depth() {
    let interface = Self.chained()
    let scene = LayoutEngine.scenes(in: interface)[0]
    #expect(
      LayoutEngine.states(of: scene, in: interface, depth: 1).map(\.id) == ["initial", "open"])
    #expect(
      LayoutEngine.states(of: scene, in: interface, depth: 2).map(\.id)
        == ["initial", "open", "open+push", "open+back"])
    let deep = LayoutEngine.states(of: scene, in: interface, depth: 50)
    #expect(deep.map(\.id) == ["initial", "open", "open+push", "open+back", "open+push+again"])
  }

  @Test("a state limit stops the enumeration one state past it, in the same order")
  func stateLimit() {
    let interface = Self.chained()
    let scene = LayoutEngine.scenes(in: interface)[0]
    let prepared = PreparedInterface(interface)
    #expect(
      LayoutEngine.states(of: scene, in: prepared, depth: 50, limit: 2).map(\.id)
        == ["initial", "open", "open+push"])
    #expect(
      LayoutEngine.states(of: scene, in: prepared, depth: 50, limit: 5)
        == LayoutEngine.states(of: scene, in: interface, depth: 50))
  }

  @Test("show pushes onto the presented navigation stack; unwind returns to the state before")
  func pushAndUnwind() throws {
    let interface = Self.chained()
    let pushed = try #require(
      layout(interface, .iPad97(.landscape()), steps: [.segue("open"), .segue("push")]))
    #expect(pushed.state == [.segue("open"), .segue("push")])
    let unwound = try #require(
      layout(interface, .iPad97(.landscape()), steps: [.segue("open"), .segue("back")]))
    let initial = try #require(layout(interface, .iPad97(.landscape())))
    #expect(unwound.nodes == initial.nodes)
    #expect(unwound.state == [.segue("open"), .segue("back")])
  }

  @Test("a state that cannot arise is nil: unknown step, source off screen, unwind first")
  func statesThatDoNotArise() {
    let interface = Self.chained()
    #expect(layout(interface, .iPad97(.landscape()), steps: [.segue("nothing")]) == nil)
    #expect(layout(interface, .iPad97(.landscape()), steps: [.segue("push")]) == nil)
    #expect(layout(interface, .iPad97(.landscape()), steps: [.segue("back")]) == nil)
    #expect(layout(interface, .iPad97(.landscape()), steps: [.reveal(split: "nav")]) == nil)
  }

  @Test("show from the primary pushes onto its stack; showDetail replaces the secondary")
  func pushInPrimary() throws {
    var mail = Build.mail()
    mail.segues.append(Build.segue("folder", .show, from: "editItem", to: "info"))
    let result = try #require(layout(mail, .iPad97(.landscape()), steps: [.segue("folder")]))
    #expect(result.node("info")?.column == .primary)
    #expect(result.node("listNav#backButton")?.title == "Mailboxes")
  }

  @Test("hostile input: containment cycles and self-containment end")
  func cycles() throws {
    let interface = Build.interface([
      Build.nav("a", root: "b"),
      Build.tabs("b", ["a", "b"]),
      Build.split("s", SplitViewController(primary: "s", secondary: "s")),
    ])
    let scenes = LayoutEngine.scenes(in: interface)
    #expect(scenes.map(\.id) == ["s"])
    let scene = scenes[0]
    let result = try #require(
      LayoutEngine.layout(interface, scene: scene, state: .initial, environment: .iPad97()))
    #expect(result.nodes.filter { $0.id == "s" }.count == 1)
    let loop = Scene(id: "a", title: "a")
    let looped = try #require(
      LayoutEngine.layout(interface, scene: loop, state: .initial, environment: .iPad97()))
    #expect(looped.nodes.map(\.id).filter { $0 == "a" || $0 == "b" }.sorted() == ["a", "b"])
  }

  @Test("the keyboard is reported with its assumption")
  func keyboard() throws {
    let result = try #require(layout(Build.mail(), .iPadPro129(.portrait(), keyboard: true)))
    #expect(result.environment.keyboard == 378)
    #expect(
      result.assumptions.contains("keyboard height for ipad-pro-12.9 portrait is assumed (378 pt)"))
  }
}

@Suite("Hostile input")
struct HostileInputTests {
  @Test("a chain of thousands of nested containers is cut off with nesting-too-deep")
  func deepChain() throws {
    let count = 5000
    var controllers = (0..<count).map { Build.nav("nav\($0)", root: "nav\($0 + 1)") }
    controllers.append(Build.content("nav\(count)", title: "Leaf"))
    let interface = Build.interface(controllers)
    let result = try #require(layout(interface, .iPad97(.landscape())))
    #expect(result.warningCodes == ["nesting-too-deep"])
    #expect(result.nodes.filter { $0.kind == .navigationController }.count == count)
    #expect(result.node("nav\(count)")?.visible == false)
  }

  /// Views by the thousand in one controller, ten levels deep and a hundred wide per level: every
  /// view is drawn once, parents before children, the popover from the last one is found, and
  /// each clipped view warns once. (Its speed is the benchmark's many-views table.)
  @Test("a scene of 20,000 nested views: every view once, parents first, one warning each")
  func manyViews() throws {
    var nextID = 0
    func views(depth: Int) -> [View] {
      (0..<(depth == 0 ? 2_000 : 1)).map { _ in
        nextID += 1
        let id = "v\(nextID)"
        // The deepest views stick out of the content area.
        let frame = Rect(x: 1, y: 1, width: depth == 9 ? 5_000 : 20, height: 20)
        return Build.view(id, frame, subviews: depth < 9 ? views(depth: depth + 1) : [])
      }
    }
    let tree = views(depth: 0)
    let last = "v\(nextID)"
    let interface = Build.interface(
      [
        Build.content("root", title: "Many", views: tree),
        Build.content("info", title: "Info", preferredSize: Size(width: 320, height: 320)),
      ],
      segues: [Build.segue("infoSegue", .popover, from: last, to: "info")])
    let scene = try #require(LayoutEngine.scenes(in: interface).first)
    let states = LayoutEngine.states(of: scene, in: PreparedInterface(interface), depth: 1)
    #expect(states.map(\.id) == ["initial", "infoSegue"])
    let result = try #require(layout(interface, .iPad97(.landscape())))
    let viewNodes = result.nodes.filter { $0.kind == .view }
    #expect(viewNodes.count == 20_000)
    #expect(Set(viewNodes.map(\.id)).count == 20_000)
    var seen: Set<String> = ["root"]
    for node in viewNodes {
      #expect(node.parent.map(seen.contains) ?? false, "\(node.id) comes after its parent")
      seen.insert(node.id)
    }
    #expect(result.warningCodes == Array(repeating: "view-clipped", count: 2_000))
  }
}
