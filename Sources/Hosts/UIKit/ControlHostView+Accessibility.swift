// Compiled only where UIKit exists; empty on Linux and in WebAssembly. Type-checked here
// against stand-ins of Apple's SDKs (`make apple-check`); the identity and notification logic
// is DynamicMenusHost's `AccessibilityMirror`, tested everywhere.
#if canImport(UIKit)
  import UIKit
  import DynamicMenusCoreGraphics
  import DynamicMenusHost
  import DynamicMenusViews

  extension ControlHostView {
    /// Brings the accessibility elements to the frame: the same objects while they stand for
    /// the same thing (VoiceOver keeps its place), updated in place; a screen change when a
    /// modal menu comes or goes, a layout change when elements come or go or the keyboard
    /// focus moves, each moving VoiceOver to the element that should have it.
    func updateAccessibility(_ frame: HostFrame) {
      let change = accessibility.update(frame) {
        ControlAccessibilityElement(accessibilityContainer: self)
      }
      for (proxy, element) in zip(accessibility.objects, frame.accessibilityElements) {
        proxy.update(element, hostView: self)
      }
      guard !change.isEmpty else { return }
      accessibilityElements = accessibility.objects
      let focus = change.focus.map { accessibility.objects[$0] }
      UIAccessibility.post(
        notification: change.screenChanged ? .screenChanged : .layoutChanged, argument: focus)
    }
  }

  /// One of the window's accessibility elements for VoiceOver: its actions act on the
  /// control, and wake the host's frames.
  final class ControlAccessibilityElement: UIAccessibilityElement {
    private var element: AccessibilityElement?
    private weak var hostView: ControlHostView?

    /// Takes the element's label, value, hint, identifier, traits, frame, modality, custom
    /// actions and expanded status; only what changed is set, so VoiceOver hears no change
    /// that did not happen.
    func update(_ element: AccessibilityElement, hostView: ControlHostView) {
      self.element = element
      self.hostView = hostView
      if accessibilityLabel != element.label { accessibilityLabel = element.label }
      if accessibilityValue != element.value { accessibilityValue = element.value }
      if accessibilityHint != element.hint { accessibilityHint = element.hint }
      if accessibilityIdentifier != element.identifier {
        accessibilityIdentifier = element.identifier
      }
      let traits = Self.traits(element.traits)
      if accessibilityTraits != traits { accessibilityTraits = traits }
      let frame = cgRect(element.frame)
      if accessibilityFrameInContainerSpace != frame { accessibilityFrameInContainerSpace = frame }
      if accessibilityViewIsModal != element.isModal { accessibilityViewIsModal = element.isModal }
      let names = element.customActions.map(\.name)
      if (accessibilityCustomActions ?? []).map(\.name) != names {
        accessibilityCustomActions = element.customActions.map { action in
          UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
            self?.hostView?.frames.catchUp()
            defer { self?.hostView?.setNeedsFrames() }
            return action.handler()
          }
        }
      }
      if #available(iOS 18, visionOS 2, *) {
        let status: UIAccessibilityExpandedStatus =
          switch element.expandedStatus {
          case .expanded: .expanded
          case .collapsed: .collapsed
          default: .unsupported
          }
        if accessibilityExpandedStatus != status { accessibilityExpandedStatus = status }
      }
    }

    override func accessibilityActivate() -> Bool {
      hostView?.frames.catchUp()
      defer { hostView?.setNeedsFrames() }
      return element?.activate() ?? false
    }
    override func accessibilityIncrement() {
      hostView?.frames.catchUp()
      element?.increment()
      hostView?.setNeedsFrames()
    }
    override func accessibilityDecrement() {
      hostView?.frames.catchUp()
      element?.decrement()
      hostView?.setNeedsFrames()
    }
    override func accessibilityPerformEscape() -> Bool {
      hostView?.frames.catchUp()
      defer { hostView?.setNeedsFrames() }
      return element?.performEscape() ?? false
    }

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
