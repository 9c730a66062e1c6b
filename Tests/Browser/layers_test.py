"""The layers renderer against the canvas renderer, in headless Chromium and Firefox: each
element twice on one page served from 127.0.0.1 under a strict Content-Security-Policy, one
drawn on its canvas (`renderer="canvas"`), one as the page's own layers (`renderer="layers"`,
every kind's default), side by
side on the same frames (one page, one frame loop, its clock held by the test: both advance by
the same seconds, 1/60 s a frame), and a screenshot of both at rest and at several instants while
they move compared box against box.

    python3 Tests/Browser/layers_test.py out/npm [SCRATCH_DIR]

Checks, per element and browser: every screenshot's two boxes agree within the conformance
tolerances (drives.py: PIXEL_LEVELS with a one-pixel neighbourhood, DIFFERING_SHARE of the
box, TILE_SHARE of any 32 × 32 tile, MEAN_LEVELS); at least one instant caught the element
moving (its box differs from where it comes to rest); the `renderer` property says what draws
each (every element as layers, none with a console note of a fallback: the radial menu's
ring-shaped masks are clip-paths); one console note says the layers move frame by frame
(no Web Animations); no console error, no policy violation. In Chromium also: switching `renderer` at run time both
ways draws the same, and a bad value warns and keeps the layers; and on a page without
`backdrop-filter` (CSS.supports says so) the floating menu falls back to its canvas when its
blur shows, with one console note.
Screenshots go to SCRATCH_DIR (default out/layers-test). Exit status: 0 every check passed;
1 a check failed; 2 a browser or the package is missing.
"""

import base64
import json
import os
import shutil
import sys
import time

import drives
from browsers import Chromium, Firefox, firefox_binary
from elements_test import package_folder, serve

STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'"
GAP = 20
ICONS = ["plus", "person", "mail", "star", "gear"]
ITEMS = "".join(f'<dm-item value="{v.lower()}" icon="{i}">{v}</dm-item>'
                for v, i in zip(["New Contact", "Heidi", "Neil Ross", "Elijah Woods", "Bella"], ICONS))

# Each element: its tag, its size, what sets it moving (both elements in one task) with when
# the screenshots are taken (seconds after; the last of each, at rest), and the renderer the
# element's own ends with.
MENU_STEPS = [("both('show')", [0.08, 0.2, 0.4, 1.8]), ("both('close')", [0.12, 0.3, 1.8])]
ELEMENTS = {
    "dial": ("dm-dial-menu", 390, 390, [("both('close')", [0.1, 0.25, 1.8]), ("both('show')", [0.1, 0.3, 1.8])], "layers"),
    # Then held in the middle (it opens), slid off it and lifted (it stays open); then pressed
    # on a sector (its highlight, a wedge masked to the sectors' band, shows) and lifted there
    # (it chooses and closes). Its masks (that band, the long dashes') are its layers'
    # clip-paths.
    "radial": ("dm-radial-menu", 390, 390, MENU_STEPS + [
        ("touch('pointerdown', 0, 0)", [1.2]), ("touch('pointermove', 70, -120)", [0.1]),
        ("touch('pointerup', 70, -120)", [0.3]), ("touch('pointerdown', -120, 40)", [0.3]),
        ("touch('pointerup', -120, 40)", [0.1, 0.3, 2.0])], "layers"),
    # A touch without a force reading (0.5) held: the ring fills over two seconds.
    "confirm": ("dm-confirm-button", 200, 260, [("press('pointerdown', 0.5, 'touch')", [0.4, 1.0, 2.6]),
                                                ("press('pointerup', 0, 'touch')", [0.05, 0.2, 2.5])], "layers"),
    "floating": ("dm-floating-menu", 390, 667, MENU_STEPS, "layers"),
    "slide": ("dm-slide-menu", 390, 667, MENU_STEPS, "layers"),
}
# While the floating menu fades in or out over its blur, what lies over the blur fades with the
# blur under it: the page's blur is an element apart (a browser's blur inside a faded group
# sees only the group), so a button over it shows a little of the blur the canvas's group
# hides, (1 − a)·a of it at opacity a, at most a quarter. Its tiles may differ then; the share
# and the mean still hold, and at rest it is exact (docs/web-components.md).
FADES_OVER_BLUR = {"floating"}

