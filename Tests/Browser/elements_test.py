"""The package's custom elements in headless Chromium: pages written for this test, with items
no demo has, served from 127.0.0.1 (the ES module, the module fetched and streamed) and opened
from disk (the classic script, everything inline), and the package installed from its `npm
pack` tarball into a scratch directory.

    python3 Tests/Browser/elements_test.py [--renderer layers|canvas] out/npm [SCRATCH_DIR [WEB_DIR]]

The elements draw with the renderer given (default layers: the package's own defaults, layers for
every kind; every check reads the screen, so both renderers pass the same checks).

Checks: every element draws; a mouse, the keyboard and a pen drive the controls to a choice
and the right event arrives with the right detail; attributes, properties, methods, `.items`
and child changes; the console warnings for bad input; labels stay text; the plain buttons
without WebAssembly; twenty elements on one page; 1,000 connect/disconnect cycles with the
module's memory flat; moving an element keeps its state; the dial submits with a form; with
the layers, each menu's opening runs compositor animations 100 ms after show() and a 300 ms
busy loop leaves it on time. With
WEB_DIR (out/web), `make web`'s page for phones too (phone_page.py).
Screenshots go to SCRATCH_DIR (default out/elements-test). Exit status: 0 every check passed;
1 a check failed; 2 the browser, npm or the package is missing (`make deps`, `make web`).
"""

import functools
import json
import http.server
import os
import shutil
import subprocess
import sys
import threading
import time

import phone_page
from browser_test import Checks, browser, dial_ring_radius, element_colours, element_pixels

try:
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.keys import Keys
except ImportError:
    print("elements test: selenium is missing (make deps)", file=sys.stderr)
    sys.exit(2)

BEERS = """
  <dm-item value="lager">Pale lager</dm-item>
  <dm-item value="wit">Witbier</dm-item>
  <dm-item value="stout" color="rebeccapurple">Stout</dm-item>
  <dm-item value="ipa">IPA</dm-item>"""

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>elements</title>
<style>body {{ margin: 0; font: 14px sans-serif; }} dm-dial-menu {{ width: 300px; height: 300px; }}</style>
{head}
<script>
  window.events = [];
  for (const type of ['dm-will-open', 'dm-open', 'dm-will-close', 'dm-close', 'dm-select', 'dm-cancel', 'dm-confirm']) {{
    document.addEventListener(type, (e) => events.push({{ type, detail: e.detail, target: e.target.localName,
      composed: e.composed, bubbles: e.bubbles }}));
  }}
  window.warnings = [];
  const warn = console.warn;
  console.warn = (...args) => {{ warnings.push(args.join(' ')); warn(...args); }};
  window.addEventListener('error', (e) => (window.uncaught ??= []).push(e.message));
</script>
</head><body>
<form id="order"><dm-dial-menu id="beer" name="beer">{beers}</dm-dial-menu></form>
<dm-confirm-button id="delete" style="width: 200px; height: 260px">Delete</dm-confirm-button>
<dm-radial-menu id="signs" style="width: 300px; height: 300px">
  <dm-item value="love" icon="heart">Love</dm-item><dm-item value="star" icon="star">Star</dm-item>
  <dm-item value="mail" icon="mail">Mail</dm-item></dm-radial-menu>
<button id="under" style="position: fixed; right: 200px; bottom: 300px" onclick="window.underClicks = (window.underClicks ?? 0) + 1">Under</button>
<dm-floating-menu id="fab" style="position: fixed; right: 0; bottom: 0; width: 320px; height: 420px">
  <dm-item value="new">New message</dm-item><dm-item value="photo" color="#e91e63">Photo</dm-item>
</dm-floating-menu>
<dm-slide-menu id="side" side="left" style="position: fixed; right: 0; top: 0; width: 320px; height: 460px">
  <dm-item value="home" icon="gear">Home</dm-item><dm-item value="about">About</dm-item>
</dm-slide-menu>
</body></html>
"""

MODULE = '<script type="module" src="{src}"></script>'
CLASSIC = '<script src="{src}"></script>'


# What the test sees of the package from outside it, set before any script of a page runs:
# each module's exports as instantiated, and each element's control as the page makes it
# (its kind, its handle, the module's exports) and frees it. The package itself carries no hook.
INSTRUMENT = """
window.dmModules = [];
window.dmElements = [];
window.dmDestroyed = 0;
const decoder = new TextDecoder();
const observed = (result) => {
  const real = result.instance.exports;
  window.dmModules.push(real);
  const exports = { ...real };
  exports.dm_element_create = (pointer, length, width, height) => {
    const kind = decoder.decode(new Uint8Array(real.memory.buffer, pointer, length));
    const handle = real.dm_element_create(pointer, length, width, height);
    window.dmElements.push({ kind, handle, exports: real });
    return handle;
  };
  exports.dm_element_destroy = (handle) => {
    window.dmDestroyed += 1;
    window.dmElements = window.dmElements.filter((e) => e.handle !== handle || e.exports !== real);
    return real.dm_element_destroy(handle);
  };
  return { ...result, instance: { exports } };
};
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = (...args) => instantiate(...args).then(observed);
const streaming = WebAssembly.instantiateStreaming;
if (streaming) WebAssembly.instantiateStreaming = (...args) => streaming(...args).then(observed);
/** The live control of the last element of `kind` made: its module and its host's handle. */
window.dmLive = (kind) => {
  const made = window.dmElements.filter((e) => e.kind === kind).at(-1);
  return made && { w: made.exports, handle: made.handle, host: made.exports.dm_element_host(made.handle) };
};
"""


def package_folder(package, name):
    """A folder `name` beside the package's (out/NAME for out/npm) whose npm/ links to it:
    pages written there load the package asked for (a link left by a run on another package
    is replaced)."""
    folder = os.path.join(os.path.dirname(os.path.abspath(package)), name)
    os.makedirs(folder, exist_ok=True)
    link = os.path.join(folder, "npm")
    if os.path.islink(link) or os.path.exists(link):
        os.remove(link)
    os.symlink(os.path.abspath(package), link)
    return folder


# A page that arrives in two pieces (parsed-slowly.html): the element and its first item, then,
# once the element's module has long loaded, the rest of its items.
SLOWLY = ("""<!doctype html><meta charset=utf-8>
<script>window.warned = []; const warn = console.warn;
console.warn = (...a) => { window.warned.push(a.join(' ')); warn(...a); };
document.addEventListener('DOMContentLoaded', () => { window.liveWhileParsing = window.dmElements.length > 0; });</script>
<script src="node_modules/dynamic-menus/dynamic-menus.classic.js"></script>
<dm-radial-menu style="width: 453px; height: 453px">
  <dm-item value="mail" icon="mail">Mail</dm-item>
