public import DynamicMenusGeometry
public import DynamicMenusLayers

/// A vertical list of rows, each with an optional icon and a title, that selects and
/// scrolls: the parts of `UITableView` the menus need.
///
/// Rows are ``rowHeight`` tall. A tap on a row highlights it while the finger is down and
/// selects it on the lift, calling ``selectionHandler`` with the row's index. When the rows
/// are taller than the list (or ``alwaysBounceVertical`` is set) the list scrolls with
/// UIScrollView's physics (`ScrollPhysics`): dragging with rubber-banding past the ends,
/// deceleration at the "normal" rate after a flick, and a bounce back; a drag cancels the
/// row's highlight, and a touch on a moving list stops it without selecting.
///
/// Keyboard: the list takes the focus; up and down move a highlighted cursor, return or
/// space select it. The cursor is the list's focus indicator (it draws no halo): tab puts
/// it on the selected row, else the first. Accessibility: each visible row is a button
/// element with its title.
///
/// ```swift
/// let list = ListView(frame: Rect(x: 0, y: 0, width: 150, height: 667))
/// list.rowHeight = 50
/// list.rows = ["Download", "Upload", "E-mail"].map { ListView.Row(title: $0) }
/// list.selectionHandler = { index, row in print(index, row.title) }
/// ```
open class ListView: View {
  /// One row: an optional icon and a title.
  public nonisolated struct Row: Hashable, Sendable {
    /// The row's text.
    public var title: String
    /// The row's icon, tinted with ``ListView/iconTintColor``; nil for none.
    public var icon: Image?

    /// Creates a row.
    public init(title: String, icon: Image? = nil) {
      self.title = title
      self.icon = icon
    }
  }

  /// How a touched or chosen row is marked.
  public nonisolated enum SelectionStyle: String, Hashable, Sendable, CaseIterable {
    /// Not at all.
    case none
    /// With ``ListView/selectionColor`` while touched (UITableView's default flash).
    case highlight
    /// With ``ListView/selectionColor`` while touched and on the selected row afterwards.
    case persistent
  }

  /// The rows, top to bottom. Setting them reloads the list and clears the selection.
  public final var rows: [Row] = [] {
    didSet {
      selectedIndex = nil
      highlightedIndex = nil
      reloadRows()
    }
  }
  /// The height of every row, in points (> 0). Default 44.
  public final var rowHeight = 44.0 {
    didSet {
      precondition(
        rowHeight.isFinite && rowHeight > 0, "ListView.rowHeight must be > 0, got \(rowHeight)")
      reloadRows()
    }
  }
  /// The titles' font. Default the system font at 17 pt.
  public final var font = Font.systemFont(ofSize: 17) { didSet { reloadRows() } }
  /// Whether the titles follow the window's text size (``Label/adjustsFontForContentSizeCategory``;
  /// rows keep ``rowHeight``, and a title too wide for its row is cut with "…"). Default false.
  public final var adjustsFontForContentSizeCategory = false { didSet { reloadRows() } }
  /// The titles' colour. Default black.
  public final var textColor = Color.black { didSet { reloadRows() } }
  /// Where titles sit in their row; natural follows the layout direction. Default natural.
  public final var textAlignment = TextAlignment.natural { didSet { reloadRows() } }
  /// The icons' colour; nil uses the tint colour. Default nil.
  public final var iconTintColor: Color? { didSet { reloadRows() } }
  /// The side of the square icons, in points. Default 24.
  public final var iconSize = 24.0 { didSet { reloadRows() } }
  /// Space between the row's edges and its content, and between icon and title. Default 16.
  public final var contentInset = 16.0 { didSet { reloadRows() } }
  /// How touched and chosen rows are marked. Default ``SelectionStyle/highlight``.
  public final var selectionStyle = SelectionStyle.highlight { didSet { updateHighlights() } }
  /// The colour marking a highlighted row. Default light grey (0.85 white).
  public final var selectionColor = Color(white: 0.85) { didSet { updateHighlights() } }
  /// Whether the list bounces and drags even when its rows fit. Default false.
  public final var alwaysBounceVertical = false
  /// Whether scrolling is on at all. Default true.
  public final var isScrollEnabled = true

