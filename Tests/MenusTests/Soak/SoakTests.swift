import DynamicMenusGeometry
import TestSupport
import Testing
@testable import DynamicMenusControls
@testable import DynamicMenusLayers

/// Issue 12's soak: every control worked for a stretch of simulated time through
/// `Window.tick` at 60 Hz — the dial spun by finger, keys, taps and hides; the menus opened,
/// closed, chosen from and interrupted — then measured each time it comes to rest: its rest
/// geometry may not drift more than 0.5 pt from the first time, and nothing it holds may
/// grow (counts of views, layers, animations, bodies, logs; objects out of the tree must be
/// freed). docs/reliability.md has the figures.
///
/// The normal suite soaks each control for 5 simulated minutes; `DYNAMICMENUS_LONG=1` for
/// one simulated hour each (run it alone, `swift test --filter SoakTests`, so the process's
/// malloc figures are the soak's own: they are then checked too).
@MainActor
@Suite("Soak: a simulated hour of spinning and toggling", .serialized, .isolatedState)
struct SoakTests {
  static let duration = FuzzBudget.isLong ? 3600.0 : 300.0

  /// Checks a soak's verdict and prints its figures.
  func verdict(_ run: SoakRun) {
    print(run.finish())
    #expect(run.problems.isEmpty, "\(run.name): \(run.problems.joined(separator: "\n"))")
    #expect(run.rests > Int(Self.duration / 30), "\(run.name) came to rest \(run.rests) times")
    if FuzzBudget.isLong {
      // One MiB of slack for the test runner's own allocations.
      #expect(run.dataGrowth < 1 << 20, "\(run.name): the data segment grew \(run.dataGrowth) B")
    }
  }
}

/// Where every layer of a tree shows: its presentation's corners in window space and its
/// opacity, in tree order (masks included).
@MainActor
struct RestSignature {
  var corners: [[Point]] = []
  var opacities: [Double] = []
  var names: [String] = []

  /// The signature of `root`'s tree, leaving out the subtrees of layers named in `skipping`.
  init(_ root: Layer, skipping: Set<String> = []) {
    self.skipping = skipping
    visit(root)
  }

  private let skipping: Set<String>

  private mutating func visit(_ layer: Layer, shown: Bool = true) {
    if let name = layer.name, skipping.contains(name) { return }
    let p = layer.presentation()
    // Geometry counts only for what shows: a transparent or hidden layer (and what is in
    // it) may be anywhere, as the radial menu's closed highlight and the confirm button's
    // idle ring are, where their last use left them.
    let shows = shown && !p.isHidden && p.opacity > 0
    let b = p.bounds
    let t = p.transformToRootSpace
    corners.append(
      shows
        ? [
          Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
          Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY),
        ].map { $0.applying(t) } : [])
    opacities.append(p.opacity)
    names.append(layer.name ?? "\(type(of: layer))")
    if let mask = layer.mask { visit(mask, shown: shows) }
    layer.sublayers.forEach { visit($0, shown: shows) }
  }

  /// The largest corner displacement (points) from `other`, or how far the opacities moved
  /// times 100 (a 1 % change counts as 1 pt), and the layer where; infinity when the trees
  /// differ, or a layer shows in one and not the other.
  func drift(from other: RestSignature) -> (points: Double, layer: String) {
    guard names == other.names else { return (.infinity, "the tree changed") }
    var worst = (points: 0.0, layer: "none")
    for i in names.indices {
      var d = 100 * abs(opacities[i] - other.opacities[i])
      if corners[i].count != other.corners[i].count {
        d = .infinity
      } else {
        for (p, q) in zip(corners[i], other.corners[i]) { d = max(d, p.distance(to: q)) }
      }
      if d > worst.points { worst = (d, names[i]) }
    }
    return worst
  }
}

@MainActor
extension Layer {
  /// Whether this layer or any below it has an animation attached.
  var hasAnimationsInTree: Bool {
    hasAnimations || sublayers.contains { $0.hasAnimationsInTree }
  }
}
