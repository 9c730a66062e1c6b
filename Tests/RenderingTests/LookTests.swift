import CairoRendering
import Foundation
import Rendering
import Testing
import TestSupport

@Suite struct LookTests {
  @Test func writeSamples() throws {
    let r = CairoRenderer()
    for (name, list) in [("shapes", SampleLists.shapes), ("dashes", SampleLists.dashes), ("strokeEnd", SampleLists.strokeEnd), ("mask", SampleLists.mask), ("shadow", SampleLists.shadow), ("blur", SampleLists.blur), ("text", SampleLists.text)] {
      let png = try r.renderPNG(list, scale: 2)
      try Data(png).write(to: URL(fileURLWithPath: "/tmp/look-\(name).png"))
      try SVGWriter().write(list).write(toFile: "/tmp/look-\(name).svg", atomically: true, encoding: .utf8)
    }
  }
}
