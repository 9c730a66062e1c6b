import DynamicMenusGeometry
import DynamicMenusLayers

/// What `inspect radial` prints, and the menu's invariants.
extension RadialMenu {
  /// The menu as it shows now (presentation values): `inspect radial`'s state.
  package nonisolated struct Snapshot: Hashable, Sendable {
    /// One ring.
    public nonisolated struct Ring: Hashable, Sendable {
      /// "thick", "thin0" … "thin5", "shortDashes" or "longDashes".
      public var name: String
      /// Its radius in points.
      public var radius: Double
      /// Its line width in points.
      public var lineWidth: Double
      /// Its opacity, 0…1.
      public var opacity: Double
    }

    /// One dividing line.
    public nonisolated struct Line: Hashable, Sendable {
      /// Its angle in degrees, clockwise from 3 o'clock (0, 30, …, 330 for twelve items).
      public var angle: Double
      /// How much of it is drawn, 0…1.
      public var strokeEnd: Double
    }

    /// closed, opening, open or closing.
    public var state: MenuState
    /// The highlighted sector, or nil.
    public var highlightedIndex: Int?
    /// The last chosen item, or nil.
    public var selectedIndex: Int?
    /// The thick ring, the six thin rings and the two dashed rings, in that order.
    public var rings: [Ring]
    /// The dividing lines, in index order.
    public var lines: [Line]
  }

  /// The menu as it shows now: state, indices, and every ring's and line's presentation
  /// values.
  package func stateSnapshot() -> Snapshot {
    func ring(_ name: String, _ layer: RingLayer) -> Snapshot.Ring {
      let p = layer.presentation()
      return Snapshot.Ring(
        name: name, radius: p.radius, lineWidth: p.lineWidth, opacity: p.opacity)
    }
    var rings = [ring("thick", thickRing)]
    rings += thinRings.enumerated().map { ring("thin\($0.offset)", $0.element) }
    rings += [ring("shortDashes", dashedRings[0]), ring("longDashes", dashedRings[1])]
    let lines = menuDividingLines.enumerated().map { i, line in
      Snapshot.Line(
        angle: 360 * Double(i) / Double(items.count),
        strokeEnd: line.presentation().strokeEnd)
    }
    return Snapshot(
      state: menuState, highlightedIndex: highlightedIndex, selectedIndex: selectedIndex,
      rings: rings, lines: lines)
  }

  /// Every broken invariant, as sentences; empty when all hold:
  ///
  /// - indices: the highlight and the selection are nil or in 0..<items.count, and only an
  ///   open menu highlights; callbacks never carried an index out of range;
  /// - callbacks: "open" and "closed" alternate;
  /// - settled: without a transition the menu is exactly open or closed — no animation left on
  ///   any part, every part at that state's values, fully opaque;
  /// - on screen: every animated value is finite and within its range (radii 0…225, line
  ///   widths 0…12, strokeEnd, opacity and spread 0…1).
  public func invariantViolations() -> [String] {
    var problems = recordedViolations
    let n = items.count
    if let h = highlightedIndex {
      if !items.indices.contains(h) { problems.append("highlightedIndex \(h) out of 0..<\(n)") }
      if menuState != .open { problems.append("highlightedIndex \(h) while \(menuState.rawValue)") }
    }
    if let s = selectedIndex, !items.indices.contains(s) {
      problems.append("selectedIndex \(s) out of 0..<\(n)")
    }
    if menuDividingLines.count != n || itemLayers.count != n {
      problems.append("\(menuDividingLines.count) lines and \(itemLayers.count) items for \(n)")
    }
    let pose = Choreography.pose(settled, itemCount: n)
    if transition == nil {
      for layer in animatedLayers where layer.hasAnimations {
        problems.append("\(layer.name ?? "a layer") still animates while \(menuState.rawValue)")
      }
      for v in pose.values {
        let value = read(v.property, of: layer(for: v.part))
        if Swift.abs(value - v.value) > 1e-9 {
          problems.append(
            "\(v.part).\(v.property.rawValue) is \(value), not \(v.value), while \(menuState.rawValue)"
          )
        }
      }
      if content.opacity != 1 {
        problems.append("content opacity \(content.opacity) while settled")
      }
    }
    for v in pose.values {
      let value = read(v.property, of: layer(for: v.part).presentation())
      let range = Self.range(of: v.property)
      if !value.isFinite || value < range.lowerBound - 1e-9 || value > range.upperBound + 1e-9 {
        problems.append("\(v.part).\(v.property.rawValue) shows \(value), outside \(range)")
      }
    }
    return problems
  }

  /// The values a property may show.
  static func range(of property: MenuProperty) -> ClosedRange<Double> {
    let m = RadialMenuMetrics.self
    switch property {
    case .radius: return 0...m.thickRingRadii.open
    case .lineWidth: return 0...m.longDashLineWidth
    case .fadeThrough: return 0...2
    case .progress: return 0...Choreography.closing(lineOrder: []).duration
    case .opacity, .strokeEnd, .spread: return 0...1
    }
  }
}

extension RadialMenu: ControlInspecting {
  /// `{"state": …, "highlightedIndex": …, "selectedIndex": …, "rings": [{"name", "radius",
  /// "lineWidth", "opacity"}, …], "lines": [{"angle", "strokeEnd"}, …]}`: what shows now.
  public var inspection: OrderedJSON {
    let s = stateSnapshot()
    let index = { (i: Int?) in i.map { OrderedJSON.number(Double($0)) } ?? .null }
    return .object([
      ("state", .string(s.state.rawValue)),
      ("highlightedIndex", index(s.highlightedIndex)),
      ("selectedIndex", index(s.selectedIndex)),
      (
        "rings",
        .array(
          s.rings.map {
            .object([
              ("name", .string($0.name)), ("radius", .number($0.radius)),
              ("lineWidth", .number($0.lineWidth)), ("opacity", .number($0.opacity)),
            ])
          })
      ),
      (
        "lines",
        .array(
          s.lines.map {
            .object([("angle", .number($0.angle)), ("strokeEnd", .number($0.strokeEnd))])
          })
      ),
    ])
  }
}
