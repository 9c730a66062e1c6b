import DynamicMenusViews
import DynamicMenusGeometry
import DynamicMenusLayers

/// What must always hold of a dial, checked by the fuzz tests after every script (and by
/// anyone who likes, at any time).
extension DialMenu {
  /// How far (points) an item may leave the ring while a finger or a snap pulls on the
  /// wheel: the rigid rods stretch slightly under load (Box2D corrects them each step).
  static let ringToleranceUnderLoad = 3.0
  /// How far (points) an item may be from its place at rest: pixel snapping of the
  /// written-back centres (a quarter point per axis at 2×) plus solver slack.
  static let ringToleranceAtRest = 0.5

  /// The broken invariants, as sentences; empty when all is well.
  ///
  /// 1. The selection is nil exactly when there are no items, else in range; a target is
  ///    in range.
  /// 2. Every item is a subview of the dial; centres and scales are finite, scales positive.
  /// 3. Every bubble is upright on screen (its rotation undoes the item's).
  /// 4. Shown and not in a transition: every item is opaque and on the ring, and neighbours
  ///    are one chord apart (within 0.5 pt at rest, 3 pt while moving); the pan is attached.
  /// 5. Shown and at rest: the selected item is at the top (within 0.5 pt).
  /// 6. Hidden and not in a transition: every item is transparent and in the middle; no pan.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    let n = itemViews.count
    if n == 0 {
      if let selectedIndex { problems.append("selectedIndex \(selectedIndex) without items") }
    } else if let selectedIndex {
      if !(0..<n).contains(selectedIndex) {
        problems.append("selectedIndex \(selectedIndex) out of range 0..<\(n)")
      }
    } else {
      problems.append("no selectedIndex with \(n) items")
    }
    if let target = motion.target, !(0..<n).contains(target) {
      problems.append("target \(target) out of range 0..<\(n)")
    }

    for (index, item) in itemViews.enumerated() {
      if item.superview !== self { problems.append("item \(index) is not a subview of the dial") }
      if !item.center.isFinite { problems.append("item \(index) centre \(item.center)") }
      if !(item.scale.isFinite && item.scale > 0) {
        problems.append("item \(index) scale \(item.scale)")
      }
      if abs(item.screenRotation) > 1e-9 {
        problems.append("item \(index) is turned by \(item.screenRotation) rad on screen")
      }
    }

    guard transition == .none else { return problems }
    if isShown && n > 0 {
      let atRest = motion == .idle
      let tolerance = atRest ? Self.ringToleranceAtRest : Self.ringToleranceUnderLoad
      for (index, item) in itemViews.enumerated() {
        if item.alpha != 1 { problems.append("shown item \(index) has alpha \(item.alpha)") }
        let off = abs(item.center.distance(to: dialCenter) - ring.radius)
        if off > tolerance {
          problems.append("item \(index) is \(off) pt off the ring (tolerance \(tolerance))")
        }
        if n > 1 {
          let next = itemViews[(index + 1) % n]
          let gap = abs(item.center.distance(to: next.center) - ring.chord)
          if gap > 2 * tolerance {
            problems.append("items \(index) and \((index + 1) % n) are \(gap) pt off the chord")
          }
        }
      }
      if atRest, let selectedIndex, selectedIndex < n {
        let d = itemViews[selectedIndex].center.distance(to: snapPoint)
        if d > Self.ringToleranceAtRest {
          problems.append("at rest, selected item \(selectedIndex) is \(d) pt from the top")
        }
      }
      if panRecognizer == nil || panRecognizer?.view !== self {
        problems.append("shown dial without its pan recognizer")
      }
    } else if !isShown {
      for (index, item) in itemViews.enumerated() {
        if item.alpha != 0 { problems.append("hidden item \(index) has alpha \(item.alpha)") }
        if item.center != dialCenter {
          problems.append("hidden item \(index) is at \(item.center), not in the middle")
        }
      }
      if panRecognizer != nil { problems.append("hidden dial keeps its pan recognizer") }
    }
    return problems
  }
}
