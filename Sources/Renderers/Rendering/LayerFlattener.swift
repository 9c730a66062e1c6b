public import DynamicMenusGeometry
public import DynamicMenusLayers

extension DisplayList {
  /// The presentation of layer trees (a window's layers, bottom to top) as a display list on
  /// a canvas of `size` points: what Core Animation would composite now.
  ///
  /// Each layer draws, in Core Animation's order: its shadow (from `shadowPath`, or from the
  /// composited alpha of everything below), background colour (a rounded rectangle of
  /// `cornerRadius`), contents (shape, text, image or backdrop blur), sublayers by
  /// `zPosition` then order, and border (inside the bounds, on top). A text layer's text is
  /// clipped to its bounds (its backing store's size); `masksToBounds` clips contents and
  /// sublayers to the rounded bounds; a `mask` gates the whole by its alpha; an
  /// opacity below 1 becomes a transparency group only when the layer draws more than one
  /// thing (one fill just takes the opacity into its colour). Hidden layers, layers with
  /// opacity 0 and empty layers draw nothing.
  ///
  /// Text is laid out with `measurer` (the renderer's, so that lines match what it draws).
  public init(
    layers: [Layer], size: Size, background: Color = .clear,
    measurer: any TextMeasurer = TextMeasurement.current
  ) {
    let flattener = LayerFlattener(measurer: measurer)
    var commands: [DisplayCommand] = []
    for layer in layers { flattener.draw(layer.presentation(), into: &commands) }
    self.init(size: size, background: background, commands: commands)
  }
}

/// The walk behind ``DisplayList/init(layers:size:background:measurer:)``.
///
/// Every layer appends straight to one array: its brackets (the saved state, a transparency
/// group, a shadow, a clip, a mask) are written around its content once the content is known
/// (a bracket the content turns out not to need is taken back; one it needs before it is
/// inserted, a move of plain values), so no command is copied from level to level.
struct LayerFlattener {
  /// Where each layer's contents went, kept in step as brackets are inserted around them.
  final class Placements {
    var list: [ContentsPlacement] = []

    /// Moves the placements at or after `index` by `count` commands (inserted before them).
    func shift(from index: Int, by count: Int) {
      var i = list.count - 1
      while i >= 0, list[i].commands.lowerBound >= index {
        list[i] = list[i].offset(by: count)
        i -= 1
      }
    }

    /// Drops the placements at or after `index` (their commands were taken back or changed).
    func drop(from index: Int) {
      while let last = list.last, last.commands.lowerBound >= index { list.removeLast() }
    }

    /// Notes a whole layer's commands before the placements inside them, keeping the list
    /// in the order of the commands (an outer placement first where two start together).
    func insert(_ placement: ContentsPlacement) {
      var i = list.count
      while i > 0, list[i - 1].commands.lowerBound >= placement.commands.lowerBound { i -= 1 }
      list.insert(placement, at: i)
    }
  }

  /// The most commands a whole layer may take and still be noted as one placement
  /// (``ContentsPlacement/Kind/layer``): 64, a button or a row with its shadow, background
  /// and labels. A larger subtree (a window, a menu of many items) changes somewhere in most
  /// frames: a store of it would seldom be painted, and would hold many pixels.
  static let maximumLayerCommands = 64

  let measurer: any TextMeasurer
  /// Where to note each layer's contents; nil notes nothing.
  let placements: Placements?
  /// The commands of a layer's own contents as a `CompositingPlan` last made them, so they
  /// are not made again; nil (or nil for a layer): made from the layer.
  let keptContents: ((CompositedLayerID) -> [DisplayCommand]?)?

  init(
    measurer: any TextMeasurer, placements: Placements? = nil,
    keptContents: ((CompositedLayerID) -> [DisplayCommand]?)? = nil
  ) {
    self.measurer = measurer
    self.placements = placements
    self.keptContents = keptContents
  }

