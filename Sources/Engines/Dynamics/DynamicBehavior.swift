public import DynamicMenusGeometry
/// A behaviour: UIKit's `UIDynamicBehavior`. Plain instances are composites that group child
/// behaviours and may run an `action` every frame; the built-in behaviours (gravity,
/// collision, push, snap, attachment, item) are primitives.
///
/// Subclass it for a custom behaviour: add built-ins as children and steer them in `action`.
///
/// ```swift
/// let custom = DynamicBehavior()
/// custom.addChildBehavior(GravityBehavior(items: [box]))
/// custom.action = { if box.center.y > 400 { animator.removeBehavior(custom) } }
/// animator.addBehavior(custom)
/// ```
///
/// Lifecycle (UIKit's): `willMove(to:)` gets the animator when the behaviour (or an ancestor)
/// is added and nil when it is removed; `action` runs once per frame after the write-back and
/// the collision callbacks, for every registered behaviour in depth-first registration order.
open class DynamicBehavior: WeakReferenceable {
  /// The object's lifetime: its weak references read nil once it is freed.
  private let lifetime = Lifetime()
  /// The token of the object's lifetime (`WeakReferenceable`).
  nonisolated public final var lifetimeToken: LifetimeToken { lifetime.token }

  /// The child behaviours, in the order they were added.
  public private(set) final var childBehaviors: [DynamicBehavior] = []

  /// Runs once per animator frame, after items were written back and collision callbacks were
  /// delivered. Adding or removing behaviours from here is deferred to the end of the frame.
  public final var action: (() -> Void)? {
    didSet {
      if (oldValue == nil) != (action == nil) { dynamicAnimator?.rebuildRegistered() }
    }
  }

  /// What the action does in a forecast (``DynamicAnimator/beginForecast()``); nil (the
  /// default): an animator running this behaviour's action cannot be forecast.
  public final var forecast: DynamicForecast?

  /// The animator this behaviour is associated with (through itself or an ancestor), or nil.
  @Weak public package(set) var dynamicAnimator: DynamicAnimator?

  /// The composite this behaviour is a child of.
  @Weak package var parent: DynamicBehavior?

  /// Built-in behaviours are primitives: they silently ignore `addChildBehavior`, as UIKit's.
  var isPrimitive: Bool { false }

  /// A composite behaviour with no children and no action.
  public init() {}

  /// Adds a child. It registers at once when this behaviour is associated, else when it is.
  /// Ignored on built-in (primitive) behaviours, as in UIKit; a behaviour that already has a
  /// parent or is this behaviour is ignored too.
  public final func addChildBehavior(_ behavior: DynamicBehavior) {
    guard !isPrimitive, behavior !== self, behavior.parent == nil else { return }
    if let animator = dynamicAnimator, animator.defersChanges {
      animator.deferChange { [owner = Weak(self)] in owner.object?.addChildBehavior(behavior) }
      return
    }
    precondition(
      behavior.dynamicAnimator == nil,
      "addChildBehavior: the behaviour is already at the top level of an animator")
    childBehaviors.append(behavior)
    behavior.parent = self
    if let animator = dynamicAnimator { animator.associate(behavior) }
  }

  /// Removes a child (dissociating it and its children). Ignores behaviours that are not
  /// children.
  public final func removeChildBehavior(_ behavior: DynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    if let animator = dynamicAnimator, animator.defersChanges {
      animator.deferChange { [owner = Weak(self)] in owner.object?.removeChildBehavior(behavior) }
      return
    }
    childBehaviors.remove(at: index)
    behavior.parent = nil
    if let animator = dynamicAnimator { animator.dissociate(behavior) }
  }

  /// Called with the animator when the behaviour joins it, and with nil when it leaves.
  /// Subclasses may override; the base does nothing.
  open func willMove(to dynamicAnimator: DynamicAnimator?) {}

  // MARK: Engine hooks for the built-ins

  /// Creates bodies and constraints; called after `willMove(to:)` on association.
  func didAssociate(with animator: DynamicAnimator) {}

  /// Releases bodies and constraints; called before the animator reference is cleared.
  func willDissociate(from animator: DynamicAnimator) {}

  /// Applied before each frame's world step (pushes, item properties).
  func preSolve(_ animator: DynamicAnimator) {}

  /// Whether ``preSolve(_:)`` would do nothing before the next step (a forecast runs none).
  var isIdleBeforeStep: Bool { true }

  /// Visits this behaviour and its descendants depth-first.
  final func forEachInTree(_ body: (DynamicBehavior) -> Void) {
    body(self)
    for child in childBehaviors { child.forEachInTree(body) }
  }
}
