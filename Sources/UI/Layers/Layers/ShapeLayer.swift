public import DynamicMenusAnimation
public import DynamicMenusGeometry

/// A layer that draws a path: filled, then stroked (`CAShapeLayer`).
///
/// The path is in the layer's bounds space and is not clipped to the bounds. The stroke is
/// centred on the path; ``strokeStart`` and ``strokeEnd`` select a stretch of it by arc length,
/// and ``lineDashPattern`` cuts it into dashes. All of that is resolved here into
/// ``strokeOutline()`` (exact sub-curves, cached), so a renderer only strokes that outline with
/// ``strokeStyle``; the fill always uses the whole ``path``.
///
/// ```swift
/// let ring = ShapeLayer()
/// ring.path = Path(circleCenter: Point(x: 256, y: 256), radius: 84)
/// ring.fillColor = nil
/// ring.strokeColor = cosmosBlue
/// ring.lineDashPattern = [1.465, 1.465 * 9]
/// ring.strokeEnd = 0.995          // starts at 3 o'clock, runs clockwise
/// ```
///
/// Defaults are `CAShapeLayer`'s (docs/scene-layers.md §4), not C4's: fill opaque black, no stroke,
/// butt caps, miter joins. Non-finite values are refused with a message naming the property.
open class ShapeLayer: Layer {
  /// The shape layer's model values.
  final var shape = ShapeState() {
    didSet { ownStateChanges &+= 1 }
  }
  /// The measured path and the last resolved outline, kept while their inputs are unchanged.
  private var measureCache: PathMeasure?
  private var outlineCache: (key: OutlineKey, outline: Path)?

  /// Creates a shape layer with no path.
  public required init() { super.init() }

  /// The outline to draw, in the layer's space. Default nil (nothing drawn). Changing it is
  /// not implicitly animated (Core Animation animates paths only when asked explicitly).
  public final var path: Path? {
    get { shape.path }
    set {
      requireFinite(newValue?.isFinite ?? true, "path", "a path with a non-finite point")
      shape.path = newValue
    }
  }

  /// The fill colour; nil fills nothing. Default opaque black.
  public final var fillColor: Color? {
    get { shape.fillColor }
    set {
      requireFinite(newValue?.isFinite ?? true, "fillColor", newValue)
      propertyChanged(.fillColor, from: exchange(&shape.fillColor, with: newValue), to: newValue)
    }
  }

  /// Which regions the fill covers. Default `FillRule.nonZero`.
  public final var fillRule: FillRule {
    get { shape.fillRule }
    set {
      shape.fillRule = newValue
    }
  }

  /// The stroke colour; nil strokes nothing. Default nil.
  public final var strokeColor: Color? {
    get { shape.strokeColor }
    set {
      requireFinite(newValue?.isFinite ?? true, "strokeColor", newValue)
      propertyChanged(
        .strokeColor, from: exchange(&shape.strokeColor, with: newValue), to: newValue)
    }
  }

  /// The stroke's width in points, centred on the path; ≤ 0 strokes nothing. Default 1.
  public final var lineWidth: Double {
    get { shape.style.lineWidth }
    set {
      requireFinite(newValue.isFinite, "lineWidth", newValue)
      propertyChanged(
        .lineWidth, from: exchange(&shape.style.lineWidth, with: newValue), to: newValue)
    }
  }

  /// The miter limit: joins whose miter is longer than `miterLimit × lineWidth` are bevelled.
  /// Default 10.
  public final var miterLimit: Double {
    get { shape.style.miterLimit }
    set {
      requireFinite(newValue.isFinite, "miterLimit", newValue)
      propertyChanged(
        .miterLimit, from: exchange(&shape.style.miterLimit, with: newValue), to: newValue)
    }
  }

  /// The caps of open ends and of every dash. Default ``LineCap/butt``.
  public final var lineCap: LineCap {
    get { shape.style.lineCap }
    set {
      shape.style.lineCap = newValue
    }
  }

