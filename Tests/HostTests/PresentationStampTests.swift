import DynamicMenusAnimation
import DynamicMenusGeometry
import DynamicMenusLayers
import Testing
import TestSupport

/// A presentation refresh copies only what changed and stamps it (`Layer.presentationRevision`,
/// `Layer.subtreeRevision`), which a compositor's walk trusts to pass subtrees by: every model
/// value of every layer class (LayerSnapshotTests' table), the tree, a subclass's value kept
/// outside its state and the animations' time each move the stamps of the layer and of the
/// layers above it, and nothing moves the stamps of a subtree where nothing changed.
@MainActor @Suite(.isolatedState) struct PresentationStampTests {
  /// A layer told changed only through `propertyChanged`: its value lives outside the state,
  /// as a ring's radius or a radial item's spread does.
  @MainActor final class GlowLayer: Layer {
    private var storedGlow = 0.0
    var glow: Double {
      get { storedGlow }
      set { propertyChanged(.glow, from: exchange(&storedGlow, with: newValue), to: newValue) }
    }
    override func copyState(from model: Layer) {
      super.copyState(from: model)
      if let g = model as? GlowLayer { storedGlow = g.storedGlow }
    }
  }

  /// A root holding `parent`, which holds `layer` and a sibling after it; refreshed once.
  @MainActor struct Tree {
    let root = Layer()
    let parent = Layer()
    let sibling = Layer()
    let layer: Layer

    init(_ layer: Layer) {
      self.layer = layer
      layer.disableActions = true  // no implicit animation: only the value changes
      root.addSublayer(parent)
      parent.addSublayer(layer)
      parent.addSublayer(sibling)
      _ = root.presentation()
    }

    /// Each layer's copy's own and subtree stamps, root first.
    var stamps: [(own: Int, subtree: Int)] {
      [root, parent, layer, sibling].map {
        let p = $0.presentation()
        return (p.presentationRevision, p.subtreeRevision)
      }
    }

    /// Refreshes from the root (as a frame does) and says which stamps moved: the layer's
    /// own, its ancestors' subtree stamps, the sibling's.
    func refreshed(since before: [(own: Int, subtree: Int)]) -> (
      layer: Bool, parent: Bool, root: Bool, sibling: Bool
    ) {
      _ = root.presentation()
      let after = stamps
      return (
        after[2].own > before[2].own, after[1].subtree > before[1].subtree,
        after[0].subtree > before[0].subtree, after[3] != before[3]
      )
    }
  }

  @Test("a tree refreshed again with nothing changed keeps every stamp")
  func nothingChangedNothingStamped() {
    let tree = Tree(ShapeLayer())
    let before = tree.stamps
    _ = tree.root.presentation()
    _ = tree.layer.presentation()
    #expect(tree.stamps.map(\.own) == before.map(\.own))
    #expect(tree.stamps.map(\.subtree) == before.map(\.subtree))
  }

  @Test("every model value of every layer class, changed after a refresh, is copied and stamped")
  func everyValueStamped() {
    for (state, make, changes) in LayerSnapshotTests.classes {
      for change in changes {
        let tree = Tree(make())
        let before = tree.stamps
        change.apply(tree.layer)
        let moved = tree.refreshed(since: before)
        let what = "\(type(of: tree.layer)).\(state).\(change.field)"
        #expect(moved == (true, true, true, false), "\(what): \(moved)")
        #expect(
          LayerSnapshotTests.values(tree.layer.presentation())
            == LayerSnapshotTests.values(tree.layer), "\(what): the copy shows the model")
      }
    }
  }

  @Test("a subclass's value kept outside its state is copied once told through propertyChanged")
  func valueOutsideTheState() {
    let tree = Tree(GlowLayer())
    let glow = tree.layer as! GlowLayer
    let before = tree.stamps
    glow.glow = 0.5
    #expect(tree.refreshed(since: before) == (true, true, true, false))
    #expect(glow.presentation().glow == 0.5)
  }

  @Test("sublayers added, removed and reordered, and a mask set and taken away, are stamped")
  func treeChangesStamped() {
    let tree = Tree(Layer())
    var before = tree.stamps
    tree.layer.addSublayer(Layer())
    #expect(tree.refreshed(since: before) == (true, true, true, false))
    before = tree.stamps
    tree.layer.sublayers[0].removeFromSuperlayer()
    #expect(tree.refreshed(since: before) == (true, true, true, false))
    // Drawn over its sibling now: the parent's drawing order changed under it.
    before = tree.stamps
    tree.layer.zPosition = 1
    #expect(tree.refreshed(since: before) == (true, true, true, false))
    #expect(tree.parent.presentation().sublayersInDrawingOrder.last === tree.layer.presentation())
    let mask = ShapeLayer()
    before = tree.stamps
    tree.layer.mask = mask
    #expect(tree.refreshed(since: before) == (true, true, true, false))
    #expect(tree.layer.presentation().mask === mask.presentation())
    let maskStamp = mask.presentation().presentationRevision
    before = tree.stamps
    mask.fillColor = .red
    #expect(tree.refreshed(since: before) == (false, true, true, false))
    #expect(mask.presentation().presentationRevision > maskStamp)
    before = tree.stamps
    tree.layer.mask = nil
    #expect(tree.refreshed(since: before) == (true, true, true, false))
  }

  @Test("a running animation is copied at every frame; at the frame it ends, once more, then not")
  func animationsStampedWhileTheyRun() throws {
    let tree = Tree(Layer())
    let host = LayerHost(rootLayer: tree.root)
    host.tick(0)
    tree.layer.add(PropertyAnimation(from: 0.0, to: 1.0, duration: 0.1), for: .opacity)
    var copied: [Bool] = []
    var ended: Int?
    for frame in 0..<12 {
      let before = tree.stamps
      host.tick(1.0 / 60)
      let moved = tree.refreshed(since: before)
      #expect(!moved.sibling)
      copied.append(moved.layer)
      if ended == nil, !tree.layer.hasAnimations { ended = frame }
    }
    let last = try #require(ended)
    #expect(last >= 5, "0.1 s is 6 frames of 1/60 s")
    #expect(
      copied == Array(repeating: true, count: last + 1) + Array(repeating: false, count: 11 - last))
    #expect(tree.layer.presentation().opacity == 1)
  }

  @Test("a refresh begun below (a hit test between frames) reaches the ancestors' next stamps")
  func refreshBegunBelow() {
    let tree = Tree(ShapeLayer())
    let before = tree.stamps
    (tree.layer as! ShapeLayer).fillColor = .red
    _ = tree.layer.presentation()  // its own copy stamped now, its ancestors' not yet
    #expect(tree.refreshed(since: before) == (true, true, true, false))
  }
}

extension LayerProperty where Value == Double {
  /// ``PresentationStampTests/GlowLayer/glow``.
  @MainActor static var glow: Self {
    .init(
      "glow", of: PresentationStampTests.GlowLayer.self, get: { $0.glow }, set: { $0.glow = $1 })
  }
}
