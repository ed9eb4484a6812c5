import PaneDocRun
import Testing

@testable import PaneDocRender
@testable import PaneDocReport

/// A report names input files without the machine's folders, so it reads and compares the same
/// wherever it was made.
@Suite struct DisplayPathTests {
  @Test func aRelativePathIsKept() {
    #expect(DisplayPath.of("Fixtures/mail.xml", relativeTo: "/work") == "Fixtures/mail.xml")
    #expect(DisplayPath.of("-", relativeTo: "/work") == "-")
  }

  @Test func aPathInsideTheFolderIsMadeRelative() {
    #expect(
      DisplayPath.of("/work/app/UI/Main.storyboard", relativeTo: "/work/app")
        == "UI/Main.storyboard")
    #expect(
      DisplayPath.of("/work/app/UI/Main.storyboard", relativeTo: "/work/app/")
        == "UI/Main.storyboard")
  }

  @Test func aPathOutsideKeepsOnlyItsFolderAndName() {
    #expect(
      DisplayPath.of("/home/ci/build/UI/Main.storyboard", relativeTo: "/work")
        == "…/UI/Main.storyboard")
    // A sibling folder whose name starts the same is not inside.
    #expect(
      DisplayPath.of("/work/apple/Main.storyboard", relativeTo: "/work/app")
        == "…/apple/Main.storyboard")
  }

  @Test func aRelativePathThatLeavesTheFolderKeepsOnlyItsFolderAndName() {
    #expect(
      DisplayPath.of("../elsewhere/ui/Main.storyboard", relativeTo: "/work/app")
        == "…/ui/Main.storyboard")
    #expect(
      DisplayPath.of("UI/../../x/Main.storyboard", relativeTo: "/work/app") == "…/x/Main.storyboard"
    )
    #expect(
      DisplayPath.of("../Main.storyboard", relativeTo: "/work/app") == "…/work/Main.storyboard")
    // A path that comes back inside is kept as it was named.
    #expect(
      DisplayPath.of("UI/../Main.storyboard", relativeTo: "/work/app") == "UI/../Main.storyboard")
    // Climbing out and back in names a folder above the current one: it is cut too.
    #expect(
      DisplayPath.of("../app/Main.storyboard", relativeTo: "/work/app") == "…/app/Main.storyboard")
  }
}
