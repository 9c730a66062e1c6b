// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for Core Text: fonts and lines, the functions our text measurer and renderer use.
// CoreText brings MacTypes.h's `Point`, `Rect` and `Size` with it.
@_exported import CoreGraphics
@_exported import MacTypes

/// A font.
public final class CTFont: @unchecked Sendable {}
/// A laid-out line of glyphs.
public final class CTLine: @unchecked Sendable {}
/// A font's attributes, for making fonts.
public final class CTFontDescriptor: @unchecked Sendable {}

/// The user-interface font kinds.
public enum CTFontUIFontType: UInt32, Sendable {
  case none = 0xFFFF_FFFF, user = 0, userFixedPitch = 1, system = 2, emphasizedSystem = 3
  case smallSystem = 4, smallEmphasizedSystem = 5, miniSystem = 6
}

/// The font of a user-interface kind at `size` points (0: the kind's default size).
public func CTFontCreateUIFontForLanguage(
  _ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?
) -> CTFont? { nil }
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { CTFont() }
public func CTFontCreateWithFontDescriptor(
  _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { CTFont() }
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
  CTFontDescriptor()
}
public func CTFontCreateCopyWithAttributes(
  _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
  _ attributes: CTFontDescriptor?
) -> CTFont { font }
public func CTFontGetSize(_ font: CTFont) -> CGFloat { 0 }
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { 0 }
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { 0 }
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { 0 }

public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
  CTLine()
}
public func CTLineGetTypographicBounds(
  _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
  _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double { 0 }
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {}

/// Attribute keys (`kCTFontAttributeName`, …), as CFStrings.
public let kCTFontAttributeName: CFString = NSString(string: "NSFont")
public let kCTForegroundColorAttributeName: CFString = NSString(string: "CTForegroundColor")
public let kCTForegroundColorFromContextAttributeName: CFString = NSString(
  string: "CTForegroundColorFromContext")
public let kCTFontFamilyNameAttribute: CFString = NSString(string: "NSFontFamilyAttribute")
public let kCTFontTraitsAttribute: CFString = NSString(string: "NSCTFontTraitsAttribute")
public let kCTFontWeightTrait: CFString = NSString(string: "NSCTFontWeightTrait")
