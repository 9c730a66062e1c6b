import DynamicMenusControls
import DynamicMenusDemoScenes
import DynamicMenusElements
import DynamicMenusGeometry
import DynamicMenusLayers
import DynamicMenusScripts
import DynamicMenusViews
import DynamicMenusWebCanvas
import DynamicMenusWebElements

/// A demo script as the calls a page makes on an element of a package module
/// (`dm_element_*`, `dm_host_*`), one call a line, and its digest: what holds every package
/// module, each element's own among them, to the native build (`dynamic-menus element-traces`,
/// scripts/element-check.mjs replays the same lines in the modules). The format:
///
/// ```text
/// element dial-menu 512 512       dm_element_create (kind, width, height)
/// items Pale lager|Witbier|…      dm_element_items_begin, dm_element_item each, _end
/// title Delete                    dm_element_set_title
/// renderer 1                      dm_host_set_renderer (1 layers, 0 canvas; backdrop-filter on)
/// pointer 1 0 256 445.5 -1        dm_host_pointer (id, WebPointerPhase, x, y, pressure or -1)
/// key 4 1                         dm_host_key (code, down)
/// frame 0.016666666666666666      dm_host_frame at scale 2, then the frame is digested
/// ```
///
/// The element is the demo scene's size, with its items' titles, and the script's points are
/// moved by where the element lays out its control against where the scene does (the confirm
/// button sits lower in an element), so the same touches land on the same control.
@MainActor
struct ElementTrace {
  /// The element kind of each demo scene, by the scene's name.
  static let kinds: [String: ElementKind] = [
    "dial": .dialMenu, "radial": .radialMenu, "confirm": .confirmButton,
    "floating": .floatingMenu, "slide": .slideMenu,
  ]

  /// The trace's lines.
  var lines: [String] = []

  /// `script` played on an element of `kind` set up as `scene`'s control, in the renderer
  /// `layers` (1) or the canvas (0), with `settleFrames` plain frames after it.
  init(
    kind: ElementKind, scene: DemoSceneKind, script: InteractionScript, layers: Bool,
    settleFrames: Int = 60
  ) {
    let size = scene.defaultSize
    lines.append("element \(kind.rawValue) \(size.width) \(size.height)")
    if let items = Self.items(of: kind) { lines.append("items " + items.joined(separator: "|")) }
    if kind == .confirmButton { lines.append("title \(ConfirmScene.title)") }
    lines.append("renderer \(layers ? 1 : 0)")
    let offset = Self.offset(kind: kind, scene: scene)
    let timeline = ScriptTimeline(script, framesPerSecond: 60)
    var next = 0
    for frame in 0..<(timeline.frameCount + settleFrames) {
      while next < timeline.entries.count, timeline.entries[next].frame == frame {
        switch timeline.entries[next].event {
        case .touch(let touch):
          let phase: WebPointerPhase? =
            switch touch.phase {
            case .began: .down
            case .moved: .moved
            case .ended: .up
            case .cancelled: .cancelled
            case .stationary: nil
            }
          if let phase {
            let at = touch.location + offset
            let pressure = touch.force.normalized ?? -1
            lines.append(
              "pointer \(touch.identifier) \(phase.rawValue) \(at.x) \(at.y) \(pressure)")
          }
        case .key(let key):
          lines.append("key \(WebKeys.code(key.key)) \(key.phase == .press ? 1 : 0)")
        }
        next += 1
      }
      lines.append("frame \(1.0 / 60)")
    }
  }

  /// The items' labels the demo scene of `kind` shows; nil for the confirm button.
  static func items(of kind: ElementKind) -> [String]? {
    switch kind {
    case .dialMenu: DialScene.beerStyles
    case .radialMenu: Icons.zodiacNames
    case .confirmButton: nil
    case .floatingMenu: FloatingScene.titles
    case .slideMenu: SlideMenu.tutorialOptions.map { $0.title }
    }
  }

  /// Where the element lays its control out less where the scene does, in window points.
  static func offset(kind: ElementKind, scene: DemoSceneKind) -> Vector {
    let demo = scene.make(size: scene.defaultSize).window
    let element = ControlElement(kind: kind, size: scene.defaultSize).window
    guard let there = controlCenter(in: demo), let here = controlCenter(in: element) else {
      return Vector(dx: 0, dy: 0)
    }
    return here - there
  }

