public import DynamicMenusGeometry

/// A bitmap image, as a PNG file or as pixels a host decoded already, checked when it is made
/// but never decoded by the core: each renderer turns it into pixels with its own image
/// support (cairo's natively, Core Graphics', the canvas's in the browser), so the core carries
/// no image codec.
///
/// Making one from a PNG reads the whole chunk structure (BitmapImage+Checking.swift): the
/// signature, every chunk's length and CRC, the header's size and format, a palette where the
/// colour type needs one, image data and the end chunk. Making one from pixels checks their
/// count against the size. Anything else (not a PNG, cut short, corrupted, too large, pixels
/// that do not fill the size) throws a ``BitmapImageError`` saying what and where, before any
/// renderer sees it.
///
/// ```swift
/// do {
///   let photo = try BitmapImage(png: bytes, scale: 2)  // 112 × 112 px: 56 × 56 pt
///   print(photo.size)
/// } catch {
///   print(error.message)  // "truncated: the IDAT chunk at byte 57 is cut short"
/// }
/// ```
public nonisolated struct BitmapImage: Hashable, Sendable {
  /// How ``data`` holds the image. The raw values are the codes the web host's stream uses.
  public enum Format: Int, CaseIterable, Hashable, Sendable {
    /// A PNG file, as given.
    case png = 0
    /// Pixels decoded already: 8-bit red, green, blue, alpha (not premultiplied), rows top to
    /// bottom without padding, as a browser's `ImageData` holds them. How the web elements
    /// hand the core an icon the browser decoded, so that nothing decodes it again.
    case rgba = 1

    /// The format's name: `png`, `rgba`.
    public var name: String {
      switch self {
      case .png: "png"
      case .rgba: "rgba"
      }
    }
  }

  /// How ``data`` holds the image.
  public let format: Format
  /// The PNG file, or the RGBA pixels (``Format``), as given.
  public let data: [UInt8]
  /// The width in pixels, 1…``maximumDimension``.
  public let pixelWidth: Int
  /// The height in pixels, 1…``maximumDimension``.
  public let pixelHeight: Int
  /// Pixels per point, > 0: 2 for an `@2x` image. Default 1.
  public let scale: Double
  /// A 64-bit FNV-1a hash of ``data``, computed once: renderers key their decoded pixels by
  /// it and damage tracking compares it, so no frame hashes the bytes again.
  public let digest: UInt64

  /// The widest or tallest image accepted, in pixels: 8192.
  public static let maximumDimension = 8192
  /// The most pixels accepted: 16,777,216 (4096 × 4096, 64 MiB decoded as RGBA).
  public static let maximumPixelCount = 4096 * 4096

  /// The natural size in points: pixels / ``scale``.
  public var size: Size {
    Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  /// Checks `png` and keeps it, at `scale` pixels per point (finite, > 0).
  ///
  /// - Throws: ``BitmapImageError`` naming what is wrong and where.
  public init(png: [UInt8], scale: Double = 1) throws(BitmapImageError) {
    guard scale.isFinite && scale > 0 else { throw .badScale(scale) }
    let size = try Self.checkedSize(of: png)
    self.init(.png, png, size.width, size.height, scale)
  }

  /// Keeps `rgba`, `width` × `height` pixels of 4 bytes (``Format/rgba``), at `scale` pixels
  /// per point (finite, > 0).
  ///
  /// - Throws: ``BitmapImageError/badScale(_:)``, ``BitmapImageError/tooLarge(width:height:)``
  ///   for a size outside 1…``maximumDimension`` a side or above ``maximumPixelCount``, or
  ///   ``BitmapImageError/badSize(width:height:)`` for none, or
  ///   ``BitmapImageError/wrongPixelCount(expected:got:)`` when the bytes do not fill it.
  public init(rgba: [UInt8], width: Int, height: Int, scale: Double = 1)
    throws(BitmapImageError)
  {
    guard scale.isFinite && scale > 0 else { throw .badScale(scale) }
    guard width > 0, height > 0 else { throw .badSize(width: width, height: height) }
    guard Self.accepts(width: width, height: height) else {
      throw .tooLarge(width: width, height: height)
    }
    guard rgba.count == width * height * 4 else {
      throw .wrongPixelCount(expected: width * height * 4, got: rgba.count)
    }
    self.init(.rgba, rgba, width, height, scale)
  }

  private init(_ format: Format, _ data: [UInt8], _ width: Int, _ height: Int, _ scale: Double) {
    self.format = format
    self.data = data
    pixelWidth = width
    pixelHeight = height
    self.scale = scale
    // FNV-1a: h = (h XOR byte) × 1099511628211, from 14695981039346656037.
    var h: UInt64 = 14_695_981_039_346_656_037
    for byte in data { h = (h ^ UInt64(byte)) &* 1_099_511_628_211 }
    digest = h
  }

  /// Whether a `width` × `height` image (each side ≥ 1) is small enough: at most
  /// ``maximumDimension`` a side and ``maximumPixelCount`` pixels.
  static func accepts(width: Int, height: Int) -> Bool {
    width <= maximumDimension && height <= maximumDimension && width * height <= maximumPixelCount
  }

  /// Equal when the images are: the digests first, the bytes only when those agree (two
  /// copies of one array compare by identity, at no cost).
  public static func == (a: BitmapImage, b: BitmapImage) -> Bool {
    a.digest == b.digest && a.scale == b.scale && a.format == b.format
      && a.pixelWidth == b.pixelWidth && a.data == b.data
  }

  /// Hashes the digest and the scale, not the bytes again.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
    hasher.combine(scale)
  }
}

