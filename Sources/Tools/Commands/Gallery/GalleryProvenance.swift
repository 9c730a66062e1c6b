/// Where each control's behaviour comes from, for the catalog's note under each live control:
/// the tutorial (docs/controls and the seed it re-creates), the published app or project the
/// tutorial belongs to (where the tutorial leaves a number or a motion to it), or this
/// project's own choice where both are silent.
extension GalleryPage {
  /// The three sources a behaviour can have.
  enum Origin: String {
    /// The tutorial's text or code.
    case tutorial = "the tutorial"
    /// The published app or project the tutorial belongs to (COSMOS, the floating menu's
    /// and the slide menu's sample projects).
    case publishedApp = "the published app"
    /// Ours: the tutorial and the app are silent, or we went beyond them.
    case ours = "ours"

    /// The class the page styles its cell with.
    var className: String {
      switch self {
      case .tutorial: "origin-tutorial"
      case .publishedApp: "origin-app"
      case .ours: "origin-ours"
      }
    }
  }

  /// Each section's behaviours and their sources, by the section's name, in the order a
  /// person meets them.
  static let provenance: [String: [(behaviour: String, origin: Origin)]] = [
    "dial": [
      (
        "A ring of 100-point bubbles, each tied to the centre and to its neighbour by rigid "
          + "attachments, so the ring turns as one", .tutorial
      ),
      (
        "Dragging snaps the nearest bubble to the finger (damping 1.5); on release the bubble "
          + "nearest the top snaps there (damping 2)", .tutorial
      ),
      (
        "Bubbles inflate near the top: 1.33 × at the top, 0.66 × from 100 points away (the "
          + "text's curve; the printed formula peaks at 1.16)", .tutorial
      ),
      ("Random bubble colours, seeded by title so every run looks the same", .ours),
      ("The chosen item is the one at the top when the wheel comes to rest", .ours),
      (
        "Under 512 points the bubbles shrink in proportion, so the top one never hides its "
          + "neighbours", .ours
      ),
      ("Arrow keys turn the wheel; VoiceOver reads it as an adjustable list", .ours),
    ],
    "radial": [
      (
        "The rings, dashes and twelve dividing lines, with every radius and width of the "
          + "chapter (thick ring 28 to 450 points)", .tutorial
      ),
      (
        "The opening and closing choreography: rings out in turn, lines drawn in a random "
          + "order, dashes grown last, in one second", .publishedApp
      ),
      (
        "A long press opens it; sliding round highlights the 30° sector under the finger; "
          + "lifting chooses it, lifting before it is open reverts it", .publishedApp
      ),
      ("Blue on near black", .publishedApp),
      ("A press on the centre opens at once; a tap outside the sectors closes it", .ours),
      ("Keys, VoiceOver, and any count of items from 2 to 24", .ours),
    ],
    "confirm": [
      (
        "Pressing harder fills the ring faster (3D Touch force); without force, holding "
          + "fills it in 2 seconds", .tutorial
      ),
      (
        "The ring appears 100 points above the touch; full, it turns red and reads CONFIRM; "
          + "sliding into it turns it green, OK; letting go there confirms", .tutorial
      ),
      ("Letting go anywhere else cancels", .tutorial),
      ("Dragging more than 100 points away cancels at once", .ours),
      (
        "Space or return held fills it; VoiceOver confirms only through its Confirm action",
        .ours
      ),
      ("Reduce Motion keeps the ring's size; right to left it fills from 9 o'clock", .ours),
    ],
    "floating": [
      (
        "Buttons slide out of the floating button in a line, half a turn round, fading in, "
          + "each with a label, over a blurred backdrop; a red close button takes its place",
        .tutorial
      ),
      ("70 points between buttons, UIKit's spring of 0.4 s with damping 0.9", .publishedApp),
      ("A tap on the backdrop cancels, as the close button does", .publishedApp),
      ("Choosing an item closes the menu; a tap on a label chooses too", .ours),
      (
        "Lines that do not fit fold into columns inside the safe area; arc and circle "
          + "layouts, a stagger, other opening styles", .ours
      ),
      ("Dark in a dark window (the default automatic look), as iOS's system materials", .ours),
    ],
    "slide": [
      (
        "A swipe shows and hides it; gravity pulls it in, a boundary stops it, a push makes it "
          + "snappy, elasticity bounces it", .tutorial
      ),
      (
        "Push 15, elasticity 0.35, a 150-point menu from the right, a grey backdrop while it "
          + "shows, the five options", .publishedApp
      ),
      (
        "Dragging moves it with the finger, and the finger's speed at the lift goes to the "
          + "physics; turned back in mid-flight it keeps its speed", .ours
      ),
      (
        "Reduce Motion eases it in without gravity or bounce; right to left it comes from the "
          + "left", .ours
      ),
      ("Keys and VoiceOver reach its options", .ours),
    ],
  ]

  /// The note for `section`: a table of its behaviours and their sources; empty for a
  /// section without one.
  static func provenanceNote(_ section: Section) -> String {
    guard let rows = provenance[section.name] else { return "" }
    var out = """
      <table class="provenance">
      <caption>Where each behaviour comes from</caption>

      """
    for row in rows {
      out += "<tr><td>\(escape(row.behaviour))</td>"
      out += "<td class=\"\(row.origin.className)\">\(row.origin.rawValue)</td></tr>\n"
    }
    return out + "</table>\n"
  }
}