  /// The joins between segments. Default ``LineJoin/miter``.
  public final var lineJoin: LineJoin {
    get { shape.style.lineJoin }
    set {
      shape.style.lineJoin = newValue
    }
  }

  /// Alternating painted and unpainted lengths in points (`[2, 3]`, `[10, 5, 5, 5]`); an odd
  /// count repeats once. Nil or empty (the default) is solid. Laid on the whole untrimmed path
  /// and restarted at each subpath.
  ///
  /// - Precondition: every entry is finite and ≥ 0.
  public final var lineDashPattern: [Double]? {
    get { shape.lineDashPattern }
    set {
      if let p = newValue, !p.allSatisfy({ $0.isFinite && $0 >= 0 }) {
        let owner = name.map { " (layer \"\($0)\")" } ?? ""
        preconditionFailure(
          "\(Self.self).lineDashPattern entries must be finite and ≥ 0\(owner); got \(p)")
      }
      shape.lineDashPattern = newValue
    }
  }

  /// How far into the dash pattern each subpath starts, in points. Default 0. Animating it by
  /// the pattern's length marches the dashes one period back along the path.
  public final var lineDashPhase: Double {
    get { shape.lineDashPhase }
    set {
      requireFinite(newValue.isFinite, "lineDashPhase", newValue)
      propertyChanged(
        .lineDashPhase, from: exchange(&shape.lineDashPhase, with: newValue), to: newValue)
    }
  }

  /// Where the stroke starts, as a fraction of the whole path's arc length (clamped to 0…1 when
  /// drawn). Default 0. A start at or past ``strokeEnd`` strokes nothing.
  public final var strokeStart: Double {
    get { shape.strokeStart }
    set {
      requireFinite(newValue.isFinite, "strokeStart", newValue)
      propertyChanged(
        .strokeStart, from: exchange(&shape.strokeStart, with: newValue), to: newValue)
    }
  }

  /// Where the stroke ends, as a fraction of the whole path's arc length (clamped to 0…1 when
  /// drawn). Default 1. On an oval (which starts at 3 o'clock) 0.25 ends at 6 o'clock.
  public final var strokeEnd: Double {
    get { shape.strokeEnd }
    set {
      requireFinite(newValue.isFinite, "strokeEnd", newValue)
      propertyChanged(.strokeEnd, from: exchange(&shape.strokeEnd, with: newValue), to: newValue)
    }
  }

  /// The pen: ``lineWidth``, ``lineCap``, ``lineJoin`` and ``miterLimit`` in one value.
  public final var strokeStyle: StrokeStyle {
    get { shape.style }
    set {
      lineWidth = newValue.lineWidth
      miterLimit = newValue.miterLimit
      lineCap = newValue.lineCap
      lineJoin = newValue.lineJoin
    }
  }

  /// The measured path (nil without a path), kept until the path changes.
  public final var pathMeasure: PathMeasure? {
    guard let path = shape.path else { return nil }
    if let m = measureCache, m.path == path { return m }
    let m = PathMeasure(path)
    measureCache = m
    return m
  }

  /// The outline the stroke covers, in the layer's space: ``path`` dashed by
  /// ``lineDashPattern``/``lineDashPhase`` and trimmed to ``strokeStart``…``strokeEnd``
  /// (see Geometry's `PathMeasure.strokeOutline(strokeStart:strokeEnd:dashPattern:dashPhase:)`).
  /// Renderers stroke it with ``strokeStyle`` and no dashes. Empty when nothing would be
  /// stroked (no path, no stroke colour, a line width ≤ 0, or start ≥ end). Cached while its
  /// inputs stay the same, so call it on every frame freely.
  public final func strokeOutline() -> Path {
    guard let path = shape.path, shape.strokeColor != nil, shape.style.lineWidth > 0 else {
      return Path()
    }
    let key = OutlineKey(
      path: path, start: shape.strokeStart, end: shape.strokeEnd,
      pattern: shape.lineDashPattern, phase: shape.lineDashPhase)
    if let c = outlineCache, c.key == key { return c.outline }
    let outline: Path
    if key.start <= 0 && key.end >= 1 && (key.pattern ?? []).allSatisfy({ $0 == 0 }) {
      outline = path  // the common case needs no measuring at all
    } else {
      outline = pathMeasure!.strokeOutline(
        strokeStart: key.start, strokeEnd: key.end, dashPattern: key.pattern,
        dashPhase: key.phase)
    }
    outlineCache = (key, outline)
    return outline
  }

