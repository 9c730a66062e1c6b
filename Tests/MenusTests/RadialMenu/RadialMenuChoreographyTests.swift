import DynamicMenusLayers
import DynamicMenusAnimation
import DynamicMenusGeometry
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// The published choreography, checked at its key times against the timing curves.
@MainActor
@Suite("RadialMenu choreography")
struct RadialMenuChoreographyTests {
  let eio = TimingFunction.easeInEaseOut
  let out = TimingFunction.easeOut

  func ring(_ menu: RadialMenu, _ name: String) -> RadialMenu.Snapshot.Ring {
    menu.stateSnapshot().rings.first { $0.name == name }!
  }

  /// The value of a track of `duration` starting at `start`, at time t.
  func along(
    _ f: TimingFunction, _ a: Double, _ b: Double, _ t: Double, start: Double, duration: Double
  ) -> Double {
    a + (b - a) * f.value(at: (t - start) / duration)
  }

  /// The menu pressed open at t = 0 (a press on the centre).
  func pressedOpen() -> (Window, RadialMenu) {
    let (window, menu) = makeRadialDemo()
    #expect(window.time == 0)
    window.touch(.began, demoCentre)
    window.advance(to: 0)
    #expect(menu.menuState == .opening)
    return (window, menu)
  }

  @Test("every choreography goes from one pose to the other within its length")
  func poses() {
    let order = Array(0..<12)
    for c in [
      Choreography.opening(lineOrder: order), .closing(lineOrder: order),
      .fade(to: .open, itemCount: 12), .fade(to: .closed, itemCount: 12),
    ] {
      let from = Choreography.pose(c.source, itemCount: 12)
      let to = Choreography.pose(c.target, itemCount: 12)
      for v in from.values {
        let tracks = c.tracks.filter { $0.part == v.part && $0.property == v.property }
        let target = to.value(v.part, v.property)!
        if v.value == target && c.duration != Choreography.fadeDuration {
          #expect(tracks.isEmpty, "\(v.part).\(v.property) needs no track")
        } else if v.value != target {
          #expect(tracks.count == 1, "\(v.part).\(v.property): one track")
          #expect(tracks.first?.from == v.value && tracks.first?.to == target)
        }
      }
      #expect(c.tracks.allSatisfy { $0.start >= 0 && $0.end <= c.duration + 1e-12 })
      #expect(c.tracks.last?.property == .progress && c.tracks.last?.duration == c.duration)
    }
    let opening = Choreography.opening(lineOrder: order)
    #expect(opening.duration == 1.0)
    let lineStarts = opening.tracks.filter { $0.property == .strokeEnd }.map(\.start)
    #expect(
      lineStarts.enumerated().allSatisfy {
        abs($0.element - (0.33 + 0.05 * Double($0.offset))) < 1e-12
      })
    #expect(opening.tracks.filter { $0.property == .strokeEnd }.allSatisfy { $0.duration == 0.1 })
    #expect(
      opening.tracks.filter { $0.property == .lineWidth }.allSatisfy {
        $0.start == 0.66 && $0.duration == 0.25
      })
    let closing = Choreography.closing(lineOrder: order)
    #expect(abs(closing.duration - 1.16) < 1e-12)
    #expect(
      closing.tracks.filter { $0.property == .radius && $0.part != .thickRing }.map(\.start).min()
        == 0.57)
    #expect(closing.tracks.first { $0.part == .thickRing }?.start == 0.66)
  }

  @Test("opening: thick ring 0.5 s ease-out from 0")
  func thickRingOpens() {
    let (window, menu) = pressedOpen()
    for t in [0.1, 0.25, 0.4, 0.5, 0.7] {
      window.advance(to: t)
      let expected = t >= 0.5 ? 225 : along(out, 14, 225, t, start: 0, duration: 0.5)
      #expect(abs(ring(menu, "thick").radius - expected) < 1e-9, "t = \(t)")
    }
  }

  @Test("opening: thin rings step out one after the other, 0.075 + 0.01·i s each, fading in")
  func thinRingsOpen() {
    let (window, menu) = pressedOpen()
    let radii = [8.0, 56, 78, 98, 102, 156]
    let starts = [0.0, 0.075, 0.16, 0.255, 0.36]
    // Mid-step i, ring i is between radius i and i + 1; rings before it have arrived.
    for i in 0..<5 {
      let d = 0.075 + 0.01 * Double(i)
      let t = starts[i] + d / 2
      window.advance(to: t)
      let r = ring(menu, "thin\(i)")
      #expect(
        abs(r.radius - along(eio, radii[i], radii[i + 1], t, start: starts[i], duration: d)) < 1e-9)
      #expect(abs(r.radius - (radii[i] + radii[i + 1]) / 2) < 1e-9)  // ease-in-out is symmetric
      if i > 0 { #expect(abs(r.opacity - 1) < 1e-12) }  // the 0.0375 s fade is over mid-step
      for j in 0..<i { #expect(ring(menu, "thin\(j)").radius == radii[j + 1]) }
      for j in (i + 1)..<6 { #expect(ring(menu, "thin\(j)").opacity == 0) }
    }
    // Ring 1's fade-in: half way 0.01875 s into its step.
    let (w2, m2) = pressedOpen()
    w2.advance(to: 0.075 + 0.0375 / 2)
    #expect(abs(ring(m2, "thin1").opacity - 0.5) < 1e-9)
    window.advance(to: 0.475)
    #expect(menu.stateSnapshot().rings[1...6].map(\.radius) == [56, 78, 98, 102, 156, 156])
  }

  @Test("opening: lines from +0.33 in a random order, 0.05 s apart, 0.1 s each")
  func linesOpen() throws {
    let (window, menu) = pressedOpen()
    let tracks = try #require(
      menu.transition?.choreography.tracks.filter { $0.property == .strokeEnd })
    let order = tracks.map { track -> Int in
      if case .line(let i) = track.part { return i }
      return -1
    }
    #expect(order.sorted() == Array(0..<12))
    #expect(order != Array(0..<12))  // shuffled
    window.advance(to: 0.33)
    #expect(menu.stateSnapshot().lines.allSatisfy { $0.strokeEnd == 0 })
    for k in 0..<12 {
      window.advance(to: 0.33 + 0.05 * Double(k) + 0.05)
      let lines = menu.stateSnapshot().lines
      #expect(abs(lines[order[k]].strokeEnd - 0.5) < 1e-9, "line \(order[k]) half drawn")
      if k > 1 { #expect(lines[order[k - 2]].strokeEnd == 1) }
      if k < 11 { #expect(lines[order[k + 1]].strokeEnd < 1e-9) }
    }
    window.advance(to: 0.98)
    #expect(menu.stateSnapshot().lines.allSatisfy { $0.strokeEnd == 1 })
  }

  @Test("opening: dashed rings widen from +0.66 for 0.25 s; fully open at +1.0")
  func dashesOpenAndState() {
    let (window, menu) = pressedOpen()
    let log = RadialMenuLog(menu)
    window.advance(to: 0.66)
    #expect(ring(menu, "shortDashes").lineWidth == 0 && ring(menu, "longDashes").lineWidth == 0)
    window.advance(to: 0.785)
    #expect(abs(ring(menu, "shortDashes").lineWidth - 2) < 1e-9)
    #expect(abs(ring(menu, "longDashes").lineWidth - 6) < 1e-9)
    window.advance(to: 0.91)
    #expect(ring(menu, "shortDashes").lineWidth == 4 && ring(menu, "longDashes").lineWidth == 12)
    window.advance(to: 0.999)
    #expect(menu.menuState == .opening)
    window.advance(to: 1.0)
    #expect(menu.menuState == .open)
    #expect(log.events == ["open", "didOpen"])
    #expect(log.closureEvents == ["open"] && log.feedback == [.opened])
    #expect(menu.invariantViolations() == [])
  }

  @Test("opening at 60 Hz: `down`, then open on the frame that reaches 1.0 s")
  func sixtyHertz() {
    let (window, menu) = makeRadialDemo()
    playScript("down 256 256\nwait 0.95", on: window)
    #expect(menu.menuState == .opening)
    while menu.menuState == .opening && window.frameCount < 200 { window.tick() }
    #expect(menu.menuState == .open)
    #expect(abs(window.time - 1.0) < 1e-9)
  }

  @Test(
    "closing: dashes and lines first, thin rings at +0.57, thick ring at +0.66, closed at +1.16")
  func closing() throws {
    let (window, menu) = makeRadialDemo()
    menu.open(animated: false)
    window.advance(to: 2)
    let log = RadialMenuLog(menu)
    menu.close()
    #expect(menu.menuState == .closing)
    let t0 = 2.0
    let order = try #require(
      menu.transition?.choreography.tracks.compactMap { track -> Int? in
        if case .line(let i) = track.part { return i }
        return nil
      })
    window.advance(to: t0 + 0.05)
    #expect(abs(menu.stateSnapshot().lines[order[0]].strokeEnd - 0.5) < 1e-9)
    #expect(menu.stateSnapshot().lines[order[1]].strokeEnd == 1)
    window.advance(to: t0 + 0.125)
    #expect(abs(ring(menu, "shortDashes").lineWidth - 2) < 1e-9)
    #expect(abs(ring(menu, "longDashes").lineWidth - 6) < 1e-9)
    window.advance(to: t0 + 0.57)
    #expect(ring(menu, "thin4").radius == 156 && ring(menu, "thick").radius == 225)
    // Ring 4 first (0.115 s), back to 102, fading over its last 0.0375 s.
    window.advance(to: t0 + 0.57 + 0.0575)
    #expect(abs(ring(menu, "thin4").radius - 129) < 1e-9)
    #expect(ring(menu, "thin4").opacity == 1 && ring(menu, "thin3").radius == 102)
    window.advance(to: t0 + 0.685 - 0.0375 / 2)
    #expect(abs(ring(menu, "thin4").opacity - 0.5) < 1e-9)
    window.advance(to: t0 + 0.66)
    window.advance(to: t0 + 0.91)
    #expect(
      abs(
        ring(menu, "thick").radius - along(out, 225, 14, t0 + 0.91, start: t0 + 0.66, duration: 0.5)
      ) < 1e-9)
    window.advance(to: t0 + 1.045)
    #expect(menu.stateSnapshot().rings[1...6].map(\.radius) == [8, 56, 78, 98, 102, 156])
    #expect(menu.stateSnapshot().rings[1...6].map(\.opacity) == [1, 0, 0, 0, 0, 0])
    window.advance(to: t0 + 1.159)
    #expect(menu.menuState == .closing)
    window.advance(to: t0 + 1.16)
    #expect(menu.menuState == .closed)
    #expect(log.events == ["closing", "closed", "didClose"])
    #expect(menu.invariantViolations() == [])
  }

  @Test("released early, the opening plays back along its own path: closed again after as long")
  func revertRetraces() {
    let (window, menu) = pressedOpen()
    let log = RadialMenuLog(menu)
    window.advance(to: 0.4)
    window.touch(.ended, demoCentre)
    window.advance(to: 0.4)
    #expect(menu.menuState == .closing)
    // At 0.4 + δ the menu shows what it showed at 0.4 − δ.
    for delta in [0.05, 0.2, 0.35] {
      window.advance(to: 0.4 + delta)
      let u = 0.4 - delta
      #expect(
        abs(ring(menu, "thick").radius - along(out, 14, 225, u, start: 0, duration: 0.5)) < 1e-6)
    }
    window.advance(to: 0.799)
    #expect(menu.menuState == .closing)
    window.advance(to: 0.8)
    #expect(menu.menuState == .closed)
    // It never opened, so there is no "did close" either: open and close alternate.
    #expect(log.events == ["closing", "closed"])
    #expect(log.closureEvents == [])
    #expect(menu.selectedIndex == nil)
    #expect(menu.invariantViolations() == [])
  }

  @Test("a press on the centre while closing turns it back; lifting early closes it again")
  func reopenWhileClosing() {
    let (window, menu) = makeRadialDemo()
    menu.open(animated: false)
    menu.close()
    window.advance(to: 0.7)
    window.touch(.began, demoCentre)
    window.advance(to: 0.7)
    #expect(menu.menuState == .opening)
    window.advance(to: 1.0)
    #expect(ring(menu, "thick").radius == 225)  // the thick ring only began shrinking at 0.66
    window.advance(to: 1.3999)
    #expect(menu.menuState == .opening)
    window.advance(to: 1.4)
    #expect(menu.menuState == .open)
    // Again, but lift at 0.2 s into the re-opening.
    menu.close()
    window.advance(to: 2.0)
    window.touch(.began, demoCentre)
    window.advance(to: 2.0)
    window.touch(.ended, demoCentre)
    window.advance(to: 2.2)
    #expect(menu.menuState == .closing)
    window.advance(to: 2.0 + 0.6 + 0.2 + 1.16)
    #expect(menu.menuState == .closed)
    #expect(menu.invariantViolations() == [])
  }

  @Test("reduce motion: a 0.3 s fade through transparent, the parts switching unseen")
  func reduceMotion() {
    let (window, menu) = makeRadialDemo()
    window.reduceMotion = true
    menu.open()
    window.advance(to: 0.075)
    #expect(abs(menu.content.presentation().opacity - 0.5) < 1e-9)
    #expect(ring(menu, "thick").radius == 14)
    window.advance(to: 0.15)
    #expect(ring(menu, "thick").radius == 225)
    #expect(menu.stateSnapshot().lines.allSatisfy { $0.strokeEnd == 1 })
    window.advance(to: 0.225)
    #expect(abs(menu.content.presentation().opacity - 0.5) < 1e-9)
    window.advance(to: 0.3)
    #expect(menu.menuState == .open && menu.content.presentation().opacity == 1)
    menu.close()
    window.advance(to: 0.6)
    #expect(menu.menuState == .closed && ring(menu, "thick").radius == 14)
    #expect(menu.invariantViolations() == [])
  }

  @Test("outside a window the menu changes state at once, with its callbacks")
  func noWindow() {
    let menu = RadialMenu(frame: Rect(x: 0, y: 0, width: 512, height: 512))
    let log = RadialMenuLog(menu)
    menu.open()
    #expect(menu.menuState == .open && log.events == ["open", "didOpen"])
    menu.close()
    #expect(menu.menuState == .closed && menu.invariantViolations() == [])
  }

  @Test("removed from its window mid-transition, the menu settles where it was heading")
  func leavesWindow() {
    let (window, menu) = pressedOpen()
    window.advance(to: 0.3)
    menu.removeFromSuperview()
    #expect(menu.menuState == .open)
    #expect(menu.invariantViolations() == [])
  }
}
