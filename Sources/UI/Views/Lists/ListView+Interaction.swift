import DynamicMenusGeometry
import DynamicMenusLayers

/// Lets the list's pan begin only when the list can scroll.
final class ListPanGate: GestureRecognizerDelegate {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  @Weak package var list: ListView?
  /// Only a drag more along than across: a vertical list leaves a sideways pan to the
  /// views around it (a menu's, a swipe's), as UIScrollView does.
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard let list else { return false }
    let t = list.pan.translation(in: list)
    return list.isScrollEnabled && (list.contentOverflows || list.alwaysBounceVertical)
      && abs(t.dy) >= abs(t.dx)
  }
}

extension ListView {
  // MARK: Scrolling

  func handlePan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      physics.dimension = bounds.height
      physics.maximumOffset = maximumOffset
      physics.beginDrag()
      setHighlighted(nil)
      physics.drag(translation: pan.translation(in: self).dy)
      applyOffset()
    case .changed:
      physics.drag(translation: pan.translation(in: self).dy)
      applyOffset()
    case .ended, .cancelled:
      physics.endDrag(fingerVelocity: pan.state == .ended ? pan.velocity(in: self).dy : 0)
      startMotion()
    default:
      break
    }
  }

  /// Steps the physics every frame until the list comes to rest.
  func startMotion() {
    guard physics.isMoving, let window else { return }
    if let displayLink, !displayLink.isInvalidated { return }
    let link = DisplayLink { [owner = Weak(self)] link in
      guard let self = owner.object else { return link.invalidate() }
      self.physics.step(link.duration)
      self.applyOffset()
      if !self.physics.isMoving { link.invalidate() }
    }
    displayLink = link
    link.add(to: window)
  }

  // MARK: Touches (row selection)

  /// Highlights the touched row, or stops a moving list (that touch then selects nothing).
  func rowTouchesBegan(_ touches: [Touch]) {
    guard trackedTouch == nil, let touch = touches.first else { return }
    trackedTouch = touch.identifier
    if physics.isMoving {
      physics.stop()
      applyOffset()
      startMotion()
      touchStoppedScrolling = true
      return
    }
    touchStoppedScrolling = false
    setHighlighted(indexForRow(at: convert(touch.location, from: nil)))
  }

  /// Keeps the highlight while the finger stays on its row.
  func rowTouchesMoved(_ touches: [Touch]) {
    guard let touch = touches.first(where: { $0.identifier == trackedTouch }),
      !touchStoppedScrolling, let index = highlightedIndex
    else { return }
    if !rectForRow(index).contains(convert(touch.location, from: nil)) { setHighlighted(nil) }
  }

  /// Selects the highlighted row.
  func rowTouchesEnded(_ touches: [Touch]) {
    guard touches.contains(where: { $0.identifier == trackedTouch }) else { return }
    trackedTouch = nil
    let index = touchStoppedScrolling ? nil : highlightedIndex
    setHighlighted(nil)
    if let index { selectRow(index) }
  }

  /// Clears the highlight (a scroll took the touch).
  func rowTouchesCancelled(_ touches: [Touch]) {
    guard touches.contains(where: { $0.identifier == trackedTouch }) else { return }
    trackedTouch = nil
    setHighlighted(nil)
  }

  // MARK: Keys

  /// Up and down move the cursor (the highlighted row); return and space choose it.
  func listPressesBegan(_ event: KeyEvent) -> Bool? {
    switch event.key {
    case .up, .down:
      guard !rows.isEmpty else { return nil }
      let step = event.key == .down ? 1 : -1
      let start = highlightedIndex ?? selectedIndex ?? (step > 0 ? -1 : rows.count)
      let next = min(max(start + step, 0), rows.count - 1)
      setHighlighted(next)
      scrollToRow(next)
      return true
    case .return, .space:
      guard let index = highlightedIndex else { return nil }
      selectRow(index)
      return true
    default:
      return nil
    }
  }

  /// Losing the focus hides the cursor. Gaining it from the keyboard (tab) puts the cursor on
  /// the selected row, else the first: the row's highlight is the list's focus indicator. A
  /// list that takes the focus while touches drive the window (a menu a swipe showed) shows
  /// nothing until the first arrow.
  func listFocusDidChange(isFocused: Bool) {
    guard isFocused else {
      setHighlighted(nil)
      return
    }
    guard window?.interactionMode == .keyboard, highlightedIndex == nil, !rows.isEmpty else {
      return
    }
    let index = selectedIndex ?? 0
    setHighlighted(index)
    scrollToRow(index)
  }

  // MARK: Accessibility

  /// One button element per row, titled, `selected` on the chosen one; activating selects.
  var rowElements: [AccessibilityElement] {
    rows.indices.map { index in
      let element = AccessibilityElement(
        label: rows[index].title,
        traits: index == selectedIndex ? [.button, .selected] : .button)
      element.container = self
      element.frameInContainer = rectForRow(index)
      element.onActivate = { [owner = Weak(self)] in
        owner.object?.selectRow(index)
        return owner.object != nil
      }
      return element
    }
  }
}

/// One row of a ``ListView``: a background for the highlight, an icon and a title label.
final class ListRowView: View {
  let titleLabel = Label()
  let iconView = ImageView()
  var row = ListView.Row(title: "") {
    didSet {
      titleLabel.text = row.title
      iconView.image = row.icon
      iconView.isHidden = row.icon == nil
    }
  }

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    titleLabel.isAccessibilityElement = false
    iconView.isHidden = true
    addSubview(iconView)
    addSubview(titleLabel)
  }

  func layout(
    font: Font, adjustsFont: Bool, textColor: Color, alignment: TextAlignment,
    iconColor: Color, iconSize: Double, inset: Double, rightToLeft: Bool
  ) {
    titleLabel.font = font
    titleLabel.adjustsFontForContentSizeCategory = adjustsFont
    titleLabel.textColor = textColor
    titleLabel.textAlignment = alignment
    iconView.tintColor = iconColor
    var textMinX = inset
    var textMaxX = bounds.width - inset
    if row.icon != nil {
      let side = min(iconSize, bounds.height)
      let x = rightToLeft ? bounds.width - inset - side : inset
      iconView.frame = Rect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
      if rightToLeft { textMaxX -= side + inset } else { textMinX += side + inset }
    }
    titleLabel.frame = Rect(
      x: textMinX, y: 0, width: max(0, textMaxX - textMinX), height: bounds.height)
  }
}
