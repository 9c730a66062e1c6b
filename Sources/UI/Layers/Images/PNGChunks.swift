/// PNG's chunk layer (ISO/IEC 15948 §5): the signature, chunks (length, type, data, CRC-32)
/// and the CRC itself. Enough to check a PNG before a renderer decodes it
/// (``BitmapImage``), take cairo's PNGs apart and put animated PNGs together.
public nonisolated enum PNGChunks {
  /// The eight bytes every PNG starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// One chunk: a four-letter type and its data.
  public struct Chunk: Hashable, Sendable {
    /// The type, e.g. "IHDR", "IDAT", "acTL".
    public var type: String
    /// The payload.
    public var data: [UInt8]
    /// The CRC stored in the file (for parsed chunks) or computed (for new ones).
    public var crc: UInt32
    /// Where a parsed chunk starts in its file, in bytes; nil for a new one.
    public var offset: Int?

    /// A new chunk; its CRC is computed over type and data.
    public init(type: String, data: [UInt8]) {
      self.type = type
      self.data = data
      crc = PNGChunks.crc32(Array(type.utf8) + data)
    }

    init(type: String, data: [UInt8], crc: UInt32, offset: Int) {
      self.type = type
      self.data = data
      self.crc = crc
      self.offset = offset
    }

    /// Whether the stored CRC matches the type and data.
    public var isCRCValid: Bool { crc == PNGChunks.crc32(Array(type.utf8) + data) }

    /// The chunk as it appears in a file.
    public var encoded: [UInt8] {
      var out: [UInt8] = []
      out.reserveCapacity(data.count + 12)
      out.appendBigEndian(UInt32(data.count))
      out.append(contentsOf: type.utf8)
      out.append(contentsOf: data)
      out.appendBigEndian(crc)
      return out
    }
  }

  /// The chunks of a PNG file, in order, each with the byte it starts at; throws when the
  /// signature is missing or a chunk is cut short. CRCs are kept, not checked
  /// (``Chunk/isCRCValid``).
  public static func parse(_ bytes: [UInt8]) throws(BitmapImageError) -> [Chunk] {
    guard bytes.starts(with: signature) else { throw .notPNG }
    var chunks: [Chunk] = []
    var i = signature.count
    while i < bytes.count {
      guard i + 12 <= bytes.count else { throw .truncated(offset: i, chunk: nil) }
      let length = Int(bytes.bigEndianUInt32(at: i))
      let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
      guard length <= bytes.count - i - 12 else { throw .truncated(offset: i, chunk: type) }
      let data = Array(bytes[(i + 8)..<(i + 8 + length)])
      let crc = bytes.bigEndianUInt32(at: i + 8 + length)
      chunks.append(Chunk(type: type, data: data, crc: crc, offset: i))
      i += 12 + length
    }
    return chunks
  }

  /// The chunks written out as a PNG file.
  public static func encode(_ chunks: [Chunk]) -> [UInt8] {
    var out = signature
    for c in chunks { out.append(contentsOf: c.encoded) }
    return out
  }

  /// The CRC-32 of PNG (ISO 3309, polynomial 0xEDB88320, reflected), over `bytes`.
  public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  /// The byte-at-a-time CRC table.
  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
}

nonisolated extension [UInt8] {
  /// Appends `v` as four big-endian bytes (PNG's byte order).
  package mutating func appendBigEndian(_ v: UInt32) {
    append(UInt8(v >> 24))
    append(UInt8((v >> 16) & 0xFF))
    append(UInt8((v >> 8) & 0xFF))
    append(UInt8(v & 0xFF))
  }

  /// Appends `v` as two big-endian bytes.
  package mutating func appendBigEndian(_ v: UInt16) {
    append(UInt8(v >> 8))
    append(UInt8(v & 0xFF))
  }

  /// The big-endian 32-bit number at `i`.
  package func bigEndianUInt32(at i: Int) -> UInt32 {
    UInt32(self[i]) << 24 | UInt32(self[i + 1]) << 16 | UInt32(self[i + 2]) << 8
      | UInt32(self[i + 3])
  }
}
