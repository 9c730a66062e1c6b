import DynamicMenusGeometry

/// The twelve signs of the zodiac as line glyphs, in the order of the year from Aries: the
/// radial menu's twelve items (the COSMOS app used them). Stylised on the 24-point grid, 2 pt
/// strokes, clear at 24 pt.
nonisolated extension Icons {
  /// ♈ Aries: a ram's two horns curling out of one stem.
  public static let aries = icon(
    """
    M12 21V9.5C12 5.5 10 3 7.2 3C5 3 3.5 4.6 3.5 6.6C3.5 8.4 4.8 9.6 6.4 9.6;
    M12 9.5C12 5.5 14 3 16.8 3C19 3 20.5 4.6 20.5 6.6C20.5 8.4 19.2 9.6 17.6 9.6
    """)
  /// ♉ Taurus: a round head under a pair of horns.
  public static let taurus = icon("circle 12 15.5 5.5; M4 3C5 7.4 8 10 12 10C16 10 19 7.4 20 3")
  /// ♊ Gemini: two pillars between two bowed bars.
  public static let gemini = icon("M4 4Q12 8 20 4; M4 20Q12 16 20 20; M9 6.2V17.8; M15 6.2V17.8")
  /// ♋ Cancer: two curls, one above the other, turned against each other.
  public static let cancer = icon(
    """
    circle 7 9 2.8; M7 6.2C11 4.3 16.8 4.2 21 7.2;
    circle 17 15 2.8; M17 17.8C13 19.7 7.2 19.8 3 16.8
    """)
  /// ♌ Leo: a small circle and a mane sweeping into a tail.
  public static let leo = icon(
    """
    circle 6.8 15 3.2;
    M9.6 13.3C8.4 9.5 9.2 3.5 14 3.5C18 3.5 19 7 17.6 10.4C16.2 13.8 15 17 16.8 19.6
    C17.8 21 19.8 21 21 19.6
    """)
  /// ♍ Virgo: an "m" whose last leg loops.
  public static let virgo = icon(
    """
    M3 5.5V18; M3 8C3 5 7.5 5 7.5 8V18; M7.5 8C7.5 5 12 5 12 8V18.5;
    M12 13.5C13.5 10 19.8 9.2 19.8 12.6C19.8 16 15.6 17.6 12.8 21
    """)
  /// ♎ Libra: a setting sun over a line: the scales.
  public static let libra = icon(
    """
    M3 20H21;
    M3 16H8.2C6.8 14.8 6 13.2 6 11.5C6 8.2 8.7 5.5 12 5.5C15.3 5.5 18 8.2 18 11.5
    C18 13.2 17.2 14.8 15.8 16H21
    """)
  /// ♏ Scorpio: an "m" whose last leg ends in the sting.
  public static let scorpio = icon(
    """
    M3 5.5V18; M3 8C3 5 7.5 5 7.5 8V18;
    M7.5 8C7.5 5 12 5 12 8V16.5C12 18.4 13.2 19.5 15 19.5H20.5; M18 16.8L20.7 19.5L18 22.2
    """)
  /// ♐ Sagittarius: the archer's arrow, crossed.
  public static let sagittarius = icon("M4 20L20 4; M11.5 4H20V12.5; M6.5 11L13 17.5")
  /// ♑ Capricorn: the sea-goat, a "V" whose right stroke ends in a fish's tail.
  public static let capricorn = icon(
    """
    M3 5C5 5 6.2 6.8 6.6 9.6L8.4 19.5L11.6 7C12.2 4.6 15.4 4.4 16.2 7L17.2 13.5;
    M17.2 13.5C17.6 16.8 21 16.9 21 14.2C21 11.6 17.7 11.2 16.4 14.2C15.4 16.8 13.8 19.6 10.8 20.6
    """)
  /// ♒ Aquarius: two parallel waves of water.
  public static let aquarius = icon(
    "M3 10L6 7L9 10L12 7L15 10L18 7L21 10; M3 17L6 14L9 17L12 14L15 17L18 14L21 17")
  /// ♓ Pisces: two fish back to back, tied by a line.
  public static let pisces = icon(
    "M4.5 3C9.8 7.4 9.8 16.6 4.5 21; M19.5 3C14.2 7.4 14.2 16.6 19.5 21; M6 12H18")

  /// The twelve signs from Aries to Pisces.
  public static let zodiac: [Image] = [
    aries, taurus, gemini, cancer, leo, virgo, libra, scorpio, sagittarius, capricorn, aquarius,
    pisces,
  ]

  /// The signs' names, in the order of ``zodiac``.
  public static let zodiacNames = [
    "Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius",
    "Capricorn", "Aquarius", "Pisces",
  ]
}
