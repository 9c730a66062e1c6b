"""The package's entries in headless Chromium: each element's own (`dynamic-menus/dial-menu`,
…) alone on a page, served from 127.0.0.1 under a strict Content-Security-Policy, as a page
that uses one kind loads it; two entries on one page; an element's inline entry.

    python3 Tests/Browser/entries_test.py out/npm [SCRATCH_DIR]

Per entry: it defines its element and no other; the page fetches its script, its own module
and the fonts its element draws in by default, and nothing else (not the main module, no other
weight: none for the radial menu); the element draws; it answers a key (the dial turns to the
next item, the menus open, the confirm button fills while a key is held and confirms); the
console shows no error (the slide menu is shown first: then its list takes the keys, down
highlights an option and return chooses it). Then the dial's and the confirm button's entries on one page, each
drawing and answering; then `dial-menu.inline.js`, which fetches nothing but itself.
Screenshots go to SCRATCH_DIR (default out/entries-test). Exit status: 0 every check passed;
1 a check failed; 2 the browser or the package is missing (`make deps`, `make web`).
"""

import json
import os
import sys
import time

from browser_test import browser, element_colours
from elements_test import package_folder, serve

try:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
except ImportError:
    print("entries test: selenium is missing (make deps)", file=sys.stderr)
    sys.exit(2)

POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; font-src 'self'"
ITEMS = '<dm-item value="one">One</dm-item><dm-item value="two">Two</dm-item><dm-item value="three">Three</dm-item>'
# Each entry's element, sized, and the key that it answers with the event that says so.
ELEMENTS = {
    "dial-menu": ('<dm-dial-menu style="display:block;width:320px;height:320px">' + ITEMS + "</dm-dial-menu>",
                  Keys.ARROW_RIGHT, "dm-select"),
    "radial-menu": ('<dm-radial-menu style="display:block;width:360px;height:360px">'
                    '<dm-item icon="gear">One</dm-item><dm-item icon="heart">Two</dm-item>'
                    '<dm-item icon="star">Three</dm-item></dm-radial-menu>', Keys.ENTER, "dm-open"),
    "confirm-button": ('<dm-confirm-button style="display:block;width:200px;height:260px">Delete</dm-confirm-button>',
                       Keys.SPACE, "dm-confirm"),
    "floating-menu": ('<dm-floating-menu style="display:block;width:360px;height:600px">' + ITEMS + "</dm-floating-menu>",
                      Keys.ENTER, "dm-open"),
    # Shown first (a swipe or show() shows it): then its list takes the keys.
    "slide-menu": ('<dm-slide-menu style="display:block;width:360px;height:600px">' + ITEMS + "</dm-slide-menu>",
                   Keys.ENTER, "dm-select"),
}
# Elements are found by id: each is its kind.
for kind, (body, key, event) in list(ELEMENTS.items()):
    ELEMENTS[kind] = (body.replace(f"<dm-{kind} ", f'<dm-{kind} id="{kind}" ', 1), key, event)
# The font files each element draws in by default (ElementKind.fontWeights).
FONTS = {"dial-menu": ["DejaVuSans.woff2"], "radial-menu": [], "confirm-button": ["DejaVuSans.woff2"],
         "floating-menu": ["DejaVuSans-ExtraLight.woff2"], "slide-menu": ["DejaVuSans.woff2"]}

RECORDER = """
window.events = [];
for (const type of ['dm-open', 'dm-select', 'dm-confirm']) {
  document.addEventListener(type, (e) => events.push({ type, target: e.target.localName, source: e.detail?.source }));
}
"""


def page(scripts, body):
    """A page loading `scripts` (module scripts beside it) with `body`; the event recorder
    is a file of its own (the policy allows no inline script)."""
    tags = "".join(f'<script type="module" src="{s}"></script>' for s in scripts)
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>entries</title>'
            f'<script src="recorder.js"></script>{tags}</head><body style="margin:0">{body}</body></html>')


