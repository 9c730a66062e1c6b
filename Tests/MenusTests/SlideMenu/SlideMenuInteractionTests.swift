import DynamicMenusLayers
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusViews
import Testing

/// Swipes, taps, choosing options, the keyboard, VoiceOver, right-to-left layouts and the
/// hooks.
@MainActor
@Suite("SlideMenu: interaction")
struct SlideMenuInteractionTests {
  /// The centre of option `index`'s row in the shown demo menu (window coordinates).
  static func row(_ index: Int) -> Point { Point(x: 300, y: 20 + 50 * Double(index) + 25) }

  @Test("choosing rows reports their indices and titles, and the menu stays up")
  func choosingRows() {
    let f = SlideFixture()
    var chosen: [String] = []
    f.menu.onSelect = { chosen.append("\($1) \($0.options[$1].title)") }
    f.showAndSettle()
    for index in [3, 0, 4, 1, 2] {
      let p = Self.row(index)
      f.play("tap \(p.x) \(p.y)")
    }
    #expect(chosen == ["3 Settings", "0 Download", "4 About", "1 Upload", "2 E-mail"])
    #expect(f.heard.filter { $0.hasPrefix("select") } == chosen.map { "select \($0)" })
    #expect(f.menu.selectedIndex == 2 && f.menu.phase == .shown)
    #expect(f.feedback.contains(.select(4)))
    #expect(f.menu.invariantViolations() == [])
  }

  @Test("rows are 50 pt tall below a 20 pt inset, each with its icon")
  func rowGeometry() {
    let f = SlideFixture()
    let list = f.menu.optionsListView
    #expect(list.rowHeight == 50 && list.frame == Rect(x: 0, y: 20, width: 150, height: 647))
    #expect(list.rows.map(\.title) == SlideFixture.titles)
    #expect(list.rows.allSatisfy { $0.icon != nil })
    #expect(list.textColor == .white && list.iconTintColor == .white)
    f.menu.configuration.tableSettings.textColor = .black
    f.menu.configuration.tableSettings.textAlignment = .center
    #expect(list.textColor == .black && list.iconTintColor == .black)
    #expect(list.textAlignment == .center)
    f.menu.configuration.optionCellHeight = 60
    #expect(list.rowHeight == 60)
  }

  @Test("tableSettings: the documented defaults, and every field reaches the list")
  func tableSettings() {
    let f = SlideFixture()
    let list = f.menu.optionsListView
    // The defaults docs/controls/slide-menu.md gives (not ListView's own: 17 pt, grey).
    let white30 = Color(white: 1, alpha: 0.3)
    #expect(f.menu.configuration.tableSettings == SlideMenu.TableSettings())
    #expect(f.menu.configuration.tableSettings.font == .systemFont(ofSize: 15))
    #expect(f.menu.configuration.tableSettings.selectionStyle == .highlight)
    #expect(f.menu.configuration.tableSettings.selectionColor == white30)
    #expect(f.menu.configuration.tableSettings.iconTintColor == nil)
    #expect(list.font == .systemFont(ofSize: 15))
    #expect(list.textAlignment == .natural)
    #expect(list.selectionStyle == .highlight && list.selectionColor == white30)
    // Each typed field replaces one key of the tutorial's dictionary.
    let ink = Color(red: 0.1, green: 0.2, blue: 0.3)
    let mark = Color(red: 1, green: 0.8, blue: 0, alpha: 0.5)
    let tint = Color(red: 0.9, green: 0.1, blue: 0.1)
    f.menu.configuration.tableSettings = SlideMenu.TableSettings(
      font: .systemFont(ofSize: 20, weight: .bold), textColor: ink, textAlignment: .right,
      selectionStyle: .persistent, selectionColor: mark, iconTintColor: tint)
    #expect(list.font == .systemFont(ofSize: 20, weight: .bold))
    #expect(list.textColor == ink && list.textAlignment == .right)
    #expect(list.selectionStyle == .persistent && list.selectionColor == mark)
    #expect(list.iconTintColor == tint)
    f.menu.configuration.tableSettings.selectionStyle = .none
    #expect(list.selectionStyle == .none)
    f.menu.configuration.tableSettings.iconTintColor = nil
    #expect(list.iconTintColor == ink)  // nil follows the text colour
    // Choosing still works whatever the look.
    var chosen: [Int] = []
    f.menu.onSelect = { _, index in chosen.append(index) }
    f.showAndSettle()
    let p = Self.row(3)
    f.play("tap \(p.x) \(p.y)")
    #expect(chosen == [3] && f.menu.selectedIndex == 3)
    #expect(f.menu.invariantViolations() == [])
  }

  @Test("hidesOnSelection reports the choice, then hides")
  func hidesOnSelection() {
    let f = SlideFixture { _, menu in menu.configuration.hidesOnSelection = true }
    f.showAndSettle()
    f.play("tap 300 95")
    #expect(f.heard.suffix(2) == ["select 1 Upload", "willClose"])
    f.settle()
    #expect(f.menu.phase == .hidden)
  }

