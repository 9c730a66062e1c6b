// A script laid on frames, for a page that plays it as real input (the browser test drives
// Chromium's input pipeline with it; `bench web` dispatches it as pointer events), frame by
// frame, with exactly the native runner's timing.

import DynamicMenusGeometry
import DynamicMenusScripts
import DynamicMenusViews
import DynamicMenusWebCanvas

/// Lays the script of `length` UTF-8 bytes at `script` on 60 Hz frames (`ScriptTimeline`).
/// Returns its numbers (`Float64` each, laid out as `WebTimeline` says; the caller frees them
/// with `dm_free`) and writes their count to `count`. Null, after printing why, for a script
/// that does not parse.
@_expose(wasm, "dm_script_timeline")
@_cdecl("dm_script_timeline")
func dmScriptTimeline(
  _ script: UnsafePointer<UInt8>?, _ length: Int32, _ count: UnsafeMutablePointer<Int32>
) -> UnsafeMutableRawPointer? {
  count.pointee = 0
  let parsed: InteractionScript
  do {
    parsed = try InteractionScript(parsing: hostString(script, length))
  } catch {
    print("dm_script_timeline: \(error.description)")
    return nil
  }
  let timeline = ScriptTimeline(parsed, framesPerSecond: 60)
  var numbers = [Double](repeating: 0, count: WebTimeline.events)
  numbers[WebTimeline.frameCount] = Double(timeline.frameCount)
  numbers[WebTimeline.eventCount] = Double(timeline.entries.count)
  let f = WebTimeline.fields
  for entry in timeline.entries {
    var event = [Double](repeating: 0, count: WebTimeline.stride)
    event[f.frame] = Double(entry.frame)
    event[f.force] = -1
    switch entry.event {
    case .touch(let touch):
      let kind: WebTimeline.Kind =
        switch touch.phase {
        case .began: .down
        case .moved, .stationary: .moved
        case .ended: .up
        case .cancelled: .cancelled
        }
      event[f.kind] = Double(kind.rawValue)
      event[f.identifier] = Double(touch.identifier)
      event[f.x] = touch.location.x
      event[f.y] = touch.location.y
      event[f.force] = touch.force.value ?? -1
    case .key(let key):
      event[f.kind] = Double((key.phase == .press ? WebTimeline.Kind.keyDown : .keyUp).rawValue)
      event[f.identifier] = Double(WebKeys.code(key.key))
    }
    numbers.append(contentsOf: event)
  }
  let result = UnsafeMutablePointer<Double>.allocate(capacity: max(numbers.count, 1))
  result.initialize(from: numbers, count: numbers.count)
  count.pointee = Int32(numbers.count)
  return UnsafeMutableRawPointer(result)
}
