// The functions a page calls on a host (`WebHost`) by its handle: frames, input, settings,
// what to draw and the accessibility elements. Both modules (the package's and the demos')
// export them. Strings cross as UTF-8 bytes in the module's memory (Memory.swift).

import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews

/// The host behind a handle.
private func host(_ handle: UnsafeMutableRawPointer) -> WebHost { WebHost.from(handle) }

/// Frees the host behind `handle` and its window; the handle is dead afterwards.
@_expose(wasm, "dm_host_destroy")
@_cdecl("dm_host_destroy")
package func dmHostDestroy(_ handle: UnsafeMutableRawPointer) {
  Unmanaged<WebHost>.fromOpaque(handle).release()
}

/// Runs one frame of `dt` seconds (the page clamps a stall; not finite or negative reads as
/// 0) and encodes it for a canvas at `scale` device pixels per point (not finite or not
/// positive reads as 1, at most 8) that shows the last frame: `dm_host_damage` says what to
/// draw again, `dm_host_accessibility_numbers` which accessibility elements changed. The
/// canvas is `DisplayList.pixelSize` big: each side's points × scale, rounded up (the page
/// sizes it so). Returns 1 when the window is at rest after the frame (nothing changes until
/// the page sends input, a setting or a call), else 0.
@_expose(wasm, "dm_host_frame")
@_cdecl("dm_host_frame")
package func dmHostFrame(_ handle: UnsafeMutableRawPointer, _ dt: Double, _ scale: Double) -> Int32
{
  host(handle).frame(dt.isFinite ? min(max(dt, 0), 1) : 0, scale: scale) ? 1 : 0
}

/// Forgets what the canvas shows (it was cleared or resized): the next frame is drawn whole.
@_expose(wasm, "dm_host_forget_canvas")
@_cdecl("dm_host_forget_canvas")
package func dmHostForgetCanvas(_ handle: UnsafeMutableRawPointer) {
  host(handle).forgetShown()
}

/// Shows the window as the page's elements (`layers` 1: layer-tree.js performs
/// `dm_host_layer_operations` each frame; `backdropFilter` 1 where the page has CSS
/// `backdrop-filter`) or on its canvas (`layers` 0, the default). The next frame shows
/// everything afresh.
@_expose(wasm, "dm_host_set_renderer")
@_cdecl("dm_host_set_renderer")
package func dmHostSetRenderer(
  _ handle: UnsafeMutableRawPointer, _ layers: Int32, _ backdropFilter: Int32
) {
  host(handle).setRenderer(layers: layers != 0, backdropFilter: backdropFilter != 0)
}

/// 1 while the window is shown as the page's elements, 0 on its canvas: a frame that meets
/// what the elements cannot show (`dm_host_layer_fallback`) falls back to the canvas by
/// itself, and is drawn there whole.
@_expose(wasm, "dm_host_renderer")
@_cdecl("dm_host_renderer")
package func dmHostRenderer(_ handle: UnsafeMutableRawPointer) -> Int32 {
  host(handle).layers == nil ? 0 : 1
}

/// Why the window last fell back from its elements to its canvas (`LayerFallback`'s raw
/// value), 0 while it has not since `dm_host_set_renderer`.
@_expose(wasm, "dm_host_layer_fallback")
@_cdecl("dm_host_layer_fallback")
package func dmHostLayerFallback(_ handle: UnsafeMutableRawPointer) -> Int32 {
  host(handle).fallback?.rawValue ?? 0
}

/// The last frame's layer operations (`LayerOperationStream`): where the numbers start
/// (`Float64` each); their stores' lists are `dm_host_numbers`. Valid until the next
/// `dm_host_frame`.
@_expose(wasm, "dm_host_layer_operations")
@_cdecl("dm_host_layer_operations")
package func dmHostLayerOperations(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  host(handle).layers?.stream.numbers.withUnsafeBytes { $0.baseAddress }
}

/// See `dm_host_layer_operations`: how many numbers (0 in the canvas's mode).
@_expose(wasm, "dm_host_layer_operation_count")
@_cdecl("dm_host_layer_operation_count")
package func dmHostLayerOperationCount(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(host(handle).layers?.stream.numbers.count ?? 0)
}

/// The page lost a canvas of layer `layer` (its context was taken back under memory
/// pressure): the next frame draws its contents and its shadow again. A number the page does not hold is ignored.
@_expose(wasm, "dm_host_forget_layer")
@_cdecl("dm_host_forget_layer")
package func dmHostForgetLayer(_ handle: UnsafeMutableRawPointer, _ layer: Int32) {
  let h = host(handle)
  guard let id = h.layers?.stream.layer(numbered: Int(layer)) else { return }
  h.layers?.plan.forgetContents(of: id)
  h.layers?.stream.forgetShadow(of: id)
}

