import DynamicMenusGeometry
import DynamicMenusRendering

/// Where the page shows a backdrop blur, composed here from the blur's layer and the layers
/// above it, so the page keeps no copy of the tree's geometry (layer-backdrops.js applies it).
/// A blur is an element of the root, just under its top-level layer's box: a browser's blur
/// inside a group sees only the group (``CompositingPlan/backdropsStandAlone``).
struct BackdropPlacement: Equatable {
  /// From the blur's box (its layer's bounds, their origin at the box's corner) into the
  /// window, points.
  var matrix: AffineTransform
  /// The box's size, points: its layer's bounds'.
  var size: Size
  /// Its corners' radius, points: its layer's.
  var cornerRadius: Double
  /// The opacity its layers give it: the product of theirs, 0…1.
  var opacity: Double
  /// Whether it or a layer above it is hidden.
  var hidden: Bool
  /// Its top-level layer: the blur's element goes just under that layer's box.
  var top: CompositedLayerID
}

extension LayerOperationStream {
  /// Places layer `id`'s blur at `placement` (nil: leaves it), writing the operation only when
  /// it changed since the page was last told.
  mutating func appendPlacement(_ id: CompositedLayerID, _ placement: BackdropPlacement?) {
    guard let placement, let record = records[id], record.placed != placement,
      let top = records[placement.top]?.number
    else { return }
    records[id]?.placed = placement
    typealias P = Operands.BackdropPlacement
    let at = begin(.placeBackdrop, record.number)
    put(placement.matrix, at: at + P.matrix.offset)
    put(placement.size.width, at: at + P.width.offset)
    put(placement.size.height, at: at + P.height.offset)
    put(placement.cornerRadius, at: at + P.cornerRadius.offset)
    put(placement.opacity, at: at + P.opacity.offset)
    put(placement.hidden ? 1 : 0, at: at + P.hidden.offset)
    put(Double(top), at: at + P.top.offset)
  }
}