""", """  <dm-item value="search" icon="search">Search</dm-item>
  <dm-item value="star" icon="star">Starred</dm-item>
</dm-radial-menu>
""")
# How long the second piece waits: the module loads and the element draws meanwhile.
SLOWLY_PAUSE = 2.5


def serve(root, policy=None):
    """Serves `root` on 127.0.0.1 (a free port) with .wasm as application/wasm, every page
    under the Content-Security-Policy `policy` when given, and parsed-slowly.html in two
    pieces (SLOWLY)."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".js": "text/javascript"}

        def do_GET(self):
            if self.path != "/parsed-slowly.html":
                return super().do_GET()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            for piece, pause in zip(SLOWLY, (SLOWLY_PAUSE, 0)):
                self.wfile.write(piece.encode())
                self.wfile.flush()
                time.sleep(pause)

        def end_headers(self):
            if policy:
                self.send_header("Content-Security-Policy", policy)
            super().end_headers()

        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class ElementChecks(Checks):
    def load(self, url, ready="document.querySelectorAll('dm-dial-menu').length === 0 || "
             "[...document.querySelectorAll('dm-dial-menu')].every(e => !e.shadowRoot.querySelector('canvas').hidden)"):
        self.driver.get(url)
        deadline = time.time() + 15
        while time.time() < deadline:
            if self.driver.execute_script(f"return {ready}"):
                break
            time.sleep(0.1)
        time.sleep(0.5)

    def load_wait(self, ready, settle=0.3, timeout=15.0):
        """Waits up to `timeout` s for `ready` (a JavaScript expression) on the page as it is."""
        deadline = time.time() + timeout
        while time.time() < deadline and not self.driver.execute_script(f"return {ready}"):
            time.sleep(0.1)
        time.sleep(settle)

    def until_event(self, kind, timeout=6.0, settle=0.3):
        """Waits up to `timeout` s for a `kind` event among those not read yet, then `settle` s
        more, so that a second one (which the checks count) would have arrived too."""
        self.load_wait(f"window.events.some(e => e.type === '{kind}')", settle=settle, timeout=timeout)

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def events(self, clear=True):
        found = self.js("const e = window.events.slice(); if (arguments[0]) window.events.length = 0; return e", clear)
        return found

    def warnings(self):
        return self.js("const w = window.warnings.slice(); window.warnings.length = 0; return w")

    def center(self, element_id, label):
        """The page point of the ARIA element named `label` in `element_id`'s shadow root."""
        return self.js("""
            const host = document.getElementById(arguments[0]);
            const node = [...host.shadowRoot.querySelectorAll('.dm-accessibility [aria-label], .dm-accessibility [id]')]
              .find(n => (n.getAttribute('aria-label') || n.textContent).startsWith(arguments[1]));
            if (!node) return null;
            const r = node.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];
        """, element_id, label)

    def pointer_at(self, kind, steps, pressure=None):
        """("down"|"move"|"up"|"pause", page x, page y or seconds) steps with a `kind` pointer."""
        builder = ActionBuilder(self.driver, mouse=PointerInput(kind, kind), duration=50)
        action = builder.pointer_action
        for step in steps:
            if step[0] == "pause":
                action.pause(step[1])
            elif step[0] in ("down", "move"):
                extra = {} if pressure is None else {"pressure": pressure}
                action.move_to_location(round(step[1]), round(step[2]), **extra)
                if step[0] == "down":
                    action.pointer_down(**extra)
            elif step[0] == "up":
                action.pointer_up()
        builder.perform()

    def drawn(self, element_id):
        """How many distinct colours the element shows on screen (0: not drawn), whichever
        renderer draws it."""
        return element_colours(self.driver, element_id)


