/// Writes large synthetic interfaces, in the own format and as an Interface Builder storyboard,
/// with the mix a big iPad app has: adaptive and column-style splits, nested splits, navigation
/// stacks, custom splits and popovers from bar button items and views.
///
/// The output depends only on the scene count, so every benchmark run measures the same input.
enum InterfaceGenerator {
  /// An own-format document with `scenes` scenes.
  static func ownFormat(scenes: Int) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<interface version="1" profile="ios17" initialViewController="s0">"#,
    ]
    for index in 0..<scenes {
      lines += ownScene(index)
    }
    lines.append("</interface>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// An own-format document of one scene whose controller holds `views` views: rows of ten
  /// siblings, each row's views nested one in the next, so the tree is both wide and deep (ten
  /// levels). A popover from the last view makes the scene's state walk find every owner.
  static func manyViews(_ views: Int) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<interface version="1" profile="ios17" initialViewController="root">"#,
      #"  <viewController id="root" title="Many views">"#,
    ]
    for index in 0..<views {
      let depth = index % 10
      let indent = String(repeating: "  ", count: depth + 2)
      let close =
        depth == 9 || index == views - 1 ? "/>" + String(repeating: "</view>", count: depth) : ">"
      lines.append(#"\#(indent)<view id="v\#(index)" frame="1 1 40 20" label="\#(index)"\#(close)"#)
    }
    lines += [
      "  </viewController>",
      #"  <viewController id="info" title="Info" preferredContentSize="320x320"/>"#,
      #"  <segue id="infoSegue" kind="popover" source="v\#(max(views - 1, 0))" destination="info"/>"#,
      "</interface>",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func ownScene(_ index: Int) -> [String] {
    let s = "s\(index)"
    let popovers = [
      #"  <viewController id="\#(s).compose" title="Compose \#(index)" preferredContentSize="540x620"/>"#,
      #"  <segue id="\#(s).composeSegue" kind="popover" source="\#(s).add" destination="\#(s).compose"/>"#,
      #"  <viewController id="\#(s).info" title="Info \#(index)" preferredContentSize="320x320"/>"#,
      #"  <segue id="\#(s).infoSegue" kind="popover" source="\#(s).button" destination="\#(s).info" permittedArrowDirections="left right"/>"#,
    ]
    let lists = [
      #"  <navigationController id="\#(s).listNav" root="\#(s).list" stack="\#(s).sub"/>"#,
      #"  <tableViewController id="\#(s).list" title="List \#(index)">"#,
      #"    <navigationItem><barButtonItem id="\#(s).add" title="Add" placement="right"/></navigationItem>"#,
      "  </tableViewController>",
      #"  <tableViewController id="\#(s).sub" title="Items \#(index)"/>"#,
      #"  <navigationController id="\#(s).detailNav" root="\#(s).detail"/>"#,
      #"  <viewController id="\#(s).detail" title="Detail \#(index)">"#,
      #"    <view id="\#(s).button" frame="24 80 88 44" label="Info"/>"#,
      "  </viewController>",
    ]
    switch index % 4 {
    case 0:
      return [
        #"  <splitViewController id="\#(s)" title="Adaptive \#(index)" primary="\#(s).listNav" secondary="\#(s).detailNav" preferredPrimaryColumnWidthFraction="0.3" maximumPrimaryColumnWidth="400"/>"#
      ] + lists + popovers
    case 1:
      return [
        #"  <splitViewController id="\#(s)" title="Columns \#(index)" style="tripleColumn" primary="\#(s).side" supplementary="\#(s).listNav" secondary="\#(s).detailNav"/>"#,
        #"  <viewController id="\#(s).side" title="Sidebar \#(index)"/>"#,
      ] + lists + popovers
    case 2:
      return [
        #"  <splitViewController id="\#(s)" title="Nested \#(index)" primary="\#(s).side" secondary="\#(s).inner" preferredPrimaryColumnWidthFraction="0.25" maximumPrimaryColumnWidth="600"/>"#,
        #"  <viewController id="\#(s).side" title="Folders \#(index)"/>"#,
        #"  <splitViewController id="\#(s).inner" primary="\#(s).listNav" secondary="\#(s).detailNav" preferredPrimaryColumnWidthFraction="0.333" maximumPrimaryColumnWidth="600"/>"#,
      ] + lists + popovers
    default:
      return [
        #"  <customSplitViewController id="\#(s)" title="Custom \#(index)" side="\#(s).listNav" main="\#(s).detailNav" hideSideViewControllerInPortraitOrientation="true"/>"#
      ] + lists + popovers
    }
  }

  /// A CocoaTouch storyboard with `scenes` split scenes, in the shape of current Xcode files.
  static func storyboard(scenes: Int) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="s0-sp-lit">"#,
      #"  <device id="ipad10_2" orientation="landscape" layout="fullscreen" appearance="light"/>"#,
      "  <scenes>",
    ]
    for index in 0..<scenes {
      lines += storyboardScene(index)
    }
    lines += ["  </scenes>", "</document>"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func storyboardScene(_ index: Int) -> [String] {
    let s = "s\(index)"
    let column = index % 2 == 1 ? #" allowDoubleColumnStyle="YES""# : ""
    return [
      #"    <scene sceneID="\#(s)-sc-000">"#,
      "      <objects>",
      #"        <splitViewController id="\#(s)-sp-lit"\#(column) sceneMemberID="viewController">"#,
      "          <connections>",
      #"            <segue destination="\#(s)-de-nav" kind="relationship" relationship="detailViewController" id="\#(s)-re-001"/>"#,
      #"            <segue destination="\#(s)-ma-nav" kind="relationship" relationship="masterViewController" id="\#(s)-re-002"/>"#,
      "          </connections>",
      "        </splitViewController>",
      #"        <navigationController id="\#(s)-ma-nav" sceneMemberID="viewController">"#,
      #"          <navigationBar key="navigationBar" contentMode="scaleToFill" id="\#(s)-ma-bar"><rect key="frame" x="0.0" y="24" width="420" height="50"/></navigationBar>"#,
      #"          <connections><segue destination="\#(s)-ma-vc0" kind="relationship" relationship="rootViewController" id="\#(s)-re-003"/></connections>"#,
      "        </navigationController>",
      #"        <tableViewController id="\#(s)-ma-vc0" title="Master \#(index)" sceneMemberID="viewController">"#,
      #"          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="\#(s)-ma-tab"><rect key="frame" x="0.0" y="0.0" width="420" height="810"/></tableView>"#,
      #"          <navigationItem key="navigationItem" title="Master \#(index)" id="\#(s)-ma-itm">"#,
      #"            <barButtonItem key="rightBarButtonItem" systemItem="add" id="\#(s)-ad-btn">"#,
      #"              <connections><segue destination="\#(s)-po-vc0" kind="popoverPresentation" popoverAnchorBarButtonItem="\#(s)-ad-btn" id="\#(s)-po-seg"><popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/></segue></connections>"#,
      "            </barButtonItem>",
      "          </navigationItem>",
      "        </tableViewController>",
      #"        <navigationController id="\#(s)-de-nav" sceneMemberID="viewController">"#,
      #"          <connections><segue destination="\#(s)-de-vc0" kind="relationship" relationship="rootViewController" id="\#(s)-re-004"/></connections>"#,
      "        </navigationController>",
      #"        <viewController id="\#(s)-de-vc0" title="Detail \#(index)" sceneMemberID="viewController">"#,
      #"          <view key="view" contentMode="scaleToFill" id="\#(s)-de-viw">"#,
      #"            <rect key="frame" x="0.0" y="0.0" width="759.5" height="810"/>"#,
      "            <subviews>",
      #"              <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\#(s)-in-btn"><rect key="frame" x="24" y="120" width="88" height="44"/><state key="normal" title="Info"/>"#,
      #"                <connections><segue destination="\#(s)-po-vc1" kind="popoverPresentation" popoverAnchorView="\#(s)-in-btn" id="\#(s)-po-se2"><popoverArrowDirection key="popoverArrowDirection" left="YES" right="YES"/></segue></connections>"#,
      "              </button>",
      "            </subviews>",
      "          </view>",
      #"          <navigationItem key="navigationItem" title="Detail \#(index)" id="\#(s)-de-itm"/>"#,
      "        </viewController>",
      #"        <viewController id="\#(s)-po-vc0" title="Add \#(index)" sceneMemberID="viewController">"#,
      #"          <value key="contentSizeForViewInPopover" type="size" width="320" height="400"/>"#,
      "        </viewController>",
      #"        <viewController id="\#(s)-po-vc1" title="Info \#(index)" sceneMemberID="viewController">"#,
      #"          <value key="contentSizeForViewInPopover" type="size" width="320" height="320"/>"#,
      "        </viewController>",
      #"        <placeholder placeholderIdentifier="IBFirstResponder" id="\#(s)-fi-rst" sceneMemberID="firstResponder"/>"#,
      "      </objects>",
      "    </scene>",
    ]
  }
}
