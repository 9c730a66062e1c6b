import DynamicMenusLayers
import DynamicMenusGeometry
import DynamicMenusViews

/// Touches: the published app's press-and-drag, and taps.
///
/// - A press on the centre (within ``RadialMenu/Configuration/centerRadius``) opens the menu at
///   once; with ``RadialMenu/Configuration/opensOnLongPress``, a press held still for
///   ``RadialMenu/Configuration/longPressDuration`` anywhere else on the menu opens it too.
///   Either way the finger stays down while it opens.
/// - Lifting that finger before the menu is fully open reverts it, as
///   ``RadialMenu/Configuration/earlyRelease`` says: the opening plays back, or (the published app)
///   it finishes opening, then closes.
/// - Once open, the sector under the finger is highlighted while the finger is in the band
///   between radius 102 and 156; lifting over a sector chooses its item and closes the menu.
///   Lifting the opening finger away from the sectors leaves the menu open.
/// - While open, the menu takes every touch that reaches it (it is modal): a press lifted
///   without dragging outside the sectors (a tap outside, or on the centre) closes it; a tap
///   on a sector chooses it.
extension RadialMenu {
  /// The press being tracked.
  nonisolated struct Press {
    /// Where the finger is, in window coordinates.
    var location: Point
    /// Where it came down.
    var origin: Point
    /// Whether this press opened (or re-opened) the menu.
    var openedMenu = false
    /// Whether it moved farther than 10 pt from where it came down.
    var dragged = false
  }

  /// How far a press may move and still count as a tap, in points (UIKit's 10 pt).
  static let tapMovement = 10.0

  func setUpInteraction() {
    longPress.minimumPressDuration = 0.5
    longPress.cancelsTouchesInView = false
    longPress.delaysTouchesEnded = false
    longPress.name = "RadialMenu.longPress"
    longPress.isEnabled = configuration.opensOnLongPress
    longPress.addTarget(self, action: RadialMenu.handleLongPress)
    addGestureRecognizer(longPress)
  }

  /// A long press that begins opens a closed (or closing) menu.
  func handleLongPress(_ recognizer: LongPressGestureRecognizer) {
    guard recognizer.state == .began, press != nil, !isOpenOrOpening else { return }
    openByPress()
  }

  /// The tracked press opens the menu (and so may revert it by lifting early).
  private func openByPress() {
    press?.openedMenu = true
    open()
  }

  // MARK: Hit area

  /// Closed or closing, the menu takes touches in its bounds; opening or open, every touch
  /// that reaches it (a tap anywhere outside the sectors closes it).
  func hitAreaContains(_ point: Point) -> Bool {
    isOpenOrOpening || bounds.contains(point)
  }

  // MARK: Tracking

  /// A press begins: on the centre of a closed menu it opens it; on an open menu it
  /// highlights the sector under it.
  func pressBegan(_ touch: Touch) -> Bool {
    press = Press(location: touch.location, origin: touch.location)
    let local = convert(touch.location, from: nil)
    switch menuState {
    case .closed, .closing:
      if local.distance(to: menuCenter) <= configuration.centerRadius { openByPress() }
    case .open:
      setHighlight(itemIndex(at: local))
    case .opening:
      break
    }
    return true
  }

  /// The press moves: the highlight follows it while the menu is open.
  func pressMoved(_ touch: Touch) -> Bool {
    guard var p = press else { return true }
    p.location = touch.location
    if p.location.distance(to: p.origin) > Self.tapMovement { p.dragged = true }
    press = p
    if menuState == .open { setHighlight(itemIndex(at: convert(touch.location, from: nil))) }
    return true
  }

  /// The press lifts: revert an opening it started, choose the highlighted item, or close on
  /// a tap outside the sectors.
  func pressEnded(_ touch: Touch?) {
    guard let p = press else { return }
    press = nil
    guard let touch else {
      endPressWithoutChoosing(p)
      return
    }
    let local = convert(touch.location, from: nil)
    switch menuState {
    case .opening where p.openedMenu:
      revertEarlyOpening()
    case .open:
      if let index = itemIndex(at: local) {
        choose(index)
      } else if !p.openedMenu && !p.dragged {
        cancel()
      } else {
        setHighlight(nil)
      }
    default:
      break
    }
  }

  /// The finger that opened the menu lifted before it was open: close it now (the opening
  /// plays back) or once it is open, as ``Configuration/earlyRelease`` says.
  private func revertEarlyOpening() {
    switch configuration.earlyRelease {
    case .retrace: cancel()
    case .finishOpeningThenClose:
      reportCancel()
      closesWhenOpen = true
    }
  }

  /// The press was cancelled (the system took the touch): revert an opening it started,
  /// clear the highlight, choose nothing.
  func pressCancelled() {
    guard let p = press else { return }
    press = nil
    endPressWithoutChoosing(p)
  }

  private func endPressWithoutChoosing(_ p: Press) {
    if menuState == .opening && p.openedMenu {
      revertEarlyOpening()
    } else {
      setHighlight(nil)
    }
  }

  // MARK: Highlight and choice

  /// Highlights sector `index` (nil: none), telling the delegate, the closure and the
  /// feedback hook when it changes. Only an open menu highlights.
  func setHighlight(_ index: Int?) {
    let index = menuState == .open ? index : nil
    guard index != highlightedIndex else { return }
    if let index, !items.indices.contains(index) {
      recordedViolations.append("highlight index \(index) out of 0..<\(items.count)")
      return
    }
    highlightedIndex = index
    withoutActions {
      highlight.isHidden = index == nil
      if let index {
        highlight.transform = AffineTransform(rotationAngle: sectorAngle * Double(index))
      }
    }
    updateItemColors()
    delegate?.radialMenu(self, didHighlightItemAt: index)
    onHighlightChange?(self, index)
    if let index { giveFeedback(.highlighted(index)) }
  }

  /// Tells the feedback hook, and asks the window's host for the haptic.
  func giveFeedback(_ moment: Feedback) {
    delegate?.radialMenu(self, feedback: moment)
    onFeedback?(self, moment)
    window?.requestHaptic(moment.haptic)
  }

  /// Chooses item `index`: the selection callbacks (the delegate, ``onSelect``, the item's
  /// own handler), then the menu closes.
  func choose(_ index: Int) {
    guard items.indices.contains(index) else {
      recordedViolations.append("selection index \(index) out of 0..<\(items.count)")
      return
    }
    selectedIndex = index
    sendActions(for: [.valueChanged, .primaryActionTriggered])
    delegate?.radialMenu(self, didSelectItemAt: index)
    onSelect?(self, index)
    items[index].handler?(self)
    giveFeedback(.selected(index))
    window?.post(announcement: "\(items[index].title) selected")
    close()
  }
}

extension RadialMenu {
  /// The user dismissed the menu without a choice: the delegate and ``onCancel`` hear it,
  /// then the menu closes.
  func cancel() {
    reportCancel()
    close()
  }

  /// Tells the delegate, then ``onCancel``, that the user dismissed the menu.
  func reportCancel() {
    delegate?.radialMenuDidCancel(self)
    onCancel?(self)
  }
}
