import DynamicMenusGeometry

/// Where every button and label of a floating menu sits, closed and open: the tutorial's
/// `configureButtons(initial:)` as numbers, so tests and the controller share one formula,
/// folded to stay inside the window's safe area.
///
/// With `c` the floating button's centre, `d` the button direction, `l` the label direction
/// (both already mirrored for right-to-left), `p` the padding and `i` the item index, the
/// tutorial's straight line is:
/// - button i, open: `c + d·p·(i + 1)`; closed: `c`;
/// - label i, open: `b + l·(p/2 + s/2)`; closed: `b + l·(p/2 + s)`, where `b` is button i's
///   *open* centre and `s` the label's width (its height when `l` is vertical). Closed labels
///   wait half a label further out and slide in beside their buttons.
///
/// With ``bounds`` (the safe area less a margin) the line stays inside them. With `R` the
/// room from `c` to the bounds' edge along `d`, less the button radius `r`, and `n` buttons:
/// - **turn**: when not one button fits along `d` (`R < p`), the line runs the other way;
/// - **squeeze**: when `n·p > R` but `R/n ≥ max(2r + 2, 0.8·p)`, the step is `R/n`;
/// - **fold**: else `k = max(1, ⌊R/p⌋)` buttons fit a column; button i goes to row
///   `i mod k` of column `i / k`: `c + d·p·(i mod k + 1) + f·o(i / k)`, the columns
///   stepping along `f` (across `d`, the side with more room) by `p` plus the widest label
///   between two columns, each at most as far as the bounds allow;
/// - **flip**: labels go to the other side of their buttons when one in the first column
///   would cross the bounds and all fit there; a later one flips alone when it must;
/// - **clamp**: a closed label waits no further out than the bounds' edge (at least at its
///   open place), so it never slides in from outside.
///
/// Without bounds, or where everything fits, it is the tutorial's line exactly. An arc or a
/// circle (``FloatingMenuController/Layout``) places buttons and labels its own way
/// (FloatingMenuLayout+Arc.swift) and falls back to this line where it does not fit.
nonisolated struct FloatingMenuLayout: Hashable, Sendable {
  typealias Direction = FloatingMenuController.Direction

  /// The floating button's centre, in the menu's coordinates.
  var center: Point
  /// Where the buttons line up, as laid out on screen (before a fold turns it round).
  var buttonDirection: Direction
  /// The side each label sits on, as laid out on screen (before a flip).
  var labelDirection: Direction
  /// The distance between consecutive button centres, in points.
  var padding: Double
  /// How many buttons there are.
  var buttonCount = 0
  /// Each label's size, by item index (a button without a title has none).
  var labelSizes: [Size] = []
  /// Where buttons and labels must stay, in the menu's coordinates; nil: anywhere (the
  /// tutorial's straight line).
  var bounds: Rect?
  /// Half the widest button's side, in points: how far a button reaches from its centre.
  var buttonRadius = 0.0
  /// The arrangement: the line (below) or an arc or circle (FloatingMenuLayout+Arc.swift).
  var layout = FloatingMenuController.Layout.line

  /// How far from `center` the bounds reach in `direction` (infinite without bounds).
  func room(_ direction: Direction) -> Double {
    guard let b = bounds else { return .infinity }
    switch direction {
    case .up: return center.y - b.minY
    case .down: return b.maxY - center.y
    case .left: return center.x - b.minX
    case .right: return b.maxX - center.x
    }
  }

  /// The direction the buttons run: ``buttonDirection``, or the opposite when not one
  /// button fits that way and more fit the other.
  var lineDirection: Direction {
    let ahead = room(buttonDirection) - buttonRadius
    let behind = room(buttonDirection.opposite) - buttonRadius
    return ahead < padding && behind > ahead ? buttonDirection.opposite : buttonDirection
  }

  /// The distance between consecutive buttons along the line: the padding, or less when
  /// that fits every button in one column at most a fifth tighter and with at least
  /// ``minimumGap`` between neighbours.
  var step: Double {
    let room = self.room(lineDirection) - buttonRadius
    let count = Double(Swift.max(buttonCount, 1))
    guard room.isFinite, count * padding > room + 1e-9 else { return padding }
    let squeezed = room / count
    let tightest = Swift.max(2 * buttonRadius + Self.minimumGap, 0.8 * padding)
    return squeezed >= tightest ? squeezed : padding
  }

  /// The least space between two buttons of a squeezed line, in points: 2.
  static let minimumGap = 2.0

  /// How many buttons one column holds (at least 1; every button without bounds).
  var perColumn: Int {
    let fit = (room(lineDirection) - buttonRadius) / step
    guard fit.isFinite else { return Int.max }
    return Swift.max(1, Int((fit + 1e-9).rounded(.down)))
  }

  /// The side the labels sit on: ``labelDirection``, or the other side when a label of
  /// the first column would cross the bounds there and all of them fit on the other.
  var sideOfLabels: Direction {
    guard bounds != nil else { return labelDirection }
    let first = 0..<Swift.min(labelSizes.count, perColumn)
    func fits(_ side: Direction) -> Bool {
      first.allSatisfy { labelFits($0, on: side, beside: rowCenter(of: $0)) }
    }
    return !fits(labelDirection) && fits(labelDirection.opposite)
      ? labelDirection.opposite : labelDirection
  }

  /// The way columns step: across the line, the side with more room (the labels' side on
  /// a tie).
  var foldDirection: Direction {
    let across: (Direction, Direction) = lineDirection.isVertical ? (.left, .right) : (.up, .down)
    let (a, b) = (room(across.0), room(across.1))
    if a == b, sideOfLabels == across.1 { return across.1 }
    return a >= b ? across.0 : across.1
  }

  /// How far each column sits from the floating button along ``foldDirection``: the last
  /// one plus `p`, plus the widest label between them (the last column's when its labels
  /// face the fold, the new column's when they face back), at most as far as the bounds
  /// allow.
  var columnOffsets: [Double] {
    let count = buttonCount
    let perColumn = self.perColumn
    guard count > perColumn else { return [0] }
    let columns = (count + perColumn - 1) / perColumn
    let f = foldDirection
    let side = sideOfLabels
    let farthest = Swift.max(room(f) - buttonRadius, 0)
    func widest(_ column: Int) -> Double {
      var widest = 0.0
      for index in column * perColumn..<Swift.min((column + 1) * perColumn, count) {
        widest = Swift.max(widest, extent(of: index, along: side))
      }
      return widest
    }
    var offsets = [0.0]
    for column in 1..<columns {
      let between =
        side == f ? widest(column - 1) : side == f.opposite ? widest(column) : 0
      offsets.append(Swift.min(offsets[column - 1] + padding + between, farthest))
    }
    return offsets
  }

  /// Label `index`'s extent along `direction`'s axis: its height for a vertical one, else
  /// its width.
  func extent(of index: Int, along direction: Direction) -> Double {
    guard labelSizes.indices.contains(index) else { return 0 }
    return direction.isVertical ? labelSizes[index].height : labelSizes[index].width
  }

  /// Button `index`'s centre.
  func buttonCenter(at index: Int, isOpen: Bool) -> Point {
    guard isOpen else { return center }
    if let figure { return figure.buttonCenter(index) }
    let column = index / perColumn
    let offsets = columnOffsets
    let offset = offsets.indices.contains(column) ? offsets[column] : offsets.last ?? 0
    return foldDirection.offset(rowCenter(of: index), by: offset)
  }

  /// Where button `index` sits in the first column: its row along the line.
  private func rowCenter(of index: Int) -> Point {
    lineDirection.offset(center, by: step * Double(index % perColumn + 1))
  }

  /// Whether label `index`, beside a button at `beside`, stays inside the bounds on `side`.
  private func labelFits(_ index: Int, on side: Direction, beside: Point) -> Bool {
    guard let bounds else { return true }
    let edge = side.offset(beside, by: padding / 2 + extent(of: index, along: side))
    switch side {
    case .up: return edge.y >= bounds.minY - 1e-9
    case .down: return edge.y <= bounds.maxY + 1e-9
    case .left: return edge.x >= bounds.minX - 1e-9
    case .right: return edge.x <= bounds.maxX + 1e-9
    }
  }

  /// The side label `index` sits on: ``sideOfLabels``, or the other side when it would
  /// cross the bounds there and fits on the other.
  func labelSide(at index: Int) -> Direction {
    let side = sideOfLabels
    guard bounds != nil else { return side }
    let beside = buttonCenter(at: index, isOpen: true)
    return !labelFits(index, on: side, beside: beside)
      && labelFits(index, on: side.opposite, beside: beside) ? side.opposite : side
  }

  /// Label `index`'s centre beside its button's open place.
  func labelCenter(at index: Int, isOpen: Bool) -> Point {
    if let figure {
      return figureLabelFrame(index, figure: figure, isOpen: isOpen)?.center ?? figure.hub
    }
    let beside = buttonCenter(at: index, isOpen: true)
    let side = labelSide(at: index)
    let s = extent(of: index, along: side)
    var offset = padding / 2 + (isOpen ? s / 2 : s)
    if !isOpen, let bounds {
      // Waiting closed, the label's far edge stays inside the bounds.
      let edge: Double
      switch side {
      case .up: edge = beside.y - bounds.minY
      case .down: edge = bounds.maxY - beside.y
      case .left: edge = beside.x - bounds.minX
      case .right: edge = bounds.maxX - beside.x
      }
      offset = Swift.max(padding / 2 + s / 2, Swift.min(offset, edge - s / 2))
    }
    return side.offset(beside, by: offset)
  }
}
