import DynamicMenusControls
import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews
import Testing

/// The slide menu follows the finger (issue 20): from the screen-edge zone or on the menu,
/// one to one after the pan's hysteresis, turning back with the finger, and on release the
/// finger's velocity handed to the tutorial's physics.
@MainActor
@Suite("SlideMenu: following the finger")
struct SlideMenuTrackingTests {
  /// Puts a finger down at `from`, moves it by `steps` (one per frame), and returns, for
  /// every frame after the pan began, the finger's x and the menu's inner edge.
  @discardableResult
  static func drag(
    _ f: SlideFixture, menu: SlideMenu? = nil, from: Point, steps: [Double], lift: Bool = true,
    holdBeforeLift: Int = 0
  ) -> [(finger: Double, edge: Double)] {
    let menu = menu ?? f.menu
    var at = from
    f.window.send(Touch(location: at, phase: .began))
    f.window.tick()
    var samples: [(Double, Double)] = []
    for dx in steps {
      at = Point(x: at.x + dx, y: at.y)
      f.window.send(Touch(location: at, phase: .moved))
      f.window.tick()
      if menu.interactivePanGestureRecognizer.state.isActive {
        samples.append((at.x, menu.slidesFromRight ? menu.frame.minX : menu.frame.maxX))
      }
    }
    for _ in 0..<holdBeforeLift {
      f.window.send(Touch(location: at, phase: .moved))
      f.window.tick()
    }
    if lift {
      f.window.send(Touch(location: at, phase: .ended))
      f.window.tick()
    }
    return samples
  }

  @Test("from the right edge's zone the hidden menu's edge follows the finger one to one")
  func followsFromTheEdge() throws {
    let f = SlideFixture()
    let samples = Self.drag(
      f, from: Point(x: 368, y: 300), steps: Array(repeating: -6, count: 15), lift: false)
    try #require(samples.count >= 12, "the pan began after its 10-pt hysteresis")
    let gaps = samples.map { $0.edge - $0.finger }
    #expect(gaps.max()! - gaps.min()! <= 1, "edge − finger stays within 1 pt: \(gaps)")
    #expect(f.menu.phase == .showing && f.heard.first == "willOpen")
  }

  @Test("a turn mid-swipe: the edge follows the finger both ways, within 1 pt")
  func reversal() {
    let f = SlideFixture()
    var at = Point(x: 368, y: 300)
    f.window.send(Touch(location: at, phase: .began))
    f.window.tick()
    var gaps: [Double] = []
    for dx in Array(repeating: -8.0, count: 12) + Array(repeating: 5.0, count: 10) {
      at.x += dx
      f.window.send(Touch(location: at, phase: .moved))
      f.window.tick()
      if f.menu.interactivePanGestureRecognizer.state.isActive {
        gaps.append(f.menu.frame.minX - at.x)
      }
    }
    #expect(gaps.count >= 20)
    #expect(gaps.max()! - gaps.min()! <= 1, "\(gaps)")
    #expect(f.menu.invariantViolations().isEmpty, "\(f.menu.invariantViolations())")
  }

  @Test("a slow drag settles where it points: past halfway shown, short of it hidden again")
  func slowDrag() {
    let far = SlideFixture()
    Self.drag(
      far, from: Point(x: 368, y: 300), steps: Array(repeating: -10, count: 10),
      holdBeforeLift: 10)  // 100 pt of 150, then still: no velocity
    far.settle()
    #expect(far.menu.phase == .shown && far.menu.frame.minX == 225)
    let near = SlideFixture()
    Self.drag(
      near, from: Point(x: 368, y: 300), steps: Array(repeating: -10, count: 5),
      holdBeforeLift: 10)  // 50 pt: short of halfway
    near.settle()
    #expect(near.menu.phase == .hidden && near.menu.frame.minX == 375)
    #expect(near.heard == ["willOpen", "willClose", "didClose"], "\(near.heard)")
  }

