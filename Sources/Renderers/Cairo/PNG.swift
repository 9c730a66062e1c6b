import CCairo
import DynamicMenusLayers

/// What goes wrong reading or writing images.
public enum ImageCodingError: Error, Equatable, CustomStringConvertible {
  /// The bytes are not a PNG cairo can decode.
  case notAPNG(String)
  /// The image is empty or too large to encode (cairo's limit is 32767 pixels a side).
  case unencodable(width: Int, height: Int)
  /// Frames of an animation differ in size.
  case frameSizeMismatch(expected: String, found: String, frame: Int)
  /// An animation needs at least one frame.
  case noFrames

  /// A message naming what is wrong.
  public var description: String {
    switch self {
    case .notAPNG(let why): "not a PNG image: \(why)"
    case .unencodable(let w, let h): "cannot encode a \(w) × \(h) image (1…32767 pixels a side)"
    case .frameSizeMismatch(let e, let f, let i):
      "animation frame \(i) is \(f), but the first frame is \(e)"
    case .noFrames: "an animation needs at least one frame"
    }
  }
}

/// A growable byte buffer that cairo's stream callbacks write into and read from.
private final class ByteStream {
  var bytes: [UInt8]
  var readOffset = 0
  init(_ bytes: [UInt8] = []) { self.bytes = bytes }
}

extension Bitmap {
  /// The image as PNG bytes (8-bit RGBA, straight alpha), encoded by cairo: the same bitmap
  /// always gives the same bytes.
  public func pngData() throws -> [UInt8] {
    guard let surface = CairoSurface(self) else {
      throw ImageCodingError.unencodable(width: width, height: height)
    }
    return try surface.pngData()
  }

  /// Decodes a PNG (any colour type cairo reads); opaque images get alpha 255.
  public init(pngData: [UInt8]) throws {
    self = try CairoSurface.decoding(png: pngData).bitmap()
  }
}

extension CairoSurface {
  /// The surface of `image`: its PNG decoded, or its RGBA pixels premultiplied into ARGB32;
  /// nil for a PNG cairo cannot decode.
  static func decoding(_ image: BitmapImage) -> CairoSurface? {
    switch image.format {
    case .png:
      return try? decoding(png: image.data)
    case .rgba:
      // round(c · a / 255), as cairo and the browsers premultiply.
      let rgba = image.data
      let pixels = (0..<image.pixelWidth * image.pixelHeight).map { i -> UInt32 in
        let a = UInt32(rgba[4 * i + 3])
        func times(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        return a << 24 | times(rgba[4 * i]) << 16 | times(rgba[4 * i + 1]) << 8
          | times(rgba[4 * i + 2])
      }
      return CairoSurface(
        Bitmap(width: image.pixelWidth, height: image.pixelHeight, pixels: pixels))
    }
  }

  /// Decodes a PNG (any colour type cairo reads) into the surface cairo makes of it.
  static func decoding(png pngData: [UInt8]) throws -> CairoSurface {
    guard pngData.starts(with: PNGChunks.signature) else {
      throw ImageCodingError.notAPNG("the PNG signature is missing")
    }
    let stream = ByteStream(pngData)
    let context = Unmanaged.passUnretained(stream).toOpaque()
    let read: cairo_read_func_t = { closure, data, length in
      let s = Unmanaged<ByteStream>.fromOpaque(closure!).takeUnretainedValue()
      let n = Int(length)
      guard let data, s.readOffset + n <= s.bytes.count else { return CAIRO_STATUS_READ_ERROR }
      s.bytes.withUnsafeBufferPointer { src in
        data.update(from: src.baseAddress! + s.readOffset, count: n)
      }
      s.readOffset += n
      return CAIRO_STATUS_SUCCESS
    }
    let made = withExtendedLifetime(stream) {
      cairo_image_surface_create_from_png_stream(read, context)
    }
    guard let made, let surface = CairoSurface(adopting: made) else {
      throw ImageCodingError.notAPNG("cairo could not decode it")
    }
    return surface
  }

  /// The surface as PNG bytes.
  func pngData() throws -> [UInt8] {
    let stream = ByteStream()
    let context = Unmanaged.passUnretained(stream).toOpaque()
    let write: cairo_write_func_t = { closure, data, length in
      let s = Unmanaged<ByteStream>.fromOpaque(closure!).takeUnretainedValue()
      guard let data else { return CAIRO_STATUS_WRITE_ERROR }
      s.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }
    let status = withExtendedLifetime(stream) {
      cairo_surface_write_to_png_stream(pointer, write, context)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw ImageCodingError.unencodable(width: width, height: height)
    }
    return stream.bytes
  }
}
