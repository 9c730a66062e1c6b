// Text measured by the page's canvas, so the core lays text out with the widths the canvas
// will draw (its shaping and kerning), as the native build measures with pango.

public import DynamicMenusLayers

#if arch(wasm32)
  /// The width of `textLength` UTF-8 bytes at `text` in the font (family, size in points, CSS
  /// weight), from the host's canvas `measureText`; negative when the host cannot measure.
  @_extern(wasm, module: "env", name: "dm_text_width")
  func dmTextWidth(
    _ family: UnsafePointer<UInt8>?, _ familyLength: Int32, _ size: Double, _ weight: Int32,
    _ text: UnsafePointer<UInt8>?, _ textLength: Int32
  ) -> Double
#else
  /// Natively no page measures (the tests call the exports as a page would): -1, so the
  /// measurer answers with ``FallbackTextMeasurer``'s widths, as in node.
  func dmTextWidth(
    _ family: UnsafePointer<UInt8>?, _ familyLength: Int32, _ size: Double, _ weight: Int32,
    _ text: UnsafePointer<UInt8>?, _ textLength: Int32
  ) -> Double { -1 }
#endif

/// A ``TextMeasurer`` answered by the page's canvas: widths from `measureText`, remembered
/// per font and text (a frame asks for the same labels again and again), and the vertical
/// metrics of DejaVu Sans, the font both the page and the native renderer use. Falls back to
/// ``FallbackTextMeasurer`` where the host cannot measure (node, a page without canvas).
public final class CanvasTextMeasurer: TextMeasurer {
  /// A measurer with nothing remembered.
  public init() {}

  private let fallback = FallbackTextMeasurer()
  private var widths: [String: Double] = [:]
  /// At most this many widths are remembered; then the memory starts again.
  private static let capacity = 4096

  /// The width of `text` in `font`, in points: the canvas's, remembered.
  public func width(of text: String, font: Font) -> Double {
    let key = "\(font.family)|\(font.size)|\(font.weight.cssWeight)|\(text)"
    if let known = widths[key] { return known }
    if widths.count >= Self.capacity { widths.removeAll(keepingCapacity: true) }
    var family = font.family
    var string = text
    let measured = family.withUTF8 { f in
      string.withUTF8 { t in
        dmTextWidth(
          f.baseAddress, Int32(f.count), font.size, Int32(font.weight.cssWeight), t.baseAddress,
          Int32(t.count))
      }
    }
    let width = measured.isFinite && measured >= 0 ? measured : fallback.width(of: text, font: font)
    widths[key] = width
    return width
  }

  /// DejaVu Sans's vertical metrics at `font`'s size.
  public func metrics(of font: Font) -> FontMetrics { fallback.metrics(of: font) }
}