# The pages have no Web Animations: each element steps every frame, so both advance by the same
# seconds and the layers' performer meets the canvas frame for frame (a motion handed to the
# compositor runs on its clock: handover_test.py compares those frames, held).
STEPPED = "Element.prototype.animate = undefined;"
# And the page's frames are the test's: `advance(seconds)` runs its animation frames 1/60 s
# apart, each in a task of its own (images decode between them), so a screenshot shows the
# instant it names however slowly a busy machine takes it.
CLOCK = """
{
  let due = [], now = 0;
  window.requestAnimationFrame = (run) => due.push(run);
  window.cancelAnimationFrame = (id) => { if (due[id - 1]) due[id - 1] = () => {}; };
  window.advance = async (seconds) => {
    for (let k = Math.round(seconds * 60); k > 0; k--) {
      now += 1000 / 60;
      const running = due;
      due = [];
      for (const run of running) run(now);
      await new Promise((later) => setTimeout(later));
    }
  };
}
"""
STEPPING_NOTE = "no Web Animations"

RECORD = """
window.notes = []; window.warnings = []; window.violations = []; window.uncaught = [];
const info = console.info, warn = console.warn;
console.info = (...args) => { notes.push(args.join(' ')); info(...args); };
console.warn = (...args) => { warnings.push(args.join(' ')); warn(...args); };
document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
addEventListener('error', (e) => uncaught.push(e.message));
// Both elements' method called in one task.
window.both = (method) => document.querySelectorAll('[data-pair]').forEach((e) => e[method]());
// A pointer pressed (or lifted) at the same point of each element's canvas, in one task.
window.press = (type, pressure, pointerType) => {
  for (const element of document.querySelectorAll('[data-pair]')) {
    const canvas = element.shadowRoot.querySelector('canvas'), box = canvas.getBoundingClientRect();
    canvas.dispatchEvent(new PointerEvent(type, { pointerId: 7, pointerType, pressure,
      clientX: box.left + box.width / 2, clientY: box.bottom - 60, buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
  }
  // A press focuses its canvas, which would show its focus ring on one of the two.
  document.getElementById('keeper').focus();
};
// A finger at (dx, dy) from each element's centre, in one task.
window.touch = (type, dx, dy) => {
  for (const element of document.querySelectorAll('[data-pair]')) {
    const canvas = element.shadowRoot.querySelector('canvas'), box = canvas.getBoundingClientRect();
    canvas.dispatchEvent(new PointerEvent(type, { pointerId: 9, pointerType: 'touch', pressure: 0.5,
      clientX: box.left + box.width / 2 + dx, clientY: box.top + box.height / 2 + dy,
      buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
  }
  document.getElementById('keeper').focus();
};
"""


def page(folder, name):
    tag, width, height, _, _ = ELEMENTS[name]
    with open(os.path.join(folder, f"{name}.css"), "w") as f:
        # The window white, as the page: the canvas's blur sees only its window, the layers'
        # what lies behind them on the page.
        f.write(f"body {{ margin: 0; background: #fff; }}\n[data-pair] {{ position: absolute; top: 0; "
                f"width: {width}px; height: {height}px; --dm-background: #fff; }}\n#canvas {{ left: 0; }}\n"
                f"#layers {{ left: {width + GAP}px; }}\n#keeper {{ position: fixed; right: 0; bottom: 0; width: 70px; }}\n")
    items = "" if name == "confirm" else ITEMS
    with open(os.path.join(folder, f"{name}.html"), "w") as f:
        f.write(f'<!doctype html><meta charset="utf-8"><title>layers {name}</title>'
                f'<link rel="stylesheet" href="{name}.css"><script src="record.js"></script><script src="stepped.js"></script>'
                f'<script src="layers-compare.js"></script><script type="module" src="npm/dynamic-menus.js"></script>'
                f'<{tag} id="canvas" data-pair renderer="canvas">{items or "Delete"}</{tag}>'
                f'<{tag} id="layers" data-pair renderer="layers">{items or "Delete"}</{tag}>'
                # Focus on the page: no control takes the keyboard (and shows its focus ring).
                '<button id="keeper" autofocus>keeper</button>')
    return f"{name}.html"


def within(result, tiles=True):
    return (result["share"] <= drives.DIFFERING_SHARE and (not tiles or result["tile"] <= drives.TILE_SHARE)
            and result["mean"] <= drives.MEAN_LEVELS)


def compare(browser, name, step, boxes, png, shots):
    """Box against box of one screenshot; the PNG kept. Returns the comparison."""
    with open(os.path.join(shots, f"{browser.name.lower()}-{name}-{step}.png"), "wb") as f:
        f.write(base64.b64decode(png))
    return browser.run(f"return compareBoxes({json.dumps(png)}, {boxes[0]}, {json.dumps(png)}, {boxes[1]}, {drives.PIXEL_LEVELS})")


PROBE_CSS = ("body { margin: 0; background: #fff; } #under { position: absolute; left: 0; top: 0; width: 40px; "
             "height: 40px; background: #00f; } #over { position: absolute; left: 0; top: 0; width: 80px; "
             "height: 80px; backdrop-filter: invert(1); }")
