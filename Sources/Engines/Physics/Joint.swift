// Joints: one record type for every kind (no existentials in the solver), with the solver
// stages in one file per kind, as Box2D: DistanceJoint.swift, RopeJoint.swift,
// RevoluteJoint.swift, PrismaticJoint.swift, WeldJoint.swift.

/// The kinds of joint UIKit's attachments map onto.
package enum JointKind: UInt8 {
  /// Holds the anchors at `length`: rigid when `frequency == 0`, else a soft spring.
  case distance
  /// Holds the anchors at most `length` apart (UIKit's limit attachment).
  case rope
  /// Pins the anchors together; optional angle limits and a friction motor (pin attachment).
  case revolute
  /// Slides along an axis fixed in A; optional translation limits (sliding attachment).
  case prismatic
  /// Glues the bodies (fixed attachment).
  case weld
}

/// What a joint is asked to be (Box2D's b2JointDef, its defaults as `b2DefaultJointDef`
/// gives them). Lengths in metres, angles in radians, frequency in Hz; AttachmentBehavior
/// (Dynamics) checks the ranges before a definition reaches the world.
package struct JointDef {
  /// The kind. Default ``JointKind/distance``.
  package var kind: JointKind = .distance
  /// The two bodies joined (B may be the world's static body).
  package var bodyA: BodyID
  package var bodyB: BodyID
  /// The anchors in each body's frame (m). Default the bodies' origins.
  package var localAnchorA: Vec2 = .zero
  package var localAnchorB: Vec2 = .zero
  /// Distance and rope: the length (m), ≥ 0. Default 0.
  package var length: Float = 0
  /// Distance: the spring's frequency (Hz), ≥ 0; 0 (the default) is a rigid rod.
  package var frequency: Float = 0
  /// Distance: the spring's damping ratio, ≥ 0 (1 is critical). Default 0.
  package var dampingRatio: Float = 0
  /// Revolute, prismatic and weld: B's angle minus A's at rest (rad). Default 0.
  package var referenceAngle: Float = 0
  /// Revolute and prismatic: whether `lower`…`upper` limits the angle (rad) or the
  /// translation (m). Default false, 0…0.
  package var enableLimit = false
  package var lower: Float = 0
  package var upper: Float = 0
  /// Revolute and prismatic: whether the motor runs (at `motorSpeed`, rad/s or m/s; 0 makes
  /// it a friction that resists motion up to `maxMotor`). Default false.
  package var enableMotor = false
  var motorSpeed: Float = 0
  /// Motor torque (N·m) for revolute, force (N) for prismatic, ≥ 0. Default 0.
  package var maxMotor: Float = 0
  /// Prismatic: the unit axis in A's frame. Default (1, 0).
  package var localAxisA = Vec2(1, 0)

  /// A definition joining `bodyA` and `bodyB`; every other field at its default.
  package init(
    kind: JointKind = .distance, bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2 = .zero,
    localAnchorB: Vec2 = .zero, length: Float = 0, frequency: Float = 0, dampingRatio: Float = 0
  ) {
    self.kind = kind
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.localAnchorA = localAnchorA
    self.localAnchorB = localAnchorB
    self.length = length
    self.frequency = frequency
    self.dampingRatio = dampingRatio
  }
}

