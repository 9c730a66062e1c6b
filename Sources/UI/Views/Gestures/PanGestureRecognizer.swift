public import DynamicMenusGeometry

/// Recognises a drag (continuous): `UIPanGestureRecognizer`.
///
/// Stays `possible` until the fingers' centroid has moved more than ``hysteresis`` (10 pt,
/// docs/views-and-input.md `[obs]`) from where it touched down, then reports `began`, `changed` on
/// every move, and `ended` when the last finger lifts. ``translation(in:)`` counts from the
/// touch-down, so it is already about 10 pt at `began`.
public final class PanGestureRecognizer: GestureRecognizer {
  /// Fewest fingers that pan, ≥ 1. Default 1.
  public var minimumNumberOfTouches = 1
  /// Most fingers that pan. Default unlimited.
  public var maximumNumberOfTouches = Int.max
  /// How far the centroid must move before the pan begins, in points. Default 10.
  public var hysteresis = 10.0
  /// The span of recent motion ``velocity(in:)`` averages over, in seconds. Default 0.1.
  public var velocitySampleWindow = 0.1

  /// Where translation counts from, in window coordinates.
  var base = Point.zero
  /// Where the centroid touched down, for the hysteresis.
  var start = Point.zero
  /// Recent (time, centroid) samples for the velocity, oldest first.
  var samples: [(time: Double, point: Point)] = []

  /// Creates a one-or-more-finger pan recognizer.
  public required init() { super.init() }

  /// The displacement of the fingers' centroid since touch-down (or since the last
  /// ``setTranslation(_:in:)``), in `view`'s coordinates (nil: the window's).
  public func translation(in view: View?) -> Vector {
    let t = lastCentroid - base
    return view.map { $0.convertVector(fromWindow: t) } ?? t
  }

  /// Makes the current translation read `translation` (in `view`'s coordinates), as UIKit's
  /// `setTranslation(_:in:)`; `.zero` makes later readings incremental.
  public func setTranslation(_ translation: Vector, in view: View?) {
    let t = view.map { $0.convertVector(toWindow: translation) } ?? translation
    base = lastCentroid - t
  }

  /// The centroid's velocity in points per second, in `view`'s coordinates: its
  /// displacement over the last ``velocitySampleWindow`` seconds divided by that time; zero
  /// when the fingers have been still that long.
  public func velocity(in view: View?) -> Vector {
    guard let last = samples.last, let first = samples.first, last.time > first.time else {
      return .zero
    }
    let v = (last.point - first.point) * (1 / (last.time - first.time))
    return view.map { $0.convertVector(fromWindow: v) } ?? v
  }

  func record(_ time: Double) {
    samples.append((time, lastCentroid))
    while let first = samples.first, time - first.time > velocitySampleWindow + 1e-9 {
      samples.removeFirst()
    }
  }

  /// Keeps the translation continuous when fingers come or go.
  func rebase(from oldCentroid: Point) {
    base = base + (lastCentroid - oldCentroid)
    start = start + (lastCentroid - oldCentroid)
    samples.removeAll()
  }

  /// Records where the pan starts; more fingers than allowed fail a possible pan.
  public override func touchesBegan(_ began: [Touch]) {
    let time = began.first?.timestamp ?? 0
    if touches.count == began.count {
      base = lastCentroid
      start = lastCentroid
      samples.removeAll()
    } else {
      rebase(from: centroid(excluding: began))
    }
    record(time)
    if state == .possible && touches.count > maximumNumberOfTouches { state = .failed }
  }

  func centroid(excluding excluded: [Touch]) -> Point {
    let rest = touches.filter { touch in !excluded.contains { $0.identifier == touch.identifier } }
    guard !rest.isEmpty else { return lastCentroid }
    var sum = Vector.zero
    for touch in rest { sum = sum + touch.location.vector }
    return Point(x: sum.dx / Double(rest.count), y: sum.dy / Double(rest.count))
  }

  /// Begins past the hysteresis; reports changes after.
  public override func touchesMoved(_ moved: [Touch]) {
    record(moved.first?.timestamp ?? 0)
    switch state {
    case .possible:
      if touches.count >= minimumNumberOfTouches, lastCentroid.distance(to: start) > hysteresis {
        state = .began
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends when fewer than the minimum fingers remain; fails a pan that never began.
  public override func touchesEnded(_ ended: [Touch]) {
    record(ended.first?.timestamp ?? 0)
    if touches.count < minimumNumberOfTouches {
      if state.isActive {
        state = .ended
      } else if state == .possible {
        state = .failed
      }
    } else {
      let before = lastCentroid
      updateCentroid()
      rebase(from: before)
    }
  }

  /// Forgets the pan.
  public override func reset() {
    samples.removeAll()
    super.reset()
  }
}
