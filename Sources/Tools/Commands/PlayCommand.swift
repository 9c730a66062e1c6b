public import ArgumentParser
import DynamicMenusCairo
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusPlayground
import DynamicMenusViews
import Foundation

/// `dynamic-menus play [CONTROL] [--size WxH]`: the interactive playground in an SDL2 window.
///
/// A home screen shows every control as a live preview playing its demo scripts; click one (or
/// press its number) to open it full-window on its demo scene. The mouse is a finger (touches
/// with no pressure; shift held while pressing ramps a simulated force up to the maximum),
/// pens and touch screens give pressure where SDL reports it, and the keyboard works as each
/// control defines. Escape (when the control does not use it), backspace or the Home button go
/// back; q quits; F12 saves a screenshot (into `$DYNAMIC_MENUS_SCREENSHOTS`, else the current
/// directory). Without a display it says so and exits with status 2.
public struct PlayCommand: ParsableCommand, Sendable {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play with the controls in a window (SDL2).",
    discussion: """
      The mouse acts as a finger; hold shift while pressing to press harder (the confirm \
      button's force). Keys: arrows, return, space, tab and escape go to the control; escape \
      or backspace returns home; 1-5 open a control from home; q quits; F12 saves a \
      screenshot into $DYNAMIC_MENUS_SCREENSHOTS (default: the current directory). With no \
      display it exits with status 2.
      """)

  /// The control to open at once.
  @Argument(
    help:
      "Open this control at once: \(DemoRegistry.controls.map { $0.name }.joined(separator: ", "))."
  )
  var control: String?

  /// The window's size in points.
  @Option(help: ArgumentHelp("The window in points (default 1100x760).", valueName: "WxH"))
  var size: String?

  /// Where the demo scripts are, for the previews.
  @OptionGroup var demoScripts: DemoDirectoryOption

  /// Creates the command.
  public init() {}

  /// Opens the window and plays until it is closed; bad input or no display: status 2.
  public func run() throws {
    try MainActor.assumeIsolated {
      try reportingBadInput("play") {
        try TextMeasurement.withMeasurer(PangoTextMeasurer()) { try play() }
      }
    }
  }

  @MainActor
  func play() throws(BadInput) {
    let controls = DemoRegistry.controls
    var start: Int?
    if let control {
      guard let index = controls.firstIndex(where: { $0.name == control }) else {
        throw BadInput(
          "unknown control '\(control)'; known controls: "
            + controls.map { $0.name }.joined(separator: ", "))
      }
      start = index
    }
    let windowSize = try size.map(SceneOptions.parseSize) ?? Size(width: 1100, height: 760)
    let directory = demoScripts.directory
    var playgroundControls: [PlaygroundControl] = []
    for type in controls {
      let scripts =
        try directory.map { d throws(BadInput) in try DemoScripts.load(control: type.name, in: d) }
        ?? []
      playgroundControls.append(PlaygroundControl(demo: type, scripts: scripts.map(\.script)))
    }
    let screenshots =
      ProcessInfo.processInfo.environment["DYNAMIC_MENUS_SCREENSHOTS"]
      ?? FileManager.default.currentDirectoryPath
    let playground = Playground(controls: playgroundControls, size: windowSize)
    if let start { playground.open(start) }
    let display: SDLDisplay
    do {
      display = try SDLDisplay(title: playground.title, size: windowSize)
    } catch {
      throw BadInput(error.description)
    }
    defer { display.close() }
    PlayLoop(display: display, playground: playground, screenshotDirectory: screenshots).run()
  }
}
