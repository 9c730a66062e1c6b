public import DynamicMenusControls
public import ArgumentParser
import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusLayers
import Foundation

/// `dynamic-menus inspect CONTROL [--script FILE|-] [--at SECONDS] [--size WxH]`: a control's
/// state, view tree, accessibility elements and keyboard focus after a script, as one JSON
/// object:
///
/// ```json
/// {"time": t, "control": "dial", "state": {...},
///  "views": [{"type": "...", "label": "...", "frame": [x, y, w, h], "center": [x, y],
///             "alpha": a, "transform": [a, b, c, d, tx, ty], "subviews": [...]}],
///  "accessibility": [{"label": "...", "value": "...", "traits": [...], "frame": [x, y, w, h]}],
///  "focus": {"type": "...", "label": "...", "value": "...", "shown": true,
///            "frame": [x, y, w, h]}}
/// ```
///
/// `focus` is null when no view has the keyboard focus; its `frame` (the focus ring's, in
/// window points) is null while the ring is not shown (touch mode).
public struct InspectCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract:
      "Print a control's state, views, accessibility elements and focus as JSON after a script.")

  /// The control's name.
  @Argument(help: "The control: \(DemoRegistry.names.joined(separator: ", ")).")
  var control: String

  /// The interaction script, a file or "-" for standard input.
  @Option(
    help: ArgumentHelp(
      "An interaction script to play first ('-' reads standard input).", valueName: "file"))
  var script: String?

  /// The time to inspect, in seconds.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The time in seconds (default: the end of the script, or 0).", valueName: "seconds"))
  var at: Double?

  /// The canvas size in points.
  @Option(
    help: ArgumentHelp(
      "The canvas in points, e.g. 375x667 (default: the control's).", valueName: "WxH"))
  var size: String?

  /// The window's layout direction, as a host's locale sets it.
  @Option(
    help: ArgumentHelp(
      "The layout direction: ltr, or rtl (Arabic, Hebrew: controls mirror).",
      valueName: "direction"))
  var layoutDirection: LayoutDirectionOption = .ltr

  /// Creates the command.
  public init() {}

  /// Prints the JSON, or reports bad input with exit status 2.
  public func run() throws {
    // The scenes live on the main actor; commands run on the main thread.
    try MainActor.assumeIsolated {
      try reportingBadInput("inspect") {
        try TextMeasurement.withMeasurer(PangoTextMeasurer()) { print(try json().text) }
      }
    }
  }

  /// The inspection as JSON (what `run()` prints).
  @MainActor
  public func json() throws(BadInput) -> OrderedJSON {
    let player = try SceneOptions.player(
      control: control, script: script, size: size, layoutDirection: layoutDirection.direction)
    let time = at ?? player.scriptDuration
    try SceneOptions.checkTime(time, "--at")
    player.advance(to: time)
    let scene = player.scene
    return .object([
      ("time", .number(player.time)), ("control", .string(control)), ("state", scene.state()),
      ("views", .array(scene.views().map(\.json))),
      ("accessibility", .array(scene.accessibilityElements().map(\.json))),
      ("focus", InspectedFocus(window: scene.window)?.json ?? .null),
    ])
  }
}
