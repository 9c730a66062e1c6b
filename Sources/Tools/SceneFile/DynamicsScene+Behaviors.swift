import DynamicMenusDynamics
import DynamicMenusGeometry

nonisolated extension DynamicsScene {
  static func parseBehavior(_ f: JSONField, ids: [String: Int]) throws(SceneError) -> Behavior {
    let o = try f.object()
    let typeField = try o.required("type")
    let result: Behavior
    switch try typeField.string() {
    case "gravity":
      result = .gravity(
        items: try itemList(o, ids),
        direction: try direction(o, defaultDirection: Vector(dx: 0, dy: 1), defaultMagnitude: 1))
    case "push":
      var instantaneous = false
      if let m = o.optional("mode") {
        switch try m.string() {
        case "continuous": instantaneous = false
        case "instantaneous": instantaneous = true
        case let other:
          throw m.error("unknown push mode \"\(other)\" (continuous or instantaneous)")
        }
      }
      result = .push(
        items: try itemList(o, ids), instantaneous: instantaneous,
        direction: try direction(o, defaultDirection: .zero, defaultMagnitude: 0),
        offset: try o.optional("offset").map { (v) throws(SceneError) in try vector(v) } ?? .zero,
        active: try o.optional("active")?.bool() ?? true)
    case "snap":
      let damping = try o.optional("damping")?.number() ?? 0.5
      result = .snap(
        item: try itemRef(o.required("item"), ids), point: try point(o.required("point")),
        damping: damping)
    case "attachment":
      result = .attachment(try parseAttachment(o, ids: ids))
    case "collision":
      result = try parseCollision(o, ids: ids)
    case "item":
      result = .item(items: try itemList(o, ids), properties: try parseItemProperties(o))
    case let other:
      throw typeField.error(
        "unknown behaviour type \"\(other)\" (gravity, push, snap, attachment, collision or item)")
    }
    try o.finish()
    return result
  }

  private static func parseAttachment(_ o: JSONObject, ids: [String: Int]) throws(SceneError)
    -> Attachment
  {
    var kind = Attachment.Kind.distance
    if let k = o.optional("kind") {
      let s = try k.string()
      guard let parsed = Attachment.Kind(rawValue: s) else {
        throw k.error("unknown attachment kind \"\(s)\" (distance, sliding, limit, fixed or pin)")
      }
      kind = parsed
    }
    let itemField = try o.required("item")
    let item = try itemRef(itemField, ids)
    let toItemField = o.optional("toItem")
    let toItem = try toItemField.map { (f) throws(SceneError) in try itemRef(f, ids) }
    if let toItem, toItem == item {
      throw toItemField!.error("an item cannot be attached to itself")
    }
    let anchorField = o.optional("anchor")
    let anchor = try anchorField.map { (f) throws(SceneError) in try point(f) }
    switch kind {
    case .distance:
      if (toItem == nil) == (anchor == nil) {
        throw o.field.error("an attachment needs exactly one of \"anchor\" and \"toItem\"")
      }
    case .sliding:
      if anchor == nil { throw o.field.error("a sliding attachment needs an \"anchor\"") }
    case .fixed, .pin:
      if anchor == nil || toItem == nil {
        throw o.field.error("a \(kind.rawValue) attachment needs \"toItem\" and \"anchor\"")
      }
    case .limit:
      if toItem == nil { throw o.field.error("a limit attachment needs \"toItem\"") }
    }
    var a = Attachment(
      kind: kind, item: item, toItem: toItem, anchor: anchor, offset: .zero, toOffset: .zero,
      axis: Vector(dx: 1, dy: 0), length: nil, frequency: 0, damping: 0, frictionTorque: 0,
      range: nil)
    if let f = o.optional("offset") { a.offset = try vector(f) }
    if let f = o.optional("toOffset") { a.toOffset = try vector(f) }
    if let f = o.optional("axis") {
      a.axis = try vector(f)
      guard a.axis != .zero else { throw f.error("the axis must not be zero") }
    }
    if let f = o.optional("length") {
      a.length = try f.number()
      guard a.length! >= 0 else { throw f.error("must not be negative") }
    }
    if let f = o.optional("frequency") {
      a.frequency = try f.number()
      guard a.frequency >= 0 else { throw f.error("must not be negative") }
    }
    if let f = o.optional("damping") { a.damping = try f.number() }
    if let f = o.optional("frictionTorque") { a.frictionTorque = try f.number() }
    if let f = o.optional("range") {
      let (lo, hi) = try f.pair()
      guard lo <= hi else { throw f.error("the range's minimum exceeds its maximum") }
      a.range = FloatRange(minimum: lo, maximum: hi)
    }
    return a
  }

  private static func parseCollision(_ o: JSONObject, ids: [String: Int]) throws(SceneError)
    -> Behavior
  {
    var mode = CollisionMode.everything
    if let m = o.optional("mode") {
      switch try m.string() {
      case "items": mode = .items
      case "boundaries": mode = .boundaries
      case "everything": mode = .everything
      case let other:
        throw m.error("unknown collision mode \"\(other)\" (items, boundaries or everything)")
      }
    }
    let asBoundary = try o.optional("boundsAsBoundary")?.bool() ?? false
    var insets = EdgeInsets.zero
    if let f = o.optional("insets") {
      let a = try f.array()
      guard a.count == 4 else { throw f.error("expected four numbers, [top, left, bottom, right]") }
      insets = EdgeInsets(
        top: try a[0].number(), left: try a[1].number(), bottom: try a[2].number(),
        right: try a[3].number())
    }
    var boundaries: [Boundary] = []
    var seen: Set<String> = []
    for bf in try o.optional("boundaries")?.array() ?? [] {
      let b = try bf.object()
      let idField = try b.required("id")
      let id = try idField.string()
      guard seen.insert(id).inserted else { throw idField.error("duplicate boundary id \"\(id)\"") }
      if let pf = b.optional("path") {
        let pts = try pf.array().map { (p) throws(SceneError) -> Point in try point(p) }
        guard pts.count >= 2 else { throw pf.error("a boundary path needs at least two points") }
        boundaries.append(.loop(id: id, points: pts))
      } else {
        boundaries.append(
          .segment(id: id, from: try point(b.required("from")), to: try point(b.required("to"))))
      }
      try b.finish()
    }
    return .collision(
      items: try itemList(o, ids), mode: mode, boundsAsBoundary: asBoundary, insets: insets,
      boundaries: boundaries)
  }

  private static func parseItemProperties(_ o: JSONObject) throws(SceneError) -> [ItemProperty] {
    var p: [ItemProperty] = []
    func nonNegative(_ key: String) throws(SceneError) -> Double? {
      guard let f = o.optional(key) else { return nil }
      let v = try f.number()
      guard v >= 0 else { throw f.error("must not be negative") }
      return v
    }
    if let v = try nonNegative("elasticity") { p.append(.elasticity(v)) }
    if let v = try nonNegative("friction") { p.append(.friction(v)) }
    if let f = o.optional("density") {
      let v = try f.number()
      guard v > 0 else { throw f.error("must be positive") }
      guard v >= smallestDensity else { throw f.error("must be at least 0.000001") }
      p.append(.density(v))
    }
    if let v = try nonNegative("resistance") { p.append(.resistance(v)) }
    if let v = try nonNegative("angularResistance") { p.append(.angularResistance(v)) }
    if let f = o.optional("allowsRotation") { p.append(.allowsRotation(try f.bool())) }
    if let f = o.optional("anchored") { p.append(.anchored(try f.bool())) }
    if let f = o.optional("linearVelocity") {
      let (x, y) = try f.pair()
      p.append(.linearVelocity(Vector(dx: x, dy: y)))
    }
    if let f = o.optional("angularVelocity") { p.append(.angularVelocity(try f.number())) }
    return p
  }

  static func parseEvent(_ f: JSONField, behaviors: [Behavior]) throws(SceneError) -> Event {
    let o = try f.object()
    let frameField = try o.required("frame")
    let frame = try frameField.integer()
    guard frame >= 0 else { throw frameField.error("must not be negative") }
    let bField = try o.required("behavior")
    let index = try bField.integer()
    guard behaviors.indices.contains(index) else {
      throw bField.error("no behaviour at index \(index) (there are \(behaviors.count))")
    }
    let set = try o.required("set").object()
    var changes: [Change] = []
    let kind: String
    switch behaviors[index] {
    case .snap:
      kind = "snap"
      if let v = set.optional("point") { changes.append(.snapPoint(try point(v))) }
    case .push:
      kind = "push"
      if let v = set.optional("active") { changes.append(.pushActive(try v.bool())) }
      if let v = set.optional("magnitude") { changes.append(.pushMagnitude(try v.number())) }
      if let v = set.optional("angle") { changes.append(.pushAngle(try v.number())) }
      if let v = set.optional("direction") { changes.append(.pushDirection(try vector(v))) }
    case .gravity:
      kind = "gravity"
      if let v = set.optional("magnitude") { changes.append(.gravityMagnitude(try v.number())) }
      if let v = set.optional("angle") { changes.append(.gravityAngle(try v.number())) }
      if let v = set.optional("direction") { changes.append(.gravityDirection(try vector(v))) }
    case .attachment(let a):
      kind = "attachment"
      if let v = set.optional("anchor") {
        guard a.toItem == nil || a.kind != .distance else {
          throw v.error("an item-to-item attachment has no anchor to move")
        }
        changes.append(.anchor(try point(v)))
      }
      if let v = set.optional("length") {
        let l = try v.number()
        guard l >= 0 else { throw v.error("must not be negative") }
        changes.append(.length(l))
      }
      if let v = set.optional("frequency") {
        let fr = try v.number()
        guard fr >= 0 else { throw v.error("must not be negative") }
        changes.append(.frequency(fr))
      }
      if let v = set.optional("damping") { changes.append(.damping(try v.number())) }
    case .collision: kind = "collision"
    case .item: kind = "item"
    }
    if let extra = set.dictionary.keys.sorted().first(where: { !set.wasRead($0) }) {
      throw set.field.child(extra, set.dictionary[extra]!).error(
        "a \(kind) behaviour has no settable property \"\(extra)\"")
    }
    try o.finish()
    return Event(frame: frame, behavior: index, changes: changes)
  }

}
