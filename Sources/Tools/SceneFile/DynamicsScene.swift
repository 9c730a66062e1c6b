import DynamicMenusDynamics
import DynamicMenusGeometry
public import Foundation

/// A physics scene for `dynamic-menus simulate`, parsed and fully validated before anything
/// runs (docs/scene-format.md describes the format). Every problem is reported as one
/// `SceneError` naming the file, the field and what is wrong.
public nonisolated struct DynamicsScene: Sendable {
  /// One item: an id, a centre, a size, an angle and a collision shape.
  nonisolated struct Item: Sendable {
    var id: String
    var center: Point
    var size: Size
    var angle: Double
    var boundsType: DynamicItemCollisionBoundsType
    var path: Path?
  }

  /// A boundary of a collision behaviour.
  nonisolated enum Boundary: Sendable {
    case segment(id: String, from: Point, to: Point)
    case loop(id: String, points: [Point])
  }

  /// A behaviour, with its items as indices into `items`.
  nonisolated enum Behavior: Sendable {
    case gravity(items: [Int], direction: Vector)
    case push(items: [Int], instantaneous: Bool, direction: Vector, offset: Vector, active: Bool)
    case snap(item: Int, point: Point, damping: Double)
    case attachment(Attachment)
    case collision(
      items: [Int], mode: CollisionMode, boundsAsBoundary: Bool, insets: EdgeInsets,
      boundaries: [Boundary])
    case item(items: [Int], properties: [ItemProperty])
  }

  /// An attachment behaviour's description.
  nonisolated struct Attachment: Sendable {
    nonisolated enum Kind: String, Sendable { case distance, sliding, limit, fixed, pin }
    var kind: Kind
    var item: Int
    var toItem: Int?
    var anchor: Point?
    var offset: Vector
    var toOffset: Vector
    var axis: Vector
    var length: Double?
    var frequency: Double
    var damping: Double
    var frictionTorque: Double
    var range: FloatRange?
  }

  /// An explicitly set item-behaviour property.
  nonisolated enum ItemProperty: Sendable {
    case elasticity(Double), friction(Double), density(Double), resistance(Double)
    case angularResistance(Double), allowsRotation(Bool), anchored(Bool)
    case linearVelocity(Vector), angularVelocity(Double)
  }

  /// A change to a behaviour after a frame.
  nonisolated struct Event: Sendable {
    var frame: Int
    var behavior: Int
    var changes: [Change]
  }

  /// One property change of an event.
  nonisolated enum Change: Sendable {
    case snapPoint(Point)
    case pushActive(Bool), pushMagnitude(Double), pushAngle(Double), pushDirection(Vector)
    case gravityMagnitude(Double), gravityAngle(Double), gravityDirection(Vector)
    case anchor(Point), length(Double), frequency(Double), damping(Double)
  }

  var size: Size
  var fps: Double
  var frames: Int
  var items: [Item]
  var behaviors: [Behavior]
  var events: [Event]

  /// The items' `id`s, in the file's order (the order ``run(frames:fps:observe:)`` reports
  /// the items in).
  public var itemIdentifiers: [String] { items.map { $0.id } }
}