/// Where each group of the last frame can put ink (`CanvasDamage.groupBoxes`): where the
/// numbers start (`Float64` each, four per group; null when the frame has no group). Valid
/// until the next `dm_host_frame`.
@_expose(wasm, "dm_host_group_boxes")
@_cdecl("dm_host_group_boxes")
package func dmHostGroupBoxes(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  let boxes = host(handle).damage.groupBoxes
  return boxes.isEmpty ? nil : boxes.withUnsafeBytes { $0.baseAddress }
}

/// What the canvas must draw of the last frame (`CanvasDamage`): where its numbers start
/// (`Float64` each). Valid until the next `dm_host_frame`.
@_expose(wasm, "dm_host_damage")
@_cdecl("dm_host_damage")
package func dmHostDamage(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  host(handle).damage.numbers.withUnsafeBytes { $0.baseAddress }
}

/// Which layers' contents the canvas paints from canvases of its own this frame, and which
/// it drops (`CanvasKeptContents`): where the numbers start (`Float64` each); null while the
/// host keeps nothing and has nothing to drop. Valid until the next `dm_host_frame`.
@_expose(wasm, "dm_host_kept")
@_cdecl("dm_host_kept")
package func dmHostKept(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  let numbers = host(handle).kept.numbers
  return numbers.isEmpty ? nil : numbers.withUnsafeBytes { $0.baseAddress }
}

/// Whether the canvas keeps layers' contents on canvases of its own and paints them while
/// they only move (1) or draws every command of every frame (0: the stores are dropped in the
/// next frame): ``WebHost/keepsContents``. Default: on for the package's dial element, off
/// for every other host (docs/web-host.md, "Kept contents").
@_expose(wasm, "dm_host_keep_contents")
@_cdecl("dm_host_keep_contents")
package func dmHostKeepContents(_ handle: UnsafeMutableRawPointer, _ keeps: Int32) {
  host(handle).kept.isEnabled = keeps != 0
}

/// The encoded frame: where its numbers start (`Float64` each), how many, where its text
/// starts and how many bytes. Valid until the next `dm_host_frame` or `dm_host_destroy`.
@_expose(wasm, "dm_host_numbers")
@_cdecl("dm_host_numbers")
package func dmHostNumbers(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  host(handle).stream.numbers.withUnsafeBytes { $0.baseAddress }
}

/// See `dm_host_numbers`.
@_expose(wasm, "dm_host_number_count")
@_cdecl("dm_host_number_count")
package func dmHostNumberCount(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(host(handle).stream.numbers.count)
}

/// See `dm_host_numbers`.
@_expose(wasm, "dm_host_text")
@_cdecl("dm_host_text")
package func dmHostText(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  host(handle).stream.text.withUnsafeBytes { $0.baseAddress }
}

/// See `dm_host_numbers`.
@_expose(wasm, "dm_host_text_length")
@_cdecl("dm_host_text_length")
package func dmHostTextLength(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(host(handle).stream.text.count)
}

/// How many distinct bitmaps the stream has met (`DisplayListStream.images`): the page
/// makes images of those past the count it has seen, once each.
@_expose(wasm, "dm_host_image_count")
@_cdecl("dm_host_image_count")
package func dmHostImageCount(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(host(handle).stream.images.count)
}

/// Where bitmap `index`'s bytes start (its `dm_host_image_format`'s); null for an index out
/// of range. Valid until `dm_host_destroy` (the stream keeps its images).
@_expose(wasm, "dm_host_image_bytes")
@_cdecl("dm_host_image_bytes")
package func dmHostImageBytes(_ handle: UnsafeMutableRawPointer, _ index: Int32)
  -> UnsafeRawPointer?
{
  image(handle, index)?.data.withUnsafeBytes { $0.baseAddress }
}

/// How many bytes bitmap `index` has; 0 for an index out of range.
@_expose(wasm, "dm_host_image_length")
@_cdecl("dm_host_image_length")
package func dmHostImageLength(_ handle: UnsafeMutableRawPointer, _ index: Int32) -> Int32 {
  Int32(image(handle, index)?.data.count ?? 0)
}

/// Bitmap `index`'s format (`BitmapImage.Format`: 0 a PNG file, 1 RGBA pixels); -1 for an
/// index out of range.
@_expose(wasm, "dm_host_image_format")
@_cdecl("dm_host_image_format")
package func dmHostImageFormat(_ handle: UnsafeMutableRawPointer, _ index: Int32) -> Int32 {
  image(handle, index).map { Int32($0.format.rawValue) } ?? -1
}

