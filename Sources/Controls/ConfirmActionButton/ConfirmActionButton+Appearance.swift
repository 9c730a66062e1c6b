import DynamicMenusAnimation
import DynamicMenusViews
import DynamicMenusGeometry
import DynamicMenusLayers

/// The ring's looks, from the state (the tutorial's `selectionState` observer) and the
/// configuration.
///
/// The ring and its text are stand-alone layers, so their changes animate as Core Animation's
/// do (0.25 s): the colour and the size when the state changes, and the ring emptying on
/// release. What must not lag is set with actions disabled: where the ring appears, and its
/// `strokeEnd` while a press fills it (it follows the intention exactly, every frame).
extension ConfirmActionButton {
  /// The ring's colour, scale and text for the current state; no scaling under Reduce Motion.
  func applyAppearance() {
    let c = configuration
    let (color, scale, text): (Color, Double, String) =
      switch selectionState {
      case .idle, .updating: (c.ringColor, 1, "")
      case .selected: (c.selectedColor, c.selectedScale, c.selectedLabel)
      case .confirmed: (c.confirmedColor, c.confirmedScale, c.confirmedLabel)
      }
    let reduceMotion = window?.reduceMotion ?? false
    circle.strokeColor = color
    circle.shadowColor = color
    circle.transform = reduceMotion ? .identity : AffineTransform(scaleX: scale, y: scale)
    messageLabel.string = text
  }

  /// The configuration's fixed looks: line width, glow, text font and colour, the face.
  func styleLayers() {
    let c = configuration
    Transaction.perform(disableActions: true) {
      circle.lineWidth = c.lineWidth
      circle.shadowRadius = c.glowRadius
      circle.shadowOpacity = c.glowRadius > 0 ? 1 : 0
      messageLabel.font = scaledLabelFont
      messageLabel.foregroundColor = c.labelColor
      applyAppearance()
    }
    backgroundColor = c.faceColor
    titleLabel.font = c.titleFont
    titleLabel.textColor = c.titleColor
  }

  /// The ring's text font: the configuration's, scaled to the window's text size.
  var scaledLabelFont: Font {
    (window?.preferredContentSizeCategory ?? .large).scaledFont(for: configuration.labelFont)
  }

  /// Sizes everything to the bounds: the face is a disc (a capsule when not square) and the
  /// title fills it; then the ring.
  func layOut() {
    layer.cornerRadius = min(bounds.width, bounds.height) / 2
    titleLabel.frame = bounds
    layOutRing()
  }

  /// The ring is an ellipse of the bounds' size with its text in the centre. In right-to-left
  /// layouts it fills counter-clockwise from 9 o'clock. Also run at every press, so a change
  /// of layout direction since the last layout shows.
  func layOutRing() {
    let size = bounds.size
    let box = Rect(origin: .zero, size: size)
    var ring = Path(ellipseIn: box)
    if isRightToLeft {
      ring = ring.applying(
        AffineTransform(scaleX: -1, y: 1).concatenating(
          AffineTransform(translationX: size.width, y: 0)))
    }
    let font = scaledLabelFont
    let lineHeight = TextMeasurement.current.metrics(of: font).lineHeight
    Transaction.perform(disableActions: true) {
      messageLabel.font = font
      container.bounds = box
      circle.bounds = box
      circle.position = box.center
      if circle.path != ring { circle.path = ring }
      messageLabel.bounds = Rect(x: 0, y: 0, width: size.width, height: lineHeight)
      messageLabel.position = box.center
    }
  }

  /// Puts the ring, empty and in its idle looks, centred at `center` (control coordinates) at
  /// once: whatever was still animating from the last press (the ring emptying) is dropped.
  func placeRing(at center: Point) {
    layOutRing()
    Transaction.perform(disableActions: true) {
      for layer in [container, circle, messageLabel] { layer.removeAllAnimations() }
      container.position = center
      container.opacity = 1
      circle.strokeEnd = 0
    }
  }

  /// Sets how far the ring is drawn (0…1), at once.
  func setStrokeEnd(_ value: Double) {
    guard circle.strokeEnd != value || circle.animation(forKey: "strokeEnd", as: Double.self) != nil
    else { return }
    Transaction.perform(disableActions: true) {
      circle.removeAnimation(forKey: "strokeEnd")
      circle.strokeEnd = value
    }
  }

  /// Empties the ring at the end of a press, animating as Core Animation would (0.25 s).
  func emptyRing() {
    circle.strokeEnd = 0
  }
}