def run_page(checks, url, label, full=True):
    print(f"elements test: {label}")
    checks.load(url)
    checks.check(f"{label}: no uncaught exception", not checks.js("return window.uncaught ?? null"),
                 str(checks.js("return window.uncaught ?? null")))
    for element in ["beer", "delete", "signs"]:
        colours = checks.drawn(element)
        checks.check(f"{label}: <{checks.js('return document.getElementById(arguments[0]).localName', element)}> draws "
                     f"({colours} colours)", colours > 2)
    checks.shot(f"{label}-start")
    # Chromium's own accessibility tree reaches into each element's shadow root.
    tree = checks.ax_tree()
    for role, name in [("slider", "Dial menu"), ("button", "Delete"), ("button", "Menu")]:
        checks.check(f"{label}: the accessibility tree has the {role} \"{name}\"", (role, name) in tree,
                     str([n for n in tree if n[0] in ("slider", "button")]))
    if not full:
        return

    # A mouse taps the dial's Witbier bubble (the second of four: on the ring's right): the
    # dial turns to it.
    box = checks.js("const r = document.getElementById('beer').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]")
    at = (box[0] + box[2] / 2 + dial_ring_radius(min(box[2], box[3])), box[1] + box[3] / 2)
    if at:
        checks.events()
        checks.pointer_at(interaction.POINTER_MOUSE, [("down", *at), ("pause", 0.05), ("up",)])
        checks.until_event("dm-select")
        selects = [e for e in checks.events() if e["type"] == "dm-select"]
        checks.check(f"{label}: a mouse tap on Witbier fires dm-select with its detail",
                     len(selects) == 1 and selects[0]["detail"] == {"index": 1, "value": "wit", "label": "Witbier", "source": "pointer"}
                     and selects[0]["bubbles"] and selects[0]["composed"], str(selects))
        form = checks.js("return [document.getElementById('beer').value, new FormData(document.getElementById('order')).get('beer')]")
        checks.check(f"{label}: the dial's value and its form value are the item's", form == ["wit", "wit"], str(form))

    # The keyboard: focus the dial's canvas and press the right arrow.
    checks.js("document.getElementById('beer').shadowRoot.querySelector('canvas').focus()")
    checks.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    checks.until_event("dm-select")
    selects = [e for e in checks.events() if e["type"] == "dm-select"]
    checks.check(f"{label}: an arrow key turns the dial; dm-select's source is the keyboard",
                 len(selects) == 1 and selects[0]["detail"]["source"] == "keyboard", str(selects))

    # The page sets the value: the dial turns, no dm-select (a script's change fires none).
    checks.js("document.getElementById('beer').value = 'ipa'")
    time.sleep(1.5)
    value = checks.js("return document.getElementById('beer').value")
    checks.check(f"{label}: setting value turns the dial there, with no dm-select",
                 value == "ipa" and not [e for e in checks.events() if e["type"] == "dm-select"], value)
    run_kept(checks, label)

    # The closed floating menu lets a click and a touch on its empty part through to the
    # button behind it; a touch on its floating button opens it.
    at = checks.js("const r = document.getElementById('under').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]")
    checks.pointer_at(interaction.POINTER_MOUSE, [("move", at[0] - 20, at[1]), ("move", *at), ("down", *at), ("up",)])
    checks.pointer_at(interaction.POINTER_TOUCH, [("down", *at), ("pause", 0.05), ("up",)])
    time.sleep(0.3)
    under = checks.js("return window.underClicks ?? 0")
    checks.check(f"{label}: a click and a touch on the closed floating menu's empty part reach the button behind ({under})",
                 under == 2)
    fab = checks.js("const r = document.getElementById('fab').getBoundingClientRect(); return [r.right - 55, r.bottom - 67]")
    checks.pointer_at(interaction.POINTER_TOUCH, [("down", *fab), ("pause", 0.05), ("up",)])
    checks.until_event("dm-open")
    opened = [e["type"] for e in checks.events()]
    checks.check(f"{label}: a touch on the floating button opens the menu", "dm-open" in opened, str(opened))
    checks.js("document.getElementById('fab').close()")
    checks.until_event("dm-close")
    checks.events()

    # The floating menu: show() opens it; a tap chooses; it closes.
    checks.js("document.getElementById('fab').show()")
    checks.until_event("dm-open")
    opened = checks.events()
    checks.check(f"{label}: show() fires dm-will-open then dm-open and reflects open",
                 [e["type"] for e in opened] == ["dm-will-open", "dm-open"]
                 and checks.js("return document.getElementById('fab').hasAttribute('open')"), str(opened))
    checks.shot(f"{label}-floating-open")
    at = checks.center("fab", "Photo")
    if at:
        checks.pointer_at(interaction.POINTER_TOUCH, [("down", *at), ("pause", 0.05), ("up",)])
        checks.until_event("dm-close")
    chosen = checks.events()
    selects = [e for e in chosen if e["type"] == "dm-select"]
    checks.check(f"{label}: a touch on Photo fires dm-select (pointer) and the menu closes",
                 at is not None and len(selects) == 1
                 and selects[0]["detail"] == {"index": 1, "value": "photo", "label": "Photo", "source": "pointer"}
                 and "dm-close" in [e["type"] for e in chosen]
                 and not checks.js("return document.getElementById('fab').open"), str(chosen))
    checks.js("document.getElementById('fab').toggle()")
    checks.until_event("dm-open", settle=0)
    checks.js("document.getElementById('fab').close()")
    checks.until_event("dm-close")
    toggled = [e["type"] for e in checks.events()]
    checks.check(f"{label}: toggle() opens and close() closes", toggled.count("dm-open") == 1
                 and toggled.count("dm-close") == 1, str(toggled))

    # The slide menu: the open attribute shows it, on its left side.
    checks.js("document.getElementById('side').setAttribute('open', '')")
    checks.until_event("dm-open")
    checks.check(f"{label}: open on the slide menu shows it (dm-open)",
                 "dm-open" in [e["type"] for e in checks.events()] and checks.drawn("side") > 2)
    checks.shot(f"{label}-slide-open")
    checks.js("document.getElementById('side').open = false")
    checks.until_event("dm-close")
    checks.events()

    # The confirm button: a pen pressing fully fills the ring; sliding up into it confirms.
    box = checks.js("const r = document.getElementById('delete').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]")
    cx, cy = box[0] + box[2] / 2, box[1] + box[3] - 80
    checks.pointer_at(interaction.POINTER_PEN, [("down", cx, cy), ("pause", 0.6), ("move", cx, cy - 50),
                                                ("move", cx, cy - 100), ("pause", 0.3), ("up",)], pressure=1.0)
    checks.until_event("dm-confirm")
    confirmed = [e for e in checks.events() if e["type"] == "dm-confirm"]
    checks.check(f"{label}: a pen's full pressure and a slide into the ring fire dm-confirm",
                 len(confirmed) == 1 and confirmed[0]["detail"] == {"source": "pointer"}, str(confirmed))

    # Attributes and properties, good and bad.
    checks.warnings()
    result = checks.js("""
        const dial = document.getElementById('beer');
        dial.dragDamping = 2.5;
        const reflected = dial.getAttribute('drag-damping');
        const read = dial.dragDamping;
        dial.setAttribute('rest-damping', '12px');
        return [reflected, read, dial.restDamping];
    """)
    warnings = checks.warnings()
    checks.check(f"{label}: a property reflects to its attribute and reads back", result[:2] == ["2.5", 2.5], str(result))
    checks.check(f"{label}: a bad attribute warns, naming the element, attribute, value and default",
                 result[2] == 2 and any('<dm-dial-menu id="beer">' in w and 'rest-damping="12px"' in w and "2" in w for w in warnings),
                 str(warnings))

    # Items: .items replaces the children; a child change re-renders; bad items warn.
    names = checks.js("""
        const signs = document.getElementById('signs');
        signs.items = [{value: 'a', label: 'Alpha'}, {value: 'b', label: 'Beta', icon: 'trash'},
                       {value: 'c', label: '<img src=x onerror="window.pwned=1">'}, {label: 'Delta'}];
        return signs.items.map(i => i.label);
    """)
    time.sleep(0.5)
    warnings = checks.warnings()
    checks.check(f"{label}: .items replaces the items; one without a value warns",
                 len(names) == 4 and any(".items[3]" in w and "no value" in w for w in warnings), str(warnings))
    checks.js("document.getElementById('signs').open = true")
    time.sleep(1.5)
    labels = checks.js("""
        return [...document.getElementById('signs').shadowRoot.querySelectorAll('.dm-accessibility [aria-label]')]
          .map(n => n.getAttribute('aria-label'));""")
    checks.check(f"{label}: the radial menu shows the new items; a label is text, never HTML",
                 any("Beta" in l for l in labels) and any("<img src=x" in l for l in labels)
                 and not checks.js("return window.pwned ?? false"), str(labels))
    checks.shot(f"{label}-radial-items")
    checks.js("document.getElementById('signs').open = false")
    checks.js("document.getElementById('signs').items = 'nope'")
    checks.check(f"{label}: .items that is not an array warns and changes nothing",
                 any("must be an array" in w for w in checks.warnings()))
    checks.js("const i = document.createElement('dm-item'); i.setAttribute('value', 'porter'); i.textContent = 'Porter'; document.getElementById('beer').append(i)")
    time.sleep(0.3)
    checks.js("document.getElementById('beer').value = 'porter'")
    time.sleep(1.5)
    value = checks.js("return [document.getElementById('beer').value, document.getElementById('beer').selectedIndex]")
    checks.check(f"{label}: a <dm-item> appended becomes the control's fifth item", value == ["porter", 4], str(value))
    checks.js("""const i = document.createElement('dm-item'); i.setAttribute('value', 'x'); i.setAttribute('icon', 'missing.png');
                 i.textContent = 'Broken icon'; document.getElementById('fab').append(i)""")
    time.sleep(1.0)
    checks.check(f"{label}: an icon that does not load warns and the item shows without it",
                 any("missing.png" in w for w in checks.warnings()))
    # An icon that loads: decoded by the browser once, handed to the core as pixels (format
    # rgba, not a PNG to decode again), drawn in the open menu in its own magenta.
    checks.js("""document.querySelector('#fab dm-item[value=x]').remove();
                 const i = document.createElement('dm-item'); i.setAttribute('value', 'magenta');
                 i.setAttribute('icon', "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'><rect width='8' height='8' fill='%23ff00ff'/></svg>");
                 i.textContent = 'Magenta'; document.getElementById('fab').append(i);
                 document.getElementById('fab').show()""")
    checks.until_event("dm-open")
    formats = checks.js("""
        const { w, host: h } = dmLive('floating-menu');
        const formats = [];
        for (let k = 0; k < w.dm_host_image_count(h); k++) formats.push(w.dm_host_image_format(h, k));
        return formats;""")
    width, height, rows, channels = element_pixels(checks.driver, "fab")
    magenta = sum(1 for row in rows for x in range(0, width * channels, channels)
                  if row[x] > 250 and row[x + 1] < 5 and row[x + 2] > 250)
    icon = [magenta, formats]
    checks.check(f"{label}: an icon that loads reaches the core as pixels and is drawn",
                 icon[0] > 100 and icon[1] == [1], str(icon))
    checks.shot(f"{label}-floating-icon")
    checks.js("document.getElementById('fab').close(); document.querySelector('#fab dm-item[value=magenta]').remove()")

    # Moving keeps the state; removing frees the control.
    moved = checks.js("""
        const dial = document.getElementById('beer');
        const before = [dial.value, window.dmElements.length, window.dmDestroyed];
        document.body.append(dial);
        return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
          done([...before, dial.value, window.dmElements.length, window.dmDestroyed]))));
    """)
    checks.check(f"{label}: moving an element keeps its control (none made, none freed) and value",
                 moved[:3] == moved[3:] and moved[1] > 0, str(moved))
    # An element made inside display: none starts at its default size; shown, it takes its
    # box, and its canvas fills it (no stale size stretching the drawing).
    shown = checks.js("""
        const holder = document.createElement('div');
        holder.style.display = 'none';
        holder.innerHTML = '<dm-radial-menu style="width: 260px; height: 340px">' +
          '<dm-item value=a icon=star>A</dm-item><dm-item value=b icon=mail>B</dm-item></dm-radial-menu>';
        document.body.append(holder);
        const menu = holder.firstChild;
        const frames = (n) => new Promise((done) => { const step = () => n-- > 0 ? requestAnimationFrame(step) : done(); step(); });
        return frames(5).then(() => { holder.style.display = 'block'; return frames(5); }).then(() => {
          const canvas = menu.shadowRoot.querySelector('canvas').getBoundingClientRect();
          // The window's size in points: as layers, its root layer's box; on its canvas,
          // its last frame's header.
          const { w, host } = dmLive('radial-menu');
          const root = menu.shadowRoot.querySelector('.layers > div');
          const header = new Float64Array(w.memory.buffer, w.dm_host_numbers(host), 3);
          const size = w.dm_host_renderer(host) ? [parseFloat(root.style.width), parseFloat(root.style.height)] : [header[1], header[2]];
          const result = [canvas.width, canvas.height, ...size];
          holder.remove();
          return result;
        });
    """)
    checks.check(f"{label}: an element made hidden and then shown draws at its own box",
                 shown == [260, 340, 260, 340], str(shown))
    others = checks.js("return ['confirm-button', 'radial-menu', 'floating-menu', 'slide-menu']"
                       ".map((kind) => { const { w, host } = dmLive(kind); return w.dm_host_kept(host); })")
    checks.check(f"{label}: the elements other than the dial keep nothing ({others})", others == [0] * 4)
    checks.check(f"{label}: no uncaught exception after all that", not checks.js("return window.uncaught ?? null"),
                 str(checks.js("return window.uncaught ?? null")))


