// One element of a page in the package's module: its ControlElement, the WebHost that draws
// it (the page calls `dm_host_*` on that), and what crosses to the page besides the drawing:
// events and messages.

import DynamicMenusControls
import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusWebCanvas

/// An element's side of the module, kept by the page as an opaque handle.
final class ElementHost {
  let element: ControlElement
  let web: WebHost
  /// The page's bitmaps, by the index `dm_element_add_image` returned.
  var images: [Image] = []
  /// The events taken by the last `dm_element_take_events`: per event its kind, the item's
  /// index (-1 none) and the source (-1 none), as `Float64`s.
  var events: [Double] = []
  /// The last message for the page (a warning, an attribute's value), as UTF-8 bytes.
  var message: [UInt8] = []

  init(kind: ElementKind, size: Size) {
    let made = WebHost.makingControls { measurer in
      let element = ControlElement(kind: kind, size: size, target: WebHost.target)
      return (element, WebHost(pointers: element, measurer: measurer))
    }
    element = made.0
    web = made.1
  }

  /// Keeps `text` as the message; returns its length in bytes.
  func say(_ text: String) -> Int32 {
    message = Array(text.utf8)
    return Int32(message.count)
  }

  static func from(_ handle: UnsafeMutableRawPointer) -> ElementHost {
    Unmanaged<ElementHost>.fromOpaque(handle).takeUnretainedValue()
  }

  /// `items` as the page writes them: one line per item (separated by U+001E), its fields
  /// separated by U+001F: the label, the colour (`#rrggbbaa`, or empty for none), `1` when
  /// enabled, the icon (`symbol:NAME` for one of `Icons.all`, `image:N` for a bitmap from
  /// `dm_element_add_image`, or empty). A field that does not read is left out, with a
  /// warning.
  func items(from text: String) -> (items: [ElementItem], warnings: [String]) {
    var items: [ElementItem] = []
    var warnings: [String] = []
    guard !text.isEmpty else { return ([], []) }
    for (index, line) in text.split(separator: "\u{1E}", omittingEmptySubsequences: false)
      .enumerated()
    {
      let fields = line.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(
        String.init)
      var item = ElementItem(label: fields.first ?? "")
      if fields.count > 1, !fields[1].isEmpty {
        item.color = AttributeText.color(fields[1])
        if item.color == nil {
          warnings.append("item \(index): color \"\(fields[1])\" is not a colour")
        }
      }
      item.isEnabled = fields.count > 2 ? fields[2] != "0" : true
      if fields.count > 3, !fields[3].isEmpty { item.icon = icon(fields[3], index, &warnings) }
      items.append(item)
    }
    return (items, warnings)
  }

  private func icon(_ name: String, _ index: Int, _ warnings: inout [String]) -> Image? {
    if name.hasPrefix("image:"), let n = Int(name.dropFirst(6)), images.indices.contains(n) {
      return images[n]
    }
    if name.hasPrefix("symbol:") {
      let symbol = String(name.dropFirst(7))
      if let found = Icons.all.first(where: { $0.name == symbol }) { return found.image }
      warnings.append(
        "item \(index): icon \"\(symbol)\" is no symbol (one of "
          + Icons.all.map { $0.name }.joined(separator: ", ") + ")")
      return nil
    }
    warnings.append("item \(index): icon \"\(name)\" is not an image")
    return nil
  }
}
