// The demo module (Embedded Swift, `make wasm`): the five demo scenes on canvases for the
// gallery and the browser tests, and the determinism digests `make wasm-check` compares with
// the native build. The host functions (`dm_host_*`, `dm_alloc`) come from
// DynamicMenusWebCanvas. Messages for people (bad input) go through `print`, which the C
// runtime hands to the host's `dm_log` import.
//
// No top-level code or global state here: a reactor module's `main` never runs.

import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusScripts
import DynamicMenusViews
import DynamicMenusWebCanvas

/// `elementaryFunctionDigest()`: the native test suite holds the same value.
@_expose(wasm, "dm_elementary_digest")
@_cdecl("dm_elementary_digest")
func dmElementaryDigest() -> UInt64 {
  elementaryFunctionDigest()
}

/// `DeterminismDigest.scene(_:script:)` for the scene named by the UTF-8 bytes at `name`
/// (`dial`, `radial`, …) played through the script at `script` (length 0: no script); with
/// `handover` 1, `DeterminismDigest.handover(_:script:handsOver:)` handing over instead.
/// Returns 0, after printing why, for an unknown name or a script that does not parse.
@_expose(wasm, "dm_scene_digest")
@_cdecl("dm_scene_digest")
func dmSceneDigest(
  _ name: UnsafePointer<UInt8>?, _ nameLength: Int32,
  _ script: UnsafePointer<UInt8>?, _ scriptLength: Int32, _ handover: Int32
) -> UInt64 {
  let sceneName = hostString(name, nameLength)
  guard let kind = DemoRegistry.scene(named: sceneName) else {
    print("dm_scene_digest: unknown scene \"\(sceneName)\"")
    return 0
  }
  guard scriptLength > 0 else { return DeterminismDigest.scene(kind, script: nil) }
  do {
    let parsed = try InteractionScript(parsing: hostString(script, scriptLength))
    return handover == 1
      ? DeterminismDigest.handover(kind, script: parsed, handsOver: true).digest
      : DeterminismDigest.scene(kind, script: parsed)
  } catch {
    print("dm_scene_digest: \(sceneName): \(error.description)")
    return 0
  }
}

/// Makes the demo scene named by the UTF-8 bytes at `name` (`dial`, `radial`, `confirm`,
/// `floating`, `slide`) in a window of `width` × `height` points (its default size when
/// either is 0 or less) and draws its first frame. Returns its host's handle (`dm_host_*`),
/// or null after printing why (an unknown name, a size that is not finite).
@_expose(wasm, "dm_host_create")
@_cdecl("dm_host_create")
func dmHostCreate(
  _ name: UnsafePointer<UInt8>?, _ nameLength: Int32, _ width: Double, _ height: Double
) -> UnsafeMutableRawPointer? {
  let controlName = hostString(name, nameLength)
  guard let kind = DemoRegistry.scene(named: controlName) else {
    print("dm_host_create: unknown control \"\(controlName)\"")
    return nil
  }
  guard width.isFinite, height.isFinite, width <= 100_000, height <= 100_000 else {
    print("dm_host_create: \(controlName): size \(width) × \(height) is not a size in points")
    return nil
  }
  let size = width > 0 && height > 0 ? Size(width: width, height: height) : kind.defaultSize
  // The demo module's hosts note where contents lie, and keep them once asked
  // (dm_host_keep_contents), for the kept test and the bench.
  let host = WebHost.makingControls { measurer in
    WebHost(
      pointers: ActiveControl(kind.make(size: size), target: WebHost.keepingTarget),
      measurer: measurer, layerFeatures: .all)
  }
  return host.retainedHandle()
}
