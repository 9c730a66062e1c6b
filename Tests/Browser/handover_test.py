"""Openings handed over whole, against stepping every frame, in headless Chromium and Firefox
(there all but the floating menu: headless Firefox draws no backdrop-filter, which the
floating menu's layers use): each control's demo scripts played on two demo pages side by side (iframes of
make web's demo.html, served from 127.0.0.1, the page's clock held by the test: frames of
1/60 s, timers held), the left showing its layers (`useLayers`), the right its canvas.
Wherever the left hands a stretch to the compositor (its module holds the stretch), its keyframe
animations are paused and set frame by frame to the frame the right has stepped to; every
CHECK_EVERY frames, at the frame after a stretch's end and at the last frame the two are
compared in a screenshot within the conformance tolerances (drives.py). A stretch ends as it
would in a page: at the next input (sent to both: the left catches its core up first), or
when the control's timer asks (an animation ends, or the stretch does), which the test runs
at its frame.

    python3 Tests/Browser/handover_test.py out/web [SCRATCH_DIR] [chromium|firefox]

With a browser named, only that one: `make test` runs the two side by side, as two stages
(each writes its own page into out/web, so they do not meet). HANDOVER_CONTROLS="radial dial"
plays only those controls' scripts, in both.

Checks: every comparison within the tolerances; the floating menu's openings, the dial's
fling and tap, the slide menu's show and hide and the radial menu's closings (its rings,
lines and dashes as stroke keyframes) hand over most of their motion (at least HANDED_OVER of
their frames); both controls end in the same state
(their last screenshot); a read of the control 40 ms on in the task that made a stretch's
keyframes runs none of its frames (the compositor has shown none yet); no console error. Exit status: 0 every check passed; 1 a check
failed; 2 no browser or page.
"""

import base64
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Benchmarks"))
import drives  # noqa: E402
import web_bench  # noqa: E402
from browsers import Chromium, Firefox, firefox_binary  # noqa: E402
from elements_test import serve  # noqa: E402

# Every 8th frame (133 ms) of a stretch, as well as its end and the last frame: a stretch that
# diverges for longer is caught. Every 4th took the two stages 30 % longer (104 → 72 s alone,
# 2026-11-28), which `make test` spends on a module per element instead.
CHECK_EVERY = 8
# The controls whose demos hand over: the floating menu's openings and closings (springs
# alone), the dial's fade in and its physics (a fling, a settle), the slide menu's fall, the
# radial menu's closings (its rings' radii, lines' stroke ends and dashes' widths as keyframes
# of their elements' sizes: its openings here are under a finger held down). The confirm button
# steps every frame (its pressure).
CONTROLS = ["floating", "dial", "slide", "radial"]
# The scenes whose scripts are written for a window of another size than the pair's pages
# (web_bench's 375 x 667), which scale and centre them.
DESIGNS = {"radial": [512, 512]}
# At least this many frames handed over in each of these scripts.
HANDED_OVER = {("floating", "open.script"): 15, ("floating", "interrupt.script"): 15,
               ("dial", "spin.script"): 60, ("dial", "tap.script"): 60,
               ("slide", "show.script"): 30, ("slide", "hide.script"): 30,
               ("radial", "select.script"): 50, ("radial", "stay-open.script"): 50}
# The floating menu's blur: mid-fade a button over it shows a little of the blur the canvas's
# group hides (layers_test.py, FADES_OVER_BLUR), and Chromium's software compositor leaves
# strips of a window-wide backdrop-filter unblurred at its right and bottom (a plain div with
# the same filter too: docs/web-components.md). Its tiles may differ; the share and the mean hold.
BLURS_WINDOW = {"floating"}

PAGE = """<!doctype html><meta charset="utf-8">
<style>body {{ margin: 0; overflow: hidden; background: #fff; }} iframe {{ border: 0; width: {width}px; height: {height}px; }}</style>
<script src="{compare}"></script>
<iframe src="demo.html?clock=manual#{control}"></iframe><iframe src="demo.html?clock=manual#{control}"></iframe>
"""