  /// The outline of a layer's bounds with its corner radius.
  static func boundsPath(_ layer: some FlattenedLayer) -> Path {
    layer.cornerRadius > 0
      ? Path(roundedRect: layer.bounds, cornerRadius: layer.cornerRadius)
      : Path(rect: layer.bounds)
  }

  /// The layer's shadow, if it casts one.
  static func shadow(_ layer: Layer) -> Shadow? {
    guard let color = layer.shadowColor, layer.shadowOpacity > 0, color.alpha > 0 else {
      return nil
    }
    return Shadow(
      color: color, opacity: Swift.min(1, layer.shadowOpacity),
      offset: Vector(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height),
      radius: layer.shadowRadius)
  }

  /// Draws a layer (a presentation layer, or a compositor's) and its subtree in its
  /// superlayer's space.
  func draw<L: FlattenedLayer>(_ layer: L, into out: inout [DisplayCommand])
  where L.Flattened == L {
    guard !layer.isHidden, layer.opacity > 0 else { return }
    let start = out.count
    out.append(.saveState)
    let t = layer.transformToSuperlayer
    if !t.isIdentity { out.append(.concatenate(t)) }
    let content = out.count
    let ownContents = body(layer, into: &out)
    guard out.count > content else {
      out.removeSubrange(start...)
      placements?.drop(from: start)
      return
    }
    let opacity = Swift.min(1, layer.opacity)
    let shadow = layer.castShadow
    if opacity < 1, shadow == nil, out.count == content + 1,
      let single = Self.fading(out[content], by: opacity)
    {
      out[content] = single
      placements?.drop(from: content)
    } else {
      var openers: [DisplayCommand] = []
      if opacity < 1 { openers.append(.beginTransparencyGroup(opacity: opacity)) }
      if let shadow {
        if let path = layer.shadowPath {
          openers.append(.shadow(shadow, path: path))
        } else {
          openers.append(.beginShadow(shadow))
          out.append(.endShadow)
        }
      }
      out.insert(contentsOf: openers, at: content)
      placements?.shift(from: content, by: openers.count)
      // The whole layer inside its opacity group: a fade does not change what is kept.
      let whole = content + (opacity < 1 ? 1 : 0)..<out.count
      if let placements, whole.count > ownContents, whole.count <= Self.maximumLayerCommands,
        !out[whole].contains(where: {
          if case .backdropBlur = $0 { true } else { false }
        })
      {
        placements.insert(
          ContentsPlacement(id: layer.compositedID, commands: whole, kind: .layer))
      }
      if opacity < 1 { out.append(.endTransparencyGroup) }
    }
    out.append(.restoreState)
  }

  /// A lone fill or stroke drawn with `opacity` folded into its colour (no group needed), or
  /// nil when the content is more than that.
  static func fading(_ command: DisplayCommand, by opacity: Double) -> DisplayCommand? {
    switch command {
    case .fill(let p, let c, let r): return .fill(p, c.withAlphaComponent(c.alpha * opacity), r)
    case .stroke(let p, let c, let s):
      return .stroke(p, c.withAlphaComponent(c.alpha * opacity), s)
    default: return nil
    }
  }

