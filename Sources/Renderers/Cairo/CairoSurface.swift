import CCairo

/// An owned cairo image surface (ARGB32), destroyed with the value's last reference.
final class CairoSurface {
  let pointer: OpaquePointer
  let width: Int
  let height: Int

  /// A new transparent ARGB32 surface; nil when cairo cannot make one (an absurd size).
  init?(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
    guard width > 0, height > 0, width <= 32767, height <= 32767,
      let s = cairo_image_surface_create(format, Int32(width), Int32(height)),
      cairo_surface_status(s) == CAIRO_STATUS_SUCCESS
    else { return nil }
    pointer = s
    self.width = width
    self.height = height
  }

  /// Takes ownership of a surface cairo made (a decoded PNG).
  init?(adopting s: OpaquePointer) {
    guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(s)
      return nil
    }
    pointer = s
    width = Int(cairo_image_surface_get_width(s))
    height = Int(cairo_image_surface_get_height(s))
  }

  deinit { cairo_surface_destroy(pointer) }

  /// The bytes between the starts of two rows.
  var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

  /// The pixel memory (flush before reading, mark dirty after writing).
  var data: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(cairo_image_surface_get_data(pointer)!)
  }

  /// The contents as a bitmap (ARGB32 copied row by row; RGB24 made opaque; A8 as alpha).
  func bitmap() -> Bitmap {
    cairo_surface_flush(pointer)
    var out = Bitmap(width: width, height: height)
    let format = cairo_image_surface_get_format(pointer)
    let base = data, stride = stride
    out.pixels.withUnsafeMutableBufferPointer { dst in
      for y in 0..<height {
        let row = base + y * stride
        switch format {
        case CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24:
          let src = row.assumingMemoryBound(to: UInt32.self)
          let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
          for x in 0..<width { dst[y * width + x] = src[x] | opaque }
        case CAIRO_FORMAT_A8:
          let src = row.assumingMemoryBound(to: UInt8.self)
          for x in 0..<width { dst[y * width + x] = UInt32(src[x]) << 24 }
        default:
          break
        }
      }
    }
    return out
  }

  /// A surface holding a copy of `bitmap`.
  convenience init?(_ bitmap: Bitmap) {
    self.init(width: bitmap.width, height: bitmap.height)
    cairo_surface_flush(pointer)
    let base = data, stride = stride, w = width
    bitmap.pixels.withUnsafeBufferPointer { src in
      for y in 0..<bitmap.height {
        let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<w { row[x] = src[y * w + x] }
      }
    }
    cairo_surface_mark_dirty(pointer)
  }
}
