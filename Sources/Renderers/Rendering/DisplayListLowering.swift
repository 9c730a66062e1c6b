import DynamicMenusGeometry

/// The renderer contract's rules for brackets and transforms (docs/rendering.md), applied
/// once for every Swift renderer: a display list in, command by command, and out the commands
/// a renderer draws as they come, with a stack that needs no rules of its own.
///
/// What comes out:
/// - every closer (`restoreState`, `endTransparencyGroup`, `endMask`, `endShadow`) closes the
///   innermost open bracket; a closer of the list that is not its bracket's is dropped, and a
///   group's closer comes after a `restoreState` for each state saved inside the group;
/// - `beginMask` comes only with masked content innermost (after the states saved inside it);
/// - ``finish(_:)`` closes what the list left open, innermost first; masked content whose mask
///   never came closes with `endMask` and is drawn unmasked;
/// - a singular or non-finite `concatenate` is dropped, and so is every command that would
///   draw, clip or transform until the state or group that applied it ends. Brackets still
///   open and close, so the stack stays in step; a group left empty composites nothing.
///
/// ```swift
/// var lowering = DisplayListLowering()
/// for (index, command) in list.commands.enumerated() {
///   lowering.lower(command) { draw($0, at: index) }
/// }
/// lowering.finish { draw($0, at: list.commands.count) }
/// ```
///
/// The canvas (Sources/Renderers/Canvas/display-list-commands.js) keeps the same rules in JavaScript,
/// since it draws the numeric stream; the conformance frames hold all of them to the same
/// pixels.
public nonisolated struct DisplayListLowering {
  /// The brackets open now, innermost last.
  public private(set) var brackets: [DisplayCommand.Bracket] = []
  /// Whether drawing is suppressed at each level: the list's own, then each open bracket's.
  private var suppressed: [Bool] = [false]

  /// A lowering at the start of a list: nothing open, drawing on.
  public init() {}

  /// Whether a singular transform suppresses drawing now.
  public var isSuppressed: Bool { suppressed[suppressed.count - 1] }

  /// Passes on what `command` becomes, in order: nothing, the command itself, or the
  /// `restoreState`s a group's closer or `beginMask` implies, then the command.
  public mutating func lower(_ command: DisplayCommand, _ emit: (DisplayCommand) -> Void) {
    switch command {
    case .saveState: open(.state, command, emit)
    case .beginTransparencyGroup: open(.transparency, command, emit)
    case .beginMaskedContent: open(.maskedContent, command, emit)
    case .beginShadow: open(.shadow, command, emit)
    case .restoreState:
      if brackets.last == .state { closeInnermost(emit) }
    case .endTransparencyGroup: closeGroup(.transparency, emit)
    case .endMask: closeGroup(.mask, emit)
    case .endShadow: closeGroup(.shadow, emit)
    case .beginMask:
      guard innermostGroup == .maskedContent else { return }
      unwindStates(emit)
      // The mask draws in the transform the masked content began with, so it starts from
      // the suppression of the level under the content, not the content's own.
      brackets[brackets.count - 1] = .mask
      suppressed[suppressed.count - 1] = suppressed[suppressed.count - 2]
      emit(command)
    case .concatenate(let t):
      guard !isSuppressed else { return }
      guard t.isFinite, t.determinant != 0, t.determinant.isFinite else {
        suppressed[suppressed.count - 1] = true
        return
      }
      emit(command)
    case .clip, .clipRect, .shadow, .fill, .stroke, .text, .image, .bitmap, .backdropBlur:
      if !isSuppressed { emit(command) }
    }
  }

  /// Passes on the closers of what is still open, innermost first: a renderer calls it after
  /// the list's last command.
  public mutating func finish(_ emit: (DisplayCommand) -> Void) {
    while !brackets.isEmpty { closeInnermost(emit) }
  }

  /// The innermost open bracket that is not a saved state: what a group's closer closes.
  private var innermostGroup: DisplayCommand.Bracket? {
    brackets.last { $0 != .state }
  }

  private mutating func open(
    _ bracket: DisplayCommand.Bracket, _ command: DisplayCommand,
    _ emit: (DisplayCommand) -> Void
  ) {
    brackets.append(bracket)
    suppressed.append(isSuppressed)
    emit(command)
  }

  private mutating func closeGroup(
    _ bracket: DisplayCommand.Bracket, _ emit: (DisplayCommand) -> Void
  ) {
    guard innermostGroup == bracket else { return }
    unwindStates(emit)
    closeInnermost(emit)
  }

  /// Closes the saved states open inside the innermost group.
  private mutating func unwindStates(_ emit: (DisplayCommand) -> Void) {
    while brackets.last == .state { closeInnermost(emit) }
  }

  /// Closes the innermost bracket with its closer (masked content's is `endMask`).
  private mutating func closeInnermost(_ emit: (DisplayCommand) -> Void) {
    guard let bracket = brackets.popLast() else { return }
    suppressed.removeLast()
    switch bracket {
    case .state: emit(.restoreState)
    case .transparency: emit(.endTransparencyGroup)
    case .maskedContent, .mask: emit(.endMask)
    case .shadow: emit(.endShadow)
    }
  }
}
