public import DynamicMenusGeometry

/// A raster image: 32-bit premultiplied ARGB pixels (cairo's `CAIRO_FORMAT_ARGB32`), rows
/// top to bottom, no padding.
///
/// Each pixel is one `UInt32` in native byte order, `0xAARRGGBB`, with the colour channels
/// already multiplied by alpha. Bitmaps are values: two renders of the same display list are
/// equal, byte for byte.
public struct Bitmap: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels, `width × height`, row-major.
  public var pixels: [UInt32]

  /// A transparent bitmap of the given size in pixels (negative sizes count as 0).
  public init(width: Int, height: Int) {
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
    pixels = Array(repeating: 0, count: self.width * self.height)
  }

  /// A bitmap from premultiplied ARGB pixels; `pixels.count` must be `width × height`.
  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(
      width >= 0 && height >= 0 && pixels.count == width * height,
      "Bitmap: \(pixels.count) pixels do not fill \(width) × \(height)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The premultiplied pixel at column `x`, row `y` (both from 0, from the top-left).
  public subscript(x: Int, y: Int) -> Pixel {
    get { Pixel(pixels[y * width + x]) }
    set { pixels[y * width + x] = newValue.argb }
  }

  /// The straight-alpha colour at column `x`, row `y`.
  public func color(x: Int, y: Int) -> Color {
    self[x, y].color
  }
}

/// One premultiplied ARGB pixel, 8 bits a channel.
public struct Pixel: Hashable, Sendable {
  /// The packed value, `0xAARRGGBB`, colour channels premultiplied by alpha.
  public var argb: UInt32

  /// A pixel from its packed value.
  public init(_ argb: UInt32) { self.argb = argb }

  /// A pixel from premultiplied channels, 0…255 each.
  public init(alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8) {
    argb = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// Alpha, 0…255.
  public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
  /// Premultiplied red, 0…alpha.
  public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
  /// Premultiplied green, 0…alpha.
  public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
  /// Premultiplied blue, 0…alpha.
  public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }

  /// The straight-alpha colour (clear for a transparent pixel).
  public var color: Color {
    guard alpha > 0 else { return .clear }
    let a = Double(alpha)
    return Color(
      red: Double(red) / a, green: Double(green) / a, blue: Double(blue) / a, alpha: a / 255)
  }

  /// The largest per-channel difference from `other`, 0…255.
  public func maximumChannelDifference(from other: Pixel) -> Int {
    var d = 0
    for shift in stride(from: 0, through: 24, by: 8) {
      let a = Int((argb >> UInt32(shift)) & 0xFF), b = Int((other.argb >> UInt32(shift)) & 0xFF)
      d = Swift.max(d, Swift.abs(a - b))
    }
    return d
  }
}
