public import DynamicMenusGeometry
import DynamicMenusLayers

extension CompositingPlan {
  /// What the last update (``refresh(layers:scale:)`` or ``update(layers:scale:)``) brought
  /// the compositor to, composited as a display list on a canvas of `size` points over
  /// `background`, and where in it each layer's contents, and each layer small enough to keep
  /// whole, lie (in the list's order, a whole layer before the placements inside it), each
  /// with the update that last changed what it draws (``ContentsPlacement/version``): how a
  /// renderer that keeps pixels of its own (`CairoCompositor`, the page's canvas) performs
  /// the plan.
  ///
  /// The commands are those of the layers drawn directly
  /// (`DisplayList(layers:size:background:measurer:)`), each layer's contents the commands
  /// the plan made its backing store from (not made again).
  public func displayList(
    size: Size, background: Color = .clear, placements: inout [ContentsPlacement]
  ) -> DisplayList {
    let recorder = LayerFlattener.Placements()
    swap(&recorder.list, &placements)
    recorder.list.removeAll(keepingCapacity: true)
    let (records, numbers) = (self.records, self.numbers)
    // A blur's command is the layer's (the plan keeps the blur apart, not as commands).
    let flattener = LayerFlattener(
      measurer: flattener.measurer, placements: recorder,
      keptContents: { id in
        numbers[id].flatMap { records[$0].node.backdrop == nil ? records[$0].commands : nil }
      })
    var commands: [DisplayCommand] = []
    for layer in presented { flattener.draw(layer, into: &commands) }
    swap(&recorder.list, &placements)
    for i in placements.indices {
      guard let r = numbers[placements[i].id] else { continue }
      placements[i].version =
        placements[i].kind == .layer ? records[r].layerVersion : records[r].contentsVersion
    }
    return DisplayList(size: size, background: background, commands: commands)
  }
}
