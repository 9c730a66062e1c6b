import DynamicMenusGeometry
import DynamicMenusLayers

/// What ``LayerFlattener`` reads of a layer to draw it in Core Animation's order: a model
/// layer's presentation (``DisplayList/init(layers:size:background:measurer:)``), or a
/// compositor's layer built from operations (``CompositedTree``), so that both are drawn by
/// one account of that order.
protocol FlattenedLayer {
  /// The kind of layer its sublayers and mask are (itself).
  associatedtype Flattened: FlattenedLayer
  /// The layer's identity, for what is kept of it.
  var compositedID: CompositedLayerID { get }
  /// Whether it and its sublayers show at all.
  var isHidden: Bool { get }
  /// Its opacity (draws nothing at 0 or NaN; at most 1 counts).
  var opacity: Double { get }
  /// The map from its space to its superlayer's.
  var transformToSuperlayer: AffineTransform { get }
  /// Its own coordinate space, points.
  var bounds: Rect { get }
  /// The radius of the bounds' corners, points.
  var cornerRadius: Double { get }
  /// Whether its contents and sublayers are clipped to the rounded bounds.
  var masksToBounds: Bool { get }
  /// The colour under its contents.
  var backgroundColor: Color? { get }
  /// The border's colour and width, drawn inside the bounds above the sublayers.
  var borderColor: Color? { get }
  var borderWidth: Double { get }
  /// The shadow it casts, and the shape it is cast from (nil: the composited alpha).
  var castShadow: Shadow? { get }
  var shadowPath: Path? { get }
  /// Its sublayers in the order they draw.
  var sublayersInDrawingOrder: [Flattened] { get }
  /// The layer whose alpha gates it.
  var mask: Flattened? { get }
  /// Whether its contents show what lies behind it (a backdrop blur): never kept.
  var showsBackdrop: Bool { get }
  /// Appends its own contents (a shape, text, an image, a blur), text laid out by
  /// `flattener`'s measurer.
  func appendContents(to out: inout [DisplayCommand], flattener: LayerFlattener)
}

extension Layer: FlattenedLayer {
  var compositedID: CompositedLayerID { CompositedLayerID(self) }
  var castShadow: Shadow? { LayerFlattener.shadow(self) }
  var showsBackdrop: Bool { self is BackdropLayer }

  func appendContents(to out: inout [DisplayCommand], flattener: LayerFlattener) {
    if let commands = flattener.keptContents?(compositedID) {
      out.append(contentsOf: commands)
    } else {
      flattener.contents(self, into: &out)
    }
  }
}
