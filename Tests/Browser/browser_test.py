"""The web host in a real browser: headless Chromium, driven by chromedriver through selenium,
opening out/web from disk (file://), as a person would.

    python3 Tests/Browser/browser_test.py out/web [SCREENSHOT_DIR]

Each check prints one line; the screenshots (one per control, and after each interaction) go
to SCREENSHOT_DIR (default out/web-test) to be looked at. The drives against the native build
(drives.py) run the `dynamic-menus` named by $DYNAMIC_MENUS (skipped, with a line saying so,
without it). $SOAK_SECONDS sets the random soak's length (default 30, a whole number ≥ 15).
Exit status: 0 every check passed; 1 a check failed; 2 the browser or the page is missing
(`make deps`, `make web`), or $SOAK_SECONDS is not a length.
"""

import hashlib
import math
import os
import sys
import time

import drives

try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
except ImportError:
    print("browser test: selenium is missing (make deps installs Tests/Browser/requirements.txt)",
          file=sys.stderr)
    sys.exit(2)

CONTROLS = ["dial", "radial", "confirm", "floating", "slide"]
# What Chromium's accessibility tree shows of each control at rest: (role, name).
AT_REST = {
    "dial": ("slider", "Dial menu"), "radial": ("button", "Menu"),
    "confirm": ("button", "Delete"), "floating": ("button", "New"),
    "slide": ("StaticText", "Swipe left to show the menu"),
}
IGNORED_ROLES = {"generic", "none", "InlineTextBox", "link", "navigation", "RootWebArea"}
WIDTH, HEIGHT = 375, 667


def dial_ring_radius(side):
    """The dial's ring radius, in points, for a dial `side` points square (the least of its
    width and height): side/2 − 100 × f × 1.33/2, its 100-point items shown at
    f = min(1, side/512) (DialMenu.fitScale)."""
    return side / 2 - 100 * min(1, side / 512) * 1.33 / 2


def browser():
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     f"--window-size={WIDTH},{HEIGHT}", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    # The page exactly as a 375 × 667 phone shows it, so the demo scripts' points apply.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
    return driver


# An element's box in the page (CSS pixels from the document's corner, as a screenshot's clip
# takes it; null while its canvas is hidden: not live yet); `arguments[0]`
# is the element, or its id.
ELEMENT_BOX = """
const e = typeof arguments[0] === 'string' ? document.getElementById(arguments[0]) : arguments[0];
const c = e?.shadowRoot?.querySelector('canvas');
if (!c || c.hidden) return null;
const r = e.getBoundingClientRect();
return r.width > 0 && r.height > 0 ? [r.left + scrollX, r.top + scrollY, r.width, r.height, devicePixelRatio] : null;
"""


