import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusRendering
import Testing
@testable import DynamicMenusCairo

/// A renderer draws only the rows that can differ from its last frame. Each test draws a
/// sequence of frames with one renderer and checks every frame against a fresh renderer's
/// (which draws everything), and that the damage is what it should be: small when little
/// changed, nothing when nothing did.
@Suite struct DamageTests {
  static let size = Size(width: 120, height: 160)

  /// A white canvas with a ring at the top (never changing) and what `build` adds.
  static func frame(_ build: (inout DisplayList) -> Void) -> DisplayList {
    var l = DisplayList(size: size, background: .white)
    l.append(
      .stroke(
        Path(circleCenter: Point(x: 60, y: 30), radius: 20), .black, StrokeStyle(lineWidth: 3)))
    build(&l)
    return l
  }

  static func square(_ x: Double, _ y: Double, _ c: Color = .red) -> DisplayCommand {
    .fill(Path(rect: Rect(x: x, y: y, width: 20, height: 20)), c, .nonZero)
  }

  /// Draws `frames` in turn with one renderer, each equal to a fresh renderer's drawing;
  /// returns the rows each frame drew.
  @discardableResult
  static func draw(_ frames: [DisplayList], scale: Double = 2) -> [Int] {
    let renderer = CairoRenderer()
    var rows: [Int] = []
    for (i, list) in frames.enumerated() {
      let same = renderer.render(list, scale: scale) == CairoRenderer().render(list, scale: scale)
      #expect(same, "frame \(i) differs from a full drawing")
      rows.append(renderer.lastDamage.bands.reduce(0) { $0 + $1.count })
    }
    return rows
  }

  @Test func aMovedShapeRedrawsOnlyItsRows() {
    let rows = Self.draw([
      Self.frame { $0.append(Self.square(10, 100)) },
      Self.frame { $0.append(Self.square(14, 104)) },
    ])
    // 2x: 320 rows in all; the square's old and new rows, padded: 24 + 8 + 4 points.
    #expect(rows[0] == 320)
    #expect(rows[1] > 48 && rows[1] < 80)
  }

  @Test func theSameFrameDrawsNothing() {
    let list = Self.frame { $0.append(Self.square(10, 100)) }
    #expect(Self.draw([list, list, list]) == [320, 0, 0])
  }

  @Test func aChangedColourOrStringIsRedrawn() {
    func label(_ text: String, _ color: Color) -> DisplayCommand {
      .text(
        TextBlock(
          font: Font(size: 14), color: color,
          runs: [TextRun(text, origin: Point(x: 10, y: 120), width: 60)]))
    }
    let rows = Self.draw([
      Self.frame { $0.append(label("Bitter", .black)) },
      Self.frame { $0.append(label("Bitten", .black)) },
      Self.frame { $0.append(label("Bitten", .blue)) },
    ])
    #expect(rows[1] > 0 && rows[1] < 160 && rows[2] > 0 && rows[2] < 160)
  }

  @Test func textCutByTheDamageIsDrawnWhole() {
    // A dial's label: scaled with its bubble and clipped to its bounds (a clip off the pixel
    // grid), and a square moving across its lower half. Its rows are drawn again whole: under
    // a clip cutting the glyphs, cairo composites them another way, and the overlapping
    // edges of "tt" came out up to 22/255 apart.
    func frame(_ y: Double) -> DisplayList {
      var l = DisplayList(size: Size(width: 375, height: 320), background: .white)
      l.withSavedState { l in
        l.append(.concatenate(AffineTransform(a: 0.66, b: 0, c: 0, d: 0.66, tx: 267, ty: 256)))
        l.append(
          .fill(
            Path(circleCenter: Point(x: 50, y: 50), radius: 50),
            Color(red: 0.42, green: 0.25, blue: 0.8), .nonZero))
        l.append(.concatenate(AffineTransform(translationX: 0, y: 43.015625)))
        l.append(.clipRect(Rect(x: 0, y: 0, width: 100, height: 13.96875)))
        l.append(
          .text(
            TextBlock(
              font: Font(size: 12), color: .white,
              runs: [TextRun("English Bitter", origin: Point(x: 9.5, y: 11.138671875), width: 80)]
            )))
      }
      l.append(.fill(Path(rect: Rect(x: 10, y: y, width: 10, height: 10)), .blue, .nonZero))
      return l
    }
    let rows = Self.draw([frame(278), frame(278.5)], scale: 1)
    #expect(rows[1] < 60)
  }

