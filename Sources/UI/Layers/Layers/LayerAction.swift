public import DynamicMenusGeometry
/// What a layer does when an animatable property changes: the answer of
/// ``LayerDelegate/action(for:forKey:)`` (`CAAction`).
public nonisolated enum LayerAction {
  /// No animation: the new value shows at once (UIKit's `NSNull` outside animation blocks).
  case noAnimation
  /// Animate the change as this animation block says (duration, delay, curve or spring,
  /// options); the block's completion waits for it (what a view returns inside
  /// `View.animate`).
  case animate(AnimationContext)
}

/// The object that owns a layer (a view): it lays out the layer's sublayers and decides its
/// actions, as `CALayerDelegate`.
public protocol LayerDelegate: WeakReferenceable {
  /// Lays out `layer`'s sublayers (UIKit's `layoutSubviews` runs from here). Default: nothing.
  func layoutSublayers(of layer: Layer)

  /// The action for a change of the property named `key` of `layer`, or nil to let the layer
  /// decide (an implicit animation, see ``Layer/action(forKey:)``). A view returns
  /// ``LayerAction/noAnimation`` outside an animation block and
  /// ``LayerAction/animate(_:)`` with `AnimationContext.current` inside one. Default: nil.
  func action(for layer: Layer, forKey key: String) -> LayerAction?
}

extension LayerDelegate {
  /// Does nothing.
  public func layoutSublayers(of layer: Layer) {}

  /// Nil: the layer decides.
  public func action(for layer: Layer, forKey key: String) -> LayerAction? { nil }
}
