public import DynamicMenusControls
public import DynamicMenusGeometry
public import DynamicMenusViews

/// One view in `inspect`'s tree.
public struct InspectedView: Hashable, Sendable {
  /// The view's type name ("View", "Button", "DialMenu", …).
  public var type: String
  /// A label identifying it: its accessibility label, else its name, else "".
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
    type: String, label: String = "", frame: Rect, center: Point? = nil, alpha: Double = 1,
    transform: AffineTransform = .identity, subviews: [InspectedView] = []
  ) {
    self.type = type
    self.label = label
    self.frame = frame
    self.center = center ?? frame.center
    self.alpha = alpha
    self.transform = transform
    self.subviews = subviews
  }

  /// A view as it is now (model values: what the app set).
  public init(view: View) {
    self.init(
      type: dynamicTypeName(of: view, fallback: "View"),
      label: view.accessibilityLabel ?? view.name ?? "", frame: view.frame, center: view.center,
      alpha: view.alpha, transform: view.transform,
      subviews: view.subviews.map(InspectedView.init(view:)))
  }

  /// `{"type": …, "label": …, "frame": [x, y, w, h], "center": [x, y], "alpha": a,
  /// "transform": [a, b, c, d, tx, ty], "subviews": [...]}`.
  public var json: OrderedJSON {
    .object([
      ("type", .string(type)), ("label", .string(label)),
      ("frame", .numbers([frame.minX, frame.minY, frame.width, frame.height])),
      ("center", .numbers([center.x, center.y])), ("alpha", .number(alpha)),
      (
        "transform",
        .numbers([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
      ),
      ("subviews", .array(subviews.map { $0.json })),
    ])
  }
}

/// One accessibility element in `inspect`'s list.
public nonisolated struct InspectedElement: Hashable, Sendable {
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
  public var json: OrderedJSON {
    .object([
      ("label", .string(label)), ("value", .string(value)),
      ("traits", .array(traits.map(OrderedJSON.string))),
      ("frame", .numbers([frame.minX, frame.minY, frame.width, frame.height])),
    ])
  }
}

/// The keyboard focus in `inspect`'s JSON: which view has it (and, through its accessibility
/// value, which of its elements: the dial's item, the radial menu's sign) and the focus ring
/// the window draws round it.
public struct InspectedFocus: Hashable, Sendable {
  /// The focused view's type name ("DialMenu", "FloatingButton", …).
  public var type: String
  /// Its accessibility label, else its name, else "".
  public var label: String
  /// Its accessibility value, else "" (for the dial, the focused item's title).
  public var value: String
  /// Whether the window draws the focus ring now: only while the keyboard is in use (a key
  /// was pressed since the last touch) and the view shows a focus effect.
  public var isShown: Bool
  /// The ring's frame in window points (`Window.focusIndicatorFrame`), nil while not shown.
  public var frame: Rect?

  /// The focus of `window`, nil when no view in it has the keyboard focus.
  public init?(window: Window) {
    guard let view = window.focusedView, view.window === window else { return nil }
    type = dynamicTypeName(of: view, fallback: "View")
    label = view.accessibilityLabel ?? view.name ?? ""
    value = view.accessibilityValue ?? ""
    isShown = window.focusIndicatorView === view
    frame = isShown ? window.focusIndicatorFrame : nil
  }

  /// `{"type": …, "label": …, "value": …, "shown": true, "frame": [x, y, w, h]}` (`frame`
  /// null while the ring is not shown).
  public var json: OrderedJSON {
    .object([
      ("type", .string(type)), ("label", .string(label)), ("value", .string(value)),
      ("shown", .bool(isShown)),
      ("frame", frame.map { .numbers([$0.minX, $0.minY, $0.width, $0.height]) } ?? .null),
    ])
  }
}