  @Test("a tap on the backdrop hides the menu, and never reaches the content under it")
  func backdropTap() {
    let f = SlideFixture()
    let button = Button(frame: Rect(x: 20, y: 280, width: 120, height: 44))
    var taps = 0
    button.addAction(for: .primaryActionTriggered) { _ in taps += 1 }
    f.window.rootView.insertSubview(button, at: 0)
    f.play("tap 80 300")
    #expect(taps == 1, "the content takes taps while the menu is hidden")
    f.showAndSettle()
    f.play("tap 80 300")
    #expect(taps == 1 && !f.menu.isMenuShown && f.menu.phase == .hiding)
    f.settle()
    #expect(f.menu.phase == .hidden)
    f.play("tap 80 300")
    #expect(taps == 2)
  }

  @Test("swipes only in the right direction on the right view")
  func swipeDirections() {
    let f = SlideFixture()
    f.play("swipe right from 100 300 in 0.15")
    #expect(!f.menu.isMenuShown, "a swipe away from the menu's side does not show it")
    f.play(SlideFixture.showSwipe)
    f.settle()
    f.play("swipe left from 350 300 in 0.15")
    #expect(f.menu.isMenuShown, "a swipe left on the shown menu leaves it")
    f.play("swipe right from 100 300 in 0.15")
    #expect(f.menu.isMenuShown, "a swipe right on the backdrop is not the menu's")
    f.play(SlideFixture.hideSwipe)
    #expect(!f.menu.isMenuShown)
    f.settle()
    #expect(f.heard == ["willOpen", "didOpen", "willClose", "didClose"])
  }

  @Test("the hide swipe works over a list that scrolls, and the list scrolls")
  func longList() {
    let options = (1...30).map { SlideMenu.Option(title: "Option \($0)") }
    let f = SlideFixture(options: options)
    f.showAndSettle()
    let list = f.menu.optionsListView
    #expect(list.contentOverflows)
    f.play("drag 300 500 to 300 200 in 0.3")
    f.window.run(for: 1)
    #expect(list.contentOffset > 200, "scrolled to \(list.contentOffset)")
    f.play(SlideFixture.hideSwipe)
    #expect(!f.menu.isMenuShown)
  }

  @Test("a swipe in mid-flight turns the menu back")
  func swipeTurnsBack() {
    let f = SlideFixture()
    f.play(SlideFixture.showSwipe)
    f.window.run(for: 0.25)
    #expect(f.menu.phase == .showing && f.menuX < 330)
    f.play("tap 60 300")  // the backdrop is already dimming, so it takes the tap
    #expect(!f.menu.isMenuShown)
    f.settle()
    #expect(f.menu.phase == .hidden && f.heard == ["willOpen", "willClose", "didClose"])
  }

  @Test("keyboard: the shown menu has the focus; up, down and return choose; escape hides")
  func keyboard() {
    let f = SlideFixture()
    let field = FocusableView(frame: Rect(x: 10, y: 10, width: 50, height: 30))
    f.window.rootView.insertSubview(field, at: 0)
    f.window.focus(field)
    var chosen: [Int] = []
    f.menu.onSelect = { _, index in chosen.append(index) }
    f.showAndSettle()
    #expect(f.window.focusedView === f.menu.optionsListView)
    f.play("key down\nkey down\nkey down\nkey up\nkey return")
    #expect(chosen == [1])
    f.play("key escape")
    #expect(!f.menu.isMenuShown)
    #expect(f.window.focusedView === field, "the focus goes back")
    f.settle()
    #expect(f.menu.isHidden && !f.window.focusableViews.contains { $0 === f.menu.optionsListView })
  }

