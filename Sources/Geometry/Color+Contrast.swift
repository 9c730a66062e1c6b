/// WCAG 2's contrast, for text a control colours itself (a dial's titles on their bubbles):
/// computed in the library's own arithmetic (``Angles/exp(_:)``, ``Angles/log(_:)``), so the
/// choice is the same bits natively and in WebAssembly.
extension Color {
  /// WCAG 2's relative luminance, 0 (black) … 1 (white): the sRGB channels linearised
  /// (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`), weighted 0.2126, 0.7152,
  /// 0.0722. Alpha is ignored; channels are clamped to 0…1 (NaN reads as 0).
  public var relativeLuminance: Double {
    func linear(_ value: Double) -> Double {
      let v = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
      if v <= 0.040_45 { return v / 12.92 }
      return Angles.exp(2.4 * Angles.log((v + 0.055) / 1.055))
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2's contrast ratio with `other`, both taken opaque: `(L₁ + 0.05) / (L₂ + 0.05)`
  /// with L₁ the lighter's ``relativeLuminance``; 1 for equal colours, 21 for black on white.
  /// 4.5 is the bar for text.
  public func contrastRatio(with other: Color) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
  }

  /// Black or white, whichever contrasts more with this colour (white on a tie): text that
  /// reads on it. Every opaque colour gets at least 4.58 : 1 so.
  public var readableTextColor: Color {
    contrastRatio(with: .black) > contrastRatio(with: .white) ? .black : .white
  }
}