  /// The centre, in window points, of the first control view in `window` (tree order).
  private static func controlCenter(in window: Window) -> Point? {
    func find(_ view: View) -> View? {
      if view is DialMenu || view is RadialMenu || view is ConfirmActionButton
        || view is FloatingButton || view is SlideMenu
      {
        return view
      }
      for subview in view.subviews { if let found = find(subview) { return found } }
      return nil
    }
    guard let view = find(window.rootView), let parent = view.superview else { return nil }
    return parent.convert(view.center, to: nil)
  }

  /// The trace replayed through the native build's exports (as scripts/element-check.mjs
  /// replays it in a module): FNV-1a over every frame's rest flag, layer operations, drawing
  /// numbers and text, accessibility numbers and text, and events. Nil when an element of its
  /// kind cannot be made.
  func digest() -> UInt64? {
    var hash = FNV1a()
    var element: UnsafeMutableRawPointer?
    var host: UnsafeMutableRawPointer?
    defer { if let element { dmElementDestroy(element) } }
    for line in lines {
      let (word, rest) = Self.split(line)
      let numbers = rest.split(separator: " ").compactMap { Double($0) }
      switch word {
      case "element":
        let parts = rest.split(separator: " ").map(String.init)
        var kind = parts[0]
        element = kind.withUTF8 { bytes in
          ElementHost.create(
            kind: bytes.baseAddress, kindLength: Int32(bytes.count), width: Double(parts[1]) ?? 0,
            height: Double(parts[2]) ?? 0, definitions: ElementDefinition.all,
            layerFeatures: .all)
        }
        guard let element else { return nil }
        host = dmElementHost(element)
      case "items":
        guard let element else { return nil }
        dmElementItemsBegin(element)
        for label in rest.split(separator: "|") {
          var text = String(label)
          text.withUTF8 {
            dmElementItem(
              element, $0.baseAddress, Int32($0.count), .nan, .nan, .nan, .nan, 1, 0, 0)
          }
        }
        _ = dmElementItemsEnd(element)
      case "title":
        guard let element else { return nil }
        var text = rest
        text.withUTF8 { dmElementSetTitle(element, $0.baseAddress, Int32($0.count)) }
      case "renderer":
        guard let host else { return nil }
        dmHostSetRenderer(host, Int32(numbers[0]), 1)
      case "pointer":
        guard let host else { return nil }
        dmHostPointer(
          host, Int32(numbers[0]), Int32(numbers[1]), numbers[2], numbers[3], numbers[4])
      case "key":
        guard let host else { return nil }
        dmHostKey(host, Int32(numbers[0]), Int32(numbers[1]), 0)
      case "frame":
        guard let element, let host else { return nil }
        let rest = dmHostFrame(host, numbers[0], 2)
        hash.combine(bytes: [UInt8(rest)])
        Self.combine(&hash, dmHostLayerOperations(host), Int(dmHostLayerOperationCount(host)) * 8)
        Self.combine(&hash, dmHostNumbers(host), Int(dmHostNumberCount(host)) * 8)
        Self.combine(&hash, dmHostText(host), Int(dmHostTextLength(host)))
        Self.combine(
          &hash, dmHostAccessibilityNumbers(host), Int(dmHostAccessibilityNumberCount(host)) * 8)
        Self.combine(
          &hash, dmHostAccessibilityText(host), Int(dmHostAccessibilityTextLength(host)))
        let events = Int(dmElementTakeEvents(element))
        Self.combine(&hash, dmElementEvents(element), events * ElementEvent.Record.stride * 8)
      default:
        return nil
      }
    }
    return hash.value
  }

  /// A line's first word and the rest after its space.
  private static func split(_ line: String) -> (String, String) {
    guard let space = line.firstIndex(of: " ") else { return (line, "") }
    return (String(line[..<space]), String(line[line.index(after: space)...]))
  }

  /// Adds `count` bytes at `pointer` (none when null) to `hash`.
  private static func combine(_ hash: inout FNV1a, _ pointer: UnsafeRawPointer?, _ count: Int) {
    guard let pointer, count > 0 else { return }
    hash.combine(bytes: UnsafeRawBufferPointer(start: pointer, count: count))
  }
}
