import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Testing

@testable import DynamicMenusWebCanvas

/// A stretch whose strokes change, handed over whole: the radial menu's opening grows its
/// rings by radius, draws its lines by stroke end and widens its dashed rings, and the page
/// gives each stroke's element keyframes of its size and width (`ElementStroke`, sampled
/// frame by frame ahead: `CompositingLookahead.Track.strokes`), so no frame of the page's
/// runs until the opening ends; the window then reaches exactly what stepping reaches.
@MainActor @Suite struct WebStrokeHandoverTests {
  typealias L = LayerOperationStream.Lookahead
  typealias F = LayerOperationStream.Lookahead.StrokeFrame

  /// One track of a stretch read back: its layer, its bits, its kind of stroke (0: none),
  /// and per frame its numbers (matrix, opacity, stroke frame, as its bits say).
  struct Track {
    var layer: Int
    var changes: Int
    var kind: Int
    var frames: [[Double]]
  }

  /// A radial element shown as layers, at rest, then opened; the frame that resolved its
  /// animations has run.
  static func opened() -> UnsafeMutableRawPointer {
    let (element, handle) = WebLayersTests.host(.radialMenu)
    #expect(WebLayersTests.settle(handle))
    element.setOpen(true)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    return handle
  }

  /// The last look ahead's numbers.
  static func numbers(_ handle: UnsafeMutableRawPointer) -> [Double] {
    WebHostExportsTests.numbers(dmHostLookaheadNumbers(handle), Int(dmHostLookaheadCount(handle)))
  }

  /// The tracks of a new stretch's numbers `n`, read as layer-handover.js reads them.
  static func tracks(_ n: [Double]) throws -> [Track] {
    let frames = Int(n[L.frames.offset]) + 1
    var i = L.endingFrames.offset + Int(n[L.endingFrameCount.offset])
    var read: [Track] = []
    let count = Int(n[i])
    i += 1
    for _ in 0..<count {
      let (layer, changes) = (Int(n[i]), Int(n[i + 1]))
      i += 2
      let draws = changes & L.Changes.draws.bit != 0
      let kind = draws ? Int(n[i]) : 0
      if draws { i += 1 }
      let stride =
        (changes & L.Changes.moves.bit != 0 ? LayerOperationStream.Operands.matrix : 0)
        + (changes & L.Changes.fades.bit != 0 ? 1 : 0) + (draws ? F.count : 0)
      try #require(i + frames * stride <= n.count)
      let numbers = (0..<frames).map { k in Array(n[i + k * stride..<i + (k + 1) * stride]) }
      read.append(Track(layer: layer, changes: changes, kind: kind, frames: numbers))
      i += frames * stride
    }
    #expect(i + 1 == n.count && n[i] == 0, "the blur tracks' count (none) ends the numbers")
    return read
  }

  /// Every layer's place, opacity and stroke as the window shows it now, in tree order.
  static func shown(_ handle: UnsafeMutableRawPointer) -> [Double] {
    var values: [Double] = []
    func visit(_ layer: Layer) {
      let g = CompositingPlan.geometry(layer)
      values += [g.bounds.width, g.position.x, g.position.y, g.transform.a, g.transform.tx]
      values.append(CompositingPlan.opacity(layer))
      if let shape = layer as? ShapeLayer { values += [shape.lineWidth, shape.strokeEnd] }
      for s in layer.sublayers { visit(s) }
    }
    for root in WebHost.from(handle).window.layers { visit(root.presentation()) }
    return values
  }