# Opens an element with show(), at the second animation frame after it (the first runs the
# element's frame) counts its shadow root's running transform and opacity animations, then
# (when asked) keeps the main thread busy 300 ms; resolves to [the count, the ms from show() to
# the count, the ms from show() to dm-open (null: none in 5 s), the ms from show() to the busy
# loop's end].
OPENS_ON_TIME = """
const [id, busy, done] = arguments;
const element = document.getElementById(id);
const once = (type) => new Promise((heard) => element.addEventListener(type, () => heard(performance.now()), { once: true }));
(async () => {
  if (element.open) { const closed = once('dm-close'); element.close(); await closed; }
  await new Promise((later) => setTimeout(later, 300));
  const opened = once('dm-open');
  const start = performance.now();
  element.show();
  for (let frame = 0; frame < 2; frame++) await new Promise((next) => requestAnimationFrame(next));
  const counted = performance.now() - start;
  const running = element.shadowRoot.getAnimations().filter((a) => a.playState === 'running'
    && a.effect.getKeyframes().some((k) => 'transform' in k || 'opacity' in k)).length;
  if (busy) for (const until = performance.now() + 300; performance.now() < until;);
  const idle = performance.now() - start;
  const at = await Promise.race([opened, new Promise((late) => setTimeout(() => late(null), 5000))]);
  done([running, counted, at === null ? null : at - start, idle]);
})();
"""

