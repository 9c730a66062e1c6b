import DynamicMenusDynamics
import DynamicMenusViews
package import DynamicMenusGeometry
import DynamicMenusLayers

/// What shows now, and what must always hold (checked by the tests and the fuzzer).
///
/// Always: what shows is finite; the menu keeps its size, its row and an upright transform; it
/// stays on its track between its two rest places (give or take the contact slop, ``trackSlack``);
/// the backdrop's alpha lies in 0…``Configuration/shownBackdropAlpha`` and follows the menu's
/// progress; the phase, the modality and ``isMenuShown`` agree; indices are in range; the event log
/// alternates show and hide. At rest (the animator paused, no ease running): the menu is shown or
/// hidden, never between — shown within 0.5 pt of its shown frame, hidden fully off-screen within 1
/// pt of its hidden frame — and the backdrop shows exactly that state's alpha.
extension SlideMenu {
  /// How far past a rest place the menu may show, in points: the contact slop (0.5 pt, the
  /// depth time of impact and resting contacts allow) and the write-back's half-point
  /// snapping.
  package static let trackSlack = 1.0

  /// The menu's frame as it shows now, in the target view's coordinates.
  package var presentedFrame: Rect {
    layer.hasAnimations ? layer.presentation().frame : frame
  }

  /// The backdrop's alpha as it shows now.
  package var presentedBackdropAlpha: Double {
    let backdrop = backgroundView.layer
    return backdrop.hasAnimations ? backdrop.presentation().opacity : backdrop.opacity
  }

  /// Whether nothing moves the menu: its animator is paused, absent or left without
  /// behaviours (it pauses at its next frame), and no ease runs.
  package var isAtRest: Bool {
    let moving = animator.map { $0.isRunning && !$0.behaviors.isEmpty } ?? false
    return !moving && transition != .tracking && !layer.hasAnimations
      && !backgroundView.layer.hasAnimations
  }

  /// The broken invariants, each a sentence naming what is wrong; empty when all is well.
  public func invariantViolations() -> [String] {
    var problems = recordedViolations + eventLogViolations()
    if (phase == .shown || phase == .showing) != isMenuShown {
      problems.append("phase \(phase.rawValue) while isMenuShown is \(isMenuShown)")
    }
    if accessibilityViewIsModal != isMenuShown {
      problems.append("modal \(accessibilityViewIsModal) while isMenuShown is \(isMenuShown)")
    }
    if let index = selectedIndex, !options.indices.contains(index) {
      problems.append("selectedIndex \(index) out of 0..<\(options.count)")
    }
    guard let dock = currentDock() else { return problems }
    let shown = presentedFrame
    let alpha = presentedBackdropAlpha
    guard shown.isFinite, alpha.isFinite else {
      return problems + ["shows a non-finite frame \(shown) or backdrop alpha \(alpha)"]
    }
    if abs(shown.width - dock.menuFrame.width) > 1e-6 || abs(shown.height - menuFrame.height) > 1e-6
      || !transform.isIdentity
    {
      problems.append("frame \(shown) with transform \(transform): not the menu's upright size")
    }
    if abs(shown.minY - menuFrame.minY) > 0.5 {
      problems.append("top at \(shown.minY), not \(menuFrame.minY)")
    }
    let ends = [dock.restFrame(shown: true).minX, dock.restFrame(shown: false).minX]
    if shown.minX < ends.min()! - Self.trackSlack || shown.minX > ends.max()! + Self.trackSlack {
      problems.append("x \(shown.minX) off its track \(ends.min()!)…\(ends.max()!)")
    }
    if alpha < -1e-9 || alpha > configuration.shownBackdropAlpha + 1e-9 {
      problems.append("backdrop alpha \(alpha) outside 0…\(configuration.shownBackdropAlpha)")
    }
    let progress = min(max(dock.progress(centerX: shown.midX), 0), 1)
    if abs(alpha - configuration.shownBackdropAlpha * progress) > 0.02 {
      problems.append("backdrop alpha \(alpha) does not follow the progress \(progress)")
    }
    if isAtRest, window != nil {
      problems += restViolations(dock: dock, shown: shown, alpha: alpha)
    }
    return problems
  }

  /// At rest: shown or hidden, exactly.
  func restViolations(dock: SlideMenuDock, shown: Rect, alpha: Double) -> [String] {
    var problems: [String] = []
    let state = isMenuShown ? "shown" : "hidden"
    if phase == .showing || phase == .hiding {
      problems.append("at rest but still \(phase.rawValue)")
    }
    let rest = dock.restFrame(shown: isMenuShown)
    let tolerance = isMenuShown ? 0.5 : 1
    if abs(shown.minX - rest.minX) > tolerance {
      problems.append(
        "at rest between the two states: \(state) at x \(shown.minX), not \(rest.minX)")
    }
    if !isMenuShown, shown.maxX > dock.bounds.minX, shown.minX < dock.bounds.maxX {
      problems.append("hidden at rest but on screen: \(shown)")
    }
    let expected = isMenuShown ? configuration.shownBackdropAlpha : 0
    if abs(alpha - expected) > 1e-9 {
      problems.append("\(state) at rest with backdrop alpha \(alpha), not \(expected)")
    }
    if isHidden == isMenuShown {
      problems.append("\(state) at rest with isHidden \(isHidden)")
    }
    return problems
  }

  /// The log's own rules: "show" and "hide" alternate, starting with "show"; "shown" follows a
  /// "show" and "hidden" a "hide", each at most once; choices name options (not negative).
  /// Checked by ``log(_:)`` as each event comes, so they hold over the whole history, not only
  /// the events the log still keeps.
  func eventLogViolations() -> [String] { logViolations }

  /// Appends `event` to ``eventLog`` (dropping the oldest past ``eventLogCapacity``) after
  /// checking the log's rules against it.
  func log(_ event: String) {
    var problem: String?
    switch event {
    case "show", "hide":
      if event == logHeading { problem = "\"\(event)\" twice in a row" }
      logHeading = event
      logSettled = false
    case "shown", "hidden":
      if logSettled || (event == "shown") != (logHeading == "show") {
        problem = "\"\(event)\" after \"\(logHeading)\"\(logSettled ? " had settled" : "")"
      }
      logSettled = true
    default:
      // Choices are checked against the options of the moment when chosen (optionChosen).
      if event.hasPrefix("select "), let index = Int(event.dropFirst(7)) {
        if index < 0 { problem = "choice of option \(index)" }
      } else {
        problem = "unknown event \"\(event)\""
      }
    }
    if let problem, logViolations.count < 16 { logViolations.append(problem) }
    eventLog.append(event)
    if eventLog.count > Self.eventLogCapacity { eventLog.removeFirst() }
  }
}

extension SlideMenu: ControlInspecting {
  /// `{"isShown": bool, "menuFrame": [x, y, w, h], "backdropAlpha": a, "selectedIndex": i or
  /// null, "options": ["Download", …]}`: what shows now (the frame in the 375 × 667 design's
  /// coordinates).
  public var inspection: OrderedJSON {
    let frame = presentedFrame
    return .object([
      ("isShown", .bool(isMenuShown)),
      ("menuFrame", .numbers([frame.minX, frame.minY, frame.width, frame.height])),
      ("backdropAlpha", .number(presentedBackdropAlpha)),
      ("selectedIndex", selectedIndex.map { .number(Double($0)) } ?? .null),
      ("options", .array(options.map { .string($0.title) })),
    ])
  }
}
