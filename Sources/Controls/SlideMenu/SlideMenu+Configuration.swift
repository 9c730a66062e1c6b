public import DynamicMenusGeometry
import DynamicMenusViews

extension SlideMenu {
  /// How a ``SlideMenu`` looks and moves: every default is the tutorial's number
  /// (docs/controls/slide-menu.md, its `MenuComponent`), or, for what it lacks,
  /// the one stated.
  ///
  /// ```swift
  /// var configuration = SlideMenu.Configuration()
  /// configuration.elasticity = 0.5
  /// configuration.presentationStyle = .pushesContent
  /// configuration.hidesOnSelection = true
  /// menu.configuration = configuration
  /// ```
  ///
  /// Setting a configuration with a value out of range stops with a message naming the field
  /// (``validationFailure`` says which, without stopping).
  public nonisolated struct Configuration: Hashable, Sendable {
    // MARK: The tutorial's

    /// The menu's colour (the tutorial's `menuBackgroundColor`). Default (0, 0.47, 0.39),
    /// the demo's green (``SlideMenu/defaultMenuColor``).
    public var menuBackgroundColor: Color = SlideMenu.defaultMenuColor
    /// How the options look (the tutorial's `tableSettings`).
    public var tableSettings = TableSettings()
    /// The height of each option row, in points; finite and > 0 (the tutorial's
    /// `optionCellHeight`). Default 50.
    public var optionCellHeight = 50.0
    /// The magnitude of the instantaneous push that starts each show and hide, in UIKit
    /// Newton-seconds (the tutorial's `acceleration`): Δv = acceleration / mass × 100 pt/s,
    /// the mass being width × height / 10 000 (a 150 × 667 menu gets 150 pt/s); finite and
    /// ≥ 0. Default 15.
    public var acceleration = 15.0
    /// The gravity pulling the menu towards where it goes, in UIKit's magnitude (1 = 1000
    /// pt/s²); finite and > 0. Default 1 (the tutorial's direction vector (±1, 0)).
    public var gravityMagnitude = 1.0
    /// The bounciness of the menu against its boundary, 0…1 (the item behaviour's
    /// elasticity; approaches slower than 100 pt/s never bounce). Default 0.35.
    public var elasticity = 0.35

    // MARK: Beyond the tutorial

    /// The side the menu slides in from. Default ``Edge/trailing`` (the right in left-to-right
    /// layouts, as the tutorial's demo). Changing it moves the menu to the new side at once.
    ///
    /// - Attribute: side
    public var edge = Edge.trailing
    /// The backdrop's colour. Default grey (0.5 white).
    public var backdropColor = Color.gray
    /// The backdrop's alpha while the menu shows, 0…1; on the way it follows the menu's
    /// progress. Default 0.25.
    public var shownBackdropAlpha = 0.25
    /// Space between the menu's edges and its list, in points, each finite and ≥ 0; the list
    /// also keeps out of the safe area's insets where the shown menu reaches into them
    /// (``SlideMenu/listInsets``). Default 20 at the top (room for a status bar), 0
    /// elsewhere.
    ///
    /// - Attributes: options-inset-…
    public var optionsInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    /// How long the ease that replaces the physics under "Reduce Motion" takes, in seconds;
    /// finite and ≥ 0. Default 0.25.
    public var reducedMotionDuration = 0.25
    /// How the menu shows against the target view's content: over it, pushing it aside, or
    /// in parallax (SlideMenu+Presentation.swift). Default ``PresentationStyle/overContent``
    /// (the tutorial's). The other styles set the content views' transforms (a translation
    /// along x), and put them back when the style returns to over-content.
    public var presentationStyle = PresentationStyle.overContent
    /// Whether the menu casts a shadow on the content from its inner edge. Default false
    /// (the tutorial's flat menu).
    public var castsEdgeShadow = false
    /// Whether choosing an option also hides the menu (after reporting it). Default false:
    /// the tutorial leaves the menu up and lets the handler decide.
    public var hidesOnSelection = false
    /// The width of the zone along the target view's edge, on the menu's side, where a pan
    /// takes the hidden menu, in points; finite and ≥ 0. Default 20 (as
    /// `UIScreenEdgePanGestureRecognizer`).
    public var screenEdgeZoneWidth = 20.0
    /// The menu's width in points, 0 for its frame's (the tutorial's 150, widened by
    /// ``widthFitsOptions``); finite and ≥ 0. Any other value is the width, whatever its
    /// options need (``SlideMenu/menuWidth``). Default 0.
    public var menuWidth = 0.0
    /// Whether a menu of its frame's width widens to show its widest option whole (icon and
    /// title on one line, in the table settings' font at the window's text size), up to four
    /// fifths of the target view's width; past that, titles are cut with "…". Default false
    /// (the tutorial's fixed frame); the `<dm-slide-menu>` element's default is true.
    public var widthFitsOptions = false

    /// The tutorial's configuration.
    public init() {}

    /// The first field out of range, as "field must be …, got …"; nil when all are in range.
    public var validationFailure: String? {
      let positive = [
        ("optionCellHeight", optionCellHeight), ("gravityMagnitude", gravityMagnitude),
      ]
      for (name, value) in positive where !(value.isFinite && value > 0) {
        return "\(name) must be finite and > 0, got \(value)"
      }
      let insets = optionsInsets
      let nonNegative = [
        ("acceleration", acceleration), ("reducedMotionDuration", reducedMotionDuration),
        ("screenEdgeZoneWidth", screenEdgeZoneWidth), ("menuWidth", menuWidth),
        ("optionsInsets.top", insets.top),
        ("optionsInsets.left", insets.left), ("optionsInsets.bottom", insets.bottom),
        ("optionsInsets.right", insets.right),
      ]
      for (name, value) in nonNegative where !(value.isFinite && value >= 0) {
        return "\(name) must be finite and ≥ 0, got \(value)"
      }
      for (name, value) in [("elasticity", elasticity), ("shownBackdropAlpha", shownBackdropAlpha)]
      where !(value.isFinite && value >= 0 && value <= 1) {
        return "\(name) must be in 0…1, got \(value)"
      }
      return nil
    }
  }
}

extension SlideMenu {
  /// Applies what changed between `old` and the current configuration: colours, the list's
  /// look and row height, the backdrop, the content's shift and the edge shadow. The motion
  /// numbers take effect with the next show, hide or release.
  func applyConfiguration(changedFrom old: Configuration) {
    let new = configuration
    if new.menuBackgroundColor != old.menuBackgroundColor {
      backgroundColor = new.menuBackgroundColor
      overhang.backgroundColor = new.menuBackgroundColor
    }
    if new.tableSettings != old.tableSettings { applyTableSettings() }
    optionsListView.rowHeight = new.optionCellHeight
    if new.backdropColor != old.backdropColor {
      backgroundView.backgroundColor = new.backdropColor
    }
    if new.shownBackdropAlpha != old.shownBackdropAlpha { updateBackdrop() }
    if new.optionsInsets != old.optionsInsets || new.edge != old.edge
      || new.menuWidth != old.menuWidth
      || new.widthFitsOptions != old.widthFitsOptions
      || new.tableSettings.font != old.tableSettings.font
    {
      setNeedsLayout()
    }
    if new.presentationStyle != old.presentationStyle { shiftContent(progress: progress) }
    if new.castsEdgeShadow != old.castsEdgeShadow { applyEdgeShadow() }
  }
}
