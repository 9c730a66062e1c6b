// What a package module exports for its elements, whichever it defines: any number of
// elements on a page, each a ControlElement drawn through a WebHost. The page calls
// `dm_element_*` here with the element's handle and `dm_host_*` (from DynamicMenusWebCanvas)
// with its host's. Each module's own `main.swift` adds `dm_element_create` for the elements it
// defines (Sources/Hosts/Web/Elements for the five, Sources/Hosts/Web/Entries for one each).
// No demo content: the demo scenes, photos and scripts build into the demo module instead.
//
// No top-level code or global state here: a reactor module's `main` never runs.

import DynamicMenusControls
import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusWebCanvas

private func element(_ handle: UnsafeMutableRawPointer) -> ElementHost { ElementHost.from(handle) }

/// The handle of the element's host, for `dm_host_*`: valid until `dm_element_destroy`.
@_expose(wasm, "dm_element_host")
@_cdecl("dm_element_host")
package func dmElementHost(_ handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(element(handle).web).toOpaque()
}

/// Frees the element, its host and its window; both handles are dead afterwards.
@_expose(wasm, "dm_element_destroy")
@_cdecl("dm_element_destroy")
package func dmElementDestroy(_ handle: UnsafeMutableRawPointer) {
  Unmanaged<ElementHost>.fromOpaque(handle).release()
}

/// The last message (`dm_element_set_items`, `dm_element_set_attribute`,
/// `dm_element_attribute`): where its UTF-8 bytes start; valid until the next call that
/// writes one.
@_expose(wasm, "dm_element_message")
@_cdecl("dm_element_message")
package func dmElementMessage(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  element(handle).message.withUnsafeBytes { $0.baseAddress }
}

/// The last message's length in bytes (see `dm_element_message`).
@_expose(wasm, "dm_element_message_length")
@_cdecl("dm_element_message_length")
package func dmElementMessageLength(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(element(handle).message.count)
}

/// Keeps the `length` bytes at `pixels`, `width` × `height` pixels of straight RGBA (rows
/// from the top, as a canvas's `ImageData` holds an icon the browser decoded) at `scale`
/// device pixels per point (1 where not finite and positive; at most 8), as a bitmap for item
/// icons. Returns its index (an image icon of `dm_element_item`), or -1 when the bytes do not
/// make such a bitmap (the message then says why).
@_expose(wasm, "dm_element_add_bitmap")
@_cdecl("dm_element_add_bitmap")
package func dmElementAddBitmap(
  _ handle: UnsafeMutableRawPointer, _ pixels: UnsafePointer<UInt8>?, _ length: Int32,
  _ width: Int32, _ height: Int32, _ scale: Double
) -> Int32 {
  let e = element(handle)
  let rgba = pixels.map { Array(UnsafeBufferPointer(start: $0, count: Int(max(length, 0)))) } ?? []
  do {
    let bitmap = try BitmapImage(
      rgba: rgba, width: Int(width), height: Int(height),
      scale: scale.isFinite && scale > 0 ? min(scale, 8) : 1)
    e.images.append(Image(bitmap: bitmap))
    return Int32(e.images.count - 1)
  } catch {
    _ = e.say("the icon's pixels are refused: \(error.message)")
    return -1
  }
}

/// Begins handing over the element's items: `dm_element_item` once per item, in order, then
/// `dm_element_items_end`.
@_expose(wasm, "dm_element_items_begin")
@_cdecl("dm_element_items_begin")
package func dmElementItemsBegin(_ handle: UnsafeMutableRawPointer) {
  let e = element(handle)
  e.incomingItems.removeAll()
  e.itemWarnings.removeAll()
}

