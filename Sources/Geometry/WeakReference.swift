// Weak references without `weak`: Embedded Swift's runtime keeps no side tables, so `weak`
// does not exist there. The core's rule instead: parents own their children (arrays of strong
// references), and a child reaches its parent — a layer its superlayer, a view its superview
// and window, a behaviour its animator, a recognizer its view — through a `Weak` reference,
// which reads nil once the parent is freed. Natively and in WebAssembly the same code runs.

/// What a ``Weak`` reference watches: whether the object it points to has been freed.
///
/// A plain flag, not an atomic: `Synchronization.Atomic` needs iOS 18 and macOS 15, above the
/// package's platforms, and the core is single-threaded: its objects are main-actor (views,
/// layers, animators) or owned by one (the physics world), so they are freed, and their tokens
/// read, on the main actor. `Sendable` only so that a main-actor class can hand its token out
/// `nonisolated`.
public final class LifetimeToken: @unchecked Sendable {
  /// Set once, by the ``Lifetime``'s `deinit`.
  private var ended = false

  /// Whether the object's ``Lifetime`` has been destroyed, i.e. the object freed.
  public var hasEnded: Bool { ended }

  fileprivate init() {}

  fileprivate func end() { ended = true }
}

/// An object's lifetime, kept as a stored `let` of the object: it cannot be copied, so it is
/// destroyed exactly when the object is, and then ends its token. The object needs no code in
/// its `deinit` (which, on a main-actor class, could not touch it).
///
/// Its token is `Sendable`, so a main-actor class hands it out `nonisolated`:
/// `nonisolated public var lifetimeToken: LifetimeToken { lifetime.token }`.
public struct Lifetime: ~Copyable, Sendable {
  /// The token the object's weak references hold; it outlives the object.
  public let token = LifetimeToken()

  /// A lifetime that has not ended.
  public init() {}

  deinit { token.end() }
}

/// An object that ``Weak`` references can point to: it stores a ``Lifetime`` and hands out its
/// token.
///
/// ```swift
/// final class Node: WeakReferenceable {
///   private let lifetime = Lifetime()
///   nonisolated var lifetimeToken: LifetimeToken { lifetime.token }
///   @Weak var parent: Node?
/// }
/// ```
public protocol WeakReferenceable: AnyObject {
  /// The token of the object's ``Lifetime``: ended when the object is freed.
  var lifetimeToken: LifetimeToken { get }
}

/// A reference that does not keep its object alive and reads nil once the object is freed:
/// UIKit's `weak`, built on the object's ``Lifetime`` (Embedded Swift has no `weak`).
///
/// ```swift
/// @Weak public internal(set) var superview: View?
/// button.addAction { [menu = Weak(self)] _ in menu.object?.open() }
/// ```
@propertyWrapper
public struct Weak<Object: WeakReferenceable> {
  /// The object, not retained; read only while ``token`` has not ended. (`Unmanaged` rather
  /// than `unowned(unsafe)`: Swift 6.3 miscompiles an `unowned(unsafe)` optional of a generic
  /// class type, reading it crashes.)
  private var storage: Unmanaged<Object>?
  /// The object's lifetime token, retained: it outlives the object to tell that it is gone.
  private var token: LifetimeToken?

  /// A reference to `object` (nil: none).
  public init(wrappedValue object: Object? = nil) {
    storage = object.map { Unmanaged.passUnretained($0) }
    token = object?.lifetimeToken
  }

  /// A reference to `object`.
  public init(_ object: Object) { self.init(wrappedValue: object) }

  /// The object, or nil when there is none or it has been freed (the same as
  /// ``wrappedValue``, for references captured by closures).
  public var object: Object? { wrappedValue }

  /// The object, or nil when there is none or it has been freed.
  public var wrappedValue: Object? {
    get { token?.hasEnded == false ? storage?.takeUnretainedValue() : nil }
    set {
      storage = newValue.map { Unmanaged.passUnretained($0) }
      token = newValue?.lifetimeToken
    }
  }
}
