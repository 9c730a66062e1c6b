import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusRendering
import DynamicMenusViews
import Testing

@testable import DynamicMenusCommands
@testable import DynamicMenusPlayground
@testable import DynamicMenusDemoScenes

/// The playground is a host like any other: the same input through it and through a bare
/// ``ControlHost`` over the same scene gives the same display lists, frame for frame.
@MainActor
@Suite struct PlaygroundHostTests {
  @Test("a radial-menu drag through the playground and a test host: the same display lists")
  func sameAsATestHost() throws {
    let size = Size(width: 900, height: 700)
    let playground = Playground(
      controls: DemoRegistry.controls.map { PlaygroundControl(demo: $0) }, size: size)
    let index = try #require(DemoRegistry.controls.firstIndex { $0.name == "radial" })
    playground.handle(.open(index: index + 1))  // 1-based, as the number keys
    let active = try #require(playground.active)
    let scene = RadialScene(size: active.host.window.bounds.size)
    let host = ControlHost(window: scene.window, settings: HostSettings(of: scene.window))
    let toWindow = playground.sceneTransform
    let measurer = PangoTextMeasurer()
    // Scene points, as the test host gets them; the playground gets window points.
    let centre = Point(x: scene.window.bounds.width / 2, y: scene.window.bounds.height / 2)
    let path = [centre] + (1...12).map { Point(x: centre.x + Double($0) * 9, y: centre.y - 40) }
    var frame = 0
    func compare() {
      let hosted = host.frame(1 / 60, measurer: measurer).displayList
      playground.tick(1 / 60)
      #expect(active.lastFrame?.displayList == hosted, "frame \(frame)")
      frame += 1
    }
    playground.handle(.pointerDown(id: 1, at: centre.applying(toWindow), pressure: nil))
    host.send(PointerEvent(id: 1, phase: .began, location: centre))
    for _ in 0..<70 { compare() }  // the long press opens the menu
    for p in path.dropFirst() {
      playground.handle(.pointerMoved(id: 1, to: p.applying(toWindow), pressure: nil))
      host.send(PointerEvent(id: 1, phase: .moved, location: p))
      compare()
    }
    playground.handle(.pointerUp(id: 1, at: path.last!.applying(toWindow)))
    host.send(PointerEvent(id: 1, phase: .ended, location: path.last!))
    for _ in 0..<60 { compare() }
    #expect(frame == 142)
  }
}
