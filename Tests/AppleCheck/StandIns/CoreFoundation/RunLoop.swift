// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Stand-in for Core Foundation's run-loop observers and timers: what a host uses to look at
// the window once per run-loop turn, as Core Animation commits its implicit transaction, and
// to run it when a handed-over stretch is due.

/// A run loop.
public final class CFRunLoop: @unchecked Sendable {}
/// An observer of a run loop's activities.
public final class CFRunLoopObserver: @unchecked Sendable {}
/// A timer of a run loop.
public final class CFRunLoopTimer: @unchecked Sendable {}
/// An allocator.
public final class CFAllocator: @unchecked Sendable {}
/// The default allocator.
public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

/// The stages of a run loop's turn.
public struct CFRunLoopActivity: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let entry = CFRunLoopActivity(rawValue: 1 << 0)
  public static let beforeTimers = CFRunLoopActivity(rawValue: 1 << 1)
  public static let beforeSources = CFRunLoopActivity(rawValue: 1 << 2)
  public static let beforeWaiting = CFRunLoopActivity(rawValue: 1 << 5)
  public static let afterWaiting = CFRunLoopActivity(rawValue: 1 << 6)
  public static let exit = CFRunLoopActivity(rawValue: 1 << 7)
  public static let allActivities = CFRunLoopActivity(rawValue: 0x0FFF_FFFF)
}

/// A run-loop mode's name.
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: CFString
  public init(rawValue: CFString) { self.rawValue = rawValue }
  public static let defaultMode = CFRunLoopMode(rawValue: NSString(string: "kCFRunLoopDefaultMode"))
  public static let commonModes = CFRunLoopMode(rawValue: NSString(string: "kCFRunLoopCommonModes"))
}

public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop() }
public func CFRunLoopGetCurrent() -> CFRunLoop! { CFRunLoop() }
public func CFRunLoopObserverCreateWithHandler(
  _ allocator: CFAllocator!, _ activities: CFOptionFlags, _ repeats: Bool, _ order: CFIndex,
  _ block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)!
) -> CFRunLoopObserver! { CFRunLoopObserver() }
public func CFRunLoopAddObserver(
  _ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!
) {}
public func CFRunLoopRemoveObserver(
  _ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!
) {}
public func CFRunLoopObserverInvalidate(_ observer: CFRunLoopObserver!) {}
public func CFRunLoopTimerCreateWithHandler(
  _ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
  _ flags: CFOptionFlags, _ order: CFIndex, _ block: ((CFRunLoopTimer?) -> Void)!
) -> CFRunLoopTimer! { CFRunLoopTimer() }
public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {}
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) {}
/// Seconds since 2001-01-01 (Core Foundation's reference date).
public typealias CFAbsoluteTime = Double
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { 0 }

/// Core Foundation's option bits.
public typealias CFOptionFlags = UInt
