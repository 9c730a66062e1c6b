import DynamicMenusCairo
import DynamicMenusControls
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusRendering
import DynamicMenusViews
import Testing
@testable import DynamicMenusCommands
@testable import DynamicMenusPlayground
@testable import DynamicMenusDemoScenes

/// The playground without a window: screens, input routing, the simulated force, frames.
@MainActor @Suite struct PlaygroundTests {
  static func playground(size: Size = Size(width: 1100, height: 760)) -> Playground {
    Playground(controls: DemoRegistry.controls.map { PlaygroundControl(demo: $0) }, size: size)
  }

  static func index(of name: String) throws -> Int {
    try #require(DemoRegistry.controls.firstIndex { $0.name == name })
  }

  /// From the control's design (its default size, which its scene scales uniformly and
  /// centres at other sizes) to the playground window's points.
  static func designTransform(_ playground: Playground) throws -> AffineTransform {
    let scene = try #require(playground.activeScene as? DemoPlaygroundScene).scene
    let design = type(of: scene).defaultSize
    return DisplayList.fitting(design, in: scene.window.bounds)
      .concatenating(playground.sceneTransform)
  }

  /// The window point of a design point of the control on screen.
  static func windowPoint(_ p: Point, in playground: Playground) throws -> Point {
    p.applying(try designTransform(playground))
  }

  static func state(_ playground: Playground) throws -> String {
    try #require(playground.activeScene as? DemoPlaygroundScene).scene.state().text
  }

  @Test func aMouseHeldOnTheConfirmButtonFillsItsRing() throws {
    let p = Self.playground()
    p.open(try Self.index(of: "confirm"))
    let button = try Self.windowPoint(Point(x: 187.5, y: 500), in: p)
    p.handle(.pointerDown(id: 0, at: button, pressure: nil))
    for _ in 0..<130 { p.tick(1.0 / 60) }
    #expect(try Self.state(p).contains("\"state\": \"selected\""))
  }
}

extension PlaygroundTests {
  @Test func aClickOnATileOpensItsControlAndHomeComesBack() throws {
    let p = Self.playground()
    let radial = try Self.index(of: "radial")
    let tile = p.layout.tiles[radial].card.center
    p.handle(.pointerDown(id: 0, at: tile, pressure: nil))
    p.handle(.pointerUp(id: 0, at: tile))
    #expect(p.screen == .control(radial))
    #expect(p.title == "DynamicMenus — Radial menu")
    // The back button: down and up on it.
    let back = p.layout.back.center
    p.handle(.pointerDown(id: 0, at: back, pressure: nil))
    #expect(p.screen == .control(radial))
    p.handle(.pointerUp(id: 0, at: back))
    #expect(p.screen == .home)
    // A press that slides off a tile before lifting opens nothing.
    p.handle(.pointerDown(id: 0, at: tile, pressure: nil))
    p.handle(.pointerUp(id: 0, at: Point(x: 2, y: 2)))
    #expect(p.screen == .home)
  }

  @Test func escapeGoesHomeOnlyWhenTheControlDoesNotUseIt() throws {
    let p = Self.playground()
    p.open(try Self.index(of: "radial"))
    // Tab focuses the radial menu and return opens it; the first escape closes it (the
    // menu's), the next goes home.
    p.handle(.key(.tab, .press, shift: false))
    p.tick(1.0 / 60)
    p.handle(.key(.tab, .release, shift: false))
    p.handle(.key(.return, .press, shift: false))
    p.tick(1.0 / 60)
    p.handle(.key(.return, .release, shift: false))
    for _ in 0..<70 { p.tick(1.0 / 60) }
    #expect(try Self.state(p).contains("\"state\": \"open\""))
    p.handle(.key(.escape, .press, shift: false))
    p.tick(1.0 / 60)
    #expect(p.screen != .home)
    p.handle(.key(.escape, .release, shift: false))
    for _ in 0..<90 { p.tick(1.0 / 60) }
    p.handle(.key(.escape, .press, shift: false))
    p.tick(1.0 / 60)
    #expect(p.screen == .home)
  }

  @Test func shiftRampsTheForceSoTheRingFillsFasterThanHolding() throws {
    let p = Self.playground()
    p.open(try Self.index(of: "confirm"))
    let button = try Self.windowPoint(Point(x: 187.5, y: 500), in: p)
    p.handle(.shift(isDown: true))
    p.handle(.pointerDown(id: 0, at: button, pressure: nil))
    // min(force, 3) / 3: full at force 3, 3 / 6.67 of the 1 s ramp ≈ 0.45 s.
    for _ in 0..<24 { p.tick(1.0 / 60) }
    #expect(try Self.state(p).contains("\"state\": \"updating\""))
    for _ in 0..<6 { p.tick(1.0 / 60) }
    #expect(try Self.state(p).contains("\"state\": \"selected\""))
    let pointer = try #require(p.active?.pointers.first)
    #expect(abs((pointer.force ?? 0) - 30.0 / 60 * TouchForce.threeDTouchMaximum) < 1e-9)
    // Letting go of shift ramps it down again.
    p.handle(.shift(isDown: false))
    for _ in 0..<60 { p.tick(1.0 / 60) }
    #expect(p.active?.pointers.first?.force == 0)
  }

