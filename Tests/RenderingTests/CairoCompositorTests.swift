import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Testing

/// The cairo compositor: a layer's contents drawn into a kept store once they held still for
/// the admission frames and move, painted from it while the layer only moves, turns, scales or fades,
/// drawn again exactly when they change; the stores under the memory cap, the least recently
/// painted dropped first; and the pixels those of drawing the window directly, within the
/// contract's tolerance for kept content.
///
/// The scene's card (background, border, shadow, and the shape, label and dot inside it) is
/// kept whole; the shape's and the label's contents are kept on their own when the card
/// changes. The dot, a lone fill at opacity 0.6, takes its opacity into its colour and is
/// drawn directly (as cheap as a copy).
@MainActor @Suite struct CairoCompositorTests {
  typealias Scene = CompositingPlanTests.Scene
  static let size = CompositingPlanTests.size
  static let admission = KeptContents.admissionFrames

  static func compositor() -> CairoCompositor { CairoCompositor(measurer: PangoTextMeasurer()) }

  /// The card drawn directly (with the card at `snapped` instead, where given) and by
  /// `compositor` at `scale`: the mean difference per channel, 0…255, and the largest.
  static func compare(
    _ scene: Scene, _ compositor: CairoCompositor, scale: Double = 2, snapped: Point? = nil
  ) -> (mean: Double, largest: Int) {
    let kept = compositor.render(
      layers: [scene.card], size: size, background: .white, scale: scale)
    let place = scene.card.position
    scene.change { scene.card.position = snapped ?? place }
    defer { scene.change { scene.card.position = place } }
    let direct = CairoRenderer().render(
      DisplayList(
        layers: [scene.card], size: size, background: .white, measurer: PangoTextMeasurer()),
      scale: scale)
    var largest = 0
    for (p, q) in zip(kept.pixels, direct.pixels) where p != q {
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        largest = max(largest, d)
      }
    }
    return (CompositingPlanTests.meanDifference(kept, direct), largest)
  }

  /// Draws `frames` frames of the card.
  static func draw(_ scene: Scene, _ compositor: CairoCompositor, frames: Int, scale: Double = 2) {
    for _ in 0..<frames {
      compositor.drawFrame(layers: [scene.card], size: size, background: .white, scale: scale)
    }
  }

  /// Draws the admission frames, then two frames with the card moved a point and back: the
  /// card is kept whole after.
  static func keepAll(_ scene: Scene, _ compositor: CairoCompositor, scale: Double = 2) {
    draw(scene, compositor, frames: admission, scale: scale)
    for dx in [1.0, -1.0] {
      scene.change { scene.card.position.x += dx }
      draw(scene, compositor, frames: 1, scale: scale)
    }
  }

  @Test("contents are kept once they held still for the admission frames and move")
  func admission() {
    let scene = Scene()
    let compositor = Self.compositor()
    Self.draw(scene, compositor, frames: Self.admission - 2)
    scene.change { scene.card.position.x += 1 }
    Self.draw(scene, compositor, frames: 1)
    #expect(compositor.kept.storesRasterized == 0, "moving, but not yet unchanged for long enough")
    #expect(compositor.kept.storesDrawnDirectly == 3, "the card whole, the shape and the label")
    Self.draw(scene, compositor, frames: 5)
    #expect(compositor.kept.storesRasterized == 0, "standing still: drawn only where damaged")
    scene.change { scene.card.position.x += 1 }
    Self.draw(scene, compositor, frames: 1)
    #expect(compositor.kept.storesRasterized == 1, "the card whole, its parts with it")
    #expect(compositor.kept.uses.count == 1 && compositor.kept.storesDrawnDirectly == 0)
  }

  @Test("a layer kept whole that moves or fades is painted whole; turned or scaled, its parts")
  func geometryOnly() {
    let scene = Scene()
    let compositor = Self.compositor()
    Self.keepAll(scene, compositor)
    // (change, stores drawn since the start, stores painted)
    let changes: [(String, () -> Void, Int, Int)] = [
      ("moved", { scene.card.position = Point(x: 5, y: 12) }, 1, 1),
      ("faded", { scene.card.opacity = 0.7 }, 1, 1),
      // Turned or scaled, the whole would be resampled with its background and shadow: the
      // shape and the label are kept on their own, and the whole stays kept.
      ("turned", { scene.card.transform = AffineTransform(rotationAngle: 0.3) }, 3, 2),
      ("scaled", { scene.card.transform = AffineTransform(scaleX: 1.5, y: 1.5) }, 3, 2),
      ("moved again", { scene.card.transform = .identity }, 3, 1),
    ]
    for (name, change, drawn, painted) in changes {
      scene.change(change)
      Self.draw(scene, compositor, frames: 1)
      #expect(compositor.kept.storesRasterized == drawn, "\(name): stores drawn")
      #expect(compositor.kept.uses.count == painted, "\(name): stores painted")
    }
  }

  @Test("a sublayer moving inside a layer kept whole draws the whole; its parts keep their own")
  func sublayersMove() {
    let scene = Scene()
    let compositor = Self.compositor()
    Self.keepAll(scene, compositor)
    let changes: [(String, () -> Void)] = [
      ("the shape moved", { scene.shape.position = Point(x: 20, y: 30) }),
      ("the label turned", { scene.label.transform = AffineTransform(rotationAngle: 0.3) }),
      ("the shape scaled", { scene.shape.transform = AffineTransform(scaleX: 1.5, y: 1.5) }),
    ]
    for (name, change) in changes {
      scene.change(change)
      Self.draw(scene, compositor, frames: 1)
      #expect(compositor.kept.storesDrawnDirectly >= 1, "\(name): the card drawn")
    }
    #expect(compositor.kept.storesRasterized == 3, "the card, then the shape and the label, once")
    #expect(compositor.kept.uses.count == 2, "the shape and the label painted from their stores")
  }

  @Test("a store is drawn again when its colour, path, text, size, stroke, shadow or scale changes")
  func contentChanges() {
    let scene = Scene()
    let compositor = Self.compositor()
    Self.keepAll(scene, compositor)
    let changes: [(String, () -> Void)] = [
      ("fill colour", { scene.shape.fillColor = .white }),
      ("path", { scene.shape.path = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)) }),
      ("text", { scene.label.string = "Menus" }),
      ("text bounds", { scene.label.bounds = Rect(x: 0, y: 0, width: 20, height: 20) }),
      ("stroke width", { scene.shape.lineWidth = 4 }),
      ("the card's shadow", { scene.card.shadowOpacity = 0.8 }),
      ("the card's background", { scene.card.backgroundColor = .white }),
    ]
    for (name, change) in changes {
      let before = compositor.kept.storesRasterized
      scene.change(change)
      Self.draw(scene, compositor, frames: 1)
      #expect(compositor.kept.uses.isEmpty, "\(name): drawn from its commands at once")
      Self.keepAll(scene, compositor)
      #expect(compositor.kept.storesRasterized - before == 1, "\(name): kept again, once")
    }
    let before = compositor.kept.storesRasterized
    Self.keepAll(scene, compositor, scale: 3)
    #expect(compositor.kept.storesRasterized - before == 1, "a new device scale draws the store")
  }

  @Test("contents that change every frame are drawn every frame and never kept")
  func changingContents() {
    let scene = Scene()
    let compositor = Self.compositor()
    for frame in 0..<20 {
      scene.change {
        scene.shape.fillColor = Color(red: 0, green: Double(frame) / 20, blue: 0.2)
        scene.card.position.x += 1
      }
      Self.draw(scene, compositor, frames: 1)
    }
    #expect(compositor.kept.storesRasterized == 1, "the label, not the shape nor the card")
    #expect(compositor.kept.storesDrawnDirectly == 2)
  }

  @Test("moved, turned, scaled and faded, kept content shows what drawing it shows")
  func keptPixels() {
    let scene = Scene()
    let compositor = Self.compositor()
    Self.keepAll(scene, compositor)
    // Whole device pixels: copied pixel for pixel, the same as drawn.
    scene.change { scene.card.position = Point(x: 14.5, y: 9) }
    let moved = Self.compare(scene, compositor)
    #expect(moved.largest == 0, "moved by whole device pixels: \(moved)")
    // Part of a pixel: the copy lands on the nearest whole device pixel, 0.4 pixels right
    // and 0.2 up: what drawing the card there shows.
    scene.change { scene.card.position = Point(x: 14.3, y: 9.1) }
    let nudged = Self.compare(scene, compositor, snapped: Point(x: 14.5, y: 9))
    #expect(nudged.largest == 0, "moved by part of a pixel: \(nudged)")
    // Resampled bilinearly; shrunk below half, drawn from the commands.
    // (change, stores painted: the shape and the label where the card turns or scales up;
    // none where it shrinks below half)
    let resampled: [(String, () -> Void, Int)] = [
      ("turned", { scene.card.transform = AffineTransform(rotationAngle: 0.2) }, 2),
      ("scaled up", { scene.card.transform = AffineTransform(scaleX: 1.3, y: 1.3) }, 2),
      ("scaled down", { scene.card.transform = AffineTransform(scaleX: 0.4, y: 0.4) }, 0),
      ("faded", { scene.card.opacity = 0.5 }, 1),
    ]
    for (name, change, painted) in resampled {
      scene.change {
        scene.card.transform = .identity
        scene.card.opacity = 1
        change()
      }
      let (mean, _) = Self.compare(scene, compositor)
      #expect(mean < 1.5, "\(name): mean difference \(mean) of 255")
      #expect(compositor.kept.uses.count == painted, "\(name): painted from stores")
    }
  }
}

