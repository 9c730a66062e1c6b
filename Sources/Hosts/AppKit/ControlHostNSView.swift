// Compiled only where AppKit exists (macOS); on Linux and in WebAssembly this module is
// empty. NOT COMPILED ON THIS PROJECT'S MACHINES: written against Apple's documented AppKit
// API. The logic it relies on (the flip of an unflipped view, the drawing's operations) is in
// DynamicMenusHost and tested everywhere; docs/apple-host.md says what is verified.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  public import DynamicMenusHost
  import DynamicMenusCoreGraphics
  import DynamicMenusGeometry
  public import DynamicMenusViews

  /// An `NSView` that hosts a window of controls through ``ControlHost``: a display link (a
  /// 60 Hz timer before macOS 14) runs its frames, the mouse or a tablet pen (with pressure)
  /// and the keyboard become host input, the frames are drawn with Core Graphics into its
  /// layer, the accessibility elements become `NSAccessibilityElement`s, the cursor follows
  /// the host's request and haptics play on the trackpad.
  @MainActor
  open class ControlHostNSView: NSView {
    /// The host; add controls to `host.window.rootView`.
    public let host: ControlHost
    private let renderer = CoreGraphicsRenderer()
    private var timer: Timer?
    private var displayLinkObject: AnyObject?
    private var lastTimestamp: CFTimeInterval?
    private var elements: [ControlAccessibilityNSElement] = []

    /// The view is not flipped (y up, AppKit's default): every point and frame is converted.
    private var space: HostCoordinateSpace {
      HostCoordinateSpace(height: bounds.height, yAxisPointsUp: !isFlipped)
    }

    /// A host view of `frame`, its window the same size.
    public override init(frame: NSRect) {
      host = ControlHost(
        settings: HostSettings(size: Size(width: frame.width, height: frame.height)))
      super.init(frame: frame)
      wantsLayer = true
      layer?.contentsGravity = .topLeft
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

    open override func viewDidMoveToWindow() {
      super.viewDidMoveToWindow()
      timer?.invalidate()
      timer = nil
      displayLinkObject = nil
      lastTimestamp = nil
      guard window != nil else { return }
      if #available(macOS 14, *) {
        let link = displayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLinkObject = link
      } else {
        timer = Timer.scheduledTimer(withTimeInterval: 1 / 60, repeats: true) { [weak self] _ in
          MainActor.assumeIsolated { self?.run(dt: 1 / 60) }
        }
      }
      settingsChanged()
    }

    @available(macOS 14, *)
    @objc private func step(_ link: CADisplayLink) {
      let dt = lastTimestamp.map { link.timestamp - $0 } ?? 1 / 60
      lastTimestamp = link.timestamp
      run(dt: dt)
    }

    private func run(dt: Double) {
      let frame = host.frame(dt)
      if frame.needsRedraw {
        renderer.draw(frame)
        layer?.contents = renderer.image
        layer?.contentsScale = frame.scale
      }
      updateAccessibility(frame)
      if let cursor = frame.cursor { Self.cursor(cursor).set() }
      if !frame.haptics.isEmpty {
        NSHapticFeedbackManager.defaultPerformer.perform(.alignment, performanceTime: .now)
      }
      if frame.requestsKeyboardFocus { window?.makeFirstResponder(self) }
    }

    open override func layout() {
      super.layout()
      settingsChanged()
    }

    open override func viewDidChangeBackingProperties() {
      super.viewDidChangeBackingProperties()
      settingsChanged()
    }

    /// The view's size, scale, safe area, layout direction and the accessibility display
    /// options, as the host's.
    @objc private func settingsChanged() {
      var settings = host.settings
      settings.size = Size(width: bounds.width, height: bounds.height)
      settings.scale = window?.backingScaleFactor ?? 2
      let workspace = NSWorkspace.shared
      settings.reduceMotion = workspace.accessibilityDisplayShouldReduceMotion
      settings.reduceTransparency = workspace.accessibilityDisplayShouldReduceTransparency
      settings.accessibilityContrast =
        workspace.accessibilityDisplayShouldIncreaseContrast ? .high : .normal
      settings.layoutDirection =
        userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      // macOS has no system text size for apps: the default (large) stays.
      let insets = safeAreaInsets
      settings.safeAreaInsets = EdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
      if settings != host.settings { host.settings = settings }
    }

    // MARK: Mouse, pen and keys

    private func point(_ event: NSEvent) -> Point {
      let p = convert(event.locationInWindow, from: nil)
      return space.windowPoint(fromView: Point(x: p.x, y: p.y))
    }

    private func send(_ event: NSEvent, _ phase: Touch.Phase) {
      let isPen = event.subtype == .tabletPoint
      host.send(
        PointerEvent(
          id: 1, phase: phase, location: point(event), kind: isPen ? .pen : .mouse,
          force: isPen ? Double(event.pressure) * TouchForce.threeDTouchMaximum : nil))
    }

    open override func mouseDown(with event: NSEvent) { send(event, .began) }
    open override func mouseDragged(with event: NSEvent) { send(event, .moved) }
    open override func mouseUp(with event: NSEvent) { send(event, .ended) }
    open override func mouseMoved(with event: NSEvent) { host.hover(at: point(event)) }
    open override func mouseExited(with event: NSEvent) { host.hover(at: nil) }
    open override func resignFirstResponder() -> Bool {
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
      host.send(
        KeyEvent(key: key, phase: .press, isShiftDown: event.modifierFlags.contains(.shift)))
    }

    open override func keyUp(with event: NSEvent) {
      guard let key = key(event) else { return super.keyUp(with: event) }
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

    // MARK: Accessibility

    private func updateAccessibility(_ frame: HostFrame) {
      elements = frame.accessibilityElements.map { element in
        let proxy = ControlAccessibilityNSElement()
        proxy.element = element
        proxy.setAccessibilityParent(self)
        proxy.setAccessibilityLabel(element.label)
        proxy.setAccessibilityValue(element.value)
        proxy.setAccessibilityHelp(element.hint)
        proxy.setAccessibilityIdentifier(element.identifier ?? "")
        proxy.setAccessibilityRole(ControlAccessibilityNSElement.role(element.traits))
        proxy.setAccessibilityFrameInParentSpace(cgRect(space.viewRect(fromWindow: element.frame)))
        proxy.setAccessibilityExpanded(element.expandedStatus == .expanded)
        return proxy
      }
      setAccessibilityChildren(elements)
    }
  }

  /// One of the window's accessibility elements for VoiceOver on the Mac.
  final class ControlAccessibilityNSElement: NSAccessibilityElement {
    var element: AccessibilityElement?

    override func accessibilityPerformPress() -> Bool { element?.activate() ?? false }
    override func accessibilityPerformIncrement() -> Bool {
      element?.increment()
      return element != nil
    }
    override func accessibilityPerformDecrement() -> Bool {
      element?.decrement()
      return element != nil
    }
    override func accessibilityPerformCancel() -> Bool { element?.performEscape() ?? false }

    /// The role AppKit knows for the traits (docs/apple-host.md).
    static func role(_ traits: AccessibilityTraits) -> NSAccessibility.Role {
      if traits.contains(.menuItem) { return .menuItem }
      if traits.contains(.adjustable) { return .slider }
      if traits.contains(.button) { return .button }
      if traits.contains(.link) { return .link }
      if traits.contains(.image) { return .image }
      if traits.contains(.staticText) || traits.contains(.header) { return .staticText }
      return .group
    }
  }
#endif