# How much later than on time an opening may end after a 300 ms busy loop (on time: when it
# ends unhindered, or when the loop lets the page run again, if later), in the best of three
# tries: stepping frame by frame, each frame clamped to 50 ms, it ends 250 ms late. Earlier is
# no failure: on a busy machine the unhindered opening is the late one.
OPENING_LATENESS_MS = 100


def run_on_time(checks, url, label):
    """Each menu's opening handed to the compositor: by the second frame after show() (33 ms at
    60 Hz; the issue asks 100) its shadow root runs transform or opacity animations, and a
    main thread busy for 300 ms meanwhile leaves
    dm-open on time (against an opening without the busy loop, in the same run; an opening
    that ends during the loop can tell only once it is over)."""
    print(f"elements test: {label}: openings handed over")
    checks.load(url)
    for element in ["beer", "signs", "fab", "side"]:
        name = checks.js("return document.getElementById(arguments[0]).localName", element)
        # The best of up to three pairs: a machine busy with other browsers can delay one frame
        # by 100 ms or more, where stepping is 250 ms late every time.
        for _ in range(3):
            free = checks.driver.execute_async_script(OPENS_ON_TIME, element, False)
            busy = checks.driver.execute_async_script(OPENS_ON_TIME, element, True)
            late = None if free[2] is None or busy[2] is None else busy[2] - max(free[2], busy[3])
            if late is not None and late <= OPENING_LATENESS_MS:
                break
        checks.check(f"{label}: <{name}> runs compositor animations by the second frame after show() "
                     f"({free[0]} and {busy[0]}, {free[1]:.0f} and {busy[1]:.0f} ms) and opens "
                     f"{late if late is None else round(late)} ms from on time after a 300 ms busy loop "
                     f"(at most {OPENING_LATENESS_MS} late)",
                     free[0] > 0 and busy[0] > 0 and late is not None and late <= OPENING_LATENESS_MS,
                     f"unhindered {free}, busy {busy}")


REST_PAGE = """<!doctype html><meta charset=utf-8><title>rest</title>
<style>body {{ margin: 0; }} .tall {{ height: 3000px; }}</style>
{script}
<dm-dial-menu id="dial" style="width: 300px; height: 300px"><dm-item value=a>Alpha</dm-item><dm-item value=b>Beta</dm-item></dm-dial-menu>
<dm-radial-menu id="radial" style="width: 300px; height: 300px"><dm-item value=a icon=star>A</dm-item><dm-item value=b icon=mail>B</dm-item></dm-radial-menu>
<dm-confirm-button id="confirm" style="width: 200px; height: 260px">Go</dm-confirm-button>
<div class="tall"></div>
<script>
  window.frames = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {{ window.frames += 1; return request(callback); }};
  window.events = [];
  for (const type of ['dm-open', 'dm-close']) document.addEventListener(type, (e) => events.push(type));
</script>
"""

# Counts the animation frames the page asks for over `seconds`.
FRAMES_OVER = """
const [seconds, done] = arguments;
const start = window.frames;
setTimeout(() => done(window.frames - start), seconds * 1000);
"""


# The dial keeps its bubbles: the frame drawn whole (the canvas forgotten; a setting sent again
# wakes a frame) with its stores painted, then with keeping off (the stores dropped, every
# command drawn), compared; `layout`: where the kept record's values lie (vocabulary's).
KEPT = """
const [id, layout, done] = arguments;
const element = document.getElementById(id);
const { w, host } = dmLive('dial-menu');
const canvas = element.shadowRoot.querySelector('canvas');
const context = canvas.getContext('2d');
const picture = () => context.getImageData(0, 0, canvas.width, canvas.height).data;
const painted = () => { const at = w.dm_host_kept(host); return at ? new Float64Array(w.memory.buffer, at)[layout.useCount] : 0; };
const frames = (n) => new Promise((next) => { const step = () => (n-- > 0 ? requestAnimationFrame(step) : next()); step(); });
const redraw = () => {
  w.dm_host_forget_canvas(host);
  element.setAttribute('drag-damping', element.getAttribute('drag-damping') ?? '1.5');
  return frames(3);
};
(async () => {
  // Still: two pictures three frames apart the same (on a loaded machine the dial's turn back
  // can outlast the test's sleeps), for at most about 5 s.
  for (let tries = 0; tries < 100; tries++) {
    const before = picture();
    await frames(3);
    const after = picture();
    if (before.every((v, i) => v === after[i])) break;
  }
  await redraw();
  const uses = painted();
  const kept = picture();
  w.dm_host_keep_contents(host, 0);
  await redraw();
  const drawn = picture();
  await redraw();
  const left = w.dm_host_kept(host);
  w.dm_host_keep_contents(host, 1);
  let total = 0, far = 0;
  for (let i = 0; i < kept.length; i++) {
    const d = Math.abs(kept[i] - drawn[i]);
    total += d;
    if (d > 96) far += 1;
  }
  done([uses, left, total / kept.length, far / kept.length]);
})();
"""


def edge_share(checks, element_id, colour):
    """The share of the element's outermost two pixels all round (on screen, whichever renderer
    draws it) within 40 of `colour` in every channel: a focus frame drawn round the box fills it."""
    shown = element_pixels(checks.driver, element_id)
    if not shown:
        return None
    width, height, rows, channels = shown
    near = total = 0
    for y in range(height):
        for x in range(width):
            if 2 <= x < width - 2 and 2 <= y < height - 2:
                continue
            pixel = rows[y][x * channels:x * channels + 3]
            total += 1
            near += all(abs(pixel[i] - colour[i]) <= 40 for i in range(3))
    return near / max(total, 1)


def colour_count(checks, element_id, colour):
    """How many of the element's on-screen pixels lie within 40 of `colour` in every channel."""
    width, height, rows, channels = element_pixels(checks.driver, element_id)
    return sum(all(abs(rows[y][x * channels + i] - colour[i]) <= 40 for i in range(3))
               for y in range(height) for x in range(width))


