import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusViews
import Testing
@testable import DynamicMenusControls

/// Records every callback of a dial, through the delegate, the closures, the control events
/// and the feedback hook.
@MainActor
final class DialRecorder: DialMenuDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  var selected: [Int] = []
  var passed: [Int] = []
  var activated: [Int] = []
  var closureSelected: [Int] = []
  var closurePassed: [Int] = []
  var closureActivated: [Int] = []
  var valueChanged = 0
  var primaryActions = 0
  var feedback: [DialMenu.Feedback] = []

  init(_ dial: DialMenu) {
    dial.delegate = self
    dial.onSelect = { [unowned self] in self.closureSelected.append($1) }
    dial.onItemPassTop = { [unowned self] in self.closurePassed.append($1) }
    dial.onActivate = { [unowned self] in self.closureActivated.append($1) }
    dial.onFeedback = { [unowned self] in self.feedback.append($1) }
    dial.addAction(for: .valueChanged) { [unowned self] _ in self.valueChanged += 1 }
    dial.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.primaryActions += 1 }
  }

  func dialMenu(_ dialMenu: DialMenu, didSelectItemAt index: Int) { selected.append(index) }
  func dialMenu(_ dialMenu: DialMenu, itemDidPassTopAt index: Int) { passed.append(index) }
  func dialMenu(_ dialMenu: DialMenu, didActivateItemAt index: Int) { activated.append(index) }
}

@Suite("Dial: dragging, releasing, tapping, flinging")
@MainActor
struct DialInteractionTests {
  @Test("a quarter turn of item 0 clockwise ends at rest with one item at the top within 0.5 pt")
  func quarterTurn() {
    let f = DialFixture()
    f.settle()
    let recorder = DialRecorder(f.dial)
    f.drag(f.arc(from: 0, to: .pi / 2, seconds: 0.5))
    #expect(f.dial.motion == .settling(target: 8))
    f.settle()
    // A quarter turn is 2.5 items: item 0 went to 3 o'clock, so item 8 (at −72°, now +18°)
    // was nearest the top on release.
    let top = f.dial.itemViews.indices.filter {
      f.dial.itemViews[$0].center.distance(to: f.top) <= 0.5
    }
    #expect(top == [8])
    #expect(f.dial.selectedIndex == 8)
    #expect(recorder.selected == [8] && recorder.closureSelected == [8])
    #expect(recorder.valueChanged == 1)
    #expect(f.ringError < 0.5 && f.spacingError < 0.5)
    #expect(f.dial.invariantViolations().isEmpty)
    #expect(f.dial.animator?.isRunning == false)
  }

  @Test("while dragging, the grabbed item follows the finger and the wheel keeps its shape")
  func dragFollowsFinger() {
    let f = DialFixture()
    f.settle()
    let path = f.arc(from: 0, to: .pi, seconds: 1)
    f.window.send(Touch(location: path[0], phase: .began, timestamp: f.window.time))
    f.window.tick()
    var worst = 0.0
    for p in path.dropFirst() {
      f.window.send(Touch(location: p, phase: .moved, timestamp: f.window.time))
      f.window.tick()
      worst = max(worst, f.ringError)
    }
    #expect(f.dial.motion == .dragging(item: 0))
    for _ in 0..<60 { f.window.tick() }  // hold still for a second
    #expect(f.dial.itemViews[0].center.distance(to: path.last!) < 1)
    #expect(worst < DialMenu.ringToleranceUnderLoad)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("selection callbacks fire once per change, never for the same item, in range")
  func callbacksOncePerChange() {
    let f = DialFixture()
    f.settle()
    let recorder = DialRecorder(f.dial)
    // A small nudge that returns to item 0: no selection.
    f.drag(f.arc(from: 0, to: 0.2, seconds: 0.2))
    f.settle()
    #expect(f.dial.selectedIndex == 0 && recorder.selected.isEmpty)
    // Two quarter turns: two new selections.
    f.drag(f.arc(from: 0, to: .pi / 2, seconds: 0.5))
    f.settle()
    f.drag(f.arc(from: 0, to: .pi / 2, seconds: 0.5))
    f.settle()
    #expect(recorder.selected.count == 2)
    #expect(recorder.selected == recorder.closureSelected)
    #expect(recorder.valueChanged == 2)
    #expect(
      recorder.feedback.filter { if case .selectionChanged = $0 { true } else { false } }.count == 2
    )
    #expect(Set(recorder.selected).count == 2)
    #expect(recorder.selected.last == f.dial.selectedIndex)
    #expect((recorder.selected + recorder.passed).allSatisfy { (0..<10).contains($0) })
  }

