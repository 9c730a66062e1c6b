import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews

/// What the playground draws around the controls, as display lists built from Scene's own
/// views (labels, rounded cards): the home screen's title, cards and names, and a control
/// screen's back button, title and hint line. Rebuilt only when something in it changes.
@MainActor
enum PlaygroundChrome {
  /// The home screen's background.
  static let background = Color(hex: 0x0E_0E_10)
  /// A card's background.
  static let card = Color(hex: 0x1C_1C_1E)
  /// The highlight of the hovered or focused card.
  static let accent = Color(hex: 0x0A_84_FF)
  /// The font of a tile's name ("2  Dial menu").
  static let tileNameFont = Font.systemFont(ofSize: 15, weight: .medium)

  /// A tile's name: its number (the key that opens it) and the control's display name.
  static func tileName(_ index: Int, _ name: String) -> String { "\(index + 1)  \(name)" }

  /// The home screen: title, subtitle, cards with names (previews are drawn over the cards'
  /// preview rectangles afterwards), the hint line.
  static func home(
    layout: PlaygroundLayout, names: [String], highlighted: Int?, hint: String
  ) -> DisplayList {
    let window = Window(size: layout.size)
    window.backgroundColor = background
    let root = window.rootView
    root.addSubview(
      label(
        "DynamicMenus", in: layout.title, font: .systemFont(ofSize: 30, weight: .semibold),
        color: .white, alignment: .left))
    root.addSubview(
      label(
        "Physics-driven, animated menu controls, re-created from five iOS tutorials.",
        in: layout.subtitle, font: .systemFont(ofSize: 15), color: Color(white: 0.62),
        alignment: .left))
    for (index, tile) in layout.tiles.enumerated() where index < names.count {
      let card = View(frame: tile.card)
      card.backgroundColor = Self.card
      card.layer.cornerRadius = 14
      if index == highlighted {
        card.layer.borderWidth = 2
        card.layer.borderColor = accent
      }
      root.addSubview(card)
      root.addSubview(
        label(
          tileName(index, names[index]), in: tile.name, font: tileNameFont, color: .white,
          alignment: .center))
    }
    root.addSubview(
      label(
        hint, in: layout.hint, font: .systemFont(ofSize: 13), color: Color(white: 0.62),
        alignment: .center))
    return flatten(window)
  }

  /// A control's screen, drawn over the control: the back button, the control's name and the
  /// hint line, in colours that read on the control's background.
  static func control(
    layout: PlaygroundLayout, title: String, hint: String, background: Color, backPressed: Bool
  ) -> DisplayList {
    let window = Window(size: layout.size)
    window.backgroundColor = .clear
    window.rootView.backgroundColor = nil
    let light = luminance(background) > 0.5
    let ink = light ? Color(white: 0.1) : Color(white: 0.96)
    let muted = light ? Color(white: 0.35) : Color(white: 0.68)
    let button = View(frame: layout.back)
    button.backgroundColor =
      light
      ? Color(white: 0, alpha: backPressed ? 0.2 : 0.08)
      : Color(white: 1, alpha: backPressed ? 0.3 : 0.14)
    button.layer.cornerRadius = layout.back.height / 2
    window.rootView.addSubview(button)
    window.rootView.addSubview(
      label(
        "‹  Home", in: layout.back, font: .systemFont(ofSize: 15, weight: .medium),
        color: ink, alignment: .center))
    let titleFrame = Rect(
      x: layout.back.maxX + 8, y: layout.back.minY,
      width: Swift.max(layout.size.width - 2 * (layout.back.maxX + 8), 1),
      height: layout.back.height)
    window.rootView.addSubview(
      label(
        title, in: titleFrame, font: .systemFont(ofSize: 16, weight: .semibold), color: ink,
        alignment: .center))
    window.rootView.addSubview(
      label(
        hint, in: layout.hint, font: .systemFont(ofSize: 13), color: muted,
        alignment: .center))
    return flatten(window)
  }

  /// Relative luminance of a colour's sRGB components (Rec. 709 weights), 0…1.
  static func luminance(_ c: Color) -> Double {
    0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
  }

  static func label(
    _ text: String, in frame: Rect, font: Font, color: Color, alignment: TextAlignment
  ) -> Label {
    let label = Label(frame: frame)
    label.text = text
    label.font = font
    label.textColor = color
    label.textAlignment = alignment
    return label
  }

  static func flatten(_ window: Window) -> DisplayList {
    window.layoutPass()
    return DisplayList(
      layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
      measurer: PangoTextMeasurer())
  }
}
