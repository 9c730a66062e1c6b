// The package's main module (out/npm/dynamic-menus.wasm, `import 'dynamic-menus'`): the five
// elements from one module. The exports besides `dm_element_create` are DynamicMenusWebElements'.
//
// No top-level code or global state here: a reactor module's `main` never runs.

import DynamicMenusElements
import DynamicMenusWebCanvas
import DynamicMenusWebElements

/// Makes an element of the kind named by the UTF-8 bytes at `kind` (`dial-menu`,
/// `radial-menu`, `confirm-button`, `floating-menu`, `slide-menu`, or their `dm-` tags) in a
/// window of `width` × `height` points (the kind's default size where either is not finite
/// and positive). Returns its handle, or null after printing why (an unknown kind).
@_expose(wasm, "dm_element_create")
@_cdecl("dm_element_create")
func dmElementCreate(
  _ kind: UnsafePointer<UInt8>?, _ kindLength: Int32, _ width: Double, _ height: Double
) -> UnsafeMutableRawPointer? {
  ElementHost.create(
    kind: kind, kindLength: kindLength, width: width, height: height,
    definitions: ElementDefinition.all, layerFeatures: .all)
}