/// The kept stores' memory: under the cap, the least recently painted dropped first, and
/// what cannot be kept drawn directly.
@MainActor @Suite struct CairoCompositorMemoryTests {
  /// A 104 × 104 point window at scale 1: a cap of 4 × 43,264 bytes.
  static let window = Size(width: 104, height: 104)

  /// Five squares of 100 points, each a store of 104 × 104 pixels (ink bounds keep two pixels
  /// for antialiasing around the edge), 43,264 bytes, all hidden.
  static func squares() -> [ShapeLayer] {
    (0..<5).map { i in
      FlattenerTests.layer(ShapeLayer.self, Rect(x: 0, y: 0, width: 100, height: 100)) {
        $0.path = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        $0.fillColor = Color(red: Double(i) / 5, green: 0.3, blue: 0.6)
        $0.isHidden = true
      }
    }
  }

  /// Shows the squares at `shown` and draws the admission frames and one more, the squares
  /// moving a point each frame.
  static func show(
    _ shown: Set<Int>, of squares: [ShapeLayer], _ compositor: CairoCompositor,
    size: Size = window
  ) {
    Transaction.perform(disableActions: true) {
      for (i, square) in squares.enumerated() { square.isHidden = !shown.contains(i) }
    }
    for frame in 0...KeptContents.admissionFrames {
      Transaction.perform(disableActions: true) {
        for square in squares { square.position.x = Double(frame % 2) }
      }
      compositor.drawFrame(layers: squares, size: size, scale: 1)
      #expect(compositor.kept.keptBytes <= compositor.kept.memoryCap)
    }
  }

