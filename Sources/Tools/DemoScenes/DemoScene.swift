public import DynamicMenusControls
public import DynamicMenusLayers
public import DynamicMenusGeometry
public import DynamicMenusRendering
public import DynamicMenusViews

/// A control in its demo configuration: what `render`, `inspect`, `bench render` and the
/// gallery show for a control name.
///
/// Each control adds one file under `Demos/` with a type conforming to this protocol and one
/// line to ``DemoRegistry/scenes``. A scene lives in a ``Window``: scripts drive the window
/// (``ScriptRunner``), the window's clock runs its animations, and the default
/// implementations below draw its layers and read its views and accessibility elements, so a
/// control only builds its window and says what its state is.
///
/// A scene is built at time 0 and shows its first frame there: `window.tick(0)` at the end of
/// `init` advances its layers' animations to time 0 (those added while building begin then),
/// lays it out and commits the transaction. Frames of zero length are the only ones a scene
/// may run while it is built; ``ScenePlayer`` counts its own frames from where the scene left
/// the window, so the state at time t is always after floor(t × 60) frames.
public protocol DemoScene: AnyObject {
  /// The control's name on the command line ("dial", "radial", …).
  nonisolated static var name: String { get }
  /// One line saying what the scene shows.
  nonisolated static var summary: String { get }
  /// The canvas size in points when `--size` is not given (an iPhone 8 portrait window,
  /// 375 × 667, unless the control's issue says otherwise).
  nonisolated static var defaultSize: Size { get }
  /// The control's name for people: a title for the gallery and the playground ("Dial menu").
  /// Default: the name, capitalised.
  nonisolated static var displayName: String { get }
  /// What to do with the control in the playground, one short line ("Hold the centre, drag
  /// round the ring, lift over a sign"). Default: the summary.
  nonisolated static var hint: String { get }

  /// Builds the scene in a window of `size` points (positive and finite).
  init(size: Size)

  /// The window the scene lives in.
  var window: Window { get }

  /// The control's own state fields for `inspect` (each control's issue names them).
  func state() -> OrderedJSON

  /// The control's events so far, oldest first, as the handover digest compares them.
  /// Default: the `events` entry of ``state()`` (none without one).
  func events() -> [String]
}

extension DemoScene {
  /// The `events` entry of ``state()``, each event as text; none without one.
  public func events() -> [String] {
    guard case .object(let entries) = state(),
      case .array(let log)? = entries.first(where: { $0.0 == "events" })?.1
    else { return [] }
    return log.map { $0.text { "\($0)" } }
  }

  /// What the window shows now, as a display list on its canvas, its text measured by
  /// `measurer` (the host's: pango natively, the canvas in a browser).
  public func displayList(measurer: any TextMeasurer) -> DisplayList {
    DisplayList(
      layers: window.layers, size: window.bounds.size, background: window.backgroundColor,
      measurer: measurer)
  }

  /// The window's view tree for `inspect`: the root view and the overlays.
  public func views() -> [InspectedView] {
    window.topLevelViews.map(InspectedView.init(view:))
  }

  /// The window's accessibility elements, in reading order.
  public func accessibilityElements() -> [InspectedElement] {
    window.accessibilityElements().map {
      InspectedElement(
        label: $0.label ?? "", value: $0.value ?? "", traits: $0.traits.names, frame: $0.frame)
    }
  }
}

/// A demo scene type as a value: its names, its canvas size, and how to build one. (A list of
/// `any DemoScene.Type` would be the natural registry, but Embedded Swift has no existential
/// metatypes.) Its facts are readable anywhere; building a scene is main-actor work.
public struct DemoSceneKind {
  /// ``DemoScene/name``.
  public nonisolated let name: String
  /// ``DemoScene/summary``.
  public nonisolated let summary: String
  /// ``DemoScene/defaultSize``, in points.
  public nonisolated let defaultSize: Size
  /// ``DemoScene/displayName``.
  public nonisolated let displayName: String
  /// ``DemoScene/hint``.
  public nonisolated let hint: String
  private nonisolated let maker: any DemoSceneMaking

  /// The kind of scene `S`.
  public nonisolated init<S: DemoScene>(_ type: S.Type) {
    name = S.name
    summary = S.summary
    defaultSize = S.defaultSize
    displayName = S.displayName
    hint = S.hint
    maker = DemoSceneMaker<S>()
  }

  /// Builds the scene in a window of `size` points (positive and finite).
  public func make(size: Size) -> any DemoScene { maker.make(size: size) }
}

/// Builds scenes of one type (the registry's stand-in for a metatype). Main-actor objects,
/// so sendable.
private protocol DemoSceneMaking: AnyObject, Sendable {
  func make(size: Size) -> any DemoScene
}

private final class DemoSceneMaker<S: DemoScene>: DemoSceneMaking {
  nonisolated init() {}
  func make(size: Size) -> any DemoScene { S(size: size) }
}

/// Every demo scene by name. A control adds its type here (keep the list sorted by name, with
/// `test` last).
public nonisolated enum DemoRegistry {
  /// The registered scenes, in the order `bench` and the gallery go through them.
  public static var scenes: [DemoSceneKind] {
    [
      DemoSceneKind(ConfirmScene.self),
      DemoSceneKind(DialScene.self),
      DemoSceneKind(FloatingScene.self),
      DemoSceneKind(RadialScene.self),
      DemoSceneKind(SlideScene.self),
      DemoSceneKind(TestScene.self),
    ]
  }

  /// The scene named `name`, or nil.
  public static func scene(named name: String) -> DemoSceneKind? {
    scenes.first { $0.name == name }
  }

  /// The registered names, in order.
  public static var names: [String] { scenes.map { $0.name } }
}
