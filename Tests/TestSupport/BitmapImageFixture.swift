import DynamicMenusCairo

/// PNG files for tests that show bitmaps, encoded by cairo.
public enum BitmapImageFixture {
  /// A `width` × `height` pixel PNG, every pixel `argb` (premultiplied 0xAARRGGBB; default
  /// opaque orange).
  public static func png(width: Int, height: Int, argb: UInt32 = 0xFFFF_8800) -> [UInt8] {
    let bitmap = Bitmap(
      width: width, height: height, pixels: Array(repeating: argb, count: width * height))
    guard let data = try? bitmap.pngData() else {
      preconditionFailure("cairo cannot encode a \(width) × \(height) PNG")
    }
    return data
  }
}
