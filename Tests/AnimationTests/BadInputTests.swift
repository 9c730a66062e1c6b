import DynamicMenusGeometry
import Testing
@testable import DynamicMenusAnimation

@Suite("Bad input: clamps, validation messages, and never a NaN out")
struct BadInputTests {
  static let awkward: [Double] = [
    -.infinity, -1e300, -5, -1, -1e-300, 0, 1e-300, 1e-9, 0.01, 0.5, 1, 3, 1e6, 1e300, .infinity,
  ]

  @Test("validationError names the bad parameter; nil for good ones")
  func validation() {
    #expect(Spring.validationError(mass: 1, stiffness: 100, damping: 10) == nil)
    #expect(Spring.validationError(mass: 0, stiffness: 100, damping: 10)?.contains("mass") == true)
    #expect(
      Spring.validationError(mass: 1, stiffness: .nan, damping: 10)?.contains("stiffness") == true)
    #expect(Spring.validationError(mass: 1, stiffness: 1, damping: -1)?.contains("damping") == true)
    #expect(
      Spring.validationError(mass: 1, stiffness: 1, damping: 1, initialVelocity: .infinity)?
        .contains("initialVelocity") == true)
  }

  @Test("UIKit's spring never gives NaN for any non-NaN duration, damping or velocity")
  func uiKitSpringNeverNaN() {
    for t in Self.awkward {
      for zeta in Self.awkward {
        for v in [-1e3, -2, 0, 0.5, 5, 1e3] {
          let s = Spring(settlingDuration: t, dampingRatio: zeta, initialVelocity: v)
          for time in Self.awkward {
            #expect(s.value(at: time).isFinite, "T \(t) ζ \(zeta) v \(v) at \(time)")
            #expect(s.velocity(at: time).isFinite, "T \(t) ζ \(zeta) v \(v) at \(time)")
          }
        }
      }
    }
  }

  @Test("any valid physical spring gives finite values at any non-NaN time")
  func physicalSpringNeverNaN() {
    let positive = Self.awkward.filter { $0 > 0 && $0.isFinite }
    var accepted = 0, rejected = 0
    for m in positive {
      for k in positive {
        for c in [0] + positive {
          if Spring.validationError(mass: m, stiffness: k, damping: c) != nil {
            rejected += 1
            continue
          }
          accepted += 1
          let s = Spring(mass: m, stiffness: k, damping: c, initialVelocity: 1)
          for time in Self.awkward {
            let v = s.value(at: time), dv = s.velocity(at: time)
            #expect(v.isFinite && dv.isFinite, "m \(m) k \(k) c \(c) at \(time): \(v), \(dv)")
          }
          #expect(!s.settlingDuration.isNaN, "m \(m) k \(k) c \(c)")
        }
      }
    }
    // Only combinations whose k/m or (c/2m)² leave Double's range are refused.
    #expect(accepted > 400 && rejected > 0, "accepted \(accepted), rejected \(rejected)")
  }

  @Test("perceptual springs clamp bounce to −0.999…1")
  func bounceClamp() {
    #expect(Spring(duration: 0.5, bounce: 5) == Spring(duration: 0.5, bounce: 1))
    #expect(Spring(duration: 0.5, bounce: -3) == Spring(duration: 0.5, bounce: -0.999))
    #expect(Spring(duration: 0.5, bounce: -.infinity).value(at: 0.2).isFinite)
  }

  @Test("animations read NaN or negative durations, delays and repeat counts as 0 (or once)")
  func animationClamps() {
    for d in Self.awkward + [.nan] {
      for delay in [Double.nan, -1, 0, 0.3, .infinity] {
        for count in [Double.nan, -1, 0, 2.5, .infinity] {
          for timing in [AnimationTiming.curve(.easeInEaseOut), .spring(Spring())] {
            var a: PropertyAnimation<Double> =
              switch timing {
              case .curve(let f):
                PropertyAnimation(
                  from: 0, to: 1, duration: d, timingFunction: f, delay: delay, beginTime: 0)
              case .spring(let s):
                PropertyAnimation(
                  from: 0, to: 1, spring: s, duration: d, delay: delay, beginTime: 0)
              }
            a.repeatCount = count
            a.autoreverses = count == 2.5
            for t in Self.awkward {
              #expect(a.value(at: t).isFinite, "d \(d) delay \(delay) count \(count) at \(t)")
              #expect(a.velocity(at: t).isFinite, "d \(d) delay \(delay) count \(count) at \(t)")
            }
          }
        }
      }
    }
    let instant = PropertyAnimation(from: 0.0, to: 1.0, duration: -1, beginTime: 0)
    #expect(instant.value(at: 0) == 1 && instant.isFinished(at: 0))
  }

  @Test("timing functions accept any finite control points and any non-NaN time")
  func curvesNeverNaN() {
    for x1 in Self.awkward where x1.isFinite {
      for y1 in [-1e6, -1, 0, 0.5, 2, 1e6] {
        let f = TimingFunction(controlPoints: x1, y1, 1 - min(max(x1, 0), 1), 1 - y1)
        for t in Self.awkward {
          #expect(f.value(at: t).isFinite && f.slope(at: t).isFinite, "\(f) at \(t)")
        }
      }
    }
  }
}