class Checks:
    def __init__(self, driver, base, shots):
        self.driver, self.base, self.shots = driver, base, shots
        self.failures, self.passed = [], 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"  ok   {name}")
        else:
            self.failures.append(name)
            print(f"  FAIL {name}{': ' + detail if detail else ''}")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def load(self, name, tags):
        """Opens page `name`.html and waits until each of `tags` is live (its ready promise)."""
        self.driver.get(f"{self.base}/{name}.html")
        self.driver.get_log("browser")  # drop what came before
        wait = ("const done = arguments[arguments.length - 1]; "
                f"Promise.all({json.dumps(tags)}.map(t => customElements.whenDefined(t)"
                ".then(() => document.querySelector(t).ready))).then(() => done(true));")
        self.driver.set_script_timeout(20)
        self.driver.execute_async_script(wait)
        time.sleep(0.6)

    def fetched(self):
        """The file names the page fetched (its resources, not the page)."""
        return sorted({r.split("/")[-1] for r in self.js(
            "return performance.getEntriesByType('resource').map(e => e.name)")} - {"recorder.js", "favicon.ico"})

    def errors(self):
        return [e["message"] for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]

    def answers(self, label, tag, key, event):
        """Focuses `tag`'s canvas, presses `key` (held four seconds for the confirm button's
        space, which fills its ring) and checks that `event` arrives."""
        if tag == "dm-slide-menu":
            self.js("document.querySelector('dm-slide-menu').show()")
            time.sleep(1.6)
        self.js("window.events.length = 0; document.querySelector(arguments[0]).shadowRoot.querySelector('canvas').focus()", tag)
        if event == "dm-confirm":
            # Held well past the ring's 2 s fill: a busy machine's frames are clamped to 50 ms,
            # so the control's clock can run slower than the page's.
            ActionChains(self.driver).key_down(key).pause(4).key_up(key).perform()
        elif tag == "dm-slide-menu":
            # Down highlights the first option; return chooses it.
            self.driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN, key)
        else:
            self.driver.switch_to.active_element.send_keys(key)
        deadline = time.time() + 6
        while time.time() < deadline and not self.js(f"return events.some(e => e.type === '{event}')"):
            time.sleep(0.1)
        got = self.js("return events")
        self.check(f"{label}: a key on <{tag}> brings {event}, from the keyboard",
                   any(e["type"] == event and e["target"] == tag and e["source"] in (None, "keyboard") for e in got), str(got))


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    package = os.path.abspath(sys.argv[1])
    shots = os.path.abspath(sys.argv[2] if len(sys.argv) == 3 else "out/entries-test")
    if not os.path.exists(os.path.join(package, "dial-menu.js")):
        print(f"entries test: no package with per-element entries in {package} (make web)", file=sys.stderr)
        sys.exit(2)
    os.makedirs(shots, exist_ok=True)
    folder = package_folder(package, "entries-test-pages")
    with open(os.path.join(folder, "recorder.js"), "w") as f:
        f.write(RECORDER)
    open(os.path.join(folder, "favicon.ico"), "wb").close()
    for kind, (body, _, _) in ELEMENTS.items():
        with open(os.path.join(folder, f"{kind}.html"), "w") as f:
            f.write(page([f"npm/{kind}.js"], body))
    with open(os.path.join(folder, "two.html"), "w") as f:
        f.write(page(["npm/dial-menu.js", "npm/confirm-button.js"], ELEMENTS["dial-menu"][0] + ELEMENTS["confirm-button"][0]))
    with open(os.path.join(folder, "inline.html"), "w") as f:
        f.write(page(["npm/dial-menu.inline.js"], ELEMENTS["dial-menu"][0]))
    server = serve(folder, POLICY)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        driver = browser()
    except Exception as error:  # noqa: BLE001 (the driver's own errors differ by version)
        print(f"entries test: cannot start Chromium: {error}", file=sys.stderr)
        sys.exit(2)
    checks = Checks(driver, base, shots)
    all_tags = [f"dm-{k}" for k in ELEMENTS]
    try:
        for kind, (_, key, event) in ELEMENTS.items():
            tag = f"dm-{kind}"
            print(f"{kind}.js")
            checks.load(kind, [tag])
            defined = checks.js("return arguments[0].filter(t => customElements.get(t))", all_tags)
            checks.check(f"{kind}.js defines <{tag}> and no other", defined == [tag], str(defined))
            expected = sorted([f"{kind}.js", f"{kind}.wasm"] + FONTS[kind])
            got = checks.fetched()
            checks.check(f"{kind}.js fetches its script, its own module and its fonts, nothing else", got == expected,
                         f"{got}, expected {expected}")
            if tag == "dm-slide-menu":
                # Closed, the slide menu is clear: it draws once shown. (Its closed box once
                # reached under the page's scroll bar, whose colours passed this check.)
                checks.js("document.querySelector('dm-slide-menu').show()")
                time.sleep(1.6)
            colours = element_colours(driver, tag[3:])
            checks.check(f"<{tag}> draws ({colours} colours)", colours >= 3)
            driver.save_screenshot(os.path.join(shots, f"{kind}.png"))
            checks.answers(kind, tag, key, event)
            errors = checks.errors()
            checks.check(f"{kind}.js: no error in the console", not errors, str(errors))

        print("two entries on one page")
        checks.load("two", ["dm-dial-menu", "dm-confirm-button"])
        got = checks.fetched()
        checks.check("two entries: each module once, the shared font once",
                     got == sorted(["dial-menu.js", "dial-menu.wasm", "confirm-button.js", "confirm-button.wasm",
                                    "DejaVuSans.woff2"]), str(got))
        for tag in ["dm-dial-menu", "dm-confirm-button"]:
            colours = element_colours(driver, tag[3:])
            checks.check(f"two entries: <{tag}> draws ({colours} colours)", colours >= 3)
        driver.save_screenshot(os.path.join(shots, "two.png"))
        checks.answers("two entries", "dm-dial-menu", Keys.ARROW_RIGHT, "dm-select")
        checks.answers("two entries", "dm-confirm-button", Keys.SPACE, "dm-confirm")

        print("dial-menu.inline.js")
        checks.load("inline", ["dm-dial-menu"])
        got = checks.fetched()
        checks.check("dial-menu.inline.js fetches nothing but itself", got == ["dial-menu.inline.js"], str(got))
        colours = element_colours(driver, "dial-menu")
        checks.check(f"dial-menu.inline.js: the dial draws ({colours} colours)", colours >= 3)
        errors = checks.errors()
        checks.check("the inline entry: no error in the console", not errors, str(errors))
    finally:
        driver.quit()
        server.shutdown()
    if checks.failures:
        print(f"entries test: {len(checks.failures)} of {checks.passed + len(checks.failures)} checks failed")
        sys.exit(1)
    print(f"entries test: {checks.passed}/{checks.passed} checks passed")


if __name__ == "__main__":
    main()
