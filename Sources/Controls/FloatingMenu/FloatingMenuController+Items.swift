public import DynamicMenusGeometry
public import DynamicMenusLayers
import DynamicMenusViews

/// The items: a button and a label each (the tutorial's `viewDidLoad`, which added the
/// buttons and made the labels).
extension FloatingMenuController {
  /// One entry of the menu: its label's title, its button's icon and colour and, if wanted,
  /// its own action (given to the button as ``FloatingButton/handler``).
  ///
  /// Two items are equal when their fields are and they share the handler (copies of one
  /// item do; two closures are never compared).
  public struct Item: Hashable {
    /// The label's text (also the button's accessibility label).
    public var title: String
    /// The button's icon, tinted white; nil for none.
    public var image: Image?
    /// The button's colour. Default ``FloatingMenuPalette/flatBlue``.
    public var backgroundColor: Color
    /// This item's own action: called when it is chosen, after the menu's delegate and
    /// ``FloatingMenuController/onSelect``. Default nil.
    public var handler: ((FloatingMenuController) -> Void)? {
      get { action?.body }
      set { action = newValue.map(ItemAction.init) }
    }
    private var action: ItemAction<FloatingMenuController>?

    /// Creates an item.
    public init(
      title: String, image: Image? = nil, backgroundColor: Color = FloatingMenuPalette.flatBlue,
      handler: ((FloatingMenuController) -> Void)? = nil
    ) {
      self.title = title
      self.image = image
      self.backgroundColor = backgroundColor
      self.handler = handler
    }

    /// Equal titles, images, colours and the same handler (or none).
    public static func == (a: Item, b: Item) -> Bool {
      a.title == b.title && a.image == b.image && a.backgroundColor == b.backgroundColor
        && a.action === b.action
    }

    /// Hashes the title, the image and the colour.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(image)
      hasher.combine(backgroundColor)
    }
  }

  /// Replaces the buttons and titles with one per item.
  public func setItems(_ items: [Item]) {
    let buttons = items.map { item in
      let button = FloatingButton(image: item.image, backgroundColor: item.backgroundColor)
      button.handler = item.handler
      return button
    }
    labelTitles = items.map { $0.title }
    buttonItems = buttons
  }

  // MARK: Building the items (the tutorial's viewDidLoad)

  /// Adds the buttons and makes the labels, in the z-order: backdrop, labels, buttons,
  /// close button.
  func rebuildItems(removing old: [FloatingButton]) {
    for button in old where !buttonItems.contains(where: { $0 === button }) {
      button.removeFromSuperview()
    }
    for label in buttonLabels { label.removeFromSuperview() }
    buttonLabels = []
    labelSizeCategory = textSize
    for (index, title) in labelTitles.prefix(buttonItems.count).enumerated() {
      let label = makeLabel(title)
      label.name = "label \(index)"
      insertSubview(label, belowSubview: closeButton)
      buttonLabels.append(label)
    }
    for (index, button) in buttonItems.enumerated() {
      button.name = button.name ?? "button \(index)"
      insertSubview(button, belowSubview: closeButton)
      if !wiredButtons.contains(where: { $0 === button }) {
        wiredButtons.append(button)
        button.addAction(for: .primaryActionTriggered) { [owner = Weak(self)] tapped in
          owner.object?.handleMenuButton(tapped)
        }
      }
    }
    wiredButtons.removeAll { wired in !buttonItems.contains { $0 === wired } }
    // New buttons and labels start closed, on the floating button; then everything goes
    // where the menu's state puts it (at once at rest, by spring in flight).
    let layout = currentLayout()
    View.performWithoutAnimation {
      for (index, button) in buttonItems.enumerated() {
        if !old.contains(where: { $0 === button }) || phase == .closed {
          button.layer.removeAllAnimations()
          button.center = layout.center
          button.transform = AffineTransform(rotationAngle: .pi)
          button.alpha = 0
        }
        if index < buttonLabels.count {
          let label = buttonLabels[index]
          label.center = layout.labelCenter(at: index, isOpen: false)
          label.alpha = 0
        }
      }
    }
    relayoutIfNeeded(force: true)
  }

  /// The text size the labels follow: the one of the window the menu is in, or opens in.
  var textSize: ContentSizeCategory {
    (window ?? fromView.window)?.preferredContentSizeCategory ?? .large
  }

  /// Sizes `label` to its one line of text in `category` plus ``labelPadding`` (measured
  /// here, not by the label: it may not be in the window yet).
  func sizeLabel(_ label: Label, for category: ContentSizeCategory) {
    // An empty title (an icon-only item, as circular menus often have) shows no plate.
    guard let title = label.text, !title.isEmpty else {
      label.bounds.size = .zero
      return
    }
    let font = category.scaledFont(for: label.font)
    let measurer = TextMeasurement.current
    var text = measurer.size(of: title, font: font, constrainedToWidth: nil)
    text.height = Swift.min(text.height, measurer.metrics(of: font).lineHeight)  // one line
    label.bounds.size = Size(
      width: text.width + Self.labelPadding.width, height: text.height + Self.labelPadding.height)
  }

  /// Sizes the labels again when the text size changed since they were sized (the layout
  /// then differs, and the next relayout moves them).
  func resizeLabelsIfNeeded() {
    let category = textSize
    guard labelSizeCategory != category else { return }
    labelSizeCategory = category
    View.performWithoutAnimation {
      for label in buttonLabels { sizeLabel(label, for: category) }
    }
  }

  /// A label as the tutorial makes it: centred light text on a rounded white plate, sized
  /// to the text plus ``labelPadding``. Tapping it chooses its item.
  func makeLabel(_ title: String) -> Label {
    let label = Label()
    label.text = title
    label.textColor = shownLook.labelTextColor
    label.textAlignment = .center
    label.font = configuration.labelFont
    label.adjustsFontForContentSizeCategory = true
    label.isAccessibilityElement = false
    View.performWithoutAnimation {
      label.backgroundColor = shownLook.labelBackgroundColor
      sizeLabel(label, for: labelSizeCategory)
      label.layer.cornerRadius = Self.labelCornerRadius
      label.clipsToBounds = true
    }
    label.isUserInteractionEnabled = true
    label.addGestureRecognizer(
      TapGestureRecognizer { [owner = Weak(self), label = Weak(label)] tap in
        guard tap.state == .ended, let self = owner.object, let label = label.object,
          let index = self.buttonLabels.firstIndex(where: { $0 === label })
        else { return }
        self.select(index)
      })
    return label
  }
}
