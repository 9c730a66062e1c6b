package import DynamicMenusGeometry
package import DynamicMenusHost
package import DynamicMenusLayers
package import DynamicMenusViews

/// A control the playground offers, as a tool hands it in: the playground itself knows no
/// demo content (the `play` command gives it the demo scenes and their scripts).
package struct PlaygroundControl {
  /// Its name, on its tile and in the window's title ("Dial menu").
  package var displayName: String
  /// The hint line under it when it is open.
  package var hint: String
  /// The size its preview is laid out at, in points.
  package var defaultSize: Size
  /// A fresh window of the control at a size in points (every control lays itself out for
  /// any size), with what keeps it working.
  package var makeScene: @MainActor (Size) -> any PlaygroundScene
  /// Its preview's demo, run after run: each makes one run on a host.
  package var previewRuns: [@MainActor (ControlHost) -> PreviewRun]

  /// A control with its name, hint, preview size, scene and preview runs.
  package init(
    displayName: String, hint: String, defaultSize: Size,
    makeScene: @escaping @MainActor (Size) -> any PlaygroundScene,
    previewRuns: [@MainActor (ControlHost) -> PreviewRun] = []
  ) {
    self.displayName = displayName
    self.hint = hint
    self.defaultSize = defaultSize
    self.makeScene = makeScene
    self.previewRuns = previewRuns
  }
}

/// A control's window as the playground holds it: the object also keeps alive whatever the
/// control's logic needs besides its views (a scene's controller and handlers).
@MainActor
package protocol PlaygroundScene: AnyObject {
  /// The window the control lives in.
  var window: Window { get }
}

/// One run of a preview's demo on its host: each call plays a frame (its text measured by the
/// measurer given) and returns it; nil once the run is over.
package typealias PreviewRun = @MainActor (any TextMeasurer) -> HostFrame?
