public import Geometry
public import Rendering
public import Scene

/// A control in its demo configuration: what `render`, `inspect`, `bench render` and the
/// gallery show for a control name.
///
/// Each control adds one file under `Demos/` with a type conforming to this protocol and one
/// line to ``DemoRegistry/scenes``. A scene owns its clock: the player delivers scripted
/// input with ``send(_:)`` at the start of a frame, then calls ``tick(_:)``; ``displayList()``
/// and the inspection methods read the presentation state after the last tick.
public protocol DemoScene: AnyObject {
  /// The control's name on the command line ("dial", "radial", …).
  static var name: String { get }
  /// One line saying what the scene shows.
  static var summary: String { get }
  /// The canvas size in points when `--size` is not given (an iPhone 8 portrait window,
  /// 375 × 667, unless the control's issue says otherwise).
  static var defaultSize: Size { get }

  /// Builds the scene on a canvas of `size` points (positive and finite).
  init(size: Size)

  /// Delivers one scripted input event (a touch or a key), at the current time.
  func send(_ event: InputEvent)
  /// Advances the scene's clock by `dt` seconds (one frame).
  func tick(_ dt: Double)

  /// What the scene shows now, as a display list on its canvas.
  func displayList() -> DisplayList
  /// The control's own state fields for `inspect` (each control's issue names them).
  func state() -> JSONValue
  /// The view tree for `inspect`.
  func views() -> [InspectedView]
  /// The accessibility elements for `inspect`, in reading order.
  func accessibilityElements() -> [InspectedElement]
}

/// Every demo scene by name. A control adds its type here (keep the list sorted by name, with
/// `test` last).
public enum DemoRegistry {
  /// The registered scenes, in the order `bench` and the gallery go through them.
  public static var scenes: [any DemoScene.Type] {
    [
      TestScene.self
    ]
  }

  /// The scene named `name`, or nil.
  public static func scene(named name: String) -> (any DemoScene.Type)? {
    scenes.first { $0.name == name }
  }

  /// The registered names, in order.
  public static var names: [String] { scenes.map { $0.name } }
}

/// One view in `inspect`'s tree.
public struct InspectedView: Hashable, Sendable {
  /// The view's type name ("View", "Button", "DialMenu", …).
  public var type: String
  /// A label identifying it (its accessibility label or title), or "".
  public var label: String
  /// The frame in its superview's space (points).
  public var frame: Rect
  /// The centre in its superview's space.
  public var center: Point
  /// The alpha, 0…1.
  public var alpha: Double
  /// The view's transform.
  public var transform: AffineTransform
  /// The subviews, back to front.
  public var subviews: [InspectedView]

  /// Creates an entry.
  public init(
    type: String, label: String = "", frame: Rect, alpha: Double = 1,
    transform: AffineTransform = .identity, subviews: [InspectedView] = []
  ) {
    self.type = type
    self.label = label
    self.frame = frame
    self.center = frame.center
    self.alpha = alpha
    self.transform = transform
    self.subviews = subviews
  }

  /// `{"type": …, "label": …, "frame": [x, y, w, h], "center": [x, y], "alpha": a,
  /// "transform": [a, b, c, d, tx, ty], "subviews": [...]}`.
  public var json: JSONValue {
    .object([
      ("type", .string(type)), ("label", .string(label)),
      ("frame", .numbers([frame.minX, frame.minY, frame.width, frame.height])),
      ("center", .numbers([center.x, center.y])), ("alpha", .number(alpha)),
      ("transform", .numbers([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])),
      ("subviews", .array(subviews.map(\.json))),
    ])
  }
}

/// One accessibility element in `inspect`'s list.
public struct InspectedElement: Hashable, Sendable {
  /// The label VoiceOver reads.
  public var label: String
  /// The value ("", "50%", …).
  public var value: String
  /// The traits ("button", "adjustable", "selected", …).
  public var traits: [String]
  /// The frame in window coordinates (points).
  public var frame: Rect

  /// Creates an element.
  public init(label: String, value: String = "", traits: [String] = [], frame: Rect) {
    self.label = label
    self.value = value
    self.traits = traits
    self.frame = frame
  }

  /// `{"label": …, "value": …, "traits": [...], "frame": [x, y, w, h]}`.
  public var json: JSONValue {
    .object([
      ("label", .string(label)), ("value", .string(value)),
      ("traits", .array(traits.map(JSONValue.string))),
      ("frame", .numbers([frame.minX, frame.minY, frame.width, frame.height])),
    ])
  }
}
