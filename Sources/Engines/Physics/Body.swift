// Bodies: the rigid bodies of the world, in metres, kilograms and seconds.

/// How a body moves: static bodies never do, kinematic ones follow their velocity, dynamic
/// ones respond to forces and contacts.
package enum BodyType: UInt8 {
  case `static`
  case kinematic
  case dynamic
}

/// A stable handle to a body: an index and the generation it was created in, so a handle to a
/// destroyed body never reaches its successor.
package struct BodyID: Equatable {
  package var index: Int32
  package var generation: UInt32
}

/// A body record. The solver copies positions and velocities into contiguous arrays per step;
/// this record keeps the rest.
package struct Body {
  package var type: BodyType = .dynamic
  /// The body origin's transform (the item's centre and rotation).
  package var xf = Transform2.identity
  package var sweep = Sweep()
  /// Linear velocity of the centre of mass (m/s) and angular velocity (rad/s).
  package var v = Vec2.zero
  package var w: Float = 0
  /// Force (N) and torque (N·m) accumulated for the current frame.
  package var force = Vec2.zero
  package var torque: Float = 0
  package var mass: Float = 0
  var invMass: Float = 0
  /// Rotational inertia about the centre of mass (kg·m²).
  var inertia: Float = 0
  var invI: Float = 0
  /// Damping rates (1/s): `v *= 1/(1 + h·c)` per sub-step.
  package var linearDamping: Float = 0
  package var angularDamping: Float = 0
  /// 1 when affected by the world's gravity, else 0.
  package var gravityScale: Float = 0
  /// Seconds spent below both sleep tolerances.
  var sleepTime: Float = 0
  package var awake = true
  package var fixedRotation = false
  package var alive = false
  package var generation: UInt32 = 0
  package var shapeList: Int32 = -1
  var contactList: Int32 = -1
  /// The touching, solid contacts: the part of `contactList` the island search walks.
  var touchList: Int32 = -1
  var jointList: Int32 = -1
  /// The body's slot in the current solve set, or −1.
  var solverIndex: Int32 = -1
  var islandFlag = false
  /// Owner data (the animator's item slot), or −1.
  package var userData: Int32 = -1

  /// Wakes the body and resets its sleep timer (Box2D's SetAwake(true)).
  @inline(__always) package mutating func wake() {
    if type == .static { return }
    awake = true
    sleepTime = 0
  }

  /// Puts the body to sleep: zero velocity and forces.
  @inline(__always) package mutating func sleep() {
    awake = false
    sleepTime = 0
    v = .zero
    w = 0
    force = .zero
    torque = 0
  }

  /// Recomputes the origin transform from the sweep's end.
  @inline(__always) mutating func synchronizeTransform() {
    xf.q = Rot(angle: sweep.a)
    xf.p = sweep.c - mul(xf.q, sweep.localCenter)
  }
}
