import DynamicMenusGeometry
import DynamicMenusScripts
import Testing
@testable import DynamicMenusViews

@Suite("Interaction scripts: laying events on frames")
struct ScriptTimelineTests {
  func timeline(_ source: String, fps: Double = 60) throws -> ScriptTimeline {
    ScriptTimeline(try InteractionScript(parsing: source), framesPerSecond: fps)
  }

  func touches(_ t: ScriptTimeline) -> [(frame: Int, touch: Touch)] {
    t.entries.compactMap { entry in
      if case .touch(let touch) = entry.event { return (entry.frame, touch) }
      return nil
    }
  }

  @Test("wait moves the clock; a down and an up never share a frame")
  func waitAndEvents() throws {
    let t = try timeline("wait 0.5\ndown 10 10\nwait 0.5\nup\nwait 0.25")
    let events = touches(t)
    #expect(events.map(\.frame) == [30, 60])
    #expect(events.map(\.touch.phase) == [.began, .ended])
    #expect(abs(events[1].touch.timestamp - 1.0) < 1e-12)
    #expect(t.frameCount == 75)
    let back = try timeline("down 1 1\nup")
    #expect(touches(back).map(\.frame) == [0, 1])
    #expect(back.frameCount == 2)
  }

  @Test("a drag moves every frame along the line and lasts exactly its duration")
  func drag() throws {
    let t = try timeline("drag 0 0 to 100 50 in 0.5")
    let events = touches(t)
    #expect(events.count == 31)
    #expect(events.first?.touch.phase == .began)
    #expect(events.last?.touch.phase == .ended)
    #expect(events.last?.frame == 30)
    #expect(events.last?.touch.location == Point(x: 100, y: 50))
    #expect(events[10].touch.location.distance(to: Point(x: 100.0 / 3, y: 50.0 / 3)) < 1e-12)
    #expect(events[10].touch.previousLocation == events[9].touch.location)
    #expect(events.dropFirst().dropLast().allSatisfy { $0.touch.phase == .moved })
    let at120 = touches(try timeline("drag 0 0 to 100 50 in 0.5", fps: 120))
    #expect(at120.count == 61 && at120.last?.frame == 60)
  }

  @Test("a swipe goes 120 pt by default, or the distance given with by")
  func swipe() throws {
    let events = touches(try timeline("swipe left from 300 300 in 0.15"))
    #expect(events.count == 10 && events.last?.touch.location == Point(x: 180, y: 300))
    let up = touches(try timeline("swipe up from 300 300 in 0.1 by 40"))
    #expect(up.last?.touch.location == Point(x: 300, y: 260))
  }

  @Test("longpress and key … for hold for their duration; tap and key release a frame later")
  func holds() throws {
    let t = try timeline("longpress 5 5 for 0.6\ntap 1 1\nkey space for 2\nkey tab")
    #expect(t.entries.map(\.frame) == [0, 36, 37, 38, 39, 159, 160, 161])
    #expect(t.frameCount == 162)
  }

  @Test("force rides on every event of a touch until a move changes it")
  func force() throws {
    let events = touches(try timeline("down 0 0 force 2 max 4\nmove 1 1\nmove 2 2 force 3\nup"))
    #expect(events.map(\.touch.force.value) == [2, 2, 3, 3])
    #expect(events.allSatisfy { $0.touch.force.maximumPossible == 4 })
  }

  @Test("events in one frame's clock time spread over successive frames; waits resync")
  func spreading() throws {
    let t = try timeline("down 0 0 id 1\ndown 5 5 id 2\nwait 0.1\nup id 1\nup id 2")
    #expect(t.entries.map(\.frame) == [0, 1, 7, 8])
  }
}
