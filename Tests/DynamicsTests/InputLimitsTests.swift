import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing

/// The engine's limits (docs/dynamics.md, "Limits"): extreme finite values are brought into
/// the ranges where single-precision metres and kilograms stay finite, with the results these
/// known answers state; NaN stops the process naming the property.
@MainActor
@Suite struct InputLimitsTests {
  /// An animator whose item `size` pt wide, of `density`, is frictionless and free.
  static func scene(size: Double, density: Double = 1) -> (
    DynamicAnimator, BasicDynamicItem, DynamicItemBehavior
  ) {
    let animator = Sim.animator()
    animator.screenScale = 0  // read unsnapped centres
    let item = Sim.box(500, 500, size, size)
    let props = Sim.frictionless([item])
    props.density = density
    animator.addBehavior(props)
    return (animator, item, props)
  }

  /// The x velocity (pt/s) one frame after an instantaneous push of `impulse` N·s along +x.
  static func velocityAfterImpulse(_ impulse: Double, size: Double, density: Double = 1)
    -> Double
  {
    let (animator, item, props) = scene(size: size, density: density)
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.pushDirection = Vector(dx: impulse, dy: 0)
    animator.addBehavior(push)
    animator.tick(Sim.frame)
    #expect(item.center.isFinite && item.transform.isFinite)
    return props.linearVelocity(for: item).dx
  }

  // MARK: Sizes and densities

  /// Mass = density × (side / 100 pt)² kg with each side at least 0.001 pt: 1e-10 kg at
  /// density 1, so 1e-12 N·s gives Δv = 0.01 m/s = 1 pt/s whatever the item's real size below
  /// 0.001 pt (a 1e-8 pt item's inertia underflowed Float and its centre became NaN).
  @Test(arguments: [1e-8, 1e-300, Double.leastNonzeroMagnitude, 0.001])
  func itemsUnderAThousandthOfAPointWeighAsOne(side: Double) {
    let v = Self.velocityAfterImpulse(1e-12, size: side)
    #expect(abs(v - 1) < 1e-5, "Δv \(v) pt/s")
  }

  /// Each side at most 1,000,000 pt (1e4 m): 1e8 kg at density 1, so 1e8 N·s gives
  /// 100 pt/s (a 1e30 pt item's area overflowed Float).
  @Test(arguments: [1e30, 1e300, Double.greatestFiniteMagnitude, 1e6])
  func itemsOverAMillionPointsWeighAsOne(side: Double) {
    let v = Self.velocityAfterImpulse(1e8, size: side)
    #expect(abs(v - 100) < 1e-3, "Δv \(v) pt/s")
  }

  /// A collision path is scaled on each axis into 0.001 … 1,000,000 pt: a triangle whose box
  /// is 1.5r × 2r becomes one of half a 0.001 pt (or 1,000,000 pt) square, 5e-11 kg (5e7 kg)
  /// at density 1; `impulse` N·s gives 1 pt/s (100 pt/s). The path checks are scale-free (a
  /// 1e-8 pt triangle had "no area", a 1e109 pt one was "not convex").
  @Test(arguments: [(1e-8, 5e-13, 1.0), (1e-300, 5e-13, 1), (1e109, 5e7, 100), (1e300, 5e7, 100)])
  func collisionPathsAreScaledIntoTheLimits(r: Double, impulse: Double, expected: Double) {
    let animator = Sim.animator()
    let triangle = Path(polygon: [
      Point(x: r, y: 0), Point(x: -r / 2, y: r), Point(x: -r / 2, y: -r),
    ])
    let item = BasicDynamicItem(
      center: Point(x: 500, y: 500), size: Size(width: 10, height: 10),
      collisionBoundsType: .path, collisionBoundingPath: triangle)
    let props = Sim.frictionless([item])
    animator.addBehavior(props)
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.pushDirection = Vector(dx: impulse, dy: 0)
    animator.addBehavior(push)
    animator.tick(Sim.frame)
    #expect(item.center.isFinite && item.transform.isFinite)
    let v = props.linearVelocity(for: item).dx
    #expect(abs(v - expected) < expected * 1e-5, "Δv \(v) pt/s")
  }

