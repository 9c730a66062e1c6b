import DynamicMenusDynamics
public import DynamicMenusGeometry
public import DynamicMenusLayers

/// A rectangular area of the screen that draws, lays out its subviews and takes touches:
/// `UIView` without the prefix.
///
/// A view's geometry is UIKit's (docs/views-and-input.md): ``center`` is where
/// its ``anchorPoint`` sits in the superview, ``bounds`` is its own coordinate space, and
/// ``transform`` turns about the anchor point. ``frame`` is derived: with a transform it is
/// the axis-aligned bounding box of the transformed bounds.
///
/// ```swift
/// let card = View(frame: Rect(x: 20, y: 40, width: 100, height: 60))
/// card.backgroundColor = .white
/// root.addSubview(card)
/// card.center            // (70, 70)
/// ```
///
/// Views are main-actor objects; every property refuses NaN with a message that names it.
open class View: WeakReferenceable {
  /// The object's lifetime: its weak references read nil once it is freed.
  private let lifetime = Lifetime()
  /// The token of the object's lifetime (`WeakReferenceable`).
  nonisolated public final var lifetimeToken: LifetimeToken { lifetime.token }

  /// The layer that holds the view's geometry and appearance and draws it. The view is its
  /// delegate: it lays out and decides the layer's implicit actions (none outside an
  /// animation block).
  public let layer: Layer

  /// The class of the backing layer; override to back a view by a `ShapeLayer`, a
  /// `TextLayer` or another layer class. Default `Layer`.
  open class var layerClass: Layer.Type { Layer.self }

