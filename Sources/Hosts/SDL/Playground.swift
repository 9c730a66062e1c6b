import DynamicMenusCairo
package import DynamicMenusGeometry
import DynamicMenusHost
import DynamicMenusRendering
import DynamicMenusViews

/// The playground without a window system: a home screen of live previews, and each control
/// full-window in a window of its own (the controls are handed in: ``PlaygroundControl``), driven by ``PlayEvent``s and ``tick(_:)``, drawn as one
/// ``DisplayList`` per frame. The SDL side (``PlayLoop``) only feeds it events and real frame
/// intervals and shows its frames; tests drive it directly.
@MainActor
package final class Playground {
  /// What is on screen.
  enum Screen: Equatable {
    case home
    /// The control at this index of ``controls``.
    case control(Int)
  }

  /// The controls, in the order they were given.
  let controls: [PlaygroundControl]
  /// The window's size in points.
  private(set) var size: Size
  private(set) var screen = Screen.home
  /// Set when the user asked to leave.
  private(set) var wantsQuit = false
  private(set) var layout: PlaygroundLayout

  private let tiles: [PreviewTile]
  /// The control on screen, with its input state, and its scene.
  private(set) var active: HostPointers?
  private(set) var activeScene: (any PlaygroundScene)?
  /// The tile under the pointer, and the one the arrow keys chose.
  private var hovered: Int?
  private var focused: Int?
  /// What the pointer went down on: a tile, the back button, or the control.
  private var pressed: PressTarget?
  private var isShiftDown = false
  /// The chrome, kept until something in it changes.
  private var chrome: DisplayList?
  /// Measures the controls' text (pango, as the renderer draws it).
  private let measurer = PangoTextMeasurer()

  enum PressTarget: Equatable {
    case tile(Int)
    case back
    case control
  }

  /// The home screen's hint line.
  var homeHint: String {
    let keys = controls.count > 1 ? "1–\(Swift.min(controls.count, 9))" : "1"
    return "Click a control to play with it · \(keys), or arrows and return, open one · q quits"
  }

  /// A playground of `controls` (with their preview runs) in a window of `size` points.
  package init(controls: [PlaygroundControl], size: Size) {
    self.controls = controls
    self.size = size
    layout = PlaygroundLayout(size: size, count: controls.count)
    tiles = controls.map(PreviewTile.init)
  }

  /// The window title.
  package var title: String {
    switch screen {
    case .home: "DynamicMenus"
    case .control(let i): "DynamicMenus — \(controls[i].displayName)"
    }
  }

  /// The hint line on screen now.
  var hint: String {
    switch screen {
    case .home: homeHint
    case .control(let i): controls[i].hint + " · esc: home"
    }
  }

  /// The window changed size.
  func resize(to size: Size) {
    guard size != self.size, size.width > 0, size.height > 0 else { return }
    self.size = size
    layout = PlaygroundLayout(size: size, count: controls.count)
    chrome = nil
  }

  /// Opens the control at `index` in a fresh window the size of the control area (every
  /// control lays itself out for any size). A later resize fits that window into the new
  /// area, uniformly scaled, so the control keeps its state.
  package func open(_ index: Int) {
    guard controls.indices.contains(index) else { return }
    // The playground composes the control into its own frame, which the SDL display's
    // cairo compositor tracks: the host need not, but says where the layers' contents lie.
    let scene = controls[index].makeScene(layout.control.size)
    let window = scene.window
    let control = HostPointers(
      host: ControlHost(
        window: window, settings: HostSettings(of: window),
        target: .bitmap(pixels: .redrawnEveryFrame, keepsLayerContents: true)))
    window.unhandledKeyHandler = { [weak self] event in
      if event.key == .escape, event.phase == .press { self?.goHomeAfterFrame = true }
    }
    control.isShiftDown = isShiftDown
    active = control
    activeScene = scene
    screen = .control(index)
    focused = index
    pressed = nil
    chrome = nil
  }

  /// Set by an escape nobody in the control handled; acted on after the frame.
  private var goHomeAfterFrame = false

  /// Back to the home screen (the control's window is dropped).
  func goHome() {
    active = nil
    activeScene = nil
    screen = .home
    pressed = nil
    hovered = nil
    chrome = nil
  }

  // MARK: Input

  /// Handles one event.
  func handle(_ event: PlayEvent) {
    switch event {
    case .quit: wantsQuit = true
    case .back: if screen != .home { goHome() }
    case .open(let index): if screen == .home { open(index - 1) }
    case .shift(let down):
      isShiftDown = down
      active?.isShiftDown = down
    case .pointerLeft:
      setHovered(nil)
    case .pointerDown(let id, let point, let pressure):
      pointerDown(id: id, at: point, pressure: pressure)
    case .pointerMoved(let id, let point, let pressure):
      pointerMoved(id: id, to: point, pressure: pressure)
    case .pointerUp(let id, let point):
      pointerUp(id: id, at: point)
    case .key(let key, let phase, let shift):
      if let active {
        active.host.send(KeyEvent(key: key, phase: phase, isShiftDown: shift))
      } else if phase == .press {
        homeKey(key, shift: shift)
      }
    }
  }

  private func pointerDown(id: Int, at point: Point, pressure: Double?) {
    switch screen {
    case .home:
      guard let index = layout.tile(at: point) else { return }
      pressed = .tile(index)
      setHovered(index)
    case .control:
      if pressed == nil, layout.back.contains(point) {
        pressed = .back
        chrome = nil
        return
      }
      pressed = .control
      active?.pointerDown(id: id, at: point.applying(sceneTransform.inverted()), pressure: pressure)
    }
  }

  private func pointerMoved(id: Int, to point: Point, pressure: Double?) {
    switch screen {
    case .home:
      setHovered(layout.tile(at: point))
    case .control:
      active?.pointerMoved(
        id: id, to: point.applying(sceneTransform.inverted()), pressure: pressure)
    }
  }

  private func pointerUp(id: Int, at point: Point) {
    let target = pressed
    switch screen {
    case .home:
      pressed = nil
      if case .tile(let index) = target, layout.tile(at: point) == index { open(index) }
    case .control:
      if target == .back {
        pressed = nil
        if layout.back.contains(point) { goHome() } else { chrome = nil }
        return
      }
      active?.pointerUp(id: id, at: point.applying(sceneTransform.inverted()))
      if active?.hasTouchesDown != true { pressed = nil }
    }
  }

  private func homeKey(_ key: Key, shift: Bool) {
    let count = controls.count
    guard count > 0 else { return }
    switch key {
    case .right, .down, .tab:
      let step = key == .tab && shift ? -1 : 1
      setFocused(((focused ?? (step > 0 ? -1 : count)) + step + count) % count)
    case .left, .up:
      setFocused(((focused ?? count) - 1 + count) % count)
    case .return, .space:
      if let focused { open(focused) }
    case .escape:
      setFocused(nil)
    }
  }

  private func setHovered(_ index: Int?) {
    guard index != hovered else { return }
    hovered = index
    chrome = nil
  }

  private func setFocused(_ index: Int?) {
    guard index != focused else { return }
    focused = index
    chrome = nil
  }

  // MARK: Frames

  /// Runs one frame of `dt` seconds: the control's window ticks (its simulated force first),
  /// or the previews play.
  func tick(_ dt: Double) {
    if let active {
      active.frame(dt, measurer: measurer)
      if goHomeAfterFrame {
        goHomeAfterFrame = false
        goHome()
      }
    } else {
      for tile in tiles { tile.advance(by: dt) }
    }
  }

  /// Where the control's canvas is drawn: fitted into the layout's control area.
  var sceneTransform: AffineTransform {
    guard let active else { return .identity }
    return DisplayList.fitting(active.host.window.bounds.size, in: layout.control)
  }

  /// The frame to show now, in window points.
  func displayList() -> DisplayList {
    var placements: [ContentsPlacement] = []
    return displayList(placements: &placements)
  }

  /// The frame to show now, in window points; `placements` is set to where the control's
  /// layers' contents lie in it, for a renderer that keeps them (`CairoCompositor`).
  func displayList(placements: inout [ContentsPlacement]) -> DisplayList {
    placements.removeAll(keepingCapacity: true)
    guard case .control(let index) = screen, let active else { return homeDisplayList() }
    return controlDisplayList(active, title: controls[index].displayName, placements: &placements)
  }

  private func controlDisplayList(
    _ active: HostPointers, title: String, placements: inout [ContentsPlacement]
  ) -> DisplayList {
    let content =
      active.lastFrame?.displayList ?? DisplayList(showing: active.host.window, measurer: measurer)
    var list = DisplayList(size: size, background: content.background)
    let start = list.append(content, transform: sceneTransform)
    for placement in active.lastFrame?.contentsPlacements ?? [] {
      placements.append(placement.offset(by: start))
    }
    let overlay =
      chrome
      ?? PlaygroundChrome.control(
        layout: layout, title: title, hint: hint, background: content.background,
        backPressed: pressed == .back)
    chrome = overlay
    list.append(contentsOf: overlay.commands)
    return list
  }

  private func homeDisplayList() -> DisplayList {
    var list =
      chrome
      ?? PlaygroundChrome.home(
        layout: layout, names: controls.map { $0.displayName }, highlighted: hovered ?? focused,
        hint: hint)
    chrome = list
    for (tile, frame) in zip(tiles, layout.tiles) {
      let preview = tile.displayList()
      list.append(
        preview, transform: DisplayList.fitting(preview.size, in: frame.preview),
        fillRect: frame.preview, cornerRadius: 8)
    }
    return list
  }
}
