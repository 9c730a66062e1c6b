// The browser host's side of a module: one window of controls on a canvas, driven by the page's
// frames, pointers and keys, drawn by the canvas renderer (Sources/Renderers/Canvas) from a
// DisplayListStream. A page holds any number: each is an object the page keeps as an opaque
// handle (`dm_host_*`, HostExports.swift). The package's module makes them from elements
// (ControlElement), the demo module from demo scenes.

import DynamicMenusGeometry
public import DynamicMenusHost
import DynamicMenusLayers
import DynamicMenusRendering
public import DynamicMenusViews

/// One window of controls on a web page: the pointers down on it (``HostPointers``, with its
/// ``ControlHost``), and the encoded display list of its last frame, kept so the page reads it
/// straight from memory.
public final class WebHost {
  /// The window's pointers and host.
  public let pointers: HostPointers
  let measurer: CanvasTextMeasurer
  /// What its page elements perform besides layers (``LayerFeatures``): its module's.
  let layerFeatures: LayerFeatures
  var stream = DisplayListStream()
  var damage = CanvasDamage()
  /// Which contents the canvas paints from kept stores (none unless ``keepsContents``).
  var kept = CanvasKeptContents()
  var accessibility = AccessibilityStream()
  /// The last frame's display list.
  var list: DisplayList
  /// The last frame's requests: the mouse's or pen's cursor, the keyboard focus.
  var cursor: PointerCursor?
  var requestsKeyboardFocus = false
  /// The window shown as the page's elements (``setRenderer(layers:backdropFilter:)``), or
  /// nil: drawn on the canvas. In that mode ``stream`` holds only the lists of the stores
  /// the frame draws.
  var layers: WebLayers?
  /// The last look ahead's stretch for the page (``lookahead(scale:running:inputArrived:)``);
  /// empty: none.
  var lookaheadNumbers: [Double] = []
  /// The stretch the page's compositor runs that the window has not caught up with, its time
  /// in seconds since the page's keyframes started (WebHost+Handover.swift); nil: none.
  var handoverClock: HandoverClock?
  /// What to do with the window's coming motion after each frame, and the stretch whose
  /// keyframes the page was given last.
  var planner = HandoverPlanner()
  /// Why the window last fell back from its layers to the canvas; nil while it has not.
  var fallback: LayerFallback?
  /// The target the canvas draws into (the host's, as made).
  let canvasTarget: HostTarget

  /// The canvas's target: it keeps its pixels, draws whole drawings and keeps its backdrops.
  public static var target: HostTarget { CanvasDamage.target }

  /// The target of a window whose host keeps layers' contents (``keepsContents``): each
  /// frame notes where they lie.
  public static var keepingTarget: HostTarget {
    .bitmap(pixels: .kept(drawingsWhole: true, backdrops: true), keepsLayerContents: true)
  }

  /// A host over `pointers`, whose window was built with ``measurer`` current (see
  /// ``makingControls(_:)``), its page elements performing `layerFeatures` (default: all; an
  /// element module names what its element needs, so the rest is not linked); encodes its
  /// first frame.
  public init(
    pointers: HostPointers, measurer: CanvasTextMeasurer, layerFeatures: LayerFeatures = .all
  ) {
    self.pointers = pointers
    self.measurer = measurer
    self.layerFeatures = layerFeatures
    canvasTarget = pointers.host.target
    let window = pointers.host.window
    list = DisplayList(
      layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
      measurer: measurer)
    stream.encode(list)
  }

  /// Builds what `make` makes with the canvas measuring its text: a window (and its layout
  /// while it is built) takes the measurer of the context current when it is made.
  public static func makingControls<Made>(
    _ make: (CanvasTextMeasurer) -> Made
  ) -> Made {
    let measurer = CanvasTextMeasurer()
    LayerContext.standalone.textMeasurer = measurer
    return make(measurer)
  }

  /// Whether the canvas keeps layers' contents on canvases of its own and paints them while
  /// they only move (`dm_host_keep_contents`); turned off, the next frame drops every store.
  /// Default false. Only a window made with ``keepingTarget`` notes where its layers'
  /// contents lie; one made with ``target`` keeps nothing. Which elements keep, and why:
  /// docs/web-host.md, "Kept contents".
  public var keepsContents: Bool {
    get { kept.isEnabled }
    set { kept.isEnabled = newValue }
  }

  /// The window.
  public var window: Window { pointers.host.window }

  /// Runs one frame of `dt` seconds at `scale` device pixels per point and encodes what the
  /// window shows, what of it the canvas (which shows the last frame) must draw, and the
  /// accessibility elements that changed. Returns whether the window is at rest after it
  /// (``HostFrame/isAtRest``): the page asks for no frame until it sends something.
  @discardableResult
  func frame(_ dt: Double, scale: Double) -> Bool {
    pointers.host.settings.scale = scale
    let frame = pointers.frame(dt, measurer: measurer)
    if let reason = layers?.update(window, scale: frame.scale, lists: &stream) {
      // The canvas shows this frame, whole: nothing runs twice.
      setRenderer(layers: false)
      fallback = reason
      draw(pointers.host.present(measurer: measurer))
    } else if layers == nil {
      draw(frame)
    }
    accessibility.encode(frame)
    cursor = frame.cursor
    requestsKeyboardFocus = frame.requestsKeyboardFocus
    return frame.isAtRest
  }

  /// Encodes `frame` for the canvas: its list, what of it to draw, the stores it paints.
  private func draw(_ frame: HostFrame) {
    list = frame.displayList
    stream.encode(list)
    damage.update(frame)
    kept.update(frame, stream: stream)
  }

  /// Shows the window as the page's elements (`layers`, where the page blurs with
  /// `backdrop-filter` when `backdropFilter`) or on its canvas; either way the next frame
  /// shows everything afresh. Default: the canvas.
  func setRenderer(layers: Bool, backdropFilter: Bool = true) {
    let host = pointers.host
    if layers {
      self.layers = WebLayers(
        measurer: measurer, backdropFilter: backdropFilter, features: layerFeatures)
      host.target = .compositor
    } else {
      self.layers = nil
      host.target = canvasTarget
    }
    fallback = nil
    host.forgetTarget()
    damage.reset()
  }

  /// Forgets what the page shows (its canvas cleared or resized, or its layers' canvases
  /// lost): the next frame draws everything again.
  func forgetShown() {
    pointers.host.forgetTarget()
    damage.reset()
    layers?.plan.forgetContents()
  }

  /// The handle a page keeps: the host retained once (``release(_:)`` frees it).
  public func retainedHandle() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// The host behind `handle`.
  public static func from(_ handle: UnsafeMutableRawPointer) -> WebHost {
    Unmanaged<WebHost>.fromOpaque(handle).takeUnretainedValue()
  }
}
