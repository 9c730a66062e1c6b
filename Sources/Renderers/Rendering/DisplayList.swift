public import DynamicMenusGeometry

/// A frame as a flat list of resolved drawing commands: what the presentation layer tree
/// shows, with every transform, clip, mask, opacity group, shadow, text run and backdrop blur
/// resolved, so that a backend only has to draw.
///
/// The list is a value: build it, compare it, hash it, hand it to any backend (the cairo
/// rasteriser, the SVG writer). Coordinates are points with y down; the backends apply the
/// device scale.
///
/// ```swift
/// var list = DisplayList(size: Size(width: 100, height: 100))
/// list.withSavedState {
///   $0.append(.concatenate(AffineTransform(translationX: 50, y: 50)))
///   $0.append(.fill(Path(circleCenter: .zero, radius: 20), .red, .nonZero))
/// }
/// let svg = SVGWriter().write(list)
/// ```
public nonisolated struct DisplayList: Hashable, Sendable {
  /// The canvas size in points; (0, 0) is the top-left corner.
  public var size: Size
  /// The background every frame starts from: clear (transparent) by default.
  public var background: Color
  /// The commands in drawing order.
  public private(set) var commands: [DisplayCommand]

  /// An empty list on a canvas of `size` points.
  public init(size: Size, background: Color = .clear, commands: [DisplayCommand] = []) {
    self.size = size
    self.background = background
    self.commands = commands
  }

  /// Appends one command.
  public mutating func append(_ command: DisplayCommand) {
    commands.append(command)
  }

  /// Appends several commands.
  public mutating func append(contentsOf more: some Sequence<DisplayCommand>) {
    commands.append(contentsOf: more)
  }

  /// Removes every command, keeping the storage for the next frame.
  public mutating func removeAll() {
    commands.removeAll(keepingCapacity: true)
  }

  /// Runs `body` between ``DisplayCommand/saveState`` and ``DisplayCommand/restoreState``.
  public mutating func withSavedState(_ body: (inout DisplayList) -> Void) {
    append(.saveState)
    body(&self)
    append(.restoreState)
  }

  /// Whether every `begin…`, `saveState` and mask section is closed, in order.
  public var isBalanced: Bool {
    var stack: [DisplayCommand.Bracket] = []
    for c in commands where !c.updateBrackets(&stack) { return false }
    return stack.isEmpty
  }

  /// Where the backdrop of the command at `index` ends: the index of the outermost group
  /// still open at `index` (a transparency group, masked content or mask, or a shadow), or
  /// `index` itself when none is open.
  ///
  /// A backdrop blur inside such a group (a BlurView fading in) blurs what was drawn before
  /// the group began, since the group's own content is composited only when it ends. Every
  /// backend uses this rule, so the raster and the SVG agree.
  public func backdropEnd(before index: Int) -> Int {
    var open: [Int] = []  // where each group still open began (`beginMask` continues one)
    for i in 0..<Swift.min(index, commands.count) {
      switch commands[i] {
      case .beginTransparencyGroup, .beginMaskedContent, .beginShadow: open.append(i)
      case .endTransparencyGroup, .endMask, .endShadow: _ = open.popLast()
      default: break
      }
    }
    return open.first ?? index
  }
}

nonisolated extension DisplayCommand {
  /// The kinds of bracket a display list nests: a saved state, a transparency group, masked
  /// content before its mask, its mask, content casting a shadow.
  public nonisolated enum Bracket: Hashable, Sendable {
    case state, transparency, maskedContent, mask, shadow
  }

  /// Updates a bracket stack with this command; false when it closes a bracket that is not
  /// the innermost open one.
  func updateBrackets(_ stack: inout [Bracket]) -> Bool {
    switch self {
    case .saveState: stack.append(.state)
    case .beginTransparencyGroup: stack.append(.transparency)
    case .beginMaskedContent: stack.append(.maskedContent)
    case .beginShadow: stack.append(.shadow)
    case .restoreState: return stack.popLast() == .state
    case .endTransparencyGroup: return stack.popLast() == .transparency
    case .endShadow: return stack.popLast() == .shadow
    case .endMask: return stack.popLast() == .mask
    case .beginMask:
      guard stack.popLast() == .maskedContent else { return false }
      stack.append(.mask)
    default: break
    }
    return true
  }
}
