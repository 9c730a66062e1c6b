public import DynamicMenusGeometry

extension RadialMenu {
  /// The menu's colours.
  ///
  /// ```swift
  /// menu.configuration.appearance.ringColor = .white
  /// menu.configuration.appearance = .cosmos // the published app's near-black fill
  /// ```
  public nonisolated struct Appearance: Hashable, Sendable {
    /// The rings, the dashes and the dividing lines. Default ``RadialMenu/cosmosBlue``.
    public var ringColor: Color
    /// The fill inside the thick ring, behind everything: the menu's own backdrop, growing
    /// with the ring. Nil leaves it clear, so what is behind the menu shows through. Default
    /// nil (the chapter's `fillColor = clear`); ``cosmos`` fills it with
    /// ``RadialMenu/nearBlack``.
    public var backdropColor: Color?
    /// The highlighted sector's wedge. Default COSMOS blue at 35 % alpha.
    public var highlightColor: Color
    /// The items' icons. Default ``RadialMenu/cosmosBlue``.
    public var iconColor: Color
    /// The highlighted item's icon. Default white.
    public var highlightedIconColor: Color

    /// Creates an appearance; every colour defaults to the COSMOS look, the ring clear.
    public init(
      ringColor: Color = RadialMenu.cosmosBlue, backdropColor: Color? = nil,
      highlightColor: Color = RadialMenu.cosmosBlue.withAlphaComponent(0.35),
      iconColor: Color = RadialMenu.cosmosBlue, highlightedIconColor: Color = .white
    ) {
      self.ringColor = ringColor
      self.backdropColor = backdropColor
      self.highlightColor = highlightColor
      self.iconColor = iconColor
      self.highlightedIconColor = highlightedIconColor
    }

    /// The chapter's look: COSMOS blue, the ring clear. The default.
    public static let chapter = Appearance()
    /// The published COSMOS app's look: blue on a near-black fill.
    public static let cosmos = Appearance(backdropColor: RadialMenu.nearBlack)
  }

  /// COSMOS blue, the app's one colour: sRGB (0.094, 0.271, 1.0), #1845FF.
  nonisolated public static let cosmosBlue = Color(red: 0.094, green: 0.271, blue: 1.0)
  /// The near-black behind the COSMOS menu: sRGB (0.02, 0.024, 0.04), #05060A.
  nonisolated public static let nearBlack = Color(red: 0.02, green: 0.024, blue: 0.04)
}
