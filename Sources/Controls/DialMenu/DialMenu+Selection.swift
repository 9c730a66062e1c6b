import DynamicMenusViews
import DynamicMenusGeometry
import DynamicMenusLayers

/// Selection and feedback: which items reach the top, which one the dial rests on, and the
/// callbacks that tell the host (delegate, closures, control events, the feedback hook).
extension DialMenu {
  /// The hysteresis of "reaching the top", radians: an item must first be this far from the
  /// top (a quarter of the spacing, at most 22.5°) before reaching it counts again, so an
  /// overshoot and return counts once.
  var topHysteresis: Double { min(ring.spacing / 4, .pi / 8) }

  /// The side of the top an angle lies on, beyond the hysteresis: −1 (left), +1 (right), 0
  /// (near the top).
  func side(ofAngle angle: Double) -> Double {
    abs(angle) > topHysteresis ? (angle < 0 ? -1 : 1) : 0
  }

  /// Reports every item that reached or passed the top since the last frame, in index
  /// order. An item counts when it comes from one side to within half a point of the top or
  /// beyond; it must leave the top by the hysteresis before it can count again.
  func reportTopCrossings() {
    let generation = setupGeneration
    // Taken out while the callbacks run: one may re-lay out the dial, which makes new sides.
    var sides: [Double] = []
    swap(&sides, &topSides)
    watchTop(&sides) { index in
      itemPassedTop(index)
      // A callback may have hidden or re-laid out the dial: stop there.
      return generation == setupGeneration && isShown
    }
    if generation == setupGeneration { topSides = sides }
  }

  /// One frame of the watch on the top over `sides` (each item's armed side, as
  /// ``topSides``): calls `reached` with each item that reached the top, unless the motion
  /// under way is programmatic, in index order, and stops when it returns false. The dial's
  /// frame reports them; a forecast stops at the first.
  func watchTop(_ sides: inout [Double], reached: (Int) -> Bool) {
    guard let reach = topReach, sides.count == itemViews.count else { return }
    for index in itemViews.indices {
      let (side, hit) = watchTop(index, armed: sides[index], reach: reach)
      sides[index] = side
      if hit && !isProgrammaticMotion && !reached(index) { return }
    }
  }

  /// How close to the top (radians) an item counts as reaching it: half a point along the
  /// ring; nil for a ring under a point.
  var topReach: Double? { ring.radius >= 1 ? configuration.restTolerance / ring.radius : nil }

  /// One frame of the watch on item `index`, armed with `armed` (−1, +1, or 0 once it
  /// counted): within `reach` of the top, or past it, from its armed side it reaches the top
  /// and is disarmed; beyond the hysteresis it is armed with its side.
  func watchTop(_ index: Int, armed: Double, reach: Double) -> (side: Double, reached: Bool) {
    let angle = angleOfItem(index)
    if armed != 0, armed * angle <= reach, abs(angle) < .pi / 2 { return (0, true) }
    return (abs(angle) > topHysteresis ? (angle < 0 ? -1 : 1) : armed, false)
  }

  /// Tells the feedback hook, and asks the window's host for the haptic.
  func giveFeedback(_ moment: Feedback) {
    delegate?.dialMenu(self, feedback: moment)
    onFeedback?(self, moment)
    window?.requestHaptic(moment.haptic)
  }

  /// Tells the host that item `index` reached the top.
  func itemPassedTop(_ index: Int) {
    delegate?.dialMenu(self, itemDidPassTopAt: index)
    onItemPassTop?(self, index)
    giveFeedback(.itemCrossedTop(index: index))
  }

  /// Selects item `index` (a new one) and tells the host: the delegate, ``onSelect``, the
  /// item's ``MenuItem/handler``, `valueChanged` targets, the feedback hook; and assistive
  /// technologies hear its title unless they asked for the change.
  func select(_ index: Int) {
    guard itemViews.indices.contains(index), index != selectedIndex else { return }
    selectedIndex = index
    delegate?.dialMenu(self, didSelectItemAt: index)
    onSelect?(self, index)
    if itemViews.indices.contains(index) { itemViews[index].handler?(self) }
    sendActions(for: .valueChanged)
    giveFeedback(.selectionChanged(index: index))
    if !isAccessibilityAdjusting, itemViews.indices.contains(index) {
      window?.post(announcement: itemViews[index].title)
    }
    isAccessibilityAdjusting = false
  }

  /// The user chose the selected item (or the one the dial is turning to): the delegate,
  /// ``onActivate`` and `primaryActionTriggered` targets hear it.
  func activate() {
    guard isShown, let index = motion.target ?? selectedIndex, itemViews.indices.contains(index)
    else { return }
    delegate?.dialMenu(self, didActivateItemAt: index)
    onActivate?(self, index)
    sendActions(for: .primaryActionTriggered)
  }
}

extension DialMenu {
  /// The user's turn came back to the selected item: the delegate, then ``onCancel``.
  func cancel() {
    delegate?.dialMenuDidCancel(self)
    onCancel?(self)
  }

  /// Tells the delegate, then the closure, that the dial starts to open (`true`) or close.
  func reportWill(open: Bool) {
    if open {
      delegate?.dialMenuWillOpen(self)
      onWillOpen?(self)
    } else {
      delegate?.dialMenuWillClose(self)
      onWillClose?(self)
    }
  }

  /// Tells the delegate, then the closure, that the dial finished opening (`true`) or closing.
  func reportDid(open: Bool) {
    if open {
      delegate?.dialMenuDidOpen(self)
      onDidOpen?(self)
    } else {
      delegate?.dialMenuDidClose(self)
      onDidClose?(self)
    }
  }
}