  /// Copies the shape's values too.
  open override func copyState(from model: Layer) {
    super.copyState(from: model)
    if let s = model as? ShapeLayer { shape = s.shape }
  }
}

extension LayerProperty where Value == Double {
  /// ``ShapeLayer/lineWidth``.
  public static var lineWidth: Self {
    .init(
      "lineWidth", accepts: { $0 is ShapeLayer }, read: { ($0 as? ShapeLayer)?.lineWidth },
      write: { ($0 as? ShapeLayer)?.lineWidth = $1 })
  }
  /// ``ShapeLayer/miterLimit``.
  public static var miterLimit: Self {
    .init(
      "miterLimit", accepts: { $0 is ShapeLayer }, read: { ($0 as? ShapeLayer)?.miterLimit },
      write: { ($0 as? ShapeLayer)?.miterLimit = $1 })
  }
  /// ``ShapeLayer/lineDashPhase``.
  public static var lineDashPhase: Self {
    .init(
      "lineDashPhase", accepts: { $0 is ShapeLayer }, read: { ($0 as? ShapeLayer)?.lineDashPhase },
      write: { ($0 as? ShapeLayer)?.lineDashPhase = $1 })
  }
  /// ``ShapeLayer/strokeStart``.
  public static var strokeStart: Self {
    .init(
      "strokeStart", accepts: { $0 is ShapeLayer }, read: { ($0 as? ShapeLayer)?.strokeStart },
      write: { ($0 as? ShapeLayer)?.strokeStart = $1 })
  }
  /// ``ShapeLayer/strokeEnd``.
  public static var strokeEnd: Self {
    .init(
      "strokeEnd", accepts: { $0 is ShapeLayer }, read: { ($0 as? ShapeLayer)?.strokeEnd },
      write: { ($0 as? ShapeLayer)?.strokeEnd = $1 })
  }
}

extension LayerProperty where Value == Color {
  /// ``ShapeLayer/fillColor``.
  public static var fillColor: Self {
    .init(
      "fillColor", accepts: { $0 is ShapeLayer }, read: { ($0 as? ShapeLayer)?.fillColor },
      write: { ($0 as? ShapeLayer)?.fillColor = $1 })
  }
  /// ``ShapeLayer/strokeColor``.
  public static var strokeColor: Self {
    .init(
      "strokeColor", accepts: { $0 is ShapeLayer }, read: { ($0 as? ShapeLayer)?.strokeColor },
      write: { ($0 as? ShapeLayer)?.strokeColor = $1 })
  }
}

/// The shape layer's model values, with `CAShapeLayer`'s defaults.
nonisolated struct ShapeState {
  var path: Path? = nil
  var fillColor: Color? = .black
  var fillRule = FillRule.nonZero
  var strokeColor: Color? = nil
  var style = StrokeStyle()
  var lineDashPattern: [Double]? = nil
  var lineDashPhase = 0.0
  var strokeStart = 0.0
  var strokeEnd = 1.0
}

/// The inputs of a resolved stroke outline.
private nonisolated struct OutlineKey: Equatable {
  var path: Path
  var start: Double
  var end: Double
  var pattern: [Double]?
  var phase: Double
}
