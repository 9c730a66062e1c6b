public import DynamicMenusGeometry

/// The shape a dynamic item collides with. UIKit's `UIDynamicItemCollisionBoundsType`.
public nonisolated enum DynamicItemCollisionBoundsType: Sendable, Hashable {
  /// The full bounds rectangle (no inset, no skin). The default.
  case rectangle
  /// The ellipse inscribed in the bounds: a circle when square, else a 16-gon on the ellipse.
  case ellipse
  /// `collisionBoundingPath`: convex, centred on (0, 0), either winding.
  case path
}

/// Something UIKit Dynamics can move: a view, a layer, or any object with a centre, bounds and
/// transform. UIKit's `UIDynamicItem`.
///
/// The animator reads `bounds.size` once, when it creates the item's body, and `center` and
/// `transform` (its rotation, `atan2(b, a)`; scale and shear are ignored) at the same time.
/// After every frame it writes `center` (pixel-snapped) and replaces `transform` with a pure
/// rotation, so scale, shear and translation are lost on the first step, as on devices.
///
/// ```swift
/// let box = BasicDynamicItem(center: Point(x: 150, y: 50), size: Size(width: 100, height: 100))
/// let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 512, height: 512))
/// animator.addBehavior(GravityBehavior(items: [box]))
/// animator.tick(1.0 / 60)  // box.center.y grows
/// ```
public protocol DynamicItem: AnyObject {
  /// The item's centre, in its superview's coordinates (points). The animator converts it to
  /// the reference space through `DynamicReferenceSpace`.
  var center: Point { get set }
  /// The item's bounds (points); only the size matters, read once when the body is made.
  /// Its width and height must be positive and finite; the body collides and weighs as if
  /// each were within 0.001 … 1,000,000 pt.
  var bounds: Rect { get }
  /// The item's transform; the animator reads its rotation and writes a pure rotation.
  var transform: AffineTransform { get set }
  /// The collision shape. Default `.rectangle`.
  var collisionBoundsType: DynamicItemCollisionBoundsType { get }
  /// The collision polygon for `.path`, in the item's own coordinates centred on (0, 0):
  /// convex, not self-intersecting, 3 to 64 vertices after flattening. Default nil.
  var collisionBoundingPath: Path? { get }
}

extension DynamicItem {
  /// `.rectangle`, UIKit's default.
  public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
  /// nil, UIKit's default.
  public var collisionBoundingPath: Path? { nil }
}

/// A plain dynamic item: a centre, a size, a transform and a collision shape, for scenes that
/// have no views (tests, the `simulate` command, benchmarks).
public final class BasicDynamicItem: DynamicItem {
  /// The centre (points).
  public var center: Point
  /// The bounds: origin (0, 0) and the item's size (points).
  public var bounds: Rect
  /// The transform (identity at first).
  public var transform: AffineTransform
  /// The collision shape. Default `.rectangle`.
  public var collisionBoundsType: DynamicItemCollisionBoundsType
  /// The collision polygon for `.path`. Default nil.
  public var collisionBoundingPath: Path?

  /// An item at `center` of `size`, rotated by `angle` radians (clockwise on screen).
  public init(
    center: Point, size: Size, angle: Double = 0,
    collisionBoundsType: DynamicItemCollisionBoundsType = .rectangle,
    collisionBoundingPath: Path? = nil
  ) {
    self.center = center
    self.bounds = Rect(origin: .zero, size: size)
    self.transform = angle == 0 ? .identity : AffineTransform(rotationAngle: angle)
    self.collisionBoundsType = collisionBoundsType
    self.collisionBoundingPath = collisionBoundingPath
  }
}
