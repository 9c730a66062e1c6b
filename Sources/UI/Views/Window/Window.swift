public import DynamicMenusGeometry
public import DynamicMenusLayers

/// The top of a view hierarchy and its clock: input goes in, frames come out.
///
/// A window holds a ``rootView`` filling it, a stack of presented ``overlays`` above it, the
/// keyboard focus, the layout direction, the safe area and the accessibility settings
/// controls read (``reduceMotion``, ``reduceTransparency``, ``preferredContentSizeCategory``,
/// ``accessibilityContrast``) and its appearance (``userInterfaceStyle``). It runs the frame
/// of docs/design.md in ``tick(_:)``:
///
/// 1. deliver queued touches and keys, stamped with the frame's start time: hit test →
///    gesture recognizers → views and controls; recognizer timers;
/// 2. step the dynamic animators whose reference view is in the window (write-back and
///    behaviour actions happen inside), then the ``DisplayLink``s (scroll physics, timers);
/// 3. the clock moves to the frame's end; layer and view animations advance to it (those
///    added during this frame begin now) and their completions run;
/// 4. the layout pass; the focus halo follows the focused view; the implicit `Transaction`
///    commits.
///
/// Nothing reads a wall clock: time is ``time``, advanced only by `tick`. After a tick the
/// presentation layers show the window at ``time``.
///
/// ```swift
/// let window = Window(size: Size(width: 375, height: 667))
/// window.rootView.addSubview(menu)
/// window.send(Touch(location: Point(x: 320, y: 600), phase: .began))
/// window.tick()                      // one frame at ``framesPerSecond``
/// ```
public final class Window: WeakReferenceable {
  /// The object's lifetime: its weak references read nil once it is freed.
  private let lifetime = Lifetime()
  /// The token of the object's lifetime (`WeakReferenceable`).
  nonisolated public var lifetimeToken: LifetimeToken { lifetime.token }

  /// The window's size, in points; its coordinate space starts at (0, 0).
  public private(set) var bounds: Rect

  /// How many frames per second ``tick(_:)`` advances and scripts run at. Default 60.
  public var framesPerSecond: Double {
    didSet {
      precondition(
        framesPerSecond.isFinite && framesPerSecond > 0,
        "Window.framesPerSecond must be positive and finite, got \(framesPerSecond)")
    }
  }

  /// The window's clock, in seconds since it was created. Advanced only by ``tick(_:)``.
  public private(set) var time = 0.0
  /// How many frames have run.
  public private(set) var frameCount = 0

  /// The view filling the window under every overlay. Replacing it resizes the new one to
  /// the window.
  public var rootView: View {
    didSet {
      guard oldValue !== rootView else { return }
      detachTopLevel(oldValue)
      attachTopLevel(rootView, at: 0)
    }
  }

  /// The views presented over the root view, bottom to top (see ``present(_:animated:completion:)``).
  public internal(set) var overlays: [View] = []

  /// The colour behind the root view. Default black.
  public var backgroundColor = Color.black

  /// The window's tint, inherited by views that set none; nil: UIKit's blue.
  public var tintColor: Color?

  /// The app's layout direction (the views' default). Default left to right.
  public var layoutDirection = UserInterfaceLayoutDirection.leftToRight {
    didSet { if layoutDirection != oldValue { setNeedsLayoutEverywhere() } }
  }

