import DynamicMenusControls
import DynamicMenusDemoScenes
import DynamicMenusGeometry
import DynamicMenusLayers
import Foundation

/// The gallery's `index.html`: a title, then each control with its description and a grid of
/// cards, one per demo script: the animation, the still beside it, the script's title and
/// caption. With the web host (`--web`), the page is the catalog: each section starts with the
/// control itself, live (the package's custom element), with a knob for every setting, the code
/// to copy and its events (catalog.js fills `<div data-catalog="NAME">`); the recorded demos
/// stay below it.
/// Inline CSS; deterministic: the same input gives the same bytes.
struct GalleryPage {
  /// A control's section.
  struct Section {
    var name: String
    var title: String
    var summary: String
    var entries: [Entry]
  }

  /// One script's card.
  struct Entry {
    var title: String
    var caption: String
    /// The animation's path, relative to the page.
    var animation: String
    /// The still's path, relative to the page.
    var still: String
    var stillTime: Double
    var duration: Double
    /// The canvas in points.
    var size: Size
  }

  /// Marks a page this command wrote, so a later run may replace its directory.
  static let generatorMark = "<meta name=\"generator\" content=\"dynamic-menus gallery\">"

  var sections: [Section]
  /// Whether the page runs the live controls (the web host's files are beside it).
  var isLive = false
  /// Each section's live catalog (``catalog(_:)``), by the section's name.
  let catalogs: [String: String]

  /// A page of `sections`, live (`isLive`) or not.
  @MainActor init(sections: [Section], isLive: Bool) {
    self.sections = sections
    self.isLive = isLive
    catalogs = Dictionary(uniqueKeysWithValues: sections.map { ($0.name, Self.catalog($0)) })
  }

  /// The files the live page loads, all read from `directory` (make web's out/web): the
  /// package's classic build (the elements, the module and the fonts inline, so the page works
  /// from disk), and the catalog's script (with each attribute's summary and range, for the
  /// knobs, and the snippets) and style.
  static let webHostFileNames = ["dynamic-menus.classic.js", "catalog.js", "catalog.css"]

  /// The web host's files as (name, bytes), or bad input naming the one that is missing.
  static func webHostFiles(in directory: String) throws(BadInput) -> [(String, [UInt8])] {
    try webHostFileNames.map { name throws(BadInput) in
      let path = directory + "/" + name
      guard let data = FileManager.default.contents(atPath: path) else {
        throw BadInput("--web: cannot read '\(path)' (make web builds the web host)")
      }
      return (name, Array(data))
    }
  }

  /// The height images are shown at, in CSS pixels.
  static let imageHeight = 280.0

