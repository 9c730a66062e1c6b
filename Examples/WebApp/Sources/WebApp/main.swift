// The app: a dial of beers above a label that names the one chosen, in a window on the
// page's canvas. The page calls `app_create` once and then drives the window through the
// `dm_host_*` functions DynamicMenusWebCanvas exports (live-control.js does that).
//
// No top-level code: a reactor module's `main` never runs.

import DynamicMenus
import DynamicMenusWebCanvas

/// The beers on the dial. (Not a global of main.swift: its initializer would be top-level
/// code, which a reactor never runs.)
enum Beers {
  static let names = ["Pale lager", "Witbier", "Stout", "IPA", "Porter"]
}

/// Builds the app's window, `width` × `height` points, and returns its host's handle.
@_expose(wasm, "app_create")
@_cdecl("app_create")
func appCreate(_ width: Double, _ height: Double) -> UnsafeMutableRawPointer {
  let size = Size(
    width: width.isFinite && width > 0 ? min(width, 4096) : 375,
    height: height.isFinite && height > 0 ? min(height, 4096) : 667)
  let host = WebHost.makingControls { measurer in
    let control = ControlHost(settings: HostSettings(size: size), target: WebHost.target)
    let window = control.window
    window.backgroundColor = Color(white: 0.2)
    window.rootView.backgroundColor = window.backgroundColor

    let label = Label(frame: Rect(x: 20, y: size.height - 70, width: size.width - 40, height: 40))
    label.text = "Turn the dial to choose"
    label.textAlignment = .center
    label.textColor = .white
    label.font = .systemFont(ofSize: 20)
    label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]

    let dial = DialMenu(
      frame: Rect(x: 0, y: 0, width: size.width, height: max(size.height - 90, 1)))
    window.rootView.addSubview(dial)
    window.rootView.addSubview(label)
    dial.itemViews = Beers.names.map { MenuItem(title: $0) }
    dial.onSelect = { [label = Weak(label)] _, index in
      label.object?.text = "You chose \(Beers.names[index])"
    }
    dial.show(animated: false)
    return WebHost(pointers: HostPointers(host: control), measurer: measurer)
  }
  return host.retainedHandle()
}
