import DynamicMenusGeometry
import DynamicMenusRendering
import SnapshotTesting
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusViews

/// PNG snapshots of the demo (512 × 512, 1x) closed, opening and open, rendered by cairo.
/// References live in __Snapshots__; `make test` never records. Tolerance 2/255 per channel.
@MainActor
@Suite("RadialMenu snapshots")
struct RadialMenuSnapshotTests {
  /// The demo window drawn now.
  func picture(_ window: Window) -> DisplayList {
    DisplayList(
      layers: window.layers, size: window.bounds.size, background: window.backgroundColor)
  }

  func demo() -> (Window, RadialMenu) {
    let (window, menu) = makeRadialDemo()
    window.backgroundColor = RadialMenu.nearBlack
    return (window, menu)
  }

  @Test("closed: the 28 pt thick ring around the 8 pt thin ring")
  func closed() {
    let (window, _) = demo()
    assertSnapshot(of: picture(window), as: .png(scale: 1), named: "closed")
  }

  @Test("opening, 0.5 s after the press: rings out, lines drawing, icons on their way")
  func opening() {
    let (window, menu) = demo()
    playScript("down 256 256\nwait 0.5", on: window)
    #expect(menu.menuState == .opening)
    assertSnapshot(of: picture(window), as: .png(scale: 1), named: "opening")
  }

  @Test("open, with the finger highlighting Taurus")
  func open() {
    let (window, menu) = demo()
    playScript("down 256 256\nwait 1.2\nmove 340 340\nwait 0.1", on: window)
    #expect(menu.menuState == .open && menu.highlightedIndex == 1)
    assertSnapshot(of: picture(window), as: .png(scale: 1), named: "open")
  }

  @Test("focused from the keyboard, closed: the halo round the centre ring")
  func focusedClosed() {
    let (window, _) = demo()
    playScript("key tab\nwait 0.3", on: window)
    assertSnapshot(of: picture(window), as: .png(scale: 1), named: "focusedClosed")
  }

  @Test("focused from the keyboard, open: the halo round the highlighted sector (Taurus)")
  func focusedOpen() {
    let (window, menu) = demo()
    playScript("key tab\nkey return\nwait 1.1\nkey right\nkey right\nwait 0.3", on: window)
    #expect(menu.menuState == .open && menu.highlightedIndex == 1)
    assertSnapshot(of: picture(window), as: .png(scale: 1), named: "focusedOpen")
  }
}
