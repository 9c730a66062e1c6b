// Compiled only where Core Animation exists (Apple platforms); empty on Linux and in
// WebAssembly. Type-checked here against stand-ins and Apple's real SDK interfaces; what it
// performs is the portable `CompositingPlan`, tested everywhere against direct drawing
// (docs/apple-host.md says what is and is not verified).
#if canImport(CoreGraphics) && canImport(CoreText) && canImport(CoreImage) && canImport(QuartzCore)
  public import QuartzCore
  public import DynamicMenusGeometry
  import DynamicMenusHost
  public import DynamicMenusLayers
  public import DynamicMenusRendering

  /// Shows a window's layers as Core Animation layers, as UIKit's own controls are shown:
  /// each layer a `CALayer` whose backing store (`contents`) is drawn once with Core
  /// Graphics, its position, bounds, transform, opacity, background, corners, border and
  /// shadow set as properties, so Core Animation composites on the GPU and a frame that
  /// only moves or fades draws nothing on the main thread.
  ///
  /// A layer's contents sit in a sublayer of their own under its sublayers, as large as
  /// their ink (a shape may draw outside its bounds); a backdrop blur is drawn into another,
  /// again only when what lies behind it changed (`CompositingPlan`). Every change of a
  /// frame is one transaction with implicit animations off: the window's animations already
  /// moved the values.
  ///
  /// ```swift
  /// let compositor = CALayerCompositor(textMeasurer: measurer)
  /// view.layer.addSublayer(compositor.rootLayer)
  /// // each frame:
  /// compositor.update(
  ///   layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
  ///   scale: 2)
  /// ```
  public final class CALayerCompositor {
    /// The layer the window's layers are shown in; a host adds it to its view's layer and
    /// gives it the view's bounds.
    public let rootLayer = CALayer()
    private var plan: CompositingPlan
    private let renderer: CoreGraphicsRenderer
    private var layers: [CompositedLayerID: CALayer] = [:]
    /// The sublayer holding each layer's contents, and its backdrop blur's.
    private var contentLayers: [CompositedLayerID: CALayer] = [:]
    private var backdropLayers: [CompositedLayerID: CALayer] = [:]
    /// The window's background the root layer shows.
    private var shownBackground: Color?
    /// The layers running a handed-over stretch's keyframes.
    private var handedOver: [CALayer] = []

    /// A compositor with no layers yet, laying text out and drawing it in
    /// `textMeasurer`'s fonts.
    public init(textMeasurer: CoreTextMeasurer = CoreTextMeasurer()) {
      renderer = CoreGraphicsRenderer(textMeasurer: textMeasurer)
      plan = CompositingPlan(measurer: textMeasurer)
      rootLayer.anchorPoint = .zero
    }

    /// Brings the layers to what `layers` show now (a window's, bottom to top, on a canvas
    /// of `size` points over `background`), backing stores at `scale` device pixels per
    /// point. Returns whether any backing store or blur was drawn.
    @discardableResult
    public func update(layers windowLayers: [Layer], size: Size, background: Color, scale: Double)
      -> Bool
    {
      let operations = plan.update(layers: windowLayers, scale: scale)
      guard !operations.isEmpty || background != shownBackground else { return false }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      if background != shownBackground {
        shownBackground = background
        rootLayer.backgroundColor = background.alpha > 0 ? cgColor(background) : nil
      }
      var drew = false
      for operation in operations {
        drew = perform(operation, size: size, background: background) || drew
      }
      CATransaction.commit()
      return drew
    }

    /// Gives Core Animation the stretch `ahead` (``CompositingLookahead``) as one keyframe
    /// animation per moving property of each moving layer (position, anchor point,
    /// transform, opacity: a value per frame of 1/60 s, linear between), begun at
    /// `beginTime` (`CACurrentMediaTime()` of the frame that handed it over) and held at
    /// their end, so the render server runs the motion and the main thread runs nothing. The
    /// next ``update(layers:size:background:scale:)`` sets the layers where the window has
    /// them; ``endHandover()`` then takes the keyframes off.
    public func handOver(_ ahead: CompositingLookahead, beginTime: CFTimeInterval) {
      endHandover()
      let frames = Double(ahead.frames)
      let keyTimes = (0...ahead.frames).map { NSNumber(value: Double($0) / frames) }
      for track in ahead.tracks {
        guard let layer = layers[track.id], let first = track.geometry.first else { continue }
        func animate(_ keyPath: String, _ values: [Any]) {
          let animation = CAKeyframeAnimation(keyPath: keyPath)
          animation.values = values
          animation.keyTimes = keyTimes
          animation.calculationMode = .linear
          animation.duration = frames * FrameInterval.nominal
          animation.beginTime = layer.convertTime(beginTime, from: nil)
          animation.fillMode = .forwards
          animation.isRemovedOnCompletion = false
          layer.add(animation, forKey: Self.handoverKey + keyPath)
        }
        let g = track.geometry
        if g.contains(where: { $0.position != first.position }) {
          animate("position.x", g.map { NSNumber(value: $0.position.x) })
          animate("position.y", g.map { NSNumber(value: $0.position.y) })
        }
        if g.contains(where: { $0.anchorPoint != first.anchorPoint }) {
          animate("anchorPoint.x", g.map { NSNumber(value: $0.anchorPoint.x) })
          animate("anchorPoint.y", g.map { NSNumber(value: $0.anchorPoint.y) })
        }
        if g.contains(where: { $0.transform != first.transform }) {
          animate(
            "transform",
            g.map {
              NSValue(caTransform3D: CATransform3DMakeAffineTransform(cgTransform($0.transform)))
            })
        }
        if track.opacity.contains(where: { $0 != track.opacity[0] }) {
          animate("opacity", track.opacity.map { NSNumber(value: Float($0)) })
        }
        handedOver.append(layer)
      }
    }

    /// Takes a stretch's keyframes off its layers (after an update set them where the
    /// window has them now, in the same transaction: nothing jumps).
    public func endHandover() {
      for layer in handedOver {
        for keyPath in Self.handoverKeyPaths {
          layer.removeAnimation(forKey: Self.handoverKey + keyPath)
        }
      }
      handedOver.removeAll()
    }

    private static let handoverKey = "DynamicMenus.handover."
    private static let handoverKeyPaths = [
      "position.x", "position.y", "anchorPoint.x", "anchorPoint.y", "transform", "opacity",
    ]

    /// Performs one operation; returns whether it drew.
    private func perform(_ operation: CompositingOperation, size: Size, background: Color) -> Bool {
      switch operation {
      case .create(let id):
        layers[id] = CALayer()
      case .remove(let id):
        layers[id]?.removeFromSuperlayer()
        layers[id] = nil
        contentLayers[id] = nil
        backdropLayers[id] = nil
      case .setSublayers(nil, let ids):
        rootLayer.sublayers = ids.compactMap { layers[$0] }
      case .setSublayers(let parent?, let ids):
        guard let layer = layers[parent] else { return false }
        // Its own contents and blur stay under the sublayers.
        let own = [contentLayers[parent], backdropLayers[parent]].compactMap { $0 }
        layer.sublayers = own + ids.compactMap { layers[$0] }
      case .setMask(let id, let mask):
        layers[id]?.mask = mask.flatMap { layers[$0] }
      case .setGeometry(let id, let geometry):
        guard let layer = layers[id] else { return false }
        layer.bounds = cgRect(geometry.bounds)
        layer.position = cgPoint(geometry.position)
        layer.anchorPoint = cgPoint(geometry.anchorPoint)
        layer.setAffineTransform(cgTransform(geometry.transform))
        layer.sublayerTransform = CATransform3DMakeAffineTransform(
          cgTransform(geometry.sublayerTransform))
      case .setAppearance(let id, let look):
        guard let layer = layers[id] else { return false }
        apply(look, to: layer)
      case .setContents(let id, let contents):
        guard let layer = layers[id] else { return false }
        let image = contents.flatMap { renderer.image(of: $0.displayList, scale: $0.scale) }
        show(image, in: contents?.frame, scale: contents?.scale, of: layer, in: &contentLayers[id])
        return image != nil
      case .setBackdrop(let id, let backdrop):
        let tree = plan.tree
        guard let layer = layers[id], let geometry = tree.nodes[id]?.geometry else {
          return false
        }
        let image = backdrop.flatMap { _ in
          renderer.image(
            of: tree.backdropList(of: id, size: size, background: background),
            scale: plan.scale)
        }
        show(
          image, in: geometry.bounds, scale: plan.scale, of: layer, in: &backdropLayers[id],
          above: contentLayers[id])
        return image != nil
      }
      return false
    }

    /// Shows `image` (nil: nothing) in the sublayer `held` of `layer` at `frame`, making
    /// it (under the layer's sublayers, above `below`) or dropping it as needed.
    private func show(
      _ image: CGImage?, in frame: Rect?, scale: Double?, of layer: CALayer,
      in held: inout CALayer?, above below: CALayer? = nil
    ) {
      guard let image, let frame, let scale else {
        held?.removeFromSuperlayer()
        held = nil
        return
      }
      let sublayer = held ?? CALayer()
      if held == nil {
        layer.insertSublayer(sublayer, at: below?.superlayer === layer ? 1 : 0)
        held = sublayer
      }
      sublayer.frame = cgRect(frame)
      sublayer.contentsScale = CGFloat(scale)
      sublayer.contents = image
    }

    /// Sets a layer's compositing properties.
    private func apply(_ look: LayerAppearance, to layer: CALayer) {
      layer.opacity = Float(look.opacity)
      layer.isHidden = look.isHidden
      layer.backgroundColor = look.backgroundColor.map(cgColor)
      layer.cornerRadius = CGFloat(look.cornerRadius)
      layer.masksToBounds = look.masksToBounds
      layer.borderWidth = CGFloat(look.borderWidth)
      layer.borderColor = look.borderColor.map(cgColor)
      if let shadow = look.shadow {
        layer.shadowColor = cgColor(shadow.color)
        layer.shadowOpacity = Float(shadow.opacity)
        layer.shadowOffset = CGSize(width: shadow.offset.dx, height: shadow.offset.dy)
        layer.shadowRadius = CGFloat(shadow.radius)
        layer.shadowPath = look.shadowPath.map(cgPath)
      } else {
        layer.shadowOpacity = 0
        layer.shadowPath = nil
      }
    }
  }
#endif
