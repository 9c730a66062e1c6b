public import DynamicMenusGeometry
public import DynamicMenusLayers

/// A view that shows one or more lines of read-only text: `UILabel`.
///
/// The text is drawn by a `TextLayer` centred vertically in the bounds (as UILabel does)
/// and measured through the host's `TextMeasurement/current` measurer, so
/// ``sizeThatFits(_:)`` and ``View/sizeToFit()`` agree with what the renderer draws.
/// ``numberOfLines`` 1 (the default) keeps one line cut with "…"; 0 wraps without limit;
/// n wraps into at most n lines.
///
/// ```swift
/// let label = Label()
/// label.text = "Deleted"
/// label.font = .systemFont(ofSize: 15, weight: .light)
/// label.textColor = .white
/// label.sizeToFit()
/// ```
///
/// A label is an accessibility element (static text) read as its text; it does not take
/// touches (``View/isUserInteractionEnabled`` is false, as in UIKit).
open class Label: View {
  /// The layer that draws the text (a sublayer, laid out by the label).
  public let textLayer = TextLayer()

  /// The text; nil or empty shows nothing. Default nil.
  public final var text: String? {
    didSet { textDidChange() }
  }
  /// The font. Default the system font at 17 pt (UILabel's).
  public final var font = Font.systemFont(ofSize: 17) {
    didSet { textDidChange() }
  }
  /// Whether the font follows the window's text size (Dynamic Type,
  /// ``Window/preferredContentSizeCategory``): drawn and measured at
  /// ``ContentSizeCategory/scaledFont(for:)`` of ``font``. Default false (UILabel's).
  public final var adjustsFontForContentSizeCategory = false {
    didSet { textDidChange() }
  }
  /// The font the text is drawn and measured in: ``font``, scaled to the window's text size
  /// when ``adjustsFontForContentSizeCategory`` is on.
  public final var effectiveFont: Font {
    guard adjustsFontForContentSizeCategory, let window else { return font }
    return window.preferredContentSizeCategory.scaledFont(for: font)
  }
  /// The text colour. Default black.
  public final var textColor = Color.black {
    didSet {
      View.checkFinite(textColor.isFinite, "Label.textColor", textColor)
      setNeedsLayout()
    }
  }
  /// Where lines sit in the width; `TextAlignment/natural` follows the layout direction
  /// (left, or right in right-to-left layouts). Default natural.
  public final var textAlignment = TextAlignment.natural {
    didSet { setNeedsLayout() }
  }
  /// The most lines shown: 1 (default) one line, 0 no limit, n at most n wrapped lines.
  /// Negative values read as 0.
  public final var numberOfLines = 1 {
    didSet { textDidChange() }
  }
  /// Where text that does not fit is cut with "…". Default `TextTruncation/end`.
  public final var lineBreakMode = TextTruncation.end {
    didSet { setNeedsLayout() }
  }

  /// Creates a label; it ignores touches and is an accessibility element.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isAccessibilityElement = true
    textLayer.name = "text"
    layer.addSublayer(textLayer)
  }

  final func textDidChange() {
    setNeedsLayout()
  }

  final var lineLimit: Int { max(numberOfLines, 0) }

  /// The alignment after resolving `TextAlignment/natural` by the layout direction.
  public final var effectiveAlignment: TextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return isRightToLeft ? .right : .left
  }

  /// The size the text needs within `size`: its natural width (wrapped at `size.width` when
  /// more than one line is allowed) and the height of its lines, at most ``numberOfLines``.
  open override func sizeThatFits(_ size: Size) -> Size {
    textSize(constrainedToWidth: lineLimit == 1 ? nil : size.width)
  }

  final func textSize(constrainedToWidth width: Double?) -> Size {
    let string = text ?? ""
    guard !string.isEmpty else { return .zero }
    let measurer = TextMeasurement.current
    let font = effectiveFont
    var size = measurer.size(of: string, font: font, constrainedToWidth: width)
    if lineLimit > 0 {
      size.height = min(size.height, Double(lineLimit) * measurer.metrics(of: font).lineHeight)
    }
    if let width { size.width = min(size.width, width) }
    return size
  }

  /// Places the text layer: full width, as tall as the text (within the bounds), centred
  /// vertically. Changes apply without animation.
  open override func layoutSubviews() {
    let box = bounds
    let needed = textSize(constrainedToWidth: lineLimit == 1 ? nil : box.width)
    let height = min(needed.height, box.height)
    Transaction.perform(disableActions: true) {
      textLayer.string = text
      textLayer.font = effectiveFont
      textLayer.foregroundColor = textColor
      textLayer.alignment = effectiveAlignment
      textLayer.isWrapped = lineLimit != 1
      textLayer.truncationMode = lineBreakMode
      textLayer.bounds = Rect(x: 0, y: 0, width: box.width, height: height)
      textLayer.position = Point(x: box.midX, y: box.midY)
    }
  }

  /// The label's text, unless set otherwise.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }

  /// Static text, plus what is set.
  open override var accessibilityTraits: AccessibilityTraits {
    get { super.accessibilityTraits.union(.staticText) }
    set { super.accessibilityTraits = newValue }
  }
}
