// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); on Linux and in
// WebAssembly this module is empty. Type-checked here against stand-ins of Apple's SDKs
// (`make apple-check`), never run here: every piece of logic it relies on (coordinates, touch
// identifiers, the display link's life, accessibility identity, the drawing's operations) is
// in DynamicMenusHost and tested everywhere. docs/apple-host.md says what is verified.
#if canImport(UIKit)
  public import UIKit
  public import DynamicMenusHost
  public import DynamicMenusCoreGraphics
  import DynamicMenusGeometry
  import DynamicMenusViews

  /// A `UIView` that hosts a window of controls through ``ControlHost``: a display link runs
  /// its frames while anything moves, its touches (with force) and hardware keys become host
  /// input, the window's layers are shown as Core Animation layers (`CALayerCompositor`:
  /// each layer's contents drawn once with Core Graphics, its motion and fading composited
  /// by Core Animation), the window's
  /// accessibility elements become `UIAccessibilityElement`s, and haptic requests play on
  /// UIKit's feedback generators. The window follows the view's size, so a control with an
  /// ``AutoresizingMask`` follows rotation, split view and SwiftUI layout.
  ///
  /// ```swift
  /// let hostView = ControlHostView(frame: view.bounds)
  /// hostView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  /// let dial = DialMenu(frame: hostView.host.window.bounds)   // follows the host's size
  /// hostView.host.window.rootView.addSubview(dial)
  /// view.addSubview(hostView)
  /// ```
  open class ControlHostView: UIView, ControlFrameLoopView {
    /// The host (``host``), the Core Animation layers that show its window, their frames,
    /// display link and handover (the AppKit host's type too).
    public let frames: ControlFrameLoop
    /// The host; add controls to `host.window.rootView`.
    public var host: ControlHost { frames.host }
    private var pointers = PointerTable<ObjectIdentifier>()
    var accessibility = AccessibilityMirror<ControlAccessibilityElement>()
    private lazy var haptics = HapticPlayer()

    /// A host view of `frame`, its window the same size, its text measured by Core Text in
    /// the system font.
    public override init(frame: CGRect) {
      frames = ControlFrameLoop(size: Size(width: frame.width, height: frame.height))
      super.init(frame: frame)
      frames.makeDisplayLink = { CADisplayLink(target: $0, selector: $1) }
      frames.didRunFrame = { [weak self] in self?.frameDidRun($0) }
      isMultipleTouchEnabled = true
      isOpaque = false
      layer.addSublayer(frames.compositor.rootLayer)
      for name in [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.reduceTransparencyStatusDidChangeNotification,
        UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
        UIContentSizeCategory.didChangeNotification,
      ] {
        NotificationCenter.default.addObserver(
          self, selector: #selector(settingsChanged), name: name, object: nil)
      }
      if #available(iOS 17, tvOS 17, visionOS 1, *) {
        registerForTraitChanges(
          [
            UITraitDisplayScale.self, UITraitPreferredContentSizeCategory.self,
            UITraitAccessibilityContrast.self, UITraitLayoutDirection.self,
            UITraitUserInterfaceStyle.self,
          ], action: #selector(settingsChanged))
      }
    }

    /// Not supported: make the view in code.
    public required init?(coder: NSCoder) { nil }

    // MARK: Frames

    open override func didMoveToWindow() {
      super.didMoveToWindow()
      frames.viewDidMove(toWindow: window != nil)
      settingsChanged()
    }

    /// What a frame asks of UIKit: the accessibility elements, haptics and keyboard focus.
    private func frameDidRun(_ frame: HostFrame) {
      updateAccessibility(frame)
      for haptic in frame.haptics { haptics.play(haptic) }
      if frame.requestsKeyboardFocus, !isFirstResponder { becomeFirstResponder() }
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      frames.compositor.rootLayer.frame = bounds
      CATransaction.commit()
      settingsChanged()
    }

    @available(iOS, deprecated: 17, message: "iOS 17 and later register for trait changes")
    open override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      settingsChanged()
    }

    open override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      settingsChanged()
    }

    /// The view's size, scale, safe area, layout direction, text size and the accessibility
    /// settings, as the host's. A scale of 0 or NaN (a view in no window) reads as its
    /// screen's; the host takes any size, zero and negative included, without trapping.
    @objc private func settingsChanged() {
      var settings = host.settings
      settings.size = Size(width: bounds.width, height: bounds.height)
      let scale = Double(traitCollection.displayScale)
      settings.scale = scale.isFinite && scale > 0 ? scale : Double(window?.screen.scale ?? 2)
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
      settings.userInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .dark : .light
      frames.apply(settings)
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

    /// Whether touches on the window's empty root view go to the views behind this one
    /// (a host laid over other content, as the SwiftUI views are). Default false: the whole
    /// rectangle is the host's, as any UIView's is.
    public var passesTouchesThroughEmptyAreas = false

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard super.point(inside: point, with: event) else { return false }
      guard passesTouchesThroughEmptyAreas, host.pointersDown.isEmpty else { return true }
      return host.takesPointer(at: Point(x: point.x, y: point.y))
    }

    private func send(_ touches: Set<UITouch>, _ phase: Touch.Phase) {
      setNeedsFrames()
      let ordered = pointers.inOrder(
        Array(touches), key: { ObjectIdentifier($0) },
        location: { touch in
          let p = touch.location(in: self)
          return Point(x: p.x, y: p.y)
        })
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
        setNeedsFrames()
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
  }

  /// UIKit's feedback generators, made on first use.
  @MainActor private final class HapticPlayer {
    private var impacts: [HapticFeedback.ImpactStyle: UIImpactFeedbackGenerator] = [:]
    private lazy var selection = UISelectionFeedbackGenerator()
    private lazy var notification = UINotificationFeedbackGenerator()

    func play(_ haptic: HapticFeedback) {
      switch haptic {
      case .impact(let style, let intensity):
        let generator = impacts[style] ?? UIImpactFeedbackGenerator(style: Self.style(style))
        impacts[style] = generator
        generator.impactOccurred(intensity: CGFloat(intensity))
      case .selection: selection.selectionChanged()
      case .notification(let kind):
        notification.notificationOccurred(
          kind == .success ? .success : kind == .warning ? .warning : .error)
      }
    }

    static func style(_ style: HapticFeedback.ImpactStyle)
      -> UIImpactFeedbackGenerator.FeedbackStyle
    {
      switch style {
      case .light: .light
      case .medium: .medium
      case .heavy: .heavy
      case .soft: .soft
      case .rigid: .rigid
      }
    }
  }
#endif
