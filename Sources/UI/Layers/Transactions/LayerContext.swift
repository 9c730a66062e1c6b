/// The state Core Animation and UIKit keep between calls — the open transactions (the
/// implicit one first), the open animation blocks, ``AnimationContext/areAnimationsEnabled``
/// — and the text measurer layout uses: UIKit holds one per process; here each host holds
/// its own, so two windows or two hosts in one process never see each other's.
///
/// The static APIs (``Transaction``, ``AnimationContext``, `View.animate`,
/// ``TextMeasurement``) act on ``current``: the context a host bound with ``perform(_:)``
/// (a window binds its own for every frame and every event it delivers), else the
/// ``standalone`` context of code that runs outside any host — stand-alone layers, setup
/// code before the first frame. Every host's frame commits the stand-alone context's
/// implicit transaction too, as the end of a run-loop turn commits UIKit's.
///
/// Lexical scopes (an animation block, an explicit transaction) are balanced within one call,
/// so which context they land in only decides which implicit transaction and measurer the code
/// inside them sees.
///
/// ```swift
/// let context = LayerContext(textMeasurer: myCanvasMeasurer)
/// let window = Window(size: Size(width: 375, height: 667), context: context)
/// context.perform { dial.show() }   // the window's own transaction and measurer
/// ```
public final class LayerContext {
  /// The implicit transaction at index 0, then the explicit ones, innermost last.
  var transactions: [Transaction.Frame] = [Transaction.Frame()]
  /// The open animation blocks; `nil` entries are `performWithoutAnimation` scopes.
  var blocks: [AnimationContext?] = []
  /// ``AnimationContext/areAnimationsEnabled``. Default true.
  var areAnimationsEnabled = true
  /// What lays text out in this context (``TextMeasurement/current`` while it is current):
  /// the host's renderer's (pango natively, the canvas in a browser). Default
  /// ``FallbackTextMeasurer``.
  public var textMeasurer: any TextMeasurer

  /// A fresh context: no transaction or block open, animations enabled, `textMeasurer`
  /// (default: the current context's, so a host that installs its measurer before making its
  /// windows gives them that measurer).
  public init(textMeasurer: (any TextMeasurer)? = nil) {
    self.textMeasurer = textMeasurer ?? LayerContext.current.textMeasurer
  }

  /// A context with the fallback measurer, for the stand-alone context itself.
  private init(fallback: Void) {
    textMeasurer = FallbackTextMeasurer()
  }

  /// The context the innermost ``perform(_:)`` bound, if any.
  private static var bound: LayerContext?
  /// The stand-alone context, made on first use.
  private static var standaloneStorage: LayerContext?
  /// Where ``standalone`` comes from instead, when set: the tests give each test task a
  /// context of its own (TestSupport's `isolatedState` trait), since Swift Testing
  /// interleaves main-actor tests at suspension points.
  package static var standaloneProvider: (() -> LayerContext)?

  /// The context in force: the one bound by the innermost ``perform(_:)``, else
  /// ``standalone``.
  public static var current: LayerContext { bound ?? standalone }

  /// The context of code that runs outside any host's ``perform(_:)``: one per process.
  public static var standalone: LayerContext {
    if let standaloneProvider { return standaloneProvider() }
    if let standaloneStorage { return standaloneStorage }
    let context = LayerContext(fallback: ())
    standaloneStorage = context
    return context
  }

  /// Runs `body` with this context as ``current``, then restores the previous one.
  public func perform<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    let saved = LayerContext.bound
    LayerContext.bound = self
    defer { LayerContext.bound = saved }
    return try body()
  }

  /// Commits this context's implicit transaction (a host's end of frame) and, when this is not
  /// the stand-alone context, the stand-alone one's: explicit transactions still open stay.
  public func commitFrame() {
    transactions[0].group?.seal()
    transactions[0] = Transaction.Frame()
    let standalone = LayerContext.standalone
    if standalone !== self {
      standalone.transactions[0].group?.seal()
      standalone.transactions[0] = Transaction.Frame()
    }
  }
}
