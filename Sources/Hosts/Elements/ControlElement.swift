import DynamicMenusControls
public import DynamicMenusGeometry
public import DynamicMenusHost
public import DynamicMenusLayers
public import DynamicMenusViews

/// One control as a page uses it: a ``ControlHost`` whose window holds a control of one
/// ``ElementKind``, given its items, attributes and look as a web component gives them, and
/// telling what happened as a queue of ``ElementEvent``s. A web component is a thin shell
/// around one; a Swift host can use it the same way.
///
/// ```swift
/// let dial = ControlElement(kind: .dialMenu, size: Size(width: 390, height: 390))
/// dial.items = ["Pale lager", "Witbier", "Pilsner"].map { ElementItem(label: $0) }
/// dial.setAttribute("drag-damping", "2.5")      // nil: taken
/// dial.frame(1 / 60, measurer: measurer)
/// for event in dial.takeEvents() { … }
/// ```
///
/// The window lays the control out as the SwiftUI views do: the dial and the radial menu
/// fill it, the confirm button sits centred 80 points above its bottom, the floating button
/// 55 points from the trailing edge (the left in a right-to-left layout) and 67 from the bottom, the slide menu 150 points wide
/// at its ``side``.
public final class ControlElement: HostPointers {
  /// Which control it is.
  public let kind: ElementKind
  /// The events not yet taken, oldest first.
  let queue: ElementEventQueue
  /// The control and how to reach it (its kind's class).
  let body: any ElementBody
  /// The colours and sizes not set by an attribute (`--dm-tint`, …).
  public var style = ElementStyle() {
    didSet { if style != oldValue { applyStyle() } }
  }

  /// The items, in order. Setting them rebuilds the control's items (its selection returns
  /// to the first, as a reload does).
  public var items: [ElementItem] = [] {
    didSet { if items != oldValue { applyItems() } }
  }

  /// The title of a confirm button whose page gives it no text: "Confirm".
  public nonisolated static let defaultTitle = "Confirm"

  /// The confirm button's title (its text content); ignored by the other kinds. Default
  /// ``defaultTitle``.
  public var title = ControlElement.defaultTitle {
    didSet { body.setTitle(title) }
  }

  /// Whether input is refused (the element's `disabled`): no pointer goes down and no key
  /// reaches the window, and its control takes no touches. Default false.
  public var isDisabled = false {
    didSet { body.view.isUserInteractionEnabled = !isDisabled }
  }

  /// Input is refused while ``isDisabled``.
  public override var acceptsInput: Bool { !isDisabled }

  /// Where the last input came from; the events take it (``ElementEvent/source``).
  public override var lastInputSource: InputSource? {
    didSet { queue.source = lastInputSource }
  }

  /// A control of `kind` in a window of `size` points (the kind's ``ElementKind/defaultSize``
  /// where a side is not finite and positive), hosted for `target`. Its text is measured by
  /// the current `LayerContext`'s measurer, as the window's is. Links every kind's control
  /// (``ElementDefinition/all``); ``init(_:size:target:)`` links one.
  public convenience init(kind: ElementKind, size: Size, target: HostTarget = .bitmap) {
    self.init(kind.definition, size: size, target: target)
  }

  /// A control of `definition`'s kind in a window of `size` points (the kind's
  /// ``ElementKind/defaultSize`` where a side is not finite and positive), hosted for
  /// `target`. Its text is measured by the current `LayerContext`'s measurer, as the
  /// window's is.
  public init(_ definition: ElementDefinition, size: Size, target: HostTarget = .bitmap) {
    let kind = definition.kind
    self.kind = kind
    let valid = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    let host = ControlHost(
      settings: HostSettings(size: valid ? size : kind.defaultSize), target: target)
    let queue = ElementEventQueue()
    self.queue = queue
    body = definition.make(host.window, queue)
    super.init(host: host)
    applyStyle()
    body.setTitle(title)
    queue.events.removeAll()  // the dial's showing: building reports nothing
  }

  /// The window the control lives in.
  public var window: Window { host.window }

  /// Takes the warnings about the items (``items``) since the last call, oldest first: a
  /// host prints them (a web component on the console, naming the element).
  public func takeWarnings() -> [String] {
    guard !queue.warnings.isEmpty else { return [] }
    defer { queue.warnings = [] }
    return queue.warnings
  }

  /// Takes the events that came since the last call, oldest first. A host calls this every
  /// frame, so an empty queue returns the empty array without touching the heap.
  public func takeEvents() -> [ElementEvent] {
    guard !queue.events.isEmpty else { return [] }
    defer { queue.events = [] }
    return queue.events
  }

  // MARK: Opening and closing

  /// Whether the menu is open or opening; false for the confirm button.
  public var isOpen: Bool { body.isOpen }

  /// Opens or closes the menu (the dial shows or hides its items); nothing for the confirm
  /// button or when it is already heading there. The events that follow have no source.
  public func setOpen(_ open: Bool, animated: Bool = true) {
    lastInputSource = nil
    body.setOpen(open, animated: animated)
  }

  /// Opens the menu when it is closed or closing, closes it otherwise.
  public func toggle(animated: Bool = true) { setOpen(!isOpen, animated: animated) }

  /// Gives the keyboard focus to the control (its first view that takes it), unless a view
  /// of the window has it: the page's element took the focus (a tab, a click), so the keys
  /// that follow reach the control.
  public func focusControl() {
    guard window.focusedView == nil, !isDisabled else { return }
    window.focus(window.focusableViews.first)
  }

  // MARK: The dial's value

  /// The dial's selected item (the one at the top); nil for the other kinds or no items.
  public var selectedIndex: Int? {
    body.selectedIndex
  }

