public import DynamicMenusAnimation
public import DynamicMenusGeometry

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
public nonisolated struct LayerProperty<Value: Animatable> {
  /// The Core Animation key path name, also the key of the property's implicit animation.
  public let name: String
  /// Whether a layer has this property (is of the declaring class).
  let accepts: (Layer) -> Bool
  /// The layer's value (nil for an absent optional colour, or a layer of another class).
  let read: (Layer) -> Value?
  /// Stores a value (on a presentation copy: without side effects).
  let write: (Layer, Value) -> Void
  /// Whether animating it only moves or fades the layer: its position, anchor point,
  /// transform or opacity, or a subclass's property whose setter sets only those (the radial
  /// menu's item travel). A compositor runs such an animation from sampled places
  /// (`CompositingLookahead`); any other changes what the layer draws, which only the core
  /// knows. False for a property declared with ``init(_:of:get:set:)``.
  package let onlyMovesOrFades: Bool

  /// A property named `name` of layers of class `L`, read and written through `get`/`set`.
  ///
  /// Each value made this way holds closures around `get` and `set` (a heap allocation per
  /// call): declare a property as a static computed member and read it once per use, or,
  /// inside the package, use the allocation-free `init(_:accepts:read:write:)` (a package
  /// initializer, so not in the documentation).
  public init<L: Layer>(
    _ name: String, of: L.Type,
    get: @escaping (L) -> Value?,
    set: @escaping (L, Value) -> Void
  ) {
    self.name = name
    self.accepts = { $0 is L }
    self.read = { ($0 as? L).flatMap(get) }
    self.write = { layer, value in if let l = layer as? L { set(l, value) } }
    onlyMovesOrFades = false
  }

  /// A property from closures that capture nothing, so making one never allocates: the
  /// built-in properties are computed static members read by every animatable setter (and by
  /// Dynamics' write-back every frame), and a closure with no captures is a bare function
  /// pointer. `accepts` tells whether a layer has the property; `read` and `write` are called
  /// only on layers it accepts; `onlyMovesOrFades` (default false): see ``onlyMovesOrFades``.
  package init(
    _ name: String,
    accepts: @escaping (Layer) -> Bool,
    read: @escaping (Layer) -> Value?,
    write: @escaping (Layer, Value) -> Void,
    onlyMovesOrFades: Bool = false
  ) {
    // A string literal is immortal: storing it copies a pointer, never allocates.
    self.name = name
    self.accepts = accepts
    self.read = read
    self.write = write
    self.onlyMovesOrFades = onlyMovesOrFades
  }

  /// A property every layer has (declared on ``Layer``), from capture-free closures.
  package init(
    _ name: String,
    read: @escaping (Layer) -> Value?,
    write: @escaping (Layer, Value) -> Void,
    onlyMovesOrFades: Bool = false
  ) {
    self.init(
      name, accepts: { _ in true }, read: read, write: write, onlyMovesOrFades: onlyMovesOrFades)
  }
}

extension LayerProperty where Value == Double {
  /// ``Layer/opacity``.
  public static var opacity: Self {
    .init("opacity", read: { $0.opacity }, write: { $0.opacity = $1 }, onlyMovesOrFades: true)
  }
  /// ``Layer/zPosition``.
  public static var zPosition: Self {
    .init("zPosition", read: { $0.zPosition }, write: { $0.zPosition = $1 })
  }
  /// ``Layer/cornerRadius``.
  public static var cornerRadius: Self {
    .init("cornerRadius", read: { $0.cornerRadius }, write: { $0.cornerRadius = $1 })
  }
  /// ``Layer/borderWidth``.
  public static var borderWidth: Self {
    .init("borderWidth", read: { $0.borderWidth }, write: { $0.borderWidth = $1 })
  }
  /// ``Layer/shadowOpacity``.
  public static var shadowOpacity: Self {
    .init("shadowOpacity", read: { $0.shadowOpacity }, write: { $0.shadowOpacity = $1 })
  }
  /// ``Layer/shadowRadius``.
  public static var shadowRadius: Self {
    .init("shadowRadius", read: { $0.shadowRadius }, write: { $0.shadowRadius = $1 })
  }
}

extension LayerProperty where Value == Point {
  /// ``Layer/position``.
  public static var position: Self {
    .init("position", read: { $0.position }, write: { $0.position = $1 }, onlyMovesOrFades: true)
  }
  /// ``Layer/anchorPoint``.
  public static var anchorPoint: Self {
    .init(
      "anchorPoint", read: { $0.anchorPoint }, write: { $0.anchorPoint = $1 },
      onlyMovesOrFades: true)
  }
}

extension LayerProperty where Value == Rect {
  /// ``Layer/bounds``.
  public static var bounds: Self {
    .init("bounds", read: { $0.bounds }, write: { $0.bounds = $1 })
  }
}

extension LayerProperty where Value == Size {
  /// ``Layer/shadowOffset``.
  public static var shadowOffset: Self {
    .init("shadowOffset", read: { $0.shadowOffset }, write: { $0.shadowOffset = $1 })
  }
}

extension LayerProperty where Value == AffineTransform {
  /// ``Layer/transform``.
  public static var transform: Self {
    .init(
      "transform", read: { $0.transform }, write: { $0.transform = $1 }, onlyMovesOrFades: true)
  }
  /// ``Layer/sublayerTransform``.
  public static var sublayerTransform: Self {
    .init("sublayerTransform", read: { $0.sublayerTransform }, write: { $0.sublayerTransform = $1 })
  }
}

extension LayerProperty where Value == Color {
  /// ``Layer/backgroundColor``.
  public static var backgroundColor: Self {
    .init("backgroundColor", read: { $0.backgroundColor }, write: { $0.backgroundColor = $1 })
  }
  /// ``Layer/borderColor``.
  public static var borderColor: Self {
    .init("borderColor", read: { $0.borderColor }, write: { $0.borderColor = $1 })
  }
  /// ``Layer/shadowColor``.
  public static var shadowColor: Self {
    .init("shadowColor", read: { $0.shadowColor }, write: { $0.shadowColor = $1 })
  }
}
