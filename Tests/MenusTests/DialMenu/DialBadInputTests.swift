import DynamicMenusGeometry
import DynamicMenusViews
import Testing
@testable import DynamicMenusControls

/// A data source over a list of titles.
@MainActor
final class TitlesSource: DialMenuDataSource {
  private let lifetime = Lifetime()
  nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
  var titles: [String]
  init(_ titles: [String]) { self.titles = titles }
  func numberOfItems(in dialMenu: DialMenu) -> Int { titles.count }
  func dialMenu(_ dialMenu: DialMenu, itemAt index: Int) -> MenuItem {
    MenuItem(title: titles[index])
  }
}

@Suite("Dial: data source, programmatic selection and bad input")
@MainActor
struct DialBadInputTests {
  @Test("an empty dial shows nothing and reports no selection")
  func empty() {
    let f = DialFixture(count: 0)
    let recorder = DialRecorder(f.dial)
    #expect(f.dial.isShown && f.dial.selectedIndex == nil)
    f.window.focus(f.dial)
    f.drag(f.arc(from: 0, to: .pi, seconds: 0.5))
    f.window.send(KeyEvent(key: .right, phase: .press))
    f.window.run(for: 1)
    f.dial.accessibilityIncrement()
    f.dial.selectItem(at: 0)
    #expect(f.dial.selectedIndex == nil)
    #expect(recorder.selected.isEmpty && recorder.passed.isEmpty && recorder.activated.isEmpty)
    #expect(f.window.accessibilityElements().isEmpty)
    #expect(f.dial.inspectionState.items.isEmpty)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("one item works: at the top, dragged round and back")
  func oneItem() {
    let f = DialFixture(count: 1)
    f.settle()
    #expect(f.dial.itemViews[0].center.distance(to: f.top) < 0.5)
    let recorder = DialRecorder(f.dial)
    f.drag(f.arc(from: 0, to: 2, seconds: 0.5))
    f.settle()
    #expect(f.dial.selectedIndex == 0 && recorder.selected.isEmpty)
    #expect(f.dial.itemViews[0].center.distance(to: f.top) <= 0.5)
    #expect(f.ringError < 0.5)
    f.window.focus(f.dial)
    f.dial.accessibilityIncrement()
    f.settle()
    #expect(f.dial.selectedIndex == 0)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("two items make a wheel of one rod between them")
  func twoItems() {
    let f = DialFixture(count: 2)
    f.settle()
    f.dial.accessibilityIncrement()
    f.settle()
    #expect(f.dial.selectedIndex == 1)
    #expect(f.dial.itemViews[1].center.distance(to: f.top) <= 0.5)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("a data source supplies the items; reloading during a spin is safe")
  func reloadDuringSpin() {
    let f = DialFixture(count: 0)
    let source = TitlesSource(beerStyles)
    f.dial.dataSource = source
    f.dial.reloadData()
    f.settle()
    #expect(f.dial.itemViews.map(\.title) == beerStyles)
    #expect(f.dial.invariantViolations().isEmpty)
    let recorder = DialRecorder(f.dial)
    // Spin with the finger down, reload to six items mid-spin, go on dragging, let go.
    let path = f.arc(from: 0, to: 2 * .pi, seconds: 1)
    f.window.send(Touch(location: path[0], phase: .began, timestamp: f.window.time))
    f.window.tick()
    for (k, p) in path.dropFirst().enumerated() {
      if k == 30 {
        source.titles = Array(beerStyles.prefix(6))
        f.dial.reloadData()
        #expect(f.dial.invariantViolations().isEmpty)
      }
      f.window.send(Touch(location: p, phase: .moved, timestamp: f.window.time))
      f.window.tick()
    }
    f.window.send(Touch(location: path.last!, phase: .ended, timestamp: f.window.time))
    f.settle()
    #expect(f.dial.itemViews.count == 6)
    #expect(f.dial.invariantViolations().isEmpty)
    #expect((recorder.selected + recorder.passed).allSatisfy { (0..<10).contains($0) })
    // Reloading to nothing mid-drag, then lifting.
    f.window.send(Touch(location: f.top, phase: .began, timestamp: f.window.time))
    f.window.tick()
    f.window.send(Touch(location: Point(x: 400, y: 200), phase: .moved, timestamp: f.window.time))
    f.window.tick()
    source.titles = []
    f.dial.reloadData()
    f.window.send(Touch(location: Point(x: 400, y: 200), phase: .ended, timestamp: f.window.time))
    f.window.run(for: 1)
    #expect(f.dial.selectedIndex == nil && f.dial.subviews.isEmpty)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("the selection survives a reload while in range, else it moves to the last item")
  func selectionAcrossReloads() {
    let f = DialFixture(count: 0)
    let source = TitlesSource(beerStyles)
    f.dial.dataSource = source
    f.dial.reloadData()
    f.dial.selectItem(at: 7, animated: false)
    source.titles = Array(beerStyles.prefix(9))
    f.dial.reloadData()
    #expect(f.dial.selectedIndex == 7)
    source.titles = Array(beerStyles.prefix(4))
    f.dial.reloadData()
    #expect(f.dial.selectedIndex == 3)
    f.settle()
    #expect(f.dial.itemViews[3].center.distance(to: f.top) < 0.5)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("an item listed twice keeps its first place")
  func duplicates() {
    let f = DialFixture(count: 0)
    let a = MenuItem(title: "A")
    let b = MenuItem(title: "B")
    f.dial.itemViews = [a, b, a, b, MenuItem(title: "C")]
    #expect(f.dial.itemViews.map(\.title) == ["A", "B", "C"])
    f.settle()
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("selectItem(at:) selects at once without callbacks; out of range is ignored")
  func programmaticSelection() {
    let f = DialFixture()
    f.settle()
    let recorder = DialRecorder(f.dial)
    f.dial.selectItem(at: 6)
    #expect(f.dial.selectedIndex == 6)
    f.settle()
    #expect(f.dial.itemViews[6].center.distance(to: f.top) <= 0.5)
    f.dial.selectItem(at: 2, animated: false)
    #expect(f.dial.itemViews[2].center.distance(to: f.top) < 0.5)
    f.dial.selectItem(at: 10)
    f.dial.selectItem(at: -1)
    #expect(f.dial.selectedIndex == 2)
    #expect(recorder.selected.isEmpty && recorder.passed.isEmpty && recorder.feedback.isEmpty)
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("hiding in the middle of a drag cancels it cleanly")
  func hideDuringDrag() {
    let f = DialFixture()
    f.settle()
    f.window.send(Touch(location: f.top, phase: .began, timestamp: f.window.time))
    f.window.tick()
    f.window.send(Touch(location: Point(x: 420, y: 180), phase: .moved, timestamp: f.window.time))
    f.window.tick()
    f.dial.hide()
    f.window.send(Touch(location: Point(x: 420, y: 180), phase: .ended, timestamp: f.window.time))
    f.window.run(for: 0.5)
    #expect(!f.dial.isShown && f.dial.snap == nil && f.dial.motion == .idle)
    #expect(f.dial.invariantViolations().isEmpty)
    f.dial.show()
    f.settle()
    #expect(f.dial.invariantViolations().isEmpty)
  }

  @Test("a dial smaller than its items shrinks them, and at 10 points keeps them at the centre")
  func tinyDial() {
    // 80 points: items at 80/512 of their size, ring radius 40 − 100 × 0.15625 × 1.33 / 2.
    let f = DialFixture(count: 5, size: 80)
    f.settle()
    #expect(abs(f.dial.ring.radius - 29.609375) < 1e-9)
    f.drag([Point(x: 40, y: 40), Point(x: 60, y: 40), Point(x: 70, y: 60)])
    f.settle()
    #expect(f.dial.itemViews.allSatisfy { $0.center.isFinite && $0.scale.isFinite })
    // 10 points: the factor stops at 0.1, and 5 − 100 × 0.1 × 1.33 / 2 < 0 gives radius 0.
    let tiny = DialFixture(count: 5, size: 10)
    tiny.settle()
    #expect(tiny.dial.ring.radius == 0)
    #expect(tiny.dial.itemViews.allSatisfy { $0.center.isFinite && $0.fitScale == 0.1 })
  }
}
