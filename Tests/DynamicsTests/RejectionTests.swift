import DynamicMenusDynamics
import DynamicMenusGeometry
import Testing

/// Where UIKit raises, the port stops with a message naming the problem (docs/dynamics.md,
/// Errors; issue 3: "the library rejects what UIKit rejects, with a clear message"). Each case
/// runs in a child process and its standard error is read.
@Suite struct RejectionTests {
  static func text(_ result: ExitTest.Result) -> String {
    String(decoding: result.standardErrorContent, as: UTF8.self)
  }

  @Test func anItemWithoutAreaIsRejected() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let flat = BasicDynamicItem(center: Point(x: 50, y: 50), size: Size(width: 0, height: 10))
        animator.addBehavior(GravityBehavior(items: [flat]))
      }
    }
    #expect(Self.text(result).contains("a dynamic item needs a positive, finite bounds size"))
  }

  @Test func aConcaveCollisionPathIsRejected() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        // An arrowhead: the vertex at (0, 5) points inward.
        let arrow = Path(polygon: [
          Point(x: -20, y: -20), Point(x: 20, y: -20), Point(x: 20, y: 20), Point(x: 0, y: 5),
          Point(x: -20, y: 20),
        ])
        let item = BasicDynamicItem(
          center: Point(x: 50, y: 50), size: Size(width: 40, height: 40),
          collisionBoundsType: .path, collisionBoundingPath: arrow)
        animator.addBehavior(GravityBehavior(items: [item]))
      }
    }
    #expect(Self.text(result).contains("DynamicAnimator: bad collisionBoundingPath"))
  }

  @Test func aPathItemWithoutAPathIsRejected() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let item = BasicDynamicItem(
          center: Point(x: 50, y: 50), size: Size(width: 40, height: 40),
          collisionBoundsType: .path)
        animator.addBehavior(GravityBehavior(items: [item]))
      }
    }
    #expect(
      Self.text(result).contains("collisionBoundsType is .path but collisionBoundingPath is nil"))
  }

  @Test func aBehaviourOfAnotherAnimatorIsRejected() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let gravity = GravityBehavior(items: [])
        let first = DynamicAnimator(referenceBounds: bounds)
        let second = DynamicAnimator(referenceBounds: bounds)
        first.addBehavior(gravity)
        second.addBehavior(gravity)
        _ = (first, second)
      }
    }
    #expect(Self.text(result).contains("the behaviour already belongs to another DynamicAnimator"))
  }

  @Test func aSixtyFifthCollisionBehaviourIsRejected() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let item = BasicDynamicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
        for _ in 0..<65 { animator.addBehavior(CollisionBehavior(items: [item])) }
      }
    }
    #expect(Self.text(result).contains("more than 64 collision behaviours at once"))
  }

  @Test func anItemAttachedToItselfIsRejected() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let item = BasicDynamicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
        _ = AttachmentBehavior(item: item, attachedTo: item)
      }
    }
    #expect(Self.text(result).contains("an item cannot be attached to itself"))
  }
}
