"""Kept contents on the canvas: each control's demo scripts played in headless Chromium at
devicePixelRatio 2 twice, the canvas keeping layers' contents on canvases of their own
(kept-contents.js) and drawing every command (dm_host_keep_contents 0), and every 10th frame
of the two compared: the contract's tolerance for kept content (docs/rendering.md), and the
stores were painted where the controls' contents move.

    python3 Tests/Browser/kept_test.py out/web [CONTROL…]

Exit status: 0 every check passed; 1 a check failed; 2 no browser or page.
"""

import base64
import glob
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Benchmarks"))
import web_bench  # noqa: E402  (the bench's browser and its way of playing a script)

EVERY = 10
# Controls whose demos move contents (text, images): their stores must be painted.
MOVING = {"dial", "floating", "slide"}

PLAY = """
const [script, keeps, every, done] = arguments;
window.dynamicMenus.then(async (controls) => {
  const control = controls[0];
  const canvas = control.canvas;
  control.wasm.dm_host_keep_contents(control.handle, keeps ? 1 : 0);
  const timeline = await DynamicMenusHost.timeline(script);
  const send = (""" + web_bench.SEND_EVENT + """)(canvas);
  const byFrame = new Map();
  for (const e of timeline.events) byFrame.set(e.frame, [...(byFrame.get(e.frame) ?? []), e]);
  const frames = [];
  let stores = 0;
  for (let frame = 0; frame < timeline.frameCount; frame++) {
    for (const e of byFrame.get(frame) ?? []) send(e);
    control.frame(1 / 60);
    stores = Math.max(stores, control.cache.stores?.size ?? 0);
    if (frame % every === 0) {
      const d = control.context.getImageData(0, 0, canvas.width, canvas.height).data;
      let s = '';
      for (let i = 0; i < d.length; i += 8192) s += String.fromCharCode(...d.subarray(i, i + 8192));
      frames.push(btoa(s));
    }
  }
  done({ frames, stores, failed: control.failed });
}, (error) => done({ error: String(error) }));
"""


def difference(a, b):
    """The mean channel difference (0…255), and the shares of channels more than 16 and
    more than 96 apart."""
    if len(a) != len(b) or not a:
        return float("inf"), 1.0, 1.0
    total = far = farther = 0
    for x, y in zip(a, b):
        if x != y:
            d = abs(x - y)
            total += d
            far += d > 16
            farther += d > 96
    return total / len(a), far / len(a), farther / len(a)


def main():
    page = sys.argv[1] if len(sys.argv) > 1 else "out/web"
    controls = sys.argv[2:] or web_bench.CONTROLS
    index = os.path.join(page, "demo.html")
    if not os.path.exists(index):
        print(f"kept test: needs {index} (make web)", file=sys.stderr)
        return 2
    try:
        driver = web_bench.browser()
    except Exception as error:  # selenium missing, or no Chromium: say so, plainly
        print(f"kept test: no headless Chromium here ({error})", file=sys.stderr)
        return 2
    url = "file://" + os.path.abspath(index)
    passed = failed = 0

    def check(ok, message):
        nonlocal passed, failed
        print(f"  {'ok  ' if ok else 'FAIL'} {message}")
        passed, failed = passed + ok, failed + (not ok)

    try:
        for control in controls:
            stores = 0
            for script in sorted(glob.glob(f"Demos/{control}/*.script")):
                with open(script) as f:
                    source = f.read()
                runs = []
                for keeps in (True, False):
                    # A new query each time: the same URL with a fragment is not loaded again.
                    driver.get(f"{url}?clock=manual&keeps={int(keeps)}&script={os.path.basename(script)}#{control}")
                    runs.append(driver.execute_async_script(PLAY, source, keeps, EVERY))
                kept, drawn = runs
                name = f"{control}/{os.path.basename(script)}"
                if any("error" in r or r["failed"] for r in runs):
                    check(False, f"{name}: {kept.get('error') or drawn.get('error') or 'the control stopped'}")
                    continue
                check(drawn["stores"] == 0, f"{name}: drawn every command, no store kept")
                worst = (0.0, 0.0, 0.0)
                for a, b in zip(kept["frames"], drawn["frames"]):
                    found = difference(base64.b64decode(a), base64.b64decode(b))
                    worst = tuple(max(w, f) for w, f in zip(worst, found))
                # Chromium resamples a kept canvas as cairo does a kept surface: the edges of
                # what moved by part of a pixel differ (worst here: the floating menu, mean
                # 0.40 of 255, 0.18 % of channels more than 96 apart); a copy one pixel off
                # gives 0.49–0.62 and 0.22–0.30 %.
                check(worst[0] < 0.45 and worst[1] < 0.01 and worst[2] < 0.002
                      and len(kept["frames"]) >= 3,
                      f"{name}: {len(kept['frames'])} frames as drawn (mean {worst[0]:.3f}, "
                      f"{worst[1] * 100:.3f} % far off, {worst[2] * 100:.3f} % farther)")
                stores = max(stores, kept["stores"])
            if control in MOVING:
                check(stores > 0, f"{control}: contents kept on canvases ({stores} at most)")
    finally:
        driver.quit()
    print(f"kept test: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
