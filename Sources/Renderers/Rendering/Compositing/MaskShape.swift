package import DynamicMenusGeometry
import DynamicMenusLayers

/// A layer mask (`CALayer.mask`) whose alpha is 1 inside a shape and 0 outside it, as that
/// shape: what a compositor without layer masks performs a mask with (a browser's
/// `clip-path: path(…)`, which needs no image and so no `data:` or `blob:` URL that a strict
/// Content Security Policy forbids).
///
/// A mask is a shape when it shows only its own contents, and they are one opaque fill, or
/// one opaque stroke of a whole circle (a ring: the band between two circles, even-odd). Any
/// other mask (a partial alpha, text, an image, a dashed or trimmed stroke, a background, a
/// border, a shadow, sublayers) is not, and the compositor needs a real mask for it.
package struct MaskShape: Equatable {
  /// The region shown, in the masked layer's space (its bounds' coordinates, points).
  package var path: Path
  /// How ``path`` is filled.
  package var rule: FillRule

  /// The shape of `mask` (its compositor layer as the plan left it, shown), placed in the
  /// space of the layer it masks; nil when it is not a shape, as above. A mask that shows
  /// nothing (fully transparent, or with no contents) is the empty shape: it hides the whole
  /// layer, as the flattener's mask of no alpha does.
  package init?(mask: CompositedTree.Node) {
    guard let geometry = mask.geometry, let look = mask.appearance, mask.sublayers.isEmpty,
      mask.mask == nil, mask.backdrop == nil, !look.draws, !look.masksToBounds,
      look.opacity <= 0 || look.opacity >= 1
    else { return nil }
    guard look.opacity > 0, let commands = mask.contents?.commands, !commands.isEmpty else {
      path = Path()
      rule = .nonZero
      return
    }
    guard commands.count == 1, let (path, rule) = Self.region(commands[0]) else { return nil }
    self.path = path.applying(
      geometry.transform.placing(anchor: CompositedTree.anchor(geometry), at: geometry.position))
    self.rule = rule
  }

  /// The region an opaque fill, or an opaque stroke of a whole circle, covers; nil for
  /// anything else.
  static func region(_ command: DisplayCommand) -> (Path, FillRule)? {
    switch command {
    case .fill(let path, let color, let rule) where color.alpha >= 1:
      return (path, rule)
    case .stroke(let path, let color, let style) where color.alpha >= 1 && style.lineWidth > 0:
      guard let (center, radius) = circle(path) else { return nil }
      let half = style.lineWidth / 2
      var ring = Path(circleCenter: center, radius: radius + half)
      if radius > half {
        let inner = radius - half
        ring.addEllipse(in: Rect(center: center, size: Size(width: 2 * inner, height: 2 * inner)))
      }
      return (ring, .evenOdd)
    default:
      return nil
    }
  }

  /// The centre and radius of `path` when it is a whole circle exactly as
  /// `Path(circleCenter:radius:)` makes one, from 3 o'clock (a trimmed or dashed stroke's
  /// path is not); nil otherwise.
  static func circle(_ path: Path) -> (center: Point, radius: Double)? {
    let elements = path.elements
    guard elements.count == 6, case .move(let start) = elements[0],
      case .curve(let opposite, _, _) = elements[2]
    else { return nil }
    let radius = (start.x - opposite.x) / 2
    let center = Point(x: start.x - radius, y: start.y)
    guard radius > 0, Path(circleCenter: center, radius: radius) == path else { return nil }
    return (center, radius)
  }
}
