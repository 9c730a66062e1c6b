import DynamicMenusGeometry
import DynamicMenusViews

/// The menu follows the finger (beyond the tutorial, whose swipes played a canned motion):
/// ``SlideMenu/interactivePanGestureRecognizer`` takes a pan that starts on the menu, or on the
/// hidden menu's side within ``SlideMenu/Configuration/screenEdgeZoneWidth`` of the target's edge,
/// and runs more across than along. While the finger is down the menu's centre moves one to one
/// with it (between its two rest places), turning back when the finger does; on release the
/// finger's velocity becomes the menu's, and the tutorial's gravity, boundary and elasticity take
/// it to the rest place the finger points at.
extension SlideMenu {
  /// How far ahead of a release its velocity points, in seconds: the distance a flicked
  /// scroll view coasts at UIKit's normal deceleration (0.998 per ms) is
  /// `v · 0.998 / (1 − 0.998) / 1000`, 0.499 s of the velocity.
  public static let releaseProjectionTime = 0.998 / (1 - 0.998) / 1000

  func handlePan(_ pan: PanGestureRecognizer) {
    guard let target = superview else { return }
    switch pan.state {
    case .began:
      beginTracking()
      follow(translation: pan.translation(in: target).dx)
    case .changed:
      follow(translation: pan.translation(in: target).dx)
    case .ended:
      follow(translation: pan.translation(in: target).dx)
      endTracking(velocity: pan.velocity(in: target).dx)
    case .cancelled, .failed:
      endTracking(velocity: 0)
    case .possible:
      break
    }
  }

  /// The finger takes the menu where it shows (mid-flight included): every motion stops, and
  /// a menu at rest off-screen starts showing (the lifecycle hears of it now); one caught on
  /// its way out keeps hiding until the finger lets go.
  func beginTracking() {
    redockIfNeeded()
    freezeEase()
    stopMotion()
    transitionCount += 1
    transition = .tracking
    trackingStartX = center.x
    if phase == .hidden { begin(showing: true) }
  }

  /// The centre moves by the finger's horizontal translation since it touched down, kept
  /// between the two rest places; the backdrop follows.
  func follow(translation dx: Double) {
    guard transition == .tracking, let start = trackingStartX, let dock else { return }
    let hidden = dock.restFrame(shown: false).midX
    let shown = dock.restFrame(shown: true).midX
    let x = Swift.min(Swift.max(start + dx, Swift.min(hidden, shown)), Swift.max(hidden, shown))
    View.performWithoutAnimation { center = Point(x: x, y: center.y) }
    updateBackdrop()
  }

  /// The finger lets go with `velocity` (points per second along x): the menu goes to the
  /// rest place nearer where the velocity points (``releaseProjectionTime`` ahead), starting
  /// with that velocity under the tutorial's gravity, boundary and elasticity (an ease under
  /// "Reduce Motion"). A menu held against one of its rest places by a finger pushing past
  /// it stands still there: it starts at rest, not with the finger's speed.
  func endTracking(velocity: Double) {
    guard transition == .tracking, let dock else { return }
    trackingStartX = nil
    let ends = [dock.restFrame(shown: false).midX, dock.restFrame(shown: true).midX]
    let pinned =
      (center.x <= ends.min()! && velocity < 0) || (center.x >= ends.max()! && velocity > 0)
    let velocity = velocity.isFinite && !pinned ? velocity : 0
    let projected = center.x + velocity * Self.releaseProjectionTime
    let shown = dock.progress(centerX: projected) >= 0.5
    if shown != isMenuShown {
      if isMenuShown { reportCancel() }  // swiped away
      begin(showing: shown)
    }
    if window?.reduceMotion ?? false {
      ease()
    } else {
      toggleMenu(releasedAt: velocity)
    }
  }
}

/// Which touches the interactive pan takes, and when it may begin (SlideMenu+Tracking.swift).
final class SlideMenuPanGate: GestureRecognizerDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  @Weak package var menu: SlideMenu?

  /// A touch on the menu where it shows (a hidden menu: within the edge zone on its side,
  /// level with it).
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    guard let menu, let target = menu.superview, let dock = menu.currentDock(),
      menu.isUserInteractionEnabled
    else { return false }
    let p = touch.location(in: target)
    guard menu.phase == .hidden else { return menu.presentedFrame.contains(p) }
    let zone = menu.configuration.screenEdgeZoneWidth
    let bounds = dock.bounds
    let inZone = dock.isRight ? p.x >= bounds.maxX - zone : p.x <= bounds.minX + zone
    return inZone && p.y >= menu.menuFrame.minY && p.y < menu.menuFrame.maxY
  }

  /// Only a pan more across than along; a hidden menu's only inwards (as an edge pan).
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard let menu, let target = menu.superview, let dock = menu.currentDock() else {
      return false
    }
    let t = menu.interactivePanGestureRecognizer.translation(in: target)
    guard abs(t.dx) > abs(t.dy) else { return false }
    return menu.phase != .hidden || t.dx * dock.inward > 0
  }
}
