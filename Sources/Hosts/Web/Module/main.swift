// The core as one WebAssembly module (Embedded Swift, `make wasm`): the functions a JavaScript
// host calls. Strings cross as UTF-8 bytes in the module's memory: the host allocates with
// `dm_alloc`, writes, passes pointer and length, and frees with `dm_free`. Messages for people
// (bad input) go through `print`, which the C runtime hands to the host's `dm_log` import.
//
// No top-level code or global state here: a reactor module's `main` never runs.

import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusViews

/// Allocates `byteCount` bytes (at least 1), 8-byte aligned, for the host to fill.
@_expose(wasm, "dm_alloc")
@_cdecl("dm_alloc")
func dmAlloc(_ byteCount: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: max(Int(byteCount), 1), alignment: 8)
}

/// Frees memory from `dm_alloc`.
@_expose(wasm, "dm_free")
@_cdecl("dm_free")
func dmFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// `elementaryFunctionDigest()`: the native test suite holds the same value.
@_expose(wasm, "dm_elementary_digest")
@_cdecl("dm_elementary_digest")
func dmElementaryDigest() -> UInt64 {
  elementaryFunctionDigest()
}

/// `DeterminismDigest.scene(_:script:)` for the scene named by the UTF-8 bytes at `name`
/// (`dial`, `radial`, …) played through the script at `script` (length 0: no script).
/// Returns 0, after printing why, for an unknown name or a script that does not parse.
@_expose(wasm, "dm_scene_digest")
@_cdecl("dm_scene_digest")
func dmSceneDigest(
  _ name: UnsafePointer<UInt8>?, _ nameLength: Int32,
  _ script: UnsafePointer<UInt8>?, _ scriptLength: Int32
) -> UInt64 {
  let sceneName = hostString(name, nameLength)
  guard let kind = DemoRegistry.scene(named: sceneName) else {
    print("dm_scene_digest: unknown scene \"\(sceneName)\"")
    return 0
  }
  guard scriptLength > 0 else { return DeterminismDigest.scene(kind, script: nil) }
  do {
    let parsed = try InteractionScript(parsing: hostString(script, scriptLength))
    return DeterminismDigest.scene(kind, script: parsed)
  } catch {
    print("dm_scene_digest: \(sceneName): \(error.description)")
    return 0
  }
}

/// The string of `length` UTF-8 bytes at `bytes` (invalid sequences become U+FFFD).
func hostString(_ bytes: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  guard let bytes, length > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
}
