import DynamicMenusGeometry
import DynamicMenusLayers

nonisolated extension RendererConformance {
  /// Frames that reuse kept content: one layer's contents held still for the admission
  /// frames (``KeptContents/admissionFrames``), then moved, turned, scaled, faded or changed
  /// while a renderer that keeps contents paints them from its store. Drawn in order by the
  /// renderer's keeping path (`CairoCompositor` in the Swift tests, the canvas renderer with
  /// the same `KeptContents` uses in the browser test), each frame must show what drawing it
  /// directly shows, within ``keptTolerance``; the last must show its probes.
  public struct KeptSequence: Sendable {
    /// A short name (`kept-turned`).
    public let name: String
    /// The rule it checks, in one sentence.
    public let rule: String
    /// The frames, in order: the list and where the layer's contents lie in it.
    public let frames: [(list: DisplayList, placements: [ContentsPlacement])]
    /// What the last frame drawn through its stores shows, as a contract frame: the frame
    /// itself, or where its store is copied, the frame with the contents moved to where the
    /// copy snaps (the nearest whole device pixel); its probes, and how far a renderer's
    /// frame may be from cairo's drawing of it (``Frame/meanTolerance``).
    public let last: Frame
    /// How far each frame drawn through kept stores (the last: ``last``'s list) may be from
    /// the same renderer drawing it directly: the mean difference per channel (0…255) over
    /// the whole frame. Resampling a store is not rasterising its paths again.
    public let keptTolerance: Double
    /// How many contents the last frame's `KeptContents` paints from stores: a sequence
    /// that keeps nothing would pass its comparisons without testing them (`kept-shrunk`:
    /// none, its store is kept but its commands drawn).
    public let keptUses: Int
  }

  /// The owner of the sequences' contents: one identity, as one layer has (each sequence
  /// starts its own bookkeeping), held for as long as the identity is used.
  private final class ContentsOwner: Sendable {}
  private static let ownerObject = ContentsOwner()
  private static let owner = CompositedLayerID(object: ObjectIdentifier(ownerObject))

  /// One frame: `content` (in a 20-point square of its own) through `transform`, in a
  /// transparency group at `opacity` below 1, with a grey bar that never moves beside it and
  /// `after` drawn last. `kind`: what of a layer the content stands for; `version`: which of
  /// its versions it is (``ContentsPlacement/version``, another for other content).
  private static func keptFrame(
    _ content: [DisplayCommand], _ transform: AffineTransform, opacity: Double = 1,
    kind: ContentsPlacement.Kind = .contents, after: [DisplayCommand] = [], version: Int = 1
  ) -> (list: DisplayList, placements: [ContentsPlacement]) {
    var commands: [DisplayCommand] = [
      .fill(rect(0, 36, 40, 4), grey(0.5), .nonZero), .saveState, .concatenate(transform),
    ]
    if opacity < 1 { commands.append(.beginTransparencyGroup(opacity: opacity)) }
    let start = commands.count
    commands += content
    let placement = ContentsPlacement(
      id: owner, commands: start..<commands.count, kind: kind, version: version)
    if opacity < 1 { commands.append(.endTransparencyGroup) }
    commands.append(.restoreState)
    commands += after
    return (
      DisplayList(size: Size(width: side, height: side), background: .white, commands: commands),
      [placement]
    )
  }

  /// The content's square turned by `angle`, scaled by `scale` about its middle, the middle
  /// at (`x`, `y`).
  private static func placed(
    _ x: Double, _ y: Double, angle: Double = 0, scale: Double = 1
  ) -> AffineTransform {
    AffineTransform(translationX: -10, y: -10)
      .concatenating(AffineTransform(scaleX: scale, y: scale))
      .concatenating(AffineTransform(rotationAngle: angle))
      .concatenating(AffineTransform(translationX: x, y: y))
  }

  /// A red square with a blue disc in its middle and a black stroke around it.
  private static func shapes(_ color: Color = red) -> [DisplayCommand] {
    [
      .fill(rect(2, 2, 16, 16), color, .nonZero),
      .fill(Path(circleCenter: Point(x: 10, y: 10), radius: 4), blue, .nonZero),
      .stroke(rect(2, 2, 16, 16), .black, StrokeStyle(lineWidth: 1)),
    ]
  }

  private static func sequence(
    _ name: String, _ rule: String, keptTolerance: Double, keptUses: Int = 1,
    probes: [(Double, Double, Color)], tolerance: Double = 3,
    _ frames: [(list: DisplayList, placements: [ContentsPlacement])], snapped: DisplayList? = nil
  ) -> KeptSequence {
    let last = snapped ?? frames[frames.count - 1].list
    return KeptSequence(
      name: name, rule: rule, frames: frames,
      last: frame(name, rule, probes: probes, tolerance: tolerance, last.commands),
      keptTolerance: keptTolerance, keptUses: keptUses)
  }

  /// Two frames at rest, then `motion` (each a transform and an opacity): the third frame
  /// admits the store.
  private static func moving(
    _ content: [DisplayCommand], _ motion: [(AffineTransform, Double)]
  ) -> [(list: DisplayList, placements: [ContentsPlacement])] {
    let rest = placed(20, 18)
    return [keptFrame(content, rest), keptFrame(content, rest)]
      + motion.map { keptFrame(content, $0.0, opacity: $0.1) }
  }

  /// A layer kept whole: a red square casting a shadow from its alpha, a group inside the
  /// store; after it, two blue squares in a group at half opacity, the frame's next group.
  private static func wholeLayer(_ transform: AffineTransform) -> (
    list: DisplayList, placements: [ContentsPlacement]
  ) {
    keptFrame(
      [
        .beginShadow(Shadow(opacity: 0.5, offset: Vector(dx: 3, dy: 3), radius: 0)),
        .fill(rect(2, 2, 12, 12), red, .nonZero), .endShadow,
      ], transform, kind: .layer,
      after: [
        .beginTransparencyGroup(opacity: 0.5), .fill(rect(2, 2, 8, 8), blue, .nonZero),
        .fill(rect(5, 5, 8, 8), blue, .nonZero), .endTransparencyGroup,
      ])
  }

  /// The sequences, one rule each.
  public static let keptSequences: [KeptSequence] = [
    sequence(
      "kept-moved",
      "Kept content moved is copied from its store pixel for pixel, at the nearest whole "
        + "device pixel to its place.",
      keptTolerance: 0.05,
      probes: [(15, 18, red), (20, 18, blue), (2, 2, .white), (20, 38, grey(0.5))],
      moving(shapes(), [(placed(20.5, 18), 1), (placed(21, 18.5), 1), (placed(21.25, 18.75), 1)]),
      // Half a device pixel from the grid in x and y: the copy lands half a pixel on, as
      // half rounds away from zero.
      snapped: keptFrame(shapes(), placed(21.5, 19)).list),
    sequence(
      "kept-turned", "Kept content turned is resampled from its store, bilinearly.",
      keptTolerance: 1, probes: [(14, 18, red), (20, 18, blue), (2, 2, .white)],
      moving(shapes(), [(placed(20, 18, angle: 0.1), 1), (placed(20, 18, angle: 0.5), 1)])),
    sequence(
      "kept-scaled",
      "Kept content scaled up or down to half its size is resampled from its store, "
        + "bilinearly.",
      keptTolerance: 1.5, probes: [(15, 18, red), (20, 18, blue), (2, 2, .white)],
      moving(shapes(), [(placed(20, 18, scale: 1.25), 1), (placed(20, 18, scale: 0.75), 1)])),
    sequence(
      "kept-faded",
      "Kept content fades as its commands would in their group: at its opacity, once.",
      keptTolerance: 0.05,
      probes: [(15, 18, pinkAt(0.5)), (20, 18, Color(red: 0.5, green: 0.5, blue: 1))],
      moving(shapes(), [(placed(20.5, 18), 0.8), (placed(21, 18), 0.5)])),
    sequence(
      "kept-shrunk",
      "Kept content shrunk below half its size is drawn from its commands, not resampled.",
      keptTolerance: 0.05, keptUses: 0, probes: [(20, 18, blue), (2, 2, .white)],
      moving(shapes(), [(placed(20.5, 18), 1), (placed(20, 18, scale: 0.4), 1)])),
    sequence(
      "kept-redrawn",
      "Kept content whose colour changes is drawn again, and kept again once it holds still: "
        + "no frame shows the old store.",
      keptTolerance: 0.05, probes: [(16, 18, green), (20, 18, blue)],
      moving(shapes(), [(placed(20.5, 18), 1)])
        + (0..<4).map { keptFrame(shapes(green), placed(21 + Double($0) / 2, 18), version: 2) }),
    sequence(
      "kept-layer",
      "A layer kept whole keeps its groups in its store (a shadow cast from its alpha); the "
        + "groups after it are composited as drawn.",
      keptTolerance: 0.05,
      probes: [
        (18, 18, red), (27, 23.5, grey(0.5)), (7, 7, Color(red: 0.5, green: 0.5, blue: 1)),
        (3, 3, Color(red: 0.5, green: 0.5, blue: 1)), (2, 30, .white),
      ],
      [wholeLayer(placed(20, 18)), wholeLayer(placed(20, 18))]
        + [20.5, 21, 21.5].map { wholeLayer(placed($0, 18)) }),
    sequence(
      "kept-bitmap",
      "A kept bitmap is resampled once more from its store: each pixel's colour still at the "
        + "middle of where it lands.",
      keptTolerance: 1, probes: [(15, 13, red), (25, 13, blue), (15, 23, .black), (25, 23, green)],
      moving(
        [.bitmap(quadrants, in: Rect(x: 0, y: 0, width: 20, height: 20))],
        [(placed(20.5, 18), 1), (placed(20, 18, angle: 0.05, scale: 1.1), 1)])),
  ]
}
