import PaneDocLayout
import PaneDocModel
import Testing

@Suite("Environment matrix")
struct EnvironmentMatrixTests {
  @Test("the default matrix: document profile else ios17, today's families, portrait half skipped")
  func defaultMatrix() {
    let (environments, skipped) = EnvironmentMatrix.default.environments(documentProfile: nil)
    #expect(environments.allSatisfy { $0.profile == .ios17 })
    // iPads: portrait 3 windows + landscape 4, times 3; the iPhone: full in both orientations.
    #expect(environments.count == 3 * 7 + 2)
    #expect(environments.first?.slug == "ios17-ipad-10.2-portrait-full")
    #expect(
      Set(environments.map(\.device.id))
        == ["ipad-10.2", "ipad-air-10.9", "ipad-pro-13-m4", "iphone-16-pro-max"])
    // One iPad of each screen class of the split rules: S ≤ 1112, up to 1210, above.
    let longSides = environments.filter { $0.device.idiom == .pad }.map(\.device.longSide)
    #expect(Set(longSides) == [1080, 1180, 1376])
    #expect(
      skipped.contains("ios17-ipad-10.2-portrait-half: ipad-10.2 has no half window in portrait"))
    #expect(
      skipped.contains(
        "ios17-iphone-16-pro-max-landscape-one-third: iPhones have only the full window"))
    #expect(skipped.count == 3 + 6)
    let documented = EnvironmentMatrix.default.environments(documentProfile: .ios12)
    #expect(documented.environments.allSatisfy { $0.profile == .ios12 })
  }

  @Test("an iPad-only document gets no iPhone, with one note per device it skips")
  func iPadOnlyDocument() {
    let (environments, skipped) = EnvironmentMatrix.default.environments(
      documentProfile: nil, deviceFamily: .iPad)
    #expect(!environments.isEmpty)
    #expect(environments.allSatisfy { $0.device.idiom == .pad })
    #expect(environments.count == 3 * 7)
    let phones = skipped.filter { $0.hasSuffix(": the document targets iPad only") }
    #expect(phones == ["ios17-iphone-16-pro-max: the document targets iPad only"])
    #expect(!skipped.contains { $0.contains("iphone-16-pro-max-") })
  }

  @Test("ios6 has only the full window of the classic iPads, its own default device")
  func classicProfile() {
    var matrix = EnvironmentMatrix.default
    matrix.profiles = [.ios6]
    let (environments, _) = matrix.environments(documentProfile: .ios17)
    #expect(
      environments.map(\.slug) == ["ios6-ipad-9.7-portrait-full", "ios6-ipad-9.7-landscape-full"])
    matrix.devices = ["ipad-9.7", "ipad-pro-11"]
    let (_, skipped) = matrix.environments(documentProfile: .ios17)
    #expect(
      skipped.contains(
        "ios6-ipad-pro-11-portrait-full: the ios6 profile has only ipad-mini and ipad-9.7"))
    #expect(skipped.contains("ios6-ipad-9.7-landscape-half: the ios6 profile has no multitasking"))
  }

  @Test("an unknown device is a note, not a crash")
  func unknownDevice() {
    let matrix = EnvironmentMatrix(
      devices: ["ipad-99"], orientations: [.portrait], multitaskingWindows: [.full])
    let (environments, skipped) = matrix.environments(documentProfile: nil)
    #expect(environments.isEmpty)
    #expect(skipped == ["ios17-ipad-99: unknown device 'ipad-99'"])
  }
}
