public import DynamicMenusAnimation
public import DynamicMenusGeometry

/// Animations on layers, with Core Animation's rules (docs/scene-layers.md §3).
///
/// - **Model and presentation.** Setting a property changes the model value at once; an
///   animation only changes what ``presentation()`` shows, and when it is removed the
///   presentation shows the model again.
/// - **Implicit animations.** Changing an animatable property of a stand-alone layer that a
///   host has advanced at least once (a layer in a rendered tree) adds an animation from the
///   old value (or, when the property is already animating, from where it
///   is now, with its velocity) to the new one, under the property's name as key: 0.25 s with
///   Core Animation's default timing, or the current `Transaction`'s duration and timing. No
///   animation is added while `Transaction.disableActions` is set, nor to a layer no host has
///   advanced yet (a new layer being set up, which Core Animation has not rendered): the
///   change applies at once. Animation blocks (a delegate's or ``disableActions``' answer)
///   animate new layers too, as `UIView.animate` does for a view just added.
///   The layer's ``action(forKey:)`` (its delegate first: a view) can refuse or replace it;
///   ``disableActions`` makes the layer behave like a C4 shape (animated only inside
///   animation blocks).
/// - **Explicit animations** (``add(_:for:forKey:completion:)``) run under their key; adding
///   another under the same key replaces the first (which ends as removed).
/// - **Time** comes from the host: ``advanceAnimations(to:)`` walks a tree at each frame.
///   Animations added since the last walk begin at that walk's time; finished ones are removed
///   (unless ``PropertyAnimation/isRemovedOnCompletion`` is false) and their completions run
///   after the walk, in tree order (depth first, sublayers in array order, then the mask) and,
///   within a layer, in the order the animations were added. Replaced and removed animations
///   report at the next walk, before the finished ones. No global clock is read.
extension Layer {
  // MARK: Explicit animations

  /// Adds `animation` of `property` under `key` (nil: anonymous, not listed by
  /// ``animationKeys()``), replacing any animation under the same key. `completion` runs when
  /// it finishes, is replaced or is removed. It also counts toward the current
  /// `Transaction`'s completion block.
  ///
  /// - Precondition: the layer has `property` (is of its class), and this is a model layer.
  public func add<V: Animatable>(
    _ animation: PropertyAnimation<V>, for property: LayerProperty<V>, forKey key: String? = nil,
    completion: ((AnimationCompletion) -> Void)? = nil
  ) {
    requireModel("add(_:for:forKey:)")
    precondition(
      property.accepts(self), "Layer.add: \(debugName) has no property \"\(property.name)\"")
    insert(
      TypedLayerAnimation(animation: animation, property: property), key: key,
      group: Transaction.completionGroup, completion: completion, replacedAs: .removed)
  }

  /// Removes the animation under `key` (its completion reports `AnimationCompletion.removed`
  /// at the next walk); the presentation shows the model value again.
  public func removeAnimation(forKey key: String) {
    guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
    endEntry(at: i, as: .removed)
  }

  /// Removes every animation (``removeAnimation(forKey:)`` for each, anonymous ones included).
  public func removeAllAnimations() {
    while !animationEntries.isEmpty { endEntry(at: 0, as: .removed) }
  }

  /// The keys of the attached animations, in the order they were added. Implicit animations
  /// use the property's name.
  public func animationKeys() -> [String] {
    animationEntries.compactMap { $0.key }
  }

  /// The animation under `key`, if there is one of value type `V`.
  public func animation<V: Animatable>(forKey key: String, as type: V.Type = V.self)
    -> PropertyAnimation<V>?
  {
    guard let entry = animationEntries.last(where: { $0.key == key }) else { return nil }
    return (entry.animation as? TypedLayerAnimation<V>)?.animation
  }

  /// Whether any animation is attached.
  public var hasAnimations: Bool { !animationEntries.isEmpty }

  // MARK: Implicit animations

  /// Runs the action for a model change of `property` from `old` to `new` and marks the
  /// presentation stale: the setters of animatable properties call it (subclasses too, for
  /// properties of their own, so that a refresh copies them). Does nothing on a presentation
  /// copy or when the value did not change.
  public final func propertyChanged<V: Animatable>(
    _ property: LayerProperty<V>, from old: V, to new: V
  ) {
    guard !isPresentation, old != new else { return }
    presentationChanged()
    runAction(for: property, from: old, to: new)
  }

