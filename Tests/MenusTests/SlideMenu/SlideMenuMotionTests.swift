import DynamicMenusViews
import DynamicMenusControls
import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing

/// The physics of showing and hiding: where the menu comes to rest, the bounce, the closed
/// form of its free slide, the animator pausing, turning back in mid-flight, and the short
/// ease of "Reduce Motion".
@MainActor
@Suite("SlideMenu: showing and hiding")
struct SlideMenuMotionTests {
  /// The push's Δv on the 150 × 667 demo menu: J / m × 100 pt/s, m = 150 · 667 / 10 000 kg.
  static let pushSpeed = 15 / (150.0 * 667 / 10_000) * 100

  @Test("hidden at time 0: just beyond the right edge, backdrop clear, nothing running")
  func hiddenAtStart() {
    let f = SlideFixture()
    #expect(f.menu.frame == Rect(x: 375, y: 0, width: 150, height: 667))
    #expect(f.menu.hiddenFrame == Rect(x: 375, y: 0, width: 150, height: 667))
    #expect(f.menu.shownFrame == Rect(x: 225, y: 0, width: 150, height: 667))
    #expect(!f.menu.isMenuShown && f.menu.phase == .hidden && f.menu.isHidden)
    #expect(f.menu.backgroundView.alpha == 0 && f.menu.backgroundView.frame == f.window.bounds)
    #expect(f.menu.animator?.isRunning == false && f.menu.animator?.behaviors.isEmpty == true)
    #expect(f.menu.invariantViolations() == [])
  }

  @Test("a show swipe: the menu bounces off its boundary and rests on it within 0.5 pt")
  func showSwipeRestsOnTheBoundary() throws {
    let f = SlideFixture()
    f.play(SlideFixture.showSwipe)
    #expect(f.menu.isMenuShown && f.menu.phase == .showing)
    let xs = [f.menuX] + f.trace { f.menu.animator?.isRunning == true }
    let boundary = 225.0
    #expect(f.menu.animator?.isRunning == false, "the animator pauses")
    let final = try #require(xs.last)
    #expect(abs(final - boundary) <= 0.5, "rests at \(final)")
    // It reaches the boundary, then bounces back out (elasticity 0.35 at ~570 pt/s: ~20 pt),
    // and returns: an overshoot of its resting place, at least once.
    let arrival = try #require(xs.firstIndex { $0 <= boundary + 0.5 })
    let bounce = xs[arrival...].max()! - boundary
    #expect(bounce > 10 && bounce < 30, "bounced \(bounce) pt")
    let turns = zip(xs.dropFirst(arrival), xs.dropFirst(arrival + 1)).filter { $0.1 > $0.0 }
    #expect(!turns.isEmpty)
    #expect(f.menu.phase == .shown && f.menu.backgroundView.alpha == 0.25)
    #expect(f.heard == ["willOpen", "didOpen"])
    #expect(f.menu.invariantViolations() == [])
  }

  @Test("the free slide is semi-implicit Euler of x'' = −g from v0 = J/m, in 1/120 s steps")
  func freeSlideKnownAnswer() throws {
    let f = SlideFixture()
    f.menu.show()
    let v0 = Self.pushSpeed  // 149.9 pt/s
    let g = 1000.0
    // The spec's integrator (§1.3–1.4): a Double accumulator against the Float sub-step,
    // v ← (v + g·h) / (1 + h·c) with the resistance c = 0.1/s, then x ← x − v·h.
    let h = Double(Float(1.0 / 120))
    var (accumulator, v, x) = (0.0, v0, 375.0)
    for frame in 1...20 {  // t = 1/60 … 1/3 s, before the boundary
      f.window.tick()
      accumulator += 1.0 / 60
      while accumulator >= h {
        v = (v + g * h) / (1 + h * 0.1)
        x -= v * h
        accumulator -= h
      }
      // Write-back snaps the centre to half points.
      #expect(abs(f.menuX - x) <= 0.3, "frame \(frame): \(f.menuX) vs \(x)")
    }
    // Continuous closed form: 150 = v0·t + g·t²/2 gives the arrival time.
    let arrival = (-v0 + (v0 * v0 + 2 * g * 150).squareRoot()) / g
    let rest = f.trace(limit: 2) { f.menu.animator?.isRunning == true }
    let hit = try #require(rest.firstIndex { $0 <= 225.5 })
    let hitTime = Double(20 + hit + 1) / 60
    #expect(abs(hitTime - arrival) <= 2.0 / 60, "met the boundary at \(hitTime), not \(arrival)")
  }