  /// Density reaches the engine within 1e-6 … 1e6: on a 100 × 100 pt (1 m²) item an impulse of
  /// `engine` N·s gives Δv = 100 pt/s.
  @Test(arguments: [
    (1e-40, 1e-6), (1e-300, 1e-6), (Double.leastNonzeroMagnitude, 1e-6), (1e30, 1e6),
    (1e300, 1e6), (0.5, 0.5),
  ])
  func densityIsKeptWithinAMillionfold(density: Double, engine: Double) {
    let v = Self.velocityAfterImpulse(engine, size: 100, density: density)
    #expect(abs(v - 100) < 1e-3, "Δv \(v) pt/s")
  }

  /// Density 0 or below: Box2D's massless dynamic body, 1 kg that does not turn.
  @Test(arguments: [0.0, -1, -1e300])
  func densityZeroOrNegativeIsAOneKilogramBodyThatDoesNotTurn(density: Double) {
    let (animator, item, props) = Self.scene(size: 100, density: density)
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.pushDirection = Vector(dx: 1, dy: 0)
    push.setTargetOffsetFromCenter(Vector(dx: 0, dy: 40), for: item)
    animator.addBehavior(push)
    animator.tick(Sim.frame)
    #expect(abs(props.linearVelocity(for: item).dx - 100) < 1e-3)
    #expect(props.angularVelocity(for: item) == 0)
  }

  // MARK: Velocities, pushes, gravity

  /// An added velocity keeps its direction and is at most 1,000,000 pt/s; the body then moves
  /// at the engine's top speed, 200 pt per 1/120 s sub-step (an added 1e30 pt/s squared to
  /// infinity in that cap, which scaled it to zero: the item froze).
  @Test func addedVelocitiesAreLimitedAndMoveAtTopSpeed() {
    let (animator, item, props) = Self.scene(size: 100)
    animator.tick(Sim.frame)
    props.addLinearVelocity(Vector(dx: 3e30, dy: 4e30), for: item)
    let v = props.linearVelocity(for: item)
    #expect(abs(v.dx - 6e5) < 1 && abs(v.dy - 8e5) < 1, "\(v)")
    props.addAngularVelocity(-1e300, for: item)
    #expect(props.angularVelocity(for: item) == -1e4)
    let start = item.center
    animator.tick(Sim.frame)  // one sub-step after the first frame's carry: two
    let moved = item.center - start
    #expect(abs(moved.dx - 2 * 120) < 0.01 && abs(moved.dy - 2 * 160) < 0.01, "\(moved)")
    let angle = Angles.atan2(item.transform.b, item.transform.a)
    #expect(abs(angle - -Double.pi) < 1e-3 || abs(angle - Double.pi) < 1e-3, "\(angle)")
    #expect(abs(props.linearVelocity(for: item).length - 24_000) < 1)
  }

  /// A push of 1e30 (continuous or instantaneous) moves its item at top speed: 200 pt in the
  /// first frame's one sub-step (it froze: its velocity squared to infinity in the cap).
  @Test(arguments: [PushBehaviorMode.continuous, .instantaneous])
  func aHugePushMovesItsItemAtTopSpeed(mode: PushBehaviorMode) {
    let (animator, item, _) = Self.scene(size: 100)
    let push = PushBehavior(items: [item], mode: mode)
    push.setAngle(0, magnitude: 1e30)
    animator.addBehavior(push)
    animator.tick(Sim.frame)
    #expect(abs(item.center.x - 700) < 0.01, "\(item.center)")
    #expect(abs(item.center.y - 500) < 0.01)
  }

  /// Gravity of magnitude 1e30 (beyond the limit of 1e5) falls at top speed, and an item resting
  /// on the reference bounds under it stays there.
  @Test func hugeGravityFallsAtTopSpeedAndRests() {
    let (animator, item, _) = Self.scene(size: 100)
    let gravity = GravityBehavior(items: [item])
    gravity.magnitude = 1e30
    let walls = CollisionBehavior(items: [item])
    walls.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(gravity)
    animator.addBehavior(walls)
    animator.tick(Sim.frame)
    #expect(abs(item.center.y - 700) < 0.01, "\(item.center)")
    for _ in 0..<120 { animator.tick(Sim.frame) }
    #expect(item.center.isFinite && item.transform.isFinite)
    #expect(abs(item.center.y - 951) < 1.5, "\(item.center)")  // on the floor, 1 pt out
  }

