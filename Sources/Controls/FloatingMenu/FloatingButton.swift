public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusViews

/// A round button with a white-tinted vector icon: the tutorial's `FloatingButton`, the
/// floating action button that opens a ``FloatingMenuController`` and every button in it.
/// Given a photo (an `Image` with a bitmap, `Image(png:scale:)`) it shows it filling the
/// circle, clipped round: a contact's avatar.
///
/// It is 50 × 50 points by default, a circle (corner radius half its width, kept on
/// resizing) hit only inside the circle, raised off the page by a soft shadow as Inbox drew
/// its floating buttons (``castsShadow``). The background is a flat colour
/// (``FloatingMenuPalette/flatBlue`` by default) that darkens while pressed: the tutorial
/// used a one-pixel background image for exactly that, since a background image highlights
/// and a background colour does not.
///
/// ```swift
/// let fab = FloatingButton(image: Icons.plus)
/// fab.center = Point(x: 320, y: 600)
/// window.rootView.addSubview(fab)
/// ```
open class FloatingButton: Button {
  /// The side of a floating button made without a frame, in points: 50.
  public static let defaultSize = 50.0

  /// How much darker the background gets while pressed: the fraction of the way to black.
  /// Default 0.3 (close to UIKit's dimming of a highlighted background image).
  public static let highlightDarkening = 0.3

  /// Whether the button casts its shadow: black at 30 % opacity, 3 pt down, blur radius 4
  /// (Material's resting floating button, drawn as one shadow), shaped as the circle.
  /// Default true.
  public final var castsShadow = true {
    didSet { applyShadow() }
  }

  /// The button's own action as an item of a ``FloatingMenuController``: called when the
  /// menu chooses it, after the menu's delegate and ``FloatingMenuController/onSelect``.
  /// Default nil. (Its `primaryActionTriggered` targets fire on a tap as any button's do.)
  public final var handler: ((FloatingMenuController) -> Void)?

  /// The background colour; the pressed colour is derived from it (see
  /// ``highlightDarkening``). Default ``FloatingMenuPalette/flatBlue``.
  public final var circleColor: Color {
    didSet { applyColors() }
  }

  /// Creates a floating button showing `image` (tinted white) on `backgroundColor`,
  /// 50 × 50 points.
  public convenience init(image: Image?, backgroundColor: Color = FloatingMenuPalette.flatBlue) {
    self.init(
      frame: Rect(x: 0, y: 0, width: Self.defaultSize, height: Self.defaultSize),
      circleColor: backgroundColor)
    setImage(image, for: .normal)
  }

  /// Creates a floating button in `frame` (a circle needs a square frame), with no image.
  public init(frame: Rect, circleColor: Color = FloatingMenuPalette.flatBlue) {
    self.circleColor = circleColor
    super.init(frame: frame)
    tintColor = .white
    applyColors()
    View.performWithoutAnimation { layer.cornerRadius = frame.width / 2 }
    applyShadow()
  }

  /// Sets the shadow from ``castsShadow``, shaped as the circle (the button does not clip
  /// to its bounds, which would cut the shadow off; its background follows the corner
  /// radius and its icon stays inside).
  final func applyShadow() {
    View.performWithoutAnimation {
      layer.shadowOpacity = castsShadow ? 0.3 : 0
      layer.shadowColor = .black
      layer.shadowOffset = Size(width: 0, height: 3)
      layer.shadowRadius = 4
      layer.shadowPath = castsShadow ? Path(ellipseIn: bounds) : nil
    }
  }

  /// Creates a 50 × 50 floating button with no image on ``FloatingMenuPalette/flatBlue``.
  public convenience override init(frame: Rect = .zero) {
    self.init(
      frame: frame == .zero
        ? Rect(x: 0, y: 0, width: Self.defaultSize, height: Self.defaultSize) : frame,
      circleColor: FloatingMenuPalette.flatBlue)
  }

  /// Sets the normal and the pressed backgrounds from ``circleColor``.
  final func applyColors() {
    setBackgroundColor(circleColor, for: .normal)
    setBackgroundColor(
      circleColor.interpolated(
        to: Color(red: 0, green: 0, blue: 0, alpha: circleColor.alpha),
        fraction: Self.highlightDarkening),
      for: .highlighted)
  }

  /// Keeps the corner radius at half the width (a circle) and the shadow round, without
  /// animation.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let radius = bounds.width / 2
    if layer.cornerRadius != radius {
      View.performWithoutAnimation { layer.cornerRadius = radius }
    }
    if castsShadow, layer.shadowPath != Path(ellipseIn: bounds) { applyShadow() }
    // A photo (an image with a bitmap) fills the circle, clipped round, as Inbox showed a
    // contact's picture; an icon keeps its natural size in the middle.
    guard imageView.image?.bitmap != nil else {
      if imageView.clipsToBounds {
        View.performWithoutAnimation { imageView.clipsToBounds = false }
      }
      return
    }
    View.performWithoutAnimation {
      imageView.frame = bounds
      imageView.contentMode = .resizeAspectFill
      imageView.layer.cornerRadius = radius
      imageView.clipsToBounds = true
    }
  }

  /// A photo covers the background that darkens while pressed, so it darkens instead: drawn
  /// at 1 − ``highlightDarkening`` opacity over black, the same fraction of the way to black.
  open override func updateAppearance() {
    super.updateAppearance()
    let pressedPhoto = isHighlighted && imageView.image?.bitmap != nil
    View.performWithoutAnimation {
      imageView.alpha = pressedPhoto ? 1 - Self.highlightDarkening : 1
      if pressedPhoto {
        backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: circleColor.alpha)
      }
    }
  }

  /// The focus halo: round the circle, in the tint of the button's surroundings (the app's
  /// tint), not its own (white, for the icon), which would vanish on a light backdrop.
  open override var focusEffect: FocusEffect? {
    .halo(
      roundedRect: bounds, cornerRadius: layer.cornerRadius,
      color: superview?.tintColor ?? window?.tintColor ?? systemTintColor)
  }

  /// Only the circle takes touches.
  open override func point(inside point: Point) -> Bool {
    let r = min(bounds.width, bounds.height) / 2
    let dx = point.x - bounds.midX, dy = point.y - bounds.midY
    return dx * dx + dy * dy <= r * r
  }
}
