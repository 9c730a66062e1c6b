/// An sRGB colour with straight (not premultiplied) alpha, components 0…1 (`UIColor`).
///
/// Colour lives beside the geometry because everything from animations to renderers
/// reads it. Animations interpolate it component-wise in sRGB, as Core Animation does.
///
/// ```swift
/// let tint = Color(red: 0, green: 0.47, blue: 0.39)       // the slide menu's colour
/// let glass = Color.white.withAlphaComponent(0.3)
/// let cosmos = Color(hex: 0x2F_A4_FF)
/// ```
public struct Color: Hashable, Sendable {
  /// Red, 0…1. Values outside are kept (extended range) and clamped by renderers.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from sRGB components and alpha, each 0…1. Default alpha 1.
  @inlinable
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey of the given white level, 0 (black) … 1 (white).
  @inlinable
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from a 24-bit `0xRRGGBB` value.
  @inlinable
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness, each 0…1 (`UIColor(hue:…)`); hue wraps.
  public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let i = Int(h) % 6
    let f = h - h.rounded(.down)
    let v = brightness, s = saturation
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch i {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// The same colour with a different alpha.
  @inlinable
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour darkened or lightened: each component multiplied by `factor`
  /// (0.8 gives the pressed shade of a button), alpha kept.
  @inlinable
  public func scaledBrightness(by factor: Double) -> Color {
    Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha)
  }

  /// Component-wise interpolation in sRGB: `self + t·(other − self)`.
  @inlinable
  public func interpolated(to o: Color, fraction t: Double) -> Color {
    Color(
      red: red + (o.red - red) * t, green: green + (o.green - green) * t,
      blue: blue + (o.blue - blue) * t, alpha: alpha + (o.alpha - alpha) * t)
  }

  /// Whether every component is finite.
  @inlinable
  public var isFinite: Bool {
    red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
  }

  /// Relative luminance of the sRGB values, `0.2126 R + 0.7152 G + 0.0722 B` (the weights the
  /// blur styles' saturation step preserves).
  @inlinable
  public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

  /// `#RRGGBB` (alpha ignored), components clamped to 0…1 and rounded (NaN reads as 0).
  public var hexString: String {
    func byte(_ v: Double) -> String {
      let b = v.isNaN ? 0 : Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }

  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// Fully transparent black.
  public static let clear = Color(white: 0, alpha: 0)
  /// UIKit's `darkGray`: white 1/3.
  public static let darkGray = Color(white: 1.0 / 3)
  /// UIKit's `gray`: white 1/2.
  public static let gray = Color(white: 0.5)
  /// UIKit's `lightGray`: white 2/3.
  public static let lightGray = Color(white: 2.0 / 3)
  /// Pure red (1, 0, 0).
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green (0, 1, 0).
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue (0, 0, 1).
  public static let blue = Color(red: 0, green: 0, blue: 1)
}

extension Color: CustomStringConvertible {
  /// `#RRGGBB` followed by the alpha when it is not 1; the components spelled out when one
  /// is not finite (so messages about bad colours say what they were).
  public var description: String {
    guard isFinite else {
      return "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
    return alpha == 1 ? hexString : "\(hexString) α\(alpha)"
  }
}
