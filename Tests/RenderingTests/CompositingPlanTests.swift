import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Testing

/// The retained compositor's plan: backing stores drawn exactly when what they hold changed,
/// never for a layer that only moved, turned, scaled or faded; and the tree the operations
/// build composites to the pixels of the layers drawn directly.
@MainActor @Suite struct CompositingPlanTests {
  static let size = Size(width: 120, height: 100)

  /// A window-like tree: a card (background, corners, border, shadow) holding a shape, a
  /// text label and a circle that fades.
  @MainActor final class Scene {
    let card = FlattenerTests.layer(Layer.self, Rect(x: 10, y: 10, width: 100, height: 80)) {
      $0.backgroundColor = Color(red: 0.9, green: 0.9, blue: 1, alpha: 1)
      $0.cornerRadius = 8
      $0.borderWidth = 2
      $0.borderColor = Color(red: 0.2, green: 0.2, blue: 0.6, alpha: 1)
      $0.shadowColor = .black
      $0.shadowOpacity = 0.5
      $0.shadowRadius = 4
      $0.shadowOffset = Size(width: 0, height: 2)
    }
    let shape = FlattenerTests.layer(ShapeLayer.self, Rect(x: 10, y: 10, width: 30, height: 30)) {
      $0.path = Path(ellipseIn: Rect(x: -5, y: -5, width: 40, height: 40))
      $0.fillColor = Color(red: 1, green: 0.4, blue: 0, alpha: 1)
      $0.strokeColor = .black
      $0.lineWidth = 2
    }
    let label = FlattenerTests.layer(TextLayer.self, Rect(x: 45, y: 15, width: 50, height: 20)) {
      $0.string = "Menu"
      $0.foregroundColor = .black
    }
    let dot = FlattenerTests.layer(ShapeLayer.self, Rect(x: 50, y: 45, width: 20, height: 20)) {
      $0.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
      $0.fillColor = Color(red: 0, green: 0.5, blue: 0.2, alpha: 1)
      $0.opacity = 0.6
    }

    init() {
      Transaction.perform(disableActions: true) {
        for sublayer in [shape, label, dot] { card.addSublayer(sublayer) }
      }
    }

    /// Changes without implicit animations.
    func change(_ body: () -> Void) { Transaction.perform(disableActions: true, body) }

    /// A window-sized menu layer holding a blur of `radius` over the card (both 120 × 100),
    /// as the floating menu lies over the page.
    func blurMenu(radius: Double = 10, tint: Color? = nil) -> (menu: Layer, glass: BackdropLayer) {
      let frame = Rect(origin: .zero, size: CompositingPlanTests.size)
      let glass = FlattenerTests.layer(BackdropLayer.self, frame) {
        $0.blurRadius = radius
        $0.tintColor = tint
      }
      let menu = FlattenerTests.layer(Layer.self, frame)
      change { menu.addSublayer(glass) }
      return (menu, glass)
    }
  }

  static func plan() -> CompositingPlan { CompositingPlan(measurer: PangoTextMeasurer()) }

