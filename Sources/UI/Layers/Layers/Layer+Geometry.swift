public import DynamicMenusGeometry

/// Core Animation's geometry: frame, the transforms between layer spaces, convert, hit testing.
///
/// A point `p` in a layer's bounds space maps to its superlayer's bounds space as
///
///     p_super = S·(position + M·(p − a) − a_s) + a_s
///     a   = bounds.origin + anchorPoint ⊙ bounds.size          (this layer's anchor)
///     a_s = the superlayer's anchor in its bounds space, S = its sublayerTransform
///
/// (S is usually the identity, leaving `position + M·(p − a)`, docs/scene-layers.md §1.) In the row-vector
/// convention of ``AffineTransform`` that is `T(−a) · M · T(position) · [T(−a_s) · S · T(a_s)]`.
extension Layer {
  /// The anchor point in the layer's own bounds space: `bounds.origin + anchorPoint ⊙ size`.
  public var anchorPointInBounds: Point {
    let b = state.bounds
    return Point(
      x: b.origin.x + state.anchorPoint.x * b.size.width,
      y: b.origin.y + state.anchorPoint.y * b.size.height)
  }

  /// The map from this layer's bounds space to its superlayer's bounds space, without the
  /// superlayer's ``sublayerTransform``: `T(−anchor) · transform · T(position)`.
  public var transformToPosition: AffineTransform {
    state.transform.placing(anchor: anchorPointInBounds, at: state.position)
  }

  /// The map from this layer's bounds space to its parent's bounds space: the superlayer's,
  /// including its ``sublayerTransform`` about its anchor; for a mask, the masked layer's
  /// (a mask is laid out like a sublayer, but the sublayer transform does not apply to it).
  /// For a root, the space its position is given in (the host's: a window, an image).
  public var transformToSuperlayer: AffineTransform {
    let local = transformToPosition
    guard let parent = superlayer, !parent.state.sublayerTransform.isIdentity else {
      return local
    }
    return local.concatenating(parent.state.sublayerTransform.about(parent.anchorPointInBounds))
  }

  /// The map from this layer's bounds space to the root's parent space (the host's: the
  /// window or image the root layer is placed in). Renderers draw a layer's content through it.
  public var transformToRootSpace: AffineTransform {
    var t = transformToSuperlayer
    var l = self
    while let p = l.superlayer ?? l.maskedLayer {
      t = t.concatenating(p.transformToSuperlayer)
      l = p
    }
    return t
  }

  /// The map from this layer's bounds space to `layer`'s bounds space; nil `layer` means the
  /// root's parent space (see ``transformToRootSpace``). Layers of different trees are assumed
  /// to share that space.
  public func transform(to layer: Layer?) -> AffineTransform {
    let up = transformToRootSpace
    guard let layer else { return up }
    if layer === self { return .identity }
    return up.concatenating(layer.transformToRootSpace.inverted())
  }

  /// The layer's rectangle in its superlayer's bounds space: with an identity transform,
  /// `origin = position − anchorPoint ⊙ size`, `size = bounds.size`; otherwise the axis-aligned
  /// bounding box of the transformed bounds (as devices do; UIKit calls it undefined).
  ///
  /// Setting it sets ``bounds`` (size only; the origin is kept) and ``position``, and keeps the
  /// transform. With an identity transform, or any transform whose linear part maps the axes
  /// onto the axes (scales, multiples of 90°), the frame then reads back as set; under other
  /// rotations the size is taken as is (devices do something undefined too) and only the
  /// frame's centre is honoured.
  public var frame: Rect {
    get { state.bounds.applying(transformToPosition) }
    set {
      requireFinite(newValue.isFinite, "frame", newValue)
      let f = newValue.standardized
      let m = state.transform
      var size = f.size
      if !m.isIdentity {
        // Solve |M|·(w, h) = (W, H) for the box size, when |M| is invertible (axis-aligned M).
        let a = Swift.abs(m.a), b = Swift.abs(m.b), c = Swift.abs(m.c), d = Swift.abs(m.d)
        let det = a * d - b * c
        if Swift.abs(det) > 1e-12 {
          let w = (d * f.width - c * f.height) / det, h = (a * f.height - b * f.width) / det
          if w >= -1e-9 && h >= -1e-9 {
            size = Size(width: Swift.max(w, 0), height: Swift.max(h, 0))
          }
        }
      }
      bounds = Rect(origin: state.bounds.origin, size: size)
      // The box's centre is position + M·((0.5 − anchor) ⊙ size): solve for position.
      let toCentre = Vector(
        dx: (0.5 - state.anchorPoint.x) * size.width,
        dy: (0.5 - state.anchorPoint.y) * size.height
      ).applying(m)
      position = f.center - toCentre
    }
  }

  /// `point`, given in `layer`'s bounds space (nil: the root's parent space), in this layer's.
  public func convert(_ point: Point, from layer: Layer?) -> Point {
    let into = (layer?.transformToRootSpace ?? .identity)
    return point.applying(into).applying(transformToRootSpace.inverted())
  }

  /// `point`, given in this layer's bounds space, in `layer`'s (nil: the root's parent space).
  public func convert(_ point: Point, to layer: Layer?) -> Point {
    point.applying(transform(to: layer))
  }

  /// `rect`, given in `layer`'s space, in this layer's: the bounding box of its mapped corners.
  public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
    let into = (layer?.transformToRootSpace ?? .identity)
    return rect.applying(into.concatenating(transformToRootSpace.inverted()))
  }

  /// `rect`, given in this layer's space, in `layer`'s: the bounding box of its mapped corners.
  public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
    rect.applying(transform(to: layer))
  }

  /// The farthest descendant (or this layer) that contains `point`, given in the
  /// **superlayer's** bounds space, as `CALayer.hitTest(_:)`: hidden layers and their subtrees
  /// are skipped, and so are points outside a layer that ``masksToBounds``; sublayers are tried
  /// front to back (``sublayersInDrawingOrder`` reversed). A layer whose transform cannot be
  /// inverted (a zero scale) is never hit.
  public func hitTest(_ point: Point) -> Layer? {
    guard !state.isHidden else { return nil }
    let toParent = transformToSuperlayer
    guard toParent.determinant != 0 else { return nil }
    let local = point.applying(toParent.inverted())
    let inside = contains(local)
    if state.masksToBounds && !inside { return nil }
    for sub in sublayersInDrawingOrder.reversed() {
      if let hit = sub.hitTest(local) { return hit }
    }
    return inside ? self : nil
  }
}