  /// Creates a view with the given frame (default: zero), transparent, with no subviews.
  public init(frame: Rect = .zero) {
    View.checkFinite(frame.isFinite, "frame", frame)
    layer = Self.layerClass.init()
    layer.delegate = self
    AnimationContext.performWithoutAnimation {
      layer.bounds = Rect(origin: .zero, size: frame.size)
      layer.position = Point(
        x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
    }
  }

  /// Stops with a message naming the property when a value is not finite (NaN, ±∞).
  static func checkFinite<V>(
    _ isFinite: Bool, _ property: String, _ value: @autoclosure () -> V,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    precondition(
      isFinite, "View.\(property) must be finite, got \(value())", file: file, line: line)
  }

  /// The view's own coordinate space: its origin shifts the subviews, its size is the view's
  /// size before the transform. Default zero.
  public final var bounds: Rect {
    get { layer.bounds }
    set {
      View.checkFinite(newValue.isFinite, "bounds", newValue)
      guard newValue != layer.bounds else { return }
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      if newValue.size != oldSize {
        setNeedsLayout()
        referenceBoundsDidChange()
        resizeSubviews(from: oldSize)
      }
    }
  }

  /// Where the view's anchor point (its middle, by default) sits in the superview's
  /// coordinate space, in points.
  public final var center: Point {
    get { layer.position }
    set {
      View.checkFinite(newValue.isFinite, "center", newValue)
      guard newValue != layer.position else { return }
      layer.position = newValue
    }
  }

  /// How the view follows its superview's size (UIKit's `autoresizingMask`): applied each
  /// time the superview's bounds change size. Default none: the frame stays as it is.
  public final var autoresizingMask: AutoresizingMask = []

  /// The superview's bounds changed size from `oldSize` (AppKit's name for UIKit's private
  /// step): the default applies ``autoresizingMask``. A view that places itself from its
  /// superview's size (a menu docked to an edge) overrides it to lay itself out again.
  open func resize(withOldSuperviewSize oldSize: Size) {
    guard let superview else { return }
    applyAutoresizingMask(oldSuperviewSize: oldSize, newSize: superview.bounds.size)
  }

  /// The affine transform applied about the anchor point. Default identity.
  public final var transform: AffineTransform {
    get { layer.transform }
    set {
      View.checkFinite(newValue.isFinite, "transform", newValue)
      guard newValue != layer.transform else { return }
      layer.transform = newValue
    }
  }

  /// The pivot of the transform, in unit coordinates of the bounds: (0, 0) is the top-left
  /// corner, (0.5, 0.5) (the default) the middle; values outside 0…1 are allowed. Changing it
  /// keeps ``center`` and so moves the view on screen, as in UIKit.
  public final var anchorPoint: Point {
    get { layer.anchorPoint }
    set {
      View.checkFinite(newValue.isFinite, "anchorPoint", newValue)
      guard newValue != layer.anchorPoint else { return }
      layer.anchorPoint = newValue
    }
  }

  /// The view's rectangle in its superview's coordinate space.
  ///
  /// Reading it gives the axis-aligned bounding box of the transformed bounds (UIKit calls
  /// that undefined under a transform; devices return the box). Setting it sets ``center``
  /// and the size of ``bounds`` as if the transform were the identity.
  public var frame: Rect {
    get {
      let size = layer.bounds.size
      if layer.transform.isIdentity {
        return Rect(
          x: layer.position.x - layer.anchorPoint.x * size.width,
          y: layer.position.y - layer.anchorPoint.y * size.height,
          width: size.width, height: size.height)
      }
      let local = Rect(origin: layer.bounds.origin, size: size)
      return Rect(boundingPoints: local.corners.map(convertToSuperview))
    }
    set {
      View.checkFinite(newValue.isFinite, "frame", newValue)
      let standard = newValue.standardized
      var newBounds = layer.bounds
      newBounds.size = standard.size
      bounds = newBounds
      center = Point(
        x: standard.origin.x + layer.anchorPoint.x * standard.size.width,
        y: standard.origin.y + layer.anchorPoint.y * standard.size.height)
    }
  }

  // MARK: Appearance

  /// The view's opacity, 0 (invisible, and not hit) … 1 (default): the layer's opacity.
  /// Values outside are clamped.
  public final var alpha: Double {
    get { layer.opacity }
    set {
      View.checkFinite(newValue.isFinite, "alpha", newValue)
      layer.opacity = min(max(newValue, 0), 1)
    }
  }

  /// The colour filling the bounds behind the content; nil (the default) is transparent.
  public final var backgroundColor: Color? {
    get { layer.backgroundColor }
    set {
      if let color = newValue { View.checkFinite(color.isFinite, "backgroundColor", color) }
      layer.backgroundColor = newValue
    }
  }

  /// Whether the view and its subviews are hidden (not drawn, not hit). Default false.
  public final var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// Whether subviews are clipped to the bounds (and touches outside them ignored by the
  /// subviews' hit test): the layer's `masksToBounds`. Default false.
  public final var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Whether the view receives touches; false makes ``hitTest(_:)`` skip it and its
  /// subviews. Default true.
  public final var isUserInteractionEnabled = true

  /// A number the app can use to find the view (`viewWithTag`). Default 0.
  public final var tag = 0

  /// A name for debugging and for the `inspect` view tree; nil by default.
  public final var name: String?

  /// The cursor a mouse or trackpad pointer over the view shows (`UIPointerStyle`,
  /// `NSView.addCursorRect`); nil: the superview's. Default nil (an arrow at the top).
  public final var pointerCursor: PointerCursor?

  // MARK: Hierarchy storage

  /// The subviews, back to front.
  public internal(set) final var subviews: [View] = []

  /// The view this one is a subview of, if any. The superview owns its subviews; this
  /// reference does not keep it alive and reads nil once it is freed.
  @Weak public package(set) var superview: View?

  /// The window of a top-level view (the window's root view or an overlay).
  @Weak package var hostWindow: Window?

  /// The window the view is in, if any: the host of its top-most ancestor.
  public final var window: Window? {
    var view = self
    while let parent = view.superview { view = parent }
    return view.hostWindow
  }

  /// The gesture recognizers attached to the view, in the order they were added.
  public internal(set) final var gestureRecognizers: [GestureRecognizer] = []

  /// The tint set on this view, if any (``tintColor`` inherits otherwise).
  final var storedTintColor: Color?

  /// How the view's content flips in right-to-left layouts. Default
  /// ``SemanticContentAttribute/unspecified`` (follow the superview, then the window).
  public final var semanticContentAttribute = SemanticContentAttribute.unspecified

  // MARK: Accessibility storage

  /// A short name of the element for assistive technologies ("Delete", "Settings").
  open var accessibilityLabel: String?
  /// The element's current value ("Witbier", "50 %"), if it has one.
  open var accessibilityValue: String?
  /// What happens when the element is activated ("Opens the menu.").
  open var accessibilityHint: String?
  /// A stable identifier for tests and `inspect`; not spoken.
  open var accessibilityIdentifier: String?
  /// What the element is and how it behaves (button, adjustable, selected…). Default none.
  open var accessibilityTraits: AccessibilityTraits = []
  /// Named actions assistive technologies offer besides activation ("Confirm", "Close").
  open var accessibilityCustomActions: [AccessibilityCustomAction] = []
  /// Whether what the view controls (a menu) shows (`accessibilityExpandedStatus`). Default
  /// ``AccessibilityExpandedStatus/unsupported``.
  open var accessibilityExpandedStatus = AccessibilityExpandedStatus.unsupported
  /// Whether assistive technologies should ignore the view's siblings (and their subtrees)
  /// while it is shown: a modal menu or overlay. Default false.
  open var accessibilityViewIsModal = false
  /// Whether assistive technologies skip the view and its subtree. Default false.
  open var accessibilityElementsHidden = false

  /// The dynamic animators using this view as their reference view (weakly held), in the
  /// order they were made; the window ticks them every frame.
  final var referencingAnimators: [WeakAnimator] = []

  /// Whether ``layoutSubviews()`` is due in the next layout pass.
  final var needsLayout = true

  // MARK: Overridable hooks (UIKit's names)

  /// Called before the view moves to a new superview (nil: it is being removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a new superview (or was removed).
  open func didMoveToSuperview() {}
  /// Called after the view entered or left a window (``window`` tells which).
  open func didMoveToWindow() {}
  /// Called after `subview` was added.
  open func didAddSubview(_ subview: View) {}
  /// Called before `subview` is removed.
  open func willRemoveSubview(_ subview: View) {}

  /// Lays out the subviews; the default does nothing. Runs in the window's layout pass
  /// after ``setNeedsLayout()`` (and once after the view is created). Override it to place
  /// subviews from ``bounds``.
  open func layoutSubviews() {}

  /// The size the view would like within `size`; the default returns the current size.
  open func sizeThatFits(_ size: Size) -> Size { bounds.size }

  /// Whether `point` (in the view's own coordinates) is inside it; the default tests
  /// ``bounds``. Override to give a round button a round hit area.
  open func point(inside point: Point) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive descendant (or the view itself) containing `point`,
  /// given in the view's own coordinates; nil if the point is outside or the view is hidden,
  /// transparent (alpha < 0.01) or not interactive. Subviews are searched front to back.
  open func hitTest(_ point: Point) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    let inside = self.point(inside: point)
    if clipsToBounds && !inside { return nil }
    for subview in subviews.reversed() {
      let local = subview.convertFromSuperview(point)
      if let hit = subview.hitTest(local) { return hit }
    }
    return inside ? self : nil
  }

