import DynamicMenusGeometry
import DynamicMenusViews

/// A container that keeps each subview placed with ``place(_:at:)`` at that left-to-right
/// frame, and mirrors it in a right-to-left layout (x → width − x − w), as leading and
/// trailing constraints place views in UIKit: the demo screens, built with plain frames,
/// follow the host's layout direction, also when it changes while they run.
final class MirroringContainerView: View {
  /// The subviews placed here and their left-to-right frames.
  private var placements: [(view: View, frame: Rect)] = []
  /// The direction of the last layout; nil before the first.
  private var laidOutDirection: UserInterfaceLayoutDirection?

  /// Called in layout with the direction when it differs from the last layout's (and in the
  /// first): for what a frame cannot say, such as a text naming a side. Default nil.
  var layoutDirectionDidChange: ((UserInterfaceLayoutDirection) -> Void)?

  /// Adds `view` as a subview at `frame` (points, in a left-to-right layout).
  func place(_ view: View, at frame: Rect) {
    addSubview(view)
    placements.append((view, frame))
    View.performWithoutAnimation { view.frame = mirrored(frame) }
  }

  /// `frame` as the current layout direction places it.
  private func mirrored(_ frame: Rect) -> Rect {
    guard isRightToLeft else { return frame }
    var f = frame
    f.origin.x = bounds.width - frame.maxX
    return f
  }

  /// Places every subview again for the current direction.
  override func layoutSubviews() {
    super.layoutSubviews()
    let direction = effectiveUserInterfaceLayoutDirection
    if direction != laidOutDirection {
      laidOutDirection = direction
      layoutDirectionDidChange?(direction)
    }
    View.performWithoutAnimation {
      for p in placements where p.view.superview === self {
        let f = mirrored(p.frame)
        if p.view.frame != f { p.view.frame = f }
      }
    }
  }
}
