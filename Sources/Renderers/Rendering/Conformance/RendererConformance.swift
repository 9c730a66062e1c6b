public import DynamicMenusGeometry
import DynamicMenusLayers

/// The renderer contract as frames: small display lists, each exercising one rule every
/// renderer keeps (docs/rendering.md, "The renderer contract"), with pixels it must show. The
/// cairo renderer draws them in the Swift tests; the browser's canvas draws the same frames
/// (`dynamic-menus conformance` writes them with cairo's pixels) in the browser test, against
/// the same probes and against cairo's frame, within the tolerances stated here. On Apple
/// platforms `CoreGraphicsRenderer` draws them against the same probes
/// (CoreGraphicsConformanceTests); ``Frame/failures(pixel:)`` is the one check all use.
///
/// Every frame is 40 × 40 points on white, drawn at ``scale`` device pixels per point.
public nonisolated enum RendererConformance {
  /// One frame of the contract.
  public struct Frame: Sendable {
    /// A short name (`group-opacity`), the file names' stem.
    public let name: String
    /// The rule it checks, in one sentence.
    public let rule: String
    /// The display list.
    public let list: DisplayList
    /// Pixels the frame must show.
    public let probes: [Probe]
    /// How far a renderer's frame may be from cairo's, as the mean difference per channel
    /// (0…255) over the whole frame: antialiasing differs between rasterisers, and blurs are
    /// Gaussian in one and three box passes in another.
    public let meanTolerance: Double

    /// What a renderer's frame gets wrong: a message for each probe that `pixel` (device
    /// pixel x, y from the top left at ``RendererConformance/scale`` → its colour, nil for
    /// none) does not show within its tolerance. Empty: the frame conforms.
    public func failures(pixel: (_ x: Int, _ y: Int) -> Color?) -> [String] {
      let scale = RendererConformance.scale
      func levels(_ c: Color) -> [Double] { [c.red, c.green, c.blue].map { ($0 * 255).rounded() } }
      return probes.compactMap { probe in
        let want = levels(probe.color)
        let shown = pixel(Int(probe.point.x * scale), Int(probe.point.y * scale))
        if let got = shown.map(levels),
          zip(got, want).allSatisfy({ Swift.abs($0 - $1) <= probe.tolerance })
        {
          return nil
        }
        func text(_ v: [Double]) -> String { v.map { String(Int($0)) }.joined(separator: ", ") }
        return "\(name) at (\(probe.point.x), \(probe.point.y)): "
          + (shown.map { "[\(text(levels($0)))]" } ?? "no pixel")
          + ", expected [\(text(want))] ± \(probe.tolerance)"
      }
    }
  }

  /// A pixel a frame must show.
  public struct Probe: Sendable {
    /// Where, in points (the pixel under it at ``RendererConformance/scale``).
    public let point: Point
    /// What colour, opaque (the frames draw on white).
    public let color: Color
    /// How far each channel may be from it, 0…255.
    public let tolerance: Double
  }

  /// Device pixels per point.
  public static let scale = 2.0
  /// The frames' side, points.
  public static let side = 40.0

  static let red = Color(red: 1, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
  /// Red at `alpha` over white: what a group at that opacity shows.
  static func pinkAt(_ alpha: Double) -> Color {
    Color(red: 1, green: 1 - alpha, blue: 1 - alpha)
  }
  /// Grey `value` (white 1).
  static func grey(_ value: Double) -> Color { Color(red: value, green: value, blue: value) }

  static func frame(
    _ name: String, _ rule: String, meanTolerance: Double = 3,
    probes: [(Double, Double, Color)], tolerance: Double = 3,
    _ commands: [DisplayCommand]
  ) -> Frame {
    Frame(
      name: name, rule: rule,
      list: DisplayList(
        size: Size(width: side, height: side), background: .white, commands: commands),
      probes: probes.map {
        Probe(point: Point(x: $0.0, y: $0.1), color: $0.2, tolerance: tolerance)
      },
      meanTolerance: meanTolerance)
  }

  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
    Path(rect: Rect(x: x, y: y, width: w, height: h))
  }

  /// The frames, one rule each.
  public static let frames: [Frame] = drawingFrames + imageFrames

  /// The frames of paths, groups, masks, shadows, transforms and blurs.
  static let drawingFrames: [Frame] = [
    frame(
      "fill-and-clip",
      "A fill covers its path; a clip limits what follows until its state is restored.",
      probes: [(15, 15, red), (2, 2, .white), (35, 15, .white), (35, 35, blue)],
      [
        .saveState, .clipRect(Rect(x: 5, y: 5, width: 20, height: 20)),
        .fill(rect(0, 0, 40, 40), red, .nonZero), .restoreState,
        .fill(rect(30, 30, 8, 8), blue, .nonZero),
      ]),
    frame(
      "even-odd", "Even-odd leaves a hole where paths overlap twice; non-zero fills it.",
      probes: [(20, 20, .white), (8, 20, red), (20, 36, blue)],
      [
        .fill(
          {
            var p = rect(5, 5, 30, 25)
            p.addPath(rect(12, 12, 16, 11))
            return p
          }(), red, .evenOdd),
        .fill(
          {
            var p = rect(5, 33, 30, 6)
            p.addPath(rect(15, 34, 10, 4))
            return p
          }(), blue, .nonZero),
      ]),
    frame(
      "group-opacity",
      "A transparency group composites its content once at its opacity: where its shapes overlap, "
        + "they do not blend twice.",
      probes: [(8, 8, pinkAt(0.5)), (20, 20, pinkAt(0.5)), (32, 32, pinkAt(0.5)), (35, 5, .white)],
      [
        .beginTransparencyGroup(opacity: 0.5),
        .fill(rect(5, 5, 20, 20), red, .nonZero), .fill(rect(15, 15, 20, 20), red, .nonZero),
        .endTransparencyGroup,
      ]),
    frame(
      "nested-groups", "Groups inside groups multiply their opacities.",
      probes: [(20, 20, pinkAt(0.25)), (2, 2, .white)],
      [
        .beginTransparencyGroup(opacity: 0.5), .beginTransparencyGroup(opacity: 0.5),
        .fill(rect(5, 5, 30, 30), red, .nonZero), .endTransparencyGroup, .endTransparencyGroup,
      ]),
    frame(
      "mask",
      "Masked content shows where the mask's alpha is: opaque shows, clear hides, half halves.",
      probes: [(10, 20, red), (30, 20, pinkAt(0.5)), (20, 2, .white)],
      [
        .beginMaskedContent, .fill(rect(0, 0, 40, 40), red, .nonZero), .beginMask,
        .fill(rect(5, 5, 15, 30), .black, .nonZero),
        .fill(rect(20, 5, 15, 30), Color(red: 0, green: 0, blue: 0, alpha: 0.5), .nonZero),
        .endMask,
      ]),
    frame(
      "shadow-of-path", "A shadow path casts its shadow alone, offset, at its opacity.",
      probes: [(27, 27, grey(0.5)), (7, 7, .white), (20, 20, grey(0.5))],
      [
        .shadow(
          Shadow(opacity: 0.5, offset: Vector(dx: 5, dy: 5), radius: 0), path: rect(5, 5, 25, 25))
      ]),
    frame(
      "shadow-of-group",
      "Content casting a shadow from its alpha draws the shadow under it, offset.",
      probes: [(10, 10, red), (30, 30, grey(0.5)), (35, 5, .white)],
      [
        .beginShadow(Shadow(opacity: 0.5, offset: Vector(dx: 8, dy: 8), radius: 0)),
        .fill(rect(5, 5, 22, 22), red, .nonZero), .endShadow,
      ]),
    frame(
      "singular-transform",
      "Nothing draws under a singular transform, until the state that applied it is restored.",
      probes: [(10, 10, .white), (34, 34, blue)],
      [
        .saveState, .concatenate(AffineTransform(scaleX: 0, y: 1)),
        .fill(rect(0, 0, 40, 40), red, .nonZero), .restoreState,
        .fill(rect(30, 30, 8, 8), blue, .nonZero),
      ]),
    frame(
      "closer-restores-states",
      "A group's end closes it even with states saved inside it open, restoring them: what "
        + "follows is neither in the group nor under its clip.",
      probes: [(12, 12, pinkAt(0.5)), (30, 30, blue), (30, 10, .white)],
      [
        .beginTransparencyGroup(opacity: 0.5), .saveState,
        .clipRect(Rect(x: 5, y: 5, width: 15, height: 15)),
        .fill(rect(0, 0, 40, 40), red, .nonZero), .endTransparencyGroup,
        .fill(rect(25, 25, 10, 10), blue, .nonZero),
      ]),
    frame(
      "stroke-and-curve",
      "A stroke follows its curve at its width; antialiased edges may differ between rasterisers.",
      probes: [(35, 20, blue), (20, 20, .white), (20, 5, blue)],
      [
        .stroke(
          Path(circleCenter: Point(x: 20, y: 20), radius: 15), blue,
          StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
      ]),
    frame(
      "unclosed-group", "A group the list leaves open is closed at its end and composited.",
      probes: [(20, 20, pinkAt(0.5))],
      [.beginTransparencyGroup(opacity: 0.5), .fill(rect(5, 5, 30, 30), red, .nonZero)]),
    frame(
      "backdrop-blur",
      "A backdrop blur blurs what was drawn before it inside its region: a sharp edge becomes a "
        + "ramp, far from it the colours stay.",
      meanTolerance: 6,
      probes: [(20, 20, grey(0.5)), (8, 20, .black), (32, 20, .white)], tolerance: 24,
      [
        .fill(rect(0, 0, 20, 40), .black, .nonZero),
        .backdropBlur(
          BackdropBlur(region: rect(0, 0, 40, 40), sigma: 3, saturation: 1, tint: .clear)),
      ]),
  ]
}
