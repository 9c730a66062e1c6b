import DynamicMenusAnimation
import DynamicMenusGeometry
import DynamicMenusLayers

/// The layer holding the whole menu drawing, centred on the menu's centre. Besides grouping
/// the rings, lines and items, it carries two animatable values the choreography needs:
///
/// - ``progress``: where the running transition is, in seconds of its choreography. It never
///   draws; its animation is the transition's clock, and that animation's completion is the
///   moment the menu is fully open or closed (C4's `wait(1.0) { … }`).
/// - ``fadeThrough``: the reduce-motion fade, 0…2: the layer's opacity is |1 − fadeThrough|,
///   so one linear animation 0 → 2 fades the old state out and the new one in, and the parts
///   switch state at 1, unseen.
final class MenuContentLayer: Layer {
  private var storedProgress = 0.0
  private var storedFade = 0.0

  required init() {
    super.init()
    disableActions = true
  }

  /// Seconds into the running choreography (no visual effect).
  var progress: Double {
    get { storedProgress }
    set {
      precondition(newValue.isFinite, "MenuContentLayer.progress must be finite, got \(newValue)")
      propertyChanged(.menuProgress, from: exchange(&storedProgress, with: newValue), to: newValue)
    }
  }

  /// The reduce-motion fade, 0…2; sets ``Layer/opacity`` to |1 − fadeThrough|.
  var fadeThrough: Double {
    get { storedFade }
    set {
      precondition(
        newValue.isFinite, "MenuContentLayer.fadeThrough must be finite, got \(newValue)")
      let old = exchange(&storedFade, with: newValue)
      opacity = Swift.min(Swift.abs(1 - newValue), 1)
      propertyChanged(.menuFadeThrough, from: old, to: newValue)
    }
  }

  override func copyState(from model: Layer) {
    super.copyState(from: model)
    if let m = model as? MenuContentLayer {
      storedProgress = m.storedProgress
      storedFade = m.storedFade
    }
  }
}

/// The holder of one item's icon: it travels from the menu's centre (``spread`` 0, scaled
/// down to ``gatheredScale``) out to its place on the ring (``spread`` 1, full size), along the
/// ray at ``angle``.
final class ItemLayer: Layer {
  private var storedSpread = 0.0
  /// The ray the item travels along, radians clockwise from 3 o'clock.
  private(set) var angle = 0.0
  /// The distance from the centre when open, in points.
  private(set) var openRadius = RadialMenuMetrics.iconRadius
  /// The scale when gathered at the centre (spread 0).
  private(set) var gatheredScale = 0.25

  required init() {
    super.init()
    disableActions = true
  }

  /// 0 (gathered at the centre, small) … 1 (on the ring, full size).
  var spread: Double {
    get { storedSpread }
    set {
      precondition(newValue.isFinite, "ItemLayer.spread must be finite, got \(newValue)")
      let old = exchange(&storedSpread, with: newValue)
      place()
      propertyChanged(.menuSpread, from: old, to: newValue)
    }
  }

  /// Sets the ray, the open distance and the gathered scale, and places the item.
  func configure(angle: Double, openRadius: Double, gatheredScale: Double) {
    self.angle = angle
    self.openRadius = openRadius
    self.gatheredScale = gatheredScale
    place()
  }

  /// position = spread·openRadius·(cos angle, sin angle); scale = s₀ + (1 − s₀)·spread.
  private func place() {
    position = Point.zero + Vector(angle: angle, length: storedSpread * openRadius)
    let scale = gatheredScale + (1 - gatheredScale) * storedSpread
    transform = AffineTransform(scaleX: scale, y: scale)
  }

  override func copyState(from model: Layer) {
    super.copyState(from: model)
    if let m = model as? ItemLayer {
      storedSpread = m.storedSpread
      angle = m.angle
      openRadius = m.openRadius
      gatheredScale = m.gatheredScale
    }
  }
}

// The clock draws nothing, the fade only sets the opacity and the travel only the position
// and scale: a compositor runs all three from sampled places.
extension LayerProperty where Value == Double {
  /// ``MenuContentLayer/progress``.
  static var menuProgress: Self {
    .init(
      "progress", accepts: { $0 is MenuContentLayer },
      read: { ($0 as? MenuContentLayer)?.progress },
      write: { ($0 as? MenuContentLayer)?.progress = $1 }, onlyMovesOrFades: true)
  }
  /// ``MenuContentLayer/fadeThrough``.
  static var menuFadeThrough: Self {
    .init(
      "fadeThrough", accepts: { $0 is MenuContentLayer },
      read: { ($0 as? MenuContentLayer)?.fadeThrough },
      write: { ($0 as? MenuContentLayer)?.fadeThrough = $1 }, onlyMovesOrFades: true)
  }
  /// ``ItemLayer/spread``.
  static var menuSpread: Self {
    .init(
      "spread", accepts: { $0 is ItemLayer }, read: { ($0 as? ItemLayer)?.spread },
      write: { ($0 as? ItemLayer)?.spread = $1 }, onlyMovesOrFades: true)
  }
}