/// The next item: its label (`length` UTF-8 bytes at `label`), its colour as red, green, blue,
/// alpha in 0…1 (any not finite: none), `enabled` 1 when it can be chosen, and its icon
/// (`ElementItem.IconKind`: 0 none, 1 a symbol by its index among the manifest's symbols, 2 a
/// bitmap by the index `dm_element_add_bitmap` returned).
@_expose(wasm, "dm_element_item")
@_cdecl("dm_element_item")
package func dmElementItem(
  _ handle: UnsafeMutableRawPointer, _ label: UnsafePointer<UInt8>?, _ length: Int32,
  _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double, _ enabled: Int32,
  _ iconKind: Int32, _ iconIndex: Int32
) {
  let components = [red, green, blue, alpha]
  let color =
    components.allSatisfy({ $0.isFinite })
    ? Color(
      red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1),
      alpha: min(max(alpha, 0), 1)) : nil
  element(handle).addItem(
    label: hostString(label, length), color: color, isEnabled: enabled != 0,
    iconKind: iconKind, iconIndex: iconIndex)
}

/// Replaces the element's items with those handed over since `dm_element_items_begin`.
/// Returns the length of a message with the warnings, one per line (0: none).
@_expose(wasm, "dm_element_items_end")
@_cdecl("dm_element_items_end")
package func dmElementItemsEnd(_ handle: UnsafeMutableRawPointer) -> Int32 {
  let e = element(handle)
  e.element.items = e.incomingItems
  let all = e.itemWarnings + e.element.takeWarnings()
  e.incomingItems.removeAll()
  e.itemWarnings.removeAll()
  return all.isEmpty ? 0 : e.say(all.joined(separator: "\n"))
}

/// Sets attribute `name` to `value` (`present` 0: removed). Returns 0 when taken, else the
/// length of the warning message (the field then holds its default, or what it held where
/// a rule across fields refuses the default too).
@_expose(wasm, "dm_element_set_attribute")
@_cdecl("dm_element_set_attribute")
package func dmElementSetAttribute(
  _ handle: UnsafeMutableRawPointer, _ name: UnsafePointer<UInt8>?, _ nameLength: Int32,
  _ value: UnsafePointer<UInt8>?, _ valueLength: Int32, _ present: Int32
) -> Int32 {
  let e = element(handle)
  let text = present != 0 ? hostString(value, valueLength) : nil
  guard let warning = e.element.setAttribute(hostString(name, nameLength), text) else { return 0 }
  return e.say(warning)
}

/// Why attribute `name` would refuse `value` now (the warning `dm_element_set_attribute` would
/// give): 0 when it would take it, else the length of the message. Changes nothing.
@_expose(wasm, "dm_element_check_attribute")
@_cdecl("dm_element_check_attribute")
package func dmElementCheckAttribute(
  _ handle: UnsafeMutableRawPointer, _ name: UnsafePointer<UInt8>?, _ nameLength: Int32,
  _ value: UnsafePointer<UInt8>?, _ valueLength: Int32
) -> Int32 {
  let e = element(handle)
  let warning = e.element.checkAttribute(
    hostString(name, nameLength), hostString(value, valueLength))
  return warning.map { e.say($0) } ?? 0
}

/// Writes attribute `name`'s value now as the message and returns its length; -1 for a
/// name the element has not.
@_expose(wasm, "dm_element_attribute")
@_cdecl("dm_element_attribute")
package func dmElementAttribute(
  _ handle: UnsafeMutableRawPointer, _ name: UnsafePointer<UInt8>?, _ nameLength: Int32
) -> Int32 {
  let e = element(handle)
  guard let value = e.element.attribute(hostString(name, nameLength)) else { return -1 }
  return e.say(value)
}

/// The style from the page's custom properties: four colours as red, green, blue, alpha in
/// 0…1 (any not finite: none), in `ElementStyle.colorProperties`' order (background, tint,
/// item colour, text colour), and the font size in points (not finite or not positive: none).
@_expose(wasm, "dm_element_set_style")
@_cdecl("dm_element_set_style")
package func dmElementSetStyle(
  _ handle: UnsafeMutableRawPointer, _ colors: UnsafePointer<Double>, _ fontSize: Double
) {
  func color(_ i: Int) -> Color? {
    let c = (0..<4).map { colors[i * 4 + $0] }
    guard c.allSatisfy({ $0.isFinite }) else { return nil }
    return Color(
      red: min(max(c[0], 0), 1), green: min(max(c[1], 0), 1), blue: min(max(c[2], 0), 1),
      alpha: min(max(c[3], 0), 1))
  }
  element(handle).element.style = ElementStyle(
    background: color(0), tint: color(1), itemColor: color(2), textColor: color(3),
    fontSize: fontSize.isFinite && fontSize > 0 ? fontSize : nil)
}

