import DynamicMenusAnimation
import DynamicMenusGeometry
import DynamicMenusLayers

/// The focus halo the window draws over everything for its focused view: a container layer
/// that follows the view on screen (its presentation: moving, turning, fading with it) and,
/// in it, the halo, a ``ShapeLayer`` stroking ``FocusEffect``'s outline in the view's
/// coordinates.
///
/// It shows while the window is in keyboard mode (``Window/interactionMode``), the focused
/// view is in the window, visible, and has an effect. When it appears on a view it fades in
/// and settles onto the view from a few points out over ``appearDuration`` (only the fade
/// under Reduce Motion); a change of shape on the same view (a radial menu's sector) is
/// immediate, like the view's own highlight.
final class FocusIndicator {
  /// How long the halo takes to appear, in seconds: 0.2.
  static let appearDuration = 0.2
  /// How far out the halo starts when it appears, in points: 6.
  static let appearGrowth = 6.0

  /// Follows the focused view: its transform maps the view's space to the window's.
  let layer = Layer()
  /// The halo itself.
  let halo = ShapeLayer()

  /// The view the halo is on, while shown.
  @Weak package var view: View?
  /// Whether the halo is drawn.
  private(set) var isShown = false
  /// What the halo was built from: the effect (in the view's coordinates) and the colour.
  private var effect: FocusEffect?
  private var color = Color.clear

  init() {
    layer.name = "focusIndicator"
    halo.name = "focusHalo"
    Transaction.perform(disableActions: true) {
      layer.anchorPoint = .zero
      halo.fillColor = nil
      halo.lineWidth = FocusEffect.lineWidth
      halo.lineJoin = .round
      layer.addSublayer(halo)
    }
  }

  /// Brings the halo up to date for the frame that ends at `time` and began at `start` (when
  /// the input that moved the focus arrived): on `target` with its effect, or hidden.
  func update(target: View?, start: Double, time: Double, reduceMotion: Bool) {
    guard let target, let effect = target.focusEffect else {
      hide()
      return
    }
    let appearing = !isShown || target !== view
    let color: Color = effect.color ?? target.tintColor
    Transaction.perform(disableActions: true) {
      if appearing || effect != self.effect || color != self.color { build(effect, color: color) }
      if appearing { animateIn(beginTime: start, reduceMotion: reduceMotion) }
      view = target
      isShown = true
      layer.isHidden = false
      follow(target)
    }
    layer.advanceAnimations(to: time)
  }

  /// The halo's frame in window coordinates, in points, once it has settled on its view as
  /// the view is drawn now: the box of its stroke (the outline grown by half the line width,
  /// scaled with the view); nil while hidden.
  var frame: Rect? {
    guard isShown, let path = halo.path, !path.isEmpty else { return nil }
    let t = layer.transform
    let half = FocusEffect.lineWidth / 2 * Swift.abs(t.a * t.d - t.b * t.c).squareRoot()
    return path.applying(t).boundingBox.insetBy(dx: -half, dy: -half)
  }

  /// Hides the halo (its view lost the focus, or the keyboard is no longer in use).
  func hide() {
    guard isShown else { return }
    isShown = false
    view = nil
    effect = nil
    halo.removeAllAnimations()
    Transaction.perform(disableActions: true) { layer.isHidden = true }
  }

  /// Builds the halo's outline: the layer's bounds are the outline's box, so a scale about
  /// its centre grows the halo evenly.
  private func build(_ effect: FocusEffect, color: Color) {
    self.effect = effect
    self.color = color
    let path = effect.haloPath
    let box = path.isEmpty ? Rect.zero : path.boundingBox
    halo.bounds = box
    halo.position = box.center
    halo.path = path
    halo.strokeColor = color
  }

  /// Fades the halo in, settling onto the view from ``appearGrowth`` points out.
  private func animateIn(beginTime: Double, reduceMotion: Bool) {
    halo.add(
      PropertyAnimation(
        from: 0.0, to: 1.0, duration: Self.appearDuration, timingFunction: .easeOut,
        beginTime: beginTime), for: .opacity, forKey: "focusAppear")
    guard !reduceMotion else {
      halo.removeAnimation(forKey: "focusSettle")
      return
    }
    let size = halo.bounds.size
    let grow = Self.appearGrowth
    let scale = AffineTransform(
      scaleX: size.width > 0 ? (size.width + 2 * grow) / size.width : 1,
      y: size.height > 0 ? (size.height + 2 * grow) / size.height : 1)
    halo.add(
      PropertyAnimation(
        from: scale, to: .identity, duration: Self.appearDuration, timingFunction: .easeOut,
        beginTime: beginTime), for: .transform, forKey: "focusSettle")
  }

  /// Puts the container where the view is on screen now: the view's presentation transform
  /// to the window, and the product of its and its ancestors' presentation opacities (0 when
  /// one of them is hidden), so the halo moves, turns and fades with the view.
  private func follow(_ view: View) {
    let shown = Self.refreshPresentationChain(view.layer)
    var opacity = 1.0
    var current: Layer? = shown
    while let l = current {
      opacity *= l.isHidden ? 0 : Swift.min(Swift.max(l.opacity, 0), 1)
      current = l.superlayer
    }
    layer.transform = shown.transformToRootSpace
    layer.opacity = opacity
  }

  /// Brings the presentation copies of `model` and its ancestors up to date, root first (so
  /// each copy links to its parent's), and returns `model`'s. Recursion, not an array: a
  /// steady frame allocates nothing.
  private static func refreshPresentationChain(_ model: Layer) -> Layer {
    if let parent = model.superlayer { _ = refreshPresentationChain(parent) }
    return model.refreshPresentation(deep: false)
  }
}
