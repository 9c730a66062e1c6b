package import DynamicMenusHost

/// The control on screen in a host (the SDL playground, the browser): its demo scene, and the
/// pointers down on it (``HostPointers``, the hosts' one pointer model).
package final class ActiveControl: HostPointers {
  package let scene: any DemoScene

  /// The control of `scene`, hosted for `target`.
  package init(_ scene: any DemoScene, target: HostTarget) {
    self.scene = scene
    let window = scene.window
    super.init(
      host: ControlHost(window: window, settings: HostSettings(of: window), target: target))
  }
}
