public import DynamicMenusAnimation
public import DynamicMenusGeometry

/// A layer that draws a string in its bounds (`CATextLayer`).
///
/// The text starts at the top-left of the bounds and is clipped to them (a text layer draws
/// into a bounds-sized backing store on iOS). It is laid out by ``textLayout(measurer:)``
/// (lines, truncation, alignment: see ``TextLayout``) with the host's
/// ``TextMeasurement/current`` measurer, so renderers only draw the runs.
///
/// ```swift
/// let title = TextLayer()
/// title.string = "Settings"
/// title.font = .systemFont(ofSize: 17, weight: .semibold)
/// title.foregroundColor = .white
/// title.bounds = Rect(origin: .zero, size: title.preferredSize())
/// ```
///
/// Defaults are CATextLayer's, in DejaVu Sans: 36 pt, white, natural alignment, no truncation,
/// not wrapped.
open class TextLayer: Layer {
  /// The text layer's model values.
  final var text = TextState() {
    didSet { ownStateChanges &+= 1 }
  }
  /// The last layout and its inputs.
  /// The last layout, with the measurer that made it (held, so that its identity cannot be
  /// reused by another measurer while the cache is alive).
  private var layoutCache: (key: TextLayoutKey, measurer: any TextMeasurer, layout: TextLayout)?

  /// Creates an empty text layer.
  public required init() { super.init() }

  /// The text drawn; nil (the default) draws nothing.
  public final var string: String? {
    get { text.string }
    set {
      text.string = newValue
    }
  }

  /// The font. Default DejaVu Sans, 36 pt, regular (CATextLayer's size).
  public final var font: Font {
    get { text.font }
    set {
      text.font = newValue
    }
  }

  /// The font's size in points (`CATextLayer.fontSize`); animatable.
  public final var fontSize: Double {
    get { text.font.size }
    set {
      requireFinite(newValue.isFinite && newValue >= 0, "fontSize", newValue)
      propertyChanged(.fontSize, from: exchange(&text.font.size, with: newValue), to: newValue)
    }
  }

  /// The text's colour. Default opaque white.
  public final var foregroundColor: Color? {
    get { text.foregroundColor }
    set {
      requireFinite(newValue?.isFinite ?? true, "foregroundColor", newValue)
      propertyChanged(
        .foregroundColor, from: exchange(&text.foregroundColor, with: newValue), to: newValue)
    }
  }

  /// Where lines sit in the bounds' width. Default ``TextAlignment/natural`` (left).
  public final var alignment: TextAlignment {
    get { text.alignment }
    set {
      text.alignment = newValue
    }
  }

  /// Where text that does not fit the bounds is cut with "…". Default ``TextTruncation/none``.
  public final var truncationMode: TextTruncation {
    get { text.truncationMode }
    set {
      text.truncationMode = newValue
    }
  }

  /// Whether lines wrap at the bounds' width. Default false.
  public final var isWrapped: Bool {
    get { text.isWrapped }
    set {
      text.isWrapped = newValue
    }
  }

  /// The text laid out in the bounds, in the layer's space (the first line's box starts at
  /// `bounds.origin`). Cached while the text, font, bounds size, modes and measurer stay the
  /// same.
  public final func textLayout(measurer: any TextMeasurer = TextMeasurement.current) -> TextLayout {
    let b = bounds
    let key = TextLayoutKey(text: text, size: b.size, origin: b.origin)
    if let c = layoutCache, c.key == key, c.measurer === measurer { return c.layout }
    let layout = TextLayout(
      string: text.string ?? "", font: text.font, width: b.width, height: b.height,
      isWrapped: text.isWrapped, truncation: text.truncationMode, alignment: text.alignment,
      measurer: measurer
    ).offsetBy(b.origin.vector)
    layoutCache = (key, measurer, layout)
    return layout
  }

  /// The size that fits the whole text (`CATextLayer.preferredFrameSize()`): one line per
  /// paragraph, or wrapped at `width` when given.
  public final func preferredSize(
    constrainedToWidth width: Double? = nil,
    measurer: any TextMeasurer = TextMeasurement.current
  ) -> Size {
    measurer.size(of: text.string ?? "", font: text.font, constrainedToWidth: width)
  }

  /// Copies the text values too.
  open override func copyState(from model: Layer) {
    super.copyState(from: model)
    if let t = model as? TextLayer { text = t.text }
  }
}

extension LayerProperty where Value == Double {
  /// ``TextLayer/fontSize``.
  public static var fontSize: Self {
    .init(
      "fontSize", accepts: { $0 is TextLayer }, read: { ($0 as? TextLayer)?.fontSize },
      write: { ($0 as? TextLayer)?.fontSize = $1 })
  }
}

extension LayerProperty where Value == Color {
  /// ``TextLayer/foregroundColor``.
  public static var foregroundColor: Self {
    .init(
      "foregroundColor", accepts: { $0 is TextLayer },
      read: { ($0 as? TextLayer)?.foregroundColor },
      write: { ($0 as? TextLayer)?.foregroundColor = $1 })
  }
}

/// The text layer's model values, with CATextLayer's defaults.
nonisolated struct TextState: Hashable {
  var string: String? = nil
  var font = Font(size: 36)
  var foregroundColor: Color? = .white
  var alignment = TextAlignment.natural
  var truncationMode = TextTruncation.none
  var isWrapped = false
}

/// The inputs of a text layout.
private nonisolated struct TextLayoutKey: Equatable {
  var text: TextState
  var size: Size
  var origin: Point
}
