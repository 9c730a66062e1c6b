public import DynamicMenusAnimation
public import DynamicMenusGeometry

/// A layer's `transform` animates as Core Animation animates it: decomposed into translation,
/// rotation, scales and shear (``Geometry/AffineTransformComponents``), each part interpolated
/// or sprung on its own, the rotation the short way round (exactly half a turn keeps its
/// sign: π → 0 turns counter-clockwise, 0 → π clockwise). Interpolating the six entries
/// instead would shrink a half-turn through a point.
///
/// This applies to implicit animations and to animation blocks (`View.animate`), and to
/// `sublayerTransform` likewise; an explicit ``Layer/add(_:for:forKey:completion:)`` of a
/// ``LayerProperty/transform`` animation still interpolates entries, as its type says.
extension Layer {
  /// ``propertyChanged(_:from:to:)`` for a transform-valued property (`transform`,
  /// `sublayerTransform`): its action animates the parts, the rotation unwrapped to the short
  /// way round from the old one.
  public final func propertyChanged(
    _ property: LayerProperty<AffineTransformComponents>, from old: AffineTransform,
    to new: AffineTransform
  ) {
    // A presentation copy takes animated values without actions: nothing to decompose.
    guard !isPresentation, old != new else { return }
    let from = old.components
    propertyChanged(property, from: from, to: new.components.unwrapped(near: from.rotation))
  }
}

extension LayerProperty where Value == AffineTransformComponents {
  /// ``Layer/transform`` as its parts, under the key "transform": what implicit animations and
  /// animation blocks animate.
  public static var transformComponents: Self {
    .init(
      "transform", read: { $0.transform.components },
      write: { $0.transform = AffineTransform(components: $1) }, onlyMovesOrFades: true)
  }

  /// ``Layer/sublayerTransform`` as its parts, under the key "sublayerTransform": what
  /// implicit animations and animation blocks animate.
  public static var sublayerTransformComponents: Self {
    .init(
      "sublayerTransform", read: { $0.sublayerTransform.components },
      write: { $0.sublayerTransform = AffineTransform(components: $1) })
  }
}