  // MARK: Touches (the responder chain)

  /// A touch began on this view. The default passes it up to the superview, as UIKit's
  /// responder chain does.
  open func touchesBegan(_ touches: [Touch]) { superview?.touchesBegan(touches) }
  /// Touches on this view moved. The default passes them to the superview.
  open func touchesMoved(_ touches: [Touch]) { superview?.touchesMoved(touches) }
  /// Touches on this view lifted. The default passes them to the superview.
  open func touchesEnded(_ touches: [Touch]) { superview?.touchesEnded(touches) }
  /// Touches on this view were cancelled (a recognizer took them, or the view left the
  /// window). The default passes them to the superview.
  open func touchesCancelled(_ touches: [Touch]) { superview?.touchesCancelled(touches) }

  /// Whether `recognizer`, attached to this view, may begin; the default returns true.
  open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

  /// Whether a recognizer attached to an ancestor may take a touch that began on this view.
  /// Views say yes; controls say no to single taps, so that a tap on a button reaches the
  /// button and not a tap recognizer on its superview (UIKit since iOS 6).
  func allowsAncestorRecognizer(_ recognizer: GestureRecognizer) -> Bool { true }

  // MARK: Keys and focus

  /// Whether the view takes the keyboard focus when tab reaches it. Default false; controls
  /// say true while enabled.
  open var canBecomeFocused: Bool { false }

  /// A key was pressed while this view had the keyboard focus (or was on the way up from
  /// the focused view). Return true when handled; the default passes it to the superview.
  open func pressesBegan(_ event: KeyEvent) -> Bool { superview?.pressesBegan(event) ?? false }

  /// A key was released; the default passes it to the superview.
  open func pressesEnded(_ event: KeyEvent) -> Bool { superview?.pressesEnded(event) ?? false }

  /// Called after the view gained or lost the keyboard focus.
  open func focusDidChange(isFocused: Bool) {}

  /// How the window shows that this view has the keyboard focus (in keyboard mode); nil
  /// shows nothing, for a view that marks the focus itself (a list highlights its row). The
  /// default is a halo around the bounds, rounded by the layer's corner radius: a circle
  /// around a round button. Read at the end of every frame while the halo shows: override it
  /// to follow the view's state (a menu's highlighted sector), and keep it cheap.
  open var focusEffect: FocusEffect? {
    .halo(roundedRect: bounds, cornerRadius: layer.cornerRadius)
  }

  // MARK: Tint and layout direction

  /// Called when the effective ``tintColor`` changed.
  open func tintColorDidChange() {}

  // MARK: Accessibility

  /// Whether the view itself is an accessibility element (its subviews are then hidden from
  /// assistive technologies). Default false; labels and controls say true.
  open var isAccessibilityElement: Bool {
    get { storedIsAccessibilityElement ?? false }
    set { storedIsAccessibilityElement = newValue }
  }
  final var storedIsAccessibilityElement: Bool?

  /// The elements this view exposes instead of itself and its subviews (a menu's sectors,
  /// say); nil (the default) exposes the view or its subviews.
  open var accessibilityElements: [AccessibilityElement]? { nil }

  /// Increments an adjustable element (VoiceOver's swipe up); the default does nothing.
  open func accessibilityIncrement() {}
  /// Decrements an adjustable element (VoiceOver's swipe down); the default does nothing.
  open func accessibilityDecrement() {}
  /// Activates the element (a double tap in VoiceOver); return true when handled. The
  /// default returns false.
  open func accessibilityActivate() -> Bool { false }
  /// Dismisses a modal view (VoiceOver's two-finger Z, or escape); return true when
  /// handled. The default asks the superview.
  open func accessibilityPerformEscape() -> Bool {
    superview?.accessibilityPerformEscape() ?? false
  }
}
