// One element of a page in a package module (the five elements' or one element's): its
// ControlElement, the WebHost that draws it (the page calls `dm_host_*` on that), and what
// crosses to the page besides the drawing: events and messages.

import DynamicMenusControls
public import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusLayers
public import DynamicMenusWebCanvas

/// An element's side of the module, kept by the page as an opaque handle.
public final class ElementHost {
  let element: ControlElement
  let web: WebHost
  /// The page's bitmaps, by the index `dm_element_add_bitmap` returned.
  var images: [Image] = []
  /// The events taken by the last `dm_element_take_events`: per event its kind, the item's
  /// index (-1 none) and the source (-1 none), as `Float64`s.
  var events: [Double] = []
  /// The last message for the page (a warning, an attribute's value), as UTF-8 bytes.
  var message: [UInt8] = []

  init(_ definition: ElementDefinition, size: Size, layerFeatures: LayerFeatures) {
    let keeps = Self.keepsContents(definition.kind)
    let made = WebHost.makingControls { measurer in
      let target = keeps ? WebHost.keepingTarget : WebHost.target
      let element = ControlElement(definition, size: size, target: target)
      return (element, WebHost(pointers: element, measurer: measurer, layerFeatures: layerFeatures))
    }
    element = made.0
    web = made.1
    web.keepsContents = keeps
  }

  /// Whether an element of `kind` keeps its layers' contents on canvases of its own while
  /// they only move: the dial's, whose bubbles orbit unchanged, measured faster so; the
  /// others' measured no faster or slower (docs/web-host.md, "Kept contents").
  static func keepsContents(_ kind: ElementKind) -> Bool { kind == .dialMenu }

  /// What `dm_element_create` does in a module that defines `definitions`: makes an element
  /// of the kind named by the `kindLength` UTF-8 bytes at `kind` (`dial-menu`, or its tag
  /// `dm-dial-menu`) in a window of `width` × `height` points (the kind's default size where
  /// either is not finite and positive), and returns its handle (retained: freed by
  /// `dm_element_destroy`). Null, after printing why, for a name no definition has: an unknown
  /// kind, or one this module does not define. Its page elements perform `layerFeatures`:
  /// what the module's elements need (``LayerFeatures``; what it does not name is not linked).
  public static func create(
    kind: UnsafePointer<UInt8>?, kindLength: Int32, width: Double, height: Double,
    definitions: [ElementDefinition], layerFeatures: LayerFeatures
  ) -> UnsafeMutableRawPointer? {
    let name = hostString(kind, kindLength)
    guard let kind = ElementKind(name: name) else {
      print("dm_element_create: no element \"\(name)\"")
      return nil
    }
    guard let definition = ElementDefinition.named(kind, in: definitions) else {
      let defined = definitions.map { $0.kind.tagName }.joined(separator: ", ")
      print("dm_element_create: this module defines \(defined), not \(kind.tagName)")
      return nil
    }
    let size = Size(width: min(width, 100_000), height: min(height, 100_000))
    return Unmanaged.passRetained(
      ElementHost(definition, size: size, layerFeatures: layerFeatures)
    ).toOpaque()
  }

  /// Keeps `text` as the message; returns its length in bytes.
  func say(_ text: String) -> Int32 {
    message = Array(text.utf8)
    return Int32(message.count)
  }

  static func from(_ handle: UnsafeMutableRawPointer) -> ElementHost {
    Unmanaged<ElementHost>.fromOpaque(handle).takeUnretainedValue()
  }

  /// The items a page is handing over (`dm_element_items_begin` … `_end`), and what it said
  /// of them so far.
  var incomingItems: [ElementItem] = []
  var itemWarnings: [String] = []

  /// Adds the next incoming item: `label`, its colour (nil for none), whether it can be
  /// chosen, and its icon by ``ElementItem/IconKind`` and index. An icon that names nothing
  /// is left out, with a warning.
  func addItem(
    label: String, color: Color?, isEnabled: Bool, iconKind: Int32, iconIndex: Int32
  ) {
    let index = incomingItems.count
    var item = ElementItem(label: label, color: color, isEnabled: isEnabled)
    switch ElementItem.IconKind(rawValue: iconKind) {
    case .none?: break
    case .symbol?:
      // Looked up by the kinds that show icons (ElementItem.drawnIcon), which warn of an
      // index that names none: the dial's and the confirm button's modules link no symbol.
      item.symbol = Int(iconIndex)
    case .image?:
      if images.indices.contains(Int(iconIndex)) {
        item.icon = images[Int(iconIndex)]
      } else {
        itemWarnings.append("item \(index): icon image \(iconIndex) was never added")
      }
    case nil:
      itemWarnings.append("item \(index): icon kind \(iconKind) is not one of none, symbol, image")
    }
    incomingItems.append(item)
  }
}
