"""`bench web`: each control's demo scripts in headless Chromium at 375 x 667 points and
devicePixelRatio 2, frame by frame, against the native cairo frame of the same script in the
same run.

    python3 Benchmarks/web_bench.py out/web path/to/release/dynamic-menus [--rounds N] [--json]

A frame is the core's tick, the display list's encoding, the canvas's drawing of what changed
and the ARIA update (LiveControl.frame), then a one-pixel getImageData: Chromium records
Canvas 2D calls and rasterises them later, and the read makes it rasterise inside the frame,
so the time includes the pixels. The page runs with a manual clock; each frame's events (the
core lays the script on 60 Hz frames, as natively) are dispatched as Pointer Events before it.
The script plays `rounds` times (default 3) in one page, each round on a fresh control (from
the scene's first frame, as natively); the first round warms up (the engine compiles the
module's hot code) and is not counted. performance.now() has a 0.1 ms
resolution on a file:// page (no cross-origin isolation), so the figures are in 0.1 ms steps.

The native figure is `dynamic-menus bench render --control C --script F --blur off`: the
mean cairo frame (tick, display list, damage, drawing) of the same script at the same size
and scale, measured right after the browser's, so both see the same machine load.

Animating frames are those in which the canvas drew (the core's damage was not empty); their
mean and p99 are the main thread's milliseconds per animating frame. The composite-only
reference (composite-reference.js) composites, in the same browser right after, one bitmap per
layer's contents at the places, turns, scales and opacities the control drew them with in each
frame (`dynamic-menus bench composites` traces them natively: the same core, the same bits),
timed the same way; p99/ref is the control's animating p99 over the reference's p99 over the
same frames.

Exit status: 0 measured; 2 the browser, the page or the binary is missing.
"""

import argparse
import glob
import json
import os
import subprocess
import sys

WIDTH, HEIGHT, RATIO = 375, 667, 2
CONTROLS = ["dial", "radial", "confirm", "floating", "slide"]

# Dispatches one of the script's timeline events (dm_script_timeline) on `canvas` as the
# page's user would: keys as KeyboardEvents, touches as PointerEvents. Shared with the
# browser tests that play scripts (Tests/Browser/kept_test.py).
SEND_EVENT = """
(canvas) => {
  const keyNames = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown',
    return: 'Enter', space: ' ', escape: 'Escape', tab: 'Tab' };
  return (e) => {
    if (e.kind === 'keydown' || e.kind === 'keyup') {
      canvas.dispatchEvent(new KeyboardEvent(e.kind, { key: keyNames[e.id], bubbles: true }));
      return;
    }
    const type = { down: 'pointerdown', moved: 'pointermove', up: 'pointerup', cancelled: 'pointercancel' }[e.kind];
    canvas.dispatchEvent(new PointerEvent(type, { clientX: e.x, clientY: e.y, pointerId: e.id,
      pointerType: 'touch', pressure: e.force === null ? 0 : Math.min(e.force / (400 / 60), 1),
      buttons: type === 'pointerup' || type === 'pointercancel' ? 0 : 1, bubbles: true }));
  };
}
"""

PLAY = """
const [script, rounds, keeps, done] = arguments;
window.dynamicMenus.then(async (controls) => {
  let control = controls[0];
  const timeline = await DynamicMenusHost.timeline(script);
  const byFrame = new Map();
  for (const e of timeline.events) byFrame.set(e.frame, [...(byFrame.get(e.frame) ?? []), e]);
  const times = [];
  const drawn = [];
  for (let round = 0; round < rounds; round++) {
    if (round > 0) {
      // Each round on a fresh control (the script starts from the scene's first frame, as
      // natively), from the same module (its compiled code stays warm).
      const fresh = control.canvas.cloneNode(false);
      control.canvas.replaceWith(fresh);
      control = (await DynamicMenusHost.start(document.body, { manualClock: true }))[0];
    }
    control.wasm.dm_host_keep_contents(control.handle, keeps ? 1 : 0);
    const send = (""" + SEND_EVENT + """)(control.canvas);
    for (let frame = 0; frame < timeline.frameCount; frame++) {
      for (const e of byFrame.get(frame) ?? []) send(e);
      const started = performance.now();
      const { rowsDrawn } = control.frame(1 / 60);
      control.context.getImageData(0, 0, 1, 1);
      if (round > 0) times.push(performance.now() - started);
      // A fresh control's first frame draws the whole window: not an animating frame.
      if (round > 0) drawn.push(frame > 0 && rowsDrawn > 0);
    }
  }
  done({ times, drawn, failed: control.failed });
}, (error) => done({ error: String(error) }));
"""


