import DynamicMenusGeometry
import Testing
@testable import DynamicMenusLayers
@testable import DynamicMenusViews

@MainActor
@Suite("Label and Button")
struct LabelButtonTests {
  let measurer = FallbackTextMeasurer()

  /// The module overview's example (Views.docc/Views.md), as it is written there.
  @Test("a button tapped through the window's input queue runs its action")
  func overviewExample() {
    var tapped = 0
    let window = Window(size: Size(width: 375, height: 667))
    let button = Button(frame: Rect(x: 20, y: 40, width: 120, height: 44))
    button.setTitle("Tap me", for: .normal)
    button.addAction(for: .primaryActionTriggered) { _ in tapped += 1 }
    window.rootView.addSubview(button)
    let point = Point(x: 80, y: 62)
    window.send(Touch(location: point, phase: .began))
    window.tick(1.0 / 60)
    window.send(Touch(location: point, phase: .ended))
    window.tick(1.0 / 60)
    #expect(tapped == 1)
  }

  @Test("sizeToFit measures through the text measurer; the text is centred vertically")
  func labelSize() {
    let label = Label()
    label.text = "Deleted"
    label.font = .systemFont(ofSize: 15, weight: .light)
    label.sizeToFit()
    let width = measurer.width(of: "Deleted", font: label.font)
    let line = measurer.metrics(of: label.font).lineHeight
    #expect(abs(label.bounds.width - width) < 1e-9 && abs(label.bounds.height - line) < 1e-9)
    label.frame = Rect(x: 0, y: 0, width: 200, height: 100)
    label.layoutIfNeeded()
    #expect(label.textLayer.string == "Deleted")
    #expect(abs(label.textLayer.frame.midY - 50) < 1e-9)
    #expect(abs(label.textLayer.frame.height - line) < 1e-9)
  }

  @Test("numberOfLines limits wrapped text; 0 means no limit")
  func lines() {
    let label = Label()
    label.text = "one two three four five six seven eight nine ten"
    label.numberOfLines = 2
    let line = measurer.metrics(of: label.font).lineHeight
    #expect(abs(label.sizeThatFits(Size(width: 80, height: 1000)).height - 2 * line) < 1e-9)
    label.numberOfLines = 0
    #expect(label.sizeThatFits(Size(width: 80, height: 1000)).height > 3 * line)
    label.numberOfLines = 1
    #expect(abs(label.sizeThatFits(Size(width: 80, height: 1000)).height - line) < 1e-9)
  }

  @Test("natural alignment follows the layout direction")
  func alignment() {
    let window = Window(size: Size(width: 100, height: 100))
    let label = Label(frame: window.bounds)
    window.rootView.addSubview(label)
    #expect(label.effectiveAlignment == .left)
    window.layoutDirection = .rightToLeft
    #expect(label.effectiveAlignment == .right)
    window.tick()
    #expect(label.textLayer.alignment == .right)
  }

  @Test("a label reads as its text and takes no touches")
  func labelAccessibility() {
    let window = Window(size: Size(width: 100, height: 100))
    let label = Label(frame: Rect(x: 0, y: 0, width: 50, height: 20))
    label.text = "Hello"
    window.rootView.addSubview(label)
    #expect(window.accessibilitySnapshot().elements.map(\.label) == ["Hello"])
    #expect(window.accessibilitySnapshot().elements.first?.traits == ["staticText"])
    #expect(window.hitTest(Point(x: 10, y: 10)) === window.rootView)
  }

  @Test("per-state title and colours, with fallbacks")
  func buttonStates() {
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
    button.setTitle("Delete", for: .normal)
    button.setTitle("Sure?", for: .highlighted)
    button.setBackgroundColor(.red, for: .normal)
    button.setBackgroundColor(.blue, for: .highlighted)
    #expect(button.titleLabel.text == "Delete" && button.backgroundColor == .red)
    button.isHighlighted = true
    #expect(button.titleLabel.text == "Sure?" && button.backgroundColor == .blue)
    button.isSelected = true
    #expect(button.currentTitle == "Sure?")  // highlighted|selected falls back to highlighted
    button.isHighlighted = false
    #expect(button.currentTitle == "Delete" && button.backgroundColor == .red)
    button.isEnabled = false
    #expect(abs(button.currentTitleColor.alpha - 0.35) < 1e-12)
    button.setTitleColor(.green, for: .disabled)
    #expect(button.currentTitleColor == .green)
  }

  @Test("a tap on a button sends touchUpInside then primaryActionTriggered")
  func buttonTap() {
    let window = Window(size: Size(width: 200, height: 200))
    let button = Button(frame: Rect(x: 50, y: 50, width: 100, height: 44))
    button.setTitle("Go", for: .normal)
    window.rootView.addSubview(button)
    var events: [String] = []
    button.addAction(for: .touchUpInside) { _ in events.append("up") }
    button.addAction(for: .primaryActionTriggered) { _ in events.append("primary") }
    var highlightedTitles: [Bool] = []
    button.addAction(for: .touchDown) { highlightedTitles.append($0.isHighlighted) }
    play("tap 100 70", on: window)
    #expect(events == ["up", "primary"] && highlightedTitles == [true])
    #expect(window.accessibilitySnapshot().elements.first?.label == "Go")
    #expect(window.accessibilitySnapshot().elements.first?.traits == ["button"])
  }
}
