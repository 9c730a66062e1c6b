import DynamicMenusLayers
public import DynamicMenusGeometry

extension View {
  /// The point in the bounds that the anchor point names: `bounds.origin + anchorPoint ⊙
  /// bounds.size`.
  var anchorInBounds: Point {
    Point(
      x: layer.bounds.origin.x + layer.anchorPoint.x * layer.bounds.size.width,
      y: layer.bounds.origin.y + layer.anchorPoint.y * layer.bounds.size.height)
  }

  /// The transform from this view's coordinates to its superview's (docs/views-and-input.md):
  /// `p_super = center + M·(p − (bounds.origin + anchorPoint ⊙ bounds.size))`.
  public var transformToSuperview: AffineTransform {
    let anchor = anchorInBounds
    return AffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(layer.transform)
      .concatenating(AffineTransform(translationX: layer.position.x, y: layer.position.y))
  }

  /// The transform from this view's coordinates to window coordinates.
  public var transformToWindow: AffineTransform {
    var result = transformToSuperview
    var ancestor = superview
    while let view = ancestor {
      result = result.concatenating(view.transformToSuperview)
      ancestor = view.superview
    }
    return result
  }

  func convertToSuperview(_ p: Point) -> Point {
    let anchor = anchorInBounds
    let v = Point(x: p.x - anchor.x, y: p.y - anchor.y).applying(layer.transform)
    return Point(x: layer.position.x + v.x, y: layer.position.y + v.y)
  }

  func convertFromSuperview(_ p: Point) -> Point {
    let anchor = anchorInBounds
    let v = Point(x: p.x - layer.position.x, y: p.y - layer.position.y)
      .applying(layer.transform.inverted())
    return Point(x: v.x + anchor.x, y: v.y + anchor.y)
  }

  /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
  public func convert(_ point: Point, to view: View?) -> Point {
    let inWindow = point.applying(transformToWindow)
    guard let view else { return inWindow }
    return inWindow.applying(view.transformToWindow.inverted())
  }

  /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
    return inWindow.applying(transformToWindow.inverted())
  }

  /// Converts a rectangle to `view`'s coordinates (nil: the window's): the bounding box of
  /// its converted corners.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    Rect(boundingPoints: rect.corners.map { convert($0, to: view) })
  }

  /// Converts a rectangle from `view`'s coordinates (nil: the window's): the bounding box
  /// of its converted corners.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    Rect(boundingPoints: rect.corners.map { convert($0, from: view) })
  }

  /// Converts a displacement (a translation or a velocity) from window coordinates to this
  /// view's: the linear part of the inverse transform, without the translation.
  public func convertVector(fromWindow vector: Vector) -> Vector {
    let t = transformToWindow.inverted()
    return Vector(dx: t.a * vector.dx + t.c * vector.dy, dy: t.b * vector.dx + t.d * vector.dy)
  }

  /// Converts a displacement from this view's coordinates to window coordinates.
  public func convertVector(toWindow vector: Vector) -> Vector {
    let t = transformToWindow
    return Vector(dx: t.a * vector.dx + t.c * vector.dy, dy: t.b * vector.dx + t.d * vector.dy)
  }

  /// The view's bounds in window coordinates (the bounding box under transforms).
  public var frameInWindow: Rect { convert(bounds, to: nil) }
}
