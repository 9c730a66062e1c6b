import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import SnapshotTesting
import TestSupport
import Testing
@testable import DynamicMenusControls

/// PNG snapshots of the demo dial (512 × 512 at 1x), drawn as the window shows it. References
/// live in __Snapshots__; `make test` never records. Tolerance: 2/255 per channel.
@Suite("Dial snapshots")
@MainActor
struct DialSnapshotTests {
  /// The window's display list, text measured by pango (as the renderer measures it).
  func displayList(_ f: DialFixture) -> DisplayList {
    DisplayList(
      layers: f.window.layers, size: f.window.bounds.size, background: f.window.backgroundColor,
      measurer: PangoTextMeasurer())
  }

  @Test("at rest: Pale lager inflated at the top, the others small around the ring")
  func atRest() {
    TextMeasurement.withMeasurer(PangoTextMeasurer()) {
      let f = DialFixture()
      f.window.backgroundColor = Color(white: 1.0 / 3)
      f.settle()
      assertSnapshot(of: displayList(f), as: .png(scale: 1), named: "1x")
    }
  }

  @Test("focused from the keyboard: the halo inside the inflated circle at the top")
  func focused() {
    TextMeasurement.withMeasurer(PangoTextMeasurer()) {
      let f = DialFixture()
      f.window.backgroundColor = Color(white: 1.0 / 3)
      f.settle()
      f.window.send(KeyEvent(key: .tab, phase: .press))
      f.window.run(for: 0.3)
      #expect(f.window.focusIndicatorView === f.dial)
      assertSnapshot(of: displayList(f), as: .png(scale: 1), named: "1x")
    }
  }

  @Test("focused, turning: the halo rides round the ring with Witbier, the item coming up")
  func focusedTurning() {
    TextMeasurement.withMeasurer(PangoTextMeasurer()) {
      let f = DialFixture()
      f.window.backgroundColor = Color(white: 1.0 / 3)
      f.settle()
      f.window.send(KeyEvent(key: .tab, phase: .press))
      f.window.run(for: 0.3)
      f.window.send(KeyEvent(key: .right, phase: .press))
      f.window.run(for: 0.15)
      #expect(f.dial.focusedItemIndex == 1 && f.dial.motion != .idle)
      assertSnapshot(of: displayList(f), as: .png(scale: 1), named: "1x")
    }
  }

  @Test("mid-spin: a finger carrying Pale lager past two o'clock, the wheel lagging behind")
  func midSpin() {
    TextMeasurement.withMeasurer(PangoTextMeasurer()) {
      let f = DialFixture()
      f.window.backgroundColor = Color(white: 1.0 / 3)
      f.settle()
      let path = f.arc(from: 0, to: .pi / 2, seconds: 0.5)
      f.window.send(Touch(location: path[0], phase: .began, timestamp: f.window.time))
      f.window.tick()
      for p in path.dropFirst().prefix(20) {
        f.window.send(Touch(location: p, phase: .moved, timestamp: f.window.time))
        f.window.tick()
      }
      #expect(f.dial.motion == .dragging(item: 0))
      assertSnapshot(of: displayList(f), as: .png(scale: 1), named: "1x")
    }
  }
}