# The pair's player, in the top page: `start(script)`, then `step()` until it says done; each
# step runs one frame of the pair and says whether to compare now.
PLAYER = """
window.pair = {
  async start(script, design) {
    const pages = [...document.querySelectorAll('iframe')].map((f) => f.contentWindow);
    await new Promise((ready) => { const poll = () => pages.every((w) => w.dynamicMenus) ? ready() : setTimeout(poll, 20); poll(); });
    const [[left], [right]] = await Promise.all(pages.map((w) => w.dynamicMenus));
    // The left page's timers are the test's: held, and run at their frame.
    this.held = [];
    pages[0].setTimeout = (run, ms) => { this.held.push([run, ms]); return this.held.length; };
    pages[0].clearTimeout = (id) => { if (this.held[id - 1]) this.held[id - 1] = null; };
    left.useLayers(true);
    this.window = pages[0];
    // The left's module read directly (its control's `wasm` would catch a stretch up first),
    // and where the stretch's numbers lie in it.
    this.module = await pages[0].DynamicMenusHost.demoModule();
    this.fields = pages[0].DynamicMenusHost.lookahead.fields;
    const timeline = await pages[1].DynamicMenusHost.timeline(script);
    this.byFrame = new Map();
    for (const e of timeline.events) this.byFrame.set(e.frame, [...(this.byFrame.get(e.frame) ?? []), e]);
    this.frames = timeline.frameCount + 60;
    // A scene designed for another size is scaled to the page's and centred: its script's
    // points are placed alike.
    const [w, h] = [left.size.width, left.size.height];
    const s = design ? Math.min(w / design[0], h / design[1]) : 1;
    const place = (e) => (design && 'x' in e && e.x !== null
      ? { ...e, x: w / 2 + (e.x - design[0] / 2) * s, y: h / 2 + (e.y - design[1] / 2) * s } : e);
    this.sends = [left, right].map((control) => { const send = (SEND_EVENT)(control.canvas); return (e) => send(place(e)); });
    Object.assign(this, { left, right, frame: 0, k: 0, stretch: null, handed: 0, caughtUpEarly: 0, made: 0 });
  },
  /** One frame of both; resolves to [done, compare now, handed over now]. */
  async step() {
    const { left, right } = this;
    const events = this.byFrame.get(this.frame) ?? [];
    if (this.stretch) {
      // Until something wakes the left (an image decoded: a page runs its frame at once)
      // or its timer is due (a frame before its stop), the compositor shows the stretch's
      // next frame and the right steps to it.
      if (!left.needsFrames && !events.length && this.k < this.stretch.stop - 1) {
        this.k++;
        this.seek();
        right.frame(1 / 60);
        this.frame++;
        this.handed++;
        return [false, (this.k - this.stretch.base) % CHECK_EVERY === 0, true];
      }
      // Its end: the timer's frame (it catches the core up), or an input (which does).
      const timer = this.held.findLast((t) => t);
      if (timer && !left.needsFrames && !events.length) { this.held = []; timer[0](); }
      this.stretch = null;
      this.ended = true;
    }
    for (const e of events) this.sends.forEach((send) => send(e));
    left.frame(1 / 60);
    right.frame(1 / 60);
    this.frame++;
    if (this.handedOver()) {
      // The task that made the keyframes runs on 40 ms and then reads the control (as a slow
      // phone's frame would): the compositor has shown none of them yet, so nothing changes.
      for (const until = performance.now() + 40; performance.now() < until;);
      left.wasm;
      this.caughtUpEarly += this.handedOver() ? 0 : 1;
    }
    this.stretch = this.handedOver();
    if (this.stretch) {
      // Held where the stretch has the core now (its start, or where it goes on from): the
      // page's timeline runs on while the test works.
      // A stretch made anew (its keyframes made: `Element.animate` for each moving layer), not
      // one going on as the running keyframes say.
      if (this.stretch.base === 0) this.made++;
      this.k = this.stretch.base;
      this.seek();
      // The images the stretch's stores meet decode meanwhile, as a page's would (both pages'
      // before the pair is compared: a busy machine decodes slowly).
      const decoded = (c) => (c.cache.images?.size ?? 0) >= c.wasm.dm_host_image_count(c.handle);
      for (let waited = 0; waited < 2000 && !(decoded(left) && decoded(right)); waited += 20) {
        await new Promise((later) => setTimeout(later, 20));
      }
    }
    const ended = this.ended;
    this.ended = false;
    return [this.frame >= this.frames, ended, false];
  },
  /**
   * The stretch the left runs on the compositor and its core has not caught up with, as its
   * module holds it (dm_host_lookahead_numbers): the frame of it the core is at (`base`: 0,
   * or where it goes on from) and the frame the core must run at (`stop`: its first ending
   * frame, or its end); null while none runs: no keyframes on the page, or none the core
   * still counts (dm_host_handover_due: -1 once caught up).
   */
  handedOver() {
    const { left, module: w, fields: L } = this;
    if (w.dm_host_handover_due(left.handle) < 0 || this.window.document.getAnimations().length === 0) return null;
    // None looked ahead: an empty buffer's address may be any.
    const count = w.dm_host_lookahead_count(left.handle);
    if (count === 0) return null;
    const n = new Float64Array(w.memory.buffer, w.dm_host_lookahead_numbers(left.handle), count);
    const base = Math.max(0, n[L.goesOnFrom]);
    return { base, stop: base + (n[L.endingFrameCount] > 0 ? n[L.endingFrames] : n[L.frames]) };
  },
  /** The left's keyframes held at frame k of the stretch. */
  seek() {
    for (const a of this.window.document.getAnimations()) (a.pause(), a.currentTime = this.k * 1000 / 60);
  },
};
""".replace("SEND_EVENT", web_bench.SEND_EVENT).replace("CHECK_EVERY", str(CHECK_EVERY))