# The composite-only reference (composite-reference.js) replaying a trace of `dynamic-menus
# bench composites`, timed as PLAY times the control: `rounds` plays, the first not counted.
REFERENCE = """
const [trace, rounds, done] = arguments;
const canvas = document.querySelector('canvas');
const frame = compositeReference(trace, canvas);
const context = canvas.getContext('2d');
const times = [];
for (let round = 0; round < rounds; round++) {
  for (let i = 0; i < trace.frames.length; i++) {
    const started = performance.now();
    frame(i);
    context.getImageData(0, 0, 1, 1);
    if (round > 0) times.push(performance.now() - started);
  }
}
done({ times });
"""


def reference_page(folder):
    """A page with a canvas of the bench's size in device pixels and the reference script."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "composite-reference.html")
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "composite-reference.js")
    with open(path, "w") as f:
        f.write(f'<!doctype html><meta charset="utf-8"><style>body{{margin:0}}canvas{{width:{WIDTH}px;'
                f'height:{HEIGHT}px}}</style><canvas width="{WIDTH * RATIO}" height="{HEIGHT * RATIO}">'
                f'</canvas><script src="file://{script}"></script>')
    return "file://" + path


def reference_times(driver, page, binary, control, script, rounds):
    """The composite-only reference's frame times for the script, milliseconds."""
    trace = json.loads(subprocess.run(
        [binary, "bench", "composites", "--control", control, "--script", script],
        capture_output=True, text=True, check=True).stdout)
    driver.get(f"{page}?{control}-{os.path.basename(script)}")
    return driver.execute_async_script(REFERENCE, trace, rounds)["times"]


