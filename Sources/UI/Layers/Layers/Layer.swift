public import DynamicMenusGeometry
import DynamicMenusAnimation

/// A rectangle of content in a tree, with Core Animation's geometry and appearance (`CALayer`).
///
/// A layer's **bounds** are its own coordinate space; its **position** is where its
/// **anchorPoint** (unit coordinates of the bounds, default (0.5, 0.5)) sits in the
/// superlayer's bounds space, and every **transform** turns and scales about that anchor:
///
///     p_super = position + M·(p − (bounds.origin + anchorPoint ⊙ bounds.size))
///
/// The radial menu's dividing line is the classic use of an anchor outside the layer:
///
/// ```swift
/// let line = ShapeLayer()
/// line.bounds = Rect(x: 0, y: 0, width: 54, height: 1)
/// line.path = Path(lineFrom: .zero, to: Point(x: 54, y: 0))
/// line.anchorPoint = Point(x: -1.88888, y: 0)   // 102 pt left of the line's left end
/// line.position = centre                          // … which sits on the menu's centre
/// line.transform = AffineTransform(rotationAngle: .pi / 6)   // swings about the centre
/// ```
///
/// Properties set here are **model** values; what is on screen while animations run is the
/// ``presentation()`` layer. Geometry is refused when not finite: setting NaN or ±∞ on any
/// geometric or visual property stops with a message naming the property (and the layer's
/// ``name``). Only the affine part of Core Animation's 3-D transform is modelled; ``zPosition``
/// orders siblings but does not move anything.
///
/// Layers are main-actor objects, as in UIKit; subclass them for new kinds of content
/// (``ShapeLayer``, ``TextLayer``, ``ImageLayer``, ``BackdropLayer``).
open class Layer: WeakReferenceable {
  /// A name for debugging and `inspect`. Default nil.
  public final var name: String? {
    didSet { presentationCopy?.name = name }
  }

  /// The model values of the base layer's properties (one struct, so a presentation copy is a
  /// single assignment).
  final var state = LayerState() {
    didSet { presentationChanged() }
  }
  /// How many times a subclass's own state (a shape's, a text's, an image's, a backdrop's
  /// values) was set: a forecast's snapshot tells a change of it (`LayerTreeSnapshot`).
  final var ownStateChanges = 0 {
    didSet { presentationChanged() }
  }

  /// The layer's lifetime: its superlayer links and weak references read nil once it is freed.
  private let lifetime = Lifetime()
  /// The token of the layer's lifetime (`WeakReferenceable`).
  nonisolated public final var lifetimeToken: LifetimeToken { lifetime.token }

  /// The superlayer, or nil for a root (or a mask: see ``mask``). The superlayer owns its
  /// sublayers; this reference does not keep it alive.
  @Weak public package(set) var superlayer: Layer?
  /// The layer this layer masks, when it is another layer's ``mask``.
  @Weak public package(set) var maskedLayer: Layer?
  /// The sublayers, back to front in array order (``zPosition`` then reorders them for drawing).
  final var storedSublayers: [Layer] = []
  /// The mask layer (see ``mask``).
  final var storedMask: Layer?

  /// The delegate: the view that owns this layer, which decides its implicit actions and lays
  /// out its sublayers. Default nil. Not retained (the view owns the layer); reads nil once the
  /// delegate is freed.
  public final var delegate: (any LayerDelegate)? {
    get { delegateToken?.hasEnded == false ? delegateStorage : nil }
    set {
      delegateStorage = newValue
      delegateToken = newValue?.lifetimeToken
    }
  }
  private unowned(unsafe) var delegateStorage: (any LayerDelegate)?
  private var delegateToken: LifetimeToken?

