import DynamicMenusGeometry
import DynamicMenusAnimation
import DynamicMenusLayers
import DynamicMenusViews

/// Opening and closing: the tutorial's `configureButtons(initial:)` and
/// `animateButtons(visible:)`, made interruptible.
///
/// Each opening or closing is one `View.animate` spring per button (0.4 s, damping 0.9,
/// velocity 0 by default) moving the button, its label and their alpha and rotation to the
/// other state. Nothing snaps back to a start state first unless the menu is at rest: a
/// close during the opening starts from where every button is on screen, at the speed it is
/// moving (UIKit's `beginFromCurrentState`), so the motion turns back smoothly; so does an
/// opening during the closing. Under the window's "reduce motion" only the alphas animate:
/// the buttons and labels stand in their open places and fade.
extension FloatingMenuController {
  // MARK: Opening and closing

  /// Opens the menu: presents it over the floating button's window (with a cross-dissolve)
  /// if it is not there yet, then springs the buttons out. Does nothing while open or
  /// opening; during a closing it turns the buttons back from where they are.
  ///
  /// - Parameter animated: false shows the open menu at once. Default true.
  public func open(animated: Bool = true) {
    guard phase == .closed || phase == .closing else { return }
    let wasClosed = phase == .closed
    phase = .opening
    transitionID += 1
    log("open")
    delegate?.floatingMenuControllerWillOpen(self)
    onWillOpen?(self)
    giveFeedback(.open)
    accessibilityElementsHidden = false
    resizeLabelsIfNeeded()
    if wasClosed {
      removeItemAnimations()
      View.performWithoutAnimation { configure(isOpen: false) }
    }
    isUserInteractionEnabled = true
    let reduceMotion = (fromView.window ?? window)?.reduceMotion ?? false
    var blocks: [AnimationBlock] = []
    if let host = window ?? fromView.window {
      if window == nil {
        blocks.append { host.present(self, animated: animated) }
      } else {
        blocks.append { self.fade(toAlpha: 1, animated: animated) }
      }
      host.post(announcement: "\(accessibilityLabel ?? "Menu"), \(buttonItems.count) items")
    }
    blocks += itemBlocks(isOpen: true, animated: animated, reduceMotion: reduceMotion)
    run(blocks)
    focusCloseButtonFromKeyboard()
  }

  /// Closes the menu: springs the buttons home, fades the backdrop out, and dismisses the
  /// menu from the window when everything has arrived. Does nothing while closed or closing;
  /// during the opening it turns the buttons back from where they are.
  ///
  /// - Parameter animated: false closes at once. Default true.
  public func close(animated: Bool = true) {
    guard phase == .open || phase == .opening else { return }
    phase = .closing
    transitionID += 1
    log("close")
    delegate?.floatingMenuControllerWillClose(self)
    onWillClose?(self)
    // While closing, touches pass through to the window (the floating button reopens).
    isUserInteractionEnabled = false
    accessibilityElementsHidden = true
    if let focused = window?.focusedView, focused.isDescendant(of: self) {
      window?.focus(fromView.canBecomeFocused ? fromView : nil)
    }
    let reduceMotion = window?.reduceMotion ?? false
    var blocks: [AnimationBlock] = [{ self.fade(toAlpha: 0, animated: animated) }]
    blocks += itemBlocks(isOpen: false, animated: animated, reduceMotion: reduceMotion)
    run(blocks)
  }

  /// Opens the menu when it is closed or closing, closes it otherwise.
  public func toggle(animated: Bool = true) {
    isOpen ? close(animated: animated) : open(animated: animated)
  }

  // MARK: The animation blocks

  /// Starts some animations of a transition.
  typealias AnimationBlock = () -> Void

  /// Starts `blocks` in one transaction and finishes the transition when the last of their
  /// animations has ended (at once when none animates), unless another transition began
  /// since. One completion for them all, not one a block: the buttons' springs then end one
  /// after another with nothing to run, and a host that hands the transition to its
  /// compositor runs it whole rather than stopping at each end (`AnimationEndings`).
  func run(_ blocks: [AnimationBlock]) {
    let id = transitionID
    Transaction.begin()
    Transaction.setCompletionBlock { [owner = Weak(self)] in
      guard let self = owner.object, self.transitionID == id else { return }
      self.finishTransition()
    }
    for block in blocks { block() }
    Transaction.commit()
  }

