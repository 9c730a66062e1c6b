public import DynamicMenusGeometry

/// What the owner of a reference space asks of the animators working in it, frame by frame:
/// tick, say whether they run or can be forecast, forecast, and follow new bounds.
/// ``DynamicAnimator`` is its one conformer.
///
/// Why a protocol: a view keeps its animators as `any DynamicAnimating`, so a window reaches
/// them through a witness table that only an animator's making links. A program that makes no
/// animator (a WebAssembly module for the confirm button alone) then carries none of the
/// engine: with a direct call, every window's frame would link the whole physics step.
public protocol DynamicAnimating: WeakReferenceable {
  /// Whether the animator is running (``DynamicAnimator/isRunning``).
  var isRunning: Bool { get }
  /// Whether its coming frames can be forecast (``DynamicAnimator/canForecast``).
  var canForecast: Bool { get }
  /// One display frame of `dt` seconds (``DynamicAnimator/tick(_:)``).
  func tick(_ dt: Double)
  /// The reference space's bounds changed (``DynamicAnimator/referenceBoundsDidChange()``).
  func referenceBoundsDidChange()
  /// Begins a forecast (``DynamicAnimator/beginForecast()``); false when it cannot.
  func beginForecast() -> Bool
  /// One forecast frame (``DynamicAnimator/forecastFrame(_:)``); false where it must stop.
  func forecastFrame(_ dt: Double) -> Bool
  /// Ends the forecast, putting everything back (``DynamicAnimator/endForecast()``).
  func endForecast()
}

extension DynamicAnimator: DynamicAnimating {}
