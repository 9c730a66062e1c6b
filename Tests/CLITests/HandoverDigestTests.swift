import DynamicMenusDemoScenes
import DynamicMenusScripts
import Foundation
import Testing

/// Handing a window's coasting stretches to the compositor (`CompositingLookahead`, its
/// physics forecast included) shows what stepping every frame shows, and the controls'
/// events come at the same frames: the two digests of `DeterminismDigest.handover` agree
/// for every demo script.
@MainActor @Suite struct HandoverDigestTests {
  @Test("every demo script: handed over and stepped give the same frames and events")
  func everyScript() throws {
    var handedOver: [String: Int] = [:]
    for kind in DemoRegistry.scenes {
      let directory = DigestCommandTests.demos + "/" + kind.name
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .filter { $0.hasSuffix(".script") }.sorted()
      for name in names {
        let script = try InteractionScript(
          parsing: String(contentsOfFile: directory + "/" + name, encoding: .utf8))
        let stepped = DeterminismDigest.handover(kind, script: script, handsOver: false)
        let handed = DeterminismDigest.handover(kind, script: script, handsOver: true)
        #expect(stepped.handedOverFrames == 0)
        #expect(handed.digest == stepped.digest, "\(kind.name) \(name)")
        handedOver["\(kind.name) \(name)"] = handed.handedOverFrames
      }
    }
    // The floating menu's openings and closings are springs alone: most of their frames go.
    #expect(handedOver["floating open.script", default: 0] >= 20, "\(handedOver)")
    #expect(handedOver["floating interrupt.script", default: 0] >= 30, "\(handedOver)")
    // Physics forecast: the dial's fling and settle, the slide menu's fall (17 and 0 frames
    // when only animations were handed over: the dial's show).
    #expect(handedOver["dial spin.script", default: 0] >= 100, "\(handedOver)")
    #expect(handedOver["dial tap.script", default: 0] >= 80, "\(handedOver)")
    #expect(handedOver["slide show.script", default: 0] >= 40, "\(handedOver)")
    #expect(handedOver["slide hide.script", default: 0] >= 80, "\(handedOver)")
    print("handed-over frames by script: \(handedOver.sorted { $0.key < $1.key })")
  }
}