PROBE_PAGE = ('<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="probe.css">'
              '<script src="layers-compare.js"></script><div id="under"></div><div id="over"></div>')


def draws_backdrop_filter(browser, base, folder):
    """Whether the browser draws `backdrop-filter` (headless Firefox's software renderer says
    it supports it and draws none): a blue square under invert(1) turns yellow."""
    with open(os.path.join(folder, "probe.css"), "w") as f:
        f.write(PROBE_CSS)
    with open(os.path.join(folder, "probe.html"), "w") as f:
        f.write(PROBE_PAGE)
    browser.load(f"{base}/probe.html")
    time.sleep(0.3)
    png = browser.screenshot()
    return browser.run(f"return pixelAt({json.dumps(png)}, 20, 20)") == [255, 255, 0]


def run_element(browser, base, folder, name, shots, check, blurs=True):
    """The element's pair through its steps; `blurs`: whether the browser draws
    backdrop-filter (where it does not, the floating menu's pictures are not compared)."""
    tag, width, height, steps, expected = ELEMENTS[name]
    compares = blurs or name not in FADES_OVER_BLUR
    browser.load(f"{base}/{page(folder, name)}")
    ready = browser.run("""
        const pair = [...document.querySelectorAll('[data-pair]')];
        await Promise.race([Promise.all(pair.map((e) => e.ready)), new Promise((r) => setTimeout(r, 15000))]);
        // The first frames ask for the images; they decode while the clock stands.
        await advance(0.5); await new Promise((r) => setTimeout(r, 1000)); await advance(1);
        const ratio = devicePixelRatio;
        return pair.map((e) => { const r = e.getBoundingClientRect();
          return [e.renderer, [r.left, r.top, r.width, r.height].map((v) => Math.round(v * ratio))]; });""")
    (canvas_renderer, canvas_box), (layers_renderer, layers_box) = ready
    check(f"{browser.name} {name}: the canvas element draws on its canvas, the other with {expected}",
          canvas_renderer == "canvas" and layers_renderer == expected, f"{ready}")
    boxes = (canvas_box, layers_box)
    moved = 0
    index = 0
    for action, instants in steps:
        browser.run(f"{action};")
        shown = 0
        pictures = []
        for k, instant in enumerate(instants):
            at_rest = k == len(instants) - 1
            browser.run(f"await advance({instant - shown});")
            shown = instant
            png = browser.screenshot()
            index += 1
            pictures.append(png)
            if not compares:
                continue
            result = compare(browser, name, f"{index:02d}", boxes, png, shots)
            check(f"{browser.name} {name}: {action} at {instant:.2f} s, the layers as the canvas "
                  f"({100 * result['share']:.2f} % differ, tile {100 * result['tile']:.1f} %, mean {result['mean']:.2f})",
                  within(result, tiles=at_rest or name not in FADES_OVER_BLUR), f"{result}")
        rest = pictures[-1]
        for png in pictures[:-1]:
            away = browser.run(f"return compareBoxes({json.dumps(png)}, {layers_box}, {json.dumps(rest)}, {layers_box}, {drives.PIXEL_LEVELS})")
            moved += away["share"] > 0.001
    check(f"{browser.name} {name}: the screenshots caught it moving ({moved} instants)", moved >= 1)
    notes, violations, uncaught = browser.run("return [window.notes, window.violations, window.uncaught]")
    stepping = [n for n in notes if STEPPING_NOTE in n]
    notes = [n for n in notes if STEPPING_NOTE not in n]
    check(f"{browser.name} {name}: one console note says its layers move frame by frame without Web Animations",
          len(stepping) == 1, f"{stepping}")
    if expected == "canvas":
        check(f"{browser.name} {name}: one console note says why it draws on its canvas",
              len(notes) == 1 and "masked" in notes[0], f"{notes}")
    else:
        check(f"{browser.name} {name}: no console note of a fallback", not notes, f"{notes}")
    errors = [e for e in browser.errors() if "favicon.ico" not in e]
    check(f"{browser.name} {name}: no console error, no policy violation",
          not violations and not uncaught and not errors, f"{violations} {uncaught} {errors}")


# A page whose browser has no backdrop-filter, as CSS.supports says it (before the package
# loads): the floating menu falls back to its canvas when its blur shows, once, with a note.
NO_BACKDROP_FILTER = """
const supports = CSS.supports.bind(CSS);
CSS.supports = (property, value) => !String(property).includes('backdrop-filter') && supports(property, value);
"""


