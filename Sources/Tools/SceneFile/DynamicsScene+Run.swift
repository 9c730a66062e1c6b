public import DynamicMenusDynamics
import DynamicMenusGeometry

extension DynamicsScene {
  /// Runs the scene for `frames` frames of 1/`fps` s (the file's values when nil), calling
  /// `observe` after each frame with its number (1 is the state after the first frame), its
  /// time in seconds, the items in the scene's order and whether the animator is still
  /// running. Centres are the animator's written-back values (snapped at screen scale 2, as on
  /// a Retina device).
  public func run(
    frames: Int? = nil, fps: Double? = nil,
    observe: (_ frame: Int, _ time: Double, _ items: [BasicDynamicItem], _ running: Bool) -> Void
  ) {
    let frames = frames ?? self.frames
    let fps = fps ?? self.fps
    let animator = DynamicAnimator(referenceBounds: Rect(origin: .zero, size: size))
    let items = self.items.map { i in
      BasicDynamicItem(
        center: i.center, size: i.size, angle: i.angle, collisionBoundsType: i.boundsType,
        collisionBoundingPath: i.path)
    }
    let built = behaviors.map { build($0, items) }
    for b in built { animator.addBehavior(b) }
    apply(events: 0, built, items)
    let dt = 1 / fps
    for frame in 1...max(frames, 1) where frames > 0 {
      animator.tick(dt)
      observe(frame, Double(frame) * dt, items, animator.isRunning)
      apply(events: frame, built, items)
    }
  }
  private func apply(events frame: Int, _ built: [DynamicBehavior], _ items: [BasicDynamicItem]) {
    for e in events where e.frame == frame {
      let b = built[e.behavior]
      for change in e.changes {
        switch change {
        case .snapPoint(let p): (b as? SnapBehavior)?.snapPoint = p
        case .pushActive(let v): (b as? PushBehavior)?.active = v
        case .pushMagnitude(let v): (b as? PushBehavior)?.magnitude = v
        case .pushAngle(let v): (b as? PushBehavior)?.angle = v
        case .pushDirection(let v): (b as? PushBehavior)?.pushDirection = v
        case .gravityMagnitude(let v): (b as? GravityBehavior)?.magnitude = v
        case .gravityAngle(let v): (b as? GravityBehavior)?.angle = v
        case .gravityDirection(let v): (b as? GravityBehavior)?.gravityDirection = v
        case .anchor(let p): (b as? AttachmentBehavior)?.anchorPoint = p
        case .length(let v): (b as? AttachmentBehavior)?.length = v
        case .frequency(let v): (b as? AttachmentBehavior)?.frequency = v
        case .damping(let v): (b as? AttachmentBehavior)?.damping = v
        }
      }
    }
  }
  private func build(_ spec: Behavior, _ items: [BasicDynamicItem]) -> DynamicBehavior {
    switch spec {
    case .gravity(let ids, let direction):
      let g = GravityBehavior(items: ids.map { items[$0] })
      g.gravityDirection = direction
      return g
    case .push(let ids, let instantaneous, let direction, let offset, let active):
      let p = PushBehavior(
        items: ids.map { items[$0] }, mode: instantaneous ? .instantaneous : .continuous)
      p.pushDirection = direction
      for i in ids { p.setTargetOffsetFromCenter(offset, for: items[i]) }
      p.active = active
      return p
    case .snap(let item, let point, let damping):
      let s = SnapBehavior(item: items[item], snapTo: point)
      s.damping = damping
      return s
    case .attachment(let a):
      return buildAttachment(a, items)
    case .collision(let ids, let mode, let asBoundary, let insets, let boundaries):
      let c = CollisionBehavior(items: ids.map { items[$0] })
      c.collisionMode = mode
      if asBoundary { c.setTranslatesReferenceBoundsIntoBoundary(with: insets) }
      for b in boundaries {
        switch b {
        case .segment(let id, let from, let to):
          c.addBoundary(withIdentifier: id, from: from, to: to)
        case .loop(let id, let points):
          c.addBoundary(withIdentifier: id, for: Path(polygon: points))
        }
      }
      return c
    case .item(let ids, let properties):
      let b = DynamicItemBehavior(items: ids.map { items[$0] })
      for p in properties {
        switch p {
        case .elasticity(let v): b.elasticity = v
        case .friction(let v): b.friction = v
        case .density(let v): b.density = v
        case .resistance(let v): b.resistance = v
        case .angularResistance(let v): b.angularResistance = v
        case .allowsRotation(let v): b.allowsRotation = v
        case .anchored(let v): b.isAnchored = v
        case .linearVelocity(let v): for i in ids { b.addLinearVelocity(v, for: items[i]) }
        case .angularVelocity(let v): for i in ids { b.addAngularVelocity(v, for: items[i]) }
        }
      }
      return b
    }
  }
  private func buildAttachment(_ a: Attachment, _ items: [BasicDynamicItem]) -> AttachmentBehavior {
    let item = items[a.item]
    let b: AttachmentBehavior
    switch a.kind {
    case .distance:
      if let to = a.toItem {
        b = AttachmentBehavior(
          item: item, offsetFromCenter: a.offset, attachedTo: items[to],
          offsetFromCenter: a.toOffset)
      } else {
        b = AttachmentBehavior(item: item, offsetFromCenter: a.offset, attachedToAnchor: a.anchor!)
      }
    case .sliding:
      if let to = a.toItem {
        b = .slidingAttachment(
          with: item, attachedTo: items[to], attachmentAnchor: a.anchor!, axisOfTranslation: a.axis)
      } else {
        b = .slidingAttachment(with: item, attachmentAnchor: a.anchor!, axisOfTranslation: a.axis)
      }
    case .limit:
      b = .limitAttachment(
        with: item, offsetFromCenter: a.offset, attachedTo: items[a.toItem!],
        offsetFromCenter: a.toOffset)
    case .fixed:
      b = .fixedAttachment(with: item, attachedTo: items[a.toItem!], attachmentAnchor: a.anchor!)
    case .pin:
      b = .pinAttachment(with: item, attachedTo: items[a.toItem!], attachmentAnchor: a.anchor!)
    }
    if let l = a.length { b.length = l }
    b.frequency = a.frequency
    b.damping = a.damping
    if a.frictionTorque != 0 { b.frictionTorque = a.frictionTorque }
    if let r = a.range { b.attachmentRange = r }
    return b
  }
}
