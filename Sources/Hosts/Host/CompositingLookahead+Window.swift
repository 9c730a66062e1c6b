import DynamicMenusDynamics
public import DynamicMenusRendering
public import DynamicMenusViews

extension CompositingLookahead {
  /// A window's coming motion, frames of ``FrameInterval/nominal`` from its time now, at most
  /// `maximumFrames`: its layers' animations and, run ahead with them, the forecast of its
  /// running dynamic animators (a fling, a fall), so a physics motion is handed over as whole
  /// as an animation. Nil unless the window coasts (``Window/isCoasting``) and something moves
  /// or its physics runs (resting until its animator pauses: a stretch with no tracks).
  public init?(window: Window, maximumFrames: Int) {
    self.init(window: window, maximumFrames: maximumFrames, strokes: nil)
  }

  /// ``init(window:maximumFrames:)``; with `strokes`, also while animations change what
  /// shape layers draw, their strokes sampled too (``CompositingLookahead/Track/strokes``):
  /// for a host that draws strokes as elements.
  package init?(window: Window, maximumFrames: Int, strokes: StrokeSampler?) {
    guard window.isCoasting(drawings: strokes != nil) else { return nil }
    let animators = window.runningAnimators
    let forecast =
      animators.isEmpty
      ? nil
      : Forecast(
        begin: { animators.allSatisfy { $0.beginForecast() } },
        frame: { dt in animators.allSatisfy { $0.forecastFrame(dt) } },
        end: { for animator in animators { animator.endForecast() } })
    self.init(
      layers: window.layers, time: window.time, interval: FrameInterval.nominal,
      maximumFrames: maximumFrames, forecast: forecast, strokes: strokes)
  }
}
