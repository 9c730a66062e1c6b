public import DynamicMenusGeometry
public import DynamicMenusLayers

/// How a view's content is laid out for right-to-left languages (`UISemanticContentAttribute`).
public nonisolated enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
  /// Follow the superview's direction (the window's at the top). The default.
  case unspecified
  /// Media playback controls: always left to right.
  case playback
  /// Directional controls (arrows, a joystick): always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

/// The direction text and leading-to-trailing layouts run in.
public nonisolated enum UserInterfaceLayoutDirection: String, Hashable, Sendable,
  CaseIterable
{
  /// Left to right (English): leading is left.
  case leftToRight
  /// Right to left (Arabic, Hebrew): leading is right.
  case rightToLeft
}

extension View {
  /// The system tint: UIKit's default blue (0, 122, 255).
  public static let defaultTintColor = Color(red: 0, green: 122.0 / 255, blue: 1)

  /// The colour controls use for their active parts. Reading it walks up the superviews to
  /// the first tint set, then the window's; the default is the system tint for the window's
  /// contrast and style (``View/systemTintColor(for:style:)``). Setting nil goes back to inheriting. Every view of
  /// the subtree hears ``tintColorDidChange()``.
  public var tintColor: Color! {
    get {
      storedTintColor ?? superview?.tintColor ?? window?.tintColor ?? systemTintColor
    }
    set {
      if let newValue { View.checkFinite(newValue.isFinite, "tintColor", newValue) }
      storedTintColor = newValue
      notifyTintChanged()
    }
  }

  func notifyTintChanged() {
    tintColorDidChange()
    for subview in subviews where subview.storedTintColor == nil { subview.notifyTintChanged() }
  }

  /// The layout direction the view should use: its ``semanticContentAttribute`` when that
  /// forces one, else the superview's, else the window's ``Window/layoutDirection``.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified:
      return superview?.effectiveUserInterfaceLayoutDirection ?? window?.layoutDirection
        ?? .leftToRight
    }
  }

  /// Whether the view lays out right to left.
  public var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  // MARK: Gesture recognizers

  /// Attaches a gesture recognizer (detaching it from its old view first).
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
    gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a gesture recognizer; an active one is cancelled.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    window?.recognizerWillDetach(recognizer)
    gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}

extension View: LayerDelegate {
  /// A view lays out its layer's sublayers with ``layoutSubviews()``'s pass; nothing to do
  /// here (the window's layout pass runs both).
  public func layoutSublayers(of layer: Layer) {}

  /// UIKit's rule for a view's own layer (docs/views-and-input.md): no action outside an animation
  /// block (the change shows at once), the block's animation inside one.
  public func action(for layer: Layer, forKey key: String) -> LayerAction? {
    guard let context = AnimationContext.current else { return .noAnimation }
    return .animate(context)
  }
}
