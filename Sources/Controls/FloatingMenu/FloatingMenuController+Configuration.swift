public import DynamicMenusGeometry
public import DynamicMenusLayers
public import DynamicMenusViews

extension FloatingMenuController {
  /// Where a ``FloatingMenuController`` puts its items, how they look and how they move:
  /// every default is the tutorial's number (docs/controls/floating-menu.md), or, for what
  /// it lacks, the one stated.
  ///
  /// ```swift
  /// var configuration = FloatingMenuController.Configuration()
  /// configuration.buttonDirection = .left
  /// configuration.style = .dark
  /// configuration.staggerInterval = 0.03
  /// menu.configuration = configuration
  /// ```
  ///
  /// Setting a configuration with a value out of range stops with a message naming the field
  /// (``validationFailure`` says which, without stopping).
  public nonisolated struct Configuration: Hashable, Sendable {
    // MARK: Placement

    /// Where the buttons line up from the floating button. Default ``Direction/up``.
    /// Mirrored in right-to-left layouts.
    public var buttonDirection = Direction.up
    /// The distance between the centres of consecutive buttons (and from the floating
    /// button to the first), in points; finite and > 0. Default 70.
    public var buttonPadding = 70.0
    /// The side of its button each label sits on. Default ``Direction/left``. Mirrored in
    /// right-to-left layouts.
    public var labelDirection = Direction.left
    /// Whether the buttons and labels stay inside the window's safe area (less
    /// ``safeAreaMargin``): a line too long for it folds into columns, a label that would be
    /// cut moves to the other side of its button, and closed labels wait inside it
    /// (FloatingMenuLayout.swift). Default true; false keeps the tutorial's straight line
    /// wherever it leads.
    public var confinesToSafeArea = true
    /// The least distance between the safe area's edges and any button or label, in points;
    /// finite and ≥ 0. Default 8 (UIKit's default layout margin).
    public var safeAreaMargin = 8.0
    /// How the open buttons are arranged: the tutorial's line (folding where it does not
    /// fit), an arc or the full circle. Default ``Layout/line``.
    public var layout = Layout.line

    // MARK: Appearance

    /// The look: setting it sets ``blurStyle``, ``labelBackgroundColor`` and
    /// ``labelTextColor`` to the look's (``Style/automatic`` to the light look's, which a
    /// dark window turns dark: ``resolved(for:)``); they can then be changed one by one.
    /// Default ``Style/automatic``.
    ///
    /// - Attribute: menu-style
    public var style = Style.automatic {
      didSet {
        let dark = style == .dark
        blurStyle = dark ? .dark : .light
        labelBackgroundColor = dark ? FloatingMenuPalette.flatBlack : FloatingMenuPalette.flatWhite
        labelTextColor = dark ? FloatingMenuPalette.flatWhite : FloatingMenuPalette.flatBlack
      }
    }
    /// The backdrop's blur. Default `BlurStyle.light` (the tutorial suggests trying
    /// `extraLight` and `dark` too).
    public var blurStyle = BlurStyle.light
    /// The labels' font, at the default text size; the labels follow the window's (Dynamic
    /// Type) and are sized again when it changes. Default the system font at 15 pt, light
    /// (the tutorial's HelveticaNeue-Light 15).
    public var labelFont = Font.systemFont(ofSize: 15, weight: .light)
    /// The labels' text colour. Default ``FloatingMenuPalette/flatBlack``.
    public var labelTextColor: Color = FloatingMenuPalette.flatBlack
    /// The labels' background colour. Default ``FloatingMenuPalette/flatWhite``.
    public var labelBackgroundColor: Color = FloatingMenuPalette.flatWhite

    // MARK: Motion

    /// How the buttons and labels come and go. Default ``OpenStyle/spring`` (the
    /// tutorial's).
    public var openStyle = OpenStyle.spring
    /// How long opening and closing take, in seconds: the spring settles then; finite and
    /// ≥ 0. Default 0.4.
    public var animationDuration = 0.4
    /// The spring's damping ratio, in (0, 1] (1: no overshoot). Default 0.9.
    public var springDamping = 0.9
    /// The spring's initial velocity, in fractions of each distance per second; finite.
    /// Default 0.
    public var initialSpringVelocity = 0.0
    /// Seconds between one button starting to move and the next: opening starts with the
    /// button nearest the floating button, closing with the farthest; finite and ≥ 0.
    /// Default 0 (together, as the tutorial).
    public var staggerInterval = 0.0
    /// Whether tapping an item also closes the menu (after reporting it). Default true.
    /// (The tutorial's delegate dismissed the menu itself; a delegate that still does is
    /// fine.)
    public var closesOnSelection = true

    /// The tutorial's configuration.
    public init() {}

    /// The configuration as it shows in a window of `interfaceStyle`. With
    /// ``Style/automatic`` in a dark window, each of ``blurStyle``, ``labelBackgroundColor``
    /// and ``labelTextColor`` still at the light look's value takes the dark look's (one the
    /// app changed stays); otherwise the configuration itself.
    public func resolved(for interfaceStyle: UserInterfaceStyle) -> Configuration {
      guard style == .automatic, interfaceStyle == .dark else { return self }
      var shown = self
      if blurStyle == .light { shown.blurStyle = .dark }
      if labelBackgroundColor == FloatingMenuPalette.flatWhite {
        shown.labelBackgroundColor = FloatingMenuPalette.flatBlack
      }
      if labelTextColor == FloatingMenuPalette.flatBlack {
        shown.labelTextColor = FloatingMenuPalette.flatWhite
      }
      return shown
    }

    /// The first field out of range, as "field must be …, got …"; nil when all are in range.
    public var validationFailure: String? {
      if !(buttonPadding.isFinite && buttonPadding > 0) {
        return "buttonPadding must be finite and > 0, got \(buttonPadding)"
      }
      let nonNegative = [
        ("safeAreaMargin", safeAreaMargin), ("animationDuration", animationDuration),
        ("staggerInterval", staggerInterval),
      ]
      for (name, value) in nonNegative where !(value.isFinite && value >= 0) {
        return "\(name) must be finite and ≥ 0, got \(value)"
      }
      if !(springDamping.isFinite && springDamping > 0 && springDamping <= 1) {
        return "springDamping must be in (0, 1], got \(springDamping)"
      }
      if let failure = layout.validationFailure { return failure }
      if !initialSpringVelocity.isFinite {
        return "initialSpringVelocity must be finite, got \(initialSpringVelocity)"
      }
      return nil
    }
  }
}

