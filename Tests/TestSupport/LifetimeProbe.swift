public import DynamicMenusLayers
public import DynamicMenusViews

/// Weak references to everything a control is made of, to prove it is all freed once the
/// control leaves its window and the last strong reference goes: the views of its tree,
/// their layers (sublayers, masks and presentation copies), their gesture recognizers, and
/// anything else named (an animator, a behaviour, a display link).
///
/// ```swift
/// var probe = LifetimeProbe()
/// do {
///   let dial = DialMenu(frame: frame)
///   window.rootView.addSubview(dial)
///   … drive it …
///   probe.track(tree: dial)
///   probe.track(dial.animator, as: "animator")
///   dial.removeFromSuperview()
/// }
/// #expect(probe.survivors() == [])
/// ```
@MainActor
public struct LifetimeProbe {
  private var entries: [(name: String, reference: WeakObject)] = []
  /// Where each tracked object's entry is (an address freed and reused by a new object
  /// takes the dead entry's place).
  private var slots: [ObjectIdentifier: Int] = [:]

  /// An empty probe.
  public init() {}

  /// How many objects are tracked.
  public var count: Int { entries.count }

  /// Tracks `object` (once; nil is ignored) under `name`.
  public mutating func track(_ object: AnyObject?, as name: String) {
    guard let object else { return }
    let id = ObjectIdentifier(object)
    if let slot = slots[id] {
      if entries[slot].reference.object == nil { entries[slot] = (name, WeakObject(object)) }
      return
    }
    slots[id] = entries.count
    entries.append((name, WeakObject(object)))
  }

  /// Tracks `view`, every view below it, their layers (with sublayers, masks and presentation
  /// copies) and their gesture recognizers; `name` prefixes what is reported.
  public mutating func track(tree view: View, as name: String = "") {
    let label = "\(name)\(name.isEmpty ? "" : "/")\(describe(view))"
    track(view, as: label)
    track(layers: view.layer, as: label)
    for recognizer in view.gestureRecognizers {
      track(recognizer, as: "\(label) recognizer \(type(of: recognizer))")
    }
    for subview in view.subviews { track(tree: subview, as: label) }
  }

  /// Tracks `layer`, its sublayers and masks, and their presentation copies (made here when
  /// missing, so they are tracked too).
  public mutating func track(layers layer: Layer, as name: String = "") {
    let label = "\(name) layer \(layer.name ?? String(describing: type(of: layer)))"
    track(layer, as: label)
    track(layer.presentation(), as: "\(label) (presentation)")
    if let mask = layer.mask { track(layers: mask, as: "\(label) mask") }
    for sublayer in layer.sublayers { track(layers: sublayer, as: label) }
  }

  /// The names of the tracked objects still alive, in the order they were tracked.
  public func survivors() -> [String] {
    entries.compactMap { $0.reference.object == nil ? nil : $0.name }
  }

  /// The tracked objects still alive, in the order they were tracked.
  public func survivingObjects() -> [AnyObject] {
    entries.compactMap { $0.reference.object }
  }

  private func describe(_ view: View) -> String {
    view.name ?? view.accessibilityLabel ?? String(describing: type(of: view))
  }
}

/// A weak reference to any object.
private struct WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
