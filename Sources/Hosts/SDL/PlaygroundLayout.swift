import DynamicMenusGeometry

/// Where things go in the playground window, a pure function of its size in points: the home
/// screen's title and grid of tiles, a control's area, the back button and the hint line.
struct PlaygroundLayout: Equatable {
  /// One tile of the home screen.
  struct Tile: Equatable {
    /// The card (the click target).
    var card: Rect
    /// The live preview inside the card.
    var preview: Rect
    /// The control's name under the preview.
    var name: Rect
  }

  /// The window, in points.
  var size: Size
  /// The title line of the home screen.
  var title: Rect
  /// The subtitle under it.
  var subtitle: Rect
  /// The tiles, in the controls' order.
  var tiles: [Tile]
  /// The hint line at the bottom, on both screens.
  var hint: Rect
  /// The back button at the top left of a control's screen.
  var back: Rect
  /// Where a control's scene is fitted (between the top bar and the hint line).
  var control: Rect

  static let margin = 24.0
  static let gap = 16.0
  static let hintHeight = 36.0
  static let topBarHeight = 52.0
  static let nameHeight = 30.0

  /// The layout of a window of `size` for `count` controls.
  init(size: Size, count: Int) {
    self.size = size
    let m = Self.margin
    let width = Swift.max(size.width, 1)
    let height = Swift.max(size.height, 1)
    title = Rect(x: m, y: 18, width: Swift.max(width - 2 * m, 1), height: 40)
    subtitle = Rect(x: m, y: 58, width: Swift.max(width - 2 * m, 1), height: 22)
    hint = Rect(
      x: m, y: height - Self.hintHeight - 8, width: Swift.max(width - 2 * m, 1),
      height: Self.hintHeight)
    back = Rect(x: 12, y: 10, width: 96, height: 32)
    control = Rect(
      x: 0, y: Self.topBarHeight, width: width,
      height: Swift.max(height - Self.topBarHeight - Self.hintHeight - 16, 1))
    let grid = Rect(
      x: m, y: 96, width: Swift.max(width - 2 * m, 1),
      height: Swift.max(height - 96 - Self.hintHeight - 24, 1))
    tiles = Self.tiles(count: count, in: grid)
  }

  /// A grid of `count` tiles in `grid`: the column count that gives the largest previews of
  /// a canvas between a phone's portrait (9:16) and a square, rows filled left to right, the
  /// grid centred.
  static func tiles(count: Int, in grid: Rect) -> [Tile] {
    guard count > 0 else { return [] }
    let aspect = 0.72  // preview width / height
    var best = (columns: 1, previewHeight: 0.0)
    for columns in 1...count {
      let rows = (count + columns - 1) / columns
      let cardWidth = (grid.width - gap * Double(columns - 1)) / Double(columns)
      let cardHeight = (grid.height - gap * Double(rows - 1)) / Double(rows)
      let previewHeight = Swift.min(cardHeight - nameHeight - 20, (cardWidth - 20) / aspect)
      if previewHeight > best.previewHeight { best = (columns, previewHeight) }
    }
    let columns = best.columns
    let rows = (count + columns - 1) / columns
    let previewHeight = Swift.max(best.previewHeight, 1)
    let cardWidth = Swift.max(previewHeight * aspect + 20, 1)
    let cardHeight = previewHeight + nameHeight + 20
    let totalWidth = cardWidth * Double(columns) + gap * Double(columns - 1)
    let totalHeight = cardHeight * Double(rows) + gap * Double(rows - 1)
    let origin = Point(
      x: grid.minX + (grid.width - totalWidth) / 2, y: grid.minY + (grid.height - totalHeight) / 2)
    return (0..<count).map { i in
      let column = Double(i % columns)
      let row = Double(i / columns)
      let card = Rect(
        x: origin.x + column * (cardWidth + gap), y: origin.y + row * (cardHeight + gap),
        width: cardWidth, height: cardHeight)
      return Tile(
        card: card,
        preview: Rect(
          x: card.minX + 10, y: card.minY + 10, width: cardWidth - 20,
          height: previewHeight),
        name: Rect(
          x: card.minX + 8, y: card.minY + 14 + previewHeight, width: cardWidth - 16,
          height: nameHeight - 4))
    }
  }

  /// The tile under `point`, if any.
  func tile(at point: Point) -> Int? {
    tiles.firstIndex { $0.card.contains(point) }
  }
}
