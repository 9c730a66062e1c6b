import DynamicMenusViews
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing

/// Taps, cancels, callbacks, accessibility, the keyboard, the looks.
@MainActor
@Suite("FloatingMenu interaction: items, cancel paths, callbacks, accessibility, keyboard")
struct FloatingMenuInteractionTests {
  @Test(
    "tapping each item's button reports its index, to the delegate then the closure",
    arguments: 0..<5)
  func tapEachButton(index: Int) {
    let f = FloatingFixture()
    var selected: [Int] = []
    var feedback: [FloatingMenuController.Feedback] = []
    f.menu.onSelect = { selected.append($1) }
    f.menu.onFeedback = { feedback.append($1) }
    f.openAndSettle()
    f.play("tap 320 \(600 - 70 * (index + 1))")
    #expect(selected == [index])
    #expect(f.heard == ["willOpen", "didOpen", "tap \(index)", "willClose"])
    #expect(feedback == [.open, .select(index)])
    f.settle()
    #expect(f.menu.phase == .closed)
    #expect(f.menu.eventLog == ["open", "opened", "tap \(index)", "close", "closed"])
  }

  @Test("tapping a label chooses its item too", arguments: 0..<5)
  func tapEachLabel(index: Int) {
    let f = FloatingFixture()
    f.openAndSettle()
    let label = f.menu.buttonLabels[index].center
    f.play("tap \(label.x) \(label.y)")
    #expect(f.heard.contains("tap \(index)"))
  }

  @Test("the close button cancels")
  func closeButtonCancels() {
    let f = FloatingFixture()
    var cancels = 0
    f.menu.onCancel = { _ in cancels += 1 }
    f.openAndSettle()
    f.play("tap 320 600")  // the close button sits where the floating button is
    #expect(cancels == 1)
    #expect(f.heard == ["willOpen", "didOpen", "cancel", "willClose"])
    f.settle()
    #expect(f.heard.last == "didClose")
    #expect(f.menu.eventLog == ["open", "opened", "cancel", "close", "closed"])
  }

  @Test(
    "a tap on the backdrop cancels",
    arguments: [Point(x: 40, y: 60), Point(x: 200, y: 640), Point(x: 360, y: 300)])
  func backdropCancels(at point: Point) {
    let f = FloatingFixture()
    f.openAndSettle()
    f.play("tap \(point.x) \(point.y)")
    #expect(f.heard.suffix(2) == ["cancel", "willClose"])
  }

  @Test("escape cancels: the key, and the accessibility gesture")
  func escapeCancels() {
    let f = FloatingFixture()
    f.openAndSettle()
    f.play("key escape")
    #expect(f.heard.suffix(2) == ["cancel", "willClose"])
    f.settle()
    f.openAndSettle()
    let close = f.window.accessibilityElements().last
    #expect(close?.performEscape() == true)
    #expect(f.menu.eventLog.suffix(2) == ["cancel", "close"])
  }

  @Test("with closesOnSelection off the menu stays open; a delegate may dismiss it itself")
  func staysOpen() {
    let f = FloatingFixture { $0.configuration.closesOnSelection = false }
    f.openAndSettle()
    f.play("tap 320 460")
    #expect(f.menu.phase == .open)
    #expect(f.heard.last == "tap 1")
    f.menu.close()
    f.settle()
    #expect(f.menu.phase == .closed)
  }

  @Test("taps on the closing menu fall through; taps before it opens do nothing")
  func inertStates() {
    let f = FloatingFixture()
    f.menu.select(2)
    f.menu.cancel()
    #expect(f.menu.eventLog.isEmpty)
    f.openAndSettle()
    f.menu.close()
    f.window.tick()
    f.play("tap 40 60")  // the backdrop while closing: no second cancel
    #expect(!f.menu.eventLog.contains("cancel"))
    f.menu.select(7)
    #expect(!f.menu.eventLog.contains("tap 7"))
  }

  @Test("presenting it with the window's present opens it; the window's dismiss closes it")
  func windowPresentation() {
    let f = FloatingFixture()
    f.window.present(f.menu)
    #expect(f.menu.phase == .open)
    f.window.dismiss(f.menu, animated: false)
    #expect(f.menu.phase == .closed)
    #expect(f.menu.eventLog == ["open", "opened", "close", "closed"])
    #expect(f.menu.invariantViolations().isEmpty)
  }

  // MARK: Accessibility

