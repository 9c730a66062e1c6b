import DynamicMenusRendering

/// What a module's page elements perform beyond placing, fading and drawing layers, each
/// linked only into a module that names it: layer masks as clip-paths (``masks``: the radial
/// menu's rings), backdrop blurs placed by the core (``blurs``: the floating menu's
/// backdrop) and strokes that change handed over (``withStrokes``: the radial menu's rings,
/// lines and dashes, sampled ahead by the look ahead). A function no module names is left
/// out of the link, so an element's own module does not carry what only another element
/// draws. A window that needs what its module lacks
/// draws on its canvas (``LayerFallback/unlinked``).
public struct LayerFeatures {
  /// Brings the clips of the layers the last operations touched up to date
  /// (``WebLayers/performClips()``); why the page cannot, if a mask is no shape.
  let clips: ((inout WebLayers) -> LayerFallback?)?
  /// Places the blurs (``WebLayers/placeBlurs()``) and, with a stretch handed over, appends
  /// their tracks (``WebLayers/appendBlurTracks(for:to:)``).
  let placeBlurs: ((inout WebLayers) -> Void)?
  let blurTracks: ((WebLayers, CompositingLookahead, inout [Double]) -> Void)?
  /// How a look ahead samples the strokes that change (nil: a window whose strokes change
  /// steps), and how the stretch's numbers carry them.
  var strokes: StrokeSampler?
  var strokeTracks: LayerOperationStream.StrokeTracks?

  /// None: an element that masks no layer, shows no blur and changes no stroke.
  public static var none: LayerFeatures {
    LayerFeatures(clips: nil, placeBlurs: nil, blurTracks: nil)
  }

  /// Layer masks as clip-paths.
  public static var masks: LayerFeatures {
    LayerFeatures(clips: { $0.performClips() }, placeBlurs: nil, blurTracks: nil)
  }

  /// Backdrop blurs placed by the core.
  public static var blurs: LayerFeatures {
    LayerFeatures(
      clips: nil, placeBlurs: { $0.placeBlurs() },
      blurTracks: { $0.appendBlurTracks(for: $1, to: &$2) })
  }

  /// All three: a module for every element, or any window.
  public static var all: LayerFeatures {
    LayerFeatures(
      clips: { $0.performClips() }, placeBlurs: { $0.placeBlurs() },
      blurTracks: { $0.appendBlurTracks(for: $1, to: &$2) }, strokes: .elements,
      strokeTracks: .elements)
  }

  /// These, and strokes that change handed over too.
  public var withStrokes: LayerFeatures {
    var features = self
    features.strokes = .elements
    features.strokeTracks = .elements
    return features
  }
}