  /// The mean difference per channel of two bitmaps of one size, 0…255.
  static func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
    guard a.width == b.width, a.height == b.height, !a.pixels.isEmpty else { return .infinity }
    var total = 0
    for (p, q) in zip(a.pixels, b.pixels) {
      for shift in stride(from: 0, to: 32, by: 8) {
        total += abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
      }
    }
    return Double(total) / Double(a.pixels.count * 4)
  }

  static func drawn(_ operations: [CompositingOperation]) -> Int {
    operations.filter(\.draws).count
  }

  @Test("the first frame creates every layer and draws each backing store once")
  func firstFrame() {
    let scene = Scene()
    var plan = Self.plan()
    let operations = plan.update(layers: [scene.card], scale: 2)
    #expect(operations.filter { if case .create = $0 { true } else { false } }.count == 4)
    // The card's background, border and shadow are properties: it has no backing store.
    #expect(Self.drawn(operations) == 3)
    #expect(plan.contentsDrawn == 3)
    #expect(operations.last == .setSublayers(of: nil, [CompositedLayerID(scene.card)]))
    #expect(plan.update(layers: [scene.card], scale: 2).isEmpty, "nothing changed")
  }

  @Test("a layer that moves, turns, scales or fades is set, never drawn again")
  func geometryOnly() {
    let scene = Scene()
    var plan = Self.plan()
    _ = plan.update(layers: [scene.card], scale: 2)
    let changes: [(String, () -> Void)] = [
      ("moved", { scene.shape.position = Point(x: 20, y: 30) }),
      ("turned", { scene.label.transform = AffineTransform(rotationAngle: 0.3) }),
      ("scaled", { scene.dot.transform = AffineTransform(scaleX: 1.5, y: 1.5) }),
      ("faded", { scene.dot.opacity = 0.2 }),
      ("the card moved", { scene.card.position = Point(x: 5, y: 12) }),
      ("its shadow", { scene.card.shadowOpacity = 0.8 }),
    ]
    for (name, change) in changes {
      scene.change(change)
      let operations = plan.update(layers: [scene.card], scale: 2)
      #expect(operations.count == 1, "\(name): one property set")
      #expect(Self.drawn(operations) == 0, "\(name): nothing drawn")
    }
    #expect(plan.contentsDrawn == 3)
  }

  @Test("a backing store is drawn again when its colour, path, text, size or scale changes")
  func contentChanges() {
    let scene = Scene()
    var plan = Self.plan()
    _ = plan.update(layers: [scene.card], scale: 2)
    let changes: [(String, Int, () -> Void)] = [
      ("fill colour", 1, { scene.shape.fillColor = .white }),
      ("path", 1, { scene.dot.path = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)) }),
      ("text", 1, { scene.label.string = "Menus" }),
      ("text bounds", 1, { scene.label.bounds = Rect(x: 0, y: 0, width: 20, height: 20) }),
      ("stroke width", 1, { scene.shape.lineWidth = 4 }),
    ]
    for (name, count, change) in changes {
      let before = plan.contentsDrawn
      scene.change(change)
      _ = plan.update(layers: [scene.card], scale: 2)
      #expect(plan.contentsDrawn - before == count, "\(name)")
    }
    let before = plan.contentsDrawn
    _ = plan.update(layers: [scene.card], scale: 3)
    #expect(plan.contentsDrawn - before == 3, "a new device scale draws every store again")
  }

  @Test("sublayers reordered, removed and added: the parent's list set, the gone detached")
  func sublayerChanges() {
    let scene = Scene()
    var plan = Self.plan()
    _ = plan.update(layers: [scene.card], scale: 2)
    scene.change { scene.shape.zPosition = 1 }
    let ids = [scene.label, scene.dot, scene.shape].map { CompositedLayerID($0) }
    // zPosition is also a property of the layer's geometry here: it only orders siblings.
    #expect(
      plan.update(layers: [scene.card], scale: 2) == [
        .setSublayers(of: CompositedLayerID(scene.card), ids)
      ])
    scene.change { scene.label.removeFromSuperlayer() }
    let label = CompositedLayerID(scene.label)
    let removed = plan.update(layers: [scene.card], scale: 2)
    #expect(!removed.contains(.remove(label)), "kept, as a removed view keeps its layer")
    #expect(
      removed.contains(.setSublayers(of: CompositedLayerID(scene.card), Array(ids.dropFirst()))))
    #expect(plan.layerCount == 3)
    // Back: its compositor layer and store as they were, only placed again.
    scene.change { scene.card.insertSublayer(scene.label, at: 0) }
    let drawn = plan.contentsDrawn
    let back = plan.update(layers: [scene.card], scale: 2)
    #expect(!back.contains(.create(label)) && plan.contentsDrawn == drawn)
    #expect(back.contains(.setSublayers(of: CompositedLayerID(scene.card), ids)))
    #expect(plan.layerCount == 4)
  }

  /// Beyond the limit, the layers that left first are removed for good.
  @Test("at most maximumDetachedLayers are kept after they left; the first to leave go first")
  func detachedLimit() {
    let scene = Scene()
    var plan = Self.plan()
    let limit = CompositingPlan.maximumDetachedLayers
    let extra = (0..<(limit + 2)).map { i in
      FlattenerTests.layer(ShapeLayer.self, Rect(x: Double(i % 50), y: 0, width: 2, height: 2)) {
        $0.path = Path(rect: Rect(x: 0, y: 0, width: 2, height: 2))
        $0.fillColor = .black
      }
    }
    scene.change { for layer in extra { scene.card.addSublayer(layer) } }
    _ = plan.update(layers: [scene.card], scale: 2)
    scene.change { for layer in extra { layer.removeFromSuperlayer() } }
    let operations = plan.update(layers: [scene.card], scale: 2)
    let removed = operations.compactMap { if case .remove(let id) = $0 { id } else { nil } }
    #expect(removed == extra.prefix(2).map { CompositedLayerID($0) })
    #expect(plan.layerCount == 4 && plan.tree.nodes.count == 4 + limit)
  }

  @Test("contents too large for a backing store keep a lower scale; empty ink keeps none")
  func oversizedContents() {
    let huge = CompositingPlan.contents(
      [.fill(Path(rect: Rect(x: 0, y: 0, width: 5000, height: 5000)), .black, .nonZero)],
      scale: 2)
    let pixels = huge.map { $0.pixelSize.width * $0.pixelSize.height } ?? 0
    #expect(pixels > 0 && pixels <= CompositingPlan.maximumBackingPixels)
    #expect(CompositingPlan.contents([.fill(Path(rect: .null), .black, .nonZero)], scale: 2) == nil)
  }

  @Test("a backdrop is drawn again when what lies behind it changes, not when it fades")
  func backdropVersions() {
    let scene = Scene()
    let (menu, glass) = scene.blurMenu()
    var plan = Self.plan()
    _ = plan.update(layers: [scene.card, menu], scale: 2)
    /// The version of the blur drawn again in the next frame; nil: not drawn again.
    func version() -> Int? {
      for case .setBackdrop(let id, let backdrop?) in plan.update(
        layers: [scene.card, menu], scale: 2)
      where id == CompositedLayerID(glass) {
        return backdrop.version
      }
      return nil
    }
    scene.change { menu.opacity = 0.5 }
    #expect(version() == nil, "the menu fading leaves the blur as it is")
    scene.change { scene.shape.position = Point(x: 40, y: 40) }
    #expect(version() == 1, "the shape behind moved")
    scene.change { glass.addSublayer(FlattenerTests.layer(ShapeLayer.self, .zero)) }
    #expect(version() == nil, "what is over the blur is not behind it")
  }

  @Test("a blur stands alone only at the top of its layers, over nothing of theirs, unclipped")
  func backdropsStandAlone() {
    let scene = Scene()
    let (menu, glass) = scene.blurMenu()
    var plan = Self.plan()
    func standsAlone(_ change: () -> Void) -> Bool {
      scene.change(change)
      _ = plan.update(layers: [scene.card, menu], scale: 2)
      return plan.backdropsStandAlone
    }
    #expect(standsAlone {}, "over another top-level layer, faded or not: liftable")
    #expect(standsAlone { menu.opacity = 0.5 })
    #expect(!standsAlone { menu.backgroundColor = .white }, "over its own layer's background")
    #expect(standsAlone { menu.backgroundColor = nil })
    #expect(!standsAlone { menu.masksToBounds = true }, "under a clip")
    #expect(standsAlone { menu.masksToBounds = false })
    let under = FlattenerTests.layer(ShapeLayer.self, Rect(x: 0, y: 0, width: 20, height: 20)) {
      $0.path = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
      $0.fillColor = .black
    }
    #expect(!standsAlone { menu.insertSublayer(under, at: 0) }, "over a sibling drawn before it")
    #expect(standsAlone { glass.isHidden = true }, "a hidden blur shows nothing")
    #expect(
      standsAlone {
        under.removeFromSuperlayer(); glass.isHidden = false
      })
  }

  /// A host that lost a store (a browser's canvas context taken back) is given it again,
  /// and only it; the plan's tree holds none meanwhile.
  @Test("a forgotten backing store is set again, and only it")
  func forgottenContents() {
    let scene = Scene()
    var plan = Self.plan()
    _ = plan.update(layers: [scene.card], scale: 2)
    let label = CompositedLayerID(scene.label)
    let store = plan.tree.nodes[label]?.contents
    plan.forgetContents(of: label)
    #expect(store != nil && plan.tree.nodes[label]?.contents == nil)
    #expect(plan.update(layers: [scene.card], scale: 2) == [.setContents(label, store)])
    #expect(plan.tree.nodes[label]?.contents == store)
  }

  @Test("the composited tree, kept across frames, draws the pixels of the layers drawn directly")
  func compositesAsDrawn() {
    let scene = Scene()
    var plan = Self.plan()
    var tree = CompositedTree()
    let renderer = CairoRenderer()
    let steps: [() -> Void] = [
      {},
      { scene.shape.position = Point(x: 30, y: 25) },
      { scene.dot.opacity = 0.3 },
      { scene.label.string = "Dial" },
      { scene.card.transform = AffineTransform(rotationAngle: 0.1) },
      { scene.card.sublayerTransform = AffineTransform(scaleX: 0.9, y: 0.9) },
      {
        scene.card.mask = FlattenerTests.layer(
          ShapeLayer.self, Rect(x: 0, y: 0, width: 100, height: 80)
        ) {
          $0.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 80))
          $0.fillColor = .black
        }
      },
      { scene.card.masksToBounds = true },
    ]
    for (i, step) in steps.enumerated() {
      scene.change(step)
      tree.apply(plan.update(layers: [scene.card], scale: 2))
      let direct = renderer.render(
        DisplayList(
          layers: [scene.card], size: Self.size, background: .white, measurer: PangoTextMeasurer()),
        scale: 2)
      let composited = renderer.render(
        tree.displayList(size: Self.size, background: .white), scale: 2)
      let difference = Self.meanDifference(direct, composited)
      #expect(difference < 0.5, "step \(i): mean difference \(difference) of 255")
      // What a performer reads of the plan is what it built from the operations alone.
      #expect(plan.tree.nodes == tree.nodes && plan.tree.roots == tree.roots, "step \(i)")
    }
  }

  /// Over an opaque window, the store drawn once shows what the blur drawn in the window
  /// shows, the menu it lies in faded or not (the compositor fades the store).
  @Test("a kept backdrop blur shows the pixels the blur drawn directly shows")
  func keptBackdrop() {
    let scene = Scene()
    let (menu, glass) = scene.blurMenu(
      radius: 6, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.3))
    var plan = Self.plan()
    var tree = CompositedTree()
    let renderer = CairoRenderer()
    for step in [{}, { scene.shape.position = Point(x: 40, y: 30) }, { menu.opacity = 0.5 }] {
      scene.change(step)
      tree.apply(plan.update(layers: [scene.card, menu], scale: 2))
      let kept = renderer.render(
        tree.backdropList(of: CompositedLayerID(glass), size: Self.size, background: .white),
        scale: 2)
      scene.change { menu.opacity = 1 }
      let direct = renderer.render(
        DisplayList(
          layers: [scene.card, menu], size: Self.size, background: .white,
          measurer: PangoTextMeasurer()),
        scale: 2)
      #expect(Self.meanDifference(kept, direct) < 0.5)
    }
    #expect(tree.backdropList(of: CompositedLayerID(scene.shape), size: Self.size).commands.isEmpty)
  }
}
