import Foundation
import PaneDocModel
import PaneDocTestSupport
import Testing

@testable import PaneDocInput

@Suite("Own-format fixtures")
struct OwnFormatFixtureTests {
  static let valid = [
    "mail.xml", "treeworld.xml", "linksame.xml", "custom-split.xml", "search.xml",
    "triple-column.xml", "master-detail.xml", "warnings/ignored-attribute.xml",
  ]

  @Test("every valid fixture reads with no error", arguments: valid)
  func readsWithoutErrors(name: String) throws {
    let result = InterfaceLoader.load(OwnFormatFixtures.path(name))
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.description))")
    let interface = try #require(result.interface)
    #expect(interface.format == .panedoc)
    let initial = try #require(interface.initialViewController)
    #expect(interface.controller(initial) != nil)
  }

  @Test("the warnings fixture has exactly its one warning")
  func warningFixture() throws {
    let result = InterfaceLoader.load(OwnFormatFixtures.path("warnings/ignored-attribute.xml"))
    #expect(result.locatedCodes == ["12:32 ignored-attribute"])
    #expect(result.diagnostics.first?.severity == .warning)
    #expect(result.interface?.diagnostics.count == 1)
  }

  @Test("mail: adaptive split with a Compose popover from a bar button item")
  func mail() throws {
    let interface = try #require(InterfaceLoader.load(OwnFormatFixtures.path("mail.xml")).interface)
    #expect(interface.profile == .ios17)
    let split = try #require(interface.controller("mail")?.splitKind)
    #expect(split.primary == "mailboxesNav")
    #expect(split.secondary == "messageNav")
    #expect(split.primaryColumn.fraction == 0.33)
    #expect(split.primaryColumn.maximum == 400)
    let compose = try #require(interface.segues.first { $0.id == "composeSegue" })
    #expect(compose.kind == .popover)
    #expect(compose.source == "compose")
    #expect(compose.popover.permittedArrowDirections == [.up, .down])
    #expect(compose.popover.adaptivePresentationStyle == .formSheet)
    let composer = try #require(interface.controller("composer")?.contentKind)
    #expect(composer.preferredContentSize == Size(width: 540, height: 620))
    #expect(composer.modalInPopover)
    let mailboxes = try #require(interface.controller("mailboxes")?.contentKind)
    #expect(mailboxes.style == .tableViewController)
    #expect(mailboxes.navigationItem?.leftItems.first?.systemItem == .edit)
    let inbox = try #require(interface.controller("inbox")?.contentKind)
    #expect(inbox.navigationItem?.rightItems.map(\.id) == ["compose"])
    #expect(inbox.navigationItem?.rightItems.first?.systemItem == .compose)
  }

  @Test("treeworld: a split in the secondary of a split at 25 / 25 / 50")
  func treeworld() throws {
    let interface = try #require(
      InterfaceLoader.load(OwnFormatFixtures.path("treeworld.xml")).interface)
    let outer = try #require(interface.controller("outer")?.splitKind)
    #expect(outer.primaryColumn.fraction == 0.25)
    #expect(outer.primaryColumn.maximum == 1000)
    #expect(outer.preferredDisplayMode == .oneBesideSecondary)
    #expect(outer.secondary == "inner")
    let inner = try #require(interface.controller("inner")?.splitKind)
    #expect(inner.primaryColumn.fraction == 0.333)
    #expect(interface.segues.map(\.kind) == [.showDetail, .showDetail])
    #expect(interface.segues.map(\.source) == ["folderRow", "fileRow"])
    let placeholder = try #require(interface.controller("noFile")?.contentKind)
    #expect(placeholder.views.first?.label == "No File Selected")
  }

  @Test("linksame: iOS 6 toolbar popovers of 320 and 600 points")
  func linksame() throws {
    let interface = try #require(
      InterfaceLoader.load(OwnFormatFixtures.path("linksame.xml")).interface)
    #expect(interface.profile == .ios6)
    let board = try #require(interface.controller("board")?.contentKind)
    let items = try #require(board.toolbar?.items)
    #expect(items.map(\.id) == ["newGame", nil, "hint", nil, "help"])
    #expect(board.toolbar?.position == .top)
    #expect(items[1].systemItem == .fixedSpace)
    #expect(items[1].width == 20)
    #expect(items[3].systemItem == .flexibleSpace)
    let settings = try #require(interface.controller("newGameSettings")?.contentKind)
    #expect(settings.preferredContentSize?.width == 320)
    #expect(settings.navigationItem?.leftItems.first?.systemItem == .cancel)
    #expect(settings.navigationItem?.rightItems.first?.systemItem == .done)
    let help = try #require(interface.controller("helpPage")?.contentKind)
    #expect(help.preferredContentSize?.width == 600)
    let newGame = try #require(interface.segues.first { $0.id == "newGameSegue" })
    #expect(newGame.destination == "newGameNav")
    #expect(newGame.popover.passthroughViews == ["boardGrid"])
  }

  @Test("custom-split: side hidden in portrait, list button in a toolbar")
  func customSplit() throws {
    let interface = try #require(
      InterfaceLoader.load(OwnFormatFixtures.path("custom-split.xml")).interface)
    guard case .customSplit(let custom)? = interface.controller("root")?.kind else {
      Issue.record("root is not a customSplitViewController")
      return
    }
    #expect(custom.side == "recipeList")
    #expect(custom.main == "recipe")
    #expect(custom.splitPoint == 384)
    #expect(custom.hideSideViewControllerInPortraitOrientation)
    #expect(custom.listButtonHost == .toolbar)
    #expect(custom.listButtonTitle == "List")
    let side = try #require(interface.controller("recipeList")?.contentKind)
    #expect(side.preferredContentSize == Size(width: 320, height: 320))
  }

  @Test("search: a toolbar search bar with a results popover")
  func search() throws {
    let interface = try #require(
      InterfaceLoader.load(OwnFormatFixtures.path("search.xml")).interface)
    let browser = try #require(interface.controller("browser")?.contentKind)
    let bar = try #require(browser.searchBars.first)
    #expect(bar.id == "documentSearch")
    #expect(bar.placement == .toolbar)
    #expect(bar.resultsPopover)
    #expect(bar.frame == nil)
    let sort = try #require(interface.segues.first)
    #expect(sort.popover.popoverLayoutMargins == Insets(all: 10))
  }

  @Test("triple-column: the iOS 14 column style with a compact column")
  func tripleColumn() throws {
    let interface = try #require(
      InterfaceLoader.load(OwnFormatFixtures.path("triple-column.xml")).interface)
    let split = try #require(interface.controller("columns")?.splitKind)
    #expect(split.style == .tripleColumn)
    #expect(split.supplementary == "listNav")
    #expect(split.compact == "compactTabs")
    #expect(split.preferredDisplayMode == .twoBesideSecondary)
    #expect(split.preferredSplitBehavior == .displace)
    #expect(split.primaryColumn.width == 320)
    #expect(split.supplementaryColumn.fraction == 0.35)
    #expect(split.supplementaryColumn.minimum == 320)
    #expect(split.supplementaryColumn.maximum == 400)
    #expect(split.showsSecondaryOnlyButton)
    #expect(interface.controller("sidebar")?.contentKind?.style == .collectionViewController)
    let filter = try #require(interface.segues.first { $0.id == "filterSegue" })
    #expect(
      filter.popover.background
        == PopoverBackground(
          arrowHeight: 14, arrowBase: 28, contentViewInsets: Insets(all: 6),
          minimumCornerDistance: 18))
  }

  @Test("master-detail: the template's split and showDetail segue")
  func masterDetail() throws {
    let interface = try #require(
      InterfaceLoader.load(OwnFormatFixtures.path("master-detail.xml")).interface)
    let split = try #require(interface.controller("split")?.splitKind)
    #expect(split.style == .unspecified)
    #expect(split.preferredDisplayMode == .automatic)
    let segue = try #require(interface.segues.first)
    #expect(segue.kind == .showDetail)
    #expect(segue.destination == "chosenDetailNav")
  }
}
