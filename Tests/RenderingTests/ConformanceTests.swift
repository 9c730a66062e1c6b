import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusRendering
import Testing

/// The renderer contract on cairo: every frame of ``RendererConformance`` shows its probes
/// (the canvas draws the same frames in Tests/Browser/conformance_test.py).
@Suite struct ConformanceTests {
  @Test(
    "cairo keeps the renderer contract, frame by frame",
    arguments: RendererConformance.frames.map { $0.name })
  func cairo(name: String) throws {
    let frame = try #require(RendererConformance.frames.first { $0.name == name })
    let scale = RendererConformance.scale
    let bitmap = CairoRenderer().render(frame.list, scale: scale)
    #expect(bitmap.width == Int(RendererConformance.side * scale))
    for probe in frame.probes {
      let c = bitmap.color(x: Int(probe.point.x * scale), y: Int(probe.point.y * scale))
      let got = [c.red, c.green, c.blue].map { ($0 * 255).rounded() }
      let want = [probe.color.red, probe.color.green, probe.color.blue].map { ($0 * 255).rounded() }
      #expect(
        zip(got, want).allSatisfy { abs($0 - $1) <= probe.tolerance },
        "\(name) at \(probe.point): \(got), expected \(want) ± \(probe.tolerance) (\(frame.rule))")
    }
  }

  @Test(
    "the frames: named apart, 40 points square on white, balanced but the two that test unbalanced lists"
  )
  func frames() {
    let names = RendererConformance.frames.map { $0.name }
    #expect(Set(names).count == names.count)
    for frame in RendererConformance.frames {
      #expect(frame.list.size == Size(width: 40, height: 40) && frame.list.background == .white)
      let unbalanced = ["unclosed-group", "closer-restores-states"]
      #expect(frame.list.isBalanced == !unbalanced.contains(frame.name), "\(frame.name)")
      #expect(!frame.probes.isEmpty && !frame.rule.isEmpty)
    }
  }
}
