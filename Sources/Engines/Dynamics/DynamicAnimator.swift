public import DynamicMenusGeometry
import DynamicMenusPhysics

/// Hears when an animator starts and stops running. UIKit's `UIDynamicAnimatorDelegate`.
public protocol DynamicAnimatorDelegate: WeakReferenceable {
  /// The animator is about to run (it had paused or never ran). Called synchronously from
  /// whatever started it (adding a behaviour, a parameter change, `updateItem`).
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
  /// The animator stopped after a frame: every dynamic body sleeps (≥ 0.5 s below 1 pt/s and
  /// 2°/s), or there are no items or no behaviours.
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
  /// Does nothing.
  public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
  /// Does nothing.
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// Runs UIKit Dynamics behaviours over items: UIKit's `UIDynamicAnimator`.
///
/// Time comes only from `tick(_:)`: call it once per display frame with the frame's duration.
/// Each frame (docs/dynamics.md): item-behaviour properties and pushes are applied; the world runs
/// fixed 1/120 s sub-steps against an accumulator; centres and rotations are written back;
/// collision callbacks fire (all began, then all ended); every behaviour's `action` runs in
/// depth-first registration order; behaviour changes made during callbacks and actions are
/// applied; then the animator pauses if everything sleeps.
///
/// ```swift
/// let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 320, height: 480))
/// let item = BasicDynamicItem(center: Point(x: 160, y: 100), size: Size(width: 50, height: 50))
/// animator.addBehavior(SnapBehavior(item: item, snapTo: Point(x: 160, y: 300)))
/// while animator.isRunning { animator.tick(1.0 / 60) }
/// ```
public final class DynamicAnimator: WeakReferenceable {
  /// The object's lifetime: its weak references read nil once it is freed.
  private let lifetime = Lifetime()
  /// The token of the object's lifetime (`WeakReferenceable`).
  nonisolated public var lifetimeToken: LifetimeToken { lifetime.token }

