public import DynamicMenusGeometry
public import DynamicMenusLayers

/// A control that performs an action when tapped: `UIButton`, with a title, an optional
/// image and per-state title and background colours.
///
/// Appearance follows ``Control/state``: for each property the button looks up the exact
/// state, then highlighted, selected and disabled alone, then normal. Unset title colours
/// default to the tint colour (normal), half its alpha (highlighted) and 35 % of it
/// (disabled), close to UIKit's system buttons.
///
/// A touch lifting inside sends `touchUpInside` and then `primaryActionTriggered`; return or
/// space do the same for a focused button; VoiceOver's activation too.
///
/// ```swift
/// let delete = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
/// delete.setTitle("Delete", for: .normal)
/// delete.setBackgroundColor(.red, for: .normal)
/// delete.setBackgroundColor(Color(red: 0.6, green: 0, blue: 0), for: .highlighted)
/// delete.addAction(for: .primaryActionTriggered) { _ in remove() }
/// ```
open class Button: Control {
  /// The label showing the current title (laid out by the button).
  public let titleLabel = Label()
  /// The image view showing the current image, tinted with the button's tint (laid out by
  /// the button, before the title: left, or right in right-to-left layouts).
  public let imageView = ImageView()
  /// Space between the image and the title when both show, in points. Default 0 (UIKit's).
  public final var imageTitleSpacing = 0.0 {
    didSet { setNeedsLayout() }
  }

  final var titles: [UInt32: String] = [:]
  final var titleColors: [UInt32: Color] = [:]
  final var backgroundColors: [UInt32: Color] = [:]
  final var images: [UInt32: Image] = [:]

  /// Space between the bounds and the content for ``sizeThatFits(_:)``, in points. Default
  /// zero.
  public final var contentEdgeInsets = EdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  /// Creates a button with no title; it is an accessibility element with the button trait.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 15)
    titleLabel.textAlignment = .center
    titleLabel.isAccessibilityElement = false
    addSubview(imageView)
    addSubview(titleLabel)
    updateAppearance()
  }

  // MARK: Per-state values

  /// Sets the title for `state`; nil removes it (falling back to the normal title).
  public final func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateAppearance()
  }

  /// Sets the image for `state` (drawn at its natural size, fitted to the content height);
  /// nil falls back to the normal image.
  public final func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    updateAppearance()
  }

  /// The image shown in `state`.
  public final func image(for state: State) -> Image? { value(images, for: state) }

  /// The image shown now.
  public final var currentImage: Image? { image(for: state) }

  /// Sets the title colour for `state`; nil falls back to the default.
  public final func setTitleColor(_ color: Color?, for state: State) {
    if let color { View.checkFinite(color.isFinite, "Button.titleColor", color) }
    titleColors[state.rawValue] = color
    updateAppearance()
  }

  /// Sets the background colour for `state`; nil falls back to the normal one (none by
  /// default).
  public final func setBackgroundColor(_ color: Color?, for state: State) {
    if let color { View.checkFinite(color.isFinite, "Button.backgroundColor", color) }
    backgroundColors[state.rawValue] = color
    updateAppearance()
  }

  /// The states to look a value up in, most specific first.
  final func lookupOrder(_ state: State) -> [State] {
    var order: [State] = [state]
    for single in [State.highlighted, .selected, .disabled] where state.contains(single) {
      order.append(single)
    }
    order.append(.normal)
    return order
  }

  final func value<V>(_ table: [UInt32: V], for state: State) -> V? {
    for candidate in lookupOrder(state) {
      if let value = table[candidate.rawValue] { return value }
    }
    return nil
  }

  /// The title shown in `state`.
  public final func title(for state: State) -> String? { value(titles, for: state) }

  /// The title colour used in `state` (set, or the tint-based default).
  public final func titleColor(for state: State) -> Color {
    if let color = value(titleColors, for: state) { return color }
    let tint: Color = tintColor
    if state.contains(.disabled) { return tint.withAlphaComponent(tint.alpha * 0.35) }
    if state.contains(.highlighted) { return tint.withAlphaComponent(tint.alpha * 0.5) }
    return tint
  }

  /// The background colour used in `state`, if any.
  public final func backgroundColor(for state: State) -> Color? {
    value(backgroundColors, for: state)
  }

  /// The title shown now.
  public final var currentTitle: String? { title(for: state) }
  /// The title colour used now.
  public final var currentTitleColor: Color { titleColor(for: state) }

  // MARK: State changes

  /// Highlighting updates the appearance at once.
  open override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { updateAppearance() } }
  }
  /// Selecting updates the appearance.
  open override var isSelected: Bool {
    didSet { if isSelected != oldValue { updateAppearance() } }
  }
  /// Enabling or disabling updates the appearance.
  open override var isEnabled: Bool {
    didSet { if isEnabled != oldValue { updateAppearance() } }
  }

  /// Applies the current state's title, colours and background, without animation (UIKit
  /// switches state appearance at once).
  open func updateAppearance() {
    AnimationContext.performWithoutAnimation {
      let state = self.state
      titleLabel.text = title(for: state)
      imageView.image = image(for: state)
      imageView.isHidden = imageView.image == nil
      titleLabel.textColor = titleColor(for: state)
      backgroundColor = backgroundColor(for: state)
    }
    setNeedsLayout()
  }

  /// The tint changed: the default title colours follow it.
  open override func tintColorDidChange() { updateAppearance() }

  // MARK: Layout

  /// The image and title side by side, plus ``contentEdgeInsets``.
  open override func sizeThatFits(_ size: Size) -> Size {
    let title = titleLabel.text.map { _ in titleLabel.sizeThatFits(size) } ?? .zero
    let image = currentImage?.size ?? .zero
    let gap = title.width > 0 && image.width > 0 ? imageTitleSpacing : 0
    return Size(
      width: image.width + gap + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
      height: max(title.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
  }

  /// Centres the image and the title, side by side, in the bounds inset by
  /// ``contentEdgeInsets``; the image comes first (left, or right when right to left).
  open override func layoutSubviews() {
    let content = bounds.inset(by: contentEdgeInsets)
    var imageSize = currentImage?.size ?? .zero
    if imageSize.height > content.height, imageSize.height > 0 {
      imageSize = imageSize * (content.height / imageSize.height)
    }
    let hasTitle = !(titleLabel.text ?? "").isEmpty
    let title = hasTitle ? titleLabel.sizeThatFits(content.size) : .zero
    let titleWidth = min(title.width, max(0, content.width - imageSize.width))
    let gap = hasTitle && imageSize.width > 0 ? imageTitleSpacing : 0
    let total = imageSize.width + gap + titleWidth
    var x = content.midX - total / 2
    let rtl = isRightToLeft
    AnimationContext.performWithoutAnimation {
      if imageSize.width > 0 {
        let imageX = rtl ? x + titleWidth + gap : x
        imageView.frame = Rect(
          x: imageX, y: content.midY - imageSize.height / 2, width: imageSize.width,
          height: imageSize.height)
        if !rtl { x += imageSize.width + gap }
      }
      titleLabel.frame =
        hasTitle
        ? Rect(x: x, y: content.minY, width: titleWidth, height: content.height) : content
    }
  }

  // MARK: Behaviour

  /// Buttons send `primaryActionTriggered` after `touchUpInside`.
  open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

  /// The current title, unless set otherwise.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }

  /// The button trait plus the control's.
  open override var accessibilityTraits: AccessibilityTraits {
    get { super.accessibilityTraits.union(.button) }
    set { super.accessibilityTraits = newValue }
  }
}
