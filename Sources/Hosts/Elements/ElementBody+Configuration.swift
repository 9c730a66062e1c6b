import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// A control's configuration as the elements set it: its attribute table, its range check and
/// its defaults.
protocol ElementConfiguration: Equatable, Sendable {
  static var attributes: [ControlAttribute<Self>] { get }
  var validationFailure: String? { get }
  init()
}

extension DialMenu.Configuration: ElementConfiguration {}
extension RadialMenu.Configuration: ElementConfiguration {}
extension ConfirmActionButton.Configuration: ElementConfiguration {}
extension FloatingMenuController.Configuration: ElementConfiguration {}
extension SlideMenu.Configuration: ElementConfiguration {}

/// An attribute the configuration did not take, and the warning saying why.
struct Refusal {
  /// The attribute's name, kebab-case.
  var name: String
  /// The warning: the attribute, the value, why, and the default used instead.
  var warning: String
}

extension ElementBody {
  /// Sets the control's configuration to its defaults, then `style`, then `attributes` (name,
  /// text, in the order the page set them); returns each attribute refused (the field keeps
  /// what the style gave it), the newest last.
  func configure(style: ElementStyle, attributes: [(name: String, text: String)])
    -> [Refusal]
  {
    var warnings: [Refusal] = []
    let tint = style.tint
    let text = style.textColor
    let size = style.validFontSize
    switch self {
    case .dialMenu(let dial):
      dial.configuration = Self.configured(attributes, &warnings) {
        (_: inout DialMenu.Configuration) in
      }
    case .radialMenu(let menu):
      menu.configuration = Self.configured(attributes, &warnings) {
        (c: inout RadialMenu.Configuration) in
        if let tint {
          c.appearance.ringColor = tint
          c.appearance.iconColor = tint
        }
      }
    case .confirmButton(let button):
      button.configuration = Self.configured(attributes, &warnings) {
        (c: inout ConfirmActionButton.Configuration) in
        if let tint { c.ringColor = tint }
        if let item = style.itemColor { c.faceColor = item }
        if let text {
          c.titleColor = text
          c.labelColor = text
        }
        if let size { c.titleFont = c.titleFont.withSize(size) }
      }
    case .floatingMenu(let menu, let fab):
      if let tint { fab.circleColor = tint }
      menu.configuration = Self.configured(attributes, &warnings) {
        (c: inout FloatingMenuController.Configuration) in
        if let text { c.labelTextColor = text }
        if let size { c.labelFont = c.labelFont.withSize(size) }
      }
    case .slideMenu(let menu):
      menu.configuration = Self.configured(attributes, &warnings) {
        (c: inout SlideMenu.Configuration) in
        if let tint { c.menuBackgroundColor = tint }
        if let text { c.tableSettings.textColor = text }
        if let size { c.tableSettings.font = c.tableSettings.font.withSize(size) }
        if let item = style.itemColor { c.tableSettings.iconTintColor = item }
      }
    }
    return warnings
  }

  /// The defaults with `style` applied, then the attributes in the table's order, so the
  /// configuration depends on which attributes are set, not on the order they were set in
  /// (the floating layout's three read as one: FloatingLayoutAttributes.swift). A value not
  /// of its field's kind takes the default; then, while the whole breaks a rule across fields
  /// (the dial's minimum scale above its maximum), the attribute set last is refused, so a
  /// page's newest change is the one given up.
  private static func configured<C: ElementConfiguration>(
    _ attributes: [(name: String, text: String)], _ warnings: inout [Refusal],
    style: (inout C) -> Void
  ) -> C {
    var styled = C()
    style(&styled)
    var configuration = styled
    let fields = C.attributes
    settle(
      attributes, names: fields.map { $0.name }, &warnings,
      restart: { configuration = styled },
      apply: { field, text in
        fields[field].apply(text, to: &configuration, defaults: styled, validate: { _ in nil })
      },
      failure: { configuration.validationFailure },
      refusal: { field, text, failure in
        fields[field].refusal(text, because: failure, defaults: styled)
      })
    return configuration
  }

