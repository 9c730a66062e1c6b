import DynamicMenusDemoScenes
import DynamicMenusGeometry
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
    for (kind, name, script) in try Self.demoScripts() {
      let stepped = DeterminismDigest.handover(kind, script: script, handsOver: false)
      let handed = DeterminismDigest.handover(kind, script: script, handsOver: true)
      #expect(stepped.handedOverFrames == 0)
      #expect(handed.digest == stepped.digest, "\(kind.name) \(name)")
      handedOver["\(kind.name) \(name)"] = handed.handedOverFrames
    }
    // The floating menu's openings and closings are springs alone: most of their frames go.
    #expect(handedOver["floating open.script", default: 0] >= 20, "\(handedOver)")
    #expect(handedOver["floating interrupt.script", default: 0] >= 30, "\(handedOver)")
    // Physics forecast: the dial's fling and settle, the slide menu's fall (17 and 0 frames
    // when only animations were handed over: the dial's show).
    #expect(handedOver["dial spin.script", default: 0] >= 100, "\(handedOver)")
    // The tap's far item: the guiding point carried along the ring is forecast too (103
    // frames when each of its frames called out).
    #expect(handedOver["dial tap.script", default: 0] >= 130, "\(handedOver)")
    // The slide menu's half second at rest on its boundary before its animator pauses is
    // handed over too, as a stretch that moves nothing (50 and 99 frames when it stepped).
    #expect(handedOver["slide show.script", default: 0] >= 75, "\(handedOver)")
    #expect(handedOver["slide hide.script", default: 0] >= 150, "\(handedOver)")
    // The radial menu's closings whole, its rings' radii, its lines' stroke ends and its
    // dashes' widths sampled (0 when a ring's radius kept it stepped); its openings here are
    // under a finger held down, which is no coasting.
    #expect(handedOver["radial select.script", default: 0] >= 50, "\(handedOver)")
    #expect(handedOver["radial stay-open.script", default: 0] >= 50, "\(handedOver)")
    print("handed-over frames by script: \(handedOver.sorted { $0.key < $1.key })")
  }

  /// Every demo script (Demos/<scene>/<name>.script), by scene and file name.
  static func demoScripts() throws -> [(DemoSceneKind, String, InteractionScript)] {
    var scripts: [(DemoSceneKind, String, InteractionScript)] = []
    for kind in DemoRegistry.scenes {
      let directory = DigestCommandTests.demos + "/" + kind.name
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .filter { $0.hasSuffix(".script") }.sorted()
      for name in names {
        let script = try InteractionScript(
          parsing: String(contentsOfFile: directory + "/" + name, encoding: .utf8))
        scripts.append((kind, name, script))
      }
    }
    return scripts
  }

  /// A random script for a scene of `size`: taps, drags, swipes and keys at random places and
  /// times (waits of 0.02 to 0.7 s, so input often lands in the middle of a stretch).
  static func randomScript(size: Size, using random: inout SeededGenerator) -> String {
    func point() -> String {
      "\(Int.random(in: 0...Int(size.width), using: &random)) "
        + "\(Int.random(in: 0...Int(size.height), using: &random))"
    }
    var lines = ["wait 0.4"]
    for _ in 0..<8 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0: lines.append("tap \(point())")
      case 1:
        let tenths = Int.random(in: 1...5, using: &random)
        lines.append("drag \(point()) to \(point()) in 0.\(tenths)")
      case 2:
        let direction = ["left", "right", "up", "down"].randomElement(using: &random)!
        lines.append("swipe \(direction) from \(point()) in 0.15")
      case 3:
        let key = ["tab", "left", "right", "up", "down", "return", "escape", "space"]
        lines.append("key \(key.randomElement(using: &random)!)")
      default: break
      }
      lines.append("wait \(Double(Int.random(in: 2...70, using: &random)) / 100)")
    }
    return lines.joined(separator: "\n")
  }

  @Test("random scripts: handed over and stepped give the same frames and events")
  func randomScripts() throws {
    var random = SeededGenerator(seed: 58)
    var handedOver = 0
    for kind in DemoRegistry.scenes
    where ["dial", "slide", "floating", "radial"].contains(kind.name) {
      for _ in 0..<5 {
        let text = Self.randomScript(size: kind.defaultSize, using: &random)
        let script = try InteractionScript(parsing: text)
        let stepped = DeterminismDigest.handover(kind, script: script, handsOver: false)
        let handed = DeterminismDigest.handover(kind, script: script, handsOver: true)
        #expect(handed.digest == stepped.digest, "\(kind.name):\n\(text)")
        handedOver += handed.handedOverFrames
      }
    }
    // Most frames between inputs coast: a good part of them is handed over.
    #expect(handedOver > 300, "\(handedOver) frames handed over")
    print("random scripts: \(handedOver) frames handed over")
  }
}
