// Compiled only where Core Text exists (Apple platforms); empty on Linux and in WebAssembly.
// Type-checked here against stand-ins of Apple's SDKs (`make apple-check`); never run here.
#if canImport(CoreText)
  public import CoreText
  import Foundation
  public import DynamicMenusLayers

  /// Text measured with Core Text in the platform's system font, so that titles centre and
  /// truncate as they will be drawn on an Apple device. The core's layout calls it through
  /// `TextMeasurer`; the Core Graphics renderer draws with the same fonts.
  ///
  /// The system font stands for `Font.defaultFamily` (DejaVu Sans, the Linux and browser
  /// font, which Apple platforms do not ship); any other family is asked for by name.
  ///
  /// ```swift
  /// let host = ControlHost(settings: settings, context: LayerContext(textMeasurer: CoreTextMeasurer()))
  /// ```
  public nonisolated final class CoreTextMeasurer: TextMeasurer {
    /// The fonts made so far, by size, weight and family (a control uses a handful).
    private var fonts: [DynamicMenusLayers.Font: CTFont] = [:]

    /// A measurer with no fonts made yet.
    public init() {}

    /// The Core Text font for `font`: the system font (`CTFontCreateUIFontForLanguage
    /// (.system, …)`) at the font's weight (`kCTFontWeightTrait`, UIKit's −1…1 scale) for the
    /// default family, otherwise the named family at that weight.
    public func ctFont(_ font: DynamicMenusLayers.Font) -> CTFont {
      if let known = fonts[font] { return known }
      let size = CGFloat(font.size.isFinite && font.size > 0 ? font.size : 12)
      let traits: [CFString: Any] = [kCTFontWeightTrait: font.weight.uiKitValue]
      var attributes: [CFString: Any] = [kCTFontTraitsAttribute: traits]
      let base: CTFont
      if font.family == DynamicMenusLayers.Font.defaultFamily,
        let system = CTFontCreateUIFontForLanguage(.system, size, nil)
      {
        base = system
      } else {
        attributes[kCTFontFamilyNameAttribute] = font.family
        base =
          CTFontCreateUIFontForLanguage(.user, size, nil)
          ?? CTFontCreateWithName("Helvetica" as CFString, size, nil)
      }
      let descriptor = CTFontDescriptorCreateWithAttributes(attributes as CFDictionary)
      let made = CTFontCreateCopyWithAttributes(base, size, nil, descriptor)
      if fonts.count >= 64 { fonts.removeAll() }
      fonts[font] = made
      return made
    }

    /// A line of `text` in `font`, laid out by Core Text.
    public func line(_ text: String, font: DynamicMenusLayers.Font, color: CGColor? = nil) -> CTLine
    {
      var attributes: [NSAttributedString.Key: Any] = [
        NSAttributedString.Key(kCTFontAttributeName as String): ctFont(font)
      ]
      if let color {
        attributes[NSAttributedString.Key(kCTForegroundColorAttributeName as String)] = color
      }
      let string = NSAttributedString(string: text, attributes: attributes)
      return CTLineCreateWithAttributedString(string as CFAttributedString)
    }

    /// The advance width of `text` on one line, in points (`CTLineGetTypographicBounds`).
    public func width(of text: String, font: DynamicMenusLayers.Font) -> Double {
      guard !text.isEmpty else { return 0 }
      let width = CTLineGetTypographicBounds(line(text, font: font), nil, nil, nil)
      return width.isFinite ? width : 0
    }

    /// The font's ascent, descent and leading, in points.
    public func metrics(of font: DynamicMenusLayers.Font) -> FontMetrics {
      let f = ctFont(font)
      return FontMetrics(
        ascent: Double(CTFontGetAscent(f)), descent: Double(CTFontGetDescent(f)),
        leading: Double(CTFontGetLeading(f)))
    }
  }
#endif