def run_focus(checks, url, label):
    """Focus shows one way: the control's own halo while the keyboard is in use, never a frame
    round the element's box after a touch, a pen or `show()` (the canvas, which takes the
    focus, once drew `Highlight` round the box: issue 69's first item)."""
    print(f"elements test: {label}: focus")
    checks.load(url)
    highlight = checks.js("""const probe = document.createElement('div'); probe.style.color = 'Highlight';
      document.body.append(probe); const c = getComputedStyle(probe).color; probe.remove();
      return c.match(/\\d+/g).slice(0, 3).map(Number);""")
    checks.events()
    checks.js("document.getElementById('side').show()")
    checks.until_event("dm-open")
    share = edge_share(checks, "side", highlight)
    checks.check(f"{label}: show() draws no frame round the slide menu ({share:.0%} of its edge is "
                 f"Highlight {highlight})", share is not None and share < 0.05)
    checks.js("document.getElementById('side').close()")
    checks.until_event("dm-close")
    box = checks.js("const r = document.getElementById('delete').getBoundingClientRect(); return [r.left + r.width / 2, r.bottom - 80]")
    checks.pointer_at(interaction.POINTER_PEN, [("down", *box), ("pause", 0.2), ("up",)], pressure=0.3)
    time.sleep(0.5)
    share = edge_share(checks, "delete", highlight)
    checks.check(f"{label}: a pen on the confirm button draws no frame round it ({share:.0%} of its "
                 f"edge is Highlight)", share is not None and share < 0.05)
    # The keyboard: the dial's canvas takes the focus and a key turns it: its own halo shows,
    # in the system tint (iOS's blue, 0 122 255 light), round its top bubble, inside its box.
    checks.js("document.getElementById('beer').shadowRoot.querySelector('canvas').focus()")
    checks.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    checks.until_event("dm-select")
    halo = colour_count(checks, "beer", (0, 122, 255))
    share = edge_share(checks, "beer", highlight)
    checks.check(f"{label}: a key shows the dial's own halo ({halo} pixels of the tint), and no frame "
                 f"({share:.0%} of its edge is Highlight)", halo > 100 and share is not None and share < 0.05)
    checks.shot(f"{label}-focus")


def run_kept(checks, label):
    """The dial element keeps its bubbles on canvases of their own while they orbit
    (ElementHost.keepsContents) and shows what drawing its commands shows."""
    # Kept stores are the canvas renderer's (the layers' contents are kept by the browser).
    renderer = checks.js("const e = document.getElementById('beer'); const was = e.getAttribute('renderer');"
                         " e.renderer = 'canvas'; return was")
    if renderer != "canvas":
        # Switched: stores are made for bubbles that move, so it turns away and back first.
        checks.js("const e = document.getElementById('beer'); window.keptValue = e.value; e.value = 'lager'")
        time.sleep(1.5)
        checks.js("document.getElementById('beer').value = window.keptValue")
        time.sleep(1.5)
    painted, left, mean, far = checks.driver.execute_async_script(KEPT, "beer", checks.kept_layout)
    checks.js("const e = document.getElementById('beer'); arguments[0] === null ? e.removeAttribute('renderer')"
              " : e.setAttribute('renderer', arguments[0])", renderer)
    # At rest the dial's stores lie on whole pixels: drawn whole, the frame measured mean
    # 0.007 of 255 and 0.0003 % of channels more than 96 apart from its commands drawn; a
    # store painted one pixel off, 0.064 and 0.019 %.
    checks.check(f"{label}: the dial paints its bubbles from {painted} kept stores at rest and "
                 f"shows what its commands draw (mean {mean:.3f} of 255, {far * 100:.4f} % far off); "
                 f"off, it keeps none ({left})",
                 painted > 0 and left == 0 and mean < 0.03 and far < 0.00005)


def run_rest(checks, url, label):
    """No animation frame while nothing moves; input or a call wakes the page's one loop; an
    element out of view runs no frame and continues where it was when it comes back."""
    print(f"elements test: {label}: no work at rest")
    checks.load(url, ready="['dial', 'radial', 'confirm'].every((id) => !document.getElementById(id).shadowRoot.querySelector('canvas').hidden)")
    frames_over = lambda s: checks.driver.execute_async_script(FRAMES_OVER, s)
    checks.load_wait("false", timeout=1.5)
    rest = frames_over(1.0)
    checks.check(f"{label}: three elements at rest ask for no animation frame in a second ({rest})", rest == 0)
    checks.js("document.getElementById('radial').show()")
    checks.until_event("dm-open")
    moving = frames_over(0.3)
    settled = frames_over(1.0)
    checks.check(f"{label}: show() wakes the loop; once open, the page is at rest again ({settled} frames)",
                 "dm-open" in checks.events() and settled == 0, f"{moving} {settled}")
    # Closing, then scrolled out of view at once: no frame runs while it is away, and its
    # time does not pass; back in view it finishes closing.
    checks.js("document.getElementById('radial').close(); window.scrollTo(0, 2000)")
    checks.load_wait("false", timeout=0.3)
    away = frames_over(1.0)
    closed_away = "dm-close" in checks.events(clear=False)
    checks.js("window.scrollTo(0, 0)")
    checks.until_event("dm-close")
    back = "dm-close" in checks.events()
    checks.check(f"{label}: an element closing out of view runs no frame ({away}) and closes once back in view",
                 away == 0 and not closed_away and back, f"{away} {closed_away} {back}")
    rest = frames_over(1.0)
    checks.check(f"{label}: and the page is at rest again ({rest})", rest == 0)


def run_many(checks, base, label):
    print(f"elements test: {label}: twenty elements, then 1,000 connect/disconnect cycles")
    checks.load(f"{base}/many.html", ready="document.querySelectorAll('dm-radial-menu').length === 20 && "
                "[...document.querySelectorAll('dm-radial-menu')].every(e => !e.shadowRoot.querySelector('canvas').hidden)")
    drawn = checks.js("return [...document.querySelectorAll('dm-radial-menu')].filter(e => !e.shadowRoot.querySelector('canvas').hidden).length")
    checks.check(f"{label}: twenty elements on one page all draw ({drawn})", drawn == 20)
    # About 6 s here alone; a machine busy with the other suites has taken over 30 (the default
    # timeout). What is checked is the memory, not the time.
    checks.driver.set_script_timeout(120)
    memory = checks.js("""
        const made = () => { const e = document.createElement('dm-dial-menu');
          e.innerHTML = '<dm-item value=a>A</dm-item><dm-item value=b>B</dm-item>'; return e; };
        const wasm = () => window.dmModules[0];
        const cycle = async (n) => { for (let i = 0; i < n; i++) { const e = made(); document.body.append(e);
          await new Promise((r) => setTimeout(r, 0)); e.remove(); await Promise.resolve(); } };
        return cycle(100).then(() => { const after100 = wasm().memory.buffer.byteLength;
          return cycle(900).then(() => [after100, wasm().memory.buffer.byteLength,
            document.querySelectorAll('dm-dial-menu').length]); });
    """)
    checks.driver.set_script_timeout(30)
    checks.check(f"{label}: 1,000 connect/disconnect cycles leave the module's memory flat "
                 f"({memory[0]} bytes after 100, {memory[1]} after 1,000)", memory[0] == memory[1] and memory[2] == 0, str(memory))


