import DynamicMenusControls
import DynamicMenusHost
import DynamicMenusViews
import DynamicMenusRendering
import DynamicMenusWebCanvas

extension ElementManifest {
  /// The web canvas's numbers (WebVocabulary.swift, CanvasDamage, HostSettings, FrameInterval):
  /// the largest scale, the frame interval's clamp, pointer phases, keys by their DOM names,
  /// the script timeline's layout, the damage record's, the layer operations' codes with the
  /// reasons a window falls back to its canvas, and the kept contents'.
  static var webCanvas: [(String, OrderedJSON)] {
    typealias D = CanvasDamage.Layout
    typealias K = CanvasKeptContents.Layout
    typealias T = WebTimeline
    typealias L = LayerOperationStream.Lookahead
    return [
      ("maximumScale", .number(HostSettings.maximumScale)),
      (
        "frameInterval",
        .object([
          ("nominal", .number(FrameInterval.nominal)),
          ("shortest", .number(FrameInterval.shortest)),
          ("longest", .number(FrameInterval.longest)),
        ])
      ),
      ("pointerPhases", numbers(WebPointerPhase.allCases.map { ($0.name, Int($0.rawValue)) })),
      ("keys", numbers(Key.allCases.map { (WebKeys.domName($0), WebKeys.code($0)) })),
      ("keyNames", .array(Key.allCases.map { .string($0.rawValue) })),
      (
        "timeline",
        .object([
          ("kinds", .array(T.Kind.allCases.map { .string($0.name) })),
          ("frameCount", .number(Double(T.frameCount))),
          ("eventCount", .number(Double(T.eventCount))), ("events", .number(Double(T.events))),
          ("stride", .number(Double(T.stride))),
          (
            "fields",
            numbers([
              ("frame", T.fields.frame), ("kind", T.fields.kind),
              ("identifier", T.fields.identifier), ("x", T.fields.x), ("y", T.fields.y),
              ("force", T.fields.force),
            ])
          ),
        ])
      ),
      (
        "damage",
        numbers([
          ("whole", D.whole), ("bandCount", D.bandCount), ("bands", D.bands),
          ("bandStride", D.bandStride), ("reuseStride", D.reuseStride),
          ("groupBoxStride", D.groupBoxStride),
        ])
      ),
      (
        "layerOperations",
        numbers(LayerOperationStream.Code.allCases.map { ($0.name, $0.rawValue) })
      ),
      ("layerOperands", layerOperands),
      (
        "lookahead",
        .object([
          ("fields", fields(L.self)),
          ("changes", numbers(L.Changes.allCases.map { ($0.rawValue, $0.bit) })),
          ("strokeFrame", fields(L.StrokeFrame.self, count: true)),
          ("longestStretch", .number(Double(HandoverPlanner.longestStretch))),
        ])
      ),
      // By raw value: the first (0) is no fallback.
      ("layerFallbacks", .array([.string("")] + LayerFallback.allCases.map { .string($0.reason) })),
      (
        "keptContents",
        .object([
          ("useCount", .number(Double(K.useCount))), ("uses", .number(Double(K.uses))),
          ("useStride", .number(Double(K.useStride))),
          ("fields", numbers(K.Field.allCases.map { ($0.name, $0.rawValue) })),
        ])
      ),
    ]
  }

  /// Each layer operation's operands: their offsets by name and `count`, the numbers its
  /// fixed operands take (LayerOperationStream+Layout.swift); a colour's and a matrix's widths.
  static var layerOperands: OrderedJSON {
    typealias O = LayerOperationStream.Operands
    return .object([
      ("colour", .number(Double(O.colour))), ("matrix", .number(Double(O.matrix))),
      ("geometry", fields(O.Geometry.self, count: true)),
      ("appearance", fields(O.Appearance.self, count: true)),
      ("store", fields(O.Store.self, count: true)),
      ("ring", fields(O.Ring.self, count: true)),
      ("line", fields(O.Line.self, count: true)),
      ("strokePath", fields(O.StrokePath.self)),
      ("backdrop", fields(O.Backdrop.self, count: true)),
      ("background", fields(O.Background.self, count: true)),
      ("placeBackdrop", fields(O.BackdropPlacement.self, count: true)),
      ("clip", fields(O.Clip.self)),
    ])
  }

  /// A record's fields' offsets by name, and with `count` the numbers they take.
  static func fields<F: OperandField>(_: F.Type, count: Bool = false) -> OrderedJSON {
    numbers(F.allCases.map { ($0.rawValue, $0.offset) } + (count ? [("count", F.count)] : []))
  }
}
