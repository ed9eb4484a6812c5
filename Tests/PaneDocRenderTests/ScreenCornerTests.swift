import PaneDocLayout
import PaneDocModel
import Testing

@testable import PaneDocRender

/// A device with a home button has a screen with square corners; the others round them.
@Suite("Screen corners")
struct ScreenCornerTests {
  static func screen(on device: DeviceID) -> Substring? {
    var layout = DiffSamples.layouts()[0]
    layout.environment.device = device
    return SVGRenderer.render(layout).split(separator: "\n").first {
      $0.contains("id=\"screen\"")
    }
  }

  @Test("iPads and iPhones with a home button are drawn with square screen corners")
  func homeButton() throws {
    for device: DeviceID in ["ipad-9.7", "ipad-10.2", "ipad-mini", "iphone-8"] {
      #expect(try #require(Self.screen(on: device)).contains("rx=\"0\""), "\(device)")
      #expect(Device.named(device)?.hasHomeButton == true)
    }
  }

  @Test("devices with a home indicator, and unknown ones, keep round screen corners")
  func homeIndicator() throws {
    for device: DeviceID in ["ipad-pro-11", "ipad-pro-13-m4", "iphone-12", "not-in-the-catalog"] {
      #expect(try #require(Self.screen(on: device)).contains("rx=\"18\""), "\(device)")
    }
  }
}
