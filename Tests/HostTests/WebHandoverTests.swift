import DynamicMenusElements
import DynamicMenusHost
import DynamicMenusViews
import Testing

@testable import DynamicMenusWebCanvas

/// The page's side of a handover in the core (`dm_host_look_ahead`, `dm_host_catch_up`,
/// `dm_host_handover_due`): what it says after the core caught up part way through a stretch,
/// and how it counts the frames the page's keyframes have shown (the Apple hosts' clock).
@MainActor @Suite struct WebHandoverTests {
  @Test("a stretch going on as the running keyframes say is kept, its next stop a frame away")
  func goesOnToTheNextFrame() throws {
    let (element, handle) = WebLayersTests.host(.floatingMenu)
    defer { dmHostDestroy(handle) }
    #expect(WebLayersTests.settle(handle))
    element.setOpen(true)
    // The app's own animation with a completion: a stop part way through the opening.
    View.animate(
      withDuration: 0.2,
      animations: { WebHost.from(handle).window.rootView.subviews[0].alpha = 0.5 },
      completion: { _ in })
    var frames: Int32 = 0
    for _ in 0..<10 where frames <= 1 {
      _ = dmHostFrame(handle, 1.0 / 60, 3)
      frames = dmHostLookAhead(handle, 3, 0)
    }
    typealias L = LayerOperationStream.Lookahead
    func field(_ n: [Double], _ field: L) -> Double { n[field.offset] }
    let first = WebHostExportsTests.numbers(
      dmHostLookaheadNumbers(handle), Int(dmHostLookaheadCount(handle)))
    let stop = Int(
      field(first, .endingFrameCount) > 0 ? field(first, .endingFrames) : field(first, .frames))
    #expect(field(first, .goesOnFrom) == -1 && stop >= 6, "\(first.prefix(4))")
    let frame = FrameInterval.nominal
    #expect(abs(dmHostHandoverDue(handle) - Double(stop - 1) * frame) < 1e-12, "due a frame early")
    // The page's timer came a frame early: the core caught up to two frames before the stop
    // and ran one; the stop is the next frame. The keyframes go on (no new ones are made).
    #expect(dmHostCatchUp(handle, Double(stop - 2) * frame, 0) == Int32(stop - 2))
    #expect(dmHostHandoverDue(handle) == -1 && dmHostCatchUp(handle, 10, 2) == -1, "forgotten")
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    #expect(dmHostLookAhead(handle, 3, 1) > 1)
    let next = WebHostExportsTests.numbers(
      dmHostLookaheadNumbers(handle), Int(dmHostLookaheadCount(handle)))
    #expect(
      field(next, .goesOnFrom) == Double(stop - 1),
      "goes on from frame \(stop - 1): \(next.prefix(4))")
    #expect(
      field(next, .endingFrameCount) > 0 && field(next, .endingFrames) == 1,
      "its next stop the frame after: \(next.prefix(4))")
    // Going on, the keyframes' time still counts from their start: its frame 0 is theirs
    // `stop - 1`, and the core is due at once (a frame before its next stop).
    #expect(abs(dmHostHandoverDue(handle) - Double(stop - 1) * frame) < 1e-12)
    #expect(dmHostCatchUp(handle, Double(stop - 1) * frame, 2) == 0, "due: caught up, none run")
  }

  @Test(
    "the core counts the frames the keyframes showed: a millisecond's grain, one the frame runs")
  func countsTheFramesShown() throws {
    let frame = FrameInterval.nominal
    func handedOver() -> UnsafeMutableRawPointer {
      let (element, handle) = WebLayersTests.host(.floatingMenu)
      _ = WebLayersTests.settle(handle)
      element.setOpen(true)
      var frames: Int32 = 0
      for _ in 0..<10 where frames <= 1 {
        _ = dmHostFrame(handle, 1.0 / 60, 3)
        frames = dmHostLookAhead(handle, 3, 0)
      }
      #expect(frames > 6, "the opening is handed over")
      return handle
    }
    let handle = handedOver()
    defer { dmHostDestroy(handle) }
    // Less than a frame shown: the stretch runs on (-1), unless it is due.
    #expect(dmHostCatchUp(handle, 0.5 * frame, 0) == -1)
    #expect(dmHostCatchUp(handle, 3 * frame - 0.0011, 0) == 2, "1.1 ms before frame 3: two")
    let again = handedOver()
    defer { dmHostDestroy(again) }
    #expect(dmHostCatchUp(again, 3 * frame - 0.0009, 0) == 3, "within the grain: three")
    let inFrame = handedOver()
    defer { dmHostDestroy(inFrame) }
    #expect(dmHostCatchUp(inFrame, 1.5 * frame, 1) == -1, "one shown, which the frame runs")
    #expect(dmHostCatchUp(inFrame, 3.5 * frame, 1) == 2, "three shown, the frame runs one")
    #expect(dmHostCatchUp(inFrame, 5 * frame, 1) == -1, "caught up: no stretch")
    #expect(dmHostCatchUp(inFrame, .nan, 2) == -1)
  }
}
