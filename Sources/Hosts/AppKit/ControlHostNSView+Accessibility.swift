// Compiled only where AppKit exists (macOS); empty on Linux and in WebAssembly. Type-checked
// here against stand-ins of Apple's SDKs (`make apple-check`); the identity and notification
// logic is DynamicMenusHost's `AccessibilityMirror`, tested everywhere.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import DynamicMenusCoreGraphics
  import DynamicMenusHost
  import DynamicMenusViews

  extension ControlHostNSView {
    /// Brings the accessibility children to the frame: the same objects while they stand for
    /// the same thing, updated in place; a layout change when elements come or go (AppKit has
    /// no screen change: a modal menu is a layout change too), and the focused element
    /// follows the keyboard focus.
    func updateAccessibility(_ frame: HostFrame) {
      let change = accessibility.update(frame) { ControlAccessibilityNSElement() }
      let space = space
      for (proxy, element) in zip(accessibility.objects, frame.accessibilityElements) {
        proxy.update(element, frame: cgRect(space.viewRect(fromWindow: element.frame)), in: self)
      }
      guard !change.isEmpty else { return }
      setAccessibilityChildren(accessibility.objects)
      NSAccessibility.post(element: self, notification: .layoutChanged)
      if let focus = change.focus {
        accessibility.objects[focus].setAccessibilityFocused(true)
        NSAccessibility.post(
          element: accessibility.objects[focus], notification: .focusedUIElementChanged)
      }
    }
  }

  /// One of the window's accessibility elements for VoiceOver on the Mac. AppKit declares
  /// `NSAccessibilityElement` and its perform methods without an actor, so this class is
  /// nonisolated; AppKit calls them on the main thread, where they act on the control
  /// (`MainActor.assumeIsolated` checks it). Its state is set and read there only, hence
  /// `@unchecked Sendable`.
  nonisolated final class ControlAccessibilityNSElement: NSAccessibilityElement,
    @unchecked Sendable
  {
    /// The window's element it stands for.
    private var element: AccessibilityElement?
    private weak var hostView: ControlHostNSView?

    /// Takes the element's label, value, hint, identifier, role, frame and expanded status.
    @MainActor func update(
      _ element: AccessibilityElement, frame: NSRect, in hostView: ControlHostNSView
    ) {
      self.element = element
      self.hostView = hostView
      setAccessibilityParent(hostView)
      setAccessibilityLabel(element.label)
      setAccessibilityValue(element.value)
      setAccessibilityHelp(element.hint)
      setAccessibilityIdentifier(element.identifier ?? "")
      setAccessibilityRole(Self.role(element.traits))
      setAccessibilityFrameInParentSpace(frame)
      setAccessibilityExpanded(element.expandedStatus == .expanded)
      setAccessibilityEnabled(!element.traits.contains(.notEnabled))
      setAccessibilitySelected(element.traits.contains(.selected))
    }

    /// Runs `action` on the control, on the main thread AppKit calls from, then wakes the
    /// host's frames.
    private func act(_ action: @MainActor (AccessibilityElement) -> Bool) -> Bool {
      MainActor.assumeIsolated {
        guard let element else { return false }
        hostView?.frames.catchUp()
        defer { hostView?.setNeedsFrames() }
        return action(element)
      }
    }

    override func accessibilityPerformPress() -> Bool { act { $0.activate() } }
    override func accessibilityPerformIncrement() -> Bool {
      act {
        $0.increment()
        return true
      }
    }
    override func accessibilityPerformDecrement() -> Bool {
      act {
        $0.decrement()
        return true
      }
    }
    override func accessibilityPerformCancel() -> Bool { act { $0.performEscape() } }

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
