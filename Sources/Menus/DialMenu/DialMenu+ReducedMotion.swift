import Geometry
import Scene

/// Reduce Motion: no physics. (Placeholder until the frame clock lands.)
extension DialMenu {
  func turnWithoutPhysics(_ recognizer: PanGestureRecognizer) {}
  func ease(toItemAt index: Int) {}
  func stopReducedMotionClock() {}
}
