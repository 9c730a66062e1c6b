public import DynamicMenusGeometry

/// The space an animator works in: UIKit's reference view. Behaviours' points (snap points,
/// anchors, boundaries, push offsets) are in this space; items' centres are converted in when
/// their bodies are made and out at every write-back.
///
/// The Scene module makes a view conform; `ReferenceBounds` is a bare rectangle.
public protocol DynamicReferenceSpace: WeakReferenceable {
  /// The reference bounds (points, in this space): the implicit collision boundary's rectangle.
  var dynamicReferenceBounds: Rect { get }
  /// The reference-space point of an item's `center`. Default: the centre itself.
  func dynamicReferencePoint(forCenterOf item: any DynamicItem) -> Point
  /// The `center` an item must have to sit at reference-space `point`. Default: the point.
  func dynamicItemCenter(forReferencePoint point: Point, of item: any DynamicItem) -> Point
  /// Why `item` cannot be animated in this space (UIKit: it does not descend from the
  /// reference view), or nil when it can. Default nil.
  func dynamicRejectionReason(for item: any DynamicItem) -> String?
}

extension DynamicReferenceSpace {
  /// The centre itself.
  public func dynamicReferencePoint(forCenterOf item: any DynamicItem) -> Point { item.center }
  /// The point itself.
  public func dynamicItemCenter(forReferencePoint point: Point, of item: any DynamicItem)
    -> Point
  { point }
  /// nil: every item is welcome.
  public func dynamicRejectionReason(for item: any DynamicItem) -> String? { nil }
}

/// A reference space that is just a rectangle, for animators without a reference view.
/// Changing `bounds` rebuilds implicit boundaries and starts a paused animator, as a
/// reference-view resize does.
public final class ReferenceBounds: DynamicReferenceSpace {
  /// The object's lifetime: its weak references read nil once it is freed.
  private let lifetime = Lifetime()
  /// The token of the object's lifetime (`WeakReferenceable`).
  nonisolated public var lifetimeToken: LifetimeToken { lifetime.token }

  /// The reference bounds (points).
  public var bounds: Rect {
    didSet {
      if bounds != oldValue { animator?.referenceBoundsDidChange() }
    }
  }
  @Weak package var animator: DynamicAnimator?

  /// A reference space of `bounds`.
  public init(bounds: Rect) { self.bounds = bounds }

  /// `bounds`.
  public var dynamicReferenceBounds: Rect { bounds }
}
