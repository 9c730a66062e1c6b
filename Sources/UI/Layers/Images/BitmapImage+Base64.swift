/// PNG data as base64 text (RFC 4648, the alphabet of `data:` URIs): how a demo carries its
/// images inside the code, and how an SVG embeds them.
nonisolated extension BitmapImage {
  /// Checks the PNG that `base64PNG` encodes (whitespace and line breaks between characters
  /// are skipped; `=` padding optional) and keeps it, at `scale` pixels per point.
  ///
  /// - Throws: ``BitmapImageError/notBase64(offset:)`` at the first character outside the
  ///   alphabet, or what ``init(png:scale:)`` throws for the decoded bytes.
  public init(base64PNG: String, scale: Double = 1) throws(BitmapImageError) {
    try self.init(png: try Self.bytes(base64: base64PNG), scale: scale)
  }

  /// The image as a PNG file (``pngFile``) in base64 text, padded, on one line.
  public var base64PNG: String { Self.base64(pngFile) }

  /// `bytes` as base64 text, padded, on one line: each 3 bytes become 4 characters of 6 bits.
  package static func base64(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i < bytes.count {
      let n = min(3, bytes.count - i)
      var group = UInt32(bytes[i]) << 16
      if n > 1 { group |= UInt32(bytes[i + 1]) << 8 }
      if n > 2 { group |= UInt32(bytes[i + 2]) }
      for k in 0..<4 {
        out.append(k <= n ? Self.alphabet[Int(group >> UInt32(18 - 6 * k) & 63)] : 0x3D)
      }
      i += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A–Z, a–z, 0–9, +, /.
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The bytes `text` encodes.
  static func bytes(base64 text: String) throws(BitmapImageError) -> [UInt8] {
    var out: [UInt8] = []
    var group: UInt32 = 0
    var count = 0
    var padding = false
    for (offset, c) in text.utf8.enumerated() {
      let value: UInt32
      switch c {
      case 0x41...0x5A: value = UInt32(c - 0x41)
      case 0x61...0x7A: value = UInt32(c - 0x61 + 26)
      case 0x30...0x39: value = UInt32(c - 0x30 + 52)
      case 0x2B: value = 62
      case 0x2F: value = 63
      case 0x20, 0x09, 0x0A, 0x0D: continue
      case 0x3D:
        padding = true
        continue
      default: throw .notBase64(offset: offset)
      }
      guard !padding else { throw .notBase64(offset: offset) }
      group = group << 6 | value
      count += 1
      if count == 4 {
        out.append(UInt8(group >> 16 & 0xFF))
        out.append(UInt8(group >> 8 & 0xFF))
        out.append(UInt8(group & 0xFF))
        group = 0
        count = 0
      }
    }
    // 2 or 3 characters left are 1 or 2 bytes; 1 left cannot be a whole byte.
    guard count != 1 else { throw .notBase64(offset: text.utf8.count) }
    if count >= 2 {
      group <<= UInt32(6 * (4 - count))
      out.append(UInt8(group >> 16 & 0xFF))
      if count == 3 { out.append(UInt8(group >> 8 & 0xFF)) }
    }
    return out
  }
}