def run_no_backdrop_filter(browser, base, folder, check):
    """The floating menu on a page without backdrop-filter (Chromium)."""
    with open(os.path.join(folder, "no-backdrop-filter.js"), "w") as f:
        f.write(NO_BACKDROP_FILTER)
    page(folder, "floating")
    with open(os.path.join(folder, "floating.html")) as f:
        html = f.read().replace('<script src="record.js"></script>',
                                '<script src="record.js"></script><script src="no-backdrop-filter.js"></script>')
    with open(os.path.join(folder, "floating-no-blur.html"), "w") as f:
        f.write(html)
    browser.load(f"{base}/floating-no-blur.html")
    said = browser.run("""
        const [canvas, layers] = document.querySelectorAll('[data-pair]');
        await Promise.all([canvas.ready, layers.ready]);
        const closed = layers.renderer;
        for (let k = 0; k < 2; k++) {
          both('show'); await advance(0.8);
          both('close'); await advance(0.8);
        }
        return [closed, layers.renderer, window.notes, window.uncaught];""")
    closed, after, notes, uncaught = said
    notes = [n for n in notes if STEPPING_NOTE not in n]
    check("Chromium without backdrop-filter: the floating menu shows as layers until its blur shows, "
          "then on its canvas, with one console note and no error",
          closed == "layers" and after == "canvas" and len(notes) == 1 and "backdrop-filter" in notes[0]
          and not uncaught, f"{said}")


def run_switching(browser, base, folder, shots, check):
    """`renderer` set at run time, both ways, and a bad value (Chromium)."""
    browser.load(f"{base}/{page(folder, 'floating')}")
    said = browser.run("""
        const [canvas, layers] = document.querySelectorAll('[data-pair]');
        await Promise.all([canvas.ready, layers.ready]);
        const frames = (n) => advance(n / 60);
        canvas.show(); layers.show();
        await advance(1.5);
        const seen = [];
        const look = () => seen.push([layers.renderer, layers.shadowRoot.querySelector('.layers') !== null]);
        layers.renderer = 'canvas'; await frames(3); look();
        layers.renderer = 'layers'; await frames(3); look();
        layers.setAttribute('renderer', 'sideways'); await frames(3); look();
        return [seen, window.warnings.filter((w) => w.includes('sideways'))];""")
    seen, warned = said
    check("Chromium: renderer switched at run time: canvas, then layers; a bad value keeps the layers",
          seen == [["canvas", False], ["layers", True], ["layers", True]] and len(warned) == 1, f"{said}")
    png = browser.screenshot()
    ratio = 2
    tag, width, height, _, _ = ELEMENTS["floating"]
    boxes = ([0, 0, width * ratio, height * ratio], [(width + GAP) * ratio, 0, width * ratio, height * ratio])
    result = compare(browser, "floating", "switched", boxes, png, shots)
    check(f"Chromium: after the switches the layers draw as the canvas ({100 * result['share']:.2f} % differ)",
          within(result), f"{result}")


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    package = os.path.abspath(sys.argv[1])
    shots = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "out/layers-test")
    if not os.path.exists(os.path.join(package, "dynamic-menus.js")):
        print(f"layers test: no package in {package} (make web)", file=sys.stderr)
        return 2
    folder = package_folder(package, "layers-pages")
    os.makedirs(shots, exist_ok=True)
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "layers-compare.js"), folder)
    with open(os.path.join(folder, "record.js"), "w") as f:
        f.write(RECORD)
    with open(os.path.join(folder, "stepped.js"), "w") as f:
        f.write(STEPPED + CLOCK)
    server = serve(folder, policy=STRICT)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    passed, failures = 0, []

    def check(label, condition, detail=""):
        nonlocal passed
        if condition:
            passed += 1
            print(f"  ok   {label}")
        else:
            failures.append(label)
            print(f"  FAIL {label}{': ' + detail if detail else ''}")

    width, height = 2 * 390 + GAP + 80, 667
    firefox = firefox_binary()
    browsers = [lambda: Chromium(width, height, 2)]
    if firefox:
        browsers.append(lambda: Firefox(firefox, width, height, 2))
    else:
        print("layers test: SKIPPING Firefox (none here; make deps installs firefox-esr)")
    try:
        for make in browsers:
            browser = make()
            print(f"layers test: {browser.name}")
            try:
                blurs = draws_backdrop_filter(browser, base, folder)
                if browser.name == "Chromium":
                    check("Chromium draws backdrop-filter: the floating menu's blur is compared", blurs)
                elif not blurs:
                    print(f"layers test: {browser.name} here draws no backdrop-filter (it says it has it): "
                          "the floating menu's blur is not compared in it")
                for name in ELEMENTS:
                    run_element(browser, base, folder, name, shots, check, blurs)
                if browser.name == "Chromium":
                    run_switching(browser, base, folder, shots, check)
                    run_no_backdrop_filter(browser, base, folder, check)
            finally:
                browser.close()
    finally:
        server.shutdown()
    print(f"layers test: {passed} passed, {len(failures)} failed"
          + (f" ({', '.join(failures)})" if failures else ""))
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
