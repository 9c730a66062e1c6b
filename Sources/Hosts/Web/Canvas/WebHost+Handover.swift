// Openings handed over whole: while a window shown as the page's elements only coasts (its
// layers' animations move and fade them, nothing else can change it), the page gives each
// moving element keyframe animations for the whole stretch and runs no frame until it ends,
// an animation in it ends (its completion may fire an event), or input, a setting or a call
// arrives; then it runs the window the frames that passed (`dm_host_catch_up`, counted by the
// stretch's `HandoverClock` from the seconds the page's keyframes have run) and goes on from
// exactly the state stepping every frame would have reached (layer-handover.js).

import DynamicMenusHost
import DynamicMenusRendering
import DynamicMenusViews

extension WebHost {
  /// Looks ahead from the last frame; returns the stretch's frames (0: none to hand over:
  /// the window does more than coast, its next stop is too near, or it is drawn on its
  /// canvas). The layer operations then draw the stores of layers that will fade in and the
  /// first frame of the strokes that change (performed before the keyframes start), and
  /// ``lookaheadNumbers`` hold the stretch
  /// (``LayerOperationStream/appendNumbers(for:to:strokes:)``,
  /// ``WebLayers/appendBlurTracks(for:to:)``). With `running` (the page still runs
  /// the keyframes of the stretch handed over last) a stretch that goes on as that one does
  /// says so, and where in it it begins, instead of its tracks. `inputArrived`: input, a
  /// setting or a call reached the window since the last look ahead (``HandoverPlanner``).
  func lookahead(scale: Double, running: Bool, inputArrived: Bool) -> Int {
    // Its buffer is kept from stretch to stretch: one allocation, not one a stretch.
    lookaheadNumbers.removeAll(keepingCapacity: true)
    if inputArrived { planner.inputArrived() }
    handoverClock = nil
    guard layers != nil else { return 0 }
    let ahead: CompositingLookahead
    var start: Int?
    switch planner.decide(
      pointers.host, maximumFrames: HandoverPlanner.longestStretch, keyframesRunning: running,
      strokes: layers?.features.strokes)
    {
    case .step: return 0
    case .handOver(let stretch): ahead = stretch
    case .goOn(let stretch, let from):
      ahead = stretch
      start = from
    }
    // In the order LayerOperationStream.Lookahead declares them.
    lookaheadNumbers.append(Double(start ?? -1))
    lookaheadNumbers.append(Double(ahead.frames))
    lookaheadNumbers.append(Double(ahead.endingFrames.count))
    assert(lookaheadNumbers.count == LayerOperationStream.Lookahead.endingFrames.offset)
    for frame in ahead.endingFrames { lookaheadNumbers.append(Double(frame)) }
    guard
      start != nil
        || layers?.stream.appendNumbers(
          for: ahead, to: &lookaheadNumbers, strokes: layers?.features.strokeTracks) == true
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
    if start == nil, let strokes = layers?.features.strokeTracks {
      strokes.appendFirst(&layers!.stream, ahead)
    }
    if start == nil, let layers, let blurTracks = layers.features.blurTracks {
      blurTracks(layers, ahead, &lookaheadNumbers)
    }
    // The page's keyframes keep their start when the stretch goes on: its frame 0 is theirs
    // `start`.
    handoverClock = HandoverClock(ahead, beginTime: Double(start ?? 0) * FrameInterval.nominal)
    return ahead.frames
  }

  /// Runs the window the frames of the stretch handed over that the page's keyframes have
  /// shown after `elapsed` seconds (but one when `ticksOne`: the page's frame about to run
  /// runs it), and forgets the stretch; returns how many. Before a frame is shown the stretch
  /// runs on (−1), unless `due` (its timer: the window is needed now). −1 without a stretch.
  func catchUp(elapsed: Double, ticksOne: Bool, due: Bool) -> Int {
    guard let clock = handoverClock else { return -1 }
    let frames = clock.framesToCatchUp(at: elapsed, ticksOne: ticksOne)
    guard frames >= 1 || due else { return -1 }
    handoverClock = nil
    pointers.host.advance(frames: frames)
    return frames
  }

  /// When the window is needed again, in seconds since the page's keyframes started: a frame
  /// before the stretch's first stop (``HandoverClock/dueTime``); −1 without a stretch.
  var handoverDueTime: Double { handoverClock?.dueTime ?? -1 }
}

/// Looks ahead from the last frame at `scale` device pixels per point (the last frame's):
/// returns how many frames of 1/60 s the window's coming motion can be handed to the page's
/// compositor for (0: none), with the layer operations to perform first
/// (`dm_host_layer_operations`: the stores of layers about to fade in) and the stretch's
/// numbers (`dm_host_lookahead_numbers`: the frame of the last stretch handed over it goes on
/// from, when `flags` has bit 0 (the page still runs its keyframes) and it does, else -1; its
/// frames; its ending frames, counted and listed; then, unless it goes on,
/// `LayerOperationStream.appendNumbers(for:to:strokes:)`, then
/// `WebLayers.appendBlurTracks(for:to:)`). `flags` bit 1: input, a setting or a call reached
/// the control since the last look ahead.
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

/// Catches the window up with the stretch `dm_host_look_ahead` handed over, whose keyframes
/// have run `elapsed` seconds: runs, without drawing them, the frames they have shown
/// (`HandoverClock`'s count; but one when `flags` bit 0: the page's frame about to run runs
/// it), so the window reaches the state stepping them would have and its completions and
/// events happen now; the page runs a frame after it, which draws. Returns the frames run, or
/// −1: no stretch, or none shown yet and `flags` bit 1 (the stretch is due) not set (it runs
/// on). A time that is not finite shows none.
@_expose(wasm, "dm_host_catch_up")
@_cdecl("dm_host_catch_up")
package func dmHostCatchUp(_ handle: UnsafeMutableRawPointer, _ elapsed: Double, _ flags: Int32)
  -> Int32
{
  Int32(
    WebHost.from(handle).catchUp(elapsed: elapsed, ticksOne: flags & 1 != 0, due: flags & 2 != 0))
}

/// See `dm_host_look_ahead`: when the window is needed again, in seconds since the stretch's
/// keyframes started (a frame before its first stop); −1 without a stretch.
@_expose(wasm, "dm_host_handover_due")
@_cdecl("dm_host_handover_due")
package func dmHostHandoverDue(_ handle: UnsafeMutableRawPointer) -> Double {
  WebHost.from(handle).handoverDueTime
}