  /// ``propertyChanged(_:from:to:)`` for an optional colour: nil animates as the other end's
  /// colour at alpha 0, so a fade-in does not pass through black.
  public final func propertyChanged(
    _ property: LayerProperty<Color>, from old: Color?, to new: Color?
  ) {
    guard !isPresentation, old != new, let either = new ?? old else { return }
    presentationChanged()
    runAction(
      for: property, from: old ?? either.withAlphaComponent(0),
      to: new ?? either.withAlphaComponent(0))
  }

  /// Adds the animation the layer's action asks for, if any.
  private func runAction<V: Animatable>(for property: LayerProperty<V>, from old: V, to new: V) {
    if Transaction.disableActions { return }
    let action = action(forKey: property.name)
    if case .noAnimation? = action { return }
    // Where the property is now: in flight, from its current value with its velocity.
    let now = animationTime ?? 0
    var from = old
    var velocity = V.zero
    if let running = animationEntries.last(where: { $0.animation.propertyName == property.name }),
      let typed = running.animation as? TypedLayerAnimation<V>
    {
      from = typed.animation.value(at: now)
      velocity = typed.animation.velocity(at: now)
    }
    var animation: PropertyAnimation<V>
    let group: CompletionGroup?
    switch action {
    case .noAnimation?:
      return
    case .animate(let context)?:
      guard context.animates else { return }
      animation = context.makeAnimation(from: from, to: new)
      if velocity != .zero {
        // Keep the motion continuous: the block's curve or spring, from here at this speed.
        let shaped = animation
        animation = PropertyAnimation(
          from: from, to: new, velocity: velocity, timing: context.timing,
          duration: context.duration)
        animation.delay = shaped.delay
        animation.repeatCount = shaped.repeatCount
        animation.autoreverses = shaped.autoreverses
        animation.fillMode = shaped.fillMode
      }
      group = context.completionGroup
    case nil:
      // Core Animation does not animate a layer that has never been rendered (it has no
      // presentation yet): a new layer's set-up applies at once until a host has advanced it.
      guard animationTime != nil else { return }
      let duration = Transaction.animationDuration
      guard duration > 0, from != new || velocity != .zero else {
        // Already there: drop an implicit animation still heading elsewhere.
        if let i = animationEntries.lastIndex(where: { $0.key == property.name }) {
          endEntry(at: i, as: .retargeted)
        }
        return
      }
      animation =
        velocity == .zero
        ? PropertyAnimation(
          from: from, to: new, duration: duration,
          timingFunction: Transaction.animationTimingFunction)
        : PropertyAnimation(
          from: from, to: new, velocity: velocity,
          timing: .curve(Transaction.animationTimingFunction), duration: duration)
      group = Transaction.completionGroup
    }
    insert(
      TypedLayerAnimation(animation: animation, property: property), key: property.name,
      group: group, completion: nil, replacedAs: .retargeted)
  }

  // MARK: Bookkeeping

  /// Appends an animation under `key`, ending the one it replaces as `replacedAs`.
  private func insert(
    _ animation: any LayerAnimationBox, key: String?, group: CompletionGroup?,
    completion: ((AnimationCompletion) -> Void)?, replacedAs: AnimationCompletion
  ) {
    if let key, let i = animationEntries.firstIndex(where: { $0.key == key }) {
      endEntry(at: i, as: replacedAs)
    }
    group?.enter()
    animationEntries.append(
      LayerAnimationEntry(key: key, animation: animation, completion: completion, group: group))
    presentationChanged()
  }

  /// Removes entry `i`, reporting its end at the next walk (unless it already reported).
  private func endEntry(at i: Int, as how: AnimationCompletion) {
    let entry = animationEntries.remove(at: i)
    presentationChanged()
    if !entry.hasEnded {
      pendingAnimationEnds.append(
        LayerAnimationEnd(completion: entry.completion, group: entry.group, how: how))
    }
  }

  // MARK: Time

  /// Advances every animation of this layer's subtree (sublayers and masks) to the media time
  /// `time`, in seconds: resolves the begin time of animations added since the last call to
  /// `time`, removes finished ones, then runs the completions (see the rules above). The host
  /// (a window's `tick`, a ``LayerHost``) calls it once per frame with non-decreasing times.
  ///
  /// - Precondition: `time` is finite.
  public func advanceAnimations(to time: Double) {
    precondition(time.isFinite, "Layer.advanceAnimations: time must be finite, got \(time)")
    var ended: [LayerAnimationEnd] = []
    collectAnimationEnds(at: time, into: &ended)
    for end in ended {
      end.completion?(end.how)
      end.group?.leave(end.how)
    }
  }

