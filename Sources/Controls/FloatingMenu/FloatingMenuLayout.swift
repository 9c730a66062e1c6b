import DynamicMenusGeometry

/// Where every button and label of a floating menu sits, closed and open: the tutorial's
/// `configureButtons(initial:)` as numbers, so tests and the controller share one formula.
///
/// With `c` the floating button's centre, `d` the button direction, `l` the label direction
/// (both already mirrored for right-to-left), `p` the padding and `i` the item index:
/// - button i, open: `c + d·p·(i + 1)`; closed: `c`;
/// - label i, open: `b + l·(p/2 + s/2)`; closed: `b + l·(p/2 + s)`, where `b` is button i's
///   *open* centre and `s` the label's width (its height when `l` is vertical). Closed labels
///   wait half a label further out and slide in beside their buttons.
nonisolated struct FloatingMenuLayout: Hashable, Sendable {
  /// The floating button's centre, in the menu's coordinates.
  var center: Point
  /// Where the buttons line up, as laid out on screen.
  var buttonDirection: FloatingMenuController.Direction
  /// The side each label sits on, as laid out on screen.
  var labelDirection: FloatingMenuController.Direction
  /// The distance between consecutive button centres, in points.
  var padding: Double

  /// Button `index`'s centre.
  func buttonCenter(at index: Int, isOpen: Bool) -> Point {
    isOpen ? buttonDirection.offset(center, by: padding * Double(index + 1)) : center
  }

  /// The centre of the label of size `labelSize` beside button `index`.
  func labelCenter(at index: Int, labelSize: Size, isOpen: Bool) -> Point {
    let beside = buttonCenter(at: index, isOpen: true)
    let extent = labelDirection.isVertical ? labelSize.height : labelSize.width
    let offset = padding / 2 + (isOpen ? extent / 2 : extent)
    return labelDirection.offset(beside, by: offset)
  }
}
