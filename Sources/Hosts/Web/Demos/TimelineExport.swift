// A script laid on frames, for a page that plays it as real input (the browser test drives
// Chromium's input pipeline with it; `bench web` dispatches it as pointer events), frame by
// frame, with exactly the native runner's timing.

import DynamicMenusGeometry
import DynamicMenusViews
import DynamicMenusWebCanvas

/// Lays the script of `length` UTF-8 bytes at `script` on 60 Hz frames (`ScriptTimeline`).
/// Returns its numbers (`Float64` each; the caller frees them with `dm_free`) and writes their
/// count to `count`: the frame count, the event count, then per event its frame, its
/// kind (0 touch down, 1 moved, 2 up, 3 cancelled, 4 key pressed, 5 key released), the touch's
/// identifier or the key's index in `left right up down return space escape tab`, x, y (window
/// points; 0 for keys), and the force (-1 for none). Null, after printing why, for a script
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
  var numbers: [Double] = []
  numbers.append(Double(timeline.frameCount))
  numbers.append(Double(timeline.entries.count))
  for entry in timeline.entries {
    numbers.append(Double(entry.frame))
    switch entry.event {
    case .touch(let touch):
      let kind: Double =
        switch touch.phase {
        case .began: 0
        case .moved, .stationary: 1
        case .ended: 2
        case .cancelled: 3
        }
      numbers.append(kind)
      numbers.append(Double(touch.identifier))
      numbers.append(touch.location.x)
      numbers.append(touch.location.y)
      numbers.append(touch.force.value ?? -1)
    case .key(let key):
      numbers.append(key.phase == .press ? 4 : 5)
      numbers.append(Double(Key.allCases.firstIndex(of: key.key) ?? 0))
      numbers.append(0)
      numbers.append(0)
      numbers.append(-1)
    }
  }
  let result = UnsafeMutablePointer<Double>.allocate(capacity: max(numbers.count, 1))
  result.initialize(from: numbers, count: numbers.count)
  count.pointee = Int32(numbers.count)
  return UnsafeMutableRawPointer(result)
}
