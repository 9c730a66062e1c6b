import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusViews
import Foundation
import Testing

/// Several controls in one host: a dial over the top of the window and a confirm button
/// below it, driven at once by two pointers, read back as one frame.
@MainActor @Suite struct SeveralControlsTests {
  static let size = Size(width: 375, height: 667)

  static func host() -> (ControlHost, DialMenu, ConfirmActionButton) {
    let host = ControlHost(settings: HostSettings(size: size))
    let dial = DialMenu(frame: Rect(x: 0, y: 0, width: 375, height: 400))
    dial.itemViews = ["Pale lager", "Witbier", "Stout", "Porter"].map { MenuItem(title: $0) }
    host.window.rootView.addSubview(dial)
    dial.show()
    let confirm = ConfirmActionButton(frame: Rect(x: 137.5, y: 480, width: 100, height: 100))
    confirm.title = "Delete"
    host.window.rootView.addSubview(confirm)
    for _ in 0..<30 { _ = host.frame(1 / 60) }
    return (host, dial, confirm)
  }

  @Test("two pointers at once: one turns the dial, the other fills the confirm ring")
  func twoControlsTwoPointers() throws {
    let (host, dial, confirm) = Self.host()
    let before = dial.selectedIndex
    host.send(PointerEvent(id: 1, phase: .began, location: Point(x: 187.5, y: 60)))
    host.send(
      PointerEvent(
        id: 2, phase: .began, location: Point(x: 187.5, y: 530), kind: .pen, force: 4,
        maximumForce: 4))
    var haptics: [HapticFeedback] = []
    // The first pointer sweeps a quarter turn round the dial's centre (187.5, 200), passing
    // over the confirm button's column but never its frame; the second holds still.
    for step in 1...30 {
      let angle = Double(step) / 30 * (Double.pi / 2)
      let at = Point(x: 187.5 + 140 * sin(angle), y: 200 - 140 * cos(angle))
      host.send(PointerEvent(id: 1, phase: .moved, location: at))
      host.send(PointerEvent(id: 2, phase: .stationary, location: Point(x: 187.5, y: 530)))
      haptics += host.frame(1 / 60).haptics
    }
    #expect(confirm.isPressing && confirm.pressCount == 1)
    #expect(confirm.selectionState == .selected, "full pressure fills the ring")
    host.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 327.5, y: 200)))
    for _ in 0..<120 { haptics += host.frame(1 / 60).haptics }
    #expect(dial.selectedIndex != nil && dial.selectedIndex != before, "the dial turned")
    #expect(confirm.isPressing, "the dial's touch ending leaves the button's press alone")
    #expect(haptics.contains(.selection), "the dial ticks as items cross the top")
    #expect(
      haptics.contains { if case .impact(.light, _) = $0 { true } else { false } },
      "the ring filling asks for a light impact: \(haptics)")
    host.send(PointerEvent(id: 2, phase: .cancelled, location: Point(x: 187.5, y: 530)))
    _ = host.frame(1 / 60)
    #expect(!confirm.isPressing && confirm.actionCount == 0, "cancelled: nothing confirmed")
    #expect(host.pointersDown.isEmpty)
  }

  @Test("one frame lists both controls' elements, and tab moves the focus between them")
  func accessibilityAcrossControls() {
    let (host, _, _) = Self.host()
    let labels = host.frame(1 / 60).accessibilityElements.map(\.label)
    #expect(labels.contains("Dial menu") && labels.contains("Delete"), "\(labels)")
    var focused: [String?] = []
    for _ in 0..<2 {
      host.send(KeyEvent(key: .tab, phase: .press))
      host.send(KeyEvent(key: .tab, phase: .release))
      let frame = host.frame(1 / 60)
      focused.append(frame.focusedElement.map { frame.accessibilityElements[$0].label ?? "" })
    }
    #expect(focused == ["Dial menu", "Delete"], "\(focused)")
  }
}
