public import DynamicMenusDynamics
public import DynamicMenusGeometry

/// Views are UIKit Dynamics items (center, bounds, transform) and reference spaces.
///
/// An animator made with ``Dynamics/DynamicAnimator/init(referenceView:)`` works in the
/// reference view's coordinates (docs/dynamics.md): an item view's `center` (in its superview's
/// space) is converted into the reference view's space when its body is made, and back at
/// every write-back. Items must descend from the reference view. The window ticks every
/// animator whose reference view is in it, once per frame, in tree order (depth-first, back
/// to front) and, for one view, in the order the animators were made.
extension View: DynamicItem {}

extension View: DynamicReferenceSpace {
  /// The reference view's bounds: the rectangle of its implicit collision boundary.
  public var dynamicReferenceBounds: Rect { bounds }

  /// An item view's centre in this view's coordinates.
  public func dynamicReferencePoint(forCenterOf item: any DynamicItem) -> Point {
    guard let view = item as? View, let parent = view.superview, parent !== self else {
      return item.center
    }
    return convert(view.center, from: parent)
  }

  /// The centre an item view needs (in its superview's coordinates) to sit at `point` of
  /// this view.
  public func dynamicItemCenter(forReferencePoint point: Point, of item: any DynamicItem)
    -> Point
  {
    guard let view = item as? View, let parent = view.superview, parent !== self else {
      return point
    }
    return parent.convert(point, from: self)
  }

  /// Items must be views descending from this view (as UIKit requires).
  public func dynamicRejectionReason(for item: any DynamicItem) -> String? {
    guard let view = item as? View else { return nil }
    if view === self || !view.isDescendant(of: self) {
      let name = view.name.map { " \"\($0)\"" } ?? ""
      return "the item view\(name) does not descend from the animator's reference view"
    }
    return nil
  }

  /// Tells this view's animators that the reference bounds changed.
  func referenceBoundsDidChange() {
    for entry in referencingAnimators { entry.object?.referenceBoundsDidChange() }
  }

  /// Ticks the animators of this subtree, depth-first, back to front.
  func tickAnimators(_ dt: Double) {
    if !referencingAnimators.isEmpty {
      referencingAnimators.removeAll { $0.object == nil }
      for entry in referencingAnimators { entry.object?.tick(dt) }
    }
    for subview in subviews { subview.tickAnimators(dt) }
  }
}

/// A weak reference to a dynamic animator (``Weak``'s rule, for an existential, which cannot
/// be `Weak`'s generic argument): kept as `any DynamicAnimating`, so a window's frame links no
/// physics until an animator is made (``DynamicAnimating``).
struct WeakAnimator {
  /// The animator, not retained; read only while `token` has not ended.
  private unowned(unsafe) let storage: any DynamicAnimating
  /// The animator's lifetime token, retained: it outlives the animator to tell it is gone.
  private let token: LifetimeToken

  /// A reference to `animator`.
  init(_ animator: any DynamicAnimating) {
    storage = animator
    token = animator.lifetimeToken
  }

  /// The animator, or nil once it has been freed.
  var object: (any DynamicAnimating)? { token.hasEnded ? nil : storage }
}

extension DynamicAnimator {
  /// An animator working in `referenceView`'s coordinates (`UIDynamicAnimator(referenceView:)`).
  /// The window that shows the view ticks it every frame; its implicit boundaries follow
  /// the view's bounds.
  public convenience init(referenceView: View) {
    self.init(referenceSpace: referenceView)
    referenceView.referencingAnimators.append(WeakAnimator(self))
  }

  /// The reference view, when the animator was made with one.
  public var referenceView: View? { referenceSpace as? View }
}
