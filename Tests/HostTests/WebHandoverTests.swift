import DynamicMenusElements
import DynamicMenusViews
import Testing

@testable import DynamicMenusWebCanvas

/// The page's side of a handover in the core (`dm_host_look_ahead`, `dm_host_advance`): what
/// it says after the core caught up part way through a stretch.
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
    let first = WebHostExportsTests.numbers(
      dmHostLookaheadNumbers(handle), Int(dmHostLookaheadCount(handle)))
    // [start (-1: new), frames, ending frames counted, the ending frames…]
    let stop = Int(first[2] > 0 ? first[3] : first[1])
    #expect(first[0] == -1 && stop >= 6, "\(first.prefix(4))")
    // The page's timer came a frame early: the core caught up to two frames before the stop
    // and ran one; the stop is the next frame. The keyframes go on (no new ones are made).
    dmHostAdvance(handle, Int32(stop - 2))
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    #expect(dmHostLookAhead(handle, 3, 1) > 1)
    let next = WebHostExportsTests.numbers(
      dmHostLookaheadNumbers(handle), Int(dmHostLookaheadCount(handle)))
    #expect(next[0] == Double(stop - 1), "goes on from frame \(stop - 1): \(next.prefix(4))")
    #expect(next[2] > 0 && next[3] == 1, "its next stop the frame after: \(next.prefix(4))")
  }
}