  /// Turns the dial to item `index` (an index out of range is ignored, as is every other
  /// kind). No `select` event follows: as a script setting a form control's `value` fires no
  /// `change`, and UIKit sends no action for a value set in code.
  public func selectItem(at index: Int, animated: Bool = true) {
    guard kind == .dialMenu, items.indices.contains(index) else { return }
    lastInputSource = nil
    body.selectItem(at: index, animated: animated)
  }

  // MARK: Attributes

  /// The configuration attributes the page set, in the order it set them.
  private var attributes: [(name: String, text: String)] = []
  /// The attributes the configuration refused and that are still set, oldest first: each is
  /// tried again when another attribute is taken (a maximum waiting for its minimum).
  private var waiting: [String] = []

  /// The editor of the control's configuration, its defaults styled by ``style``.
  private var editor: ConfigurationEditor { body.editor(style: style) }

  /// The kind's attribute names (kebab-case, `drag-damping`; the slide menu's `side` among
  /// them): the names a web component observes.
  public var attributeNames: [String] { editor.names }

  /// Sets attribute `name` (kebab-case, or the camelCase property) to `text`, nil removing it;
  /// returns nil when taken, else the warning naming the attribute, the value and what the
  /// field holds instead. The attribute is applied alone (with the others of its group, the
  /// floating layout's three, in the table's order), its configuration's rules across fields
  /// checked as it is: a value they refuse stays set, as in the page's DOM, and is tried again
  /// whenever another attribute is taken; a removal they refuse makes the newest other
  /// attribute give way.
  @discardableResult
  public func setAttribute(_ name: String, _ text: String?) -> String? {
    let editor = self.editor
    guard let field = editor.index(of: name) else {
      return "\(kind.tagName) has no attribute \(name)"
    }
    let name = editor.names[field]
    attributes.removeAll { $0.name == name }
    waiting.removeAll { $0 == name }
    if let text { attributes.append((name, text)) }
    var warning: String?
    for member in editor.members(of: field) {
      let said = editor.apply(member, self.text(of: editor.names[member]))
      if member == field { warning = said }
    }
    if text == nil, warning != nil {
      // A removal the rules refuse: the newest other attribute gives way, and waits.
      let others = attributes.reversed().compactMap { editor.index(of: $0.name) }
      if let (yielded, failure) = editor.remove(field, givingWay: others) {
        let other = editor.names[yielded]
        waiting.append(other)
        warning = AttributeKind.refusal(
          of: self.text(of: other) ?? "", for: other, because: failure,
          "using the default, " + editor.read(yielded))
      }
    }
    if let warning, text != nil {
      waiting.append(name)
      return warning
    }
    // Taken: those waiting on a rule across fields may be allowed now.
    for other in waiting {
      guard let text = self.text(of: other), let i = editor.index(of: other),
        editor.apply(i, text) == nil
      else { continue }
      waiting.removeAll { $0 == other }
    }
    return warning
  }

  /// The text attribute `name` is set to; nil when unset.
  private func text(of name: String) -> String? {
    attributes.last { $0.name == name }?.text
  }

  /// Why attribute `name` would refuse `text` now (the warning ``setAttribute(_:_:)`` would
  /// give), or nil when it would take it; changes nothing. A page asks this before it sets a
  /// value it is unsure of (the catalog's knobs).
  public func checkAttribute(_ name: String, _ text: String) -> String? {
    let editor = self.editor
    guard let field = editor.index(of: name) else {
      return "\(kind.tagName) has no attribute \(name)"
    }
    return editor.check(field, text)
  }

  /// Attribute `name`'s value in the control now, as text (the default when unset); nil for a
  /// name the kind has not.
  public func attribute(_ name: String) -> String? {
    let editor = self.editor
    return editor.index(of: name).map { editor.read($0) }
  }

  /// One frame, after the look is brought to the window's interface style if it changed
  /// (the kinds' own backgrounds differ in dark windows: ``ElementBody/defaultBackground(for:)``)
  /// and the floating button to the window's layout direction.
  @discardableResult
  public override func frame(_ dt: Double, measurer: any TextMeasurer) -> HostFrame {
    if window.userInterfaceStyle != styledInterface { applyStyle() }
    if window.layoutDirection != placedDirection {
      placedDirection = window.layoutDirection
      body.layoutDirectionChanged()
    }
    return super.frame(dt, measurer: measurer)
  }

  /// The layout direction the floating button was last placed for.
  private var placedDirection = UserInterfaceLayoutDirection.leftToRight

  // MARK: Applying

  private func applyItems() {
    queue.enabled = items.map { $0.isEnabled }
    if let warning = body.setItems(items, style: style) { queue.warnings.append(warning) }
  }

  /// The interface style the window's background was last chosen for.
  private var styledInterface = UserInterfaceStyle.light

  private func applyStyle() {
    styledInterface = window.userInterfaceStyle
    window.backgroundColor = style.background ?? body.defaultBackground(for: styledInterface)
    window.rootView.backgroundColor = window.backgroundColor
    body.applyStyleOutsideConfiguration(style)
    let editor = self.editor
    let names = editor.names
    editor.restyle(names.indices.filter { i in !attributes.contains { $0.name == names[i] } })
    _ = body.setItems(items, style: style)
  }
}

/// The events an element's control reported, and what they need to be reported: the source
/// of the input under way and which items may be chosen. The control's callbacks hold it,
/// not the element, so the element is freed with its window.
final class ElementEventQueue {
  var events: [ElementEvent] = []
  var source: HostPointers.InputSource?
  var enabled: [Bool] = []
  var warnings: [String] = []

  func post(_ kind: ElementEvent.Kind, index: Int? = nil) {
    if let index, enabled.indices.contains(index), !enabled[index] { return }
    events.append(ElementEvent(kind, index: index, source: source))
  }
}