  /// Whether this layer is a presentation copy (see ``presentation()``).
  public internal(set) final var isPresentation = false
  /// The presentation copy, made on first use and refreshed in place afterwards.
  final var presentationCopy: Layer?
  /// For a presentation copy: the model layer it shows.
  @Weak package var modelOfPresentation: Layer?
  /// The animations attached, in the order added (later ones win for the same property).
  final var animationEntries: [LayerAnimationEntry] = []
  /// Ends (retargeted, removed) to report at the next ``advanceAnimations(to:)``.
  final var pendingAnimationEnds: [LayerAnimationEnd] = []
  /// The media time of the last ``advanceAnimations(to:)`` that reached this layer.
  final var animationTime: Double?

  /// Whether property changes of this layer skip their implicit animation, as C4's shape
  /// layers do (docs/scene-layers.md §3): changes then apply at once outside an animation block, and animate
  /// with the block inside one (`AnimationContext.current`). Default false (Core Animation:
  /// implicit 0.25 s animations). A delegate's answer comes first.
  public final var disableActions = false

  /// Whether this layer's presentation copy must re-read its superlayer and masked-layer links.
  final var presentationLinksAreStale = true
  /// Whether the presentation copy's tree links (sublayers, mask) must be rebuilt.
  final var presentationTreeIsStale = true
  /// Whether the presentation copy must copy this layer's values again: they, its sublayers
  /// or mask changed, or its animations' time moved (``presentationChanged()``).
  final var presentationIsStale = true
  /// Whether a layer below this one (a sublayer or a mask, at any depth) has a stale
  /// presentation copy: set on every ancestor of a stale layer, so a refresh enters only
  /// the subtrees where something changed.
  final var subtreePresentationIsStale = true
  /// For a presentation copy: the refresh that last copied its values (``presentationClock``).
  package internal(set) final var presentationRevision = 0
  /// For a presentation copy: the last refresh that copied its values or any layer's below
  /// it. A renderer that compares what it showed passes by a subtree whose stamp is the same.
  package internal(set) final var subtreeRevision = 0
  /// Whether ``layoutSublayers()`` should run at the next ``layoutIfNeeded()``.
  final var needsLayoutFlag = false

  /// Creates an empty layer: zero bounds at position (0, 0), anchor (0.5, 0.5), opaque, no
  /// background. Subclasses inherit it; presentation copies are made through it.
  public required init() {}

  // MARK: Geometry

  /// The layer's own coordinate space: the origin its content is drawn from and its size, in
  /// points. Default `.zero`. Sublayers' positions are given in this space, so moving the
  /// origin scrolls them.
  public final var bounds: Rect {
    get { state.bounds }
    set {
      requireFinite(newValue.isFinite, "bounds", newValue)
      if !isPresentation { setNeedsLayout() }
      propertyChanged(.bounds, from: exchange(&state.bounds, with: newValue), to: newValue)
    }
  }

  /// Where the ``anchorPoint`` sits in the superlayer's bounds space, in points
  /// (`UIView.center` for a view's layer). Default (0, 0).
  public final var position: Point {
    get { state.position }
    set {
      requireFinite(newValue.isFinite, "position", newValue)
      propertyChanged(.position, from: exchange(&state.position, with: newValue), to: newValue)
    }
  }

  /// The pivot of every transform, in unit coordinates of ``bounds``: (0, 0) is the top-left,
  /// (1, 1) the bottom-right; any finite value, also outside 0…1. Default (0.5, 0.5).
  /// Changing it moves the layer on screen (``position`` stays, ``frame`` changes).
  public final var anchorPoint: Point {
    get { state.anchorPoint }
    set {
      requireFinite(newValue.isFinite, "anchorPoint", newValue)
      propertyChanged(
        .anchorPoint, from: exchange(&state.anchorPoint, with: newValue), to: newValue)
    }
  }

  /// The stacking order among siblings: higher draws later (in front) and is hit first; equal
  /// values keep array order. Default 0. No perspective: it does not move the layer.
  public final var zPosition: Double {
    get { state.zPosition }
    set {
      requireFinite(newValue.isFinite, "zPosition", newValue)
      propertyChanged(.zPosition, from: exchange(&state.zPosition, with: newValue), to: newValue)
    }
  }

