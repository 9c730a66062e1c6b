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
    let failures = frame.failures(on: bitmap)
    #expect(failures.isEmpty, "\(failures) (\(frame.rule))")
  }

  @Test("a frame that shows the wrong pixels fails its probes, each named")
  func failuresNameTheProbes() throws {
    let frame = try #require(RendererConformance.frames.first { $0.name == "fill-and-clip" })
    let allWhite = frame.failures { _, _ in .white }
    #expect(allWhite.count == 2, "the red and the blue probe fail; the white ones pass")
    #expect(allWhite.first?.hasPrefix("fill-and-clip at (15.0, 15.0): [255, 255, 255]") == true)
    #expect(frame.failures { _, _ in nil }.count == frame.probes.count)
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

/// The renderer contract's rules for kept content on cairo: every sequence of
/// ``RendererConformance/keptSequences`` drawn through `CairoCompositor` shows, frame by
/// frame, what drawing it directly shows within the sequence's tolerance, and its last frame
/// paints its stores and shows its probes (the canvas draws the same sequences in
/// Tests/Browser/conformance_test.py).
@MainActor @Suite struct KeptConformanceTests {
  @Test(
    "cairo keeps the contract's rules for kept content, sequence by sequence",
    arguments: RendererConformance.keptSequences.map { $0.name })
  func cairo(name: String) throws {
    let sequence = try #require(RendererConformance.keptSequences.first { $0.name == name })
    let scale = RendererConformance.scale
    let compositor = CairoCompositor()
    var kept = Bitmap(width: 0, height: 0)
    for (index, frame) in sequence.frames.enumerated() {
      kept = compositor.render(frame.list, placements: frame.placements, scale: scale)
      let isLast = index == sequence.frames.count - 1
      let direct = CairoRenderer().render(isLast ? sequence.last.list : frame.list, scale: scale)
      let mean = CompositingPlanTests.meanDifference(kept, direct)
      #expect(mean <= sequence.keptTolerance, "\(name), frame \(index): mean \(mean)")
    }
    #expect(compositor.kept.uses.count == sequence.keptUses, "the last frame paints its stores")
    let failures = sequence.last.failures(on: kept)
    #expect(failures.isEmpty, "\(failures) (\(sequence.rule))")
  }

  @Test("the sequences: named apart from each other and from the frames, 40 points square")
  func sequences() {
    let names = RendererConformance.keptSequences.map { $0.name }
    #expect(
      Set(names + RendererConformance.frames.map { $0.name }).count == names.count
        + RendererConformance.frames.count)
    for sequence in RendererConformance.keptSequences {
      #expect(sequence.frames.count > KeptContents.admissionFrames)
      for frame in sequence.frames {
        #expect(frame.list.size == Size(width: 40, height: 40) && frame.list.isBalanced)
      }
    }
  }
}

extension RendererConformance.Frame {
  /// What `bitmap` gets wrong of the frame's probes (``failures(pixel:)``; a probe outside
  /// it finds no pixel).
  func failures(on bitmap: Bitmap) -> [String] {
    failures { x, y in
      x >= 0 && y >= 0 && x < bitmap.width && y < bitmap.height ? bitmap.color(x: x, y: y) : nil
    }
  }
}