/// Bitmap `index`'s width in pixels; 0 for an index out of range.
@_expose(wasm, "dm_host_image_width")
@_cdecl("dm_host_image_width")
package func dmHostImageWidth(_ handle: UnsafeMutableRawPointer, _ index: Int32) -> Int32 {
  image(handle, index).map { Int32($0.pixelWidth) } ?? 0
}

/// Bitmap `index`'s height in pixels; 0 for an index out of range.
@_expose(wasm, "dm_host_image_height")
@_cdecl("dm_host_image_height")
package func dmHostImageHeight(_ handle: UnsafeMutableRawPointer, _ index: Int32) -> Int32 {
  image(handle, index).map { Int32($0.pixelHeight) } ?? 0
}

/// The stream's bitmap `index`; nil out of range.
private func image(_ handle: UnsafeMutableRawPointer, _ index: Int32) -> BitmapImage? {
  let images = host(handle).stream.images
  return images.indices.contains(Int(index)) ? images[Int(index)] : nil
}

/// A pointer's event in window points, its phase a `WebPointerPhase` (another is ignored).
/// `pressure` is the pointer's 0…1 reading, or negative for none (a mouse): the touch's force
/// is pressure × 6.67, UIKit's 3D Touch maximum, as the playground gives it.
@_expose(wasm, "dm_host_pointer")
@_cdecl("dm_host_pointer")
package func dmHostPointer(
  _ handle: UnsafeMutableRawPointer, _ id: Int32, _ phase: Int32, _ x: Double, _ y: Double,
  _ pressure: Double
) {
  guard let phase = WebPointerPhase(rawValue: phase) else { return }
  let control = host(handle).pointers
  let point = Point(x: x, y: y)
  let force: Double? = pressure.isFinite && pressure >= 0 ? min(pressure, 1) : nil
  switch phase {
  case .down: control.pointerDown(id: Int(id), at: point, pressure: force)
  case .moved: control.pointerMoved(id: Int(id), to: point, pressure: force)
  case .up: control.pointerUp(id: Int(id), at: point)
  case .cancelled: control.pointerCancelled(id: Int(id))
  }
}

/// A mouse or pen with no button down is over the canvas at (`x`, `y`) in window points, or
/// left it (either not finite): the next frame's cursor is the one for that place.
@_expose(wasm, "dm_host_hover")
@_cdecl("dm_host_hover")
package func dmHostHover(_ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double) {
  let point = Point(x: x, y: y)
  host(handle).pointers.host.hover(at: point.isFinite ? point : nil)
}

/// The last frame's cursor for the mouse or pen: -1 none, 0 arrow, 1 pointing hand, 2 open
/// hand, 3 closed hand (CSS `default`, `pointer`, `grab`, `grabbing`).
@_expose(wasm, "dm_host_cursor")
@_cdecl("dm_host_cursor")
package func dmHostCursor(_ handle: UnsafeMutableRawPointer) -> Int32 {
  guard let cursor = host(handle).cursor else { return -1 }
  return Int32(PointerCursor.allCases.firstIndex(of: cursor) ?? 0)
}

/// 1 when a control took the keyboard focus during the last frame (the page focuses the
/// canvas if nothing else has the focus), else 0.
@_expose(wasm, "dm_host_requests_focus")
@_cdecl("dm_host_requests_focus")
package func dmHostRequestsFocus(_ handle: UnsafeMutableRawPointer) -> Int32 {
  host(handle).requestsKeyboardFocus ? 1 : 0
}

/// A key pressed (`isDown` 1) or released (0), by its code (`WebKeys`: its index in
/// `Key.allCases`); another code is ignored. Shift held (`shift` 1) also presses the mouse's
/// touches harder.
@_expose(wasm, "dm_host_key")
@_cdecl("dm_host_key")
package func dmHostKey(
  _ handle: UnsafeMutableRawPointer, _ code: Int32, _ isDown: Int32, _ shift: Int32
) {
  let pointers = host(handle).pointers
  pointers.isShiftDown = shift != 0
  guard let key = WebKeys.key(code: code) else { return }
  pointers.key(KeyEvent(key: key, phase: isDown != 0 ? .press : .release, isShiftDown: shift != 0))
}

/// Shift went down or up without another key (the mouse's harder press).
@_expose(wasm, "dm_host_shift")
@_cdecl("dm_host_shift")
package func dmHostShift(_ handle: UnsafeMutableRawPointer, _ isDown: Int32) {
  host(handle).pointers.isShiftDown = isDown != 0
}

