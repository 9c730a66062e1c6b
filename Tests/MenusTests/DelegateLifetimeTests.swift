import DynamicMenusGeometry
import DynamicMenusScripts
import DynamicMenusViews
import Testing
import TestSupport
@testable import DynamicMenusControls

@MainActor
final class ConfirmDeinitDelegate: DeinitCounter, ConfirmActionButtonDelegate {}

/// Delegates and data sources are weak, as UIKit's are: a control never keeps its delegate
/// alive, and a delegate freed before its control leaves the control working, its delegate
/// reading nil (no call reaches freed memory). The other way round, a delegate outliving its
/// control, is `LifetimeTests`' (the control and all it made are freed, the delegate lives).
@Suite("Delegates freed before their controls", .isolatedState)
@MainActor
struct DelegateLifetimeTests {
  @Test("dial: delegate and data source freed first; the dial still turns and selects")
  func dial() {
    let f = DialFixture()
    var freed = 0
    do {
      let delegate = DeinitCounter { freed += 1 }
      f.dial.delegate = delegate
      #expect(f.dial.delegate === delegate)
    }
    #expect(freed == 1 && f.dial.delegate == nil)
    var selected: [Int] = []
    f.dial.onSelect = { selected.append($1) }
    f.settle()
    f.window.focus(f.dial)
    f.window.send(KeyEvent(key: .right, phase: .press))
    f.window.send(KeyEvent(key: .right, phase: .release))
    f.window.run(for: 3)
    #expect(selected == [1])
  }

  @Test("radial, confirm, floating and slide: delegate freed first; the control still runs")
  func others() throws {
    var freed = 0
    // Radial: opened and closed by calls, its state callbacks still reach the closures.
    let (window, radial) = makeRadialDemo()
    do { radial.delegate = RadialDeinitDelegate { freed += 1 } }
    #expect(radial.delegate == nil)
    var opened = 0
    radial.onDidOpen = { _ in opened += 1 }
    radial.open()
    window.run(for: 1.5)
    radial.close()
    window.run(for: 1.5)
    #expect(opened == 1)
    // Confirm: held with the space bar until full, which confirms.
    let confirmWindow = Window(size: Size(width: 375, height: 667))
    let button = ConfirmActionButton(frame: Rect(x: 137.5, y: 450, width: 100, height: 100))
    confirmWindow.rootView.addSubview(button)
    do { button.delegate = ConfirmDeinitDelegate { freed += 1 } }
    #expect(button.delegate == nil)
    var confirmed = 0
    button.onConfirm = { _ in confirmed += 1 }
    try ScriptRunner(window: confirmWindow, source: "key tab\nkey space for 2.2\nwait 0.8").run()
    #expect(confirmed == 1)
    // Floating: opened and cancelled.
    let floating = FloatingFixture()
    do { floating.menu.delegate = FloatingDeinitDelegate { freed += 1 } }
    #expect(floating.menu.delegate == nil)
    floating.menu.open()
    floating.window.run(for: 1)
    floating.menu.cancel()
    floating.window.run(for: 1)
    #expect(floating.window.overlays.isEmpty)
    // Slide: shown and hidden.
    let slide = SlideFixture()
    do { slide.menu.delegate = SlideDeinitDelegate { freed += 1 } }
    #expect(slide.menu.delegate == nil)
    slide.menu.show()
    slide.window.run(for: 2)
    #expect(slide.menu.isMenuShown)
    slide.menu.hide()
    slide.window.run(for: 2)
    #expect(!slide.menu.isMenuShown)
    #expect(freed == 4)
  }
}