  @Test("the stores stay under the cap; the least recently painted is dropped for a new one")
  func leastRecentlyPainted() {
    let squares = Self.squares()
    let compositor = CairoCompositor(measurer: PangoTextMeasurer())
    Self.show([0, 1, 2, 3], of: squares, compositor)
    #expect(compositor.kept.memoryCap == 173_056)
    #expect(compositor.kept.keptStoreCount == 4)
    #expect(compositor.kept.keptBytes == 4 * 43_264, "four stores fill the cap")
    Self.show([1, 2, 3, 4], of: squares, compositor)
    #expect(compositor.kept.storesRasterized == 5, "the fifth kept in place of the first")
    #expect(compositor.kept.keptStoreCount == 4 && compositor.kept.uses.count == 4)
    // The first was dropped: showing it again draws it again, and drops the second (painted
    // longest ago), not the others.
    Self.show([0, 2, 3, 4], of: squares, compositor)
    #expect(compositor.kept.storesRasterized == 6 && compositor.kept.uses.count == 4)
    Self.show([2, 3, 4], of: squares, compositor)
    #expect(compositor.kept.storesRasterized == 6, "the three painted last are still kept")
  }

  @Test("contents that start moving together are admitted at most three a frame")
  func admissionsPerFrame() {
    let squares = Self.squares()
    Transaction.perform(disableActions: true) { for square in squares { square.isHidden = false } }
    let compositor = CairoCompositor(measurer: PangoTextMeasurer())
    var admitted: [Int] = []
    for frame in 0..<6 {
      Transaction.perform(disableActions: true) {
        for square in squares { square.position.x = Double(frame % 2) }
      }
      compositor.drawFrame(layers: squares, size: Self.window, scale: 1)
      admitted.append(compositor.kept.uses.filter(\.isNew).count)
    }
    #expect(KeptContents.admissionsPerFrame == 3)
    // Unchanged for the admission frames from the third frame on: three, then the fourth
    // (the cap holds four; the fifth is drawn directly).
    #expect(admitted == [0, 0, 3, 1, 0, 0], "\(admitted)")
    #expect(compositor.kept.keptStoreCount == 4 && compositor.kept.storesDrawnDirectly == 1)
  }

