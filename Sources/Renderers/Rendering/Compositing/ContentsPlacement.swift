/// Where a display list draws what a renderer may keep of one layer: the commands in
/// ``commands``, balanced, which a renderer holding their pixels may paint in place of them
/// (`CairoCompositor`). `CompositingPlan.displayList(size:background:placements:)` notes
/// them, in the list's order, a whole layer before the placements inside it.
public nonisolated struct ContentsPlacement: Equatable, Sendable {
  /// What of the layer the commands draw.
  public enum Kind: Hashable, Sendable {
    /// Its own contents: its shape, text or image (not its background, border, shadow or
    /// sublayers).
    case contents
    /// The whole layer in its own space: shadow, background, contents, sublayers and border
    /// (not its opacity, which stays a group around them), as Core Animation keeps a layer
    /// that `shouldRasterize`.
    case layer
  }

  /// The layer whose contents they are.
  public var id: CompositedLayerID
  /// The commands that draw them.
  public var commands: Range<Int>
  /// What of the layer they draw. Default ``Kind/contents``.
  public var kind: Kind
  /// Which of the layer's versions they draw: the same number in two frames only where
  /// the commands are the same (`CompositingPlan` numbers them by the update that last
  /// changed them), so a renderer compares it, not the commands. Default 0.
  public var version: Int

  /// The contents (or with `kind` ``Kind/layer``, the whole) of layer `id` drawn by
  /// `commands`, of `version`.
  public init(
    id: CompositedLayerID, commands: Range<Int>, kind: Kind = .contents, version: Int = 0
  ) {
    self.id = id
    self.commands = commands
    self.kind = kind
    self.version = version
  }

  /// The same contents in a list that holds this one's commands from index `offset` on.
  public func offset(by offset: Int) -> ContentsPlacement {
    var moved = self
    moved.commands = commands.lowerBound + offset..<commands.upperBound + offset
    return moved
  }
}
