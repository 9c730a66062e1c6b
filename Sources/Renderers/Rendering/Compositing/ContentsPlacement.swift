/// Where a display list draws one layer's own contents (its shape, text or image; not its
/// background, border, shadow or sublayers): the commands in ``commands``, balanced, which
/// a renderer holding the contents' pixels may paint them in place of (`CairoCompositor`).
/// ``DisplayList/init(layers:size:background:measurer:placements:)`` notes them.
public nonisolated struct ContentsPlacement: Equatable, Sendable {
  /// The layer whose contents they are.
  public var id: CompositedLayerID
  /// The commands that draw them.
  public var commands: Range<Int>

  /// The contents of layer `id` drawn by `commands`.
  public init(id: CompositedLayerID, commands: Range<Int>) {
    self.id = id
    self.commands = commands
  }

  /// The same contents in a list that holds this one's commands from index `offset` on.
  public func offset(by offset: Int) -> ContentsPlacement {
    ContentsPlacement(id: id, commands: commands.lowerBound + offset..<commands.upperBound + offset)
  }
}
