import DynamicMenusCairo
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Testing

/// Where the flattener notes what a renderer may keep: each layer's own contents, and a
/// layer that draws more than its contents (a background, border, shadow or sublayers) as a
/// whole, in its own space inside its opacity group; in the list's order, a whole layer
/// before the placements inside it; never around a backdrop blur, never over 64 commands.
@MainActor @Suite struct ContentsPlacementTests {
  typealias Scene = CompositingPlanTests.Scene

  static func placements(_ layers: [Layer]) -> (DisplayList, [ContentsPlacement]) {
    var plan = CompositingPlan(measurer: PangoTextMeasurer())
    _ = plan.update(layers: layers, scale: 2)
    var placements: [ContentsPlacement] = []
    let list = plan.displayList(size: CompositingPlanTests.size, placements: &placements)
    return (list, placements)
  }

  /// Whether `commands` of `list` are balanced: every bracket closed inside them.
  static func balanced(_ list: DisplayList, _ commands: Range<Int>) -> Bool {
    DisplayList(size: list.size, commands: Array(list.commands[commands])).isBalanced
  }

  @Test("the card whole, then the shape's and the label's contents inside it, in list order")
  func wholeBeforeItsParts() throws {
    let scene = Scene()
    let (list, placements) = Self.placements([scene.card])
    #expect(placements.map(\.kind) == [.layer, .contents, .contents])
    #expect(
      placements.map(\.id) == [scene.card, scene.shape, scene.label].map(CompositedLayerID.init))
    let whole = placements[0].commands
    for inner in placements.dropFirst() {
      #expect(
        whole.contains(inner.commands.lowerBound) && inner.commands.upperBound <= whole.upperBound)
    }
    #expect(placements.map(\.commands.lowerBound) == placements.map(\.commands.lowerBound).sorted())
    for placement in placements { #expect(Self.balanced(list, placement.commands)) }
    // The whole holds the card's shadow (cast from its alpha: a group), background,
    // sublayers and border; not its transform, which comes before it.
    #expect(list.commands[whole.lowerBound - 1] == .concatenate(scene.card.transformToSuperlayer))
    if case .beginShadow = list.commands[whole.lowerBound] {
    } else {
      Issue.record("the whole begins with the card's shadow: \(list.commands[whole.lowerBound])")
    }
    #expect(list.commands[whole.upperBound - 1] == .endShadow)
  }

  @Test("a fading layer's opacity stays a group around its whole, so a fade keeps it")
  func fadeOutsideTheWhole() throws {
    let scene = Scene()
    let before = Self.placements([scene.card])
    scene.change { scene.card.opacity = 0.5 }
    let (list, placements) = Self.placements([scene.card])
    let whole = try #require(placements.first)
    #expect(list.commands[whole.commands.lowerBound - 1] == .beginTransparencyGroup(opacity: 0.5))
    #expect(list.commands[whole.commands.upperBound] == .endTransparencyGroup)
    #expect(
      Array(list.commands[whole.commands])
        == Array(before.0.commands[before.1[0].commands]), "the same commands as unfaded")
  }

  @Test("no whole around a backdrop blur, over 64 commands, or of a layer that is its contents")
  func notWhole() {
    let scene = Scene()
    let blur = FlattenerTests.layer(BackdropLayer.self, Rect(x: 0, y: 0, width: 30, height: 30)) {
      $0.blurRadius = 8
    }
    scene.change { scene.card.addSublayer(blur) }
    #expect(!Self.placements([scene.card]).1.contains { $0.kind == .layer }, "a blur inside")
    scene.change { blur.removeFromSuperlayer() }
    #expect(Self.placements([scene.card]).1.contains { $0.kind == .layer })
    let many = (0..<40).map { i in
      FlattenerTests.layer(ShapeLayer.self, Rect(x: Double(i), y: 0, width: 4, height: 4)) {
        $0.path = Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        $0.fillColor = .black
      }
    }
    scene.change { for layer in many { scene.card.addSublayer(layer) } }
    let crowded = Self.placements([scene.card]).1
    #expect(!crowded.contains { $0.kind == .layer }, "the card with 40 more sublayers")
    #expect(crowded.filter { $0.kind == .contents }.count == 42)
    // The shape alone draws only its contents: one placement, not two of the same commands.
    #expect(Self.placements([scene.shape]).1.map(\.kind) == [.contents])
  }

  @Test("a version changes with what its commands draw, not with the layer's place or fade")
  func versions() throws {
    let scene = Scene()
    var plan = CompositingPlan(measurer: PangoTextMeasurer())
    var placements: [ContentsPlacement] = []
    /// The versions of the card whole, the shape's contents and the label's, after an update.
    func versions() -> [Int] {
      _ = plan.update(layers: [scene.card], scale: 2)
      _ = plan.displayList(size: CompositingPlanTests.size, placements: &placements)
      return placements.map(\.version)
    }
    let first = versions()
    #expect(first.count == 3 && first.allSatisfy { $0 > 0 })
    #expect(versions() == first, "nothing changed")
    scene.change {
      scene.card.position.x += 7
      scene.card.opacity = 0.5
      scene.card.isHidden = false
    }
    #expect(versions() == first, "the card moved and faded: what it draws in its space is the same")
    scene.change { scene.shape.position.y += 3 }
    let moved = versions()
    #expect(moved[0] > first[0] && moved[1...] == first[1...], "a sublayer moved: the whole")
    scene.change { scene.shape.fillColor = .black }
    let recoloured = versions()
    #expect(recoloured[0] > moved[0] && recoloured[1] > moved[1] && recoloured[2] == moved[2])
    scene.change { scene.card.borderWidth = 3 }
    let bordered = versions()
    #expect(bordered[0] > recoloured[0] && bordered[1...] == recoloured[1...], "its border")
    scene.change { scene.dot.opacity = 0.3 }
    #expect(versions()[0] > bordered[0], "a sublayer faded: the whole")
  }
}