  /// One block per button (its label with it) and one for the close button, for a
  /// transition to `isOpen`.
  func itemBlocks(isOpen: Bool, animated: Bool, reduceMotion: Bool)
    -> [AnimationBlock]
  {
    let layout = currentLayout()
    appliedLayout = layout
    let count = buttonItems.count
    var blocks: [AnimationBlock] = []
    for index in 0..<count {
      // Opening starts nearest the floating button, closing farthest from it.
      let order = isOpen ? index : count - 1 - index
      let delay = configuration.staggerInterval * Double(order)
      blocks.append {
        self.animateItem(
          index, layout: layout, isOpen: isOpen, delay: delay, animated: animated,
          reduceMotion: reduceMotion)
      }
    }
    blocks.append {
      self.animateItem(
        nil, layout: layout, isOpen: isOpen, delay: 0, animated: animated,
        reduceMotion: reduceMotion)
    }
    return blocks
  }

  /// Animates item `index` (nil: the close button) to its state.
  func animateItem(
    _ index: Int?, layout: FloatingMenuLayout, isOpen: Bool, delay: Double, animated: Bool,
    reduceMotion: Bool
  ) {
    guard animated else {
      removeAnimations(ofItem: index)
      View.performWithoutAnimation { configureItem(index, layout: layout, isOpen: isOpen) }
      return
    }
    let style = reduceMotion ? OpenStyle.fade : configuration.openStyle
    let button = index.map { buttonItems[$0] } ?? closeButton
    switch style {
    case .fade:
      // Fade only: geometry stands in the open places while anything shows.
      removeAnimations(ofItem: index, keys: ["position", "transform"])
      View.performWithoutAnimation { configureGeometry(index, layout: layout, isOpen: true) }
      View.animate(
        withDuration: configuration.animationDuration, delay: delay,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { self.configureAlpha(index, isOpen: isOpen) })
    case .pop:
      // In the open places, growing from (almost) nothing: a scale of exactly 0 cannot be
      // inverted for hit testing.
      let tiny = AffineTransform(scaleX: 0.01, y: 0.01)
      removeAnimations(ofItem: index, keys: ["position"])
      View.performWithoutAnimation {
        let transform = button.transform
        configureGeometry(index, layout: layout, isOpen: true)
        // A button coming from hidden starts tiny; one on its way keeps its scale.
        button.transform = button.alpha == 0 ? tiny : transform
      }
      View.animate(
        withDuration: configuration.animationDuration, delay: delay,
        usingSpringWithDamping: configuration.springDamping,
        initialSpringVelocity: configuration.initialSpringVelocity,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: {
          button.transform = isOpen ? .identity : tiny
          self.configureAlpha(index, isOpen: isOpen)
        })
    case .slide:
      // Upright all the way: a hidden button drops the closed state's half turn first.
      if button.alpha == 0 {
        removeAnimations(ofItem: index, keys: ["transform"])
        View.performWithoutAnimation { button.transform = .identity }
      }
      View.animate(
        withDuration: configuration.animationDuration, delay: delay,
        options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseOut],
        animations: {
          self.configureItem(index, layout: layout, isOpen: isOpen)
          button.transform = .identity
        })
    case .spring:
      springItem(index, layout: layout, isOpen: isOpen, delay: delay)
    }
  }

  /// The tutorial's motion for item `index` (nil: the close button): UIKit's spring to its
  /// place, turning and fading.
  private func springItem(
    _ index: Int?, layout: FloatingMenuLayout, isOpen: Bool, delay: Double
  ) {
    View.animate(
      withDuration: configuration.animationDuration, delay: delay,
      usingSpringWithDamping: configuration.springDamping,
      initialSpringVelocity: configuration.initialSpringVelocity,
      options: [.beginFromCurrentState, .allowUserInteraction],
      animations: { self.configureItem(index, layout: layout, isOpen: isOpen) })
  }

  /// Fades the whole menu (backdrop and all) to `alpha` with the window's cross-dissolve
  /// timing, from where it is.
  func fade(toAlpha target: Double, animated: Bool) {
    guard animated else {
      layer.removeAnimation(forKey: "opacity")
      View.performWithoutAnimation { alpha = target }
      return
    }
    View.animate(
      withDuration: Window.crossDissolveDuration, options: [.beginFromCurrentState],
      animations: { self.alpha = target })
  }

  /// The transition's animations all ended: the menu is open, or closed and out of the
  /// window.
  func finishTransition() {
    switch phase {
    case .opening:
      phase = .open
      log("opened")
      delegate?.floatingMenuControllerDidOpen(self)
      onDidOpen?(self)
    case .closing:
      phase = .closed
      removeItemAnimations()
      // The menu leaves the window: nothing of it may keep animating out there.
      layer.removeAnimation(forKey: "opacity")
      View.performWithoutAnimation { alpha = 0 }
      View.performWithoutAnimation { configure(isOpen: false) }
      window?.dismiss(self, animated: false)
      log("closed")
      delegate?.floatingMenuControllerDidClose(self)
      onDidClose?(self)
    case .open, .closed:
      break
    }
  }
}
