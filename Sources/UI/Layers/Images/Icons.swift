import DynamicMenusGeometry

/// The package's icons: line drawings on a 24-point grid, stroked 2 points wide with round caps
/// and joins, as template images (drawn in the tint). No bitmaps, so they are sharp at any
/// size and scale; they stay clear at 24 pt.
///
/// ```swift
/// let icon = ImageLayer()
/// icon.image = Icons.download
/// icon.tintColor = .white
/// ```
///
/// The twelve ``zodiac`` glyphs (the radial menu's items, as in the COSMOS app) are stylised
/// versions of the astrological signs ♈ … ♓.
public nonisolated enum Icons {
  /// × : close, dismiss.
  public static let close = icon("M6 6L18 18M18 6L6 18")
  /// + : add, open.
  public static let plus = icon("M12 5V19M5 12H19")
  /// An arrow down into a tray (open, with rounded bottom corners).
  public static let download = icon(
    "M21 15V19C21 20.1 20.1 21 19 21H5C3.9 21 3 20.1 3 19V15; M7 10L12 15L17 10; M12 15V3")
  /// An arrow up out of a tray.
  public static let upload = icon(
    "M21 15V19C21 20.1 20.1 21 19 21H5C3.9 21 3 20.1 3 19V15; M17 8L12 3L7 8; M12 3V15")
  /// An envelope.
  public static let mail = icon("roundedRect 2 4 20 16 2; M22 6L12 13L2 6")
  /// A gear: settings.
  public static let gear = Image(
    shapes: [stroke(gearOutline()), stroke(circle(12, 12, 3))], renderingMode: .alwaysTemplate)
  /// An "i" in a circle: about, information.
  public static let info = icon("circle 12 12 10; M12 16V11; disc 12 7.8 1.3")
  /// A head and shoulders: a person, an account.
  public static let person = icon(
    "M20 21v-2C20 16.8 18.2 15 16 15H8C5.8 15 4 16.8 4 19v2; circle 12 7 4")
  /// Three bars: a menu (hamburger).
  public static let menu = icon("M3 6H21M3 12H21M3 18H21")
  /// A tick: done, confirm.
  public static let checkmark = icon("M4 12.5L9.5 18L20 6")
  /// A magnifying glass: search.
  public static let search = icon("circle 10.5 10.5 6.5; M15.5 15.5L21 21")
  /// A heart: favourite.
  public static let heart = icon(
    """
    M12 20.5C7 16.5 3 13 3 8.8C3 6 5.1 4 7.6 4C9.4 4 11 5 12 6.6
    C13 5 14.6 4 16.4 4C18.9 4 21 6 21 8.8C21 13 17 16.5 12 20.5Z
    """)
  /// A five-pointed star.
  public static let star = Image(shapes: [stroke(starOutline())], renderingMode: .alwaysTemplate)
  /// A trash can: delete.
  public static let trash = icon(
    "M3 6H21; M8 6V4H16V6; M5.5 6L6.5 21H17.5L18.5 6; M10 10.5V16.5M14 10.5V16.5")

  /// Every named icon with its name, in declaration order (the zodiac excluded).
  public static let all: [(name: String, image: Image)] = [
    ("close", close), ("plus", plus), ("download", download), ("upload", upload), ("mail", mail),
    ("gear", gear), ("info", info), ("person", person), ("menu", menu),
    ("checkmark", checkmark), ("search", search), ("heart", heart), ("star", star),
    ("trash", trash),
  ]

  /// The side of the grid the icons are drawn on, and their natural size, in points: 24.
  public static let gridSide = 24.0

  // MARK: Building

  /// The pen width: 2 grid points.
  static let lineWidth = 2.0 / gridSide

  /// A template image of shapes on the 24-point grid, each ended by `;`: SVG path data,
  /// `circle x y r`, `roundedRect x y width height radius` (all stroked), or `disc x y r`
  /// (filled). One string, parsed once when the icon is first used: the icons as code (an
  /// array of shapes built in each icon's initializer) cost the WebAssembly module 26 KB.
  static func icon(_ drawing: String) -> Image {
    let shapes = drawing.split(separator: ";").map { part -> Image.Shape in
      let words = part.split(whereSeparator: { $0 == " " || $0 == "\n" })
      let numbers = words.dropFirst().compactMap { Double(String($0)) }
      switch (words.first.map(String.init) ?? "", numbers.count) {
      case ("circle", 3): return stroke(circle(numbers[0], numbers[1], numbers[2]))
      case ("disc", 3): return .filled(circle(numbers[0], numbers[1], numbers[2]))
      case ("roundedRect", 5):
        let box = grid(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        return stroke(Path(roundedRect: box, cornerRadius: numbers[4] / 24))
      default: return stroke(svg(String(part)))
      }
    }
    return Image(shapes: shapes, renderingMode: .alwaysTemplate)
  }

  /// The 2-point stroke of `path`.
  static func stroke(_ path: Path) -> Image.Shape { .stroked(path, lineWidth: lineWidth) }

  /// SVG path data on the 24-point grid, scaled into the unit box.
  static func svg(_ d: String) -> Path {
    do {
      return try Path(svgPathData: d).applying(toUnitBox)
    } catch {
      preconditionFailure("Icons: bad built-in path data \"\(d)\": \(error)")
    }
  }

  /// A circle on the grid, in the unit box.
  static func circle(_ x: Double, _ y: Double, _ r: Double) -> Path {
    Path(circleCenter: Point(x: x, y: y), radius: r).applying(toUnitBox)
  }

  /// A rectangle on the grid, in the unit box.
  static func grid(_ r: Rect) -> Rect { r.applying(toUnitBox) }

  /// From the 24-point grid to the unit box.
  static let toUnitBox = AffineTransform(scaleX: 1 / gridSide, y: 1 / gridSide)

  /// A gear of eight teeth about (12, 12): teeth out to radius 10.5, the rim at 7.5.
  static func gearOutline() -> Path {
    var points: [Point] = []
    for k in 0..<8 {
      let a = Double(k) * .pi / 4
      for (r, da) in [(7.5, -0.33), (10.5, -0.19), (10.5, 0.19), (7.5, 0.33)] {
        points.append(Point(x: 12, y: 12) + Vector(angle: a + da, length: r))
      }
    }
    return Path(polygon: points).applying(toUnitBox)
  }

  /// A five-pointed star about (12, 12.5), outer radius 10, inner 4.2, a point at the top.
  static func starOutline() -> Path {
    let points = (0..<10).map { i -> Point in
      let r = i % 2 == 0 ? 10.0 : 4.2
      return Point(x: 12, y: 12.8) + Vector(angle: -.pi / 2 + Double(i) * .pi / 5, length: r)
    }
    return Path(polygon: points).applying(toUnitBox)
  }
}
