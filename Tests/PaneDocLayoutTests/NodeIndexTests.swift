import PaneDocModel
import Testing

@testable import PaneDocLayout

/// The walk's table of node positions by id must answer as a `Dictionary` of them would: through
/// its growth, and after a run of probes too long moved it into one.
@Suite("Node positions by id")
struct NodeIndexTests {
  /// Ids like a layout's, with repeats (a hostile interface names two views alike), some of
  /// them differing only in a byte's high bits.
  static let ids: [String] = (0..<300).map { number in
    switch number % 5 {
    case 0: "scene\(number / 10)#toolbarItem.\(number % 7)"
    case 1: "v\(number % 40)"
    case 2: "q\(number % 40)"
    case 3: String(repeating: "e", count: number % 9) + "\(number % 13)"
    default: "split\(number)#divider.\(number % 3)"
    }
  }

  /// Claims `ids` in turn as a layout emits nodes, checking each answer and every position against
  /// a `Dictionary` made alongside.
  static func check(_ ids: [String], capacity: Int, probeLimit: Int) -> NodeIndex {
    var index = NodeIndex(capacity: capacity, probeLimit: probeLimit)
    var expected: [String: Int] = [:]
    var nodes: [Node] = []
    for id in ids {
      let claimed = index.claim(id, position: nodes.count, in: nodes)
      #expect(claimed == (expected[id] == nil), "\(id)")
      if claimed {
        expected[id] = nodes.count
        nodes.append(Node(id: id, kind: .view, frame: nil))
      }
      #expect(index.position(of: id, in: nodes) == expected[id], "\(id)")
    }
    for id in ids + ["absent", "", "v41", "scene0#toolbarItem.8"] {
      #expect(index.position(of: id, in: nodes) == expected[id], "\(id)")
    }
    let firsts = ids.enumerated().filter { ids.firstIndex(of: $0.element) == $0.offset }
    #expect(nodes.map(\.id) == firsts.map(\.element))
    return index
  }

  @Test(
    "ids claimed forwards and backwards, into a table that grows, are found where a dictionary has them"
  )
  func matchesDictionary() {
    for ids in [Self.ids, Self.ids.reversed()] {
      for capacity in [0, 8, 400] {
        let index = Self.check(ids, capacity: capacity, probeLimit: 32)
        #expect(!index.usesFallback)
      }
    }
  }

  @Test(
    "a run of probes longer than the limit moves the positions into a dictionary, which answers the same"
  )
  func fallsBack() {
    for ids in [Self.ids, Self.ids.reversed()] {
      let index = Self.check(ids, capacity: 0, probeLimit: 0)
      #expect(index.usesFallback)
    }
  }

  @Test(
    "views whose ids are equal strings with different bytes are laid out once, forwards and backwards"
  )
  func equalIDsInALayout() throws {
    // `K` and the Kelvin sign, `é` decomposed and precomposed: two ids by their bytes, one by
    // `String`'s equality, which the layout has always used.
    let pairs = [("K", "\u{212A}"), ("e\u{301}", "\u{E9}")]
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    for (first, second) in pairs + pairs.map { ($1, $0) } {
      let views = [first, "plain", second].map { Build.view($0, frame) }
      let interface = Build.interface([
        Build.nav("nav", root: "screen"), Build.content("screen", title: "Screen", views: views),
      ])
      let result = try #require(layout(interface, .iPad97(.landscape())))
      let viewIDs = result.nodes.filter { $0.kind == .view }.map(\.id)
      #expect(viewIDs.count == 2, "\(viewIDs)")
      #expect(viewIDs.first.map { Array($0.utf8) } == Array(first.utf8))
      #expect(viewIDs.last == "plain")
    }
  }

  @Test("an id that is not ASCII moves the positions into a dictionary, which finds equal strings")
  func canonicalEquivalence() {
    let mixed = [
      ["mail", "K", "\u{212A}", "x"], ["mail", "\u{212A}", "K"], ["e\u{301}", "a", "\u{E9}"],
    ]
    for ids in mixed {
      #expect(Self.check(ids, capacity: 0, probeLimit: 32).usesFallback)
    }
    let nodes = ["mail", "K"].map { Node(id: $0, kind: .view, frame: nil) }
    var index = Self.check(nodes.map(\.id), capacity: 0, probeLimit: 32)
    #expect(!index.usesFallback)
    #expect(index.position(of: "\u{212A}", in: nodes) == 1)
    #expect(index.usesFallback)
  }
}
