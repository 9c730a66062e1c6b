package import DynamicMenusGeometry
package import DynamicMenusLayers

/// How a look ahead samples strokes (``StrokeSampling``), given to it by a host that draws
/// strokes as elements: as functions, so that a module whose host never names one
/// (``elements``) leaves the sampling out of its link.
package struct StrokeSampler {
  /// ``StrokeSampling/sample(_:into:at:)``.
  let sample: (inout StrokeSampling, Layer, inout CompositingLookahead.Track, Int) -> Bool
  /// ``StrokeSampling/finish(_:layer:)``.
  let finish: (StrokeSampling, inout CompositingLookahead.Track, Layer) -> Bool

  /// Strokes as a page's elements (``ElementStroke``).
  package static var elements: StrokeSampler {
    StrokeSampler(
      sample: { $0.sample($1, into: &$2, at: $3) }, finish: { $0.finish(&$1, layer: $2) })
  }
}

/// The strokes of a stretch looked at ahead with a ``StrokeSampler``
/// (``CompositingLookahead/Track/strokes``): what each shape layer whose animations change its
/// drawing draws at every frame, as one ``ElementStroke``, so that a host that draws strokes
/// as elements (the browser's) can give the element keyframes of its size and width, as it
/// gives a box keyframes of its place.
package struct StrokeSampling {
  /// A frame that draws nothing, until ``finish(_:layer:)`` knows what the layer draws at
  /// others (a real stroke is never 0 wide).
  static let nothing = ElementStroke.line(
    length: 0, width: 0, cornerRadius: 0, placement: .identity, color: .clear)

  /// None sampled yet.
  package init() {}

  /// One frame's commands, kept from layer to layer.
  private var commands: [DisplayCommand] = []

  /// Appends what `shown` (a track's layer, its presentation at frame `k`) draws to `track`;
  /// false when it is no shape layer, its look but its opacity changes (only its stroke is
  /// sampled), or it draws anything but one stroke the host draws as an element.
  mutating func sample(
    _ shown: Layer, into track: inout CompositingLookahead.Track, at k: Int
  ) -> Bool {
    guard let shape = shown as? ShapeLayer else { return false }
    var look = CompositingPlan.appearance(shown)
    look.opacity = 1
    if k == 0 {
      track.look = look
    } else if track.look != look {
      return false
    }
    commands.removeAll(keepingCapacity: true)
    LayerFlattener.contents(shape, into: &commands)
    if commands.isEmpty {
      track.strokes.append(Self.nothing)
      return true
    }
    guard let stroke = ElementStroke(commands) else { return false }
    track.strokes.append(stroke)
    return true
  }

  /// What `layer` (a presentation) draws as a stroke element now; nil when it draws nothing
  /// or anything else.
  package mutating func stroke(of layer: Layer) -> ElementStroke? {
    guard let shape = layer as? ShapeLayer else { return nil }
    commands.removeAll(keepingCapacity: true)
    LayerFlattener.contents(shape, into: &commands)
    return ElementStroke(commands)
  }

  /// Gives `track`'s frames that draw nothing the stroke its others draw, with nothing shown
  /// (none when no frame draws: then it holds no strokes); false when its frames draw
  /// strokes of different kinds or colours (or paths), or its bounds change (a ring's radius)
  /// while `layer` has sublayers, a mask, or a look drawn from its bounds, or draws a path,
  /// which the host's keyframes would not move with the stroke.
  func finish(_ track: inout CompositingLookahead.Track, layer: Layer) -> Bool {
    guard let drawn = track.strokes.first(where: { $0 != Self.nothing }) else {
      track.strokes = []
      return true
    }
    let hidden = drawn.hidden
    for i in track.strokes.indices {
      if track.strokes[i] == Self.nothing {
        track.strokes[i] = hidden
      } else if !track.strokes[i].isDrawn(like: drawn) {
        return false
      }
    }
    let bounds = track.geometry[0].bounds
    guard track.geometry.allSatisfy({ $0.bounds == bounds }) else {
      // A path keeps its place in the layer's space: its element is not moved frame by frame.
      if case .path = drawn { return false }
      guard layer.sublayers.isEmpty, layer.mask == nil, let look = track.look, !look.draws,
        !look.masksToBounds
      else { return false }
      return true
    }
    return true
  }
}

extension ElementStroke {
  /// The same stroke showing nothing: a ring (unfilled) and a dashed path 0 wide, a line 0
  /// long and wide.
  package var hidden: ElementStroke {
    switch self {
    case .ring(let center, let radius, _, let color, _):
      return .ring(center: center, radius: radius, lineWidth: 0, color: color, fill: nil)
    case .line(_, _, _, let placement, let color):
      return .line(length: 0, width: 0, cornerRadius: 0, placement: placement, color: color)
    case .path(let path, var style, let color):
      style.lineWidth = 0
      return .path(path, style: style, color: color)
    }
  }

  /// Feeds what it shows to `hash` (a digest of what a host shows): its kind, size, width,
  /// place and colour; nothing when it shows nothing (``hidden``).
  package func combine(into hash: inout FNV1a) {
    guard self != hidden else { return }
    var numbers: [Double]
    let paint: Color
    switch self {
    case .ring(let center, let radius, let lineWidth, let color, let fill):
      numbers = [1, center.x, center.y, radius, lineWidth]
      if let fill { numbers += [fill.red, fill.green, fill.blue, fill.alpha] }
      paint = color
    case .line(let length, let width, let cornerRadius, let t, let color):
      numbers = [2, length, width, cornerRadius, t.a, t.b, t.c, t.d, t.tx, t.ty]
      paint = color
    case .path(let path, let style, let color):
      numbers = [3, style.lineWidth, Double(path.elements.count)]
      paint = color
    }
    numbers += [paint.red, paint.green, paint.blue, paint.alpha]
    for n in numbers { hash.combine(n) }
  }

  /// Whether it is drawn as `other` is but for its size and width: a ring as a ring, a line
  /// as a line, of one colour; a path the same path, caps and joins.
  func isDrawn(like other: ElementStroke) -> Bool {
    switch (self, other) {
    case (.ring(_, _, _, let a, let f), .ring(_, _, _, let b, let g)):
      return a == b && f == g
    case (.line(_, _, _, _, let a), .line(_, _, _, _, let b)):
      return a == b
    case (.path(let p, let s, let a), .path(let q, let t, let b)):
      return p == q && a == b && s.lineCap == t.lineCap && s.lineJoin == t.lineJoin
        && s.miterLimit == t.miterLimit
    default:
      return false
    }
  }
}