  /// The space behaviours work in: UIKit's reference view, held weakly as UIKit holds
  /// `referenceView` (a view may own the animator that works in it, as the dial-menu
  /// tutorial's does). A space made by ``init(referenceBounds:)`` belongs to the animator.
  /// Once a reference space is gone, a bare rectangle of its last bounds stands in.
  public var referenceSpace: any DynamicReferenceSpace {
    weakReferenceSpace ?? detachedReferenceSpace
  }
  private var weakReferenceSpace: (any DynamicReferenceSpace)? {
    get { weakReferenceSpaceToken?.hasEnded == false ? weakReferenceSpaceStorage : nil }
    set {
      weakReferenceSpaceStorage = newValue
      weakReferenceSpaceToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var weakReferenceSpaceStorage: (any DynamicReferenceSpace)?
  private var weakReferenceSpaceToken: LifetimeToken?
  /// The space made by `init(referenceBounds:)`, kept alive by the animator.
  private var ownedReferenceSpace: ReferenceBounds?
  /// What stands in for a reference space that is gone.
  private lazy var detachedReferenceSpace = ReferenceBounds(bounds: lastReferenceBounds)

  /// Told when the animator resumes and pauses.
  public var delegate: (any DynamicAnimatorDelegate)? {
    get { delegateToken?.hasEnded == false ? delegateStorage : nil }
    set {
      delegateStorage = newValue
      delegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var delegateStorage: (any DynamicAnimatorDelegate)?
  private var delegateToken: LifetimeToken?

  /// The top-level behaviours, in the order they were added.
  public private(set) var behaviors: [DynamicBehavior] = []

  /// Whether the animator is running (UIKit: a display link is attached). `tick` does
  /// nothing while it is not.
  public internal(set) var isRunning = false

  /// Seconds of stepped time since the animator first ran (paused time excluded; never
  /// reset). Frames longer than 0.5 s count as 1/60 s.
  public internal(set) var elapsedTime: Double = 0

  /// The screen scale for pixel-snapping written-back centres: `floor(x) + round(s·frac)/s`
  /// (2 by default, a Retina screen; 1 rounds to whole points; 0 or less disables snapping).
  /// Bodies keep unrounded positions either way.
  public var screenScale: Double = 2

  // The engine.
  var world = World()
  /// Item slots (write-back order), with a free list.
  var records: [ItemRecord?] = []
  var freeRecords: [Int] = []
  /// Looking up an item's slot (lookup only: no iteration decides anything).
  var slotByItem: [ObjectIdentifier: Int] = [:]
  /// Every associated behaviour, depth-first in tree order: the order of actions.
  var registered: [DynamicBehavior] = []
  /// The registered behaviours that act before the step (pushes), and those with an action.
  var preSolvers: [DynamicBehavior] = []
  var actors: [DynamicBehavior] = []
  /// Top-level membership (lookup only).
  var topLevel: Set<ObjectIdentifier> = []
  /// Collision behaviours by their filter bit.
  var collisionByBit: [CollisionBehavior?] = Array(repeating: nil, count: 64)
  var collisionFiltersDirty = false
  var itemPropertiesDirty = false
  /// Seconds not yet stepped (Double, against the Float sub-step).
  var accumulator: Double = 0
  /// True during collision callbacks and actions: tree changes wait for the frame's end.
  var defersChanges = false
  var deferred: [() -> Void] = []
  /// The reference bounds seen at the last frame, to rebuild implicit boundaries.
  var lastReferenceBounds: Rect
  /// What a forecast in progress puts back (DynamicAnimator+Forecast.swift).
  var forecastCheckpoint: ForecastCheckpoint?

  /// An animator over `referenceSpace` (a reference view, once the Scene module provides one).
  public init(referenceSpace: any DynamicReferenceSpace) {
    self.lastReferenceBounds = referenceSpace.dynamicReferenceBounds
    self.weakReferenceSpace = referenceSpace
  }

  /// An animator over a plain rectangle (points).
  public convenience init(referenceBounds: Rect) {
    let space = ReferenceBounds(bounds: referenceBounds)
    self.init(referenceSpace: space)
    ownedReferenceSpace = space
    space.animator = self
  }

  /// The reference space's bounds (points).
  public var referenceBounds: Rect { referenceSpace.dynamicReferenceBounds }

  // MARK: Behaviours

  /// Adds a top-level behaviour and starts the animator if it has items. Ignores a behaviour
  /// already at the top level (as UIKit); a behaviour that is another's child, or belongs to
  /// another animator, is a programming error. Deferred inside callbacks and actions.
  public func addBehavior(_ behavior: DynamicBehavior) {
    if defersChanges {
      deferChange { [owner = Weak(self)] in owner.object?.addBehavior(behavior) }
      return
    }
    if topLevel.contains(ObjectIdentifier(behavior)) { return }
    precondition(
      behavior.parent == nil,
      "addBehavior: the behaviour is a child of another behaviour; add its top-level ancestor")
    precondition(
      behavior.dynamicAnimator == nil,
      "addBehavior: the behaviour already belongs to another DynamicAnimator")
    behaviors.append(behavior)
    topLevel.insert(ObjectIdentifier(behavior))
    associate(behavior)
    startIfNeeded()
  }

  /// Removes a top-level behaviour (and its children). Ignores anything else. Deferred inside
  /// callbacks and actions.
  public func removeBehavior(_ behavior: DynamicBehavior) {
    if defersChanges {
      deferChange { [owner = Weak(self)] in owner.object?.removeBehavior(behavior) }
      return
    }
    guard topLevel.remove(ObjectIdentifier(behavior)) != nil,
      let index = behaviors.firstIndex(where: { $0 === behavior })
    else { return }
    behaviors.remove(at: index)
    dissociate(behavior)
  }

  /// Removes every top-level behaviour.
  public func removeAllBehaviors() {
    for b in behaviors { removeBehavior(b) }
  }

  /// Registers `behavior` and its subtree: `willMove(to:)`, then bodies and constraints.
  func associate(_ behavior: DynamicBehavior) {
    behavior.forEachInTree { b in
      b.dynamicAnimator = self
      b.willMove(to: self)
      b.didAssociate(with: self)
    }
    registerNew(behavior)
    startIfNeeded()
  }

  /// Unregisters `behavior` and its subtree.
  func dissociate(_ behavior: DynamicBehavior) {
    behavior.forEachInTree { b in
      b.willMove(to: nil)
      b.willDissociate(from: self)
      b.dynamicAnimator = nil
    }
    rebuildRegistered()
  }

  /// Appends a newly associated subtree when it is the last in tree order (the common case
  /// of `addBehavior`), else rebuilds the lists.
  private func registerNew(_ behavior: DynamicBehavior) {
    if behavior.parent == nil && behaviors.last === behavior {
      behavior.forEachInTree { b in
        registered.append(b)
        if b is PushBehavior { preSolvers.append(b) }
        if b.action != nil { actors.append(b) }
      }
    } else {
      rebuildRegistered()
    }
  }

  /// Rebuilds the registration lists in depth-first tree order.
  func rebuildRegistered() {
    registered.removeAll(keepingCapacity: true)
    preSolvers.removeAll(keepingCapacity: true)
    actors.removeAll(keepingCapacity: true)
    for b in behaviors { b.forEachInTree { registered.append($0) } }
    for b in registered {
      if b is PushBehavior { preSolvers.append(b) }
      if b.action != nil { actors.append(b) }
    }
  }

  func deferChange(_ change: @escaping () -> Void) { deferred.append(change) }

  // MARK: Running

  /// Starts the animator when it has items and is not running (`willResume` first).
  func startIfNeeded() {
    guard !isRunning, !slotByItem.isEmpty else { return }
    delegate?.dynamicAnimatorWillResume(self)
    isRunning = true
  }

  /// A behaviour parameter changed: wake `items`' bodies and start.
  func wake(_ items: [any DynamicItem]) {
    for item in items {
      if let slot = slotByItem[ObjectIdentifier(item as AnyObject)], let r = records[slot] {
        world.bodies[Int(r.body.index)].wake()
      }
    }
    startIfNeeded()
  }

  /// The reference space's bounds changed: implicit boundaries follow, and the animator runs.
  public func referenceBoundsDidChange() {
    rebuildImplicitBoundaries()
    for slot in records.indices {
      if let r = records[slot] { world.bodies[Int(r.body.index)].wake() }
    }
    startIfNeeded()
  }

  // MARK: Items

  /// The items whose fat box (body box grown by 10 pt) meets `rect` (reference space), in
  /// the order their bodies were made.
  public func items(in rect: Rect) -> [any DynamicItem] {
    var result: [any DynamicItem] = []
    for slot in records.indices {
      guard let r = records[slot] else { continue }
      var s = world.bodies[Int(r.body.index)].shapeList
      let xf = world.bodies[Int(r.body.index)].xf
      var hit = false
      while s != -1 && !hit {
        let box = world.aabb(of: s, xf)
        let margin = 10.0
        let fat = Rect(
          x: Double(box.lower.x) * PhysicsUnits.pointsPerMeter - margin,
          y: Double(box.lower.y) * PhysicsUnits.pointsPerMeter - margin,
          width: Double(box.upper.x - box.lower.x) * PhysicsUnits.pointsPerMeter + 2 * margin,
          height: Double(box.upper.y - box.lower.y) * PhysicsUnits.pointsPerMeter + 2 * margin)
        hit = fat.intersects(rect)
        s = world.shapes[Int(s)].next
      }
      if hit { result.append(r.item) }
    }
    return result
  }

  /// Re-reads an item's centre and rotation into its body, wakes it and starts the animator.
  /// Does nothing for an item without a body. Bounds are never re-read (re-add the item to
  /// resize it). Device quirk kept: when the centre did not change, a rotation-only change is
  /// ignored.
  public func updateItem(usingCurrentState item: any DynamicItem) {
    guard let slot = slotByItem[ObjectIdentifier(item as AnyObject)], let r = records[slot] else {
      return
    }
    let center = item.center
    precondition(center.isFinite, "DynamicAnimator.updateItem: the item's center must be finite")
    if center != r.lastCenter {
      let p = referenceSpace.dynamicReferencePoint(forCenterOf: item)
      let t = item.transform
      world.setTransform(
        r.body.index, position: Self.meters(p, "DynamicAnimator.updateItem: the item's center"),
        angle: t.isFinite ? Float(Angles.atan2(t.b, t.a)) : 0)
      r.lastCenter = center
    }
    world.bodies[Int(r.body.index)].wake()
    startIfNeeded()
  }

  /// The linear velocity of an item's body (points per second), or zero without one.
  func linearVelocity(of item: any DynamicItem) -> Vector {
    guard let slot = slotByItem[ObjectIdentifier(item as AnyObject)], let r = records[slot] else {
      return .zero
    }
    let v = world.bodies[Int(r.body.index)].v
    return Vector(
      dx: Double(v.x) * PhysicsUnits.pointsPerMeter, dy: Double(v.y) * PhysicsUnits.pointsPerMeter)
  }

  /// A position (points) in metres, each axis within ±`Limits.maximumCoordinate` (1e9 pt).
  /// NaN stops the process naming `what`.
  static func meters(_ p: Point, _ what: @autoclosure () -> String) -> Vec2 {
    Vec2(
      Limits.coordinate(p.x * PhysicsUnits.metersPerPoint, "\(what()) (x)"),
      Limits.coordinate(p.y * PhysicsUnits.metersPerPoint, "\(what()) (y)"))
  }

  /// An offset from an item's centre (points) in metres, each axis within
  /// ±`Limits.maximumExtent` (1,000,000 pt). NaN stops the process naming `what`.
  static func meters(_ v: Vector, _ what: @autoclosure () -> String) -> Vec2 {
    Vec2(
      Limits.offset(v.dx * PhysicsUnits.metersPerPoint, "\(what()) (x)"),
      Limits.offset(v.dy * PhysicsUnits.metersPerPoint, "\(what()) (y)"))
  }

  static func points(_ v: Vec2) -> Point {
    Point(
      x: Double(v.x) * PhysicsUnits.pointsPerMeter, y: Double(v.y) * PhysicsUnits.pointsPerMeter)
  }
}