/// The confirm button's title: the UTF-8 text at `text`.
@_expose(wasm, "dm_element_set_title")
@_cdecl("dm_element_set_title")
package func dmElementSetTitle(
  _ handle: UnsafeMutableRawPointer, _ text: UnsafePointer<UInt8>?, _ length: Int32
) {
  element(handle).element.title = hostString(text, length)
}

/// Disables (1) or enables (0) the element's input.
@_expose(wasm, "dm_element_set_disabled")
@_cdecl("dm_element_set_disabled")
package func dmElementSetDisabled(_ handle: UnsafeMutableRawPointer, _ disabled: Int32) {
  element(handle).element.isDisabled = disabled != 0
}

/// The page's element took the focus: the control takes the keyboard focus.
@_expose(wasm, "dm_element_focus")
@_cdecl("dm_element_focus")
package func dmElementFocus(_ handle: UnsafeMutableRawPointer) {
  element(handle).element.focusControl()
}

/// Opens (1) or closes (0) the menu, animated unless `animated` is 0.
@_expose(wasm, "dm_element_set_open")
@_cdecl("dm_element_set_open")
package func dmElementSetOpen(_ handle: UnsafeMutableRawPointer, _ open: Int32, _ animated: Int32) {
  element(handle).element.setOpen(open != 0, animated: animated != 0)
}

/// 1 while the menu is open or opening, else 0.
@_expose(wasm, "dm_element_is_open")
@_cdecl("dm_element_is_open")
package func dmElementIsOpen(_ handle: UnsafeMutableRawPointer) -> Int32 {
  element(handle).element.isOpen ? 1 : 0
}

/// The dial's selected item, -1 for none (or another kind).
@_expose(wasm, "dm_element_selected")
@_cdecl("dm_element_selected")
package func dmElementSelected(_ handle: UnsafeMutableRawPointer) -> Int32 {
  element(handle).element.selectedIndex.map { Int32($0) } ?? -1
}

/// Turns the dial to item `index` (out of range: ignored), animated unless `animated` is 0.
@_expose(wasm, "dm_element_select")
@_cdecl("dm_element_select")
package func dmElementSelect(_ handle: UnsafeMutableRawPointer, _ index: Int32, _ animated: Int32) {
  element(handle).element.selectItem(at: Int(index), animated: animated != 0)
}

/// Takes the events since the last call; returns how many. Read them with
/// `dm_element_events`, as `ElementEvent.Record` lays them out: the kind
/// (`ElementEvent.Kind`'s raw value), the item's index (-1 none) and the source
/// (`HostPointers.InputSource`'s raw value, -1 none).
@_expose(wasm, "dm_element_take_events")
@_cdecl("dm_element_take_events")
package func dmElementTakeEvents(_ handle: UnsafeMutableRawPointer) -> Int32 {
  let e = element(handle)
  let events = e.element.takeEvents()
  e.events.removeAll(keepingCapacity: true)
  for event in events {
    let at = e.events.count
    e.events.append(contentsOf: repeatElement(0, count: ElementEvent.Record.stride))
    e.events[at + ElementEvent.Record.kind] = Double(event.kind.rawValue)
    e.events[at + ElementEvent.Record.index] = Double(event.index ?? -1)
    e.events[at + ElementEvent.Record.source] = Double(event.source?.rawValue ?? -1)
  }
  return Int32(events.count)
}

/// See `dm_element_take_events`; valid until its next call.
@_expose(wasm, "dm_element_events")
@_cdecl("dm_element_events")
package func dmElementEvents(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  element(handle).events.withUnsafeBytes { $0.baseAddress }
}
