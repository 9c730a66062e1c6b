import DynamicMenusGeometry
import DynamicMenusRendering
import Testing

/// `DisplayListLowering`: the renderer contract's rules for brackets and transforms, applied
/// once for cairo and Core Graphics. What it passes on always nests; a balanced list with no
/// singular transform passes through unchanged.
@Suite struct DisplayListLoweringTests {
  static let fill = DisplayCommand.fill(
    Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), .black, .nonZero)
  static let singular = DisplayCommand.concatenate(AffineTransform(scaleX: 0, y: 1))

  /// What `commands` become, `finish` included.
  static func lowered(_ commands: [DisplayCommand]) -> [DisplayCommand] {
    var lowering = DisplayListLowering()
    var result: [DisplayCommand] = []
    for command in commands { lowering.lower(command) { result.append($0) } }
    lowering.finish { result.append($0) }
    return result
  }

  /// Whether every closer in `commands` closes the innermost open bracket, and nothing is
  /// left open (`endMask` closes masked content as well as its mask).
  static func nests(_ commands: [DisplayCommand]) -> Bool {
    var open: [DisplayCommand.Bracket] = []
    for command in commands {
      switch command {
      case .saveState: open.append(.state)
      case .beginTransparencyGroup: open.append(.transparency)
      case .beginMaskedContent: open.append(.maskedContent)
      case .beginShadow: open.append(.shadow)
      case .beginMask:
        guard open.popLast() == .maskedContent else { return false }
        open.append(.mask)
      case .restoreState: if open.popLast() != .state { return false }
      case .endTransparencyGroup: if open.popLast() != .transparency { return false }
      case .endShadow: if open.popLast() != .shadow { return false }
      case .endMask:
        let closed = open.popLast()
        if closed != .mask && closed != .maskedContent { return false }
      default: break
      }
    }
    return open.isEmpty
  }

  @Test("a stray closer is dropped; a group's closer restores the states saved inside it first")
  func closers() {
    #expect(Self.lowered([.endShadow, .restoreState, .endMask, .beginMask]).isEmpty)
    #expect(
      Self.lowered([
        .beginTransparencyGroup(opacity: 0.5), .saveState, .saveState, .endShadow,
        .endTransparencyGroup, Self.fill,
      ])
        == [
          .beginTransparencyGroup(opacity: 0.5), .saveState, .saveState, .restoreState,
          .restoreState, .endTransparencyGroup, Self.fill,
        ])
    // beginMask closes the states saved inside the masked content.
    #expect(
      Self.lowered([.beginMaskedContent, .saveState, .beginMask, .endMask])
        == [.beginMaskedContent, .saveState, .restoreState, .beginMask, .endMask])
  }

  @Test(
    "what the list leaves open closes at its end, innermost first; lone masked content with endMask"
  )
  func finish() {
    #expect(
      Self.lowered([.beginShadow(Shadow(opacity: 1)), .beginMaskedContent, .saveState])
        == [
          .beginShadow(Shadow(opacity: 1)), .beginMaskedContent, .saveState, .restoreState,
          .endMask, .endShadow,
        ])
  }

  @Test("a singular or non-finite transform suppresses drawing until its bracket ends")
  func singularTransforms() {
    let clip = DisplayCommand.clipRect(Rect(x: 0, y: 0, width: 1, height: 1))
    let nan = DisplayCommand.concatenate(AffineTransform(translationX: .nan, y: 0))
    #expect(
      Self.lowered([
        .saveState, Self.singular, Self.fill, clip, .beginTransparencyGroup(opacity: 1),
        Self.fill, .endTransparencyGroup, .restoreState, Self.fill,
      ])
        == [
          .saveState, .beginTransparencyGroup(opacity: 1), .endTransparencyGroup, .restoreState,
          Self.fill,
        ])
    #expect(Self.lowered([nan, Self.fill, .saveState]) == [.saveState, .restoreState])
    // The mask draws in the transform its content began with: not suppressed by the content's.
    #expect(
      Self.lowered([.beginMaskedContent, Self.singular, Self.fill, .beginMask, Self.fill, .endMask])
        == [.beginMaskedContent, .beginMask, Self.fill, .endMask])
  }

  @Test(
    "random lists lower to nesting ones; balanced lists without singular transforms pass unchanged")
  func randomLists() {
    let alphabet: [DisplayCommand] = [
      .saveState, .restoreState, .beginTransparencyGroup(opacity: 0.5), .endTransparencyGroup,
      .beginMaskedContent, .beginMask, .endMask, .beginShadow(Shadow(opacity: 1)), .endShadow,
      Self.fill, .concatenate(AffineTransform(translationX: 1, y: 2)), Self.singular,
    ]
    var random = SeededGenerator(seed: 35)
    var unchanged = 0
    for _ in 0..<2000 {
      let list = (0..<Int.random(in: 0...14, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      let out = Self.lowered(list)
      #expect(Self.nests(out), "\(list)")
      if DisplayList(size: .zero, commands: list).isBalanced && !list.contains(Self.singular) {
        #expect(out == list)
        unchanged += 1
      }
    }
    #expect(unchanged > 100, "enough balanced lists drawn to check the identity")
  }
}
