import DynamicMenusGeometry
import DynamicMenusViews
import Testing
@testable import DynamicMenusControls

@Suite("Dial: keyboard and accessibility")
@MainActor
struct DialKeyboardAccessibilityTests {
  func press(_ key: Key, in f: DialFixture) {
    f.window.send(KeyEvent(key: key, phase: .press))
    f.window.tick()
    f.window.send(KeyEvent(key: key, phase: .release))
    f.window.tick()
  }

  @Test("right brings the next item to the top, left the previous: exactly one item each")
  func arrows() {
    let f = DialFixture()
    f.settle()
    let recorder = DialRecorder(f.dial)
    #expect(f.window.focusableViews.contains { $0 === f.dial })
    f.window.focus(f.dial)
    press(.right, in: f)
    f.settle()
    #expect(f.dial.selectedIndex == 1)
    #expect(f.dial.itemViews[1].center.distance(to: f.top) <= 0.5)
    press(.right, in: f)
    f.settle()
    #expect(f.dial.selectedIndex == 2)
    press(.left, in: f)
    f.settle()
    #expect(f.dial.selectedIndex == 1)
    press(.left, in: f)
    f.settle()
    press(.left, in: f)
    f.settle()
    #expect(f.dial.selectedIndex == 9)  // wraps round
    #expect(recorder.selected == [1, 2, 1, 0, 9])
    #expect(f.ringError < 0.5 && f.dial.invariantViolations().isEmpty)
  }

  @Test("return activates the selected item")
  func returnActivates() {
    let f = DialFixture()
    f.settle()
    let recorder = DialRecorder(f.dial)
    f.window.focus(f.dial)
    press(.return, in: f)
    #expect(recorder.activated == [0] && recorder.primaryActions == 1)
    #expect(recorder.selected.isEmpty)
  }

  @Test("two quick presses turn two items")
  func quickPresses() {
    let f = DialFixture()
    f.settle()
    f.window.focus(f.dial)
    press(.right, in: f)
    press(.right, in: f)
    f.settle()
    #expect(f.dial.selectedIndex == 2)
  }

  @Test("in right-to-left layouts the ring runs counter-clockwise and the arrows mirror")
  func rightToLeft() {
    let f = DialFixture(show: false)
    f.window.layoutDirection = .rightToLeft
    f.window.tick()
    f.dial.show()
    f.settle()
    #expect(f.dial.itemViews[1].center.x < 256)  // Witbier left of the top
    f.window.focus(f.dial)
    press(.left, in: f)
    f.settle()
    #expect(f.dial.selectedIndex == 1)
    #expect(f.dial.itemViews[1].center.distance(to: f.top) <= 0.5)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test(
    "one adjustable element: value is the selected title; increment and decrement turn one item")
  func adjustable() {
    let f = DialFixture()
    f.settle()
    let recorder = DialRecorder(f.dial)
    let elements = f.window.accessibilityElements()
    #expect(elements.count == 1)
    let element = elements[0]
    #expect(element.label == "Dial menu")
    #expect(element.value == "Pale lager")
    #expect(element.traits.contains(.adjustable))
    #expect(element.customActions.map(\.name) == beerStyles)
    element.increment()
    // VoiceOver reads the new value at once: the item the dial is turning to.
    #expect(f.window.accessibilityElements()[0].value == "Witbier")
    f.settle()
    #expect(f.dial.selectedIndex == 1)
    #expect(f.dial.itemViews[1].center.distance(to: f.top) <= 0.5)
    f.window.accessibilityElements()[0].decrement()
    f.settle()
    f.window.accessibilityElements()[0].decrement()
    f.settle()
    #expect(f.dial.selectedIndex == 9)
    #expect(recorder.selected == [1, 0, 9])
    // No announcements for adjustments: VoiceOver reads the value itself.
    #expect(f.window.announcements.isEmpty)
    #expect(f.window.accessibilityElements()[0].activate())
    #expect(recorder.activated == [9])
    // A custom action brings its item to the top.
    #expect(f.window.accessibilityElements()[0].performAction(named: "Porter"))
    f.settle()
    #expect(f.dial.selectedIndex == 8)
  }

  @Test("a selection by touch is announced; a hidden dial is not an element")
  func announcementsAndHidden() {
    let f = DialFixture()
    f.settle()
    f.drag(f.arc(from: 0, to: .pi / 2, seconds: 0.5))
    f.settle()
    #expect(f.window.announcements == ["Porter"])
    f.dial.hide(animated: false)
    #expect(f.window.accessibilityElements().isEmpty)
    #expect(!f.window.focusableViews.contains { $0 === f.dial })
  }
}