def run_fonts(checks, url, label, served):
    """The main entry loads the three Latin-1 faces; a face's Latin Extended-A file loads only
    for text in that weight that has one of its letters (the dial's regular labels: the
    regular face's alone), before the core measures that text (it remembers each text's
    width)."""
    print(f"elements test: {label}: fonts by unicode-range")
    checks.load(url)
    faces = """return [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'DejaVu Sans')
      .map((f) => [f.weight, f.unicodeRange, f.status])"""
    extended = lambda: [f for f in checks.js(faces) if "U+100" in f[1].upper()]
    latin = [f for f in checks.js(faces) if "U+100" not in f[1].upper()]
    before = extended()
    fetched = checks.js("return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.woff2'))")
    checks.check(f"{label}: a page whose text is Latin-1 loads the three Latin-1 files (the main entry "
                 f"loads every weight, for the page's own text), not a Latin Extended-A one "
                 f"({len(before)} added)",
                 sorted(f[0] for f in latin) == ["200", "400", "700"] and all(f[2] == "loaded" for f in latin)
                 and not before
                 and (not served or (len(fetched) == 3 and not any("-ext" in n for n in fetched))),
                 f"{latin} {before} {fetched}")
    texts = dial_measuring(checks, "lodz", '<dm-item value="lodz">Łódź</dm-item>'
                           '<dm-item value="brno">Brno</dm-item><dm-item value="gdansk">Gdańsk</dm-item>')
    after = extended()
    extended_texts = [(t, ready) for t, ready in texts if any("\u0100" <= c <= "\u017f" for c in t)]
    colours = checks.drawn("lodz")
    checks.check(f"{label}: a dial labelled Łódź and Gdańsk loads the Latin Extended-A file of its "
                 f"weight first, then draws ({colours} colours; its text measured {len(extended_texts)} "
                 f"times, never before the font)",
                 [f[0] for f in after] == ["400"] and all(f[2] == "loaded" for f in after) and extended_texts
                 and all(ready for _, ready in extended_texts) and colours > 2, f"{after} {extended_texts}")
    checks.shot(f"{label}-fonts")

    # The extended files hold the rarer punctuation too (‼, U+203C), read from their
    # unicode-range; and every text reaches the core in NFC (live-control.js's `put`), as the
    # package's module compares strings without Unicode's normalization tables.
    checks.load(url)
    texts = dial_measuring(checks, "marks", '<dm-item value="go">Go\u203c</dm-item>'
                           '<dm-item value="cafe">Cafe\u0301</dm-item>')
    after = extended()
    marks = [(t, ready) for t, ready in texts if "\u203c" in t]
    checks.check(f"{label}: a label with \u203c loads the extended file before it is measured",
                 [f[0] for f in after] == ["400"] and all(f[2] == "loaded" for f in after) and marks
                 and all(ready for _, ready in marks),
                 f"{after} {marks}")
    checks.check(f"{label}: a label written decomposed (Cafe + U+0301) reaches the core in NFC "
                 f"(measured as Caf\u00e9, never with the combining accent)",
                 any("Caf\u00e9" in t for t, _ in texts) and not any("\u0301" in t for t, _ in texts),
                 str([t for t, _ in texts if "Caf" in t]))


def dial_measuring(checks, identifier, items):
    """Adds a dial with `items` (HTML) once the page is loaded, waits until it draws, and returns
    every text the canvas measured meanwhile, each with whether the extended font files had
    loaded by then."""
    checks.js(r"""
      const [identifier, items] = arguments;
      window.measuredTexts = [];
      const loaded = () => { const faces = [...document.fonts].filter((f) => /U\+100/i.test(f.unicodeRange));
        return faces.length > 0 && faces.every((f) => f.status === 'loaded'); };
      const measure = CanvasRenderingContext2D.prototype.measureText;
      CanvasRenderingContext2D.prototype.measureText = function (text) {
        window.measuredTexts.push([text, loaded()]);
        return measure.call(this, text);
      };
      const dial = document.createElement('dm-dial-menu');
      dial.id = identifier;
      dial.style.cssText = 'width: 300px; height: 300px';
      dial.innerHTML = items;
      document.body.append(dial);""", identifier, items)
    checks.load_wait(f"!document.getElementById('{identifier}').shadowRoot.querySelector('canvas').hidden")
    return checks.js("return window.measuredTexts")


def run_fallback(checks, url, label):
    print(f"elements test: {label}: no WebAssembly")
    checks.load(url, ready="document.querySelector('dm-dial-menu')?.shadowRoot?.querySelectorAll('.fallback button').length > 0")
    buttons = checks.js("return [...document.getElementById('beer').shadowRoot.querySelectorAll('.fallback button')].map(b => b.textContent)")
    checks.check(f"{label}: the dial's items show as plain buttons", buttons == ["Pale lager", "Witbier", "Stout", "IPA"], str(buttons))
    checks.events()
    checks.js("document.getElementById('beer').shadowRoot.querySelectorAll('.fallback button')[2].click()")
    selects = [e for e in checks.events() if e["type"] == "dm-select"]
    checks.check(f"{label}: a click on a plain button fires the same dm-select",
                 len(selects) == 1 and selects[0]["detail"]["value"] == "stout"
                 and checks.js("return document.getElementById('beer').value") == "stout", str(selects))
    checks.shot(f"{label}-fallback")


