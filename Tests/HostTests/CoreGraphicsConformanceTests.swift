// The renderer contract on Core Graphics, where Core Graphics exists (Apple platforms): not
// compiled elsewhere. On Linux `make apple-check` type-checks the renderer against stand-ins
// of Apple's SDKs, and AppleHostLogicTests plans every frame through GraphicsPlan.
#if canImport(CoreGraphics) && canImport(CoreText) && canImport(CoreImage)
  import DynamicMenusCoreGraphics
  import DynamicMenusRendering
  import Testing

  /// Every frame of `RendererConformance`, drawn by `CoreGraphicsRenderer`, shows its probes
  /// (cairo's in ConformanceTests, the canvas's in Tests/Browser/conformance_test.py).
  @MainActor @Suite struct CoreGraphicsConformanceTests {
    @Test(
      "Core Graphics keeps the renderer contract, frame by frame",
      arguments: RendererConformance.frames.map { $0.name })
    func coreGraphics(name: String) throws {
      let frame = try #require(RendererConformance.frames.first { $0.name == name })
      let renderer = CoreGraphicsRenderer()
      renderer.draw(frame.list, scale: RendererConformance.scale)
      #expect(renderer.pixel(x: 0, y: 0) != nil, "a bitmap was drawn")
      let failures = frame.failures { renderer.pixel(x: $0, y: $1) }
      #expect(failures.isEmpty, "\(failures) (\(frame.rule))")
    }
  }
#endif
