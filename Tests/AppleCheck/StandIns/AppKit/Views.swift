// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for AppKit's responders, views, windows, events and the app: the declarations our
// host and the examples use, with Apple's names, labels and isolation (AppKit's view classes
// are `@MainActor`).
@_exported import Foundation
@_exported import QuartzCore

public typealias NSRect = CGRect
public typealias NSPoint = CGPoint
public typealias NSSize = CGSize

/// Insets from each edge.
public struct NSEdgeInsets: Sendable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
}

/// Left-to-right or right-to-left.
public enum NSUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft }

/// An object that responds to events.
@MainActor open class NSResponder: NSObject {
  public override init() { super.init() }
  open var acceptsFirstResponder: Bool { false }
  open func becomeFirstResponder() -> Bool { true }
  open func resignFirstResponder() -> Bool { true }
  open func mouseDown(with event: NSEvent) {}
  open func mouseDragged(with event: NSEvent) {}
  open func mouseUp(with event: NSEvent) {}
  open func mouseMoved(with event: NSEvent) {}
  open func mouseEntered(with event: NSEvent) {}
  open func mouseExited(with event: NSEvent) {}
  open func keyDown(with event: NSEvent) {}
  open func keyUp(with event: NSEvent) {}
}

/// A view.
@MainActor open class NSView: NSResponder {
  /// How a view resizes with its superview.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let minXMargin = Self(rawValue: 1)
    public static let width = Self(rawValue: 2)
    public static let maxXMargin = Self(rawValue: 4)
    public static let minYMargin = Self(rawValue: 8)
    public static let height = Self(rawValue: 16)
    public static let maxYMargin = Self(rawValue: 32)
  }
  /// How a layer-backed view redraws its layer.
  public enum LayerContentsRedrawPolicy: Int, Sendable {
    case never = 0, onSetNeedsDisplay, duringViewResize, beforeViewResize, crossfade
  }
  public init(frame frameRect: NSRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  open var frame: NSRect = .zero
  open var bounds: NSRect = .zero
  open var window: NSWindow? { nil }
  open var superview: NSView? { nil }
  open var isFlipped: Bool { false }
  open var wantsLayer = false
  open var layer: CALayer?
  open var wantsUpdateLayer: Bool { false }
  open var layerContentsRedrawPolicy: LayerContentsRedrawPolicy = .duringViewResize
  open var needsDisplay = false
  open var needsLayout = false
  open var autoresizingMask: AutoresizingMask = []
  open var translatesAutoresizingMaskIntoConstraints = true
  open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight
  @available(macOS 11.0, *)
  open var safeAreaInsets: NSEdgeInsets { NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
  open var effectiveAppearance: NSAppearance { NSAppearance() }
  open func addSubview(_ view: NSView) {}
  open func removeFromSuperview() {}
  open func viewDidMoveToWindow() {}
  open func viewWillMove(toWindow newWindow: NSWindow?) {}
  open func viewDidChangeBackingProperties() {}
  open func viewDidChangeEffectiveAppearance() {}
  open func layout() {}
  open func updateLayer() {}
  open func draw(_ dirtyRect: NSRect) {}
  open func setNeedsDisplay(_ invalidRect: NSRect) {}
  open func setFrameSize(_ newSize: NSSize) {}
  open func resizeSubviews(withOldSize oldSize: NSSize) {}
  open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint { point }
  open func hitTest(_ point: NSPoint) -> NSView? { nil }
  open func addTrackingArea(_ trackingArea: NSTrackingArea) {}
  open func removeTrackingArea(_ trackingArea: NSTrackingArea) {}
  open func updateTrackingAreas() {}
  /// A display link for the screen the view is on (macOS 14+).
  @available(macOS 14.0, *)
  open func displayLink(target: Any, selector: Selector) -> CADisplayLink { CADisplayLink() }
  open var intrinsicContentSize: NSSize { NSSize(width: -1, height: -1) }
}

/// A drawing context of AppKit's (the one `draw(_:)` draws into).
@MainActor open class NSGraphicsContext: NSObject {
  open class var current: NSGraphicsContext? { nil }
  open var cgContext: CGContext {
    CGContext(
      data: nil, width: 0, height: 0, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceGray(), bitmapInfo: 0)!
  }
}

/// An appearance (light, dark, high contrast).
open class NSAppearance: NSObject, @unchecked Sendable {
  /// An appearance's name.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
    public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
  }
  open var name: Name { .aqua }
  open func bestMatch(from appearances: [Name]) -> Name? { nil }
}

