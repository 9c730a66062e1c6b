// The manifest's module (Embedded Swift, `make wasm`: out/wasm/manifest.wasm): the elements'
// manifest, built from the same compiled modules as the package's module, for `make web` to
// read (scripts/manifest.mjs). It is not shipped: the package's module carries no manifest.
//
// No top-level code or global state here: a reactor module's `main` never runs.

import DynamicMenusControls
import DynamicMenusElements
import DynamicMenusViews
import DynamicMenusWebCanvas

/// The elements' manifest (`ElementManifest`) with the web canvas's own numbers
/// (`webVocabulary()`), as UTF-8 JSON: writes its length to `length` and returns where it
/// starts (the caller frees it with `dm_free`). `make web` reads it from this module to write
/// the package's generated vocabulary, declarations and Custom Elements Manifest.
@_expose(wasm, "dm_manifest")
@_cdecl("dm_manifest")
func dmManifest(_ length: UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer {
  guard case .object(let elements) = ElementManifest.json else {
    fatalError("the elements' manifest is an object")
  }
  let json = OrderedJSON.object(elements + webVocabulary())
  let bytes = Array(json.text(numbers: { AttributeText.number($0) }).utf8)
  let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
  memory.copyMemory(from: bytes, byteCount: bytes.count)
  length.pointee = Int32(bytes.count)
  return memory
}

/// The web canvas's numbers (WebVocabulary.swift, CanvasDamage): pointer phases, keys by
/// their DOM names, the script timeline's layout and the damage record's.
func webVocabulary() -> [(String, OrderedJSON)] {
  let numbers = ElementManifest.numbers
  typealias D = CanvasDamage.Layout
  return [
    ("pointerPhases", numbers(WebPointerPhase.allCases.map { ($0.name, Int($0.rawValue)) })),
    ("keys", numbers(Key.allCases.map { (WebKeys.domName($0), WebKeys.code($0)) })),
    ("keyNames", .array(Key.allCases.map { .string($0.rawValue) })),
    (
      "timeline",
      .object([
        ("kinds", .array(WebTimeline.Kind.allCases.map { .string($0.name) })),
        ("frameCount", .number(Double(WebTimeline.frameCount))),
        ("eventCount", .number(Double(WebTimeline.eventCount))),
        ("events", .number(Double(WebTimeline.events))),
        ("stride", .number(Double(WebTimeline.stride))),
        (
          "fields",
          numbers([
            ("frame", WebTimeline.fields.frame), ("kind", WebTimeline.fields.kind),
            ("identifier", WebTimeline.fields.identifier), ("x", WebTimeline.fields.x),
            ("y", WebTimeline.fields.y), ("force", WebTimeline.fields.force),
          ])
        ),
      ])
    ),
    (
      "damage",
      numbers([
        ("whole", D.whole), ("bandCount", D.bandCount), ("bands", D.bands),
        ("bandStride", D.bandStride), ("reuseStride", D.reuseStride),
        ("groupBoxStride", D.groupBoxStride),
      ])
    ),
  ]
}