  @Test("a flick: the menu leaves with the finger's velocity, no push, under gravity")
  func flickHandsOffVelocity() throws {
    let f = SlideFixture()
    // 15 pt a frame: 900 pt/s leftwards; the lift carries the last step.
    Self.drag(f, from: Point(x: 368, y: 300), steps: Array(repeating: -15, count: 3), lift: false)
    f.window.send(Touch(location: Point(x: 368 - 60, y: 300), phase: .ended))
    f.window.tick()
    let animator = try #require(f.menu.animator)
    let kinds = animator.behaviors.map { "\(type(of: $0))" }.sorted()
    #expect(kinds == ["CollisionBehavior", "DynamicItemBehavior", "GravityBehavior"], "\(kinds)")
    let item = try #require(animator.behaviors.compactMap { $0 as? DynamicItemBehavior }.first)
    let body = try #require(item.items.first)
    // −900 pt/s, plus gravity's 1000 pt/s² for the one or two 1/120-s sub-steps the release
    // frame ran (resistance 0.1 takes under 2 pt/s): a push would add −150, none −900.
    var v = item.linearVelocity(for: body).dx
    #expect(v < -905 && v > -920, "\(v)")
    for _ in 0..<2 {
      f.window.tick()
      let next = item.linearVelocity(for: body).dx
      #expect(abs(next - (v - 1000.0 / 60)) < 2, "gravity adds 16.7 pt/s a frame: \(v) → \(next)")
      v = next
    }
    f.settle()
    #expect(f.menu.phase == .shown && abs(f.menu.frame.minX - 225) <= 0.5)
    #expect(f.feedback.contains { if case .impact = $0 { true } else { false } }, "it struck")
  }

  @Test("a flick outwards on the shown menu hides it; a pan on the shown menu moves it")
  func hideByDrag() {
    let f = SlideFixture()
    f.menu.show(animated: false)
    f.window.tick()
    let samples = Self.drag(
      f, from: Point(x: 300, y: 300), steps: Array(repeating: 15, count: 6), lift: false)
    let gaps = samples.map { $0.edge - $0.finger }
    #expect(gaps.count >= 5 && gaps.max()! - gaps.min()! <= 1, "\(gaps)")
    f.window.send(Touch(location: Point(x: 390, y: 300), phase: .ended))
    f.settle()
    #expect(f.menu.phase == .hidden)
  }

  @Test("under Reduce Motion a release eases to its rest place, without physics")
  func reduceMotion() throws {
    let f = SlideFixture { window, _ in window.reduceMotion = true }
    Self.drag(
      f, from: Point(x: 368, y: 300), steps: Array(repeating: -10, count: 10), holdBeforeLift: 10)
    #expect(f.menu.animator?.behaviors.isEmpty ?? true, "no gravity, no bounce")
    #expect(f.menu.layer.hasAnimations, "an ease runs")
    f.settle()
    #expect(f.menu.phase == .shown && f.menu.frame.minX == 225)
  }

  @Test("a menu caught on its way out keeps hiding while held, and shows if flung back in")
  func caughtWhileHiding() {
    let f = SlideFixture()
    f.menu.show(animated: false)
    f.window.tick()
    f.menu.hide()
    f.window.tick()
    let x = f.menu.frame.minX + 20
    Self.drag(f, from: Point(x: x, y: 300), steps: Array(repeating: 4, count: 5), lift: false)
    #expect(f.menu.phase == .hiding && !f.menu.isMenuShown, "held: still hiding")
    #expect(f.heard == ["willOpen", "didOpen", "willClose"], "\(f.heard)")
    // The same finger flings it back in: 20 pt a frame leftwards, then lifts.
    var at = Point(x: x + 20, y: 300)
    for _ in 0..<4 {
      at.x -= 20
      f.window.send(Touch(location: at, phase: .moved))
      f.window.tick()
    }
    f.window.send(Touch(location: at, phase: .ended))
    f.settle()
    #expect(f.menu.phase == .shown, "\(f.menu.phase)")
  }

