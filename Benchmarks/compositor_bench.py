"""Where the browser's frames should be composited: the main thread's milliseconds per
animating frame of a demo script played by the control's canvas, and of the same frames'
stores put together two ways with nothing of the package — composited on one canvas
(composite-reference.js) and moved as DOM elements by CSS transform and opacity
(dom-layers-reference.js) — in headless Chromium at 375 x 667 points, devicePixelRatio 2.

    python3 Benchmarks/compositor_bench.py out/web path/to/release/dynamic-menus [CONTROL/SCRIPT ...]

Each is driven by animation frames (one script frame per frame) and measured by Chromium's
own TaskDuration (`Performance.getMetrics`: every task of the page's main thread, its
style, layout, paint and raster included) over the second of two plays, divided by the
frames played: what a page pays per frame, not only the script's own time. The traces are
`dynamic-menus bench composites` (the stores a compositor would keep). Default scripts:
dial/spin, floating/open, slide/show. One run's figures; exit status 0, 2 when the browser,
the page or the binary is missing.
"""

import json
import os
import subprocess
import sys

from web_bench import SEND_EVENT, browser, HEIGHT, RATIO, WIDTH

HERE = os.path.dirname(os.path.abspath(__file__))

# Plays `frames` animation frames, calling `step(i)` in each; resolves when done.
PLAY = """
const [kind, payload, done] = arguments;
(async () => {
  let step;
  let count;
  if (kind === 'control') {
    const controls = await window.dynamicMenus;
    const control = controls[0];
    const timeline = await DynamicMenusHost.timeline(payload);
    const byFrame = new Map();
    for (const e of timeline.events) byFrame.set(e.frame, [...(byFrame.get(e.frame) ?? []), e]);
    const send = (""" + SEND_EVENT + """)(control.canvas);
    count = timeline.frameCount;
    step = (i) => {
      for (const e of byFrame.get(i) ?? []) send(e);
      control.frame(1 / 60);
    };
  } else {
    const root = document.getElementById('root');
    const canvas = document.querySelector('canvas');
    const frame = kind === 'dom' ? domLayersReference(payload, root) : compositeReference(payload, canvas);
    count = payload.frames.length;
    step = frame;
  }
  let i = 0;
  const tick = () => {
    if (i < count) { step(i++); requestAnimationFrame(tick); } else done({ frames: count });
  };
  requestAnimationFrame(tick);
})().catch((e) => done({ error: String(e) }));
"""


def task_milliseconds(driver):
    metrics = driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return next(m["value"] for m in metrics if m["name"] == "TaskDuration") * 1000


def page(folder):
    """The references' page: a canvas of the bench's size, a layer root, both scripts."""
    path = os.path.join(folder, "compositor-bench.html")
    scripts = "".join(f'<script src="file://{os.path.join(HERE, name)}"></script>'
                      for name in ["composite-reference.js", "dom-layers-reference.js"])
    with open(path, "w") as f:
        f.write(f'<!doctype html><meta charset="utf-8"><style>body{{margin:0}}canvas{{width:{WIDTH}px;'
                f'height:{HEIGHT}px}}#root{{position:absolute;left:0;top:0;width:{WIDTH}px;'
                f'height:{HEIGHT}px;overflow:hidden}}</style><canvas width="{WIDTH * RATIO}" '
                f'height="{HEIGHT * RATIO}"></canvas><div id="root"></div>{scripts}')
    return "file://" + path


def measure(driver, url, kind, payload, fragment=""):
    """Main-thread milliseconds per frame of a play on a fresh page, after one play on
    another (the browser's caches warm; a new query, as the same address is not loaded
    again)."""
    result = {}
    for play in ["warm", "measured"]:
        driver.get(f"{url}?clock=manual&{kind}&{play}{fragment}")
        driver.execute_cdp_cmd("Performance.enable", {})
        if kind == "control":
            driver.execute_async_script("window.dynamicMenus.then(() => arguments[0]())")
        before = task_milliseconds(driver)
        result = driver.execute_async_script(PLAY, kind, payload)
        if "error" in result:
            raise RuntimeError(result["error"])
    return (task_milliseconds(driver) - before) / result["frames"]


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    web, binary = sys.argv[1], sys.argv[2]
    scripts = sys.argv[3:] or ["dial/spin", "floating/open", "slide/show"]
    demo = os.path.join(os.path.abspath(web), "demo.html")
    if not os.path.exists(demo) or not os.access(binary, os.X_OK):
        print(f"compositor bench: needs {demo} (make web) and a dynamic-menus binary", file=sys.stderr)
        return 2
    folder = os.path.join(os.path.dirname(os.path.abspath(web)), "web-bench")
    os.makedirs(folder, exist_ok=True)
    references = page(folder)
    driver = browser()
    print("main thread, ms per frame (TaskDuration over a play / frames):")
    print(f"  {'script':20} {'control':>8} {'canvas':>8} {'DOM':>8}")
    try:
        for name in scripts:
            control, script = name.split("/")
            path = os.path.join("Demos", control, script + ".script")
            with open(path) as f:
                source = f.read()
            trace = json.loads(subprocess.run(
                [binary, "bench", "composites", "--control", control, "--script", path],
                capture_output=True, text=True, check=True).stdout)
            figures = [
                measure(driver, f"file://{demo}", "control", source, f"#{control}"),
                measure(driver, references, "canvas", trace),
                measure(driver, references, "dom", trace),
            ]
            print(f"  {name:20} " + " ".join(f"{x:8.3f}" for x in figures), flush=True)
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