  @Test func reorderedOrRegroupedShapesAreRedrawn() {
    let a = Self.square(20, 90, .red), b = Self.square(30, 100, .blue)
    Self.draw([
      Self.frame { $0.append(contentsOf: [a, b]) },
      Self.frame { $0.append(contentsOf: [b, a]) },
      Self.frame {
        $0.append(contentsOf: [.beginTransparencyGroup(opacity: 0.5), a, .endTransparencyGroup])
        $0.append(contentsOf: [.beginTransparencyGroup(opacity: 0.5), b, .endTransparencyGroup])
      },
      Self.frame {
        $0.append(contentsOf: [.beginTransparencyGroup(opacity: 0.5), a, b, .endTransparencyGroup])
      },
      Self.frame {
        $0.append(contentsOf: [.beginTransparencyGroup(opacity: 0.4), a, b, .endTransparencyGroup])
      },
    ])
  }

  @Test func aShadowTouchedByTheDamageIsDrawnWhole() {
    // The blue square turns green where the red square's shadow falls: the shadow group is
    // drawn again whole, else its content would be cut to the blue rows and the red
    // square's shadow lost there.
    let shadow = Shadow(opacity: 0.8, offset: Vector(dx: 0, dy: 30), radius: 8)
    func caster(_ c: Color) -> [DisplayCommand] {
      [.beginShadow(shadow), Self.square(20, 80), Self.square(50, 110, c), .endShadow]
    }
    let rows = Self.draw([
      Self.frame { $0.append(contentsOf: caster(.blue)) },
      Self.frame { $0.append(contentsOf: caster(.green)) },
    ])
    #expect(rows[1] > 2 * (130 - 80))
  }

  @Test func aChangedClipIsRedrawn() {
    func clipped(_ width: Double) -> [DisplayCommand] {
      [
        .saveState, .clipRect(Rect(x: 0, y: 0, width: width, height: 160)),
        Self.square(10, 100), .restoreState,
      ]
    }
    Self.draw([
      Self.frame { $0.append(contentsOf: clipped(20)) },
      Self.frame { $0.append(contentsOf: clipped(25)) },
    ])
  }

  /// A light blur over the canvas's middle rows.
  static let blur = DisplayCommand.backdropBlur(
    BackdropBlur(region: Path(rect: Rect(x: 0, y: 60, width: 120, height: 60)), style: .light))

  /// Draws `list` with `renderer` at scale 1, expecting a fresh renderer's pixels.
  static func drawAtOnePoint(_ list: DisplayList, with renderer: CairoRenderer) {
    let same = renderer.render(list, scale: 1) == CairoRenderer().render(list, scale: 1)
    #expect(same)
  }

  @Test func aBlurReadsItsBackdropAgainOnlyWhenItChanged() {
    let blur = Self.blur
    let renderer = CairoRenderer()
    let draw = { (list: DisplayList) in Self.drawAtOnePoint(list, with: renderer) }
    // Behind the blur: read. Nothing changed: not read, nothing drawn.
    let still = Self.frame { $0.append(contentsOf: [Self.square(10, 80), blur]) }
    draw(still)
    draw(still)
    #expect(renderer.backdropReads == 1 && renderer.lastDamage.isEmpty)
    // Something moves behind it: read again.
    draw(Self.frame { $0.append(contentsOf: [Self.square(12, 80), blur]) })
    #expect(renderer.backdropReads == 2)
    // Something moves in front of it, or it fades: its backdrop is the same, not read.
    draw(Self.frame { $0.append(contentsOf: [Self.square(12, 80), blur, Self.square(40, 90)]) })
    for opacity in [0.3, 0.6] {
      draw(
        Self.frame {
          $0.append(contentsOf: [
            Self.square(12, 80), .beginTransparencyGroup(opacity: opacity), blur,
            Self.square(40, 90), .endTransparencyGroup,
          ])
        })
    }
    #expect(renderer.backdropReads == 2)
    // Something moves behind it far outside its region, but within its reach (3σ = 90 pt).
    draw(Self.frame { $0.append(contentsOf: [Self.square(12, 30), blur]) })
    #expect(renderer.backdropReads == 3)
  }