  /// The layer's transform, applied about its anchor point (the affine part of
  /// `CALayer.transform`; 3-D transforms are not modelled). Default identity.
  public final var transform: AffineTransform {
    get { state.transform }
    set {
      requireFinite(newValue.isFinite, "transform", newValue)
      propertyChanged(
        .transformComponents, from: exchange(&state.transform, with: newValue), to: newValue)
    }
  }

  /// A transform applied to every sublayer, about this layer's anchor point in its bounds
  /// space. Default identity.
  public final var sublayerTransform: AffineTransform {
    get { state.sublayerTransform }
    set {
      requireFinite(newValue.isFinite, "sublayerTransform", newValue)
      propertyChanged(
        .sublayerTransformComponents, from: exchange(&state.sublayerTransform, with: newValue),
        to: newValue)
    }
  }

  // MARK: Appearance

  /// The opacity of the layer and its sublayers, composited as a group: 0 (invisible) … 1
  /// (opaque). Default 1. Stored as given; renderers clamp to 0…1 (a spring may overshoot).
  public final var opacity: Double {
    get { state.opacity }
    set {
      requireFinite(newValue.isFinite, "opacity", newValue)
      propertyChanged(.opacity, from: exchange(&state.opacity, with: newValue), to: newValue)
    }
  }

  /// Whether the layer and its sublayers are hidden (not drawn, not hit). Default false.
  public final var isHidden: Bool {
    get { state.isHidden }
    set {
      state.isHidden = newValue
    }
  }

  /// The fill of the bounds (rounded by ``cornerRadius``), drawn behind the content. Default
  /// nil (none).
  public final var backgroundColor: Color? {
    get { state.backgroundColor }
    set {
      requireFinite(newValue?.isFinite ?? true, "backgroundColor", newValue)
      propertyChanged(
        .backgroundColor, from: exchange(&state.backgroundColor, with: newValue), to: newValue)
    }
  }

  /// The radius of the background's and border's corners, in points (clamped by renderers to
  /// half the shorter side; ≤ 0 is square). Also rounds the clip of ``masksToBounds``. Default 0.
  public final var cornerRadius: Double {
    get { state.cornerRadius }
    set {
      requireFinite(newValue.isFinite, "cornerRadius", newValue)
      propertyChanged(
        .cornerRadius, from: exchange(&state.cornerRadius, with: newValue), to: newValue)
    }
  }

  /// Whether sublayers and content are clipped to the bounds (rounded by ``cornerRadius``).
  /// Default false.
  public final var masksToBounds: Bool {
    get { state.masksToBounds }
    set {
      state.masksToBounds = newValue
    }
  }

  /// The width of the border drawn inside the bounds, in points, in front of content and
  /// sublayers. Default 0 (none).
  public final var borderWidth: Double {
    get { state.borderWidth }
    set {
      requireFinite(newValue.isFinite, "borderWidth", newValue)
      propertyChanged(
        .borderWidth, from: exchange(&state.borderWidth, with: newValue), to: newValue)
    }
  }

  /// The border's colour. Default opaque black.
  public final var borderColor: Color? {
    get { state.borderColor }
    set {
      requireFinite(newValue?.isFinite ?? true, "borderColor", newValue)
      propertyChanged(
        .borderColor, from: exchange(&state.borderColor, with: newValue), to: newValue)
    }
  }

  // MARK: Shadow

  /// The shadow's colour. Default opaque black.
  public final var shadowColor: Color? {
    get { state.shadowColor }
    set {
      requireFinite(newValue?.isFinite ?? true, "shadowColor", newValue)
      propertyChanged(
        .shadowColor, from: exchange(&state.shadowColor, with: newValue), to: newValue)
    }
  }

  /// The shadow's opacity, 0…1. Default **0**: no shadow until set.
  public final var shadowOpacity: Double {
    get { state.shadowOpacity }
    set {
      requireFinite(newValue.isFinite, "shadowOpacity", newValue)
      propertyChanged(
        .shadowOpacity, from: exchange(&state.shadowOpacity, with: newValue), to: newValue)
    }
  }