  /// Called with the index and row when a row is chosen (tap, return, accessibility).
  public final var selectionHandler: ((Int, Row) -> Void)?

  /// The chosen row, if any.
  public private(set) final var selectedIndex: Int?
  /// The row under the finger or the keyboard cursor, if any.
  public private(set) final var highlightedIndex: Int?

  final var physics = ScrollPhysics()
  final var rowViews: [ListRowView] = []
  let pan = PanGestureRecognizer()
  final var trackedTouch: Int?
  final var touchStoppedScrolling = false
  final var displayLink: DisplayLink?

  /// Creates an empty list that clips its rows.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
    pan.name = "ListView.pan"
    pan.delegate = panGate
    pan.addTarget(self, action: ListView.handlePan)
    addGestureRecognizer(pan)
    panGate.list = self
  }

  let panGate = ListPanGate()

  // MARK: Geometry

  /// The content's size: the list's width by the rows' total height.
  public final var contentSize: Size {
    Size(width: bounds.width, height: Double(rows.count) * rowHeight)
  }

  /// How far the content is scrolled, in points (`bounds.origin.y`). Setting it moves the
  /// content at once, within the scrollable range.
  public final var contentOffset: Double {
    get { bounds.origin.y }
    set {
      View.checkFinite(newValue.isFinite, "ListView.contentOffset", newValue)
      physics.phase = .idle
      physics.offset = min(max(newValue, 0), maximumOffset)
      applyOffset()
    }
  }

  /// The largest offset: the content's height minus the list's, at least 0.
  public final var maximumOffset: Double { max(0, contentSize.height - bounds.height) }

  /// Whether the content is taller than the list (so it scrolls).
  public final var contentOverflows: Bool { contentSize.height > bounds.height }

  /// Whether the list is moving by itself (decelerating or bouncing).
  public final var isDecelerating: Bool { physics.isMoving }
  /// Whether a finger is dragging the content.
  public final var isDragging: Bool {
    if case .dragging = physics.phase { return true }
    return false
  }

  final func applyOffset() {
    AnimationContext.performWithoutAnimation {
      var b = bounds
      b.origin.y = physics.offset
      bounds = b
    }
  }

  /// The row at a point of the list's own (content) coordinates, if any.
  public final func indexForRow(at point: Point) -> Int? {
    guard point.x >= 0, point.x < bounds.width, point.y >= 0 else { return nil }
    let index = Int(point.y / rowHeight)
    return index < rows.count ? index : nil
  }

  /// The rectangle of row `index` in the list's content coordinates.
  public final func rectForRow(_ index: Int) -> Rect {
    Rect(x: 0, y: Double(index) * rowHeight, width: bounds.width, height: rowHeight)
  }

  /// Scrolls (at once) so that row `index` is fully visible.
  public final func scrollToRow(_ index: Int) {
    guard rows.indices.contains(index) else { return }
    let rect = rectForRow(index)
    if rect.minY < contentOffset {
      contentOffset = rect.minY
    } else if rect.maxY > contentOffset + bounds.height {
      contentOffset = rect.maxY - bounds.height
    }
  }

  // MARK: Rows

  final func reloadRows() {
    while rowViews.count > rows.count { rowViews.removeLast().removeFromSuperview() }
    while rowViews.count < rows.count {
      let view = ListRowView()
      rowViews.append(view)
      addSubview(view)
    }
    for (index, row) in rows.enumerated() { rowViews[index].row = row }
    physics.maximumOffset = maximumOffset
    physics.offset = min(max(physics.offset, 0), maximumOffset)
    applyOffset()
    updateHighlights()
    setNeedsLayout()
  }

  final func updateHighlights() {
    for (index, view) in rowViews.enumerated() {
      let marked =
        selectionStyle != .none
        && (index == highlightedIndex || (selectionStyle == .persistent && index == selectedIndex))
      view.backgroundColor = marked ? selectionColor : nil
      view.accessibilityTraits = index == selectedIndex ? [.button, .selected] : .button
    }
  }

  /// The size that shows every row whole: as wide as the widest row needs (its insets, its
  /// icon and its title on one line, in ``font`` at the window's text size), as tall as
  /// ``contentSize``; in points, whatever `size` offers.
  open override func sizeThatFits(_ size: Size) -> Size {
    let shownFont =
      adjustsFontForContentSizeCategory
      ? window.map { $0.preferredContentSizeCategory.scaledFont(for: font) } ?? font : font
    let measurer = TextMeasurement.current
    var width = 0.0
    for row in rows {
      let icon = row.icon == nil ? 0 : Swift.min(iconSize, rowHeight) + contentInset
      let title =
        row.title.isEmpty
        ? 0 : measurer.size(of: row.title, font: shownFont, constrainedToWidth: nil).width
      width = Swift.max(width, 2 * contentInset + icon + title)
    }
    return Size(width: width, height: contentSize.height)
  }

  /// Places the rows and their icons and titles (leading edge first, flipped right to left).
  open override func layoutSubviews() {
    physics.dimension = bounds.height
    physics.maximumOffset = maximumOffset
    let rtl = isRightToLeft
    for (index, view) in rowViews.enumerated() {
      AnimationContext.performWithoutAnimation {
        view.frame = rectForRow(index)
        view.layout(
          font: font, adjustsFont: adjustsFontForContentSizeCategory, textColor: textColor,
          alignment: textAlignment == .natural ? (rtl ? .right : .left) : textAlignment,
          iconColor: iconTintColor ?? tintColor, iconSize: iconSize,
          inset: contentInset, rightToLeft: rtl)
      }
    }
  }

  // MARK: Selection

  /// Chooses row `index` (as a tap would): selects it and calls ``selectionHandler``.
  public final func selectRow(_ index: Int) {
    guard rows.indices.contains(index) else { return }
    selectedIndex = index
    updateHighlights()
    selectionHandler?(index, rows[index])
  }

  /// Clears the selection without calling the handler.
  public final func deselect() {
    selectedIndex = nil
    updateHighlights()
  }

  final func setHighlighted(_ index: Int?) {
    highlightedIndex = index
    updateHighlights()
  }

  // MARK: Overrides (the behaviour is in ListView+Interaction.swift)

  /// Highlights the touched row, or stops a moving list (that touch then selects nothing).
  open override func touchesBegan(_ touches: [Touch]) { rowTouchesBegan(touches) }
  /// Keeps the highlight while the finger stays on its row.
  open override func touchesMoved(_ touches: [Touch]) { rowTouchesMoved(touches) }
  /// Selects the highlighted row.
  open override func touchesEnded(_ touches: [Touch]) { rowTouchesEnded(touches) }
  /// Clears the highlight (a scroll took the touch).
  open override func touchesCancelled(_ touches: [Touch]) { rowTouchesCancelled(touches) }
  /// A list with rows takes the keyboard focus.
  open override var canBecomeFocused: Bool { !rows.isEmpty }
  /// Up and down move the cursor (the highlighted row); return and space choose it.
  open override func pressesBegan(_ event: KeyEvent) -> Bool {
    listPressesBegan(event) ?? super.pressesBegan(event)
  }
  /// Losing the focus hides the cursor; gaining it from the keyboard shows it.
  open override func focusDidChange(isFocused: Bool) { listFocusDidChange(isFocused: isFocused) }
  /// None: the highlighted row (the keyboard's cursor) shows the focus, as a table's does.
  open override var focusEffect: FocusEffect? { nil }
  /// One button element per row, titled, `selected` on the chosen one; activating selects.
  open override var accessibilityElements: [AccessibilityElement]? { rowElements }
}
