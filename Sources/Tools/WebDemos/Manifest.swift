// The elements' manifest, from the demo module: what `make web` generates the package's
// constants, declarations and Custom Elements Manifest from (scripts/manifest.mjs), built from
// the same compiled modules as the package's. The package's modules carry no manifest; the
// demo module, which no page of a user loads, carries it rather than a module of its own, a
// whole link-time-optimised link less for every build.

import DynamicMenusControls
import DynamicMenusElements

/// The elements' manifest (`ElementManifest`) as UTF-8 JSON: writes its length to `length`
/// and returns where it starts (the caller frees it with `dm_free`).
@_expose(wasm, "dm_manifest")
@_cdecl("dm_manifest")
func dmManifest(_ length: UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer {
  let bytes = Array(ElementManifest.json.text(numbers: { AttributeText.number($0) }).utf8)
  let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
  memory.copyMemory(from: bytes, byteCount: bytes.count)
  length.pointee = Int32(bytes.count)
  return memory
}