  @Test("stores the cap cannot hold are drawn directly, and a window that shrinks drops them")
  func overTheCap() {
    let squares = Self.squares()
    let compositor = CairoCompositor(measurer: PangoTextMeasurer())
    Self.show([0, 1, 2, 3, 4], of: squares, compositor)
    #expect(compositor.kept.keptStoreCount == 4 && compositor.kept.storesDrawnDirectly == 1)
    // At 52 × 52 points the cap is 43,264 bytes: one store.
    Self.show([0, 1, 2, 3, 4], of: squares, compositor, size: Size(width: 52, height: 52))
    #expect(compositor.kept.keptBytes <= 43_264 && compositor.kept.keptStoreCount == 1)
    // A store larger than the cap is never kept, and still drawn.
    let wide = FlattenerTests.layer(ShapeLayer.self, Rect(x: 0, y: 0, width: 100, height: 100)) {
      $0.path = Path(rect: Rect(x: -300, y: 0, width: 700, height: 110))
      $0.fillColor = .black
    }
    for frame in 0..<5 {
      Transaction.perform(disableActions: true) { wide.position.x = Double(frame % 2) }
      compositor.drawFrame(layers: [wide], size: Self.window, scale: 1)
    }
    #expect(compositor.kept.storesDrawnDirectly == 1 && compositor.kept.uses.count == 0)
    let image = compositor.render(layers: [wide], size: Self.window, scale: 1)
    #expect(image.pixels.allSatisfy { $0 == 0xFF00_0000 }, "drawn directly, every pixel black")
  }

  @Test("steady state: a card moving and turning in a loop keeps the same stores and bytes")
  func steadyState() {
    let scene = CairoCompositorTests.Scene()
    let compositor = CairoCompositor(measurer: PangoTextMeasurer())
    var figures: Set<[Int]> = []
    for frame in 0..<600 {
      // Ten frames moving (the card painted whole), ten turning (its parts painted).
      let phase = frame % 20
      scene.change {
        scene.card.position.x = 10 + Double(phase % 10)
        scene.card.transform =
          phase < 10 ? .identity : AffineTransform(rotationAngle: 0.01 * Double(phase))
      }
      compositor.drawFrame(
        layers: [scene.card], size: CairoCompositorTests.size, background: .white, scale: 2)
      let kept = compositor.kept
      #expect(kept.keptBytes <= kept.memoryCap)
      if frame >= 100 {
        figures.insert([kept.storesRasterized, kept.keptStoreCount, kept.keptBytes])
      }
    }
    #expect(figures.count == 1, "no store drawn, kept or freed after the first loops: \(figures)")
    #expect(figures.first?[1] == 3, "the card whole, the shape and the label")
  }

  @Test("contents whose ink is not finite are drawn directly, never kept, never a trap")
  func notFinite() {
    let huge = FlattenerTests.layer(ShapeLayer.self, Rect(x: 0, y: 0, width: 100, height: 100)) {
      $0.path = Path(rect: Rect(x: 0, y: 0, width: 1e308, height: 1e308))
      $0.fillColor = .black
      $0.strokeColor = .white
      $0.lineWidth = 1e308
    }
    let compositor = CairoCompositor(measurer: PangoTextMeasurer())
    for frame in 0..<5 {
      Transaction.perform(disableActions: true) { huge.position.x = Double(frame % 2) }
      compositor.drawFrame(layers: [huge], size: Self.window, scale: 2)
    }
    #expect(compositor.kept.storesRasterized == 0 && compositor.kept.storesDrawnDirectly == 1)
  }
}