  /// One layer's part of ``advanceAnimations(to:)``, then its subtree's.
  private func collectAnimationEnds(at time: Double, into ended: inout [LayerAnimationEnd]) {
    animationTime = time
    // Its animations show their values at the new time.
    if !animationEntries.isEmpty { presentationChanged() }
    if !pendingAnimationEnds.isEmpty {
      ended.append(contentsOf: pendingAnimationEnds)
      pendingAnimationEnds.removeAll()
    }
    if !animationEntries.isEmpty {
      var removes = false
      for i in animationEntries.indices {
        animationEntries[i].animation.resolveBeginTime(time)
        let entry = animationEntries[i]
        guard !entry.hasEnded, entry.animation.isFinished(at: time) else { continue }
        ended.append(
          LayerAnimationEnd(completion: entry.completion, group: entry.group, how: .finished))
        animationEntries[i].hasEnded = true
        if entry.animation.isRemovedOnCompletion { removes = true }
      }
      if removes {
        animationEntries.removeAll { $0.hasEnded && $0.animation.isRemovedOnCompletion }
      }
    }
    for s in storedSublayers { s.collectAnimationEnds(at: time, into: &ended) }
    storedMask?.collectAnimationEnds(at: time, into: &ended)
  }

  /// Writes the running animations' values at the last walk's time into the presentation
  /// copy `p`, in the order they were added.
  func applyAnimations(to p: Layer) {
    guard !animationEntries.isEmpty else { return }
    let time = animationTime ?? 0
    for entry in animationEntries { entry.animation.apply(to: p, at: time) }
  }
}

/// An attached animation with its key and completion bookkeeping.
nonisolated struct LayerAnimationEntry {
  var key: String?
  var animation: any LayerAnimationBox
  var completion: ((AnimationCompletion) -> Void)?
  var group: CompletionGroup?
  /// Whether its end was reported (a finished animation kept by its fill mode).
  var hasEnded = false
}

/// An ended animation's completion, waiting to run.
nonisolated struct LayerAnimationEnd {
  var completion: ((AnimationCompletion) -> Void)?
  var group: CompletionGroup?
  var how: AnimationCompletion
}

/// A property animation of any value type, as a layer drives it. Class-bound, so that a
/// layer's list of animations of different value types is an array of references (Embedded
/// Swift has existentials of class-bound protocols only).
protocol LayerAnimationBox: AnyObject {
  /// The animated property's name.
  var propertyName: String { get }
  /// Whether it only moves or fades the layer (``LayerProperty/onlyMovesOrFades``).
  var onlyMovesOrFades: Bool { get }
  /// Whether the animation is dropped when it finishes.
  var isRemovedOnCompletion: Bool { get }
  /// Whether its begin time is resolved (a walk has reached it since it was added).
  var isScheduled: Bool { get }
  /// Resolves an unset begin time to `time`.
  func resolveBeginTime(_ time: Double)
  /// Whether the active period is over at `time`.
  func isFinished(at time: Double) -> Bool
  /// Writes the presentation value at `time`, if the animation shows then.
  func apply(to layer: Layer, at time: Double)
}

/// A ``PropertyAnimation`` bound to a ``LayerProperty``.
final class TypedLayerAnimation<V: Animatable>: LayerAnimationBox {
  var animation: PropertyAnimation<V>
  let property: LayerProperty<V>

  init(animation: PropertyAnimation<V>, property: LayerProperty<V>) {
    self.animation = animation
    self.property = property
  }

  var propertyName: String { property.name }
  var onlyMovesOrFades: Bool { property.onlyMovesOrFades }
  var isRemovedOnCompletion: Bool { animation.isRemovedOnCompletion }
  var isScheduled: Bool { animation.beginTime != nil }
  func resolveBeginTime(_ time: Double) { animation.resolveBeginTime(time) }
  func isFinished(at time: Double) -> Bool { animation.isFinished(at: time) }
  func apply(to layer: Layer, at time: Double) {
    if let v = animation.presentationValue(at: time) { property.write(layer, v) }
  }
}

extension Layer {
  /// Whether an animation of this layer, its mask or a sublayer has not reached its end, or
  /// an ended one still waits to report its completion: a host keeps its frames coming while
  /// this holds. An animation kept after its end (`isRemovedOnCompletion` false) no longer
  /// counts.
  public var hasAnimationsInFlight: Bool {
    if !pendingAnimationEnds.isEmpty { return true }
    for entry in animationEntries where !entry.hasEnded { return true }
    if mask?.hasAnimationsInFlight == true { return true }
    for sublayer in storedSublayers where sublayer.hasAnimationsInFlight { return true }
    return false
  }
}