  /// `configured`'s steps for any configuration, through its table's attribute `names` and
  /// closures on the configuration being built: `restart` sets it to the styled defaults,
  /// `apply` sets field i from text (the warning when it refuses it), `failure` is its
  /// `validationFailure`, `refusal` the warning for field i's text refused for a failure.
  /// Generic, this loop was compiled once per control (5.5 KB of WebAssembly each).
  private static func settle(
    _ attributes: [(name: String, text: String)], names: [String], _ warnings: inout [Refusal],
    restart: () -> Void, apply: (Int, String) -> String?, failure: () -> String?,
    refusal: (Int, String, String) -> String
  ) {
    var taken = attributes
    func build() {
      restart()
      for (field, name) in names.enumerated() {
        guard let text = taken.last(where: { $0.name == name })?.text else { continue }
        if let warning = apply(field, text) {
          warnings.append(Refusal(name: name, warning: warning))
          taken.removeAll { $0.name == name }
        }
      }
    }
    build()
    while let failure = failure(), let newest = taken.popLast() {
      if let field = names.firstIndex(of: newest.name) {
        warnings.append(
          Refusal(name: newest.name, warning: refusal(field, newest.text, failure)))
      }
      build()
    }
  }

  /// The attribute names of the kind's configuration, kebab-case, in the table's order.
  static func attributeNames(of kind: ElementKind) -> [String] {
    switch kind {
    case .dialMenu: DialMenu.Configuration.attributes.map { $0.name }
    case .radialMenu: RadialMenu.Configuration.attributes.map { $0.name }
    case .confirmButton: ConfirmActionButton.Configuration.attributes.map { $0.name }
    case .floatingMenu: FloatingMenuController.Configuration.attributes.map { $0.name }
    case .slideMenu: SlideMenu.Configuration.attributes.map { $0.name }
    }
  }

  /// The kebab-case name of the field named `name` (its attribute or its property); nil for
  /// a name the kind has not.
  func attributeName(_ name: String) -> String? {
    switch self {
    case .dialMenu: Self.field(name, DialMenu.Configuration.self)
    case .radialMenu: Self.field(name, RadialMenu.Configuration.self)
    case .confirmButton: Self.field(name, ConfirmActionButton.Configuration.self)
    case .floatingMenu: Self.field(name, FloatingMenuController.Configuration.self)
    case .slideMenu: Self.field(name, SlideMenu.Configuration.self)
    }
  }

  private static func field<C: ElementConfiguration>(_ name: String, _: C.Type) -> String? {
    C.attributes.first { $0.name == name || $0.property == name }?.name
  }

  /// The value of attribute `name` in the control's configuration now, as text; nil for a
  /// name the kind has not.
  func attribute(_ name: String) -> String? {
    switch self {
    case .dialMenu(let dial): Self.read(name, dial.configuration)
    case .radialMenu(let menu): Self.read(name, menu.configuration)
    case .confirmButton(let button): Self.read(name, button.configuration)
    case .floatingMenu(let menu, _): Self.read(name, menu.configuration)
    case .slideMenu(let menu): Self.read(name, menu.configuration)
    }
  }

  private static func read<C: ElementConfiguration>(_ name: String, _ configuration: C) -> String? {
    C.attributes.first { $0.name == name || $0.property == name }?.read(configuration)
  }

  /// Replaces the control's items with `items`, drawn in `style`'s colours where an item has
  /// none. Returns a warning when the control cannot show them as they are: the radial menu
  /// shows 2…24 items, so with fewer it hides (keeping its last items) and with more it
  /// shows the first 24.
  func setItems(_ items: [ElementItem], style: ElementStyle) -> String? {
    switch self {
    case .dialMenu(let dial):
      dial.itemViews = items.map { item in
        let bubble = MenuItem(title: item.label, color: item.color ?? style.itemColor)
        bubble.color = item.drawnColor(bubble.color)
        if let text = style.textColor { bubble.titleLabel.textColor = text }
        if let size = style.validFontSize {
          bubble.titleLabel.font = bubble.titleLabel.font.withSize(size)
        }
        return bubble
      }
    case .radialMenu(let menu):
      let limit = RadialMenu.maximumItemCount
      menu.isHidden = items.count < 2
      guard items.count >= 2 else {
        return items.isEmpty
          ? nil : "dm-radial-menu needs 2…\(limit) items, has \(items.count): hidden until it has 2"
      }
      menu.items = items.prefix(limit).map { RadialMenu.Item(title: $0.label, image: $0.icon) }
      if items.count > limit {
        return
          "dm-radial-menu shows at most \(limit) items, has \(items.count): the first \(limit) shown"
      }
    case .confirmButton:
      break
    case .floatingMenu(let menu, _):
      menu.setItems(
        items.map {
          FloatingMenuController.Item(
            title: $0.label, image: $0.icon,
            backgroundColor: $0.drawnColor(style.itemColor ?? FloatingMenuPalette.flatBlue))
        })
    case .slideMenu(let menu):
      menu.options = items.map { SlideMenu.Option(title: $0.label, icon: $0.icon) }
    }
    return nil
  }
}
