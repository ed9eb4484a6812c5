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
}
