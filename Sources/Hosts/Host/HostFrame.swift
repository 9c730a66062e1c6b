public import DynamicMenusGeometry
public import DynamicMenusRendering
public import DynamicMenusViews

/// What a host shows after a frame (``ControlHost/frame(_:measurer:)``).
public struct HostFrame {
  /// Everything the window shows, in drawing order.
  public let displayList: DisplayList
  /// The device pixels per point the rows below are counted at.
  public let scale: Double
  /// The target's size in device pixels.
  public let pixelWidth: Int
  /// The target's size in device pixels.
  public let pixelHeight: Int
  /// The rows of device pixels that can differ from the last frame, as sorted, disjoint
  /// ranges (empty: nothing changed; all rows after ``ControlHost/forgetTarget()``). A host
  /// that keeps its pixels draws the display list clipped to them; one that does not draws
  /// it whole whenever this is not empty.
  public let changedRows: [Range<Int>]
  /// The backdrop blurs a target that keeps them (``HostTarget/keepsBackdrops``) paints again
  /// from what it kept: this frame's command index → the command index of the same blur
  /// over the same backdrop in the last frame that had blurs (the last frame, unless it had
  /// none: a menu opened again). Empty otherwise.
  public let reusableBackdrops: [Int: Int]
  /// Where each group (transparency group, masked content, shadowed content) of the display
  /// list can put ink, in the order the groups begin: a box of whole device pixels inside
  /// the target (``Rect/zero``: none). A host that draws a group offscreen needs only that
  /// box (Core Graphics' `beginTransparencyLayer(in:)`, a canvas's offscreen size).
  public let groupInkBoxes: [Rect]
  /// Where in ``displayList`` each layer's own contents lie, in the list's order, for a
  /// target that keeps them (``HostTarget/keepsLayerContents``); empty otherwise.
  public let contentsPlacements: [ContentsPlacement]
  /// The accessibility elements, in reading order.
  public let accessibilityElements: [AccessibilityElement]
  /// The index of the element with the keyboard focus, if any.
  public let focusedElement: Int?
  /// The view whose subtree alone is exposed (`Window.accessibilityModalView`: a
  /// presented menu), by identity; nil: the whole window. A change is a new screen for VoiceOver.
  public let accessibilityScreen: ObjectIdentifier?
  /// The haptics the controls asked for during the frame, oldest first, for a host with a
  /// haptic engine to play (UIKit's feedback generators).
  public let haptics: [HapticFeedback]
  /// The cursor the mouse or pen shows now (``PointerCursor``), nil when no mouse or pen is
  /// over the window (``ControlHost/hover(at:)``) or down on it.
  public let cursor: PointerCursor?
  /// Whether a control took the keyboard focus during the frame (a menu opened onto its first
  /// item): the host makes its view the first responder (`becomeFirstResponder`, a canvas's
  /// `focus()`), so the keys reach the window.
  public let requestsKeyboardFocus: Bool
  /// Whether the window is at rest after the frame (`Window.isAtRest`): nothing changes
  /// until the host sends input, changes a setting or calls into a control. A host pauses its
  /// display link then (``FrameScheduler``). Not the same as ``needsRedraw`` being false: a
  /// long press waiting on its timer draws nothing new, yet is not at rest.
  public let isAtRest: Bool

  /// Whether anything the window shows changed since the last frame (the host redraws).
  public var needsRedraw: Bool { !changedRows.isEmpty }
}
