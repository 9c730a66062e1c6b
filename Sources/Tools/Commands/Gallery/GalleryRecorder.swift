import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusScripts
import DynamicMenusViews

/// Plays one demo script on a fresh scene and records it: an animation of the whole script and
/// one still, the moment that looks most unlike the start (the menu fully open, the ring full,
/// the item chosen), found by comparing the animation's frames with its first.
@MainActor
struct GalleryRecorder {
  /// Animation frames a second (the scene itself always runs at 60).
  var fps: Double
  /// Device pixels per point of the animation.
  var animationScale: Double
  /// Device pixels per point of the still.
  var stillScale: Double

  /// What one script gives.
  struct Recording {
    /// The animation, APNG bytes.
    var animation: [UInt8]
    /// The still, PNG bytes.
    var still: [UInt8]
    /// When the still was taken, in seconds of the script.
    var stillTime: Double
    /// The script's length, in seconds.
    var duration: Double
    /// The animation's frame count.
    var frameCount: Int
    /// The canvas in points.
    var size: Size
  }

  /// The frames of an animation of `duration` seconds: at 0, 1/fps, … up to the end; at
  /// least one.
  func frameCount(duration: Double) -> Int { Int((duration * fps + 1e-6).rounded(.down)) + 1 }

  /// The length of `script` in seconds as a scene plays it (at 60 frames a second).
  static func duration(of script: InteractionScript) -> Double {
    let timeline = ScriptTimeline(script, framesPerSecond: 60)
    return Double(timeline.frameCount) / timeline.framesPerSecond
  }

  /// Plays `script` on a new `type` scene and records it.
  func record(_ type: DemoSceneKind, _ script: InteractionScript) throws -> Recording {
    let renderer = CairoRenderer()
    var player = ScenePlayer(scene: type.make(size: type.defaultSize), script: script)
    let duration = player.scriptDuration
    let count = frameCount(duration: duration)
    var frames: [Bitmap] = []
    frames.reserveCapacity(count)
    var best = (index: 0, difference: -1)
    for index in 0..<count {
      player.advance(to: Double(index) / fps)
      let frame = renderer.render(player.displayList, scale: animationScale)
      let difference = frames.first.map { Self.difference(frame, $0) } ?? 0
      if difference > best.difference { best = (index, difference) }
      frames.append(frame)
    }
    let animation = try AnimatedPNG.encode(frames: frames, fps: fps, onlyChangedRegions: true)
    // The still, drawn again at its own scale from a fresh run to the same moment.
    let stillTime = Double(best.index) / fps
    player = ScenePlayer(scene: type.make(size: type.defaultSize), script: script)
    player.advance(to: stillTime)
    let still = try renderer.renderPNG(player.displayList, scale: stillScale)
    return Recording(
      animation: animation, still: still, stillTime: stillTime, duration: duration,
      frameCount: frames.count, size: type.defaultSize)
  }

  /// How unlike two frames of one size are: the largest channel difference summed over every
  /// other pixel of every other row (a quarter of the pixels is plenty to rank frames).
  static func difference(_ a: Bitmap, _ b: Bitmap) -> Int {
    guard a.width == b.width, a.height == b.height else { return Int.max }
    var total = 0
    for y in stride(from: 0, to: a.height, by: 2) {
      let row = y * a.width
      for x in stride(from: 0, to: a.width, by: 2) {
        total += Pixel(a.pixels[row + x]).maximumChannelDifference(from: Pixel(b.pixels[row + x]))
      }
    }
    return total
  }
}