/// The page's settings: `prefers-reduced-motion`, `prefers-reduced-transparency`,
/// `dir="rtl"`, `prefers-contrast: more` and a dark colour scheme (each 0 or 1) as the
/// window's Reduce Motion, Reduce Transparency, layout direction, Increase Contrast and
/// interface style; `rootFontSize`, the page's root font size in CSS pixels, as the nearest
/// `ContentSizeCategory` (`WebTextSize`: a browser's default 16 px is iOS's default body,
/// 17 pt; not finite reads as the default); and the safe-area insets over the canvas in
/// points (top, left, bottom, right; not finite or negative reads as 0).
@_expose(wasm, "dm_host_settings")
@_cdecl("dm_host_settings")
package func dmHostSettings(
  _ handle: UnsafeMutableRawPointer, _ reduceMotion: Int32, _ reduceTransparency: Int32,
  _ rightToLeft: Int32, _ increaseContrast: Int32, _ dark: Int32, _ rootFontSize: Double,
  _ safeTop: Double, _ safeLeft: Double, _ safeBottom: Double, _ safeRight: Double
) {
  let control = host(handle).pointers
  var settings = control.host.settings
  settings.reduceMotion = reduceMotion != 0
  settings.reduceTransparency = reduceTransparency != 0
  settings.layoutDirection = rightToLeft != 0 ? .rightToLeft : .leftToRight
  settings.accessibilityContrast = increaseContrast != 0 ? .high : .normal
  settings.userInterfaceStyle = dark != 0 ? .dark : .light
  settings.preferredContentSizeCategory = WebTextSize.category(rootFontSize: rootFontSize)
  settings.safeAreaInsets = EdgeInsets(
    top: safeTop, left: safeLeft, bottom: safeBottom, right: safeRight)
  control.host.settings = settings
}

/// The accessibility elements that changed in the last frame (`AccessibilityStream`): where
/// the numbers start (`Float64` each). Valid until the next `dm_host_frame`.
@_expose(wasm, "dm_host_accessibility_numbers")
@_cdecl("dm_host_accessibility_numbers")
package func dmHostAccessibilityNumbers(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  host(handle).accessibility.numbers.withUnsafeBytes { $0.baseAddress }
}

/// See `dm_host_accessibility_numbers`.
@_expose(wasm, "dm_host_accessibility_number_count")
@_cdecl("dm_host_accessibility_number_count")
package func dmHostAccessibilityNumberCount(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(host(handle).accessibility.numbers.count)
}

/// See `dm_host_accessibility_numbers`.
@_expose(wasm, "dm_host_accessibility_text")
@_cdecl("dm_host_accessibility_text")
package func dmHostAccessibilityText(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  host(handle).accessibility.text.withUnsafeBytes { $0.baseAddress }
}

/// See `dm_host_accessibility_numbers`.
@_expose(wasm, "dm_host_accessibility_text_length")
@_cdecl("dm_host_accessibility_text_length")
package func dmHostAccessibilityTextLength(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(host(handle).accessibility.text.count)
}

/// Performs an accessibility action on element `index` of the last frame's elements:
/// `action` an `AccessibilityStream.Action` (activate, increment, decrement, escape, or the
/// custom action named by the UTF-8 bytes at `name`), `source` the
/// `HostPointers.InputSource` it came from (a key pressed on the page's proxy element is the
/// keyboard; an assistive technology's action is accessibility; another value reads as
/// accessibility). Returns 1 when an element took it.
@_expose(wasm, "dm_host_accessibility_perform")
@_cdecl("dm_host_accessibility_perform")
package func dmHostAccessibilityPerform(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ action: Int32,
  _ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ source: Int32
) -> Int32 {
  guard let kind = AccessibilityStream.Action(rawValue: action) else { return 0 }
  let h = host(handle)
  h.pointers.lastInputSource = HostPointers.InputSource(rawValue: Int(source)) ?? .accessibility
  let done = h.accessibility.perform(
    kind, on: Int(index), named: hostString(name, nameLength))
  return done ? 1 : 0
}

/// The window's new size in points (the page's element was resized): not finite or not
/// positive leaves it as it is, at most 100 000 a side. The controls follow their
/// autoresizing masks; the next frame is drawn whole.
@_expose(wasm, "dm_host_resize")
@_cdecl("dm_host_resize")
package func dmHostResize(_ handle: UnsafeMutableRawPointer, _ width: Double, _ height: Double) {
  guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
  let h = host(handle)
  h.pointers.host.settings.size = Size(width: min(width, 100_000), height: min(height, 100_000))
  h.forgetShown()
}

/// 1 when a pointer going down at (`x`, `y`) in window points would land on a control rather
/// than on the empty window (`ControlHost.takesPointer`), else 0: a page whose element lies
/// over other content lets the rest through.
@_expose(wasm, "dm_host_takes_pointer")
@_cdecl("dm_host_takes_pointer")
package func dmHostTakesPointer(_ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double)
  -> Int32
{
  host(handle).pointers.host.takesPointer(at: Point(x: x, y: y)) ? 1 : 0
}
