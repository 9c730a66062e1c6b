extension RadialMenu {
  /// What a ``RadialMenu`` looks like and how it opens: the chapter's numbers and the
  /// published app's behaviour where the chapter is silent.
  ///
  /// ```swift
  /// var configuration = RadialMenu.Configuration()
  /// configuration.appearance = .cosmos
  /// configuration.earlyRelease = .finishOpeningThenClose
  /// menu.configuration = configuration
  /// ```
  ///
  /// Setting a configuration with a value out of range stops with a message naming the field
  /// (``validationFailure`` says which, without stopping).
  public nonisolated struct Configuration: Hashable, Sendable {
    /// The colours. Default ``Appearance/chapter``: COSMOS blue, the ring clear
    /// (``Appearance/cosmos`` adds the published app's near-black fill).
    public var appearance = Appearance.chapter
    /// Whether a press held still for ``longPressDuration`` anywhere on the closed menu opens
    /// it (besides a press on the centre). Default false: the chapter opens from the centre.
    public var opensOnLongPress = false
    /// How long a press must be held (without moving 10 pt) to open the menu when it does not
    /// start on the centre and ``opensOnLongPress`` is on, in seconds; finite and ≥ 0.
    /// Default 0.5 (UIKit's long press).
    public var longPressDuration = 0.5
    /// What lifting the opening finger before the menu is open does. Default
    /// ``EarlyRelease/retrace``.
    public var earlyRelease = EarlyRelease.retrace
    /// The radius around the menu's centre where a press opens the menu at once, in points;
    /// finite and ≥ 0. Default 44 (the closed ring is 14; 44 leaves a comfortable target).
    public var centerRadius = 44.0
    /// The side of an item's icon, in points; finite and > 0. Default 28.
    public var iconSize = 28.0
    /// The seed of the generator that orders the dividing lines' reveal (the app drew them
    /// in a random order); a whole number in [0, 9_007_199_254_740_991] (2⁵³ − 1, the largest
    /// a web page's numbers hold exactly). Default 15 (the chapter's number). A new seed
    /// restarts the sequence.
    public var lineOrderSeed: UInt64 = 15

    /// The chapter's configuration.
    public init() {}

    /// The first field out of range, as "field must be …, got …"; nil when all are in range.
    public var validationFailure: String? {
      if !(longPressDuration.isFinite && longPressDuration >= 0) {
        return "longPressDuration must be finite and ≥ 0, got \(longPressDuration)"
      }
      if !(centerRadius.isFinite && centerRadius >= 0) {
        return "centerRadius must be finite and ≥ 0, got \(centerRadius)"
      }
      if !(iconSize.isFinite && iconSize > 0) {
        return "iconSize must be finite and > 0, got \(iconSize)"
      }
      return nil
    }
  }
}