extension FloatingMenuController {
  /// Applies what changed between `old` and the current configuration: the labels made again
  /// for a new font, the look (``applyLook()``), and the items moved for a new layout
  /// (``relayoutIfNeeded(force:)`` compares the layouts themselves).
  func applyConfiguration(changedFrom old: Configuration) {
    if configuration.labelFont != old.labelFont {
      rebuildItems(removing: buttonItems)
      applyLook()
      return
    }
    applyLook()
    relayoutIfNeeded()
  }

  /// The window the menu shows in, or will when it opens: its interface style decides an
  /// automatic look.
  var interfaceStyle: UserInterfaceStyle {
    (window ?? fromView.window)?.userInterfaceStyle ?? .light
  }

  /// Paints the backdrop and the labels in the configuration's look for the window's
  /// interface style, when it differs from what they show.
  func applyLook() {
    let look = configuration.resolved(for: interfaceStyle)
    blurredView.style = look.blurStyle
    if look.labelTextColor != shownLook.labelTextColor {
      for label in buttonLabels { label.textColor = look.labelTextColor }
    }
    if look.labelBackgroundColor != shownLook.labelBackgroundColor {
      View.performWithoutAnimation {
        for label in buttonLabels { label.backgroundColor = look.labelBackgroundColor }
      }
    }
    shownLook = look
  }
}
