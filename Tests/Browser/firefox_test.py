"""The web host in headless Firefox, opened from disk (file://) as in Chromium: every control
starts and draws with no console error, its ARIA elements are there, and real input (a click
through WebDriver BiDi's input.performActions) opens the floating menu. On the page for
phones, each element's ARIA nodes are in Firefox's accessibility tree by role and name, and an
open menu's items by name; the floating menu's veil shows as layers as on its canvas, though
headless Firefox draws no backdrop-filter.

    python3 Tests/Browser/firefox_test.py out/web [SCREENSHOT_DIR [ELEMENTS_APP]]

With ELEMENTS_APP (the scratch app Tests/Browser/elements_test.py installed the package into),
the package's elements too: served and from disk, they draw, and a click turns the dial.

Firefox speaks WebDriver BiDi itself on --remote-debugging-port (Debian has no geckodriver),
so this talks to it over one WebSocket (websocket-client, which selenium brings). Exit
status: 0 every check passed; 1 a check failed; 2 Firefox or the page is missing.
"""

import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

CONTROLS = ["dial", "radial", "confirm", "floating", "slide"]
WIDTH, HEIGHT = 375, 667


class BiDi:
    """A WebDriver BiDi session: commands by id, events kept until read."""

    def __init__(self, url):
        import websocket
        deadline = time.time() + 30
        while True:
            try:
                self.socket = websocket.create_connection(url, timeout=30, suppress_origin=True)
                break
            except (ConnectionError, OSError):
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
        self.next_id = 0
        self.events = []

    def send(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if message.get("type") == "error":
                    raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
                return message["result"]
            if message.get("type") == "event":
                self.events.append(message)

    def evaluate(self, context, expression):
        result = self.send("script.evaluate", expression=expression, awaitPromise=True,
                           target={"context": context}, resultOwnership="none")
        if result.get("type") == "exception":
            raise RuntimeError(result["exceptionDetails"].get("text"))
        return to_python(result["result"])

    def click(self, context, x, y):
        """A real mouse click at (x, y) through Firefox's input pipeline (input.performActions)."""
        self.send("input.performActions", context=context, actions=[{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "x": x, "y": y},
                        {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 50},
                        {"type": "pointerUp", "button": 0}]}])

    def colours(self, context, element):
        """How many colours the element (`element`, an expression) shows on screen, whichever
        renderer draws it: a screenshot of its box, every 31st pixel; 0 while it is not live."""
        from screens_test import decode_png
        box = self.evaluate(context, f"""(() => {{ const e = {element}, c = e.shadowRoot.querySelector('canvas');
            if (c.hidden) return null; const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }})()""")
        if not box:
            return 0
        clip = {"type": "box", "x": box[0], "y": box[1], "width": box[2], "height": box[3]}
        png = self.send("browsingContext.captureScreenshot", context=context, clip=clip)["data"]
        width, height, rows = decode_png(base64.b64decode(png))
        channels = len(rows[0]) // width
        return len({bytes(rows[k // width][(k % width) * channels:(k % width) * channels + 3])
                    for k in range(0, width * height, 31)})

    def errors(self):
        """Console errors and uncaught exceptions since the last call."""
        found = [e["params"].get("text") for e in self.events
                 if e.get("method") == "log.entryAdded" and e["params"].get("level") == "error"]
        self.events = []
        return found


def to_python(value):
    """A BiDi remote value as a Python value (strings, numbers, booleans, arrays)."""
    kind = value.get("type")
    if kind in ("string", "number", "boolean"):
        return value["value"]
    if kind == "array":
        return [to_python(v) for v in value["value"]]
    if kind in ("null", "undefined"):
        return None
    return value


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_elements(bidi, context, app, check):
    """The package's elements (the scratch app elements_test.py installed): served from
    127.0.0.1 and from disk, each element draws, and a real click turns the dial with the
    right dm-select."""
    from elements_test import serve
    server = serve(app)
    bidi.send("browsingContext.setViewport", context=context, viewport={"width": 1024, "height": 900})
    try:
        for label, url in [("served", f"http://127.0.0.1:{server.server_address[1]}/served/index.html"),
                           ("from disk", "file://" + os.path.join(os.path.abspath(app), "disk/index.html"))]:
            bidi.send("browsingContext.navigate", context=context, url=url, wait="complete")
            time.sleep(2.5)
            drawn = [bidi.colours(context, f"document.getElementById('{i}')") for i in ["beer", "delete", "signs"]]
            check(f"elements {label}: the dial, the confirm button and the radial menu draw in Firefox ({drawn})",
                  all(n > 2 for n in drawn), f"{drawn}")
            # The dial is 300 × 300 at the page's corner: Witbier sits a ring's radius right of
            # its centre, 150 − 100 × (300/512) × 1.33/2 = 111 points (its items shrunk under
            # the tutorial's 512).
            bidi.click(context, 150 + round(150 - 100 * 300 / 512 * 1.33 / 2), 150)
            time.sleep(2.0)
            detail = bidi.evaluate(context, """
                window.events.filter((e) => e.type === 'dm-select')
                  .map((e) => [e.detail.index, e.detail.value, e.detail.label, e.detail.source])""")
            check(f"elements {label}: a click on Witbier fires dm-select in Firefox",
                  detail == [[1, "wit", "Witbier", "pointer"]], f"{detail}")
            shot = bidi.send("browsingContext.captureScreenshot", context=context)["data"]
            with open(os.path.join(os.path.dirname(os.path.abspath(app)), f"firefox-elements-{label.replace(' ', '-')}.png"), "wb") as f:
                f.write(base64.b64decode(shot))
            errors = bidi.errors()
            check(f"elements {label}: no error in Firefox", not errors, "; ".join(map(str, errors)))
    finally:
        server.shutdown()


# The page for phones in Firefox's accessibility tree: an item of each menu that opens, as its
# open menu names it (the dial is a slider whose value is the item; the confirm button has none).
PHONE_ITEMS = {"dial": None, "radial": "Mail, 1 of 6", "confirm": None, "floating": "Neil Ross",
               "slide": "Download"}


def run_phone_accessibility(bidi, context, page, check):
    """Each element of the page for phones (out/web/index.html) as Firefox's accessibility
    engine sees it, at rest and, for the three menus that open, open: every ARIA node inside
    the element's shadow root is found there by its role and name
    (browsingContext.locateNodes with an accessibility locator, which computes both as a
    screen reader gets them), and an open menu lists its item."""
    bidi.send("browsingContext.setViewport", context=context, viewport={"width": 390, "height": 844})
    index = "file://" + os.path.abspath(os.path.join(page, "index.html"))
    element = "document.querySelector('section.shown [data-control]')"

    def tree(root, label):
        nodes = bidi.evaluate(context, f"""
            [...{element}.shadowRoot.querySelectorAll('[role]')]
              .filter((e) => !e.closest('[hidden]'))
              .map((e) => [e.getAttribute('role'), e.getAttribute('aria-label') || e.textContent.trim()])""")
        missing = [n for n in nodes if not bidi.send(
            "browsingContext.locateNodes", context=context,
            locator={"type": "accessibility", "value": {"role": n[0], "name": n[1]}},
            startNodes=[{"sharedId": root}])["nodes"]]
        check(f"phone page {label}: Firefox's accessibility tree has its {len(nodes)} ARIA nodes",
              len(nodes) >= 1 and not missing, f"{nodes}, missing {missing}")
        return [n[1] for n in nodes]

    for name, item in PHONE_ITEMS.items():
        bidi.send("browsingContext.navigate", context=context, url=f"{index}?ax#{name}", wait="complete")
        time.sleep(2.5)
        root = bidi.send("script.evaluate", expression=f"{element}.shadowRoot", awaitPromise=False,
                         target={"context": context}, resultOwnership="root")["result"]["sharedId"]
        tree(root, name)
        if item:
            bidi.evaluate(context, f"{element}.show()")
            time.sleep(1.5)
            names = tree(root, f"{name} open")
            check(f"phone page {name} open: it lists {item!r}", item in names, f"{names}")
        errors = bidi.errors()
        check(f"phone page {name}: no error in Firefox", not errors, "; ".join(map(str, errors)))


# The floating menu's veil over the inbox on the page for phones: the list's left column (its
# avatars and names, x 0…160, y 110…560 of the 390 × 844 window), away from the open menu's
# buttons and labels. Headless Firefox draws no backdrop-filter, so what shows of the veil as
# layers is the tint alone; the canvas draws the tint over its clear pixels alike.
VEIL_REGION = (0, 110, 160, 560)
VEIL_LEVELS = 2.0
VEIL_LIGHTENS = 3.0


def region_mean(png, region):
    """The mean of R, G and B (0…255) over `region` (left, top, right, bottom) of a screenshot."""
    from screens_test import decode_png
    width, _, rows = decode_png(png)
    channels = len(rows[0]) // width
    left, top, right, bottom = region
    total = count = 0
    for y in range(top, bottom):
        row = rows[y]
        for x in range(left, right):
            total += row[x * channels] + row[x * channels + 1] + row[x * channels + 2]
            count += 3
    return total / count


def run_phone_veil(bidi, context, page, shots, check):
    """The floating menu's veil shows in Firefox whichever renderer draws it: open, as layers,
    the inbox's left column is as light as on the canvas (within VEIL_LEVELS) and lighter than
    closed (by VEIL_LIGHTENS), though Firefox draws no backdrop-filter here."""
    bidi.send("browsingContext.setViewport", context=context, viewport={"width": 390, "height": 844})
    index = "file://" + os.path.abspath(os.path.join(page, "index.html"))
    element = "document.querySelector('section.shown [data-control]')"
    means = {}
    for renderer in ["layers", "canvas"]:
        bidi.send("browsingContext.navigate", context=context, url=f"{index}?veil-{renderer}#floating",
                  wait="complete")
        time.sleep(2.0)
        bidi.evaluate(context, f"{element}.setAttribute('renderer', '{renderer}')")
        time.sleep(0.5)
        closed = base64.b64decode(bidi.send("browsingContext.captureScreenshot", context=context)["data"])
        bidi.evaluate(context, f"{element}.show()")
        time.sleep(2.0)
        shown = bidi.evaluate(context, f"{element}.renderer")
        shot = base64.b64decode(bidi.send("browsingContext.captureScreenshot", context=context)["data"])
        with open(os.path.join(shots, f"firefox-floating-veil-{renderer}.png"), "wb") as f:
            f.write(shot)
        means[renderer] = (region_mean(closed, VEIL_REGION), region_mean(shot, VEIL_REGION), shown)
    (layers_closed, layers_open, layers_shown), (_, canvas_open, canvas_shown) = means["layers"], means["canvas"]
    check(f"phone page floating in Firefox: the veil shows as layers as on the canvas (left column mean "
          f"{layers_closed:.1f} closed, {layers_open:.1f} open as {layers_shown}, {canvas_open:.1f} on the canvas)",
          layers_shown == "layers" and canvas_shown == "canvas"
          and abs(layers_open - canvas_open) <= VEIL_LEVELS and layers_open - layers_closed >= VEIL_LIGHTENS,
          f"{means}")
    errors = bidi.errors()
    check("phone page floating veil: no error in Firefox", not errors, "; ".join(map(str, errors)))


def run(page, shots, firefox, elements=None):
    port = free_port()
    profile = tempfile.mkdtemp(prefix="dynamic-menus-firefox-")
    process = subprocess.Popen(
        [firefox, "--headless", "--no-remote", "--profile", profile,
         f"--remote-debugging-port={port}", f"--window-size={WIDTH},{HEIGHT}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    passed, failures = 0, []

    def check(name, condition, detail=""):
        nonlocal passed
        if condition:
            passed += 1
            print(f"  ok   {name}")
        else:
            failures.append(name)
            print(f"  FAIL {name}{': ' + detail if detail else ''}")

    try:
        bidi = BiDi(f"ws://127.0.0.1:{port}/session")
        bidi.send("session.new", capabilities={})
        bidi.send("session.subscribe", events=["log.entryAdded"])
        context = bidi.send("browsingContext.getTree")["contexts"][0]["context"]
        bidi.send("browsingContext.setViewport", context=context,
                  viewport={"width": WIDTH, "height": HEIGHT})
        index = "file://" + os.path.abspath(os.path.join(page, "demo.html"))
        version = bidi.evaluate(context, "navigator.userAgent")
        print(f"firefox test: {version}")
        for name in CONTROLS:
            # A query per control: a new address loads the page afresh (a new hash alone
            # would not).
            bidi.send("browsingContext.navigate", context=context, url=f"{index}?{name}#{name}",
                      wait="complete")
            time.sleep(1.5)
            colours = bidi.evaluate(context, """
                window.dynamicMenus.then(() => {
                  const c = document.querySelector('canvas[data-control]');
                  if (!c) return -1;
                  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
                  const seen = new Set();
                  for (let i = 0; i < d.length; i += 4 * 97) seen.add(d[i] << 16 | d[i + 1] << 8 | d[i + 2]);
                  return seen.size;
                })""")
            shot = bidi.send("browsingContext.captureScreenshot", context=context)["data"]
            with open(os.path.join(shots, f"firefox-{name}.png"), "wb") as f:
                f.write(base64.b64decode(shot))
            check(f"{name} draws in Firefox ({colours} colours)", colours >= 3)
            aria = bidi.evaluate(context, """
                [...document.querySelectorAll('.dm-accessibility [id]')]
                  .map(e => e.getAttribute('aria-label') || e.textContent)""")
            check(f"{name}'s ARIA elements are there ({len(aria)})", len(aria) >= 1, f"{aria}")
            errors = bidi.errors()
            check(f"{name} logs no error", not errors, "; ".join(map(str, errors)))

        # Real input: a click on the floating button (320, 600) opens the menu.
        bidi.send("browsingContext.navigate", context=context, url=f"{index}?input#floating",
                  wait="complete")
        time.sleep(1.5)
        bidi.click(context, 320, 600)
        time.sleep(1.0)
        aria = bidi.evaluate(context, """
            [...document.querySelectorAll('.dm-accessibility [id]')]
              .map(e => e.getAttribute('aria-label') || e.textContent)""")
        shot = bidi.send("browsingContext.captureScreenshot", context=context)["data"]
        with open(os.path.join(shots, "firefox-floating-open.png"), "wb") as f:
            f.write(base64.b64decode(shot))
        check("a click through Firefox's input opens the floating menu", "Neil Ross" in aria,
              f"{aria}")
        errors = bidi.errors()
        check("the open menu logs no error", not errors, "; ".join(map(str, errors)))
        run_phone_accessibility(bidi, context, page, check)
        run_phone_veil(bidi, context, page, shots, check)
        if elements:
            run_elements(bidi, context, elements, check)
        bidi.send("session.end")
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"firefox test: {passed} passed, {len(failures)} failed"
          + (f" ({', '.join(failures)})" if failures else ""))
    return 0 if not failures else 1


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    page = sys.argv[1]
    shots = sys.argv[2] if len(sys.argv) > 2 else "out/web-test"
    elements = sys.argv[3] if len(sys.argv) > 3 else None
    firefox = os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")
    if not firefox:
        print("firefox test: SKIPPED (no Firefox here; make deps installs firefox-esr)")
        return 0
    if not os.path.exists(os.path.join(page, "demo.html")):
        print(f"firefox test: no {page}/demo.html (make web builds it)", file=sys.stderr)
        return 2
    try:
        import websocket  # noqa: F401
    except ImportError:
        print("firefox test: websocket-client is missing (make deps installs "
              "Tests/Browser/requirements.txt)", file=sys.stderr)
        return 2
    os.makedirs(shots, exist_ok=True)
    try:
        return run(page, shots, firefox, elements)
    except (RuntimeError, OSError) as error:
        print(f"firefox test: Firefox failed: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