  /// The "Reduce Motion" setting: controls replace large motions by fades. Default false.
  /// Changing it lays every view out again.
  public var reduceMotion = false {
    didSet { if reduceMotion != oldValue { setNeedsLayoutEverywhere() } }
  }
  /// The "Reduce Transparency" setting: blurs become solid. Default false. Changing it lays
  /// every view out again (blur views switch at the next layout pass).
  public var reduceTransparency = false {
    didSet { if reduceTransparency != oldValue { setNeedsLayoutEverywhere() } }
  }
  /// The text size the user chose (Dynamic Type): labels that adjust to it
  /// (``Label/adjustsFontForContentSizeCategory``) scale their fonts. Default
  /// ``ContentSizeCategory/large``. Changing it lays every view out again.
  public var preferredContentSizeCategory = ContentSizeCategory.large {
    didSet { if preferredContentSizeCategory != oldValue { setNeedsLayoutEverywhere() } }
  }
  /// The "Increase Contrast" setting: the system tint becomes its high-contrast variant
  /// (``View/systemTintColor(for:style:)``). Default normal. Changing it tells every view that
  /// inherits the tint (``View/tintColorDidChange()``) and lays every view out again.
  public var accessibilityContrast = AccessibilityContrast.normal {
    didSet {
      guard accessibilityContrast != oldValue else { return }
      for view in topLevelViews { view.notifyTintChanged() }
      setNeedsLayoutEverywhere()
    }
  }
  /// Light or dark appearance (``UserInterfaceStyle``): the system tint takes its dark
  /// variant, and controls that follow the style (the floating menu's automatic look) switch.
  /// Default light. Changing it tells every view that inherits the tint and lays every view
  /// out again, as a trait change does in UIKit.
  public var userInterfaceStyle = UserInterfaceStyle.light {
    didSet {
      guard userInterfaceStyle != oldValue else { return }
      for view in topLevelViews { view.notifyTintChanged() }
      setNeedsLayoutEverywhere()
    }
  }
  /// The insets from the window's edges that its content should keep clear of (a status
  /// bar, a sensor housing, the home indicator), in points, each ≥ 0: what
  /// ``View/safeAreaInsets`` are made from. Default zero. A value that is not finite or
  /// negative reads as 0. Changing it lays every view out again.
  public var safeAreaInsets = EdgeInsets.zero {
    didSet {
      func valid(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
      let insets = safeAreaInsets
      let clean = EdgeInsets(
        top: valid(insets.top), left: valid(insets.left), bottom: valid(insets.bottom),
        right: valid(insets.right))
      if clean != insets { safeAreaInsets = clean }
      if clean != oldValue { setNeedsLayoutEverywhere() }
    }
  }

  /// Texts posted for assistive technologies to speak, oldest first
  /// (`UIAccessibility.post(notification: .announcement, …)`): the last
  /// ``announcementCapacity``, so a window used all day keeps a bounded list.
  public internal(set) var announcements: [String] = []

  /// How many of the latest announcements ``announcements`` keeps: 100.
  public static let announcementCapacity = 100

  /// The view with the keyboard focus, if any.
  @Weak public package(set) var focusedView: View?

  /// Whether the keyboard or touches drive the window now: a key press switches to
  /// `keyboard`, a touch going down to `touch`. The focused view shows its focus halo only in
  /// keyboard mode (Window+FocusIndicator.swift). Default `touch`.
  public internal(set) var interactionMode = InteractionMode.touch

  /// The focus halo drawn over everything for the focused view.
  let focusIndicator = FocusIndicator()

  /// Where key events go that no view handled (nor, for escape, an accessibility escape):
  /// the end of the responder chain, as `UIApplication` is in UIKit. A host uses it for its
  /// own keys, e.g. escape to leave a screen. Default nil (such keys are dropped).
  public var unhandledKeyHandler: ((KeyEvent) -> Void)?

  // Input and recognizer state (Window+Touches.swift).
  var queuedEvents: [InputEvent] = []
  var touchRecords: [TouchRecord] = []
  var activeRecognizers: [GestureRecognizer] = []
  var lastTap: (time: Double, location: Point, count: Int)?

  /// The haptics controls asked for, untaken (``requestHaptic(_:)``, HapticFeedback.swift).
  var hapticRequests: [HapticFeedback] = []
  /// Whether a view took the keyboard focus since the host last asked
  /// (``takeKeyboardFocusRequest()``, PointerCursor.swift).
  var keyboardFocusRequested = false

  /// The display links, in the order they were added (step 2 of the frame).
  var displayLinks: [DisplayLink] = []

  /// The window's transactions, animation blocks and text measurer: bound (as
  /// `LayerContext.current`) for every frame, so what one window's frame does to them stays in
  /// that window. A host that shows several windows may give them one context.
  public let context: LayerContext

  /// Creates a window of `size` points (finite, not negative) with an empty root view, in
  /// `context` (default: a fresh one, with the current context's text measurer).
  public init(size: Size, framesPerSecond: Double = 60, context: LayerContext? = nil) {
    precondition(
      size.isFinite && size.width >= 0 && size.height >= 0,
      "Window size must be finite and not negative, got \(size)")
    precondition(
      framesPerSecond.isFinite && framesPerSecond > 0,
      "Window.framesPerSecond must be positive and finite, got \(framesPerSecond)")
    bounds = Rect(origin: .zero, size: size)
    self.framesPerSecond = framesPerSecond
    self.context = context ?? LayerContext()
    rootView = View(frame: Rect(origin: .zero, size: size))
    rootView.name = "root"
    attachTopLevel(rootView, at: 0)
  }

  /// Changes the window's size; the root view and overlays follow.
  public func resize(to size: Size) {
    precondition(
      size.isFinite && size.width >= 0 && size.height >= 0,
      "Window size must be finite and not negative, got \(size)")
    bounds = Rect(origin: .zero, size: size)
    for view in topLevelViews { view.frame = bounds }
  }

  /// The layers to draw, bottom to top: the root view's, then each overlay's, then the focus
  /// halo's while it shows.
  public var layers: [Layer] {
    var layers = topLevelViews.map { $0.layer }
    if focusIndicator.isShown { layers.append(focusIndicator.layer) }
    return layers
  }

  /// The root view and the overlays, bottom to top.
  public var topLevelViews: [View] { [rootView] + overlays }

  func attachTopLevel(_ view: View, at index: Int) {
    view.removeFromSuperview()
    view.hostWindow = self
    view.frame = bounds
    view.notifyWindowChanged()
  }

  func detachTopLevel(_ view: View) {
    overlays.removeAll { $0 === view }
    guard view.hostWindow === self else { return }
    cancelTouches(in: view)
    view.hostWindow = nil
    if let focused = focusedView, focused.isDescendant(of: view) { focus(nil) }
    view.notifyWindowChanged()
  }

  // MARK: The frame

  /// Runs one frame of `dt` seconds (default one frame at ``framesPerSecond``): input,
  /// recognizers, animators and animations, layout; then the clock moves on.
  ///
  /// `dt` must be finite and not negative.
  public func tick(_ dt: Double? = nil) {
    let dt = dt ?? 1 / framesPerSecond
    precondition(dt.isFinite && dt >= 0, "Window.tick: dt must be finite and ≥ 0, got \(dt)")
    context.perform { runFrame(dt) }
  }

  /// The frame of ``tick(_:)``, in the window's context.
  private func runFrame(_ dt: Double) {
    let frameStart = time
    deliverQueuedInput()
    updateRecognizerTimers()
    // Top-level views are visited as root, then overlays, without building an array: a
    // steady frame allocates nothing here.
    rootView.tickAnimators(dt)
    for overlay in overlays { overlay.tickAnimators(dt) }
    // Links added during this loop start with the next frame.
    let linkCount = displayLinks.count
    var index = 0
    while index < linkCount {
      displayLinks[index].fire(at: time, duration: dt)
      index += 1
    }
    displayLinks.removeAll { $0.isInvalidated }
    time += dt
    frameCount += 1
    // Layer and view animations advance to the frame's end (the time the frame shows):
    // animations added since the last frame begin now; completions run in tree order.
    rootView.layer.advanceAnimations(to: time)
    for overlay in overlays { overlay.layer.advanceAnimations(to: time) }
    layoutPass()
    // The halo follows the focused view as laid out and animated at the frame's end.
    updateFocusIndicator(frameStart: frameStart)
    Transaction.flush()
  }

  /// Runs frames until `seconds` more have passed (rounded to whole frames).
  public func run(for seconds: Double) {
    precondition(seconds.isFinite && seconds >= 0, "Window.run: seconds must be finite and ≥ 0")
    let frames = Int((seconds * framesPerSecond - 1e-9).rounded(.up))
    for _ in 0..<frames { tick() }
  }

  /// Marks every view of the window for layout (a setting the views read changed).
  func setNeedsLayoutEverywhere() {
    func mark(_ view: View) {
      view.setNeedsLayout()
      view.subviews.forEach(mark)
    }
    topLevelViews.forEach(mark)
  }

  /// Lays out every view that needs it, top-down.
  public func layoutPass() {
    rootView.layoutIfNeeded()
    rootView.layer.layoutIfNeeded()
    for overlay in overlays {
      overlay.layoutIfNeeded()
      overlay.layer.layoutIfNeeded()
    }
  }

  // MARK: Accessibility announcements

  /// Posts a text for assistive technologies to speak (recorded in ``announcements``, whose
  /// oldest entry goes once it holds ``announcementCapacity``).
  public func post(announcement: String) {
    if announcements.count >= Self.announcementCapacity {
      announcements.removeFirst(announcements.count - Self.announcementCapacity + 1)
    }
    announcements.append(announcement)
  }
}