  @Test("the radial's opening is handed over whole: rings, lines and dashes as stroke keyframes")
  func handsOverItsStrokes() throws {
    let handle = Self.opened()
    defer { dmHostDestroy(handle) }
    #expect(dmHostLookAhead(handle, 3, 0) == 59, "the whole opening, 1 s, to its completion")
    let tracks = try Self.tracks(Self.numbers(handle))
    typealias Code = LayerOperationStream.Code
    let kinds = tracks.filter { $0.kind != 0 }.map(\.kind)
    // The thick ring and five thin rings, the five items' dividing lines, the two dashed rings.
    #expect(kinds.filter { $0 == Code.ring.rawValue }.count == 6, "\(kinds)")
    #expect(kinds.filter { $0 == Code.line.rawValue }.count == 5, "\(kinds)")
    #expect(kinds.filter { $0 == Code.strokePath.rawValue }.count == 2, "\(kinds)")
    // Made before the keyframes start, as their kind: the dashes and the lines, which drew
    // nothing (an empty store) while closed.
    let made = try WebLayersTests.operations(handle)
    #expect(made.filter { $0.code == .strokePath }.count == 2)
    #expect(made.filter { $0.code == .line }.count == 5)
    #expect(WebLayersTests.drawn(made).isEmpty, "no store drawn")
    // The thick ring (the largest) grows many times over (its radius 14 → 225 in the
    // design's points), one width throughout: its element's outer size, its corner radius
    // half of it, frame by frame (HandoverDigestTests holds each frame to stepping).
    func stroke(_ track: Track, _ k: Int, _ field: F) -> Double {
      track.frames[k][track.frames[k].count - F.count + field.offset]
    }
    let rings = tracks.filter { $0.kind == Code.ring.rawValue }
    let thick = try #require(rings.max { stroke($0, 59, .width) < stroke($1, 59, .width) })
    let (first, last) = (stroke(thick, 0, .width), stroke(thick, 59, .width))
    let width = stroke(thick, 0, .lineWidth)
    #expect(last - width > 8 * (first - width), "\(first) → \(last)")
    #expect((0...59).allSatisfy { stroke(thick, $0, .lineWidth) == width })
    #expect(
      (0...59).allSatisfy { stroke(thick, $0, .width) == 2 * stroke(thick, $0, .cornerRadius) })
    #expect((1...59).allSatisfy { stroke(thick, $0, .width) >= stroke(thick, $0 - 1, .width) })
    // A dashed ring widens from nothing to 4 or 12 pt: its path's width alone.
    let dashes = tracks.filter { $0.kind == Code.strokePath.rawValue }
    let widths = dashes.map { stroke($0, 59, .lineWidth) }
    #expect(widths.count == 2 && abs(widths[1] / widths[0] - 3) < 1e-9, "4 and 12: \(widths)")
    #expect(dashes.allSatisfy { stroke($0, 0, .lineWidth) == 0 })
  }

  @Test("caught up at any frame shown, a 300 ms stall included, the window is where stepping is")
  func keepsOneClock() throws {
    let handle = Self.opened()
    let stepped = Self.opened()
    defer {
      dmHostDestroy(handle)
      dmHostDestroy(stepped)
    }
    #expect(dmHostLookAhead(handle, 3, 0) == 59)
    let frame = FrameInterval.nominal
    // No frame of the page's while the keyframes run: 3 frames shown, then a main thread busy
    // for 300 ms (18 more), input caught up at each; the stretch goes on from there.
    var k = 0
    for next in [3, 21, 40] {
      #expect(dmHostCatchUp(handle, Double(next) * frame, 0) == Int32(next - k))
      for _ in k..<next { _ = dmHostFrame(stepped, frame, 3) }
      k = next
      #expect(Self.shown(handle) == Self.shown(stepped), "frame \(k)")
      _ = dmHostFrame(handle, frame, 3)
      _ = dmHostFrame(stepped, frame, 3)
      k += 1
      #expect(Self.shown(handle) == Self.shown(stepped), "frame \(k), run")
      // The stretch from here goes on as the keyframes running say.
      #expect(dmHostLookAhead(handle, 3, 1) == Int32(59 - k))
      #expect(Self.numbers(handle)[L.goesOnFrom.offset] == Double(k))
    }
  }
}
