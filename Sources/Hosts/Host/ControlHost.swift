public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusRendering
public import DynamicMenusViews

/// A window of controls as a host drives it: the one interface the SDL playground, the
/// browser and an Apple host all use, with no system library.
///
/// A host gives it pointer events (``send(_:)-(PointerEvent)``; a move or an end without a
/// force keeps the touch's last force), keys, its settings and the
/// time of each frame (``frame(_:)``), and reads back what to draw (``HostFrame``: the
/// display list and the rows that changed), the accessibility elements with the one that has
/// the keyboard focus, the haptics the controls asked for, and whether anything changed at
/// all. Hosts never reach into a control.
///
/// Bad input never traps: a location that is not finite, a touch that ends twice or never
/// began is dropped, a force out of 0…maximum is clamped, each with its reason
/// (``HostInputResult``); a touch still down when the host says nothing more about it stays
/// down until ``cancelAllPointers()`` (a host calls it when its window loses the pointer).
///
/// ```swift
/// let host = ControlHost(settings: HostSettings(size: Size(width: 375, height: 667)))
/// host.window.rootView.addSubview(menu)
/// host.send(PointerEvent(id: 1, phase: .began, location: Point(x: 320, y: 600)))
/// let frame = host.frame(1 / 60)          // draw frame.displayList where frame.changedRows
/// ```
public final class ControlHost {
  /// The window the host drives; a host adds its controls to its root view.
  public let window: Window
  /// The pointers down, by the host's identifier: where each is, its kind and its force.
  private var pointers: [Int: (location: Point, kind: PointerKind, force: TouchForce)] = [:]
  /// Where a mouse or pen over the window is while no button is down (``hover(at:)``).
  private var hoverLocation: Point?
  /// The last pointer that went down, for the cursor while it stays down.
  private var lastPointerDown: Int?
  private var damage: DamageTracker
  /// The compositing plan a target that keeps layers' contents performs: what it keeps
  /// between frames, and the list it draws (made at its first frame).
  private var keptPlan: CompositingPlan?
  /// What the host draws into. Setting another (a browser element falling back from its
  /// layers to its canvas) forgets what the old one showed: the next frame is drawn whole.
  public var target: HostTarget {
    didSet {
      damage = DamageTracker(keepsDrawingsWhole: target.keepsDrawingsWhole)
      keptPlan = nil
    }
  }

  /// The settings now; setting them applies them to the window at once.
  public var settings: HostSettings {
    didSet { apply() }
  }

  /// A host with an empty window, in `context` (default: a fresh one, with the current
  /// context's text measurer), drawing into `target` (default: one that keeps its pixels).
  public init(
    settings: HostSettings, target: HostTarget = .bitmap, context: LayerContext? = nil
  ) {
    self.settings = settings
    self.target = target
    damage = DamageTracker(keepsDrawingsWhole: target.keepsDrawingsWhole)
    window = Window(size: settings.validSize, context: context)
    apply()
  }

  /// A host over a window made elsewhere (a demo scene's); `settings` apply to it at once.
  public init(window: Window, settings: HostSettings, target: HostTarget = .bitmap) {
    self.window = window
    self.settings = settings
    self.target = target
    damage = DamageTracker(keepsDrawingsWhole: target.keepsDrawingsWhole)
    apply()
  }

  private func apply() {
    let size = settings.validSize
    if window.bounds.size != size { window.resize(to: size) }
    window.reduceMotion = settings.reduceMotion
    window.reduceTransparency = settings.reduceTransparency
    window.layoutDirection = settings.layoutDirection
    window.preferredContentSizeCategory = settings.preferredContentSizeCategory
    window.accessibilityContrast = settings.accessibilityContrast
    window.userInterfaceStyle = settings.userInterfaceStyle
    window.safeAreaInsets = settings.safeAreaInsets
  }

  /// Whether a pointer going down at `location` (window points) would land on a control
  /// rather than on the empty root view: a host laid over other content (a SwiftUI overlay)
  /// lets the touches it would not use pass to what is behind. False for a location that is
  /// not finite or outside the window.
  public func takesPointer(at location: Point) -> Bool {
    guard location.isFinite, window.bounds.contains(location),
      let view = window.hitTest(location)
    else { return false }
    return view !== window.rootView
  }

  /// The pointers down now, by identifier.
  public var pointersDown: [Int] { pointers.keys.sorted() }