  @Test("hiding leaves it fully off-screen at rest, the animator paused")
  func hideLeavesItOffScreen() {
    let f = SlideFixture()
    f.showAndSettle()
    f.play(SlideFixture.hideSwipe)
    #expect(!f.menu.isMenuShown && f.menu.phase == .hiding)
    _ = f.trace { f.menu.animator?.isRunning == true }
    #expect(f.menu.animator?.isRunning == false)
    #expect(f.menu.presentedFrame.minX >= 375, "off-screen: \(f.menu.presentedFrame)")
    #expect(abs(f.menu.presentedFrame.minX - 375) <= 1)
    #expect(f.menu.phase == .hidden && f.menu.isHidden && f.menu.backgroundView.alpha == 0)
    #expect(f.heard == ["willOpen", "didOpen", "willClose", "didClose"])
    #expect(f.menu.invariantViolations() == [])
  }

  @Test("each toggle replaces all behaviours with the tutorial's four, and a backstop")
  func behavioursOfAToggle() throws {
    let f = SlideFixture()
    f.menu.show()
    let animator = try #require(f.menu.animator)
    let kinds = animator.behaviors.map { String(describing: type(of: $0)) }
    #expect(
      kinds == [
        "GravityBehavior", "CollisionBehavior", "DynamicItemBehavior", "PushBehavior",
      ])
    let gravity = try #require(animator.behaviors[0] as? GravityBehavior)
    #expect(gravity.gravityDirection == Vector(dx: -1, dy: 0))
    let collision = try #require(animator.behaviors[1] as? CollisionBehavior)
    #expect(collision.boundaryIdentifiers == ["collisionBoundary", "backstop"])
    let stop = try #require(collision.boundary(withIdentifier: "collisionBoundary"))
    #expect(stop.boundingBox.minX == 225 && stop.boundingBox.maxX == 225)
    let back = try #require(collision.boundary(withIdentifier: "backstop"))
    #expect(back.boundingBox.minX == 525, "one menu width beyond the edge")
    let item = try #require(animator.behaviors[2] as? DynamicItemBehavior)
    #expect(item.elasticity == 0.35 && !item.allowsRotation)
    let push = try #require(animator.behaviors[3] as? PushBehavior)
    #expect(push.mode == .instantaneous && push.pushDirection == Vector(dx: -15, dy: 0))
    f.window.tick()
    #expect(!push.active, "an instantaneous push acts once")

