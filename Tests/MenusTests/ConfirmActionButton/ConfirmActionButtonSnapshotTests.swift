import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusScripts
import DynamicMenusViews
import SnapshotTesting
import TestSupport
import Testing
@testable import DynamicMenusControls

/// PNG snapshots of each state at 2x, in a 220 × 280 window on the demo's dark background, the
/// button centred at (110, 210) and pressed there (the ring centred at (110, 110)). References
/// live in __Snapshots__; `make test` never records. Tolerance: 2/255 per channel.
@MainActor
@Suite("ConfirmActionButton: snapshots")
struct ConfirmActionButtonSnapshotTests {
  /// Plays `script` on a fresh window (after `configure`) and renders it, with pango measuring
  /// the text as the renderer draws it.
  func render(
    _ script: String, configure: (Window) -> Void = { _ in }
  ) -> DisplayList {
    TextMeasurement.withMeasurer(PangoTextMeasurer()) {
      let window = Window(size: Size(width: 220, height: 280))
      window.backgroundColor = Color(hex: 0x1C_1C_1E)
      configure(window)
      let button = ConfirmActionButton(frame: Rect(x: 60, y: 160, width: 100, height: 100))
      button.title = "Delete"
      window.rootView.addSubview(button)
      window.tick(0)
      do {
        try ScriptRunner(window: window, source: script).run()
      } catch {
        Issue.record("script error: \(error)")
      }
      return DisplayList(
        layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
        measurer: PangoTextMeasurer())
    }
  }

  @Test func idle() {
    assertSnapshot(of: render(""), as: .png(scale: 2), named: "2x")
  }

  @Test func updating() {
    assertSnapshot(of: render("down 110 210\nwait 0.9"), as: .png(scale: 2), named: "2x")
  }

  @Test func selected() {
    assertSnapshot(of: render("down 110 210 force 6.67\nwait 0.3"), as: .png(scale: 2), named: "2x")
  }

  @Test func confirmed() {
    let list = render("down 110 210 force 6.67\nmove 110 115\nwait 0.3")
    assertSnapshot(of: list, as: .png(scale: 2), named: "2x")
  }

  @Test func emptyingAfterRelease() {
    let list = render("down 110 210 force 6.67\nmove 110 115\nwait 0.3\nup\nwait 0.1")
    assertSnapshot(of: list, as: .png(scale: 2), named: "2x")
  }

  @Test func confirmedWithReduceMotion() {
    let list = render("down 110 210 force 6.67\nmove 110 115\nwait 0.3") {
      $0.reduceMotion = true
    }
    assertSnapshot(of: list, as: .png(scale: 2), named: "2x")
  }

  @Test func updatingRightToLeft() {
    let list = render("down 110 210\nwait 0.9") { $0.layoutDirection = .rightToLeft }
    assertSnapshot(of: list, as: .png(scale: 2), named: "2x")
  }
}