def run_browser(browser, base, page, shots, controls, check, tag):
    """Every demo script of `controls` played on the pair in `browser`; the pages it writes
    into `page` are named with `tag`."""
    width, height, ratio = web_bench.WIDTH, web_bench.HEIGHT, web_bench.RATIO
    boxes = ([0, 0, width * ratio, height * ratio], [width * ratio, 0, width * ratio, height * ratio])

    def compare(name, index, tiles):
        png = browser.screenshot()
        with open(os.path.join(shots, f"{browser.name.lower()}-{name}-{index:02d}.png"), "wb") as f:
            f.write(base64.b64decode(png))
        result = browser.run(f"return await compareBoxes({json.dumps(png)}, {boxes[0]}, {json.dumps(png)}, "
                             f"{boxes[1]}, {drives.PIXEL_LEVELS})")
        ok = (result["share"] <= drives.DIFFERING_SHARE and (not tiles or result["tile"] <= drives.TILE_SHARE)
              and result["mean"] <= drives.MEAN_LEVELS)
        return ok, result

    def play(name, source, control):
        browser.load(f"{base}/handover-test-{tag}.html?{name}")
        browser.run(PLAYER)
        browser.run(f"await pair.start({json.dumps(source)}, {json.dumps(DESIGNS.get(control))});")

    for n, control in enumerate(controls):
        with open(os.path.join(page, f"handover-test-{tag}.html"), "w") as f:
            f.write(PAGE.format(control=control, width=width, height=height, compare=f"layers-compare-{tag}.js"))
        scripts = sorted(os.listdir(f"Demos/{control}"))
        if n == 0:
            # A first script played unchecked: the browser's first page (its module compiled,
            # its images decoded for the first time) is not what the checks are about.
            with open(f"Demos/{control}/{scripts[0]}") as f:
                play("warm-up", f.read(), control)
            while not browser.run("return (await pair.step())[0];"):
                pass
        for script in scripts:
            name = f"{control}-{script.removesuffix('.script')}"
            with open(f"Demos/{control}/{script}") as f:
                play(name, f.read(), control)
            index, worst, compared, done, state = 0, None, 0, False, ""
            while not done:
                done, now, handed = browser.run("return await pair.step();")
                if not (now or done):
                    continue
                index += 1
                ok, result = compare(name, index, tiles=control not in BLURS_WINDOW)
                compared += 1
                if not ok or worst is None or result["share"] > worst[1]["share"]:
                    worst = (ok, result, index, handed)
                if not ok:
                    # Where the pair was, for whoever reads the failure.
                    state = "; " + json.dumps(browser.run(
                        "return { frame: pair.frame, k: pair.k, stretch: pair.stretch, handed: pair.handed, "
                        "animations: pair.window.document.getAnimations().map((a) => [a.playState, a.currentTime]) };"))
                    break
            handed, early, made = browser.run("return [pair.handed, pair.caughtUpEarly, pair.made];")
            check(early == 0, f"{browser.name} {name}: a read in the task that made a stretch's keyframes, "
                              f"40 ms on, ran no frame of it ({early} did)")
            ok, result, at, in_stretch = worst
            check(ok, f"{browser.name} {name}: {compared} screenshots of the layers as the canvas, {handed} frames "
                      f"handed over in {made} stretches made (worst #{at}{' handed over' if in_stretch else ''}: {100 * result['share']:.2f} % "
                      f"differ, tile {100 * result['tile']:.1f} %, mean {result['mean']:.2f}){state}")
            least = HANDED_OVER.get((control, script))
            if least is not None:
                check(handed >= least, f"{browser.name} {name}: at least {least} frames handed over ({handed})")
    errors = [e for e in browser.errors() if "favicon" not in e]
    check(not errors, f"{browser.name}: no console error ({'; '.join(errors)})")


