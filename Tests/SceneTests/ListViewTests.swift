import DynamicMenusGeometry
import Testing
@testable import DynamicMenusViews

@MainActor
@Suite("ListView: rows, selection, scrolling physics")
struct ListViewTests {
  /// A 200 pt tall list of `count` 50 pt rows at (0, 0) in a 300 × 400 window.
  func makeList(rows count: Int = 10) -> (Window, ListView, () -> [Int]) {
    let window = Window(size: Size(width: 300, height: 400))
    let list = ListView(frame: Rect(x: 0, y: 0, width: 150, height: 200))
    list.rowHeight = 50
    list.rows = (0..<count).map { ListView.Row(title: "Row \($0)") }
    window.rootView.addSubview(list)
    var chosen: [Int] = []
    list.selectionHandler = { index, _ in chosen.append(index) }
    window.tick()
    return (window, list, { chosen })
  }

  @Test("tapping a row selects it and calls the handler once")
  func tapSelects() {
    let (window, list, chosen) = makeList()
    play("tap 75 120", on: window)
    #expect(chosen() == [2] && list.selectedIndex == 2)
  }

  @Test("rubber-banding past the top follows (1 − 1/(x·c/d + 1))·d, then bounces back")
  func rubberBand() {
    let (window, list, chosen) = makeList()
    play("down 50 50\nmove 50 60\nmove 50 150", on: window)
    let expected = -(1 - 1 / (100 * 0.55 / 200 + 1)) * 200
    #expect(abs(list.contentOffset - expected) < 1e-9)
    #expect(list.isDragging && list.highlightedIndex == nil)
    play("up\nwait 1.5", on: window)
    #expect(list.contentOffset == 0 && !list.isDecelerating)
    #expect(chosen().isEmpty)
  }

  @Test("rubber-banding past the bottom is measured from the largest offset")
  func rubberBandBottom() {
    let (window, list, _) = makeList()
    list.contentOffset = 300
    play("down 50 150\nmove 50 140\nmove 50 50", on: window)
    let expected = 300 + (1 - 1 / (100 * 0.55 / 200 + 1)) * 200
    #expect(abs(list.contentOffset - expected) < 1e-9)
  }

  @Test("deceleration follows v₀·(r^(1000t) − 1)/(1000 ln r), independent of the frame rate")
  func decelerationClosedForm() {
    var coarse = ScrollPhysics(maximumOffset: 1e6, dimension: 200)
    coarse.endDrag(fingerVelocity: -1000)
    var fine = coarse
    coarse.step(0.5)
    for _ in 0..<60 { fine.step(1 / 120.0) }
    let k = 1000 * Angles.log(0.998)
    let expected = 1000 * (Angles.exp(k * 0.5) - 1) / k
    #expect(abs(coarse.offset - expected) < 1e-9 && abs(fine.offset - expected) < 1e-9)
    #expect(abs(coarse.velocity - 1000 * Angles.exp(k * 0.5)) < 1e-9)
    // It comes to rest at the total travel v₀/(1000·|ln r|) less under half a point.
    for _ in 0..<1000 { fine.step(1 / 60.0) }
    #expect(fine.phase == .idle)
    #expect(1000 / abs(k) - fine.offset < 0.5 && 1000 / abs(k) - fine.offset > 0)
  }

  @Test("a flick towards the end overshoots, then settles exactly on the end")
  func bounceAtEnd() {
    let (window, list, _) = makeList()
    play("drag 50 190 to 50 100 in 0.1", on: window)
    var most = list.contentOffset
    for _ in 0..<120 {
      window.tick()
      most = max(most, list.contentOffset)
    }
    #expect(most > list.maximumOffset + 1)
    #expect(list.contentOffset == list.maximumOffset && !list.isDecelerating)
  }

  @Test("a flick scrolls without selecting; a touch on the moving list stops it, selecting nothing")
  func touchStops() {
    let (window, list, chosen) = makeList(rows: 40)
    play("drag 50 190 to 50 120 in 0.1", on: window)
    #expect(list.isDecelerating)
    play("wait 0.1\ntap 50 100", on: window)
    let stopped = list.contentOffset
    #expect(!list.isDecelerating && chosen().isEmpty)
    play("wait 0.5", on: window)
    #expect(list.contentOffset == stopped)
    play("tap 50 10", on: window)
    #expect(chosen() == [Int(stopped / 50)])
  }

  @Test("rows that fit do not scroll; the drag is a non-event")
  func fits() {
    let (window, list, chosen) = makeList(rows: 3)
    play("drag 50 20 to 50 120 in 0.2", on: window)
    #expect(list.contentOffset == 0 && !list.contentOverflows)
    #expect(chosen().isEmpty)
  }

  @Test("keyboard: tab shows the cursor on row 0, down moves and scrolls it, return chooses")
  func keyboard() {
    let (window, list, chosen) = makeList()
    play("key tab", on: window)
    #expect(list.highlightedIndex == 0)
    play("key down\nkey down\nkey down\nkey down\nkey return", on: window)
    #expect(window.focusedView === list)
    #expect(chosen() == [4] && list.contentOffset == 50)
  }

  @Test("each row is an accessibility button; activating one selects it")
  func accessibility() {
    let (window, list, chosen) = makeList(rows: 3)
    let elements = window.accessibilityElements()
    #expect(elements.map(\.label) == ["Row 0", "Row 1", "Row 2"])
    #expect(elements[1].frame == Rect(x: 0, y: 50, width: 150, height: 50))
    elements[1].activate()
    #expect(chosen() == [1])
    #expect(window.accessibilitySnapshot().elements[1].traits == ["button", "selected"])
    _ = list
  }
}