  /// Where the pointer `id` is while it is down, in window points; nil when it is not down.
  public func location(ofPointer id: Int) -> Point? { pointers[id]?.location }

  /// Sends a pointer event to the window (delivered at the next frame, in the order sent).
  @discardableResult
  public func send(_ event: PointerEvent) -> HostInputResult {
    guard event.location.isFinite else {
      return .ignored("pointer \(event.id): location \(event.location) is not finite")
    }
    var clamp: String?
    // No reading on a move or an end keeps the touch's force (as a script's move does).
    var force = event.phase == .began ? .unavailable : pointers[event.id]?.force ?? .unavailable
    if let value = event.force {
      let maximum =
        event.maximumForce.isFinite && event.maximumForce > 0
        ? event.maximumForce : TouchForce.threeDTouchMaximum
      if maximum != event.maximumForce {
        clamp = "pointer \(event.id): maximum force \(event.maximumForce) read as \(maximum)"
      }
      if value.isNaN {
        clamp = "pointer \(event.id): force \(value) read as none"
        force = .unavailable
      } else {
        let clamped = Swift.min(Swift.max(value, 0), maximum)
        if clamped != value {
          clamp = "pointer \(event.id): force \(value) clamped to 0…\(maximum)"
        }
        force = .available(force: clamped, maximumPossible: maximum)
      }
    }
    let phase: Touch.Phase
    switch event.phase {
    case .began:
      guard pointers[event.id] == nil else {
        return .ignored("pointer \(event.id) began while it is down")
      }
      phase = .began
      pointers[event.id] = (event.location, event.kind, force)
      lastPointerDown = event.id
    case .moved, .stationary:
      guard let down = pointers[event.id] else {
        return .ignored("pointer \(event.id) moved but never began")
      }
      phase = .moved
      pointers[event.id] = (event.location, down.kind, force)
    case .ended, .cancelled:
      guard let down = pointers.removeValue(forKey: event.id) else {
        return .ignored("pointer \(event.id) \(event.phase.rawValue) but is not down")
      }
      phase = event.phase
      // A mouse or pen let go hovers where it was let go.
      if down.kind != .touch { hoverLocation = event.location }
    }
    window.send(Touch(identifier: event.id, location: event.location, phase: phase, force: force))
    return clamp.map { .clamped($0) } ?? .accepted
  }

  /// Sends a key event (delivered at the next frame).
  public func send(_ key: KeyEvent) {
    window.send(key)
  }

  /// A mouse or pen with no button down is over the window at `location` (points), or left
  /// it (nil): the next frame's ``HostFrame/cursor`` is the one for that place. A location
  /// that is not finite reads as nil.
  public func hover(at location: Point?) {
    hoverLocation = location.flatMap { $0.isFinite ? $0 : nil }
  }

  /// Cancels every pointer down (the host's window lost them: a system gesture, a closed
  /// lid), as UIKit cancels touches the system takes.
  public func cancelAllPointers() {
    for (id, pointer) in pointers.sorted(by: { $0.key < $1.key }) {
      window.send(Touch(identifier: id, location: pointer.location, phase: .cancelled))
    }
    pointers.removeAll()
  }

  /// Runs one frame of `dt` seconds (the host's real frame interval; one that is not finite
  /// or not positive reads as 0, one above 1 s as 1 s: a stalled host does not jump the
  /// physics) and returns what to show, drawn with `measurer`. For a compositor target
  /// (``HostTarget/compositesLayers``) the frame's display list is empty: the host shows the
  /// window's layers itself.
  public func frame(_ dt: Double, measurer: (any TextMeasurer)? = nil) -> HostFrame {
    window.tick(dt.isFinite && dt > 0 ? Swift.min(dt, 1) : 0)
    return present(measurer: measurer)
  }

  /// The window's motion from now until its layer animations end or its physics calls out
  /// (at most `maximumFrames` frames of ``FrameInterval/nominal``), known ahead for a compositor to run by itself
  /// while nothing else can change the window (``Window/isCoasting``); nil otherwise. The
  /// host then runs nothing per frame: it catches up with ``advance(frames:)`` at the
  /// stretch's ending frames, at its end, and before any input, setting or call reaches
  /// the window, which then is exactly as if it had run every frame at the nominal interval.
  public func lookahead(maximumFrames: Int) -> CompositingLookahead? {
    lookahead(maximumFrames: maximumFrames, strokes: nil)
  }