def main():
    page = sys.argv[1] if len(sys.argv) > 1 else "out/web"
    shots = sys.argv[2] if len(sys.argv) > 2 else "out/handover-test"
    only = sys.argv[3].lower() if len(sys.argv) > 3 else None
    if only not in (None, "chromium", "firefox"):
        print(f"handover test: no browser {sys.argv[3]!r} (chromium or firefox)", file=sys.stderr)
        return 2
    tag = only or "all"
    os.makedirs(shots, exist_ok=True)
    if not os.path.exists(os.path.join(page, "host.js")):
        print(f"handover test: needs {page}/host.js (make web)", file=sys.stderr)
        return 2
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "layers-compare.js")) as f, open(os.path.join(page, f"layers-compare-{tag}.js"), "w") as g:
        g.write(f.read())
    server = serve(os.path.abspath(page))
    base = f"http://127.0.0.1:{server.server_address[1]}"
    size = (2 * web_bench.WIDTH, web_bench.HEIGHT, web_bench.RATIO)
    controls = os.environ.get("HANDOVER_CONTROLS", "").split() or CONTROLS
    browsers = [("Chromium", lambda: Chromium(*size), controls)] if only != "firefox" else []
    firefox = firefox_binary() if only != "chromium" else None
    if firefox:
        # Headless Firefox draws no backdrop-filter (layers_test.py probes it): the floating
        # menu's blur would differ from its canvas's; the dial has none.
        browsers.append(("Firefox", lambda: Firefox(firefox, *size), [c for c in controls if c != "floating"]))
    elif only != "chromium":
        print("handover test: SKIPPING Firefox (none here; make deps installs firefox-esr)")
    passed = failed = 0

    def check(ok, message):
        nonlocal passed, failed
        print(f"  {'ok  ' if ok else 'FAIL'} {message}")
        passed, failed = passed + ok, failed + (not ok)

    try:
        for name, make, controls in browsers:
            try:
                browser = make()
            except Exception as error:  # selenium missing, or no Chromium: say so, plainly
                print(f"handover test: no headless {name} here ({error})", file=sys.stderr)
                return 2
            try:
                run_browser(browser, base, page, shots, controls, check, tag)
            finally:
                browser.close()
    finally:
        server.shutdown()
        for extra in (f"handover-test-{tag}.html", f"layers-compare-{tag}.js"):
            if os.path.exists(os.path.join(page, extra)):
                os.remove(os.path.join(page, extra))
    print(f"handover test: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
