import DynamicMenusAnimation
import DynamicMenusGeometry

/// The scrolling of one axis as UIScrollView does it, as a deterministic simulation in closed
/// form (so it does not depend on the frame rate).
///
/// - **Dragging**: the offset follows the finger; past either end it is rubber-banded with
///   UIScrollView's formula `b(x) = (1 − 1/(x·c/d + 1))·d`, c = 0.55, d = the viewport's
///   length: the content moves less and less the farther it is pulled, never more than d.
/// - **Decelerating** after a flick: the velocity decays by the "normal" rate 0.998 per
///   millisecond, `v(t) = v₀·r^(1000t)`, so `offset(t) = o₀ + v₀·(r^(1000t) − 1)/(1000·ln r)`;
///   it stops when less than half a point of travel remains (|v| < 1000·|ln r|/2 ≈ 1 pt/s).
/// - **Bouncing**: released past an end, or reaching one while decelerating (at the exact
///   crossing time), the offset returns to the end on a critically damped spring of
///   response ``bounceResponse`` (0.4 s, a tunable guess), starting with the velocity it had.
nonisolated struct ScrollPhysics {
  /// UIScrollView's `.normal` deceleration rate, per millisecond.
  static let decelerationRate = 0.998
  /// UIScrollView's rubber-band constant.
  static let rubberBandConstant = 0.55
  /// The bounce-back spring's response (undamped period), in seconds.
  static let bounceResponse = 0.4

  nonisolated enum Phase: Equatable {
    case idle
    case dragging(startOffset: Double)
    case decelerating(elapsed: Double, startOffset: Double, startVelocity: Double)
    case bouncing(elapsed: Double, edge: Double, startDisplacement: Double, startVelocity: Double)
  }

  /// The offset now (content coordinate at the viewport's start), in points.
  var offset = 0.0
  /// The velocity now, in points per second (positive: the offset grows).
  var velocity = 0.0
  /// The largest offset (content length − viewport length, at least 0).
  var maximumOffset = 0.0
  /// The viewport's length, in points.
  var dimension = 0.0
  var phase = Phase.idle

  /// `(1 − 1/(x·c/d + 1))·d`: how far content pulled `x` points past an end moves.
  static func rubberBand(_ x: Double, dimension d: Double) -> Double {
    guard d > 0 else { return 0 }
    return (1 - 1 / (x * rubberBandConstant / d + 1)) * d
  }

  var isMoving: Bool {
    switch phase {
    case .idle, .dragging: false
    default: true
    }
  }

  mutating func beginDrag() {
    phase = .dragging(startOffset: offset)
    velocity = 0
  }

  /// Follows a drag whose translation along the axis is `translation` (finger motion; the
  /// offset moves the other way).
  mutating func drag(translation: Double) {
    guard case .dragging(let start) = phase else { return }
    offset = rubberBanded(start - translation)
  }

  /// The raw offset with the ends rubber-banded.
  func rubberBanded(_ raw: Double) -> Double {
    if raw < 0 { return -Self.rubberBand(-raw, dimension: dimension) }
    if raw > maximumOffset {
      return maximumOffset + Self.rubberBand(raw - maximumOffset, dimension: dimension)
    }
    return raw
  }

  /// Ends a drag with the finger's velocity along the axis (points per second).
  mutating func endDrag(fingerVelocity: Double) {
    let v = -fingerVelocity
    if offset < 0 || offset > maximumOffset {
      let edge = offset < 0 ? 0 : maximumOffset
      phase = .bouncing(
        elapsed: 0, edge: edge, startDisplacement: offset - edge, startVelocity: v)
      velocity = v
    } else if abs(v) >= Self.stopSpeed {
      phase = .decelerating(elapsed: 0, startOffset: offset, startVelocity: v)
      velocity = v
    } else {
      phase = .idle
      velocity = 0
    }
  }

  /// Stops wherever it is (a touch landed while it moved); past an end it still bounces back.
  mutating func stop() {
    if offset < 0 || offset > maximumOffset {
      let edge = offset < 0 ? 0 : maximumOffset
      phase = .bouncing(elapsed: 0, edge: edge, startDisplacement: offset - edge, startVelocity: 0)
    } else {
      phase = .idle
    }
    velocity = 0
  }

  /// ln r, per millisecond.
  static let logRate = Angles.log(decelerationRate)
  /// The speed below which less than half a point of travel remains: 1000·|ln r|/2.
  static let stopSpeed = 1000 * abs(logRate) * 0.5
  static let bounceSpring = Spring(response: bounceResponse, dampingRatio: 1)

  /// Advances `dt` seconds.
  mutating func step(_ dt: Double) {
    switch phase {
    case .idle, .dragging:
      return
    case .decelerating(let elapsed, let o0, let v0):
      let t = elapsed + dt
      let k = 1000 * Self.logRate
      // Reaching an end: switch to the bounce at the exact crossing time.
      let end = v0 > 0 ? maximumOffset : 0.0
      let ratio = 1 + (end - o0) * k / v0
      if (v0 > 0 ? o0 <= end : o0 >= end), ratio > 0 {
        let crossing = Angles.log(ratio) / k
        if crossing <= t {
          let vc = v0 * Angles.exp(k * crossing)
          phase = .bouncing(elapsed: 0, edge: end, startDisplacement: 0, startVelocity: vc)
          step(t - crossing)
          return
        }
      }
      let decay = Angles.exp(k * t)
      offset = o0 + v0 * (decay - 1) / k
      velocity = v0 * decay
      if abs(velocity) < Self.stopSpeed {
        phase = .idle
        velocity = 0
      } else {
        phase = .decelerating(elapsed: t, startOffset: o0, startVelocity: v0)
      }
    case .bouncing(let elapsed, let edge, let x0, let v0):
      let t = elapsed + dt
      let state = Self.bounceSpring.displacement(at: t, from: x0, velocity: v0)
      offset = edge + state.value
      velocity = state.velocity
      if abs(state.value) < 0.5 && abs(state.velocity) < Self.stopSpeed * 10 {
        offset = edge
        velocity = 0
        phase = .idle
      } else {
        phase = .bouncing(elapsed: t, edge: edge, startDisplacement: x0, startVelocity: v0)
      }
    }
  }
}
