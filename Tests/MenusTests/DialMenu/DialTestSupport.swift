import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusViews
import Testing
@testable import DynamicMenusControls

/// The tutorial's ten beer styles.
let beerStyles = [
  "Pale lager", "Witbier", "Pilsner", "Weissbier", "APA", "IPA", "English Bitter",
  "Dark lager", "Porter", "Stout",
]

/// A 512 × 512 window with the tutorial's dial filling it.
@MainActor
struct DialFixture {
  let window: Window
  let dial: DialMenu

  /// The demo: `count` items (the beer styles, then "Item i"), shown at time 0.
  init(count: Int = 10, size: Double = 512, show: Bool = true, fps: Double = 60) {
    window = Window(size: Size(width: size, height: size), framesPerSecond: fps)
    window.rootView.backgroundColor = Color(white: 0.333)
    dial = DialMenu(frame: Rect(x: 0, y: 0, width: size, height: size))
    dial.itemViews = (0..<count).map {
      MenuItem(title: $0 < beerStyles.count ? beerStyles[$0] : "Item \($0)")
    }
    window.rootView.addSubview(dial)
    if show { dial.show() }
  }

  /// The ring's top point.
  var top: Point { dial.ring.top }

  /// Runs frames until the dial is shown, idle and its animator paused, or `limit` seconds.
  func settle(limit: Double = 10) {
    var t = 0.0
    while t < limit {
      window.tick()
      t += 1 / window.framesPerSecond
      if dial.transition == .none && dial.motion == .idle && !(dial.animator?.isRunning ?? false) {
        return
      }
    }
  }

  /// A touch down, moves along `points` (one per frame), and up at the last point.
  func drag(_ points: [Point], id: Int = 1) {
    guard let first = points.first else { return }
    window.send(Touch(identifier: id, location: first, phase: .began, timestamp: window.time))
    window.tick()
    for p in points.dropFirst() {
      window.send(Touch(identifier: id, location: p, phase: .moved, timestamp: window.time))
      window.tick()
    }
    window.send(
      Touch(identifier: id, location: points.last!, phase: .ended, timestamp: window.time))
    window.tick()
  }

  /// Points along the ring's circle from angle `from` to `to` (radians, clockwise from the
  /// top) over `seconds`, one per frame, at radius `radius` (default the ring's).
  func arc(from: Double, to: Double, seconds: Double, radius: Double? = nil) -> [Point] {
    let frames = max(Int((seconds * window.framesPerSecond).rounded()), 1)
    let r = radius ?? dial.ring.radius
    let c = dial.ring.center
    return (0...frames).map { k in
      let a = from + (to - from) * Double(k) / Double(frames)
      return Point(x: c.x + r * Angles.sin(a), y: c.y - r * Angles.cos(a))
    }
  }

  /// How far each item is from the ring (|distance to centre − radius|), the largest.
  var ringError: Double {
    dial.itemViews.map { abs($0.center.distance(to: dial.ring.center) - dial.ring.radius) }
      .max() ?? 0
  }

  /// How far neighbours are from one chord apart, the largest.
  var spacingError: Double {
    let items = dial.itemViews
    guard items.count > 1 else { return 0 }
    return items.indices.map {
      abs(items[$0].center.distance(to: items[($0 + 1) % items.count].center) - dial.ring.chord)
    }.max() ?? 0
  }
}