  @Test("items reaching the top during a spin are reported once each, in order")
  func passingTheTop() {
    let f = DialFixture()
    f.settle()
    let recorder = DialRecorder(f.dial)
    // Item 0 dragged a half turn anticlockwise and held there until the wheel caught up:
    // items 1, 2, … pass the top (leftwards) and item 5 stops there.
    let path = f.arc(from: 0, to: -.pi, seconds: 1)
    f.drag(path + Array(repeating: path.last!, count: 90))
    f.settle()
    let selected = f.dial.selectedIndex!
    #expect(selected == 5)
    #expect(recorder.passed == [1, 2, 3, 4, 5])
    #expect(recorder.closurePassed == recorder.passed)
    #expect(
      recorder.feedback == [1, 2, 3, 4, 5].map { .itemCrossedTop(index: $0) } + [
        .selectionChanged(index: 5)
      ])
  }

  @Test(
    "tapping an item brings it to the top and selects it; tapping the selected one activates it")
  func tap() {
    let f = DialFixture()
    f.settle()
    let recorder = DialRecorder(f.dial)
    let ipa = f.dial.itemViews[5].center  // the bottom: carried round the ring
    f.window.send(Touch(location: ipa, phase: .began, timestamp: f.window.time))
    f.window.tick()
    f.window.send(Touch(location: ipa, phase: .ended, timestamp: f.window.time))
    f.settle()
    #expect(f.dial.selectedIndex == 5)
    #expect(f.dial.itemViews[5].center.distance(to: f.top) <= 0.5)
    #expect(recorder.selected == [5])
    #expect(f.ringError < 0.5)
    // Tap the selected item, now at the top: activation.
    f.window.send(Touch(location: f.top, phase: .began, timestamp: f.window.time))
    f.window.tick()
    f.window.send(Touch(location: f.top, phase: .ended, timestamp: f.window.time))
    f.window.tick()
    #expect(recorder.activated == [5] && recorder.closureActivated == [5])
    #expect(recorder.primaryActions == 1)
    // A tap between bubbles does nothing.
    f.window.send(Touch(location: Point(x: 256, y: 256), phase: .began, timestamp: f.window.time))
    f.window.tick()
    f.window.send(Touch(location: Point(x: 256, y: 256), phase: .ended, timestamp: f.window.time))
    f.settle()
    #expect(recorder.selected == [5] && recorder.activated == [5])
  }

  @Test("a fling spins the wheel on and slows it down before it snaps")
  func fling() {
    let f = DialFixture()
    f.dial.configuration.isFlingEnabled = true
    f.settle()
    let recorder = DialRecorder(f.dial)
    // A quick flick: a sixth of a turn in 0.1 s, released moving.
    f.drag(f.arc(from: 0, to: .pi / 3, seconds: 0.1))
    #expect(f.dial.motion == .coasting)
    f.settle(limit: 15)
    #expect(f.dial.motion == .idle)
    #expect(recorder.passed.count > 3)  // it went on well beyond the finger
    #expect(f.dial.itemViews[f.dial.selectedIndex!].center.distance(to: f.top) <= 0.5)
    #expect(f.dial.itemBehavior?.resistance == 0.1)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("a slow release does not fling, even when flings are on")
  func slowReleaseNoFling() {
    let f = DialFixture()
    f.dial.configuration.isFlingEnabled = true
    f.settle()
    let path =
      f.arc(from: 0, to: .pi / 2, seconds: 0.5)
      + Array(repeating: f.arc(from: 0, to: .pi / 2, seconds: 0.5).last!, count: 12)
    f.drag(path)
    #expect(f.dial.motion == .settling(target: 8))
  }
}
