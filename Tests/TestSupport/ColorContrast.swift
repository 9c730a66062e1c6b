public import DynamicMenusGeometry

/// WCAG 2's contrast ratio of two opaque colours (``Color/contrastRatio(with:)``): 1 for equal
/// colours, 21 for black on white. 4.5 is the bar for text.
public func contrastRatio(_ a: Color, _ b: Color) -> Double { a.contrastRatio(with: b) }
