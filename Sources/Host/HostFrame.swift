import DynamicMenusGeometry
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
  /// The accessibility elements, in reading order.
  public let accessibilityElements: [AccessibilityElement]
  /// The index of the element with the keyboard focus, if any.
  public let focusedElement: Int?
  /// The haptics the controls asked for during the frame, oldest first, for a host with a
  /// haptic engine to play (UIKit's feedback generators).
  public let haptics: [HapticFeedback]

  /// Whether anything the window shows changed since the last frame (the host redraws).
  public var needsRedraw: Bool { !changedRows.isEmpty }
}