    f.menu.hide()
    #expect(animator.behaviors.count == 4 && animator.behaviors[0] !== gravity)
    let hideGravity = try #require(animator.behaviors[0] as? GravityBehavior)
    #expect(hideGravity.gravityDirection == Vector(dx: 1, dy: 0))
    let hideStop = try #require(
      (animator.behaviors[1] as? CollisionBehavior)?.boundary(withIdentifier: "collisionBoundary"))
    #expect(hideStop.boundingBox.minX == 525)
    #expect((animator.behaviors[3] as? PushBehavior)?.pushDirection == Vector(dx: 15, dy: 0))
  }

  @Test("Dynamics gives a body made anew at rest, so the menu carries its velocity itself")
  func replacedBehavioursStartAtRest() {
    // Spec §1.2: re-adding an item after its last behaviour left gives a fresh body with zero
    // velocity. This is what a plain `removeAllBehaviors` + re-add does to a moving item.
    let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
    let item = BasicDynamicItem(center: Point(x: 200, y: 200), size: Size(width: 50, height: 50))
    let first = DynamicItemBehavior(items: [item])
    animator.addBehavior(first)
    first.addLinearVelocity(Vector(dx: 300, dy: 0), for: item)
    animator.tick(1.0 / 60)
    #expect(abs(first.linearVelocity(for: item).dx - 300) < 5)
    animator.removeAllBehaviors()
    let second = DynamicItemBehavior(items: [item])
    animator.addBehavior(second)
    #expect(second.linearVelocity(for: item) == .zero)
  }

  @Test("a toggle in mid-flight turns back smoothly: only the push changes the velocity")
  func midFlightTurnsBack() throws {
    let f = SlideFixture()
    f.menu.show()
    for _ in 0..<18 { f.window.tick() }  // 0.3 s: sliding in fast, not there yet
    let before = f.menuX
    let vBefore = try #require(velocity(f))
    #expect(vBefore < -300, "moving in at \(vBefore) pt/s")
    f.menu.hide()
    f.window.tick()
    let vAfter = try #require(velocity(f))
    // One frame: the push (+150 pt/s) and gravity (+1000 pt/s² over one or two sub-steps),
    // nothing else: the body kept its velocity when the behaviours were replaced.
    let change = vAfter - vBefore
    #expect(change > Self.pushSpeed && change < Self.pushSpeed + 20, "Δv \(change)")
    #expect(f.menuX < before, "it keeps going in for a moment")
    let xs = f.trace { f.menu.animator?.isRunning == true }
    // It never slides past its shown place (the backstop), turns once, and leaves.
    #expect(xs.min()! >= 225 - SlideMenu.trackSlack)
    #expect(f.menu.phase == .hidden && f.menuX >= 375)
    #expect(f.heard == ["willOpen", "willClose", "didClose"])
    #expect(f.menu.invariantViolations() == [])
  }

  /// The menu's x velocity in pt/s, read from its current item behaviour (whose one item
  /// stands for the menu).
  func velocity(_ f: SlideFixture) -> Double? {
    let behavior =
      f.menu.animator?.behaviors.first { $0 is DynamicItemBehavior } as? DynamicItemBehavior
    return behavior.flatMap { b in b.items.first.map { b.linearVelocity(for: $0).dx } }
  }

  @Test("the backdrop's alpha follows the menu's progress on the way, without a jump")
  func backdropFollowsProgress() {
    let f = SlideFixture()
    f.menu.show()
    var alphas: [Double] = []
    for _ in 0..<90 {
      f.window.tick()
      let p = min(max(f.menu.progress, 0), 1)
      let alpha = f.menu.presentedBackdropAlpha
      #expect(abs(alpha - 0.25 * p) < 1e-9)
      alphas.append(alpha)
    }
    #expect(alphas.first! < 0.01 && alphas.contains { $0 > 0.05 && $0 < 0.2 })
    let steps = zip(alphas, alphas.dropFirst()).map { abs($1 - $0) }
    #expect(steps.max()! < 0.025, "no step larger than a tenth of the range")
  }

  @Test("toggling at 1,000 random moments never leaves it resting between the two states")
  func thousandRandomToggles() {
    var rng = SeededGenerator(seed: 0x51_1DE)
    let f = SlideFixture()
    var pauses = 0
    var failures: [String] = []
    for toggle in 0..<1_000 {
      // Anywhere from at once to well after the pause (a show settles in about 1.5 s).
      let frames = Int.random(in: 0...100, using: &rng)
      for _ in 0..<frames {
        let wasRunning = f.menu.animator?.isRunning == true
        f.window.tick()
        if wasRunning, f.menu.animator?.isRunning == false {
          pauses += 1
          let expected = f.menu.isMenuShown ? 225.0 : 375.0
          if abs(f.menuX - expected) > (f.menu.isMenuShown ? 0.5 : 1) {
            failures.append("toggle \(toggle): paused at x \(f.menuX), expected \(expected)")
          }
        }
        let problems = f.menu.invariantViolations()
        if !problems.isEmpty { failures.append("toggle \(toggle): \(problems)") }
        if failures.count > 5 { break }
      }
      if failures.count > 5 { break }
      f.menu.toggle()
    }
    f.settle()
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    #expect(pauses > 100, "the animator paused \(pauses) times")
    #expect(f.menu.isAtRest && f.menu.invariantViolations() == [])
  }

  @Test("Reduce Motion: a short ease to the rest place, no bounce, no physics")
  func reduceMotionEases() throws {
    let f = SlideFixture { window, _ in window.reduceMotion = true }
    f.play(SlideFixture.showSwipe)
    #expect(f.menu.phase == .showing && f.menu.animator?.isRunning == false)
    let xs = f.trace(limit: 1) { !f.menu.isAtRest }
    #expect(Double(xs.count) / 60 <= 0.25 + 1.5 / 60, "took \(xs.count) frames")
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 <= $0 }, "monotonic: no bounce")
    #expect(xs.last == 225 && f.menu.phase == .shown && f.menu.backgroundView.alpha == 0.25)
    f.menu.hide()
    let back = f.trace(limit: 1) { !f.menu.isAtRest }
    #expect(zip(back, back.dropFirst()).allSatisfy { $1 >= $0 })
    #expect(back.last == 375 && f.menu.phase == .hidden && f.menu.isHidden)
    #expect(f.menu.invariantViolations() == [])
  }

  @Test("Reduce Motion: turning back in mid-ease starts from where the menu shows")
  func reduceMotionTurnsBack() {
    let f = SlideFixture { window, _ in window.reduceMotion = true }
    f.menu.show()
    for _ in 0..<6 { f.window.tick() }
    let midway = f.menuX
    #expect(midway < 375 && midway > 225)
    f.menu.hide()
    f.window.tick()
    #expect(abs(f.menuX - midway) < 20, "no jump: \(midway) → \(f.menuX)")
    f.settle()
    #expect(f.menu.phase == .hidden && f.menuX == 375)
    #expect(f.heard == ["willOpen", "willClose", "didClose"])
  }

  @Test("switching Reduce Motion in mid-flight hands over without a jump")
  func physicsToEaseAndBack() {
    let f = SlideFixture()
    f.menu.show()
    for _ in 0..<12 { f.window.tick() }
    f.window.reduceMotion = true
    let x = f.menuX
    f.menu.hide()
    f.window.tick()
    #expect(abs(f.menuX - x) < 20)
    for _ in 0..<5 { f.window.tick() }
    f.window.reduceMotion = false
    let y = f.menuX
    f.menu.show()
    f.window.tick()
    #expect(abs(f.menuX - y) < 20, "\(y) → \(f.menuX)")
    #expect(f.menu.invariantViolations() == [])
    f.settle()
    #expect(f.menu.phase == .shown && abs(f.menuX - 225) <= 0.5)
  }

  @Test("show and hide without animation put it at rest at once")
  func notAnimated() {
    let f = SlideFixture()
    f.menu.show(animated: false)
    #expect(f.menu.phase == .shown && f.menu.frame.minX == 225 && f.menu.isAtRest)
    #expect(f.menu.backgroundView.alpha == 0.25)
    f.menu.hide()
    f.window.tick()
    f.menu.hide(animated: false)  // ends the hiding at once
    #expect(f.menu.phase == .hidden && f.menu.frame.minX == 375 && f.menu.isAtRest)
    #expect(f.heard == ["willOpen", "didOpen", "willClose", "didClose"])
    #expect(f.menu.invariantViolations() == [])
  }

  @Test("from the left: gravity +x, boundary at the menu's width, swipe right to show")
  func fromTheLeft() {
    let f = SlideFixture(edge: .left)
    #expect(f.menu.frame.minX == -150 && f.menu.shownFrame.minX == 0)
    f.play("swipe right from 60 300 in 0.15")
    #expect(f.menu.isMenuShown)
    f.settle()
    #expect(abs(f.menuX) <= 0.5 && f.menu.phase == .shown)
    f.play("swipe left from 120 300 in 0.15")
    f.settle()
    #expect(f.menu.phase == .hidden && f.menu.presentedFrame.maxX <= 0)
    #expect(f.menu.invariantViolations() == [])
  }

  @Test("the pause comes about half a second after the menu looks still")
  func pauseTiming() {
    let f = SlideFixture()
    f.menu.show()
    let xs = f.trace { f.menu.animator?.isRunning == true }
    let still = xs.lastIndex { abs($0 - xs.last!) > 0.01 }! + 1
    let quiet = Double(xs.count - still) / 60
    #expect(quiet >= 0.45 && quiet <= 0.7, "paused \(quiet) s after the last move")
    #expect(Double(xs.count) / 60 < 2, "a show settles within 2 s, took \(Double(xs.count) / 60)")
  }
}