/// A region of a view that tracks the mouse.
@MainActor open class NSTrackingArea: NSObject {
  /// What the area reports.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mouseEnteredAndExited = Self(rawValue: 0x01)
    public static let mouseMoved = Self(rawValue: 0x02)
    public static let cursorUpdate = Self(rawValue: 0x04)
    public static let activeWhenFirstResponder = Self(rawValue: 0x10)
    public static let activeInKeyWindow = Self(rawValue: 0x20)
    public static let activeInActiveApp = Self(rawValue: 0x40)
    public static let activeAlways = Self(rawValue: 0x80)
    public static let inVisibleRect = Self(rawValue: 0x200)
  }
  public init(rect: NSRect, options: Options, owner: Any?, userInfo: [AnyHashable: Any]? = nil) {
    super.init()
  }
}

/// A window.
@MainActor open class NSWindow: NSResponder {
  /// The window's style.
  public struct StyleMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let titled = Self(rawValue: 1 << 0)
    public static let closable = Self(rawValue: 1 << 1)
    public static let miniaturizable = Self(rawValue: 1 << 2)
    public static let resizable = Self(rawValue: 1 << 3)
  }
  /// How the window is buffered.
  public enum BackingStoreType: UInt, Sendable { case retained = 0, nonretained, buffered }
  public init(
    contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType,
    defer flag: Bool
  ) { super.init() }
  open var backingScaleFactor: CGFloat { 2 }
  open var contentView: NSView?
  open var title: String = ""
  open func makeFirstResponder(_ responder: NSResponder?) -> Bool { true }
  open func makeKeyAndOrderFront(_ sender: Any?) {}
  open func center() {}
}

/// An input event.
@MainActor open class NSEvent: NSObject {
  /// Subtypes of mouse events.
  public enum EventSubtype: Int16, Sendable {
    case mouseEvent = 0, tabletPoint = 1, tabletProximity = 2, touch = 3
  }
  /// Keys with no character of their own.
  public struct SpecialKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let upArrow = SpecialKey(rawValue: 0xF700)
    public static let downArrow = SpecialKey(rawValue: 0xF701)
    public static let leftArrow = SpecialKey(rawValue: 0xF702)
    public static let rightArrow = SpecialKey(rawValue: 0xF703)
    public static let carriageReturn = SpecialKey(rawValue: 0x0D)
    public static let enter = SpecialKey(rawValue: 0x03)
    public static let tab = SpecialKey(rawValue: 0x09)
    public static let backTab = SpecialKey(rawValue: 0x19)
  }
  /// Modifier keys held.
  public struct ModifierFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let shift = Self(rawValue: 1 << 17)
    public static let control = Self(rawValue: 1 << 18)
    public static let option = Self(rawValue: 1 << 19)
    public static let command = Self(rawValue: 1 << 20)
  }
  open var locationInWindow: NSPoint { .zero }
  open var subtype: EventSubtype { .mouseEvent }
  open var pressure: Float { 0 }
  open var specialKey: SpecialKey? { nil }
  open var charactersIgnoringModifiers: String? { nil }
  open var modifierFlags: ModifierFlags { [] }
  open var isARepeat: Bool { false }
}

/// A mouse cursor.
@MainActor open class NSCursor: NSObject {
  open class var arrow: NSCursor { NSCursor() }
  open class var pointingHand: NSCursor { NSCursor() }
  open class var openHand: NSCursor { NSCursor() }
  open class var closedHand: NSCursor { NSCursor() }
  open func set() {}
}

/// The app.
@MainActor open class NSApplication: NSResponder {
  /// How the app shows in the Dock.
  public enum ActivationPolicy: Int, Sendable { case regular = 0, accessory, prohibited }
  open class var shared: NSApplication { NSApplication() }
  open var delegate: (any NSApplicationDelegate)?
  open func run() {}
  @discardableResult open func setActivationPolicy(_ policy: ActivationPolicy) -> Bool { true }
  open func activate(ignoringOtherApps flag: Bool) {}
}

/// The app's delegate.
@MainActor public protocol NSApplicationDelegate: NSObjectProtocol {
  func applicationDidFinishLaunching(_ notification: Notification)
}
extension NSApplicationDelegate {
  public func applicationDidFinishLaunching(_ notification: Notification) {}
}