  @Test("the open menu is modal: its items by title, then Close; the content behind is hidden")
  func accessibilityTree() {
    let f = FloatingFixture()
    let behind = f.window.accessibilityElements().map(\.label)
    #expect(behind.count == 1)  // the floating button
    f.openAndSettle()
    let elements = f.window.accessibilityElements()
    #expect(elements.map(\.label) == FloatingFixture.titles + ["Close"])
    #expect(elements.allSatisfy { $0.traits.contains(.button) })
    // Each item's frame holds its button and its label.
    let first = elements[0].frame
    #expect(first.contains(Point(x: 320, y: 530)))
    #expect(first.contains(f.menu.buttonLabels[0].center))
    #expect(f.window.announcements.last == "Menu, 5 items")
    // Activating an item selects it.
    #expect(elements[3].activate())
    #expect(f.heard.contains("tap 3"))
    f.settle()
    #expect(f.window.accessibilityElements().map(\.label) == behind)
  }

  // MARK: Keyboard

  @Test("up and down move the focus along the buttons, return activates, from the close button")
  func keyboard() {
    let f = FloatingFixture()
    f.openAndSettle()
    f.play("key up")
    #expect(f.window.focusedView === f.menu.buttonItems[0])
    f.play("key up\nkey up")
    #expect(f.window.focusedView === f.menu.buttonItems[2])
    f.play("key down")
    #expect(f.window.focusedView === f.menu.buttonItems[1])
    f.play("key down\nkey down\nkey down")
    #expect(f.window.focusedView === f.menu.closeButton)  // stops at the end
    f.play("key up\nkey up\nkey return")
    #expect(f.heard.last == "willClose")
    #expect(f.heard.contains("tap 1"))
    f.settle()
    #expect(f.window.focusedView === f.fab)  // the focus goes back to the floating button
  }

  @Test("a menu opening downwards walks down first; a sideways one takes left and right")
  func keyboardDirections() {
    // Straight lines, as set (kept inside the window, a line down from the floating button
    // near the bottom would run up).
    let down = FloatingFixture(buttonDirection: .down) {
      $0.configuration.confinesToSafeArea = false
    }
    down.openAndSettle()
    down.play("key down")
    #expect(down.window.focusedView === down.menu.buttonItems[0])
    let left = FloatingFixture(buttonDirection: .left, labelDirection: .up) {
      $0.configuration.confinesToSafeArea = false
    }
    left.openAndSettle()
    left.play("key left")
    #expect(left.window.focusedView === left.menu.buttonItems[0])
    left.play("key left\nkey right")
    #expect(left.window.focusedView === left.menu.buttonItems[0])
    left.play("key up")  // reading order: leftwards is earlier
    #expect(left.window.focusedView === left.menu.buttonItems[1])
  }

  // MARK: Looks

  @Test("light by default; the dark style; reduce transparency makes the backdrop solid")
  func looks() {
    let f = FloatingFixture()
    #expect(f.menu.configuration.blurStyle == .light)
    f.menu.configuration.style = .dark
    #expect(f.menu.blurredView.style == .dark)
    #expect(f.menu.buttonLabels[0].backgroundColor == FloatingMenuPalette.flatBlack)
    #expect(f.menu.buttonLabels[0].textColor == FloatingMenuPalette.flatWhite)
    f.window.reduceTransparency = true
    f.openAndSettle()
    #expect(f.menu.blurredView.isShowingSolidFallback)
    #expect(f.menu.blurredView.backdropLayer.blurRadius == 0)
  }

  @Test("the floating button: round, white icon, darker while pressed, hit inside the circle")
  func floatingButton() {
    let fab = FloatingButton(image: Icons.plus)
    #expect(fab.bounds.size == Size(width: 50, height: 50))
    #expect(fab.layer.cornerRadius == 25 && !fab.clipsToBounds)  // unclipped: its shadow shows
    #expect(fab.tintColor == .white)
    #expect(fab.backgroundColor == FloatingMenuPalette.flatBlue)
    fab.isHighlighted = true
    let dark = fab.backgroundColor!
    #expect(
      dark.red < FloatingMenuPalette.flatBlue.red && dark.blue < FloatingMenuPalette.flatBlue.blue)
    fab.isHighlighted = false
    #expect(fab.point(inside: Point(x: 25, y: 2)))
    #expect(!fab.point(inside: Point(x: 3, y: 3)))
    let close = FloatingMenuController(fromView: fab).closeButton
    #expect(close.backgroundColor == FloatingMenuPalette.flatRed)
    #expect(close.currentImage == Icons.close)
  }
}
