/// A minimal host for a layer tree without views: it owns the media time and runs the frame of
/// the layers (animations, layout, the implicit transaction's commit). A window does the same
/// as part of its own `tick`; tests, renderers of bare layer scenes and benchmarks use this.
///
/// ```swift
/// let host = LayerHost(rootLayer: root)
/// ring.strokeEnd = 1            // an implicit 0.25 s animation
/// host.tick(1.0 / 60)           // it begins now…
/// host.run(for: 0.25)           // …and is over
/// ```
public final class LayerHost {
  /// The root of the hosted tree.
  public let rootLayer: Layer
  /// The media time in seconds, advanced only by ``tick(_:)``. Starts at the value given.
  public private(set) var time: Double

  /// The host's transactions, animation blocks and text measurer, bound for every frame.
  public let context: LayerContext

  /// Hosts `rootLayer`, with the clock at `time` seconds (default 0), in `context` (default:
  /// a fresh one, with the current context's text measurer).
  public init(rootLayer: Layer, time: Double = 0, context: LayerContext? = nil) {
    precondition(time.isFinite, "LayerHost: time must be finite, got \(time)")
    self.rootLayer = rootLayer
    self.time = time
    self.context = context ?? LayerContext()
  }

  /// One frame: the clock moves on by `dt` seconds, every animation of the tree advances to
  /// the new time (animations added since the last frame begin now; finished ones end and
  /// their completions run), layers marked for layout are laid out, and the implicit
  /// transaction commits (`Transaction.flush()`).
  ///
  /// - Precondition: `dt` is finite and ≥ 0.
  public func tick(_ dt: Double) {
    precondition(dt.isFinite && dt >= 0, "LayerHost.tick: dt must be finite and ≥ 0, got \(dt)")
    context.perform {
      time += dt
      rootLayer.advanceAnimations(to: time)
      rootLayer.layoutIfNeeded()
      Transaction.flush()
    }
  }

  /// Runs frames of `1/framesPerSecond` s until `seconds` more have passed (rounded up to
  /// whole frames).
  public func run(for seconds: Double, framesPerSecond: Double = 60) {
    precondition(seconds.isFinite && seconds >= 0, "LayerHost.run: seconds must be finite, ≥ 0")
    precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "LayerHost.run: bad frame rate")
    let frames = Int((seconds * framesPerSecond - 1e-9).rounded(.up))
    for _ in 0..<frames { tick(1 / framesPerSecond) }
  }
}
