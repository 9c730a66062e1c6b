// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for MacTypes.h as Swift imports it (through CoreFoundation's CoreServices chain,
// which CoreText brings in): QuickDraw's `Point` and `Rect` and the Memory Manager's `Size`.
// They are why an unqualified `Point`, `Rect` or `Size` is ambiguous in a file importing
// CoreText alongside DynamicMenusGeometry.

/// QuickDraw's point: `struct Point { short v; short h; }`.
public struct Point: Sendable {
  public var v: Int16
  public var h: Int16
  public init() { v = 0; h = 0 }
  public init(v: Int16, h: Int16) { self.v = v; self.h = h }
}

/// QuickDraw's rectangle: `struct Rect { short top, left, bottom, right; }`.
public struct Rect: Sendable {
  public var top: Int16
  public var left: Int16
  public var bottom: Int16
  public var right: Int16
  public init() { top = 0; left = 0; bottom = 0; right = 0 }
  public init(top: Int16, left: Int16, bottom: Int16, right: Int16) {
    self.top = top; self.left = left; self.bottom = bottom; self.right = right
  }
}

/// `typedef long Size`: a count of bytes.
public typealias Size = Int