  @Test("VoiceOver: modal options while shown, escape and the close action hide, an announcement")
  func accessibility() throws {
    let f = SlideFixture()
    let label = Label(frame: Rect(x: 20, y: 100, width: 200, height: 30))
    label.text = "Content"
    f.window.rootView.insertSubview(label, at: 0)
    #expect(f.window.accessibilityElements().map(\.label) == ["Content"])
    f.showAndSettle()
    #expect(f.window.announcements.last == "Menu, 5 options")
    let elements = f.window.accessibilityElements()
    #expect(elements.map(\.label) == SlideFixture.titles.map(Optional.some))
    #expect(elements.allSatisfy { $0.traits.contains(.button) })
    // At rest on its boundary, give or take the contact slop of 0.5 pt.
    let frame = elements[0].frame
    #expect(
      abs(frame.minX - 225) <= 0.5 && frame.minY == 20 && frame.size == Size(width: 150, height: 50)
    )
    #expect(f.menu.accessibilityViewIsModal)
    #expect(elements[2].activate())
    #expect(f.heard.last == "select 2 E-mail")
    #expect(elements[2].performEscape() && !f.menu.isMenuShown)
    #expect(f.window.accessibilityElements().map(\.label) == ["Content"])
    f.settle()
    f.showAndSettle()
    let again = f.window.accessibilityElements()
    #expect(again[0].performAction(named: SlideMenu.closeActionName))
    #expect(!f.menu.isMenuShown)
    f.showAndSettle()
    #expect(f.menu.accessibilityPerformEscape() && !f.menu.isMenuShown)
  }

  @Test("right to left: the trailing menu comes from the left, and flips when the layout does")
  func rightToLeft() {
    let f = SlideFixture { window, _ in window.layoutDirection = .rightToLeft }
    #expect(f.menu.frame.minX == -150 && !f.menu.slidesFromRight)
    f.play("swipe right from 60 300 in 0.15")
    f.settle()
    #expect(abs(f.menuX) <= 0.5 && f.menu.phase == .shown)
    let first = f.menu.optionsListView.rows.isEmpty ? nil : f.menu.optionsListView
    #expect(first?.isRightToLeft == true)
    // The layout turns left to right while shown: at rest on the right at the next frame.
    f.window.layoutDirection = .leftToRight
    f.window.tick()
    #expect(f.menu.frame.minX == 225 && f.menu.phase == .shown && f.menu.isAtRest)
    #expect(f.menu.invariantViolations() == [])
    f.play(SlideFixture.hideSwipe)
    f.settle()
    #expect(f.menu.phase == .hidden && f.menuX >= 375)
  }

  @Test("an explicit side ignores the layout direction; changing the edge re-docks")
  func explicitEdges() {
    let f = SlideFixture(edge: .right) { window, _ in window.layoutDirection = .rightToLeft }
    #expect(f.menu.frame.minX == 375 && f.menu.slidesFromRight)
    f.menu.edge = .leading
    f.window.tick()
    #expect(f.menu.frame.minX == 375, "leading is the right in a right-to-left layout")
    f.menu.edge = .left
    f.window.tick()
    #expect(f.menu.frame.minX == -150)
    #expect(f.menu.showSwipeGestureRecognizer.direction == .right)
    #expect(f.menu.hideSwipeGestureRecognizer.direction == .left)
  }

  @Test("delegate, closures and feedback, in order")
  func callbacks() {
    let f = SlideFixture()
    var closures: [String] = []
    f.menu.onWillOpen = { _ in closures.append("willOpen") }
    f.menu.onDidOpen = { _ in closures.append("didOpen") }
    f.menu.onWillClose = { _ in closures.append("willClose") }
    f.menu.onDidClose = { _ in closures.append("didClose") }
    f.showAndSettle()
    f.menu.selectOption(at: 4)
    f.menu.selectOption(at: 9)  // out of range: nothing
    f.menu.hide()
    f.settle()
    #expect(closures == ["willOpen", "didOpen", "willClose", "didClose"])
    #expect(f.heard == ["willOpen", "didOpen", "select 4 About", "willClose", "didClose"])
    #expect(f.feedback.first == .show && f.feedback.last == .hide)
    let impacts = f.feedback.compactMap { if case .impact(let s) = $0 { s } else { nil } }
    #expect(impacts.count >= 2, "the first strike and the bounce's return: \(impacts)")
    #expect(impacts[0] > 500 && impacts[0] < 650, "first strike at ~570 pt/s: \(impacts[0])")
    #expect(f.feedback.contains(.select(4)))
    #expect(f.menu.eventLog == ["show", "shown", "select 4", "hide", "hidden"])
  }

  @Test("the menu follows its superview: backdrop, swipe and animator move with it")
  func changingTargets() {
    let f = SlideFixture()
    let other = View(frame: Rect(x: 0, y: 100, width: 300, height: 400))
    f.window.rootView.addSubview(other)
    f.menu.show()
    f.window.tick()
    other.addSubview(f.menu)
    #expect(f.menu.backgroundView.superview === other)
    #expect(f.menu.showSwipeGestureRecognizer.view === other)
    #expect(f.menu.animator?.referenceView === other)
    #expect(f.window.rootView.gestureRecognizers.isEmpty)
    #expect(f.menu.phase == .shown && f.menu.frame.minX == 150, "at rest in the new target")
    f.menu.hide()
    f.settle()
    #expect(f.menu.phase == .hidden && abs(f.menu.frame.minX - 300) <= 1)
    f.menu.removeFromSuperview()
    #expect(f.menu.backgroundView.superview == nil && f.menu.animator == nil)
    #expect(other.gestureRecognizers.isEmpty)
  }

  @Test("a resized target: the menu re-docks at its next layout or toggle")
  func resizedTarget() {
    let f = SlideFixture()
    f.showAndSettle()
    f.window.resize(to: Size(width: 500, height: 667))
    f.menu.setNeedsLayout()
    f.window.tick()
    #expect(f.menu.frame.minX == 350 && f.menu.backgroundView.frame.width == 500)
    f.window.resize(to: Size(width: 400, height: 667))
    f.menu.hide()
    f.settle()
    #expect(f.menu.frame.minX >= 400 && f.menu.frame.minX <= 401)
    #expect(f.menu.invariantViolations() == [])
  }
}

/// A view that takes the keyboard focus.
final class FocusableView: View {
  override var canBecomeFocused: Bool { true }
}
