"""Kept contents on the canvas: each control's demo scripts played in headless Chromium at
devicePixelRatio 2 on two demo pages side by side (iframes of make web's demo.html, served from
127.0.0.1, each with its own module), one keeping layers' contents on canvases of its own
(kept-contents.js), the other drawing every command (dm_host_keep_contents 0), and every 10th
frame of the two compared in the page: the contract's tolerance for kept content
(docs/rendering.md), and the stores were painted where the controls' contents move.

    python3 Tests/Browser/kept_test.py out/web [CONTROL…]

Exit status: 0 every check passed; 1 a check failed; 2 no browser or page.
"""

import glob
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Benchmarks"))
import web_bench  # noqa: E402  (the bench's browser and its way of sending a script's events)
from elements_test import serve  # noqa: E402

EVERY = 10
# Controls whose demos move contents (text, images): their stores must be painted.
MOVING = {"dial", "floating", "slide"}

# The two pages, each as big as the bench's window: the kept one on the left.
PAGE = """<!doctype html><meta charset="utf-8">
<style>body {{ margin: 0; overflow: hidden; }} iframe {{ border: 0; width: {width}px; height: {height}px; }}</style>
<iframe src="demo.html?clock=manual&keeps=1#{control}"></iframe><iframe src="demo.html?clock=manual&keeps=0#{control}"></iframe>
"""

PLAY = """
const [script, every, done] = arguments;
const pages = [...document.querySelectorAll('iframe')].map((f) => f.contentWindow);
const loaded = () => new Promise((ready) => {
  const poll = () => pages.every((w) => w.dynamicMenus) ? ready() : setTimeout(poll, 20);
  poll();
});
loaded().then(() => Promise.all(pages.map((w) => w.dynamicMenus))).then(async ([[kept], [drawn]]) => {
  kept.wasm.dm_host_keep_contents(kept.handle, 1);
  drawn.wasm.dm_host_keep_contents(drawn.handle, 0);
  const timeline = await pages[0].DynamicMenusHost.timeline(script);
  const sends = [kept, drawn].map((control) => (""" + web_bench.SEND_EVENT + """)(control.canvas));
  const byFrame = new Map();
  for (const e of timeline.events) byFrame.set(e.frame, [...(byFrame.get(e.frame) ?? []), e]);
  const worst = [0, 0, 0];
  let frames = 0, keptStores = 0, drawnStores = 0;
  for (let frame = 0; frame < timeline.frameCount; frame++) {
    for (const e of byFrame.get(frame) ?? []) sends.forEach((send) => send(e));
    kept.frame(1 / 60);
    drawn.frame(1 / 60);
    keptStores = Math.max(keptStores, kept.cache.stores?.size ?? 0);
    drawnStores = Math.max(drawnStores, drawn.cache.stores?.size ?? 0);
    if (frame % every !== 0) continue;
    const a = kept.context.getImageData(0, 0, kept.canvas.width, kept.canvas.height).data;
    const b = drawn.context.getImageData(0, 0, drawn.canvas.width, drawn.canvas.height).data;
    if (a.length !== b.length || !a.length) { worst.fill(Infinity); continue; }
    let total = 0, far = 0, farther = 0;
    for (let i = 0; i < a.length; i++) {
      const d = Math.abs(a[i] - b[i]);
      total += d;
      if (d > 16) far++;
      if (d > 96) farther++;
    }
    [total, far, farther].forEach((v, k) => { worst[k] = Math.max(worst[k], v / a.length); });
    frames++;
  }
  done({ worst, frames, keptStores, drawnStores, failed: kept.failed || drawn.failed });
}).catch((error) => done({ error: String(error) }));
"""


def main():
    page = sys.argv[1] if len(sys.argv) > 1 else "out/web"
    controls = sys.argv[2:] or web_bench.CONTROLS
    if not os.path.exists(os.path.join(page, "host.js")):
        print(f"kept test: needs {page}/host.js (make web)", file=sys.stderr)
        return 2
    try:
        driver = web_bench.browser()
    except Exception as error:  # selenium missing, or no Chromium: say so, plainly
        print(f"kept test: no headless Chromium here ({error})", file=sys.stderr)
        return 2
    server = serve(os.path.abspath(page))
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 2 * web_bench.WIDTH, "height": web_bench.HEIGHT, "deviceScaleFactor": web_bench.RATIO,
        "mobile": False})
    passed = failed = 0

    def check(ok, message):
        nonlocal passed, failed
        print(f"  {'ok  ' if ok else 'FAIL'} {message}")
        passed, failed = passed + ok, failed + (not ok)

    try:
        for control in controls:
            stores = 0
            page_html = PAGE.format(control=control, width=web_bench.WIDTH, height=web_bench.HEIGHT)
            for script in sorted(glob.glob(f"Demos/{control}/*.script")):
                with open(script) as f:
                    source = f.read()
                # A page written for each script: the two demo pages load afresh.
                with open(os.path.join(page, "kept-test.html"), "w") as f:
                    f.write(page_html)
                driver.get(f"{base}/kept-test.html?script={os.path.basename(script)}")
                result = driver.execute_async_script(PLAY, source, EVERY)
                name = f"{control}/{os.path.basename(script)}"
                if "error" in result or result["failed"]:
                    check(False, f"{name}: {result.get('error') or 'the control stopped'}")
                    continue
                check(result["drawnStores"] == 0, f"{name}: drawn every command, no store kept")
                worst = result["worst"]
                # Chromium resamples a kept canvas as cairo does a kept surface: the edges of
                # what moved by part of a pixel differ (worst here: the floating menu, mean
                # 0.40 of 255, 0.18 % of channels more than 96 apart); a copy one pixel off
                # gives 0.49–0.62 and 0.22–0.30 %.
                check(worst[0] < 0.45 and worst[1] < 0.01 and worst[2] < 0.002 and result["frames"] >= 3,
                      f"{name}: {result['frames']} frames as drawn (mean {worst[0]:.3f}, "
                      f"{worst[1] * 100:.3f} % far off, {worst[2] * 100:.3f} % farther)")
                stores = max(stores, result["keptStores"])
            if control in MOVING:
                check(stores > 0, f"{control}: contents kept on canvases ({stores} at most)")
    finally:
        driver.quit()
        server.shutdown()
        if os.path.exists(os.path.join(page, "kept-test.html")):
            os.remove(os.path.join(page, "kept-test.html"))
    print(f"kept test: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