  @Test("menus on both sides: each edge's pan takes its own menu")
  func bothSides() throws {
    let f = SlideFixture()
    let left = SlideMenu(
      frame: Rect(x: 0, y: 0, width: 150, height: 667), targetView: f.window.rootView,
      edge: .leading, options: SlideMenu.tutorialOptions)
    f.window.tick()
    let samples = Self.drag(
      f, menu: left, from: Point(x: 6, y: 300), steps: Array(repeating: 8, count: 12),
      lift: false)
    let gaps = samples.map { $0.edge - $0.finger }
    #expect(gaps.count >= 10 && gaps.max()! - gaps.min()! <= 1, "\(gaps)")
    #expect(left.phase == .showing && f.menu.phase == .hidden, "the right menu stays put")
    f.window.send(Touch(location: Point(x: 102, y: 300), phase: .ended))
    f.window.run(for: 2)
    #expect(left.phase == .shown && abs(left.frame.minX) <= 0.5, "\(left.frame)")
    f.menu.show(animated: false)
    left.hide(animated: false)
    f.window.tick()
    let right = Self.drag(
      f, from: Point(x: 300, y: 300), steps: Array(repeating: 8, count: 8), lift: false)
    #expect(!right.isEmpty && left.phase == .hidden, "the shown right menu takes its own pan")
  }

  @Test("a vertical drag on a long list scrolls it; a sideways one moves the menu")
  func listScrollIsNotStolen() {
    let options = (0..<30).map { SlideMenu.Option(title: "Option \($0)") }
    let f = SlideFixture(options: options)
    f.menu.show(animated: false)
    f.window.tick()
    var at = Point(x: 300, y: 500)
    f.window.send(Touch(location: at, phase: .began))
    f.window.tick()
    for _ in 0..<10 {
      at.y -= 12
      f.window.send(Touch(location: at, phase: .moved))
      f.window.tick()
    }
    #expect(f.menu.optionsListView.contentOffset > 50, "the list scrolled")
    #expect(f.menu.frame.minX == 225, "the menu did not move")
    f.window.send(Touch(location: at, phase: .ended))
    f.window.run(for: 2)
    let samples = Self.drag(
      f, from: Point(x: 300, y: 300), steps: Array(repeating: 8, count: 8), lift: false)
    #expect(!samples.isEmpty && f.menu.frame.minX > 225 + 30, "\(f.menu.frame)")
  }

  @Test("a horizontal scroll view in the content keeps its pan: the menu neither moves nor shows")
  func contentScrollIsNotStolen() {
    let f = SlideFixture()
    let carousel = Carousel(frame: Rect(x: 0, y: 200, width: 375, height: 200))
    f.window.rootView.insertSubview(carousel, at: 0)
    f.window.tick()
    // Left across the middle of the carousel, as a swipe that would show the menu.
    Self.drag(f, from: Point(x: 300, y: 300), steps: Array(repeating: -12, count: 12))
    f.window.run(for: 1)
    #expect(
      abs(carousel.offset - 144) < 1e-9, "the carousel scrolled one to one: \(carousel.offset)")
    #expect(f.menu.phase == .hidden && f.heard.isEmpty, "\(f.heard)")
    #expect(!f.menu.interactivePanGestureRecognizer.state.isActive)
    // From the edge zone too: the deeper view's pan begins first and keeps the touch.
    var offset = carousel.offset
    let kept = Self.drag(f, from: Point(x: 368, y: 300), steps: Array(repeating: -8, count: 12))
    f.window.run(for: 1)
    #expect(kept.isEmpty && abs(carousel.offset - offset - 96) < 1e-9, "\(carousel.offset)")
    #expect(f.menu.phase == .hidden && f.heard.isEmpty, "\(f.heard)")
    // A host that wants the edge to win says so, as with UIKit's edge pans.
    carousel.pan.require(toFail: f.menu.interactivePanGestureRecognizer)
    offset = carousel.offset
    let taken = Self.drag(
      f, from: Point(x: 368, y: 300), steps: Array(repeating: -8, count: 12), lift: false)
    #expect(!taken.isEmpty && carousel.offset == offset, "\(carousel.offset)")
  }
}

/// A horizontally scrolling strip, as a paging `UIScrollView` in the content: its own pan
/// moves its offset with the finger.
@MainActor
final class Carousel: View {
  /// How far the strip has scrolled, in points (positive: its content moved left).
  var offset = 0.0
  private var start = 0.0
  let pan = PanGestureRecognizer()

  override init(frame: Rect) {
    super.init(frame: frame)
    backgroundColor = .gray
    pan.addAction { [unowned self] pan in
      switch pan.state {
      case .began: start = offset
      case .changed, .ended: offset = start - pan.translation(in: self).dx
      default: break
      }
    }
    addGestureRecognizer(pan)
  }
}
