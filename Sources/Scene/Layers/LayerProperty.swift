public import Animation
public import Geometry

/// An animatable property of a layer class, by name and type: what Core Animation's key paths
/// (`"opacity"`, `"strokeEnd"`) name, typed, so an animation's values always fit.
///
/// ```swift
/// var draw = PropertyAnimation(from: 0.0, to: 1.0, duration: 0.1)
/// line.add(draw, for: .strokeEnd, forKey: "reveal")
/// ```
///
/// The built-in properties are static members (``opacity``, ``position``, ``strokeEnd``, …);
/// a layer subclass declares its own with ``init(_:of:get:set:)`` and reports changes through
/// `Layer.propertyChanged(_:from:to:)`.
public struct LayerProperty<Value: Animatable>: Sendable {
  /// The Core Animation key path name, also the key of the property's implicit animation.
  public let name: String
  /// Whether a layer has this property (is of the declaring class).
  let accepts: @MainActor @Sendable (Layer) -> Bool
  /// The layer's value (nil for an absent optional colour, or a layer of another class).
  let read: @MainActor @Sendable (Layer) -> Value?
  /// Stores a value (on a presentation copy: without side effects).
  let write: @MainActor @Sendable (Layer, Value) -> Void

  /// A property named `name` of layers of class `L`, read and written through `get`/`set`.
  public init<L: Layer>(
    _ name: String, of: L.Type,
    get: @escaping @MainActor @Sendable (L) -> Value?,
    set: @escaping @MainActor @Sendable (L, Value) -> Void
  ) {
    self.name = name
    self.accepts = { $0 is L }
    self.read = { ($0 as? L).flatMap(get) }
    self.write = { layer, value in if let l = layer as? L { set(l, value) } }
  }
}

extension LayerProperty where Value == Double {
  /// ``Layer/opacity``.
  public static var opacity: Self {
    .init("opacity", of: Layer.self, get: { $0.opacity }) { $0.opacity = $1 }
  }
  /// ``Layer/zPosition``.
  public static var zPosition: Self {
    .init("zPosition", of: Layer.self, get: { $0.zPosition }) { $0.zPosition = $1 }
  }
  /// ``Layer/cornerRadius``.
  public static var cornerRadius: Self {
    .init("cornerRadius", of: Layer.self, get: { $0.cornerRadius }) { $0.cornerRadius = $1 }
  }
  /// ``Layer/borderWidth``.
  public static var borderWidth: Self {
    .init("borderWidth", of: Layer.self, get: { $0.borderWidth }) { $0.borderWidth = $1 }
  }
  /// ``Layer/shadowOpacity``.
  public static var shadowOpacity: Self {
    .init("shadowOpacity", of: Layer.self, get: { $0.shadowOpacity }) { $0.shadowOpacity = $1 }
  }
  /// ``Layer/shadowRadius``.
  public static var shadowRadius: Self {
    .init("shadowRadius", of: Layer.self, get: { $0.shadowRadius }) { $0.shadowRadius = $1 }
  }
}

extension LayerProperty where Value == Point {
  /// ``Layer/position``.
  public static var position: Self {
    .init("position", of: Layer.self, get: { $0.position }) { $0.position = $1 }
  }
  /// ``Layer/anchorPoint``.
  public static var anchorPoint: Self {
    .init("anchorPoint", of: Layer.self, get: { $0.anchorPoint }) { $0.anchorPoint = $1 }
  }
}

extension LayerProperty where Value == Rect {
  /// ``Layer/bounds``.
  public static var bounds: Self {
    .init("bounds", of: Layer.self, get: { $0.bounds }) { $0.bounds = $1 }
  }
}

extension LayerProperty where Value == Size {
  /// ``Layer/shadowOffset``.
  public static var shadowOffset: Self {
    .init("shadowOffset", of: Layer.self, get: { $0.shadowOffset }) { $0.shadowOffset = $1 }
  }
}

extension LayerProperty where Value == AffineTransform {
  /// ``Layer/transform``.
  public static var transform: Self {
    .init("transform", of: Layer.self, get: { $0.transform }) { $0.transform = $1 }
  }
  /// ``Layer/sublayerTransform``.
  public static var sublayerTransform: Self {
    .init("sublayerTransform", of: Layer.self, get: { $0.sublayerTransform }) {
      $0.sublayerTransform = $1
    }
  }
}

extension LayerProperty where Value == Color {
  /// ``Layer/backgroundColor``.
  public static var backgroundColor: Self {
    .init("backgroundColor", of: Layer.self, get: { $0.backgroundColor }) {
      $0.backgroundColor = $1
    }
  }
  /// ``Layer/borderColor``.
  public static var borderColor: Self {
    .init("borderColor", of: Layer.self, get: { $0.borderColor }) { $0.borderColor = $1 }
  }
  /// ``Layer/shadowColor``.
  public static var shadowColor: Self {
    .init("shadowColor", of: Layer.self, get: { $0.shadowColor }) { $0.shadowColor = $1 }
  }
}
