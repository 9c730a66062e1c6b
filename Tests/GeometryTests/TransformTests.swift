import DynamicMenusGeometry
import Testing

@Suite("AffineTransform and Rect: UIKit's conventions")
struct TransformTests {
  @Test("rotation by +π/2 maps +x onto +y (clockwise on a y-down screen)")
  func rotationIsClockwiseOnScreen() {
    let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test("a.concatenating(b) applies a, then b")
  func concatenationOrder() {
    let scale = AffineTransform(scaleX: 2, y: 2)
    let move = AffineTransform(translationX: 10, y: 0)
    #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
    #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
  }

  @Test("rotated, scaledBy and translatedBy apply the new operation first, in local space")
  func localOperationsApplyFirst() {
    let t = AffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 3)
    #expect(Point(x: 1, y: 1).applying(t) == Point(x: 102, y: 3))
    let r = AffineTransform(translationX: 5, y: 5).rotated(by: .pi)
    let p = Point(x: 1, y: 0).applying(r)
    #expect(abs(p.x - 4) < 1e-12 && abs(p.y - 5) < 1e-12)
    let u = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 3, y: 0)
    #expect(Point.zero.applying(u) == Point(x: 6, y: 0))
  }

  @Test("inverting undoes the transform; a singular transform is returned unchanged")
  func inversion() {
    let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
    let p = Point(x: 12.5, y: -3)
    let q = p.applying(t).applying(t.inverted())
    #expect(abs(q.x - p.x) < 1e-12 && abs(q.y - p.y) < 1e-12)
    let singular = AffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test("rotationAngle reads atan2(b, a) and ignores scale")
  func rotationAngleIgnoresScale() {
    let t = AffineTransform(rotationAngle: 0.3).scaledBy(x: 4, y: 4)
    #expect(abs(t.rotationAngle - 0.3) < 1e-12)
  }

  @Test("a rotated rect's applying(_:) is the axis-aligned bounding box")
  func rectBoundingBoxUnderRotation() {
    let r = Rect(x: -50, y: -25, width: 100, height: 50)
      .applying(AffineTransform(rotationAngle: .pi / 2))
    #expect(abs(r.minX + 25) < 1e-9 && abs(r.maxX - 25) < 1e-9)
    #expect(abs(r.minY + 50) < 1e-9 && abs(r.maxY - 50) < 1e-9)
  }

  @Test("rect edges, standardization, union, intersection and insets")
  func rectArithmetic() {
    let r = Rect(x: 10, y: 20, width: -10, height: 30)
    #expect(r.minX == 0 && r.maxX == 10 && r.width == 10)
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: 5, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
    #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isNull)
    #expect(Rect.null.union(a) == a)
    #expect(a.contains(Point(x: 0, y: 0)) && !a.contains(Point(x: 10, y: 5)))
    #expect(
      a.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == Rect(x: 2, y: 1, width: 4, height: 6))
    #expect(a.insetBy(dx: 6, dy: 0).isNull)
  }

  @Test("angles normalise into [0, 2π) and differences into (−π, π]")
  func angleArithmetic() {
    #expect(abs(Angles.normalized(-.pi / 2) - 1.5 * .pi) < 1e-12)
    #expect(Angles.normalized(2 * .pi) == 0)
    #expect(abs(Angles.difference(from: 0.1, to: 2 * .pi - 0.1) + 0.2) < 1e-12)
    #expect(abs(Angles.difference(from: 0, to: .pi) - .pi) < 1e-12)
  }
}
