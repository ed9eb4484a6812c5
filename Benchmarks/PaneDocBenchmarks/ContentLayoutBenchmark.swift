import Foundation
import PaneDocInput
import PaneDocLayout
import PaneDocModel

/// Auto Layout inside one controller: a generated form of `rows` rows (a label that hugs its
/// text, a field that stretches, a button at the trailing margin, each row below the last),
/// solved at its design width and at every width of a sweep from 320 to 1366 pt.
enum ContentLayoutBenchmark {
  /// A storyboard of one controller whose root view holds the form.
  static func storyboard(rows: Int) -> String {
    var views = ""
    var constraints = ""
    for row in 0..<rows {
      let y = 20 + row * 44
      let (label, field, button) = ("L\(row)-aa-aaa", "F\(row)-aa-aaa", "B\(row)-aa-aaa")
      views += """
        <label text="Row \(row)" horizontalHuggingPriority="251" \
        translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
          <rect key="frame" x="20" y="\(y)" width="60" height="21"/></label>
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(field)">
          <rect key="frame" x="88" y="\(y)" width="210" height="34"/></textField>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
          <rect key="frame" x="306" y="\(y)" width="50" height="30"/></button>

        """
      let above = row == 0 ? "safe" : "F\(row - 1)-aa-aaa"
      let edge = row == 0 ? "top" : "bottom"
      constraints += """
        <constraint firstItem="\(label)" firstAttribute="leading" secondItem="root" \
        secondAttribute="leadingMargin" id="c\(row)-1"/>
        <constraint firstItem="\(field)" firstAttribute="leading" secondItem="\(label)" \
        secondAttribute="trailing" constant="8" id="c\(row)-2"/>
        <constraint firstItem="\(button)" firstAttribute="leading" secondItem="\(field)" \
        secondAttribute="trailing" constant="8" id="c\(row)-3"/>
        <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="\(button)" \
        secondAttribute="trailing" id="c\(row)-4"/>
        <constraint firstItem="\(field)" firstAttribute="top" secondItem="\(above)" \
        secondAttribute="\(edge)" constant="10" id="c\(row)-5"/>
        <constraint firstItem="\(label)" firstAttribute="centerY" secondItem="\(field)" \
        secondAttribute="centerY" id="c\(row)-6"/>
        <constraint firstItem="\(button)" firstAttribute="centerY" secondItem="\(field)" \
        secondAttribute="centerY" id="c\(row)-7"/>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      toolsVersion="22154" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
        <scenes><scene sceneID="s"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0.0" y="0.0" width="376" height="\(40 + rows * 44)"/>
              <subviews>
      \(views)
              </subviews>
              <viewLayoutGuide key="safeArea" id="safe"/>
              <constraints>
      \(constraints)
              </constraints>
            </view>
          </viewController>
        </objects></scene></scenes>
      </document>
      """
  }

  static let defaultRows = [10, 50]

  static func run(rows counts: [Int] = defaultRows) {
    print("\n## Content layout: one controller solved by Auto Layout (one core)\n")
    row(["rows", "views", "constraints", "solve at design width", "sweep 320–1366 pt", "per width"])
    row(["---:", "---:", "---:", "---:", "---:", "---:"])
    for rows in counts {
      let text = Array(storyboard(rows: rows).utf8)
      guard
        let interface = InterfaceLoader.read(text, file: "form.storyboard").interface,
        case .content(let content)? = interface.controller("vc")?.kind,
        let root = content.rootView
      else {
        print("the generated form of \(rows) rows did not read")
        exit(2)
      }
      let constraints = root.layout.constraints.count
      func site(_ width: Double) -> ContentSite {
        ContentSite(
          rootSize: Size(width: width, height: root.designFrame.height),
          safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0),
          sideMargin: ContentSite.sideMargin(width: width, hasSideSafeArea: false))
      }
      var misses = 0
      let design = Stopwatch.fastest(of: 5) {
        let plan = ContentEngine.plan(root: root, views: content.views, site: site(376))
        misses = plan.broken.count + plan.ambiguous.count
      }
      let widths = stride(from: 320.0, through: 1366, by: 10).map { $0 }
      let sweep = Stopwatch.fastest(of: 3) {
        for width in widths {
          _ = ContentEngine.plan(root: root, views: content.views, site: site(width))
        }
      }
      if misses > 0 { print("the generated form broke or left open \(misses) items") }
      row([
        "\(rows)", "\(content.views.count)", "\(constraints)",
        fixed(design * 1000) + " ms", fixed(sweep * 1000, 0) + " ms (\(widths.count) widths)",
        fixed(sweep / Double(widths.count) * 1000) + " ms",
      ])
    }
  }
}