  // MARK: Positions

  /// Positions enter within ±1e9 pt on each axis: an item at 1e300 pt is at 1e9 pt.
  @Test func farCentresAreBroughtToABillionPoints() {
    let (animator, item, _) = Self.scene(size: 100)
    let far = BasicDynamicItem(
      center: Point(x: 1e300, y: -1e300), size: Size(width: 100, height: 100))
    animator.addBehavior(GravityBehavior(items: [item, far]))
    animator.tick(Sim.frame)
    #expect(abs(far.center.x - 1e9) <= 100 && abs(far.center.y - -1e9) <= 100, "\(far.center)")
    item.center = Point(x: -1e300, y: 10)
    animator.updateItem(usingCurrentState: item)
    animator.tick(Sim.frame)
    #expect(abs(item.center.x - -1e9) <= 100, "\(item.center)")
  }

  /// A snap point or an anchor at 1e30 pt: the item heads for it, finite.
  @Test func farSnapPointsAndAnchorsPullFinitely() {
    let (animator, item, _) = Self.scene(size: 100)
    let other = Sim.box(200, 200)
    animator.addBehavior(SnapBehavior(item: item, snapTo: Point(x: 1e30, y: 1e30)))
    let rope = AttachmentBehavior(item: other, attachedToAnchor: Point(x: -1e300, y: 0))
    rope.frequency = 1e30
    rope.damping = 1e30
    animator.addBehavior(rope)
    animator.addBehavior(GravityBehavior(items: [other]))
    for _ in 0..<120 {
      animator.tick(Sim.frame)
      #expect(item.center.isFinite && other.center.isFinite)
    }
    #expect(item.center.x > 10_000 && item.center.y > 10_000, "\(item.center)")
    #expect(other.center.isFinite && other.transform.isFinite)
  }

  /// Elasticity and friction of 1e30 bounce and grip, finitely (elasticity 1e38 came out NaN
  /// after the first bounce, friction 1e300 too).
  @Test(arguments: [1e30, 1e300, -1e300])
  func hugeCoefficientsStayFinite(value: Double) {
    let (animator, item, props) = Self.scene(size: 100)
    props.elasticity = value
    props.friction = value
    let walls = CollisionBehavior(items: [item])
    walls.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(walls)
    let gravity = GravityBehavior(items: [item])
    gravity.setAngle(1, magnitude: 1)
    animator.addBehavior(gravity)
    for frame in 0..<240 {
      animator.tick(Sim.frame)
      guard item.center.isFinite && item.transform.isFinite else {
        Issue.record("frame \(frame): \(item.center)")
        return
      }
    }
    #expect(Rect(x: 0, y: 0, width: 1000, height: 1000).contains(item.center))
  }

  // MARK: NaN is a programming error

  static func text(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test func aNaNDensityStopsNamingIt() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (animator, _, props) = Self.scene(size: 100)
        props.density = .nan
        animator.tick(Sim.frame)
      }
    }
    #expect(Self.text(result).contains("DynamicItemBehavior.density is not a number"))
  }

  @Test func aNaNGravityStopsNamingIt() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (animator, item, _) = Self.scene(size: 100)
        let gravity = GravityBehavior(items: [item])
        animator.addBehavior(gravity)
        gravity.magnitude = .nan
      }
    }
    #expect(Self.text(result).contains("GravityBehavior.gravityDirection is not a number"))
  }

  @Test func aNaNSnapPointStopsNamingIt() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let (animator, item, _) = Self.scene(size: 100)
        let snap = SnapBehavior(item: item, snapTo: Point(x: 10, y: 10))
        animator.addBehavior(snap)
        snap.snapPoint = Point(x: .nan, y: 10)
      }
    }
    #expect(Self.text(result).contains("SnapBehavior.snapPoint (x) is not a number"))
  }
}
