// The manifest's module (Embedded Swift, `make wasm`: out/wasm/manifest.wasm): the elements'
// manifest, built from the same compiled modules as the package's module, for `make web` to
// read (scripts/manifest.mjs). It is not shipped: the package's module carries no manifest.
//
// No top-level code or global state here: a reactor module's `main` never runs.

import DynamicMenusControls
import DynamicMenusElements

/// The elements' manifest (`ElementManifest`) as UTF-8 JSON: writes its length to `length`
/// and returns where it starts (the caller frees it with `dm_free`). `make web` reads it from
/// this module to write the package's generated vocabulary, declarations and Custom Elements
/// Manifest.
@_expose(wasm, "dm_manifest")
@_cdecl("dm_manifest")
func dmManifest(_ length: UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer {
  let bytes = Array(ElementManifest.json.text(numbers: { AttributeText.number($0) }).utf8)
  let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
  memory.copyMemory(from: bytes, byteCount: bytes.count)
  length.pointee = Int32(bytes.count)
  return memory
}