/// A joint record: its definition, its links, and the solver's state: what it copies from
/// the two bodies (`prepare`) and its kind's own state.
package struct Joint {
  // What the solver copies from the bodies (`prepare`), and the distance joint's state next to
  // it: the fields every rod iteration reads come first, in the record's first cache lines.
  var indexA: Int = 0
  var indexB: Int = 0
  var localCenterA = Vec2.zero
  var localCenterB = Vec2.zero
  var invMassA: Float = 0
  var invMassB: Float = 0
  var invIA: Float = 0
  var invIB: Float = 0
  /// Whether body A or B is static. A static body's velocity is +0 and stays so: the joints
  /// leave out adding their zero impulses to it (+0 + 0·P is +0 for any finite P), as Box2D v3
  /// gives static bodies no solver state to write.
  var isStaticA = false
  var isStaticB = false
  // Each kind's own solver state, in its kind's file. Only the joint's kind is ever used;
  // Swift has no union, and an enum's payload cannot be changed in place, which every
  // iteration of the solver does.
  var distance = DistanceJointState()
  var rope = RopeJointState()
  var revolute = RevoluteJointState()
  var prismatic = PrismaticJointState()
  var weld = WeldJointState()

  package var def: JointDef
  package var bodyA: Int32
  package var bodyB: Int32
  package var alive = true
  package var generation: UInt32 = 0
  var islandFlag = false
  // Edge lists through the two bodies.
  var prevA: Int32 = -1
  var nextA: Int32 = -1
  var prevB: Int32 = -1
  var nextB: Int32 = -1

  package init(def: JointDef, bodyA: Int32, bodyB: Int32) {
    self.def = def
    self.bodyA = bodyA
    self.bodyB = bodyB
  }

  /// Copies what the solver needs from the two bodies.
  @inline(__always)
  package mutating func prepare(_ a: Body, _ b: Body) {
    indexA = Int(a.solverIndex)
    indexB = Int(b.solverIndex)
    localCenterA = a.sweep.localCenter
    localCenterB = b.sweep.localCenter
    invMassA = a.invMass
    invMassB = b.invMass
    invIA = a.invI
    invIB = b.invI
    isStaticA = a.type == .static
    isStaticB = b.type == .static
  }

  mutating func initVelocityConstraints(_ d: SolverData) {
    switch def.kind {
    case .distance: initDistance(d)
    case .rope: initRope(d)
    case .revolute: initRevolute(d)
    case .prismatic: initPrismatic(d)
    case .weld: initWeld(d)
    }
  }

  /// One velocity iteration. Inlined into the solve loop with rods first: every joint of the
  /// dial is one, and the call itself was a tenth of a rod's time.
  @inline(__always)
  mutating func solveVelocityConstraints(_ d: SolverData) {
    if distance.isRodBetweenCentres { return solveRodVelocity(d) }
    switch def.kind {
    case .distance: solveDistanceVelocity(d)
    case .rope: solveRopeVelocity(d)
    case .revolute: solveRevoluteVelocity(d)
    case .prismatic: solvePrismaticVelocity(d)
    case .weld: solveWeldVelocity(d)
    }
  }

  /// Returns whether the joint's position error is within tolerance.
  mutating func solvePositionConstraints(_ d: SolverData) -> Bool {
    switch def.kind {
    case .distance: return solveDistancePosition(d)
    case .rope: return solveRopePosition(d)
    case .revolute: return solveRevolutePosition(d)
    case .prismatic: return solvePrismaticPosition(d)
    case .weld: return solveWeldPosition(d)
    }
  }

  /// Zeroes the accumulated impulses, so they do not warm-start the next sub-step.
  mutating func forgetImpulses() {
    distance.impulse = 0
    rope.impulse = 0
    revolute.impulse = .zero
    revolute.motorImpulse = 0
    revolute.lowerImpulse = 0
    revolute.upperImpulse = 0
    prismatic.impulse = .zero
    prismatic.motorImpulse = 0
    prismatic.lowerImpulse = 0
    prismatic.upperImpulse = 0
    weld.impulse = (0, 0, 0)
  }

  /// The world-space arm of a body-local point about the centre of mass: q·local, skipping
  /// the rotation when the point is the centre (most UIKit attachments).
  @inline(__always) package func arm(_ p: SolverPosition, _ local: Vec2) -> Vec2 {
    local == .zero ? .zero : mul(p.rotation, local)
  }

  /// Applies a linear impulse P at the anchors (A gets −P) with extra angular impulses.
  @inline(__always)
  package func apply(_ d: SolverData, _ p: Vec2, angularA la: Float, angularB lb: Float) {
    if !isStaticA {
      d.velocities[indexA].v -= invMassA * p
      d.velocities[indexA].w -= invIA * la
    }
    if !isStaticB {
      d.velocities[indexB].v += invMassB * p
      d.velocities[indexB].w += invIB * lb
    }
  }
}

/// A body's position in the solver: centre of mass and angle, with the rotation of the angle
/// it last had (`q` = `Rot(angle: qAngle)`), so the position passes compute sine and cosine
/// only for angles that changed. The cache is keyed on the angle's bits: reusing it gives the
/// very rotation `Rot(angle: a)` would.
package struct SolverPosition {
  package var c: Vec2
  package var a: Float
  package var q: Rot
  var qAngle: Float

  /// A position whose rotation `q` is known to be `Rot(angle: a)`.
  @inline(__always) package init(c: Vec2, a: Float, q: Rot) {
    self.c = c
    self.a = a
    self.q = q
    self.qAngle = a
  }

  /// `Rot(angle: a)`, from the cache when the angle has not changed.
  @inline(__always) package var rotation: Rot {
    a.bitPattern == qAngle.bitPattern ? q : Rot(angle: a)
  }

  /// `Rot(angle: a)`, refreshing the cache.
  @inline(__always) mutating func updateRotation() -> Rot {
    if a.bitPattern != qAngle.bitPattern {
      q = Rot(angle: a)
      qAngle = a
    }
    return q
  }
}

/// A body's velocity in the solver: linear (m/s) and angular (rad/s).
package struct SolverVelocity {
  package var v: Vec2
  package var w: Float
}

/// What constraint solvers read: the solve set's positions and velocities and the sub-step.
package struct SolverData {
  package var positions: UnsafeMutablePointer<SolverPosition>
  package var velocities: UnsafeMutablePointer<SolverVelocity>
  /// The sub-step (s) and its inverse.
  package var h: Float
  var invH: Float
}

extension Mat33 {
  /// Solves A·x = b (Cramer's rule); zero when singular.
  func solve33(_ b: (Float, Float, Float)) -> (Float, Float, Float) {
    // In Double, as Mat22.solve.
    typealias D3 = (Double, Double, Double)
    func wide(_ u: (Float, Float, Float)) -> D3 { (Double(u.0), Double(u.1), Double(u.2)) }
    func crossDot(_ u: D3, _ v: D3, _ w: D3) -> Double {
      // u · (v × w)
      u.0 * (v.1 * w.2 - v.2 * w.1) + u.1 * (v.2 * w.0 - v.0 * w.2) + u.2 * (v.0 * w.1 - v.1 * w.0)
    }
    let x = wide(ex), y = wide(ey), z = wide(ez), c = wide(b)
    var det = crossDot(x, y, z)
    if det != 0 { det = 1 / det }
    return (
      Float(det * crossDot(c, y, z)), Float(det * crossDot(x, c, z)), Float(det * crossDot(x, y, c))
    )
  }

  /// Solves the upper-left 2×2 block: A₂₂·x = b.
  func solve22(_ b: Vec2) -> Vec2 {
    Mat22(ex: Vec2(ex.0, ex.1), ey: Vec2(ey.0, ey.1)).solve(b)
  }
}
