import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
import DynamicMenusViews
import Testing

@testable import DynamicMenusWebCanvas

/// A backdrop blur's placement composed by the core (`placeBackdrop`, ``BackdropPlacement``),
/// so the page keeps no copy of its layers' geometry: where the floating menu's blur shows,
/// frame by frame, and in a stretch handed over, as its layers place and fade it.
@MainActor @Suite struct WebBackdropPlacementTests {
  typealias P = LayerOperationStream.Operands.BackdropPlacement

  /// The floating menu's blur layer in its window.
  static func blurLayer(_ handle: UnsafeMutableRawPointer) throws -> BackdropLayer {
    var found: BackdropLayer?
    for root in WebHost.from(handle).window.layers {
      root.forEachLayer { if let blur = $0 as? BackdropLayer, found == nil { found = blur } }
    }
    return try #require(found)
  }

  /// The last frame's placements: each placed blur's matrix and opacity.
  static func placements(_ handle: UnsafeMutableRawPointer) throws -> [(
    matrix: AffineTransform, opacity: Double
  )] {
    try WebLayersTests.operations(handle).filter { $0.code == .placeBackdrop }.map { p in
      let m = p.operands[P.matrix.offset...]
      let matrix = AffineTransform(
        a: m[m.startIndex], b: m[m.startIndex + 1], c: m[m.startIndex + 2],
        d: m[m.startIndex + 3], tx: m[m.startIndex + 4], ty: m[m.startIndex + 5])
      return (matrix, p.operands[P.opacity.offset])
    }
  }

  static func near(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
      abs($0) < 1e-9
    }
  }

  @Test("each frame, the blur's box into the window as its layers place it; its opacity theirs")
  func placedAsItsLayers() throws {
    let (element, handle) = WebLayersTests.host(.floatingMenu)
    defer { dmHostDestroy(handle) }
    #expect(WebLayersTests.settle(handle))
    element.setOpen(true)
    var placed = 0
    for _ in 0..<60 {
      _ = dmHostFrame(handle, 1.0 / 60, 3)
      let blur = try Self.blurLayer(handle).presentation()
      for (matrix, opacity) in try Self.placements(handle) {
        placed += 1
        let bounds = blur.bounds
        let expected = AffineTransform(translationX: bounds.minX, y: bounds.minY)
          .concatenating(blur.transformToRootSpace)
        #expect(Self.near(matrix, expected), "\(matrix) against \(expected)")
        var composed = 1.0
        var up: Layer? = blur
        while let layer = up {
          composed *= layer.opacity
          up = layer.superlayer
        }
        #expect(abs(opacity - composed) < 1e-12, "\(opacity) against \(composed)")
      }
    }
    #expect(placed >= 2, "placed when shown and as it fades in")
  }

  @Test("a stretch handed over carries the blur's placement at each frame, as stepping gives")
  func handedOverAsStepped() throws {
    let (element, handle) = WebLayersTests.host(.floatingMenu)
    let (twin, stepped) = WebLayersTests.host(.floatingMenu)
    defer {
      dmHostDestroy(handle)
      dmHostDestroy(stepped)
    }
    #expect(WebLayersTests.settle(handle) && WebLayersTests.settle(stepped))
    element.setOpen(true)
    twin.setOpen(true)
    _ = dmHostFrame(handle, 1.0 / 60, 3)
    _ = dmHostFrame(stepped, 1.0 / 60, 3)
    let frames = Int(dmHostLookAhead(handle, 3, 0))
    try #require(frames > 6, "the opening is handed over")
    let n = WebHostExportsTests.numbers(
      dmHostLookaheadNumbers(handle), Int(dmHostLookaheadCount(handle)))
    // Past the header and the layers' tracks to the blurs'.
    typealias L = LayerOperationStream.Lookahead
    var i = L.endingFrames.offset + Int(n[L.endingFrameCount.offset])
    let tracks = Int(n[i])
    i += 1
    for _ in 0..<tracks {
      let bits = Int(n[i + 1])
      let stride =
        (bits & L.Changes.moves.bit != 0 ? 6 : 0) + (bits & L.Changes.fades.bit != 0 ? 1 : 0)
      i += 2 + stride * (frames + 1)
    }
    try #require(n[i] == 1, "one blur track: the blur fades in with the menu")
    try #require(n.count == i + 2 + 7 * (frames + 1), "its layer, then 7 numbers a frame")
    i += 2
    var last: (matrix: AffineTransform, opacity: Double)?
    for k in 1...frames {
      _ = dmHostFrame(stepped, 1.0 / 60, 3)
      last = try Self.placements(stepped).last ?? last
      let at = i + 7 * k
      let matrix = AffineTransform(
        a: n[at], b: n[at + 1], c: n[at + 2], d: n[at + 3], tx: n[at + 4], ty: n[at + 5])
      let shown = try #require(last)
      #expect(Self.near(matrix, shown.matrix), "frame \(k)")
      #expect(abs(n[at + 6] - shown.opacity) < 1e-12, "frame \(k): \(n[at + 6]), \(shown.opacity)")
    }
  }
}
