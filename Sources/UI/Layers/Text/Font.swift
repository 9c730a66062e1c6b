/// A font: a family, a size in points and a weight (`UIFont`, reduced to what the renderers
/// use). The system font is DejaVu Sans, which every renderer of this package ships with, so
/// text looks the same on every machine.
///
/// ```swift
/// let title = Font.systemFont(ofSize: 17, weight: .semibold)
/// let small = title.withSize(12)
/// ```
public nonisolated struct Font: Hashable, Sendable {
  /// The family the system font uses: "DejaVu Sans".
  public static let defaultFamily = "DejaVu Sans"

  /// The family name, as fontconfig and pango know it. Default ``defaultFamily``.
  public var family: String
  /// The size in points (the em square), > 0.
  public var size: Double
  /// The weight. Default ``Weight/regular``.
  public var weight: Weight

  /// Creates a font.
  ///
  /// - Precondition: `size` is finite and ≥ 0.
  public init(family: String = Font.defaultFamily, size: Double, weight: Weight = .regular) {
    precondition(size.isFinite && size >= 0, "Font.size must be finite and ≥ 0, got \(size)")
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// The system font (DejaVu Sans) at `size` points and `weight`
  /// (`UIFont.systemFont(ofSize:weight:)`).
  public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
    Font(size: size, weight: weight)
  }

  /// The bold system font at `size` points (`UIFont.boldSystemFont(ofSize:)`).
  public static func boldSystemFont(ofSize size: Double) -> Font {
    Font(size: size, weight: .bold)
  }

  /// The same font at another size.
  public func withSize(_ size: Double) -> Font {
    Font(family: family, size: size, weight: weight)
  }

  /// The same font at another weight.
  public func withWeight(_ weight: Weight) -> Font {
    Font(family: family, size: size, weight: weight)
  }

  /// A font weight, from ultra-light to black, as `UIFont.Weight`.
  public nonisolated enum Weight: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// CSS 100, UIKit −0.8.
    case ultraLight = 100
    /// CSS 200, UIKit −0.6.
    case thin = 200
    /// CSS 300, UIKit −0.4.
    case light = 300
    /// CSS 400, UIKit 0 (the default).
    case regular = 400
    /// CSS 500, UIKit 0.23.
    case medium = 500
    /// CSS 600, UIKit 0.3.
    case semibold = 600
    /// CSS 700, UIKit 0.4.
    case bold = 700
    /// CSS 800, UIKit 0.56.
    case heavy = 800
    /// CSS 900, UIKit 0.62.
    case black = 900

    /// The CSS / fontconfig / pango weight, 100…900.
    public var cssWeight: Int { rawValue }

    /// The value of the matching `UIFont.Weight` constant, −0.8…0.62.
    public var uiKitValue: Double {
      switch self {
      case .ultraLight: -0.8
      case .thin: -0.6
      case .light: -0.4
      case .regular: 0
      case .medium: 0.23
      case .semibold: 0.3
      case .bold: 0.4
      case .heavy: 0.56
      case .black: 0.62
      }
    }

    /// Orders by thickness.
    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
  }
}

nonisolated extension Font: CustomStringConvertible {
  /// `DejaVu Sans 17pt semibold`.
  public var description: String { "\(family) \(size)pt \(weight)" }
}
