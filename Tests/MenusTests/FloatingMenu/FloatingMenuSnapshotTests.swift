import DynamicMenusCairo
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import SnapshotTesting
import TestSupport
import Testing

/// The closed, half-open and open frames over coloured content, so the blur shows (issue 9).
/// Text is measured and drawn by pango, as the `render` command does.
@MainActor
@Suite("FloatingMenu snapshots: closed, half-open and open, with the blur", .serialized)
struct FloatingMenuSnapshotTests {
  /// The demo set-up over stripes of colour and a few lines of text.
  func makeScene(_ configure: (FloatingMenuController) -> Void = { _ in }) -> FloatingFixture {
    TextMeasurement.withMeasurer(PangoTextMeasurer()) {
      let f = FloatingFixture(configure: configure)
      let colors: [Color] = [
        Color(hex: 0xE5_73_73), Color(hex: 0x64_B5_F6), Color(hex: 0x81_C7_84),
        Color(hex: 0xFF_B7_4D), Color(hex: 0xBA_68_C8),
      ]
      View.performWithoutAnimation {
        for (i, color) in colors.enumerated() {
          let stripe = View(frame: Rect(x: 0, y: 40 + Double(i) * 120, width: 375, height: 60))
          stripe.backgroundColor = color
          let text = Label(frame: Rect(x: 16, y: 10, width: 300, height: 40))
          text.text = "Message \(i + 1)"
          text.font = .systemFont(ofSize: 20, weight: .semibold)
          text.textColor = .white
          stripe.addSubview(text)
          f.window.rootView.insertSubview(stripe, at: i)
        }
      }
      f.window.tick()
      return f
    }
  }

  func frame(_ f: FloatingFixture) -> DisplayList {
    DisplayList(
      layers: f.window.layers, size: f.window.bounds.size, background: .white,
      measurer: PangoTextMeasurer())
  }

  /// Runs frames until `seconds` after the tap's frame.
  func advance(_ f: FloatingFixture, to seconds: Double, after begin: Double) {
    while f.window.time - begin < seconds - 1e-9 { f.window.tick() }
  }

  func tapFab(_ f: FloatingFixture) -> Double {
    f.window.send(Touch(location: FloatingFixture.fabCenter, phase: .began))
    f.window.tick()
    f.window.send(Touch(location: FloatingFixture.fabCenter, phase: .ended))
    f.window.tick()
    return f.window.time
  }

  @Test("closed, half-open (0.1 s) and open frames")
  func states() {
    let f = makeScene()
    assertSnapshot(
      of: frame(f), as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001), named: "closed")
    let begin = tapFab(f)
    advance(f, to: 0.1, after: begin)
    assertSnapshot(
      of: frame(f), as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001), named: "half-open")
    advance(f, to: 0.5, after: begin)
    #expect(f.menu.phase == .open)
    assertSnapshot(
      of: frame(f), as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001), named: "open")
  }

  @Test("the dark style, and reduce transparency's solid backdrop")
  func looks() {
    let dark = makeScene { $0.configuration.style = .dark }
    dark.menu.open(animated: false)
    dark.window.tick()
    assertSnapshot(
      of: frame(dark), as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001), named: "dark")
    let solid = makeScene()
    solid.window.reduceTransparency = true
    solid.menu.open(animated: false)
    solid.window.tick()
    assertSnapshot(
      of: frame(solid), as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001), named: "solid")
  }

  @Test("a quarter arc of icons, and a circle with short titles moved in from the corner")
  func figures() {
    let arc = makeScene {
      $0.configuration.layout = .arc()
      $0.labelTitles = []
    }
    arc.menu.open(animated: false)
    arc.window.tick()
    assertSnapshot(
      of: frame(arc), as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001), named: "arc")
    let circle = makeScene {
      $0.configuration.layout = .circle()
      $0.labelTitles = ["Mail", "Call", "Photo", "Map", "Note"]
    }
    circle.menu.open(animated: false)
    circle.window.tick()
    assertSnapshot(
      of: frame(circle), as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001),
      named: "circle")
  }

  @Test("opened from the keyboard, two arrows up: the halo round Heidi Hernandez's button")
  func focused() {
    let f = makeScene()
    f.play("key tab\nkey return\nwait 0.6\nkey up\nkey up\nwait 0.3")
    #expect(f.window.focusIndicatorView === f.menu.buttonItems[1])
    assertSnapshot(
      of: frame(f), as: .png(scale: 1, tolerance: 3, allowedFraction: 0.001), named: "focused")
  }
}