def animating(times, drawn):
    """The times of the frames that drew (`drawn`, one flag per frame measured), sorted."""
    return sorted(t for t, d in zip(times, drawn) if d)


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     f"--window-size={WIDTH},{HEIGHT}"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(
        service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    driver.set_script_timeout(600)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": RATIO, "mobile": False})
    return driver


def percentile(sorted_times, share):
    return sorted_times[min(len(sorted_times) - 1, int(len(sorted_times) * share))]


def native_frame(binary, control, script):
    """The native cairo frame of the script, milliseconds (mean over its frames)."""
    out = subprocess.run([binary, "bench", "render", "--control", control, "--script", script,
                          "--blur", "off", "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])["millisecondsPerFrame"]


def main():
    parser = argparse.ArgumentParser(description="bench web (see the module's docstring)")
    parser.add_argument("page", help="the web host's folder (make web: out/web)")
    parser.add_argument("binary", help="a release dynamic-menus, for the native frames")
    parser.add_argument("--rounds", type=int, default=3, help="plays per script, the first not counted")
    parser.add_argument("--json", action="store_true", help="one JSON object per script")
    parser.add_argument("--control", choices=CONTROLS, action="append",
                        help="only this control (repeatable); default every control")
    parser.add_argument("--keep-contents", choices=["on", "off", "both"], default="off",
                        help="the canvas keeps layers' contents (dm_host_keep_contents), draws "
                             "every command (the default), or measures both in turn")
    options = parser.parse_args()
    rounds, as_json = max(2, options.rounds), options.json
    keeping = {"on": [True], "off": [False], "both": [True, False]}[options.keep_contents]
    page, binary = options.page, options.binary
    index = os.path.join(page, "demo.html")
    wasm = os.path.join(os.path.dirname(os.path.abspath(page)), "wasm", "DynamicMenus.wasm")
    if not os.path.exists(index) or not os.access(binary, os.X_OK):
        print(f"bench web: needs {index} (make web) and a dynamic-menus binary ({binary})",
              file=sys.stderr)
        return 2
    try:
        driver = browser()
    except Exception as error:  # selenium missing, or no Chromium: say so, plainly
        print(f"bench web: no headless Chromium here ({error})", file=sys.stderr)
        return 2
    url = "file://" + os.path.abspath(index)
    reference_url = reference_page(os.path.join(os.path.dirname(os.path.abspath(page)), "web-bench"))
    rows = []
    try:
        for control in options.control or CONTROLS:
            for script in sorted(glob.glob(f"Demos/{control}/*.script")):
                for keeps in keeping:
                    # A new query each time: the same URL with a fragment is not loaded again.
                    driver.get(f"{url}?clock=manual&keeps={int(keeps)}"
                               f"&script={os.path.basename(script)}#{control}")
                    with open(script) as f:
                        result = driver.execute_async_script(PLAY, f.read(), rounds, keeps)
                    if "error" in result or result["failed"]:
                        print(f"bench web: {script}: {result.get('error', 'the control stopped')}",
                              file=sys.stderr)
                        return 1
                    times = sorted(result["times"])
                    native = native_frame(binary, control, script)
                    median, p99 = percentile(times, 0.5), percentile(times, 0.99)
                    moving = animating(result["times"], result["drawn"])
                    reference = animating(
                        reference_times(driver, reference_url, binary, control, script, rounds),
                        result["drawn"])
                    moving_p99 = percentile(moving, 0.99) if moving else 0
                    reference_p99 = percentile(reference, 0.99) if reference else 0
                    rows.append({"control": control, "script": os.path.basename(script),
                                 "keepsContents": keeps, "frames": len(times),
                                 "webMedian": round(median, 3), "webP99": round(p99, 3),
                                 "webMean": round(sum(times) / len(times), 3),
                                 "animatingFrames": len(moving),
                                 "animatingMean": round(sum(moving) / len(moving), 3) if moving else 0,
                                 "animatingP99": round(moving_p99, 3),
                                 "referenceP99": round(reference_p99, 3),
                                 "p99OverReference": round(moving_p99 / reference_p99, 3)
                                 if reference_p99 else None,
                                 "nativeMean": native,
                                 "webMedianOverNative": round(median / native, 3) if native else None})
    finally:
        driver.quit()
    size = os.path.getsize(wasm) if os.path.exists(wasm) else None
    if as_json:
        for row in rows:
            print(json.dumps(row))
        print(json.dumps({"wasmBytes": size}))
        return 0
    print(f"bench web: {WIDTH} x {HEIGHT} points, devicePixelRatio {RATIO}, {rounds - 1} "
          f"measured rounds; milliseconds per frame")
    print(f"  {'':28} {'':4} {'every frame':>27} {'':18} {'animating frames':>30}")
    print(f"  {'script':28} {'kept':>4} {'frames':>6} {'median':>7} {'p99':>6} {'mean':>6} "
          f"{'native':>7} {'web/native':>10} {'frames':>6} {'mean':>6} {'p99':>6} {'ref p99':>7} "
          f"{'p99/ref':>7}")
    for r in rows:
        ratio = f"{r['p99OverReference']:7.2f}" if r["p99OverReference"] else f"{'-':>7}"
        print(f"  {r['control'] + '/' + r['script']:28} {'yes' if r['keepsContents'] else 'no':>4} "
              f"{r['frames']:6d} {r['webMedian']:7.2f} {r['webP99']:6.2f} {r['webMean']:6.2f} "
              f"{r['nativeMean']:7.2f} {r['webMedianOverNative']:10.2f} {r['animatingFrames']:6d} "
              f"{r['animatingMean']:6.2f} {r['animatingP99']:6.2f} {r['referenceP99']:7.2f} {ratio}")
    worst = max(rows, key=lambda r: r["webP99"])
    print(f"  worst p99: {worst['control']}/{worst['script']} {worst['webP99']:.2f} ms "
          f"(goal 2 ms); wasm {size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