  /// The page.
  var html: String {
    var out = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      \(Self.generatorMark)
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>DynamicMenus — gallery</title>
      <style>
      \(Self.style)
      </style>
      \(isLive ? "<link rel=\"stylesheet\" href=\"catalog.css\">" : "")
      </head>
      <body>
      <header>
      <h1>DynamicMenus</h1>
      \(isLive ? Self.install : introduction)
      <nav>\(sections.map { "<a href=\"#\(Self.escape($0.name))\">\(Self.escape($0.title))</a>" }.joined(separator: " · "))</nav>
      </header>
      <main>

      """
    for (index, section) in sections.enumerated() {
      let summary = "<p class=\"summary\">\(Self.escape(Self.sentence(section.summary)))</p>\n"
      out += """
        <section id="\(Self.escape(section.name))">
        <h2>\(Self.escape(section.title)) <code>\(Self.escape(section.name))</code></h2>

        """
      // The live page shows the control first, the words after it: on a phone the first
      // screen holds the dial itself, not a page of prose.
      if isLive {
        out += (catalogs[section.name] ?? "") + summary
        if index == 0 { out += introduction }
      } else {
        out += summary
      }
      out += Self.provenanceNote(section)
      out += "<div class=\"grid\">\n"
      for entry in section.entries { out += Self.card(entry) }
      out += "</div>\n</section>\n"
    }
    out += """
      </main>
      <footer>Made by <code>dynamic-menus gallery</code>. Replay any card with \
      <code>dynamic-menus render CONTROL --script Demos/CONTROL/NAME.script --from 0 --to T \
      --out NAME.apng</code>, or play with the controls in <code>dynamic-menus play</code>.</footer>

      """
    if isLive {
      out += """
        <script src="dynamic-menus.classic.js"></script>
        <script src="catalog.js"></script>

        """
    }
    out += "</body>\n</html>\n"
    return out
  }

  /// The live page's first line: how to install the package, under the title.
  static let install = """
    <p class="install"><code>npm install dynamic-menus</code> · then \
    <code>import 'dynamic-menus'</code> and <code>&lt;dm-dial-menu&gt;</code> on your page</p>
    """

  /// What the page is; the live page shows it after the first control.
  var introduction: String {
    let live = """
      Each section starts with the control itself, live in your browser (its custom element, \
      WebAssembly): touch it, click it, or focus it and use the keys. Turn a setting and it \
      changes at once, with the code to copy (HTML, UIKit, SwiftUI) and the address (share it) \
      in step; the events it fires are listed as they come. \

      """
    return """
      <p class="introduction">Physics-driven, animated menu controls re-created from five iOS \
      tutorials, on portable re-implementations of UIKit Dynamics and Core Animation. \
      \(isLive ? live : "")The pictures were played from the demo scripts \
      (<code>Demos/&lt;control&gt;/*.script</code>) at 60 frames a second; the still beside \
      each animation is the moment that differs most from its start.</p>
      """
  }

  /// Each section's catalog entry, by the section's name: the element it shows, the line that
  /// says what to do with it, and the tutorial's items, each a label and a built-in symbol's
  /// name (empty: none) (the confirm button: its title), which the catalog starts from and its
  /// Reset brings back: the demo scenes' own. The people of the floating menu show the person
  /// symbol (the demo's photos are no symbols); the radial menu's items are the page for
  /// phones', the zodiac glyphs being no symbols of the package either.
  @MainActor static var catalogEntries:
    [String: (kind: String, hint: String, items: [(String, String)])]
  {
    let floating = FloatingScene.titles.enumerated().map { ($1, $0 == 0 ? "plus" : "person") }
    let slide = SlideMenu.tutorialOptions.map { option in
      (option.title, Icons.all.first { $0.image == option.icon }?.name ?? "")
    }
    return [
      "dial": (
        "dial-menu", "Drag the wheel round, or tap a bubble: the one at the top is chosen",
        DialScene.beerStyles.map { ($0, "") }
      ),
      "radial": (
        "radial-menu", "Press and hold the centre, slide round to an item, lift",
        [
          ("Mail", "mail"), ("Search", "search"), ("Favourites", "heart"), ("Starred", "star"),
          ("Downloads", "download"), ("Settings", "gear"),
        ]
      ),
      "confirm": (
        "confirm-button", "Hold Delete (press harder to go faster), slide up into the ring, let go",
        [(ConfirmScene.title, "")]
      ),
      "floating": (
        "floating-menu", "Tap the + button, then a person; tap outside to close", floating
      ),
      "slide": (
        "slide-menu", "Swipe left from the right edge to show the menu; swipe back to hide", slide
      ),
    ]
  }

  /// The control itself, live, with its knobs, items, code and events (catalog.js fills it);
  /// its tutorial items as JSON, `[["Label", "symbol"], …]`.
  @MainActor static func catalog(_ section: Section) -> String {
    guard let entry = catalogEntries[section.name] else { return "" }
    let items =
      "["
      + entry.items.map { "[\(jsonString($0.0)), \(jsonString($0.1))]" }
      .joined(separator: ",") + "]"
    return """
      <div class="catalog" data-catalog="\(escape(section.name))" data-kind="\(entry.kind)" \
      data-hint="\(escape(entry.hint))" data-items="\(escape(items))"></div>

      """
  }

  /// `text` as a JSON string literal.
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  static func card(_ e: Entry) -> String {
    let width = (imageHeight * e.size.width / e.size.height).rounded()
    let height = imageHeight.rounded()
    let still = String(format: "%.2f", e.stillTime)
    let duration = String(format: "%.1f", e.duration)
    return """
      <figure>
      <div class="images">
      <img src="\(escape(e.animation))" width="\(Int(width))" height="\(Int(height))" \
      alt="\(escape(e.title)): animation">
      <a href="\(escape(e.still))"><img src="\(escape(e.still))" width="\(Int(width))" \
      height="\(Int(height))" alt="\(escape(e.title)): still at \(still) s"></a>
      </div>
      <figcaption><strong>\(escape(e.title))</strong> \(escape(e.caption))
      <span class="meta">\(duration) s · still at \(still) s</span></figcaption>
      </figure>

      """
  }

  /// Capitalises the first letter and ends with a full stop.
  static func sentence(_ s: String) -> String {
    guard let first = s.first else { return s }
    let body = first.uppercased() + s.dropFirst()
    return body.hasSuffix(".") ? body : body + "."
  }

  /// Escapes text for HTML content and attribute values.
  static func escape(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  static let style = """
    :root { color-scheme: light dark; --fg: #1c1c1e; --muted: #6e6e73; --bg: #f5f5f7;
      --card: #ffffff; --line: #d2d2d7; }
    @media (prefers-color-scheme: dark) { :root { --fg: #f5f5f7; --muted: #a1a1a6;
      --bg: #000000; --card: #1c1c1e; --line: #38383a; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.5 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
      color: var(--fg); background: var(--bg); }
    header, main, footer { max-width: 1180px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 40px; }
    h1 { font-size: 40px; margin: 0 0 8px; letter-spacing: -0.02em; }
    header p, .introduction { max-width: 760px; color: var(--muted); margin: 0 0 16px; }
    .install code { color: var(--fg); }
    nav a { color: inherit; }
    h2 { font-size: 26px; margin: 48px 0 4px; }
    h2 code { font-size: 15px; color: var(--muted); font-weight: normal; margin-left: 8px; }
    .summary { color: var(--muted); margin: 0 0 20px; }
    .grid { display: flex; flex-wrap: wrap; gap: 20px; }
    figure { margin: 0; padding: 14px; background: var(--card); border: 1px solid var(--line);
      border-radius: 14px; max-width: 100%; width: fit-content; }
    .images { display: flex; gap: 10px; }
    .images img { display: block; border-radius: 8px; max-width: 100%; height: auto; }
    figcaption { margin-top: 10px; font-size: 14px; width: 0; min-width: 100%; }
    figcaption strong { display: block; font-size: 15px; }
    .meta { display: block; color: var(--muted); font-size: 12px; margin-top: 4px; }
    .dm-error { max-width: 260px; color: var(--muted); }
    .provenance { border-collapse: collapse; margin: 0 0 24px; font-size: 14px; max-width: 900px; }
    .provenance caption { text-align: start; font-weight: 600; padding-bottom: 6px; }
    .provenance td { border-top: 1px solid var(--line); padding: 6px 12px 6px 0; vertical-align: top; }
    .provenance td:last-child { white-space: nowrap; color: var(--muted); }
    .provenance .origin-ours { font-style: italic; }
    code { font-family: "DejaVu Sans Mono", monospace; font-size: 0.9em; }
    /* A phone: the title, the install line and the first control in the first screen. */
    @media (max-width: 760px) {
      header, main, footer { padding: 0 14px; }
      header { padding-top: 14px; }
      h1 { font-size: 30px; margin-bottom: 2px; }
      h2 { margin-top: 28px; }
    }
    footer { color: var(--muted); font-size: 13px; padding-top: 40px; padding-bottom: 40px; }
    """
}
