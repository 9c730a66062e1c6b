import DynamicMenusGeometry
import DynamicMenusLayers
import Testing

/// The snapshot a forecast takes of the layers (`LayerTreeSnapshot`, what
/// `CompositingLookahead` puts back and asks whether only places changed) against every
/// model value a layer keeps: each stored field of each layer class's state, changed on its
/// own, is told from a move (or is one: position, anchor point, transform, opacity) and put
/// back. A field added to a state without a line here fails `everyFieldIsChanged`, a value a
/// class keeps outside its state `nothingOutsideTheState`, one the snapshot leaves out
/// `toldAndPutBack`.
@MainActor @Suite struct LayerSnapshotTests {
  /// A change of one model value, by its field's name in the class's state.
  struct Change {
    let field: String
    /// Whether a compositor given places and opacities shows it.
    var isPlace = false
    let apply: (Layer) -> Void
  }

  /// Per layer class: the name of its state's stored property, a fresh layer, and a change of
  /// each field of that state.
  static let classes: [(state: String, make: () -> Layer, changes: [Change])] = [
    (
      "state", { Layer() },
      [
        Change(field: "bounds") { $0.bounds = Rect(x: 0, y: 0, width: 5, height: 5) },
        Change(field: "position", isPlace: true) { $0.position = Point(x: 3, y: 4) },
        Change(field: "anchorPoint", isPlace: true) { $0.anchorPoint = Point(x: 0, y: 1) },
        Change(field: "zPosition") { $0.zPosition = 2 },
        Change(field: "transform", isPlace: true) {
          $0.transform = AffineTransform(rotationAngle: 0.5)
        },
        Change(field: "sublayerTransform") {
          $0.sublayerTransform = AffineTransform(scaleX: 2, y: 2)
        },
        Change(field: "opacity", isPlace: true) { $0.opacity = 0.5 },
        Change(field: "isHidden") { $0.isHidden = true },
        Change(field: "backgroundColor") { $0.backgroundColor = .red },
        Change(field: "cornerRadius") { $0.cornerRadius = 4 },
        Change(field: "masksToBounds") { $0.masksToBounds = true },
        Change(field: "borderWidth") { $0.borderWidth = 2 },
        Change(field: "borderColor") { $0.borderColor = .red },
        Change(field: "shadowColor") { $0.shadowColor = .red },
        Change(field: "shadowOpacity") { $0.shadowOpacity = 0.5 },
        Change(field: "shadowOffset") { $0.shadowOffset = Size(width: 1, height: 1) },
        Change(field: "shadowRadius") { $0.shadowRadius = 7 },
        Change(field: "shadowPath") { $0.shadowPath = Path(circleCenter: .zero, radius: 3) },
      ]
    ),
    (
      "shape", { ShapeLayer() },
      [
        Change(field: "path") { shape($0).path = Path(circleCenter: .zero, radius: 3) },
        Change(field: "fillColor") { shape($0).fillColor = .red },
        Change(field: "fillRule") { shape($0).fillRule = .evenOdd },
        Change(field: "strokeColor") { shape($0).strokeColor = .red },
        Change(field: "style") { shape($0).lineWidth = 3 },
        Change(field: "lineDashPattern") { shape($0).lineDashPattern = [2, 1] },
        Change(field: "lineDashPhase") { shape($0).lineDashPhase = 1 },
        Change(field: "strokeStart") { shape($0).strokeStart = 0.25 },
        Change(field: "strokeEnd") { shape($0).strokeEnd = 0.75 },
      ]
    ),
    (
      "text", { TextLayer() },
      [
        Change(field: "string") { text($0).string = "Share" },
        Change(field: "font") { text($0).fontSize = 12 },
        Change(field: "foregroundColor") { text($0).foregroundColor = .red },
        Change(field: "alignment") { text($0).alignment = .center },
        Change(field: "truncationMode") { text($0).truncationMode = .end },
        Change(field: "isWrapped") { text($0).isWrapped = true },
      ]
    ),
    (
      "content", { ImageLayer() },
      [
        Change(field: "image") {
          image($0).image = Image(shapes: [.filled(Path(circleCenter: .zero, radius: 2))])
        },
        Change(field: "tintColor") { image($0).tintColor = .red },
        Change(field: "gravity") { image($0).contentsGravity = .center },
      ]
    ),
    (
      "backdrop", { BackdropLayer() },
      [
        Change(field: "blurRadius") { backdrop($0).blurRadius = 10 },
        Change(field: "saturation") { backdrop($0).saturation = 2 },
        Change(field: "tintColor") { backdrop($0).tintColor = .red },
      ]
    ),
  ]

  static func shape(_ layer: Layer) -> ShapeLayer { layer as! ShapeLayer }
  static func text(_ layer: Layer) -> TextLayer { layer as! TextLayer }
  static func image(_ layer: Layer) -> ImageLayer { layer as! ImageLayer }
  static func backdrop(_ layer: Layer) -> BackdropLayer { layer as! BackdropLayer }

  /// The value a layer of the class keeps under `name` (its state), by reflection.
  static func stored(_ name: String, of layer: Layer) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: layer)
    while let m = mirror {
      if let value = m.children.first(where: { $0.label == name })?.value { return value }
      mirror = m.superclassMirror
    }
    return nil
  }

  /// Every model value a layer holds: its base state and its class's own, as text.
  static func values(_ layer: Layer) -> String {
    Self.classes.compactMap { stored($0.state, of: layer).map { String(reflecting: $0) } }
      .joined(separator: " ")
  }

  /// What a layer class keeps of its own besides its state: caches of what its state gives.
  static let caches: [String: Set<String>] = [
    "shape": ["outlineCache", "measureCache"], "text": ["layoutCache"], "content": ["shapesCache"],
    "backdrop": [],
  ]

  @Test("every field of every layer class's state has a change here")
  func everyFieldIsChanged() throws {
    for (state, make, changes) in Self.classes {
      let value = try #require(Self.stored(state, of: make()), "\(state)")
      let fields = Mirror(reflecting: value).children.compactMap(\.label)
      #expect(Set(fields) == Set(changes.map(\.field)), "\(type(of: make())).\(state)")
    }
  }

  @Test("a layer class keeps nothing of its own outside its state but caches")
  func nothingOutsideTheState() {
    for (state, make, _) in Self.classes where state != "state" {
      let own = Mirror(reflecting: make()).children.compactMap(\.label)
      let expected = Set([state]).union(Self.caches[state] ?? [])
      #expect(Set(own) == expected, "\(type(of: make())): \(own)")
    }
  }

  @Test("a change of any field is a move or not, as the field is, and is put back")
  func toldAndPutBack() {
    for (state, make, changes) in Self.classes {
      for change in changes {
        let layer = make()
        layer.disableActions = true  // no implicit animation: only the value changes
        let before = Self.values(layer)
        let snapshot = LayerTreeSnapshot([layer])
        change.apply(layer)
        let what = "\(type(of: layer)).\(state).\(change.field)"
        #expect(Self.values(layer) != before, "\(what) changed")
        #expect(snapshot.changesOnlyPlaces == change.isPlace, "\(what): told apart")
        snapshot.restore()
        #expect(Self.values(layer) == before, "\(what): put back")
      }
    }
  }
}
