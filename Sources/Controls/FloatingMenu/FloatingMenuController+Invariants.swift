import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusViews

/// What must always hold, checked by tests and the fuzzer.
///
/// Always: every shown value is finite; one label per titled button; the event log names
/// only items in range and alternates opening and closing sensibly; the phase agrees with
/// the window (a closed menu is out of it, any other phase is in it when the floating button
/// is). At rest (no animation left on the menu or its items): the menu is open or closed,
/// never between, and every button and label is exactly where that state puts it (within
/// 0.5 pt, 0.01 alpha, 0.001 rad).
extension FloatingMenuController {
  /// The broken invariants, each a sentence naming what is wrong; empty when all is well.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    let expectedLabels = min(buttonItems.count, labelTitles.count)
    if buttonLabels.count != expectedLabels {
      problems.append("\(buttonLabels.count) labels for \(expectedLabels) titled buttons")
    }
    let shown = shownLayers()
    for view in partViews {
      guard let p = shown[ObjectIdentifier(view.layer)] else { continue }
      if !(p.position.isFinite && p.transform.isFinite && p.opacity.isFinite) {
        problems.append("\(view.name ?? "a view") shows a non-finite value")
      }
    }
    problems += eventLogViolations()
    let inWindow = window != nil
    if phase == .closed, inWindow { problems.append("closed but still in the window") }
    if phase != .closed, !inWindow, fromView.window != nil {
      problems.append("\(phase.rawValue) but not in the window")
    }
    guard isAtRest else { return problems }
    switch phase {
    case .opening, .closing:
      problems.append("at rest but still \(phase.rawValue)")
    case .open, .closed:
      problems += placementViolations(isOpen: phase == .open, shown: shown)
    }
    return problems
  }

  /// Whether no animation is left on the menu, its buttons, labels and close button.
  package var isAtRest: Bool {
    partViews.allSatisfy { !$0.layer.hasAnimations }
  }

  /// The menu, its close button, buttons and labels (each array upcast element by element:
  /// an implicit `[Label]` to `[View]` is a dynamic cast, which Embedded Swift lacks).
  private var partViews: [View] {
    [self, closeButton] + buttonItems.map { $0 as View } + buttonLabels.map { $0 as View }
  }

  /// The on-screen copies of the menu's layer and its direct sublayers (the items' layers),
  /// by model layer: one refresh of the presentation tree.
  func shownLayers() -> [ObjectIdentifier: Layer] {
    let root = layer.presentation()
    var result = [ObjectIdentifier(layer): root as Layer]
    for copy in root.sublayers { result[ObjectIdentifier(copy.modelLayer())] = copy }
    return result
  }

  /// Where every item shows against where the state puts it.
  func placementViolations(isOpen: Bool, shown: [ObjectIdentifier: Layer]) -> [String] {
    var problems: [String] = []
    // Open: where the current layout puts things. Closed (out of the window, nothing
    // shows): where the layout put them when the menu closed; the next opening starts from
    // the floating button's place then.
    let layout = isOpen ? currentLayout() : appliedLayout ?? currentLayout()
    let alpha = isOpen ? 1.0 : 0.0
    let state = isOpen ? "open" : "closed"
    func check(_ view: View, center: Point, rotation: Double?, what: String) {
      guard let shown = shown[ObjectIdentifier(view.layer)] else { return }
      if shown.position.distance(to: center) > 0.5 {
        problems.append("\(state): \(what) at \(shown.position), expected \(center)")
      }
      if abs(shown.opacity - alpha) > 0.01 {
        problems.append("\(state): \(what) alpha \(shown.opacity), expected \(alpha)")
      }
      if let rotation {
        let turn = Angles.difference(from: rotation, to: shown.transform.rotationAngle)
        if abs(turn) > 0.001 || abs(shown.transform.xScale - 1) > 0.001 {
          problems.append(
            "\(state): \(what) turned \(shown.transform.rotationAngle), expected \(rotation)")
        }
      }
    }
    let rotation = isOpen ? 0 : Double.pi
    for (index, button) in buttonItems.enumerated() {
      check(
        button, center: layout.buttonCenter(at: index, isOpen: isOpen), rotation: rotation,
        what: "button \(index)")
    }
    for (index, label) in buttonLabels.enumerated() {
      check(
        label, center: layout.labelCenter(at: index, isOpen: isOpen),
        rotation: nil, what: "label \(index)")
    }
    check(closeButton, center: layout.center, rotation: rotation, what: "the close button")
    return problems
  }

  /// The log's own rules: taps name items in range, "opened" follows an "open" and "closed"
  /// a "close" with nothing of the other kind between (checked by ``log(_:)`` as each event
  /// comes, so they hold over the whole history, not only the events the log still keeps).
  func eventLogViolations() -> [String] { logViolations }

  /// Appends `event` to ``eventLog`` (dropping the oldest past ``eventLogCapacity``) after
  /// checking the log's rules against it.
  func log(_ event: String) {
    var problem: String?
    switch event {
    case "open", "close": logHeading = event
    case "opened", "closed":
      let wanted = event == "opened" ? "open" : "close"
      if logHeading != wanted { problem = "\"\(event)\" without an \"\(wanted)\" before it" }
      logHeading = nil
    case "cancel": break
    default:
      if event.hasPrefix("tap "), let index = Int(event.dropFirst(4)) {
        if !buttonItems.indices.contains(index) { problem = "tap of item \(index) out of range" }
      } else {
        problem = "unknown event \"\(event)\""
      }
    }
    if let problem, logViolations.count < 16 { logViolations.append(problem) }
    eventLog.append(event)
    if eventLog.count > Self.eventLogCapacity { eventLog.removeFirst() }
  }
}

extension FloatingMenuController: ControlInspecting {
  /// `{"isOpen": bool, "fabCenter": [x, y], "buttons": [{"center", "alpha", "rotation"}],
  /// "labels": [{"text", "center", "alpha"}], "events": [...]}`: what is on screen
  /// (presentation values), rotation in radians.
  public var inspection: OrderedJSON {
    let fabCenter = fabCenter
    let buttons: [OrderedJSON] = buttonItems.map { button in
      let shown = button.layer.presentation()
      return .object([
        ("center", .numbers([shown.position.x, shown.position.y])),
        ("alpha", .number(shown.opacity)),
        ("rotation", .number(shown.transform.components.rotation)),
      ])
    }
    let labels: [OrderedJSON] = buttonLabels.map { label in
      let shown = label.layer.presentation()
      return .object([
        ("text", .string(label.text ?? "")),
        ("center", .numbers([shown.position.x, shown.position.y])),
        ("alpha", .number(shown.opacity)),
      ])
    }
    return .object([
      ("isOpen", .bool(isOpen)),
      ("fabCenter", .numbers([fabCenter.x, fabCenter.y])),
      ("buttons", .array(buttons)),
      ("labels", .array(labels)),
      ("events", .array(eventLog.map(OrderedJSON.string))),
    ])
  }
}