/// Why PNG data or pixels were refused, with the byte offset where the problem is.
public nonisolated enum BitmapImageError: Error, Hashable, Sendable {
  /// The data does not start with the 8-byte PNG signature.
  case notPNG
  /// The data ends inside the chunk that starts at `offset` (or before the end chunk).
  case truncated(offset: Int, chunk: String?)
  /// The chunk at `offset` has a type that is not four ASCII letters.
  case badChunkType(offset: Int)
  /// The chunk `chunk` at `offset` fails its CRC check: the file is corrupted.
  case badChecksum(offset: Int, chunk: String)
  /// The header (IHDR) is missing, misplaced or says something impossible.
  case badHeader(String)
  /// An indexed-colour image without a palette, or no image data (IDAT).
  case missingChunk(String)
  /// The image is wider, taller or larger than ``BitmapImage`` accepts.
  case tooLarge(width: Int, height: Int)
  /// The scale is not finite and positive.
  case badScale(Double)
  /// Pixels (``BitmapImage/init(rgba:width:height:scale:)``) for a size with no pixels.
  case badSize(width: Int, height: Int)
  /// Pixels whose byte count is not 4 × width × height.
  case wrongPixelCount(expected: Int, got: Int)
  /// Base64 text (``BitmapImage/init(base64PNG:scale:)``) has a character outside the
  /// alphabet, or a cut-off last group, at character `offset` (UTF-8 bytes from 0).
  case notBase64(offset: Int)

  /// One sentence for a person: what is wrong and where.
  public var message: String {
    switch self {
    case .notPNG: return "not a PNG: the data does not start with the PNG signature"
    case .truncated(let offset, let chunk):
      if let chunk { return "truncated: the \(chunk) chunk at byte \(offset) is cut short" }
      return "truncated at byte \(offset): the data ends before the IEND chunk"
    case .badChunkType(let offset):
      return "corrupted: the chunk at byte \(offset) has no valid type"
    case .badChecksum(let offset, let chunk):
      return "corrupted: the \(chunk) chunk at byte \(offset) fails its CRC check"
    case .badHeader(let why): return "bad PNG header: \(why)"
    case .missingChunk(let what): return "incomplete PNG: \(what)"
    case .tooLarge(let width, let height):
      return "too large: \(width) × \(height) pixels (at most "
        + "\(BitmapImage.maximumDimension) a side and \(BitmapImage.maximumPixelCount) in all)"
    case .badScale(let scale): return "the scale must be finite and > 0, got \(scale)"
    case .badSize(let width, let height):
      return "no pixels: the size is \(width) × \(height)"
    case .wrongPixelCount(let expected, let got):
      return "the pixels are \(got) bytes, not the \(expected) their size needs (4 a pixel)"
    case .notBase64(let offset):
      return "not base64: the text goes wrong at character \(offset)"
    }
  }
}
