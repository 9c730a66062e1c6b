// The module of `import 'dynamic-menus/radial-menu'` (out/npm/radial-menu.wasm):
// `<dm-radial-menu>` alone. It names one ElementDefinition, so the link leaves out the other
// controls, their attributes and the physics engine (no animator is ever made).
// Of the layers' extras it links the masks (its rings') and the strokes handed over (its
// rings', lines' and dashes'), not blurs (LayerFeatures.masks.withStrokes).
// The exports besides `dm_element_create` are DynamicMenusWebElements'.
//
// No top-level code or global state here: a reactor module's `main` never runs.

import DynamicMenusElements
import DynamicMenusWebCanvas
import DynamicMenusWebElements

/// Makes a `<dm-radial-menu>` (its kind named by the UTF-8 bytes at `kind`: `radial-menu` or
/// `dm-radial-menu`) in a window of `width` × `height` points (the default size where either is
/// not finite and positive). Returns its handle, or null after printing why (another kind).
@_expose(wasm, "dm_element_create")
@_cdecl("dm_element_create")
func dmElementCreate(
  _ kind: UnsafePointer<UInt8>?, _ kindLength: Int32, _ width: Double, _ height: Double
) -> UnsafeMutableRawPointer? {
  ElementHost.create(
    kind: kind, kindLength: kindLength, width: width, height: height, definitions: [.radialMenu],
    layerFeatures: .masks.withStrokes)
}