  /// The shadow's offset in points, in the layer's space. Default **(0, −3)**: 3 pt up, as
  /// on iOS.
  public final var shadowOffset: Size {
    get { state.shadowOffset }
    set {
      requireFinite(newValue.isFinite, "shadowOffset", newValue)
      propertyChanged(
        .shadowOffset, from: exchange(&state.shadowOffset, with: newValue), to: newValue)
    }
  }

  /// The shadow's blur radius in points (a Gaussian of σ ≈ radius / 2). Default **3**.
  public final var shadowRadius: Double {
    get { state.shadowRadius }
    set {
      requireFinite(newValue.isFinite, "shadowRadius", newValue)
      propertyChanged(
        .shadowRadius, from: exchange(&state.shadowRadius, with: newValue), to: newValue)
    }
  }

  /// The shadow's shape in the layer's space; nil (the default) casts the shadow of the
  /// composited alpha of the layer and its sublayers.
  public final var shadowPath: Path? {
    get { state.shadowPath }
    set {
      requireFinite(newValue?.isFinite ?? true, "shadowPath", "a path with a non-finite point")
      state.shadowPath = newValue
    }
  }

  // MARK: Hit testing

  /// Whether `point` (in this layer's bounds space) is inside the layer: inside ``bounds``
  /// (left and top edges in, right and bottom out), as `CALayer.contains(_:)`. Subclasses may
  /// refine it; ``hitTest(_:)`` asks it.
  open func contains(_ point: Point) -> Bool {
    state.bounds.contains(point)
  }

  // MARK: Subclass hooks

  /// Copies `model`'s property values into this presentation copy (as `CALayer.init(layer:)`).
  /// Subclasses with properties of their own override it, call `super`, and copy theirs.
  open func copyState(from model: Layer) {
    state = model.state
  }

  /// The action for a change of the property named `key` (`CALayer.action(forKey:)`): nil for
  /// the implicit animation of the current `Transaction`,
  /// ``LayerAction/noAnimation`` to apply the change at once, or an animation block's
  /// parameters. The default asks the ``delegate`` first; without an answer there, a layer
  /// with ``disableActions`` animates only inside an animation block. Never consulted while
  /// `Transaction.disableActions` is set.
  open func action(forKey key: String) -> LayerAction? {
    if let answer = delegate?.action(for: self, forKey: key) { return answer }
    guard disableActions else { return nil }
    return AnimationContext.current.map(LayerAction.animate) ?? .noAnimation
  }

  /// Lays out the sublayers, from ``layoutIfNeeded()``. The default asks the ``delegate``.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  // MARK: Validation

  /// Stops with a clear message when a property is set to a non-finite value.
  /// The value is an autoclosure, so it is described only when the check fails.
  final func requireFinite<V>(_ ok: Bool, _ property: String, _ value: @autoclosure () -> V) {
    guard !ok else { return }
    let owner = name.map { " (layer \"\($0)\")" } ?? ""
    preconditionFailure(
      "\(Self.self).\(property) must be finite\(owner); got \(value())")
  }
}

/// The base layer's model values, with Core Animation's defaults.
nonisolated struct LayerState {
  var bounds = Rect.zero
  var position = Point.zero
  var anchorPoint = Point(x: 0.5, y: 0.5)
  var zPosition = 0.0
  var transform = AffineTransform.identity
  var sublayerTransform = AffineTransform.identity
  var opacity = 1.0
  var isHidden = false
  var backgroundColor: Color? = nil
  var cornerRadius = 0.0
  var masksToBounds = false
  var borderWidth = 0.0
  var borderColor: Color? = .black
  var shadowColor: Color? = .black
  var shadowOpacity = 0.0
  var shadowOffset = Size(width: 0, height: -3)
  var shadowRadius = 3.0
  var shadowPath: Path? = nil
}
