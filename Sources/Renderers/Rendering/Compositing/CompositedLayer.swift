public import DynamicMenusGeometry

/// Where a layer sits in its superlayer, in Core Animation's terms: what a compositor sets
/// on its own layer every frame it changes, and composites without drawing anything.
public nonisolated struct LayerGeometry: Hashable, Sendable {
  /// The layer's own coordinate space (`CALayer.bounds`), points.
  public var bounds: Rect
  /// Where the anchor point lies in the superlayer (`position`), points.
  public var position: Point
  /// The point of the bounds, in unit coordinates, at ``position`` (`anchorPoint`); the
  /// transform turns and scales about it. Default (0.5, 0.5).
  public var anchorPoint: Point
  /// The layer's transform about its anchor point (`affineTransform()`).
  public var transform: AffineTransform
  /// The transform applied to the sublayers, about the anchor point (`sublayerTransform`).
  public var sublayerTransform: AffineTransform

  /// Whether every number is finite. Core Animation raises an exception for a position or
  /// bounds that is not (`CALayer position contains NaN`), so a compositor hides such a
  /// layer instead (``CompositingPlan``).
  public var isFinite: Bool {
    bounds.isFinite && position.isFinite && anchorPoint.isFinite && transform.isFinite
      && sublayerTransform.isFinite
  }
}

/// How a layer is composited, in Core Animation's terms: properties a compositor sets on its
/// layer and the system composites (on the GPU, with Core Animation) with no drawing.
public nonisolated struct LayerAppearance: Hashable, Sendable {
  /// The layer's opacity, 0…1, applied to the layer and its sublayers as one group
  /// (Core Animation's `allowsGroupOpacity`, on by default since iOS 7).
  public var opacity: Double
  /// Whether the layer and its sublayers show at all.
  public var isHidden: Bool
  /// The colour under the contents, over the bounds rounded by ``cornerRadius``.
  public var backgroundColor: Color?
  /// The radius of the bounds' corners, points (≥ 0).
  public var cornerRadius: Double
  /// Whether the contents and sublayers are clipped to the rounded bounds.
  public var masksToBounds: Bool
  /// The border's width, points, drawn inside the bounds above the sublayers.
  public var borderWidth: Double
  /// The border's colour; nil draws no border.
  public var borderColor: Color?
  /// The shadow the layer casts (from ``shadowPath``, or from its composited alpha).
  public var shadow: Shadow?
  /// The shape the shadow is cast from, in the layer's space; nil: the composited alpha.
  public var shadowPath: Path?

  /// Whether the layer itself draws something besides its contents: a background, a
  /// border or a shadow.
  public var draws: Bool {
    backgroundColor != nil || (borderColor != nil && borderWidth > 0) || shadow != nil
  }
}

/// Where a layer sits and how it fades (its geometry, and the parts of its appearance that
/// place what it holds): what a compositor needs to place a backdrop blur apart from its
/// layers (``CompositingPlan/placing(_:)``).
package struct LayerPlacing: Equatable {
  /// Where it sits.
  package var geometry: LayerGeometry
  /// Its opacity, 0…1.
  package var opacity: Double
  /// Whether it is hidden.
  package var isHidden: Bool
  /// Its corners' radius, points.
  package var cornerRadius: Double
}

/// What a layer's backing store holds: its own contents (a shape's fill and stroke, a text
/// layer's runs, an image), drawn once in the layer's space and kept until they change.
/// The background, border and shadow are not in it: they are ``LayerAppearance``.
public nonisolated struct LayerContents: Equatable, Sendable {
  /// The contents as display commands in the layer's space (points).
  public var commands: [DisplayCommand]
  /// The rectangle of the layer's space the backing store covers, points: where its
  /// commands can put ink, in whole device pixels at ``scale`` (a shape may draw outside
  /// the bounds, as a `CAShapeLayer` does).
  public var frame: Rect
  /// The backing store's device pixels per point (`contentsScale`).
  public var scale: Double

  /// The backing store's size in device pixels.
  public var pixelSize: (width: Int, height: Int) {
    (Int((frame.width * scale).rounded()), Int((frame.height * scale).rounded()))
  }

  /// The contents as a display list of the backing store's size, its top left at
  /// ``frame``'s origin: what a renderer draws into the backing store at ``scale``.
  public var displayList: DisplayList {
    DisplayList(
      size: frame.size, background: .clear,
      commands: [.concatenate(AffineTransform(translationX: -frame.minX, y: -frame.minY))]
        + commands)
  }
}

/// A backdrop blur a layer shows (`BackdropLayer`): what the compositor must draw again,
/// since a blur shows what lies behind it and cannot be kept when that changes.
public nonisolated struct LayerBackdrop: Equatable, Sendable {
  /// The blur, its region in the layer's space.
  public var blur: BackdropBlur
  /// Counts the changes of what the blur shows: raised in a frame where anything drawn
  /// behind the layer, or the layer's place in the window, changed. A host draws the blur
  /// again when it differs from the one it drew.
  public var version: Int
}
