import DynamicMenusLayers
public import DynamicMenusGeometry
import DynamicMenusViews

/// Where things go: the tutorial's `configureButtons(initial:)`, for one state at a time
/// (animated when called inside an animation block), and following changes of the layout.
extension FloatingMenuController {
  // MARK: Configuring (the tutorial's configureButtons)

  /// The layout for the floating button's current place, the layout direction, the
  /// labels' sizes and the safe area.
  func currentLayout() -> FloatingMenuLayout {
    let rtl = resolvedLayoutDirection
    var radius = 0.0
    for button in buttonItems {
      radius = Swift.max(radius, Swift.max(button.bounds.width, button.bounds.height) / 2)
    }
    return FloatingMenuLayout(
      center: fabCenter, buttonDirection: configuration.buttonDirection.resolved(for: rtl),
      labelDirection: configuration.labelDirection.resolved(for: rtl),
      padding: configuration.buttonPadding,
      buttonCount: buttonItems.count, labelSizes: buttonLabels.map { $0.bounds.size },
      bounds: itemBounds, buttonRadius: radius, layout: configuration.layout)
  }

  /// Where buttons and labels stay, in the menu's coordinates: the window's safe area less
  /// ``Configuration/safeAreaMargin`` (the menu fills the window, presented or about to be); nil
  /// when ``Configuration/confinesToSafeArea`` is off or there is no window yet.
  var itemBounds: Rect? {
    guard configuration.confinesToSafeArea else { return nil }
    let safe: Rect
    if window != nil {
      safe = safeAreaLayoutFrame
    } else if let host = fromView.window {
      safe = host.bounds.inset(by: host.safeAreaInsets)
    } else {
      return nil
    }
    return safe.inset(by: EdgeInsets(all: configuration.safeAreaMargin))
  }

  /// The floating button's centre in the menu's coordinates (the window's: the menu fills
  /// it).
  public var fabCenter: Point {
    guard let parent = fromView.superview else { return fromView.center }
    let inWindow = parent.convert(fromView.center, to: nil)
    return window == nil ? inWindow : convert(inWindow, from: nil)
  }

  /// The layout direction the menu mirrors for: its own forced direction, else the floating
  /// button's (which follows the window's).
  var resolvedLayoutDirection: UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: fromView.effectiveUserInterfaceLayoutDirection
    }
  }

  /// Sets every button, label and the close button to the open or closed state (animated
  /// when called inside an animation block).
  func configure(isOpen: Bool) {
    let layout = currentLayout()
    appliedLayout = layout
    for index in buttonItems.indices { configureItem(index, layout: layout, isOpen: isOpen) }
    configureItem(nil, layout: layout, isOpen: isOpen)
  }

  /// Sets item `index` (its button and label; nil: the close button) to a state: closed on
  /// the floating button, invisible, half a turn round; open in its place, visible, upright.
  func configureItem(_ index: Int?, layout: FloatingMenuLayout, isOpen: Bool) {
    configureGeometry(index, layout: layout, isOpen: isOpen)
    configureAlpha(index, isOpen: isOpen)
  }

  /// Sets the centre and rotation of item `index` (nil: the close button) and its label's
  /// centre.
  func configureGeometry(_ index: Int?, layout: FloatingMenuLayout, isOpen: Bool) {
    let button = index.map { buttonItems[$0] } ?? closeButton
    button.center = index.map { layout.buttonCenter(at: $0, isOpen: isOpen) } ?? layout.center
    button.transform = isOpen ? .identity : AffineTransform(rotationAngle: .pi)
    if let index, index < buttonLabels.count {
      let label = buttonLabels[index]
      label.center = layout.labelCenter(at: index, isOpen: isOpen)
    }
  }

  /// Sets the alpha of item `index` (nil: the close button) and its label.
  func configureAlpha(_ index: Int?, isOpen: Bool) {
    let alpha = isOpen ? 1.0 : 0.0
    let button = index.map { buttonItems[$0] } ?? closeButton
    button.alpha = alpha
    if let index, index < buttonLabels.count { buttonLabels[index].alpha = alpha }
  }

  /// Places everything for the current phase at once, when nothing is moving (after a
  /// configuration change).
  func configureAtRest() {
    guard phase == .open || phase == .closed else { return }
    removeItemAnimations()
    View.performWithoutAnimation { configure(isOpen: phase == .open) }
  }

  /// Follows a change of the layout (a direction or the padding changed, the window's layout
  /// direction flipped) or, with `force`, of the items: at rest everything moves at once; in
  /// flight the buttons retarget to their new places, smoothly.
  func relayoutIfNeeded(force: Bool = false) {
    guard force || appliedLayout != currentLayout() else { return }
    switch phase {
    case .open, .closed:
      configureAtRest()
    case .opening, .closing:
      transitionID += 1
      let isOpen = phase == .opening
      let reduceMotion = window?.reduceMotion ?? false
      let fade: AnimationBlock = { self.fade(toAlpha: isOpen ? 1 : 0, animated: true) }
      run([fade] + itemBlocks(isOpen: isOpen, animated: true, reduceMotion: reduceMotion))
    }
  }

  /// Stops the animations of item `index` (nil: the close button) and its label, for `keys`
  /// (nil: all), so what is set next shows at once.
  func removeAnimations(ofItem index: Int?, keys: [String]? = nil) {
    var layers = [(index.map { buttonItems[$0] } ?? closeButton).layer]
    if let index, index < buttonLabels.count { layers.append(buttonLabels[index].layer) }
    for layer in layers {
      if let keys {
        for key in keys { layer.removeAnimation(forKey: key) }
      } else {
        layer.removeAllAnimations()
      }
    }
  }

  /// Stops every item's animations.
  func removeItemAnimations() {
    for index in buttonItems.indices { removeAnimations(ofItem: index) }
    removeAnimations(ofItem: nil)
  }
}