  /// ``lookahead(maximumFrames:)``; with `strokes` also while animations change what shape
  /// layers draw, their strokes sampled at every frame (``CompositingLookahead/Track/strokes``):
  /// for a host that draws strokes as elements (the browser's).
  package func lookahead(maximumFrames: Int, strokes: StrokeSampler?) -> CompositingLookahead? {
    guard pointers.isEmpty else { return nil }
    return CompositingLookahead(
      window: window, maximumFrames: maximumFrames, strokes: strokes)
  }

  /// Runs `frames` frames of ``FrameInterval/nominal`` seconds without presenting them (a
  /// stretch the compositor ran from a ``lookahead(maximumFrames:)``): the completions,
  /// haptics and events of those frames happen now, in their order. `frames` ≤ 0 runs none.
  public func advance(frames: Int) {
    for _ in 0..<Swift.max(frames, 0) { window.tick(FrameInterval.nominal) }
  }

  /// What the window shows now, for the ``target``, without running a frame: what
  /// ``frame(_:measurer:)`` returns after its tick. The haptics and the keyboard focus
  /// request are taken: a second call in the same frame has none.
  public func present(measurer: (any TextMeasurer)? = nil) -> HostFrame {
    let measurer = measurer ?? window.context.textMeasurer
    let scale = settings.validScale
    let (width, height) = DisplayList.pixelSize(of: window.bounds.size, scale: scale)
    var placements: [ContentsPlacement] = []
    let list =
      if target.compositesLayers {
        DisplayList(size: window.bounds.size, background: window.backgroundColor)
      } else if target.keepsLayerContents {
        keptList(measurer: measurer, scale: scale, placements: &placements)
      } else {
        DisplayList(
          layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
          measurer: measurer)
      }
    let canvas = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    let bounds = InkBounds(list, scale: scale)
    var groupBoxes: [Rect] = []
    bounds.forEachGroupBox(of: list, on: canvas) { box in
      groupBoxes.append(
        box.isEmpty
          ? .zero
          : Rect(
            x: Double(box.x0), y: Double(box.y0), width: Double(box.x1 - box.x0),
            height: Double(box.y1 - box.y0)))
    }
    var rows = target.compositesLayers ? [] : [0..<height]
    var reusable: [Int: Int] = [:]
    if target.keepsPixels {
      let keeps = target.keepsBackdrops
      let damage = damage.damage(for: list, bounds: bounds, scale: scale, canvas: canvas) { _ in
        keeps
      }
      rows = damage.region.bands
      reusable = damage.reusableBackdrops
    }
    let elements = window.accessibilityElements()
    let focused = window.focusedView.flatMap { view in
      elements.firstIndex { $0.view === view || $0.container === view }
    }
    return HostFrame(
      displayList: list, scale: scale, pixelWidth: width, pixelHeight: height,
      changedRows: rows, reusableBackdrops: reusable, groupInkBoxes: groupBoxes,
      contentsPlacements: placements, accessibilityElements: elements, focusedElement: focused,
      accessibilityScreen: window.accessibilityModalView.map { ObjectIdentifier($0) },
      haptics: window.takeHapticRequests(), cursor: cursor(),
      requestsKeyboardFocus: window.takeKeyboardFocusRequest(), isAtRest: window.isAtRest)
  }

  /// The window as a target that keeps layers' contents draws it: the plan brought to the
  /// window, then performed (its list, and where each layer's contents lie in it).
  private func keptList(
    measurer: any TextMeasurer, scale: Double, placements: inout [ContentsPlacement]
  ) -> DisplayList {
    var plan = keptPlan ?? CompositingPlan(measurer: measurer)
    keptPlan = nil  // the plan's storage moves out and back: updated in place
    plan.refresh(layers: window.layers, scale: scale)
    let list = plan.displayList(
      size: window.bounds.size, background: window.backgroundColor, placements: &placements)
    keptPlan = plan
    return list
  }

  /// The cursor for the mouse or pen: the one the last pointer still down began on, else
  /// the one under the hover location; nil with neither (a finger shows none).
  private func cursor() -> PointerCursor? {
    if let id = lastPointerDown, let down = pointers[id], down.kind != .touch {
      return window.pointerCursor(at: down.location, touchIdentifier: id)
    }
    return hoverLocation.map { window.pointerCursor(at: $0) }
  }

  /// Forgets what the host's target shows (a new or resized target): the next frame's
  /// ``HostFrame/changedRows`` are all its rows.
  public func forgetTarget() { damage.reset() }
}