  /// Everything a layer draws in its own space: background, contents, sublayers, border;
  /// masked by its mask. Returns how many commands its own contents took.
  @discardableResult
  func body<L: FlattenedLayer>(_ layer: L, into out: inout [DisplayCommand]) -> Int
  where L.Flattened == L {
    let start = out.count
    if let bg = layer.backgroundColor, bg.alpha > 0 {
      out.append(.fill(Self.boundsPath(layer), bg, .nonZero))
    }
    let clip = out.count
    if layer.masksToBounds {
      out.append(.saveState)
      out.append(
        layer.cornerRadius > 0 ? .clip(Self.boundsPath(layer), .nonZero) : .clipRect(layer.bounds))
    }
    let clipped = out.count
    layer.appendContents(to: &out, flattener: self)
    let ownContents = out.count - clipped
    // A blur shows what lies behind it: never kept.
    if let placements, out.count > clipped, !layer.showsBackdrop {
      placements.list.append(
        ContentsPlacement(id: layer.compositedID, commands: clipped..<out.count))
    }
    for sub in layer.sublayersInDrawingOrder { draw(sub, into: &out) }
    if out.count == clipped {
      out.removeSubrange(clip...)
    } else if layer.masksToBounds {
      out.append(.restoreState)
    }
    if let color = layer.borderColor, color.alpha > 0, layer.borderWidth > 0 {
      // Core Animation draws the border inside the bounds: the ring between the rounded
      // bounds and the bounds inset by the width (its corners rounded by r − width).
      let w = Swift.min(layer.borderWidth, Swift.min(layer.bounds.width, layer.bounds.height) / 2)
      var ring = Self.boundsPath(layer)
      ring.addPath(
        Path(
          roundedRect: layer.bounds.insetBy(dx: w, dy: w),
          cornerRadius: Swift.max(0, layer.cornerRadius - w)))
      out.append(.fill(ring, color, .evenOdd))
    }
    guard out.count > start else { return ownContents }
    if let mask = layer.mask, !mask.isHidden {
      out.insert(.beginMaskedContent, at: start)
      placements?.shift(from: start, by: 1)
      out.append(.beginMask)
      draw(mask, into: &out)
      out.append(.endMask)
    }
    return ownContents
  }

  /// A shape layer's contents: its fill, then its stroke (its outline trimmed and dashed).
  @inline(never)
  static func contents(_ shape: ShapeLayer, into out: inout [DisplayCommand]) {
    guard let path = shape.path, !path.isEmpty else { return }
    if let fill = shape.fillColor, fill.alpha > 0 {
      out.append(.fill(path, fill, shape.fillRule))
    }
    if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
      let outline = shape.strokeOutline()
      if !outline.isEmpty { out.append(.stroke(outline, stroke, shape.strokeStyle)) }
    }
  }

  /// The layer's own contents, by its class.
  func contents(_ layer: Layer, into out: inout [DisplayCommand]) {
    switch layer {
    case let shape as ShapeLayer:
      Self.contents(shape, into: &out)
    case let text as TextLayer:
      guard let color = text.foregroundColor, color.alpha > 0, let s = text.string, !s.isEmpty
      else { return }
      let layout = text.textLayout(measurer: measurer)
      var runs: [TextRun] = []
      for line in layout.lines {
        for run in line.runs where !run.text.isEmpty {
          runs.append(TextRun(run.text, origin: run.origin, width: run.width))
        }
      }
      guard !runs.isEmpty else { return }
      // CATextLayer draws into a backing store the size of its bounds: text beyond them is
      // cut, with or without masksToBounds (shape and image contents are not).
      out.append(.saveState)
      out.append(.clipRect(text.bounds))
      out.append(.text(TextBlock(font: text.font, color: color, runs: runs)))
      out.append(.restoreState)
    case let image as ImageLayer:
      if let bitmap = image.drawingBitmap() { out.append(.bitmap(bitmap.image, in: bitmap.rect)) }
      let shapes = image.drawingShapes()
      if !shapes.isEmpty { out.append(.image(VectorImage(shapes: shapes))) }
    case let backdrop as BackdropLayer:
      let tint = backdrop.tintColor ?? .clear
      if backdrop.blurRadius <= 0, backdrop.saturation == 1 {
        // Nothing to blur or saturate (Reduce Transparency's solid fallback): what shows is
        // the tint over the pixels behind, which is a fill. As a fill it needs no sampling of
        // the backdrop, and a fading view folds its opacity into the colour (no group).
        if tint.alpha > 0 { out.append(.fill(Self.boundsPath(backdrop), tint, .nonZero)) }
      } else {
        out.append(
          .backdropBlur(
            BackdropBlur(
              region: Self.boundsPath(backdrop), sigma: backdrop.blurRadius,
              saturation: backdrop.saturation, tint: tint)))
      }
    default:
      break
    }
  }
}
