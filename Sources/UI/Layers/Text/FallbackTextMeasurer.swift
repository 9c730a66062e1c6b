/// A deterministic ``TextMeasurer`` that needs no font engine: DejaVu Sans' own advance widths.
///
/// Metrics, in units of the em (the font size):
/// - printable ASCII (U+0020…U+007E): the exact advance widths of DejaVu Sans (Book) and
///   DejaVu Sans Bold, read from the fonts' `hmtx` tables (2048 units per em): "a" is 0.613,
///   "m" 0.974, "i" 0.278, a space 0.318; lower-case letters average 0.563 (bold 0.636);
/// - a few common punctuation marks (…, –, —, •, ’, “, ”, ×, arrows) from the same tables;
///   combining marks (U+0300…U+036F) 0; any other character 0.600 (the fonts' `.notdef` width);
/// - the bold table for weights from ``Font/Weight/semibold`` up (pango picks DejaVu Sans Bold
///   there), the regular one below; the family is ignored;
/// - ascent 0.928 (1901/2048), descent 0.236 (483/2048), no leading: a line is 1.164 em;
/// - no kerning, no ligatures: pango applies DejaVu's kerning, so real runs can be a little
///   narrower (typically under 2 %).
public nonisolated final class FallbackTextMeasurer: TextMeasurer, Sendable {
  /// Creates the measurer.
  public init() {}

  /// The sum of the characters' advance widths, scaled by the font size.
  public func width(of text: String, font: Font) -> Double {
    let bold = font.weight >= .semibold
    var units = 0
    for scalar in text.unicodeScalars {
      units += FallbackTextMeasurer.advance(of: scalar, bold: bold)
    }
    return Double(units) / 2048 * font.size
  }

  /// DejaVu Sans' ascent and descent at the font's size.
  public func metrics(of font: Font) -> FontMetrics {
    FontMetrics(ascent: 1901.0 / 2048 * font.size, descent: 483.0 / 2048 * font.size)
  }

  /// The advance width of one scalar, in font units (2048 per em).
  static func advance(of scalar: Unicode.Scalar, bold: Bool) -> Int {
    let v = scalar.value
    if v >= 0x20 && v <= 0x7E {
      return (bold ? boldASCII : regularASCII)[Int(v - 0x20)]
    }
    switch v {
    case 0x0300...0x036F: return 0
    case 0x00A0: return bold ? 713 : 651
    case 0x2026, 0x2014: return 2048
    case 0x2013: return 1024
    case 0x2022: return bold ? 1309 : 1208
    case 0x00B7, 0x2019, 0x2018: return bold ? 778 : 651
    case 0x201C, 0x201D: return bold ? 1346 : 1061
    case 0x00D7, 0x2190...0x2193: return 1716
    default: return 1229
    }
  }

  /// DejaVu Sans (Book) advance widths of U+0020…U+007E, in 1/2048 em.
  static let regularASCII: [Int] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
    1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
    2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
    1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
    1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
    1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
  ]

  /// DejaVu Sans Bold advance widths of U+0020…U+007E, in 1/2048 em.
  static let boldASCII: [Int] = [
    713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,
    1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188,
    2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741,
    1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024,
    1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407,
    1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
  ]
}
