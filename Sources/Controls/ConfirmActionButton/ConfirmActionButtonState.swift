/// Where a ``ConfirmActionButton`` is in its confirmation, the tutorial's state machine:
///
/// ```
/// idle ──press──▶ updating ──intention > 0.97──▶ selected ──into the ring──▶ confirmed
///   ▲               ▲   ◀──force eases off──────────┘  ◀──out of the ring───────┘   │
///   └──────────── any release: cancelled, or (from confirmed) the action fires ◀────┘
/// ```
public nonisolated enum ConfirmActionButtonState: String, Hashable, Sendable, CaseIterable {
  /// Nothing is happening: no press, the ring empty.
  case idle
  /// A press is filling the ring: its `strokeEnd` follows the intention (0…0.97).
  case updating
  /// The ring is full (intention above 0.97): red, 1.1×, "CONFIRM". Slide into it to confirm.
  case selected
  /// Full and the touch is inside the ring: green, 1.3×, "OK". Releasing now fires the action.
  case confirmed

  /// Whether a press is in progress (every state but ``idle``).
  public var isActive: Bool { self != .idle }
}
