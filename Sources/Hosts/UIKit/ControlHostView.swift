// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); on Linux and in
// WebAssembly this module is empty. NOT COMPILED ON THIS PROJECT'S MACHINES: written against
// Apple's documented UIKit API. Everything with logic it relies on (coordinates, touch ids,
// the drawing's operations) is in DynamicMenusHost and tested everywhere; docs/apple-host.md
// says what is and is not verified.
#if canImport(UIKit)
  import UIKit
  public import DynamicMenusHost
  import DynamicMenusCoreGraphics
  import DynamicMenusGeometry
  public import DynamicMenusViews

  /// A `UIView` that hosts a window of controls through ``ControlHost``: a display link runs
  /// its frames, its touches (with force) and hardware keys become host input, each frame's
  /// display list is drawn with Core Graphics into its layer, the window's accessibility
  /// elements become `UIAccessibilityElement`s, and haptic requests play on UIKit's feedback
  /// generators.
  ///
  /// ```swift
  /// let hostView = ControlHostView(frame: view.bounds)
  /// hostView.host.window.rootView.addSubview(dial)
  /// view.addSubview(hostView)
  /// ```
  @MainActor
  open class ControlHostView: UIView {
    /// The host; add controls to `host.window.rootView`.
    public let host: ControlHost
    private let renderer = CoreGraphicsRenderer()
    private var pointers = PointerTable<ObjectIdentifier>()
    private var displayLink: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?
    private let impacts: [HapticFeedback.ImpactStyle: UIImpactFeedbackGenerator] = [
      .light: UIImpactFeedbackGenerator(style: .light),
      .medium: UIImpactFeedbackGenerator(style: .medium),
      .heavy: UIImpactFeedbackGenerator(style: .heavy),
      .soft: UIImpactFeedbackGenerator(style: .soft),
      .rigid: UIImpactFeedbackGenerator(style: .rigid),
    ]
    private let selection = UISelectionFeedbackGenerator()
    private let notification = UINotificationFeedbackGenerator()

    /// A host view of `frame`, its window the same size.
    public override init(frame: CGRect) {
      host = ControlHost(
        settings: HostSettings(size: Size(width: frame.width, height: frame.height)))
      super.init(frame: frame)
      isMultipleTouchEnabled = true
      layer.contentsGravity = .topLeft
      for name in [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.reduceTransparencyStatusDidChangeNotification,
        UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
        UIContentSizeCategory.didChangeNotification,
      ] {
        NotificationCenter.default.addObserver(
          self, selector: #selector(settingsChanged), name: name, object: nil)
      }
    }

    /// Not supported: make the view in code.
    public required init?(coder: NSCoder) { nil }

    // MARK: Frames

    open override func didMoveToWindow() {
      super.didMoveToWindow()
      displayLink?.invalidate()
      displayLink = nil
      lastTimestamp = nil
      guard window != nil else { return }
      let link = CADisplayLink(target: self, selector: #selector(step(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
      settingsChanged()
    }

    @objc private func step(_ link: CADisplayLink) {
      let dt = lastTimestamp.map { link.timestamp - $0 } ?? link.duration
      lastTimestamp = link.timestamp
      let frame = host.frame(dt)
      if frame.needsRedraw {
        renderer.draw(frame)
        layer.contents = renderer.image
        layer.contentsScale = frame.scale
      }
      updateAccessibility(frame)
      for haptic in frame.haptics { play(haptic) }
      if frame.requestsKeyboardFocus, !isFirstResponder { becomeFirstResponder() }
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      settingsChanged()
    }

    open override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      settingsChanged()
    }

    open override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      settingsChanged()
    }

    /// The view's size, scale, safe area, layout direction, text size and the accessibility
    /// settings, as the host's.
    @objc private func settingsChanged() {
      var settings = host.settings
      settings.size = Size(width: bounds.width, height: bounds.height)
      settings.scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
      let insets = safeAreaInsets
      settings.safeAreaInsets = EdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
      settings.reduceMotion = UIAccessibility.isReduceMotionEnabled
      settings.reduceTransparency = UIAccessibility.isReduceTransparencyEnabled
      settings.layoutDirection =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      settings.preferredContentSizeCategory = Self.category(
        traitCollection.preferredContentSizeCategory)
      settings.accessibilityContrast =
        traitCollection.accessibilityContrast == .high ? .high : .normal
      if settings != host.settings { host.settings = settings }
    }

    /// UIKit's text size as ours; unspecified (a view not yet in a window) is the default.
    static func category(_ category: UIContentSizeCategory) -> ContentSizeCategory {
      switch category {
      case .extraSmall: .extraSmall
      case .small: .small
      case .medium: .medium
      case .extraLarge: .extraLarge
      case .extraExtraLarge: .extraExtraLarge
      case .extraExtraExtraLarge: .extraExtraExtraLarge
      case .accessibilityMedium: .accessibilityMedium
      case .accessibilityLarge: .accessibilityLarge
      case .accessibilityExtraLarge: .accessibilityExtraLarge
      case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
      case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
      default: .large
      }
    }

    // MARK: Touches

    private func send(_ touches: Set<UITouch>, _ phase: Touch.Phase) {
      let ordered = pointers.inOrder(
        Array(touches), key: { ObjectIdentifier($0) },
        location: { Point(x: $0.location(in: self).x, y: $0.location(in: self).y) })
      for touch in ordered {
        let key = ObjectIdentifier(touch)
        let id: Int?
        switch phase {
        case .began: id = pointers.began(key)
        case .ended, .cancelled: id = pointers.ended(key)
        default: id = pointers.id(of: key)
        }
        guard let id else { continue }
        let p = touch.location(in: self)
        let measured =
          traitCollection.forceTouchCapability == .available || touch.type == .pencil
        host.send(
          PointerEvent(
            id: id, phase: phase, location: Point(x: p.x, y: p.y),
            kind: touch.type == .pencil ? .pen : touch.type == .indirectPointer ? .mouse : .touch,
            force: PointerEvent.forceReading(
              touch.force, maximumPossible: touch.maximumPossibleForce, isMeasured: measured),
            maximumForce: touch.maximumPossibleForce))
      }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, .began)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, .moved)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, .ended)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      send(touches, .cancelled)
    }

    // MARK: Keys

    open override var canBecomeFirstResponder: Bool { true }

    private func send(_ presses: Set<UIPress>, _ phase: KeyEvent.Phase) -> Bool {
      var handled = false
      for press in presses {
        guard let key = press.key, let name = Self.keys[key.keyCode] else { continue }
        host.send(
          KeyEvent(key: name, phase: phase, isShiftDown: key.modifierFlags.contains(.shift)))
        handled = true
      }
      return handled
    }

    private static let keys: [UIKeyboardHIDUsage: Key] = [
      .keyboardLeftArrow: .left, .keyboardRightArrow: .right, .keyboardUpArrow: .up,
      .keyboardDownArrow: .down, .keyboardReturnOrEnter: .return, .keyboardSpacebar: .space,
      .keyboardEscape: .escape, .keyboardTab: .tab,
    ]

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      if !send(presses, .press) { super.pressesBegan(presses, with: event) }
    }
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      if !send(presses, .release) { super.pressesEnded(presses, with: event) }
    }

    // MARK: Haptics

    private func play(_ haptic: HapticFeedback) {
      switch haptic {
      case .impact(let style, let intensity): impacts[style]?.impactOccurred(intensity: intensity)
      case .selection: selection.selectionChanged()
      case .notification(let kind):
        notification.notificationOccurred(
          kind == .success ? .success : kind == .warning ? .warning : .error)
      }
    }

    // MARK: Accessibility

    private func updateAccessibility(_ frame: HostFrame) {
      let elements = frame.accessibilityElements.map { element in
        let proxy = ControlAccessibilityElement(accessibilityContainer: self)
        proxy.element = element
        proxy.accessibilityLabel = element.label
        proxy.accessibilityValue = element.value
        proxy.accessibilityHint = element.hint
        proxy.accessibilityIdentifier = element.identifier
        proxy.accessibilityTraits = ControlAccessibilityElement.traits(element.traits)
        proxy.accessibilityFrameInContainerSpace = cgRect(element.frame)
        proxy.accessibilityViewIsModal = element.isModal
        proxy.accessibilityCustomActions = element.customActions.map { action in
          UIAccessibilityCustomAction(name: action.name) { _ in action.handler() }
        }
        if #available(iOS 18, visionOS 2, *) {
          proxy.accessibilityExpandedStatus =
            element.expandedStatus == .expanded
            ? .expanded : element.expandedStatus == .collapsed ? .collapsed : .unsupported
        }
        return proxy
      }
      let changed =
        elements.map(\.accessibilityLabel)
        != (accessibilityElements ?? []).compactMap {
          ($0 as? UIAccessibilityElement)?.accessibilityLabel
        }
      accessibilityElements = elements
      if changed { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
    }
  }

  /// One of the window's accessibility elements for VoiceOver: its actions act on the control.
  final class ControlAccessibilityElement: UIAccessibilityElement {
    var element: AccessibilityElement?

    override func accessibilityActivate() -> Bool { element?.activate() ?? false }
    override func accessibilityIncrement() { element?.increment() }
    override func accessibilityDecrement() { element?.decrement() }
    override func accessibilityPerformEscape() -> Bool { element?.performEscape() ?? false }

    /// The window's traits as UIKit's, bit by bit (docs/apple-host.md); UIKit has no
    /// menu-item trait, so a menu item is a button.
    static func traits(_ traits: AccessibilityTraits) -> UIAccessibilityTraits {
      let pairs: [(AccessibilityTraits, UIAccessibilityTraits)] = [
        (.button, .button), (.link, .link), (.header, .header), (.image, .image),
        (.selected, .selected), (.staticText, .staticText), (.notEnabled, .notEnabled),
        (.updatesFrequently, .updatesFrequently), (.adjustable, .adjustable),
        (.allowsDirectInteraction, .allowsDirectInteraction), (.keyboardKey, .keyboardKey),
        (.summaryElement, .summaryElement), (.tabBar, .tabBar), (.menuItem, .button),
      ]
      var result: UIAccessibilityTraits = []
      for (ours, theirs) in pairs where traits.contains(ours) { result.insert(theirs) }
      return result
    }
  }
#endif