def run_parsed_slowly(checks, base):
    """An element whose <dm-item> children arrive after its module: it takes them all once the
    page is parsed, and warns of none (not "needs 2…24 items, has 1")."""
    print("elements test: a page parsed slowly")
    checks.load(f"{base}/parsed-slowly.html", ready="document.readyState === 'complete' && "
                "!document.querySelector('dm-radial-menu').shadowRoot.querySelector('canvas').hidden")
    time.sleep(0.3)
    state = checks.js("return [window.liveWhileParsing, document.querySelector('dm-radial-menu').items.length, "
                      "window.warned]")
    checks.check("a radial menu whose items arrive after its module went live: it takes all three, "
                 "no warning", state[0] is True and state[1] == 3 and state[2] == [], str(state))


def run_readme(checks, base):
    """The README's five-line page, as a reader copies it next to node_modules."""
    print("elements test: the README's page")
    checks.load(f"{base}/readme.html")
    colours = element_colours(checks.driver, checks.js("return document.querySelector('dm-dial-menu')"))
    errors = [e for e in checks.errors() if "favicon.ico" not in e]
    checks.check(f"the README's page draws its dial ({colours} colours) with no console error",
                 colours > 2 and not errors, str(errors))
    checks.shot("readme")


def readme_page():
    with open(os.path.join(os.path.dirname(__file__), "..", "..", "README.md"), encoding="utf-8") as f:
        text = f.read()
    return text.split("```html\n", 1)[1].split("```", 1)[0]


def write_pages(folder, script):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "index.html"), "w") as f:
        f.write(PAGE.format(head=script, beers=BEERS))
    with open(os.path.join(folder, "no-wasm.html"), "w") as f:
        f.write(PAGE.format(head="<script>delete window.WebAssembly;</script>" + script, beers=BEERS))
    with open(os.path.join(folder, "rest.html"), "w") as f:
        f.write(REST_PAGE.format(script=script))
    with open(os.path.join(folder, "many.html"), "w") as f:
        items = "<dm-item value=a>A</dm-item><dm-item value=b>B</dm-item><dm-item value=c>C</dm-item>"
        f.write("<!doctype html><meta charset=utf-8>" + script
                + "".join(f'<dm-radial-menu style="width:120px;height:120px">{items}</dm-radial-menu>' for _ in range(20)))


def install(package, scratch):
    """`npm pack` of the package, installed offline into a scratch app: its folder."""
    app = os.path.join(scratch, "app")
    shutil.rmtree(app, ignore_errors=True)
    os.makedirs(app)
    tarball = subprocess.run(["npm", "pack", "--silent", "--pack-destination", scratch, os.path.abspath(package)],
                             check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
    with open(os.path.join(app, "package.json"), "w") as f:
        f.write('{"name": "scratch-app", "private": true}\n')
    subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--silent",
                    os.path.join(scratch, tarball)], cwd=app, check=True)
    return app, tarball


# --renderer canvas: every element of every page drawn on its canvas, as if each had
# renderer="canvas" from the start (set before it connects, unless the page set one).
CANVAS_RENDERER = """
(() => {
  const tags = 'dm-dial-menu, dm-radial-menu, dm-confirm-button, dm-floating-menu, dm-slide-menu';
  const mark = (node) => {
    if (node.nodeType !== 1) return;
    for (const e of [node, ...node.querySelectorAll(tags)]) {
      if (e.matches(tags) && !e.hasAttribute('renderer')) e.setAttribute('renderer', 'canvas');
    }
  };
  new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(mark)))
    .observe(document, { childList: true, subtree: true });
})();
"""


def main():
    renderer = "layers"
    if "--renderer" in sys.argv:
        at = sys.argv.index("--renderer")
        renderer = sys.argv[at + 1] if at + 1 < len(sys.argv) else ""
        del sys.argv[at:at + 2]
        if renderer not in ("layers", "canvas"):
            print(f"elements test: --renderer {renderer!r}: layers or canvas", file=sys.stderr)
            sys.exit(2)
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    package = sys.argv[1]
    scratch = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "out/elements-test")
    web = sys.argv[3] if len(sys.argv) > 3 else None
    if web and not os.path.exists(os.path.join(web, "index.html")):
        print(f"elements test: no {web}/index.html (make web)", file=sys.stderr)
        sys.exit(2)
    if not os.path.exists(os.path.join(package, "dynamic-menus.js")):
        print(f"elements test: no package in {package} (make web)", file=sys.stderr)
        sys.exit(2)
    if not shutil.which("npm"):
        print("elements test: npm is missing (make deps)", file=sys.stderr)
        sys.exit(2)
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    app, tarball = install(package, scratch)
    write_pages(os.path.join(app, "served"), MODULE.format(src="../node_modules/dynamic-menus/dynamic-menus.js"))
    write_pages(os.path.join(app, "disk"), CLASSIC.format(src="../node_modules/dynamic-menus/dynamic-menus.classic.js"))
    with open(os.path.join(app, "readme.html"), "w") as f:
        f.write("<!doctype html><meta charset=utf-8>\n" + readme_page())
    print(f"elements test: {tarball} installed into {app}; the elements draw with {renderer}")
    server = serve(app)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = browser()
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": INSTRUMENT})
    if renderer == "canvas":
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CANVAS_RENDERER})
    driver.set_window_size(1024, 900)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 1024, "height": 900, "deviceScaleFactor": 2, "mobile": False})
    checks = ElementChecks(driver, None, scratch)
    with open(os.path.join(os.path.dirname(os.path.abspath(package)), "wasm", "manifest.json")) as f:
        checks.kept_layout = json.load(f)["keptContents"]
    try:
        run_readme(checks, base)
        run_parsed_slowly(checks, base)
        run_page(checks, f"{base}/served/index.html", "served (ES module)")
        run_focus(checks, f"{base}/served/index.html", "served")
        run_many(checks, f"{base}/served", "served")
        run_rest(checks, f"{base}/served/rest.html", "served")
        if renderer == "layers":
            run_on_time(checks, f"{base}/served/index.html", "served")
        run_fallback(checks, f"{base}/served/no-wasm.html", "served")
        run_fonts(checks, f"{base}/served/index.html", "served", served=True)
        run_page(checks, f"file://{app}/disk/index.html", "from disk (classic script)")
        run_fonts(checks, f"file://{app}/disk/index.html", "from disk", served=False)
        run_fallback(checks, f"file://{app}/disk/no-wasm.html", "from disk")
        if web:
            phone_page.run(checks, web)
    finally:
        driver.quit()
        server.shutdown()
    print(f"elements test: {checks.passed} passed, {len(checks.failures)} failed")
    if checks.failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
