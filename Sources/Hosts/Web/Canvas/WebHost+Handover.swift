// Openings handed over whole: while a window shown as the page's elements only coasts (its
// layers' animations move and fade them, nothing else can change it), the page gives each
// moving element keyframe animations for the whole stretch and runs no frame until it ends,
// an animation in it ends (its completion may fire an event), or input, a setting or a call
// arrives; then it runs the window the frames that passed (`dm_host_advance`) and goes on
// from exactly the state stepping every frame would have reached (layer-handover.js).

import DynamicMenusHost
import DynamicMenusRendering
import DynamicMenusViews

extension WebHost {
  /// The longest stretch handed over at once: 2 s of frames. A longer one is handed over
  /// again at its end.
  static let maximumLookaheadFrames = 120

  /// Looks ahead from the last frame; returns the stretch's frames (0: none to hand over:
  /// the window does more than coast, its next stop is too near, or it is drawn on its
  /// canvas). The layer operations then draw the stores of layers that will fade in
  /// (performed before the keyframes start), and ``lookaheadNumbers`` hold the stretch
  /// (``LayerOperationStream/appendNumbers(for:to:)``). With `running` (the page still runs
  /// the keyframes of the stretch handed over last) a stretch that goes on as that one does
  /// says so, and where in it it begins, instead of its tracks. `inputArrived`: input, a
  /// setting or a call reached the window since the last look ahead (``HandoverPlanner``).
  func lookahead(scale: Double, running: Bool, inputArrived: Bool) -> Int {
    // Its buffer is kept from stretch to stretch: one allocation, not one a stretch.
    lookaheadNumbers.removeAll(keepingCapacity: true)
    if inputArrived { planner.inputArrived() }
    guard layers != nil else { return 0 }
    let ahead: CompositingLookahead
    var start: Int?
    switch planner.decide(
      pointers.host, maximumFrames: Self.maximumLookaheadFrames, keyframesRunning: running)
    {
    case .step: return 0
    case .handOver(let stretch): ahead = stretch
    case .goOn(let stretch, let from):
      ahead = stretch
      start = from
    }
    lookaheadNumbers.append(Double(start ?? -1))
    lookaheadNumbers.append(Double(ahead.frames))
    lookaheadNumbers.append(Double(ahead.endingFrames.count))
    for frame in ahead.endingFrames { lookaheadNumbers.append(Double(frame)) }
    guard start != nil || layers?.stream.appendNumbers(for: ahead, to: &lookaheadNumbers) == true
    else {
      lookaheadNumbers.removeAll(keepingCapacity: true)
      return 0
    }
    // Layers that fade in from nothing (or whose group does) have stores to draw first.
    let fadesIn = ahead.tracks.contains { $0.opacity[0] == 0 && $0.opacity.contains { $0 > 0 } }
    if fadesIn, layers?.drawTransparentLayers(window, scale: scale, lists: &stream) != true {
      lookaheadNumbers.removeAll(keepingCapacity: true)
      return 0
    }
    if !fadesIn {
      layers?.stream.encode([], background: window.backgroundColor, scale: scale, lists: &stream)
    }
    return ahead.frames
  }
}

/// Looks ahead from the last frame at `scale` device pixels per point (the last frame's):
/// returns how many frames of 1/60 s the window's coming motion can be handed to the page's
/// compositor for (0: none), with the layer operations to perform first
/// (`dm_host_layer_operations`: the stores of layers about to fade in) and the stretch's
/// numbers (`dm_host_lookahead_numbers`: the frame of the last stretch handed over it goes on
/// from, when `flags` has bit 0 (the page still runs its keyframes) and it does, else -1; its
/// frames; its ending frames, counted and listed; then, unless it goes on,
/// `LayerOperationStream.appendNumbers(for:to:)`). `flags` bit 1: input, a setting or a call
/// reached the control since the last look ahead.
@_expose(wasm, "dm_host_look_ahead")
@_cdecl("dm_host_look_ahead")
package func dmHostLookAhead(_ handle: UnsafeMutableRawPointer, _ scale: Double, _ flags: Int32)
  -> Int32
{
  let host = WebHost.from(handle)
  return Int32(
    host.lookahead(
      scale: scale.isFinite && scale > 0 ? scale : 1, running: flags & 1 != 0,
      inputArrived: flags & 2 != 0))
}

/// See `dm_host_look_ahead`: where the stretch's numbers start (`Float64` each). Valid until
/// the next call into the host.
@_expose(wasm, "dm_host_lookahead_numbers")
@_cdecl("dm_host_lookahead_numbers")
package func dmHostLookaheadNumbers(_ handle: UnsafeMutableRawPointer) -> UnsafeRawPointer? {
  WebHost.from(handle).lookaheadNumbers.withUnsafeBytes { $0.baseAddress }
}

/// See `dm_host_look_ahead`: how many numbers.
@_expose(wasm, "dm_host_lookahead_count")
@_cdecl("dm_host_lookahead_count")
package func dmHostLookaheadCount(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(WebHost.from(handle).lookaheadNumbers.count)
}

/// Runs `frames` frames of 1/60 s without drawing them (what the compositor showed of a
/// handed-over stretch): the window reaches the state stepping them would have, its
/// completions and events happen now. At most `dm_host_look_ahead`'s limit; fewer than 1
/// runs none. The page runs a frame after it, which draws.
@_expose(wasm, "dm_host_advance")
@_cdecl("dm_host_advance")
package func dmHostAdvance(_ handle: UnsafeMutableRawPointer, _ frames: Int32) {
  let frames = min(Int(frames), WebHost.maximumLookaheadFrames)
  WebHost.from(handle).pointers.host.advance(frames: frames)
}