  @Test func aPensPressureIsTheTouchsForce() throws {
    let p = Self.playground()
    p.open(try Self.index(of: "confirm"))
    let button = try Self.windowPoint(Point(x: 187.5, y: 500), in: p)
    p.handle(.pointerDown(id: 1, at: button, pressure: 0.6))
    p.tick(1.0 / 60)
    let pointer = try #require(p.active?.pointers.first)
    #expect(pointer.isMeasured && abs(pointer.force! - 0.6 * TouchForce.threeDTouchMaximum) < 1e-12)
    #expect(try Self.state(p).contains("\"state\": \"selected\""))  // 4.0 ≥ 3: full
  }

  @Test func keysOnTheHomeScreenChooseAndOpen() throws {
    let p = Self.playground()
    p.handle(.key(.right, .press, shift: false))
    p.handle(.key(.right, .press, shift: false))
    p.handle(.key(.return, .press, shift: false))
    #expect(p.screen == .control(1 % DemoRegistry.controls.count))
    p.handle(.back)
    #expect(p.screen == .home)
    p.handle(.open(index: 1))
    #expect(p.screen == .control(0))
    p.handle(.open(index: 2))  // only from home
    #expect(p.screen == .control(0))
    p.handle(.quit)
    #expect(p.wantsQuit)
  }

  @Test func framesAreBalancedListsOfTheWindowsSize() throws {
    let p = Self.playground(size: Size(width: 800, height: 600))
    for _ in 0..<3 { p.tick(1.0 / 60) }
    let home = p.displayList()
    #expect(home.size == Size(width: 800, height: 600) && home.isBalanced)
    p.open(0)
    p.resize(to: Size(width: 500, height: 900))
    let control = p.displayList()
    #expect(control.size == Size(width: 500, height: 900) && control.isBalanced)
    // The control, made for the window it opened in, fits the resized one between the top
    // bar and the hint line, centred.
    let frame = try #require(p.activeScene as? DemoPlaygroundScene).scene.window.bounds.applying(
      p.sceneTransform)
    #expect(
      frame.minY >= p.layout.control.minY - 1e-9 && frame.maxY <= p.layout.control.maxY + 1e-9)
    #expect(abs(frame.midX - 250) < 1e-9)
  }

  @Test(arguments: [
    Size(width: 1100, height: 760), Size(width: 320, height: 400), Size(width: 1920, height: 400),
    Size(width: 400, height: 1400),
  ])
  func tilesFitTheWindowWithoutOverlapping(size: Size) {
    for count in 1...5 {
      let layout = PlaygroundLayout(size: size, count: count)
      #expect(layout.tiles.count == count)
      for (i, a) in layout.tiles.enumerated() {
        #expect(a.card.minX >= 0 && a.card.maxX <= size.width + 1e-9, "\(size) \(count)")
        #expect(a.card.minY >= layout.subtitle.maxY && a.card.maxY <= layout.hint.minY)
        #expect(a.card.contains(a.preview) && a.card.contains(a.name))
        for b in layout.tiles[(i + 1)...] { #expect(!a.card.intersects(b.card)) }
      }
    }
  }
}

extension PlaygroundTests {
  @Test("every tile's name fits its tile at the default 1100 × 760 window and at 900 × 640")
  func tileNamesFit() {
    for size in [Size(width: 1100, height: 760), Size(width: 900, height: 640)] {
      let p = Self.playground(size: size)
      let measurer = PangoTextMeasurer()
      for (index, control) in DemoRegistry.controls.enumerated() {
        let name = PlaygroundChrome.tileName(index, control.displayName)
        let width = measurer.width(of: name, font: PlaygroundChrome.tileNameFont)
        #expect(width <= p.layout.tiles[index].name.width, "\(name) at \(size): \(width) pt")
      }
    }
  }
}

extension PlaygroundTests {
  /// The play loop's compositor paints the control's layers' contents from kept stores:
  /// the playground's frame says where they lie in it, and painted so it shows what drawing
  /// the frame directly shows.
  @Test func theFrameSaysWhereTheControlsContentsLie() throws {
    let p = Self.playground()
    p.open(try Self.index(of: "floating"))
    let demo = try #require(p.activeScene as? DemoPlaygroundScene).scene
    try #require(demo as? FloatingScene).menu.open()
    let compositor = CairoCompositor()
    var placements: [ContentsPlacement] = []
    var painted = 0
    for _ in 0..<40 {
      p.tick(1.0 / 60)
      let list = p.displayList(placements: &placements)
      compositor.drawFrame(list, placements: placements, scale: 1)
      painted += compositor.kept.uses.count
    }
    let frame = try #require(p.active?.lastFrame)
    #expect(placements.count == frame.contentsPlacements.count && !placements.isEmpty)
    let list = p.displayList(placements: &placements)
    for (inFrame, inPlayground) in zip(frame.contentsPlacements, placements) {
      #expect(
        frame.displayList.commands[inFrame.commands].elementsEqual(
          list.commands[inPlayground.commands]))
    }
    #expect(painted > 100, "kept stores painted \(painted) times")
    compositor.drawFrame(list, placements: placements, scale: 1)
    let kept = compositor.renderer.withCurrentPixels { bytes, _, _, _ in Array(bytes) } ?? []
    let direct = CairoRenderer()
    direct.drawFrame(list, scale: 1)
    let drawn = direct.withCurrentPixels { bytes, _, _, _ in Array(bytes) } ?? []
    let total = zip(kept, drawn).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
    #expect(Double(total) / Double(max(drawn.count, 1)) < 1, "mean difference of 255")
  }
}
