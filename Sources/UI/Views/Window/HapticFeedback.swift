/// A haptic a control asks its host to play, in UIKit's feedback generators' terms: a host
/// with a haptic engine plays it (`UIImpactFeedbackGenerator`,
/// `UISelectionFeedbackGenerator`, `UINotificationFeedbackGenerator`), one without ignores it.
///
/// Controls post them to their window (``Window/requestHaptic(_:)``) beside their own
/// feedback callbacks; the host takes them each frame (``Window/takeHapticRequests()``).
public nonisolated enum HapticFeedback: Hashable, Sendable {
  /// An impact of `style`, at `intensity` 0…1 (`impactOccurred(intensity:)`; 1 is the
  /// style's full strength).
  case impact(ImpactStyle, intensity: Double)
  /// A selection tick (`selectionChanged()`).
  case selection
  /// A notification (`notificationOccurred(_:)`).
  case notification(NotificationKind)

  /// `UIImpactFeedbackGenerator.FeedbackStyle`.
  public nonisolated enum ImpactStyle: Hashable, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// `UINotificationFeedbackGenerator.FeedbackType`.
  public nonisolated enum NotificationKind: Hashable, Sendable {
    case success, warning, error
  }
}

extension Window {
  /// How many haptic requests a window keeps untaken: 64 (a host that never takes them
  /// keeps a bounded list; the oldest go first).
  public static let hapticRequestCapacity = 64

  /// Asks the host to play `haptic` (taken at the host's next frame). An impact's intensity
  /// is clamped to 0…1 (NaN: 1).
  public func requestHaptic(_ haptic: HapticFeedback) {
    var haptic = haptic
    if case .impact(let style, let intensity) = haptic {
      haptic = .impact(
        style, intensity: intensity.isNaN ? 1 : Swift.min(Swift.max(intensity, 0), 1))
    }
    hapticRequests.append(haptic)
    if hapticRequests.count > Self.hapticRequestCapacity {
      hapticRequests.removeFirst(hapticRequests.count - Self.hapticRequestCapacity)
    }
  }

  /// The haptics asked for since the last call, oldest first; the list is emptied.
  public func takeHapticRequests() -> [HapticFeedback] {
    defer { hapticRequests.removeAll() }
    return hapticRequests
  }
}
