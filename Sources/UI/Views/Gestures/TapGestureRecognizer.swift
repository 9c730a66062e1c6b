import DynamicMenusGeometry

/// Recognises one or more taps (discrete): `UITapGestureRecognizer`.
///
/// Recognised on the lift of the last required tap when every touch stayed within
/// ``allowableMovement`` of where it began (and of the first tap), each tap lasted at most
/// ``maximumTapDuration`` and the taps followed each other within
/// ``maximumIntervalBetweenTaps`` (docs/views-and-input.md: 45 pt, 0.75 s, 0.35 s, all `[approx]`).
public final class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed, ≥ 1. Default 1.
  public var numberOfTapsRequired = 1
  /// Fingers per tap, ≥ 1. Default 1.
  public var numberOfTouchesRequired = 1
  /// How far a touch may wander from where it (or the first tap) began, in points.
  /// Default 45.
  public var allowableMovement = 45.0
  /// The longest a tap may stay down, in seconds. Default 0.75.
  public var maximumTapDuration = 0.75
  /// The longest pause between the lift of one tap and the next touch-down, in seconds.
  /// Default 0.35.
  public var maximumIntervalBetweenTaps = 0.35

  var tapsCompleted = 0
  var tapStartTime: Double?
  var lastTapEndTime = 0.0
  var touchesThisTap = 0
  var sequenceOrigin: Point?
  var touchOrigins: [Int: Point] = [:]

  /// Creates a single-tap, single-touch recognizer.
  public required init() { super.init() }

  /// Creates a recognizer for `taps` taps of `touches` fingers each.
  public convenience init(taps: Int, touches: Int = 1) {
    self.init()
    numberOfTapsRequired = max(1, taps)
    numberOfTouchesRequired = max(1, touches)
  }

  /// Records the new touches; fails on too many fingers, a late next tap or a far one.
  public override func touchesBegan(_ began: [Touch]) {
    guard state == .possible, let time = began.first?.timestamp else { return }
    if tapsCompleted > 0 && time - lastTapEndTime > maximumIntervalBetweenTaps {
      state = .failed
      return
    }
    if tapStartTime == nil {
      tapStartTime = time
      touchesThisTap = 0
    }
    for touch in began {
      touchOrigins[touch.identifier] = touch.location
      if let origin = sequenceOrigin,
        touch.location.distance(to: origin) > allowableMovement
      {
        state = .failed
        return
      }
      if sequenceOrigin == nil { sequenceOrigin = touch.location }
    }
    touchesThisTap = max(touchesThisTap, touches.count)
    if touches.count > numberOfTouchesRequired { state = .failed }
  }

  /// Fails when a touch moves farther than ``allowableMovement``.
  public override func touchesMoved(_ moved: [Touch]) {
    guard state == .possible else { return }
    for touch in moved {
      if let origin = touchOrigins[touch.identifier],
        touch.location.distance(to: origin) > allowableMovement
      {
        state = .failed
        return
      }
    }
  }

  /// Counts a tap when the last finger lifts; recognises at the last required tap.
  public override func touchesEnded(_ ended: [Touch]) {
    guard state == .possible, touches.isEmpty, let start = tapStartTime,
      let time = ended.first?.timestamp
    else { return }
    for touch in ended {
      if let origin = touchOrigins[touch.identifier],
        touch.location.distance(to: origin) > allowableMovement
      {
        state = .failed
        return
      }
    }
    guard touchesThisTap == numberOfTouchesRequired, time - start <= maximumTapDuration else {
      state = .failed
      return
    }
    tapsCompleted += 1
    tapStartTime = nil
    lastTapEndTime = time
    if tapsCompleted >= numberOfTapsRequired { state = .recognized }
  }

  /// Fails a tap held too long, or a sequence whose next tap never came.
  public override func update(time: Double) {
    guard state == .possible else { return }
    if let start = tapStartTime, time - start > maximumTapDuration {
      state = .failed
    } else if tapStartTime == nil, tapsCompleted > 0, tapsCompleted < numberOfTapsRequired,
      time - lastTapEndTime > maximumIntervalBetweenTaps
    {
      state = .failed
    }
  }

  /// Forgets the taps so far.
  public override func reset() {
    tapsCompleted = 0
    tapStartTime = nil
    touchesThisTap = 0
    sequenceOrigin = nil
    touchOrigins = [:]
    super.reset()
  }
}
