public import DynamicMenusGeometry
import Foundation

/// WCAG 2's contrast ratio of two opaque colours, `(L₁ + 0.05) / (L₂ + 0.05)` with `L` the
/// relative luminance `0.2126 R + 0.7152 G + 0.0722 B` of the linearised sRGB channels
/// (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`): 1 for equal colours, 21
/// for black on white. 4.5 is the bar for text.
public func contrastRatio(_ a: Color, _ b: Color) -> Double {
  func luminance(_ c: Color) -> Double {
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
  }
  let (la, lb) = (luminance(a), luminance(b))
  return (Swift.max(la, lb) + 0.05) / (Swift.min(la, lb) + 0.05)
}