  /// A menu closed and opened again: frames without its blur between.
  @Test func aBlurBackAfterFramesWithoutItIsNotReadAgainOverTheSameBackdrop() {
    let blur = Self.blur
    let renderer = CairoRenderer()
    let draw = { (list: DisplayList) in Self.drawAtOnePoint(list, with: renderer) }
    func open(_ x: Double, _ opacity: Double = 1) -> DisplayList {
      Self.frame {
        $0.append(contentsOf: [
          Self.square(x, 80), .beginTransparencyGroup(opacity: opacity), blur,
          Self.square(40, 90), .endTransparencyGroup,
        ])
      }
    }
    let closed = Self.frame { $0.append(Self.square(10, 80)) }
    draw(open(10))
    #expect(renderer.backdropReads == 1)
    // Closed for two frames, opened again fading in over the same backdrop: not read.
    draw(closed)
    draw(closed)
    draw(open(10, 0.2))
    draw(open(10, 0.6))
    #expect(renderer.backdropReads == 1)
    // Closed, the backdrop moves, opened again: read.
    draw(closed)
    draw(Self.frame { $0.append(Self.square(14, 80)) })
    draw(open(14))
    #expect(renderer.backdropReads == 2)
    // Closed, the backdrop moves and comes back: the same backdrop as the last blur's, not read.
    draw(Self.frame { $0.append(Self.square(30, 80)) })
    draw(Self.frame { $0.append(Self.square(14, 80)) })
    draw(open(14))
    #expect(renderer.backdropReads == 2)
    // A new size forgets it: read.
    draw(closed)
    _ = renderer.render(closed, scale: 2)
    draw(open(10))
    #expect(renderer.backdropReads == 3)
  }

  @Test func aNewSizeOrScaleDrawsEverything() {
    let renderer = CairoRenderer()
    let list = Self.frame { $0.append(Self.square(10, 100)) }
    _ = renderer.render(list, scale: 2)
    _ = renderer.render(list, scale: 1)
    #expect(renderer.lastDamage.isFull)
    var wider = list
    wider.size.width = 130
    let same = renderer.render(wider, scale: 1) == CairoRenderer().render(wider, scale: 1)
    #expect(same)
    #expect(renderer.lastDamage.isFull)
  }

  @Test func aTrackerKeepingDrawingsWholeDrawsEveryShapeItTouchesWhole() {
    // A tall bar that never changes, and a square moving across its middle: cairo draws only
    // the square's rows, cutting the bar; the browser's tracker (Skia antialiases a cut shape
    // differently) draws the bar's rows whole.
    func frame(_ x: Double) -> DisplayList {
      Self.frame {
        $0.append(.fill(Path(rect: Rect(x: 80, y: 80, width: 10, height: 70)), .blue, .nonZero))
        $0.append(Self.square(x, 100))
      }
    }
    let canvas = PixelBox(x0: 0, y0: 0, x1: 240, y1: 320)
    func rows(_ keepsWhole: Bool) -> [Range<Int>] {
      var tracker = DamageTracker(keepsDrawingsWhole: keepsWhole)
      for list in [frame(10), frame(14)].dropLast() {
        _ = tracker.damage(
          for: list, bounds: InkBounds(list, scale: 2), scale: 2, canvas: canvas
        ) { _ in true }
      }
      let list = frame(14)
      return tracker.damage(
        for: list, bounds: InkBounds(list, scale: 2), scale: 2, canvas: canvas
      ) { _ in true }.region.bands
    }
    // The square (y 100…120 points, moved 4 points sideways): rows 200…240, padded by 2.
    #expect(rows(false) == [198..<242])
    // The bar (y 80…150 points): rows 160…300, padded, holding the square's.
    #expect(rows(true) == [158..<302])
  }
}

/// The alignment behind the damage: a longest common subsequence, or nothing past its limit.
@Suite struct SequenceAlignmentTests {
  static func match(_ a: String, _ b: String, limit: Int = 64) -> (String, String) {
    let x = Array(a), y = Array(b)
    let m = SequenceAlignment.match(x.count, y.count, maximumEdits: limit) { x[$0] == y[$1] }
    return (
      String(zip(x, m.a).filter { $0.1 }.map(\.0)), String(zip(y, m.b).filter { $0.1 }.map(\.0))
    )
  }

  @Test func findsALongestCommonSubsequence() {
    // Myers' classic example: ABCABBA and CBABAC share 4 (e.g. CABA or BABA).
    let (a, b) = Self.match("ABCABBA", "CBABAC")
    #expect(a == b && a.count == 4)
    #expect(Self.match("abcdef", "abXdef") == ("abdef", "abdef"))
    #expect(Self.match("", "abc") == ("", ""))
    #expect(Self.match("abc", "abc") == ("abc", "abc"))
  }

  @Test func givesUpPastItsLimit() {
    // The common ends still match; the middle needs 6 edits, over a limit of 4.
    #expect(Self.match("aXYZb", "aUVWb", limit: 4) == ("ab", "ab"))
    #expect(Self.match("aXYZb", "aUVWb", limit: 6) == ("ab", "ab"))
    #expect(Self.match("aXYZcb", "aUcVWb", limit: 3) == ("ab", "ab"))
    #expect(Self.match("aXYZcb", "aUcVWb", limit: 6) == ("acb", "acb"))
  }
}