def element_pixels(driver, element, device_pixels=False):
    """What an element shows on screen, whichever renderer draws it (its canvas, or the page's
    elements of its layers): a screenshot of its box, a pixel a CSS pixel (or, with
    `device_pixels`, as the screen holds it), as (width, height, rows of RGB or RGBA bytes,
    bytes a pixel); None while it is not live. (Chromium draws a CSS pixel a pixel afresh for
    the first: what it draws only above 1x, it does not show.)"""
    import base64
    from screens_test import decode_png
    box = driver.execute_script(ELEMENT_BOX, element)
    if not box:
        return None
    clip = {"x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 1 if device_pixels else 1 / box[4]}
    png = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": clip})["data"]
    width, height, rows = decode_png(base64.b64decode(png))
    return width, height, rows, len(rows[0]) // width


def element_colours(driver, element):
    """How many colours an element shows on screen (every 31st pixel's RGB; the page behind
    it counts as one): 0 while it is not live."""
    shown = element_pixels(driver, element)
    if not shown:
        return 0
    width, height, rows, channels = shown
    seen = set()
    for k in range(0, width * height, 31):
        row, x = rows[k // width], (k % width) * channels
        seen.add(bytes(row[x:x + 3]))
    return len(seen)


class Checks:
    def __init__(self, driver, page, shots):
        self.driver = driver
        self.page = page
        self.shots = shots
        self.failures = []
        self.passed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"  ok   {name}")
        else:
            self.failures.append(name)
            print(f"  FAIL {name}{': ' + detail if detail else ''}")

    def open(self, url, settle=1.5):
        # The same address again (its hash unchanged) would not load the page afresh.
        if self.driver.current_url == url:
            self.driver.refresh()
        else:
            self.driver.get(url)
        # The host starts asynchronously (instantiating the module); wait for its first frames.
        deadline = time.time() + 10
        while time.time() < deadline:
            ready = self.driver.execute_script(
                "return window.dynamicMenus !== undefined && "
                "document.querySelectorAll('canvas[data-control]').length >= 0")
            if ready:
                break
            time.sleep(0.1)
        time.sleep(settle)

    def errors(self):
        """Console messages at SEVERE level since the last call (the page's errors)."""
        return [e["message"] for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]

    def canvas_digest(self, selector="canvas[data-control]"):
        """A hash of the canvas's pixels and how many distinct colours it shows."""
        data = self.driver.execute_script(f"""
            const c = document.querySelector('{selector}');
            if (!c) return null;
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            const colours = new Set();
            for (let i = 0; i < d.length; i += 4 * 97) colours.add(d[i] << 16 | d[i+1] << 8 | d[i+2]);
            return [c.toDataURL(), colours.size, c.width, c.height];
        """)
        if data is None:
            return None
        url, colours, width, height = data
        return hashlib.sha256(url.encode()).hexdigest(), colours, width, height

    def accessibility(self):
        """The ARIA elements over the canvas: [role or tag, name, aria-valuetext], in order."""
        return self.driver.execute_script("""
            return [...document.querySelectorAll('.dm-accessibility [id]:not([role=menu]), .dm-accessibility span > button')]
              .map(e => [e.getAttribute('role') || e.tagName.toLowerCase(),
                         e.getAttribute('aria-label') || e.textContent, e.getAttribute('aria-valuetext')]);
        """)

    def ax_tree(self):
        """Chromium's own accessibility tree (DevTools' Accessibility.getFullAXTree): the
        (role, name) of every node that is not ignored."""
        return [(role, name) for role, name, _ in self.ax_states()]

    def ax_states(self):
        """(role, name, expanded) of every node Chromium does not ignore; expanded is None
        for a node that expands nothing."""
        nodes = self.driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        def expanded(n):
            return next((p["value"]["value"] for p in n.get("properties", [])
                         if p["name"] == "expanded"), None)
        return [(n.get("role", {}).get("value"), n.get("name", {}).get("value"), expanded(n))
                for n in nodes if not n.get("ignored")]

    def names(self):
        return [name for _, name, _ in self.accessibility()]

    def activate(self, name, settle=1.2):
        """Clicks the ARIA element or action button called `name`, as a screen reader does."""
        found = self.driver.execute_script("""
            const e = [...document.querySelectorAll('.dm-accessibility [id]:not([role=menu]), .dm-accessibility span > button')]
              .find(e => (e.getAttribute('aria-label') || e.textContent) === arguments[0]);
            if (!e) return false;
            e.click();
            return true;
        """, name)
        time.sleep(settle)
        return found

    def at_rest(self, timeout=20.0):
        """Waits until every live control on the page is at rest (none asks for frames, and no
        keyframes handed to the compositor still run: a control the compositor runs asks for
        none), so that a picture taken next is the settled one on however loaded a machine;
        True when they came to rest within `timeout` seconds."""
        self.driver.set_script_timeout(timeout + 5)
        rested = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1], limit = performance.now() + arguments[0] * 1000;
            window.dynamicMenus.then((controls) => {
              const poll = () => {
                const moving = document.getAnimations().some((a) => a.playState === 'running');
                if (!moving && controls.every((c) => !c.needsFrames)) done(true);
                else if (performance.now() > limit) done(false);
                else setTimeout(poll, 50);
              };
              poll();
            });
        """, timeout)
        if not rested:
            print(f"  note: the controls still moved after {timeout:g} s; the next picture may differ")
        return rested

    def key_on(self, role, key, settle=1.0):
        """Sends `key` to the first ARIA element of `role`."""
        self.driver.execute_script("""
            document.querySelector(`.dm-accessibility [role="${arguments[0]}"]`)
              .dispatchEvent(new KeyboardEvent('keydown', {key: arguments[1], bubbles: true}));
        """, role, key)
        time.sleep(settle)

    def shot(self, name):
        self.driver.save_screenshot(os.path.join(self.shots, f"{name}.png"))

    def pointer(self, kind, steps, pressure=None):
        """Runs pointer `steps` of ("down"|"move"|"up"|"pause", x, y or seconds) on the canvas."""
        canvas = self.driver.find_element("css selector", "canvas[data-control]")
        w, h = canvas.rect["width"], canvas.rect["height"]
        builder = ActionBuilder(self.driver, mouse=PointerInput(kind, kind), duration=50)
        action = builder.pointer_action
        for step in steps:
            if step[0] == "pause":
                action.pause(step[1])
            elif step[0] == "down":
                action.move_to(canvas, round(step[1] - w / 2), round(step[2] - h / 2))
                if pressure is None:
                    action.pointer_down()
                else:
                    action.pointer_down(pressure=pressure)
            elif step[0] == "move":
                if pressure is None:
                    action.move_to(canvas, round(step[1] - w / 2), round(step[2] - h / 2))
                else:
                    action.move_to(canvas, round(step[1] - w / 2), round(step[2] - h / 2),
                                   pressure=pressure)
            elif step[0] == "up":
                action.pointer_up()
        builder.perform()


# 30 s in `make test` (about 17,000 events); SOAK_SECONDS=600 in the environment soaks longer.
SOAK_SECONDS = os.environ.get("SOAK_SECONDS", "30")
if not SOAK_SECONDS.isdigit() or int(SOAK_SECONDS) < 15:
    print(f"browser test: SOAK_SECONDS={SOAK_SECONDS!r} is not a whole number of seconds ≥ 15",
          file=sys.stderr)
    sys.exit(2)
SOAK_SECONDS = int(SOAK_SECONDS)
# After the first 10 s the module's memory may still grow by SOAK_MARGIN bytes in all, and in at
# most SOAK_GROWING of its one-second samples. Its size is the heap's high-water mark, which
# rises in a few steps whenever the random stream first leads the controls somewhere that needs
# more at once (sampled every 10 s over 180 s, 2026-11-29: 6.2 MB at 10 s, 7.0 at 30, 7.5 from
# 70 s to the end; 1.1 MB above the 10 s figure at 30 s in one run of three), while a leak grows
# it steadily: one of 32 KB a second (a 64 KiB page every 2 s, made on purpose) grew it in 11
# of 20 seconds, 1.4 MB.
SOAK_MARGIN = 2 << 20
SOAK_GROWING = 0.25


def soak(checks, page):
    """Random touches, pens, mice and keys (seeded) on five live controls sharing one module,
    drawn as layers, for SOAK_SECONDS: nothing traps, the console stays clean, and the module's memory after
    the first 10 s grows by at most SOAK_MARGIN, in at most SOAK_GROWING of the seconds."""
    driver = checks.driver
    path = os.path.join(page, "browser-test-soak.html")
    with open(path, "w") as f:
        f.write("""<!doctype html><meta charset="utf-8"><body style="margin:0">"""
                + "".join(f'<canvas data-control="{name}" style="width:187px;height:333px" '
                          f'data-width="375" data-height="667"></canvas>' for name in CONTROLS)
                + """<script src="host.js"></script><script>window.dynamicMenus = DynamicMenusHost.start();</script>""")
    checks.open("file://" + os.path.abspath(path))
    # Drawn as layers (the drives above play every demo on the canvas).
    renderers = driver.execute_script(
        "return window.dynamicMenus.then((cs) => cs.map((c) => (c.useLayers(true), c.renderer)))")
    driver.execute_script("""
        let seed = 2026;  // mulberry32: the same stream on every run
        const random = () => { seed = (seed + 0x6D2B79F5) | 0; let t = seed;
          t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
        const canvases = [...document.querySelectorAll('canvas[data-control]')];
        const kinds = ['touch', 'pen', 'mouse'];
        const down = new Map();
        const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', ' ', 'Escape', 'Tab'];
        window.soakEvents = 0;
        window.soakTimer = setInterval(() => {
          for (const canvas of canvases) {
            if (!canvas.isConnected) continue;
            const box = canvas.getBoundingClientRect();
            const id = 1 + Math.floor(random() * 3);
            const at = { clientX: box.left + random() * box.width * 1.1 - box.width * 0.05,
                         clientY: box.top + random() * box.height * 1.1 - box.height * 0.05 };
            const kind = kinds[Math.floor(random() * 3)];
            const roll = random();
            let type = down.has(canvas.dataset.control + id) ? (roll < 0.7 ? 'pointermove' : roll < 0.95 ? 'pointerup' : 'pointercancel') : 'pointerdown';
            if (roll > 0.97) {
              canvas.dispatchEvent(new KeyboardEvent(random() < 0.5 ? 'keydown' : 'keyup', { key: keys[Math.floor(random() * keys.length)], shiftKey: random() < 0.3 }));
              window.soakEvents += 1;
              continue;
            }
            canvas.dispatchEvent(new PointerEvent(type, { ...at, pointerId: id, pointerType: kind, pressure: kind === 'mouse' ? 0.5 : random(), buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
            if (type === 'pointerdown') down.set(canvas.dataset.control + id, true);
            if (type === 'pointerup' || type === 'pointercancel') down.delete(canvas.dataset.control + id);
            window.soakEvents += 1;
          }
        }, 8);
    """)
    memory = "return window.dynamicMenus.then(c => c.length ? c[0].wasm.memory.buffer.byteLength : -1)"
    time.sleep(10)
    sizes = [driver.execute_script(memory)]
    for _ in range(SOAK_SECONDS - 10):
        time.sleep(1)
        sizes.append(driver.execute_script(memory))
    driver.execute_script("clearInterval(window.soakTimer)")
    early, late = sizes[0], sizes[-1]
    growing = sum(1 for before, after in zip(sizes, sizes[1:]) if after > before)
    events = driver.execute_script("return window.soakEvents")
    stopped = driver.execute_script(
        "return [...document.querySelectorAll('.dm-error')].map(e => e.textContent)")
    errors = checks.errors()
    os.remove(path)
    layers = driver.execute_script("return window.dynamicMenus.then((cs) => cs.map((c) => c.renderer))")
    checks.check(f"{events} random events on the controls drawn as layers ({renderers}; after: {layers}): "
                 "no control stopped", not stopped and "layers" in renderers, f"{stopped}")
    checks.check("no console error", not errors, "; ".join(errors[:3]))
    checks.check(f"memory after 10 s {early} bytes, at the end {late} (margin {SOAK_MARGIN}), grown in "
                 f"{growing} of {len(sizes) - 1} seconds (at most {SOAK_GROWING:.0%})",
                 0 < early and late <= early + SOAK_MARGIN and growing <= SOAK_GROWING * (len(sizes) - 1))


# What the page asks the browser to do, counted before any script of the page runs: the texts
# the canvas measures, and the images it decodes (requested, finished).
COUNTERS = """
window.dmMeasured = 0;
const measure = CanvasRenderingContext2D.prototype.measureText;
CanvasRenderingContext2D.prototype.measureText = function (text) {
  window.dmMeasured += 1;
  return measure.call(this, text);
};
// The page's style reads (page-settings.js reads the settings with getComputedStyle).
window.dmStyleReads = 0;
const computed = window.getComputedStyle;
window.getComputedStyle = function (...args) {
  window.dmStyleReads += 1;
  return computed.apply(this, args);
};
window.dmDecoded = { requested: 0, finished: 0 };
const decode = window.createImageBitmap;
window.createImageBitmap = function (...args) {
  window.dmDecoded.requested += 1;
  return decode.apply(this, args).finally(() => { window.dmDecoded.finished += 1; });
};
"""


def run(page, shots):
    driver = browser()
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNTERS})
    checks = Checks(driver, page, shots)
    index = "file://" + os.path.abspath(os.path.join(page, "demo.html"))
    try:
        print("browser test: each control starts and draws, full window")
        for name in CONTROLS:
            checks.open(f"{index}#{name}")
            digest = checks.canvas_digest()
            checks.shot(name)
            checks.check(f"{name} draws", digest is not None and digest[1] >= 3,
                         f"digest {digest}")
            errors = checks.errors()
            checks.check(f"{name} logs no error", not errors, "; ".join(errors))
            expected = AT_REST[name]
            tree = checks.ax_tree()
            checks.check(f"{name}'s accessibility tree in Chromium has {expected}",
                         expected in tree, f"{[t for t in tree if t[0] not in IGNORED_ROLES]}")

        print("browser test: touch and mouse drive the controls")
        checks.open(f"{index}#dial")
        before = checks.canvas_digest()
        # Half a turn of the wheel, clockwise from the top, as Demos/dial/spin.script does at
        # its own size: the ring's centre is the window's, its radius 120 points.
        arc = [("move", 187.5 + 120 * math.sin(math.radians(a)),
                333.5 - 120 * math.cos(math.radians(a))) for a in range(10, 190, 10)]
        checks.pointer(interaction.POINTER_TOUCH, [("down", 187.5, 213.5)] + arc + [("up",)])
        time.sleep(0.3)
        after = checks.canvas_digest()
        checks.shot("dial-after-swipe")
        checks.check("a touch swipe turns the dial", before[0] != after[0])

        checks.open(f"{index}#floating")
        before = checks.canvas_digest()
        checks.pointer(interaction.POINTER_MOUSE, [("down", 320, 600), ("up",)])
        time.sleep(1.0)
        after = checks.canvas_digest()
        checks.shot("floating-open")
        checks.check("a click opens the floating menu", before[0] != after[0])
        measured = driver.execute_script("return window.dmMeasured")
        checks.check(f"the core measures its text with the canvas ({measured} texts)",
                     measured > 0)
        decoded = driver.execute_script("return window.dmDecoded")
        checks.check("the four contact photos are decoded once each over the page's frames "
                     f"({decoded})", decoded == {"requested": 4, "finished": 4}, f"{decoded}")
        # The middle of Heidi Hernandez's photo (the fourth button, 460 pt down): her face,
        # red above green above blue, not the blue of a button or the white of a glyph.
        face = driver.execute_script("""
            const c = document.querySelector('canvas[data-control]');
            const s = c.width / 375;
            return [...c.getContext('2d').getImageData(Math.round(320 * s), Math.round(460 * s), 1, 1).data];
        """)
        checks.check(f"the photo is drawn in its button (rgba {face})",
                     face[0] > face[1] > face[2] and face[0] > 150, f"{face}")
        checks.check("the open menu logs no error", not checks.errors())

        print("browser test: the page's settings, followed as they change")
        checks.open(f"{index}#floating")
        before = checks.canvas_digest()
        driver.execute_script("document.documentElement.dir = 'rtl'")
        time.sleep(1.0)
        after = checks.canvas_digest()
        checks.shot("floating-rtl")
        checks.check("dir=\"rtl\" set on a running page lays the floating menu out right to left",
                     before[0] != after[0])
        driver.execute_script("document.documentElement.dir = 'ltr'")
        time.sleep(1.0)
        checks.check("and dir=\"ltr\" lays it out as before",
                     checks.canvas_digest()[0] == before[0])
        # Each picture below is compared once the menu has come to rest: a fixed pause ended
        # mid-opening on a loaded machine (CI, 2026-11-28), and the pictures differed.
        checks.activate("New")
        checks.at_rest()
        opened = checks.canvas_digest()
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-transparency", "value": "reduce"}]})
        time.sleep(1.0)  # the page hears the change
        checks.at_rest()
        reduced = checks.canvas_digest()
        checks.shot("floating-reduce-transparency")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        checks.check("prefers-reduced-transparency turned on under the open menu replaces its "
                     "blur", opened[0] != reduced[0])
        time.sleep(1.0)  # the page hears the change
        checks.at_rest()
        checks.check("and turned off shows the blur again", checks.canvas_digest()[0] == opened[0])
        driver.execute_script("document.documentElement.style.fontSize = '24px'")
        time.sleep(1.0)  # the page hears the change
        checks.at_rest()
        larger = checks.canvas_digest()
        checks.shot("floating-text-size-24px")
        checks.check("a root font size of 24 px (text size XXXL) enlarges the open menu's labels",
                     larger[0] != opened[0])
        driver.execute_script("document.documentElement.style.fontSize = ''")
        time.sleep(1.0)  # the page hears the change
        checks.at_rest()
        checks.check("and the default 16 px (Large) draws them as before",
                     checks.canvas_digest()[0] == opened[0])

        checks.open(f"{index}#dial")
        canvas = driver.find_element("css selector", "canvas[data-control]")
        canvas.click()
        canvas.send_keys("\ue004")  # tab: the dial's focus halo, in the system tint
        time.sleep(0.5)

        def tint_pixels(rgb):
            return driver.execute_script("""
                const c = document.querySelector('canvas[data-control]');
                const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
                let n = 0;
                for (let i = 0; i < d.length; i += 4) {
                  if (Math.abs(d[i] - arguments[0]) + Math.abs(d[i+1] - arguments[1])
                      + Math.abs(d[i+2] - arguments[2]) <= 6) n += 1;
                }
                return n;""", *rgb)
        standard = (tint_pixels((0, 122, 255)), tint_pixels((0, 64, 221)))
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-contrast", "value": "more"}]})
        time.sleep(0.5)
        more = (tint_pixels((0, 122, 255)), tint_pixels((0, 64, 221)))
        checks.shot("dial-focus-more-contrast")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        checks.check("prefers-contrast: more draws the focus halo in the accessible blue "
                     "(0, 64, 221) instead of (0, 122, 255)",
                     standard[0] > 100 and standard[1] == 0 and more[0] == 0 and more[1] > 100,
                     f"standard {standard}, more {more}")

        # A phone's insets (as a notched phone in portrait), set before the page loads: a
        # change of the insets alone fires no event (on a device it comes with a resize).
        insets = {"top": 47, "left": 0, "bottom": 34, "right": 0}
        try:
            driver.execute_cdp_cmd("Emulation.setSafeAreaInsetsOverride", {"insets": insets})
            overridden = True
        except WebDriverException as error:
            overridden = False
            print(f"  (this Chromium cannot override the safe area: {error.msg})")
        if overridden:
            checks.open(f"{index}#slide")
            checks.activate("Swipe left to show the menu: Show menu", settle=2.0)
            top = driver.execute_script("""
                const e = [...document.querySelectorAll('.dm-accessibility [id]')]
                  .find(e => e.getAttribute('aria-label') === 'Download');
                return e && e.getBoundingClientRect().top;""")
            checks.shot("slide-safe-area")
            driver.execute_cdp_cmd("Emulation.setSafeAreaInsetsOverride", {"insets": {}})
            checks.check("env(safe-area-inset-top) 47 px puts the slide menu's first option "
                         "below it (it sits at 20 without)", top is not None and top >= 47,
                         f"top {top}")
        checks.check("the settings changes log no error", not checks.errors())

        # A control shown as the page's own elements (useLayers: its layers in the page's DOM)
        # writes their styles every frame it moves: no change of the page's settings, so an
        # opening reads them only as its press and release come (a read is four
        # getComputedStyle calls; 7 calls measured), not every frame (4 a frame before the
        # observer ignored the control's own elements: 240 in 74 frames). Opened under a press
        # held on its centre, which does not coast: every frame of it is stepped (one by a
        # click is handed over).
        checks.open(f"{index}#radial")
        driver.execute_script("window.dynamicMenus.then(([control]) => control.useLayers(true))")
        checks.at_rest()
        driver.execute_script(
            "window.dmStyleReads = 0; window.dmFrames = 0;"
            "const count = () => { window.dmFrames += 1; requestAnimationFrame(count); };"
            "requestAnimationFrame(count);")
        canvas = driver.find_element("css selector", "canvas[data-control]").rect
        centre = (canvas["width"] / 2, canvas["height"] / 2)
        checks.pointer(interaction.POINTER_MOUSE, [("down", *centre), ("pause", 1.2), ("up",)])
        checks.at_rest()
        reads, frames = driver.execute_script("return [window.dmStyleReads, window.dmFrames]")
        checks.check(f"the radial menu's opening under a held press, as layers ({frames} frames), reads "
                     f"the page's settings only round the press: its own style writes are no change "
                     f"({reads} style reads, at most 8)",
                     frames >= 20 and reads <= 8, f"{reads} reads in {frames} frames")

        print("browser test: the host's requests: the mouse's cursor and the keyboard focus")
        checks.open(f"{index}#dial")
        checks.pointer(interaction.POINTER_MOUSE, [("move", 187.5, 213.5)])
        time.sleep(0.3)
        style = "return document.querySelector('canvas[data-control]').style.cursor"
        hovering = driver.execute_script(style)
        checks.pointer(interaction.POINTER_MOUSE, [("down", 187.5, 213.5), ("move", 230, 225)])
        time.sleep(0.3)
        dragging = driver.execute_script(style)
        checks.pointer(interaction.POINTER_MOUSE, [("up",)])
        checks.check("a mouse over the dial shows an open hand, a closed one while it drags",
                     hovering == "grab" and dragging == "grabbing", f"{hovering}, {dragging}")
        focus = """
            const c = document.querySelector('canvas[data-control]');
            document.activeElement?.blur();
            if (arguments[0]) {
              const input = document.createElement('input');
              document.body.appendChild(input);
              input.focus();
            }
            for (const type of ['keydown', 'keyup']) {
              c.dispatchEvent(new KeyboardEvent(type, { key: 'Tab', bubbles: true }));
            }"""
        active = "const a = document.activeElement; return a && a.tagName.toLowerCase()"
        driver.execute_script(focus, False)
        time.sleep(0.3)
        taken = driver.execute_script(active)
        checks.open(f"{index}#dial")
        driver.execute_script(focus, True)
        time.sleep(0.3)
        kept = driver.execute_script(active)
        checks.check("the dial taking the keyboard focus focuses the canvas when nothing has the "
                     "focus, and leaves a focused text field alone",
                     taken == "canvas" and kept == "input", f"{taken}, {kept}")

        print("browser test: a pen's pressure presses the confirm button")
        checks.open(f"{index}#confirm")
        idle = checks.canvas_digest()
        checks.pointer(interaction.POINTER_PEN, [("down", 187.5, 500), ("pause", 0.3)],
                       pressure=1.0)
        pressed = checks.canvas_digest()
        checks.shot("confirm-pen-pressed")
        checks.pointer(interaction.POINTER_PEN, [("up",)], pressure=0.0)
        checks.check("pressing with a pen changes the button", idle[0] != pressed[0])
        readings = driver.execute_script("""
            return window.dynamicMenus.then((c) => {
              const e = (pointerType, pressure) => new PointerEvent('pointermove', { pointerType, pressure });
              return [['touch', 0.5], ['touch', 0], ['touch', 0.75], ['pen', 0.5], ['mouse', 0.5]]
                .map(([type, pressure]) => c[0].input.pressure(e(type, pressure)));
            });""")
        checks.check("a touch's 0.5 (no reading) and 0 give no force; 0.75 does; a pen's 0.5 "
                     "does; a mouse has none", readings == [-1, -1, 0.75, 0.5, -1], f"{readings}")
        checks.check("the pen press logs no error", not checks.errors())

        print("browser test: a screen reader's user operates every control (ARIA)")
        checks.open(f"{index}#dial")
        elements = checks.accessibility()
        checks.check("the dial is a slider named Dial menu, its value the beer on top",
                     ["slider", "Dial menu", "Pale lager"] in elements, f"{elements}")
        checks.key_on("slider", "ArrowRight")
        elements = checks.accessibility()
        checks.check("the slider's increment turns the dial to the next beer",
                     ["slider", "Dial menu", "Witbier"] in elements, f"{elements}")
        canvas = driver.find_element("css selector", "canvas[data-control]")
        canvas.click()
        canvas.send_keys("\ue004")  # tab: the keyboard focus goes to the dial
        time.sleep(0.5)
        active = driver.execute_script(
            "const c = document.querySelector('canvas[data-control]');"
            "const id = c.getAttribute('aria-activedescendant');"
            "return id && document.getElementById(id).getAttribute('aria-label')")
        checks.check("aria-activedescendant follows the keyboard focus", active == "Dial menu",
                     f"{active}")

        checks.open(f"{index}#radial")
        states = checks.ax_states()
        checks.check("closed, the radial menu is a collapsed button with a menu",
                     ("button", "Menu", False) in states, f"{states[:4]}")
        checks.check("the radial menu's button opens it",
                     checks.activate("Menu") and "Leo, 5 of 12" in checks.names(),
                     f"{checks.names()[:4]}")
        states = checks.ax_states()
        items = [name for role, name, _ in states if role == "menuitem"]
        checks.check("open, Chromium shows a menu of twelve menu items and Close menu expanded",
                     ("menu", "Menu", None) in states and len(items) == 12
                     and ("button", "Close menu", True) in states,
                     f"{[s for s in states if s[0] not in IGNORED_ROLES][:16]}")
        checks.activate("Leo, 5 of 12", settle=2.0)
        checks.check("choosing a sign closes the menu", "Leo, 5 of 12" not in checks.names(),
                     f"{checks.names()[:4]}")

        checks.open(f"{index}#confirm")
        before = checks.canvas_digest()
        checks.check("the confirm button offers its Confirm action",
                     "Delete: Confirm" in checks.names(), f"{checks.names()}")
        checks.activate("Delete: Confirm")
        checks.check("the Confirm action confirms", checks.canvas_digest()[0] != before[0])

        checks.open(f"{index}#floating")
        checks.check("the floating button opens the menu",
                     checks.activate("New") and "Neil Ross" in checks.names(),
                     f"{checks.names()}")
        states = checks.ax_states()
        checks.check("the open floating menu's items are menu items in a menu",
                     ("menuitem", "Neil Ross", None) in states and ("menu", "Menu", None) in states,
                     f"{[s for s in states if s[0] not in IGNORED_ROLES]}")
        checks.activate("Neil Ross")
        checks.check("choosing an item closes it",
                     "New" in checks.names() and "Neil Ross" not in checks.names(),
                     f"{checks.names()}")

        checks.open(f"{index}#slide")
        checks.check("the slide menu's Show menu action shows it",
                     checks.activate("Swipe left to show the menu: Show menu")
                     and "Upload" in checks.names(), f"{checks.names()}")
        checks.activate("Upload")
        checks.key_on("menuitem", "Escape")
        checks.check("escape hides the menu", "Upload" not in checks.names(), f"{checks.names()}")
        checks.check("the option chosen shows behind it", "Selected: Upload" in checks.names(),
                     f"{checks.names()}")
        checks.check("the accessibility walk logs no error", not checks.errors())

        binary = os.environ.get("DYNAMIC_MENUS")
        if binary and os.access(binary, os.X_OK):
            print("browser test: each control's demo as real input, against the native build")
            drives.run(checks, index, binary, shots)
        else:
            print("browser test: SKIPPED the drives against the native build "
                  "($DYNAMIC_MENUS names no dynamic-menus binary)")

        print(f"browser test: seeded random pointer streams over all five controls, {SOAK_SECONDS} s")
        soak(checks, page)

        print("browser test: failures stay on their own tile")
        with open(os.path.join(page, "browser-test-errors.html"), "w") as f:
            f.write("""<!doctype html><meta charset="utf-8">
<canvas id="dial" data-control="dial" data-width="512" data-height="512" style="width:300px;height:300px"></canvas>
<canvas data-control="nosuch" style="width:300px;height:300px"></canvas>
<canvas id="slide" data-control="slide" style="width:300px;height:300px"></canvas>
<script src="host.js"></script><script>window.dynamicMenus = DynamicMenusHost.start();</script>""")
        checks.open("file://" + os.path.abspath(os.path.join(page, "browser-test-errors.html")))
        message = driver.execute_script(
            "return [...document.querySelectorAll('.dm-error')].map(e => e.textContent)")
        checks.check("an unknown control shows a sentence on its tile",
                     len(message) == 1 and "nosuch" in message[0], f"{message}")
        slide = checks.canvas_digest("#slide")
        checks.check("the other controls keep running", slide is not None and slide[1] >= 3)
        dial = checks.canvas_digest("#dial")
        checks.check("a 512-point scene shown at 300 CSS pixels draws 300 pixels wide",
                     dial is not None and dial[2] == 300 and dial[3] == 300 and dial[1] >= 3,
                     f"{dial and dial[1:]}")
        checks.check("the console names the control",
                     any("nosuch" in e for e in checks.errors()))

        with open(os.path.join(page, "browser-test-no-wasm.html"), "w") as f:
            f.write("""<!doctype html><meta charset="utf-8"><script>delete window.WebAssembly;</script>
<canvas data-control="dial" style="width:300px;height:300px"></canvas>
<canvas data-control="radial" style="width:300px;height:300px"></canvas>
<script src="host.js"></script><script>window.dynamicMenus = DynamicMenusHost.start();</script>""")
        checks.open("file://" + os.path.abspath(os.path.join(page, "browser-test-no-wasm.html")))
        message = driver.execute_script(
            "return [...document.querySelectorAll('.dm-error')].map(e => e.textContent)")
        checks.check("without WebAssembly each control says so",
                     len(message) == 2 and all("WebAssembly" in m for m in message), f"{message}")
        checks.errors()
    finally:
        driver.quit()
        for name in ["browser-test-errors.html", "browser-test-no-wasm.html"]:
            path = os.path.join(page, name)
            if os.path.exists(path):
                os.remove(path)
    print(f"browser test: {checks.passed} passed, {len(checks.failures)} failed"
          + (f" ({', '.join(checks.failures)})" if checks.failures else ""))
    return 0 if not checks.failures else 1


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    page = sys.argv[1]
    shots = sys.argv[2] if len(sys.argv) > 2 else "out/web-test"
    if not os.path.exists(os.path.join(page, "demo.html")):
        print(f"browser test: no {page}/demo.html (make web builds it)", file=sys.stderr)
        return 2
    os.makedirs(shots, exist_ok=True)
    try:
        return run(page, shots)
    except WebDriverException as error:
        print(f"browser test: the browser failed: {error.msg}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
