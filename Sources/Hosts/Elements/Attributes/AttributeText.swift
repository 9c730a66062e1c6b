public import DynamicMenusGeometry

/// Attribute text: numbers and colours as a page writes them.
public nonisolated enum AttributeText {
  /// `text` as a number: an optional sign, digits with an optional fraction, an optional
  /// exponent (what JavaScript's `String(number)` writes); nil for anything else (`12px`,
  /// `NaN`, `Infinity`, an empty string).
  public static func number(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
      return i - start
    }
    if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
    var mantissa = digits()
    if i < bytes.count, bytes[i] == 0x2E {
      i += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
      i += 1
      if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == bytes.count, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// `value` as the shortest text that reads back as it (`2.5`, `70`).
  public static func number(_ value: Double) -> String {
    value.rounded(.towardZero) == value && value.magnitude < 1e15
      ? String(Int(value)) : "\(value)"
  }

  /// `#rgb`, `#rrggbb` or `#rrggbbaa` (any case) as a colour; nil for anything else.
  public static func color(_ text: String) -> Color? {
    let bytes = Array(text.utf8)
    guard bytes.first == 0x23, [4, 7, 9].contains(bytes.count) else { return nil }
    var nibbles: [UInt32] = []
    for byte in bytes.dropFirst() {
      switch byte {
      case 0x30...0x39: nibbles.append(UInt32(byte - 0x30))
      case 0x41...0x46: nibbles.append(UInt32(byte - 0x41 + 10))
      case 0x61...0x66: nibbles.append(UInt32(byte - 0x61 + 10))
      default: return nil
      }
    }
    // #rgb doubles each digit (0xa = 0xaa); the longer forms take them in pairs.
    var channels: [Double] = []
    if nibbles.count == 3 {
      for nibble in nibbles { channels.append(Double(nibble * 17) / 255) }
    } else {
      var i = 0
      while i < nibbles.count {
        channels.append(Double(nibbles[i] * 16 + nibbles[i + 1]) / 255)
        i += 2
      }
    }
    return Color(
      red: channels[0], green: channels[1], blue: channels[2],
      alpha: channels.count == 4 ? channels[3] : 1)
  }

  /// `color` as `#rrggbb`, or `#rrggbbaa` when it is not opaque (lower case).
  public static func color(_ color: Color) -> String {
    func byte(_ v: Double) -> String {
      let b = v.isNaN ? 0 : Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
      let s = String(b, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    let rgb = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    return color.alpha >= 1 ? rgb : rgb + byte(color.alpha)
  }
}
