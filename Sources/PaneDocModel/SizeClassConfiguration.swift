/// A root view and its views as one set of size classes has them: the subviews and constraints
/// installed in those classes, each view's `hidden` and each constraint's constant there. UIKit
/// applies a storyboard's size-class variations when the trait collection changes, so a width
/// that crosses from compact to regular switches the set.
public struct SizeClassConfiguration: Sendable {
  public var root: RootView
  public var views: [View]
  /// The views not installed in these size classes (with every view under them), in document
  /// order: not in the hierarchy, neither laid out nor drawn.
  public var notInstalled: [String]
}

extension RootView {
  /// The root view and `views` in the size classes `traits`.
  public func configuration(views: [View], in traits: SizeClassTraits) -> SizeClassConfiguration {
    var removed: [String] = []
    var removedItems: Set<String> = []
    func remove(_ view: View) {
      removed.append(view.id)
      removedItems.insert(view.id)
      removedItems.formUnion(view.layout.guides.map(\.id))
      view.subviews.forEach(remove)
    }
    func installed(_ subviews: [View], masks: [InstallMask]) -> [View] {
      let decided = masks.decisions(in: traits)
      return subviews.compactMap { view in
        guard decided[view.id] ?? true else {
          remove(view)
          return nil
        }
        var view = view
        view.isHidden = view.hiddenVariations.value(in: traits, base: view.isHidden)
        view.subviews = installed(view.subviews, masks: view.layout.subviewMasks)
        return view
      }
    }
    let kept = installed(views, masks: layout.subviewMasks)
    func constraints(of layout: ViewLayout) -> [LayoutConstraint] {
      let decided = layout.constraintMasks.decisions(in: traits)
      return layout.constraints.compactMap { constraint in
        guard decided[constraint.id] ?? true,
          !removedItems.contains(constraint.firstItem),
          !removedItems.contains(constraint.secondItem ?? "")
        else { return nil }
        var constraint = constraint
        constraint.constant = constraint.constantVariations.value(
          in: traits, base: constraint.constant)
        return constraint
      }
    }
    func configured(_ view: View) -> View {
      var view = view
      view.layout.constraints = constraints(of: view.layout)
      view.subviews = view.subviews.map(configured)
      return view
    }
    var root = self
    root.layout.constraints = constraints(of: layout)
    root.barViews = barViews.map { bar in
      var bar = bar
      bar.view = configured(bar.view)
      return bar
    }
    return SizeClassConfiguration(root: root, views: kept.map(configured), notInstalled: removed)
  }
}
