// Compiled only where AppKit exists (macOS); on Linux and in WebAssembly this module is
// empty. Type-checked here against stand-ins of Apple's SDKs (`make apple-check`), never run
// here: the logic it relies on (the flip of an unflipped view, the display link's life,
// accessibility identity, the drawing's operations) is in DynamicMenusHost and tested
// everywhere; docs/apple-host.md says what is verified.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import DynamicMenusHost
  public import DynamicMenusCoreGraphics
  import DynamicMenusGeometry
  import DynamicMenusViews

  /// An `NSView` that hosts a window of controls through ``ControlHost``: a display link (a
  /// 60 Hz timer before macOS 14) runs its frames while anything moves, the mouse or a tablet
  /// pen (with pressure) and the keyboard become host input, the window's layers are shown as
  /// Core Animation layers (`CALayerCompositor`: contents drawn once with Core Graphics,
  /// motion and fading composited), the accessibility elements become
  /// `NSAccessibilityElement`s, the cursor follows the host's request and haptics play on
  /// the trackpad.
  ///
  /// The layers live in a layer-hosting subview of its own (its layer set before
  /// `wantsLayer`), not in this view's backing layer, which AppKit owns and redraws; the
  /// subview takes no events, so clicks reach this view.
  open class ControlHostNSView: NSView, ControlFrameLoopView {
    /// The host (``host``), the Core Animation layers that show its window, their frames,
    /// display link (the view's, which follows its screen, from macOS 14; a 60 Hz timer
    /// before) and handover (the UIKit host's type too).
    public let frames: ControlFrameLoop
    /// The host; add controls to `host.window.rootView`.
    public var host: ControlHost { frames.host }
    private let layerView = LayerHostingView(frame: .zero)
    var accessibility = AccessibilityMirror<ControlAccessibilityNSElement>()

    /// The view is not flipped (y up, AppKit's default): every point and frame is converted.
    var space: HostCoordinateSpace {
      HostCoordinateSpace(height: bounds.height, yAxisPointsUp: !isFlipped)
    }

    /// A host view of `frame`, its window the same size, its text measured by Core Text in
    /// the system font.
    public override init(frame: NSRect) {
      frames = ControlFrameLoop(size: Size(width: frame.width, height: frame.height))
      super.init(frame: frame)
      frames.makeDisplayLink = { [weak self] target, action in
        guard #available(macOS 14, *) else { return nil }
        return self?.displayLink(target: target, selector: action)
      }
      frames.didRunFrame = { [weak self] in self?.frameDidRun($0) }
      wantsLayer = true
      layerView.layer = frames.compositor.rootLayer
      layerView.wantsLayer = true
      // The window's y axis points down, as UIKit's and Core Animation's on iOS.
      frames.compositor.rootLayer.isGeometryFlipped = !isFlipped
      layerView.frame = bounds
      layerView.autoresizingMask = [.width, .height]
      addSubview(layerView)
      addTrackingArea(
        NSTrackingArea(
          rect: .zero,
          options: [.mouseMoved, .mouseEnteredAndExited, .activeInKeyWindow, .inVisibleRect],
          owner: self))
      NSWorkspace.shared.notificationCenter.addObserver(
        self, selector: #selector(settingsChanged),
        name: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil)
    }

    /// Not supported: make the view in code.
    public required init?(coder: NSCoder) { nil }

    // MARK: Frames

    open override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      frames.viewDidMove(toWindow: window != nil)
      settingsChanged()
    }

    /// What a frame asks of AppKit: the accessibility elements, cursor, haptics and keyboard
    /// focus.
    private func frameDidRun(_ frame: HostFrame) {
      updateAccessibility(frame)
      if let cursor = frame.cursor { Self.cursor(cursor).set() }
      if !frame.haptics.isEmpty {
        NSHapticFeedbackManager.defaultPerformer.perform(.alignment, performanceTime: .now)
      }
      if frame.requestsKeyboardFocus { _ = window?.makeFirstResponder(self) }
    }

    open override func layout() {
      super.layout()
      settingsChanged()
    }

    open override func viewDidChangeBackingProperties() {
      super.viewDidChangeBackingProperties()
      settingsChanged()
    }

    /// Light or dark (the window's or the app's appearance changed).
    open override func viewDidChangeEffectiveAppearance() {
      super.viewDidChangeEffectiveAppearance()
      settingsChanged()
    }

    /// The view's size, scale, safe area, layout direction, appearance and the accessibility
    /// display options, as the host's. A backing scale of 0 or NaN reads as 2.
    @objc private func settingsChanged() {
      var settings = host.settings
      settings.size = Size(width: bounds.width, height: bounds.height)
      let scale = Double(window?.backingScaleFactor ?? 2)
      settings.scale = scale.isFinite && scale > 0 ? scale : 2
      let workspace = NSWorkspace.shared
      settings.reduceMotion = workspace.accessibilityDisplayShouldReduceMotion
      settings.reduceTransparency = workspace.accessibilityDisplayShouldReduceTransparency
      settings.accessibilityContrast =
        workspace.accessibilityDisplayShouldIncreaseContrast ? .high : .normal
      settings.layoutDirection =
        userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      settings.userInterfaceStyle =
        effectiveAppearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? .dark : .light
      // macOS has no system text size for apps: the default (large) stays.
      let insets = safeAreaInsets
      settings.safeAreaInsets = EdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
      frames.apply(settings)
    }

    // MARK: Mouse, pen and keys

    /// Whether clicks on the window's empty root view go to the views behind this one (a
    /// host laid over other content, as the SwiftUI views are). Default false.
    public var passesTouchesThroughEmptyAreas = false

    open override func hitTest(_ point: NSPoint) -> NSView? {
      guard let hit = super.hitTest(point) else { return nil }
      guard passesTouchesThroughEmptyAreas, host.pointersDown.isEmpty else { return hit }
      // `point` is in the superview's coordinates.
      let local = convert(point, from: superview)
      return host.takesPointer(at: space.windowPoint(fromView: Point(x: local.x, y: local.y)))
        ? hit : nil
    }

    private func point(_ event: NSEvent) -> Point {
      let p = convert(event.locationInWindow, from: nil)
      return space.windowPoint(fromView: Point(x: p.x, y: p.y))
    }

    private func send(_ event: NSEvent, _ phase: Touch.Phase) {
      setNeedsFrames()
      let isPen = event.subtype == .tabletPoint
      host.send(
        PointerEvent(
          id: 1, phase: phase, location: point(event), kind: isPen ? .pen : .mouse,
          force: isPen ? Double(event.pressure) * TouchForce.threeDTouchMaximum : nil))
    }

    open override func mouseDown(with event: NSEvent) { send(event, .began) }
    open override func mouseDragged(with event: NSEvent) { send(event, .moved) }
    open override func mouseUp(with event: NSEvent) { send(event, .ended) }
    open override func mouseMoved(with event: NSEvent) {
      setNeedsFrames()
      host.hover(at: point(event))
    }
    open override func mouseExited(with event: NSEvent) {
      setNeedsFrames()
      host.hover(at: nil)
    }
    open override func resignFirstResponder() -> Bool {
      setNeedsFrames()
      host.cancelAllPointers()
      return super.resignFirstResponder()
    }

    open override var acceptsFirstResponder: Bool { true }

    private static let keys: [NSEvent.SpecialKey: Key] = [
      .leftArrow: .left, .rightArrow: .right, .upArrow: .up, .downArrow: .down,
      .carriageReturn: .return, .enter: .return, .tab: .tab, .backTab: .tab,
    ]

    private func key(_ event: NSEvent) -> Key? {
      if let special = event.specialKey { return Self.keys[special] }
      switch event.charactersIgnoringModifiers {
      case " ": return .space
      case "\u{1b}": return .escape
      default: return nil
      }
    }

    open override func keyDown(with event: NSEvent) {
      guard let key = key(event) else { return super.keyDown(with: event) }
      setNeedsFrames()
      host.send(
        KeyEvent(key: key, phase: .press, isShiftDown: event.modifierFlags.contains(.shift)))
    }

    open override func keyUp(with event: NSEvent) {
      guard let key = key(event) else { return super.keyUp(with: event) }
      setNeedsFrames()
      host.send(
        KeyEvent(key: key, phase: .release, isShiftDown: event.modifierFlags.contains(.shift)))
    }

    static func cursor(_ cursor: PointerCursor) -> NSCursor {
      switch cursor {
      case .arrow: .arrow
      case .pointingHand: .pointingHand
      case .openHand: .openHand
      case .closedHand: .closedHand
      }
    }
  }

  /// The layer-hosting view the compositor's layers live in: it takes no events.
  private final class LayerHostingView: NSView {
    override func hitTest(_ point: NSPoint) -> NSView? { nil }
  }
#endif