nonisolated extension DynamicsScene {
  /// Parses and validates a scene; `file` names it in messages.
  public static func parse(_ data: Data, file: String) throws(SceneError) -> DynamicsScene {
    let root = try JSONField(value: JSONValue.parse(data, file: file), path: "", file: file)
      .object()
    var scene = DynamicsScene(
      size: Size(width: 512, height: 512), fps: 60, frames: 120, items: [], behaviors: [],
      events: [])
    if let f = root.optional("size") {
      let (w, h) = try f.pair()
      guard w > 0 && h > 0 else { throw f.error("the width and height must be positive") }
      scene.size = Size(width: w, height: h)
    }
    if let f = root.optional("fps") {
      scene.fps = try f.number()
      guard scene.fps > 0 else { throw f.error("must be positive") }
    }
    if let f = root.optional("frames") {
      scene.frames = try f.integer()
      guard scene.frames >= 0 else { throw f.error("must not be negative") }
    }
    var ids: [String: Int] = [:]
    for f in try root.required("items").array() {
      let item = try parseItem(f)
      if ids[item.id] != nil {
        throw f.child("id", .string(item.id)).error("duplicate item id \"\(item.id)\"")
      }
      ids[item.id] = scene.items.count
      scene.items.append(item)
    }
    var collisions = 0
    for f in try root.optional("behaviors")?.array() ?? [] {
      let b = try parseBehavior(f, ids: ids)
      if case .collision = b {
        collisions += 1
        if collisions > 64 { throw f.error("more than 64 collision behaviours") }
      }
      scene.behaviors.append(b)
    }
    for f in try root.optional("events")?.array() ?? [] {
      scene.events.append(try parseEvent(f, behaviors: scene.behaviors))
    }
    try root.finish()
    return scene
  }

  /// The smallest side of an item, in points: the engine's own limit (docs/dynamics.md,
  /// "Limits"), below which it would simulate a 0.001 pt item instead. A scene file says what
  /// it simulates, so a smaller side is refused as bad input rather than quietly enlarged.
  static let smallestItemSide = 0.001

  /// The smallest density of an item behaviour: the engine's own limit, refused below for the
  /// same reason.
  static let smallestDensity = 0.000_001

  static func point(_ f: JSONField) throws(SceneError) -> Point {
    let (x, y) = try f.pair()
    return Point(x: x, y: y)
  }

  static func vector(_ f: JSONField) throws(SceneError) -> Vector {
    let (x, y) = try f.pair()
    return Vector(dx: x, dy: y)
  }

  private static func parseItem(_ f: JSONField) throws(SceneError) -> Item {
    let o = try f.object()
    let idField = try o.required("id")
    let id = try idField.string()
    guard !id.isEmpty else { throw idField.error("an item id must not be empty") }
    let center = try point(o.required("center"))
    let sizeField = try o.required("size")
    let (w, h) = try sizeField.pair()
    guard w > 0 && h > 0 else { throw sizeField.error("the width and height must be positive") }
    guard w >= smallestItemSide && h >= smallestItemSide else {
      throw sizeField.error("the width and height must be at least 0.001 points")
    }
    let angle = try o.optional("angle")?.number() ?? 0
    var boundsType = DynamicItemCollisionBoundsType.rectangle
    var path: Path?
    if let pf = o.optional("path") {
      let pts = try pf.array().map { (p) throws(SceneError) -> Point in try point(p) }
      let p = Path(polygon: pts)
      if let problem = collisionPathProblem(p) { throw pf.error("bad collision path: \(problem)") }
      path = p
      boundsType = .path
    }
    if let sf = o.optional("shape") {
      switch try sf.string() {
      case "rectangle": boundsType = .rectangle
      case "ellipse": boundsType = .ellipse
      case "path":
        guard path != nil else { throw sf.error("shape \"path\" needs a \"path\" of points") }
        boundsType = .path
      case let other:
        throw sf.error("unknown shape \"\(other)\" (rectangle, ellipse or path)")
      }
    }
    try o.finish()
    return Item(
      id: id, center: center, size: Size(width: w, height: h), angle: angle,
      boundsType: boundsType, path: path)
  }

  static func itemRef(_ f: JSONField, _ ids: [String: Int]) throws(SceneError) -> Int {
    let id = try f.string()
    guard let i = ids[id] else { throw f.error("unknown item id \"\(id)\"") }
    return i
  }

  static func itemList(_ o: JSONObject, _ ids: [String: Int]) throws(SceneError) -> [Int] {
    guard let f = o.optional("items") else { return [] }
    return try f.array().map { (e) throws(SceneError) -> Int in try itemRef(e, ids) }
  }

  /// A direction from "direction", or "magnitude" and "angle" (`defaultDirection` otherwise).
  static func direction(
    _ o: JSONObject, defaultDirection: Vector, defaultMagnitude: Double
  ) throws(SceneError) -> Vector {
    let d = o.optional("direction")
    let m = o.optional("magnitude")
    let a = o.optional("angle")
    if let d {
      if m != nil || a != nil {
        throw d.error("give either \"direction\" or \"magnitude\" and \"angle\", not both")
      }
      return try vector(d)
    }
    if m == nil && a == nil { return defaultDirection }
    let magnitude = try m?.number() ?? defaultMagnitude
    let angle = try a?.number() ?? Angles.atan2(defaultDirection.dy, defaultDirection.dx)
    return Vector(dx: magnitude * Angles.cos(angle), dy: magnitude * Angles.sin(angle))
  }
}
