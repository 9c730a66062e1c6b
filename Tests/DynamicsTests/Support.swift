import DynamicMenusDynamics
import DynamicMenusGeometry
import DynamicMenusPhysics

/// Helpers shared by the Dynamics tests.
@MainActor
enum Sim {
  static let frame = 1.0 / 60
  /// The device's sub-step as a Double (the Float 0.00833333377).
  static let h = Double(PhysicsUnits.subStep)

  static func animator(_ w: Double = 1000, _ hgt: Double = 1000) -> DynamicAnimator {
    DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: w, height: hgt))
  }

  static func box(_ x: Double, _ y: Double, _ w: Double = 100, _ hh: Double = 100)
    -> BasicDynamicItem
  {
    BasicDynamicItem(center: Point(x: x, y: y), size: Size(width: w, height: hh))
  }

  /// Sub-steps run by the first `frames` frames of 1/60 s (the accumulator of spec §1.3).
  static func subSteps(frames: Int) -> Int {
    var acc = 0.0
    var n = 0
    for _ in 0..<frames {
      acc += frame
      while acc >= h {
        n += 1
        acc -= h
      }
    }
    return n
  }

  /// An item behaviour with no resistance for `items`.
  static func frictionless(_ items: [any DynamicItem]) -> DynamicItemBehavior {
    let b = DynamicItemBehavior(items: items)
    b.resistance = 0
    b.angularResistance = 0
    return b
  }
}

/// FNV-1a over 64-bit words.
struct FNV1a {
  var value: UInt64 = 0xcbf2_9ce4_8422_2325
  mutating func add(_ bits: UInt64) {
    for k in 0..<8 {
      value ^= (bits >> (8 * UInt64(k))) & 0xFF
      value = value &* 0x0000_0100_0000_01B3
    }
  }
  mutating func add(_ x: Double) { add(x.bitPattern) }
}
