"""`make bench-web`, the package's part: each element alone on a page served from 127.0.0.1
in headless Chromium (devicePixelRatio 2), and the package's bytes.

    python3 Benchmarks/elements_bench.py out/npm [--seconds S] [--json]

Per element:
- first frame: milliseconds from navigation to the element's first drawn frame (the
  `dm-first-frame` performance mark), the median of five loads with the browser's cache warm
  (the first, cold load reported apart, after one unmeasured load that starts the browser's
  renderer);
- frame time: each frame's cost, the element's tick, encoding, canvas drawing and ARIA update
  plus a one-pixel getImageData (Chromium records Canvas 2D calls and rasterises later; the
  read makes it rasterise inside the frame, so the time includes the pixels), while the
  control animates: the menus open and close every 0.8 s, the confirm button is pressed by a
  pen. Median and 99th percentile over S seconds (default 6). The floating menu is measured
  twice: with its backdrop blur, and with prefers-reduced-transparency (a solid backdrop), so
  the blur's cost shows apart.
- the reference, in the same run: one frame of the floating menu's fade drawn by a plain
  canvas script with nothing of the package (Benchmarks/fade-reference.js), every frame for
  S seconds, timed the same way: what the browser's rasteriser alone takes for those pixels
  here. Its frames differ only in opacity and by fractions of a pixel, so its p99 over its
  median is this machine's noise. Each element's p99 is also given as a ratio to the
  reference's p99;
- at rest: each element's main-thread milliseconds per second at rest, out of view and in a
  hidden tab, the five together, and an empty page (Benchmarks/rest_bench.py);
- bytes: what a page using all five loads, gzipped as a server sends it (the fonts are WOFF2,
  sent as they are). Its text is Latin-1, so the -ext font files (Latin Extended-A, the rarer
  punctuation, arrows), which load only for text with their characters, are listed apart and
  not counted.

Figures are this machine's, in one run; performance.now() is coarsened to 0.1 ms without
cross-origin isolation. Exit status: 0 measured; 2 the browser or the package is missing.
"""

import argparse
import gzip
import json
import os
import shutil
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from browser_test import browser  # noqa: E402
from elements_test import package_folder, serve  # noqa: E402

import rest_bench  # noqa: E402

ITEMS = "".join(f'<dm-item value="{v}">{v.capitalize()}</dm-item>' for v in ["one", "two", "three", "four", "five"])
ELEMENTS = {
    "dial": '<dm-dial-menu style="width:375px;height:375px">' + ITEMS + "</dm-dial-menu>",
    "radial": '<dm-radial-menu style="width:375px;height:375px">' + ITEMS + "</dm-radial-menu>",
    "confirm": '<dm-confirm-button style="width:200px;height:260px">Delete</dm-confirm-button>',
    "floating": '<dm-floating-menu style="width:375px;height:667px">' + ITEMS + "</dm-floating-menu>",
    "slide": '<dm-slide-menu style="width:375px;height:667px">' + ITEMS + "</dm-slide-menu>",
}

MEASURE = """
const [seconds, done] = arguments;
const element = document.querySelector('dm-dial-menu, dm-radial-menu, dm-confirm-button, dm-floating-menu, dm-slide-menu');
const times = [];
const canvas = element.shadowRoot.querySelector('canvas');
const original = element.frameNow.bind(element);
element.frameNow = (dt) => {
  const started = performance.now();
  original(dt);
  canvas.getContext('2d').getImageData(0, 0, 1, 1);
  times.push(performance.now() - started);
};
const box = canvas.getBoundingClientRect();
const press = (type, pressure) => canvas.dispatchEvent(new PointerEvent(type, { pointerId: 7,
  pointerType: 'pen', pressure, clientX: box.left + box.width / 2, clientY: box.bottom - 80,
  buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
let tick = 0;
const timer = setInterval(() => {
  tick += 1;
  if (element.localName === 'dm-confirm-button') press(tick % 2 ? 'pointerdown' : 'pointerup', 1);
  else element.toggle();
}, 800);
setTimeout(() => {
  clearInterval(timer);
  element.frameNow = original;
  done(times.slice(20));
}, seconds * 1000);
"""


REFERENCE_PAGE = ('<!doctype html><meta charset="utf-8"><style>body{margin:0}canvas{width:375px;'
                  'height:667px}</style><canvas width="750" height="1334"></canvas>'
                  '<script src="fade-reference.js"></script>')

MEASURE_REFERENCE = """
const [seconds, done] = arguments;
const times = [];
let k = 0;
const started = performance.now();
function frame() {
  const t = performance.now();
  fadeReferenceFrame(k++);
  times.push(performance.now() - t);
  if (performance.now() - started < seconds * 1000) requestAnimationFrame(frame);
  else done(times.slice(20));
}
requestAnimationFrame(frame);
"""


def reference(driver, folder, base, seconds):
    """The reference's frame times: median and p99 of fade-reference.js's frames."""
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "fade-reference.js"), folder)
    with open(os.path.join(folder, "reference.html"), "w") as f:
        f.write(REFERENCE_PAGE)
    driver.get(f"{base}/reference.html")
    times = driver.execute_async_script(MEASURE_REFERENCE, seconds)
    return {"frames": len(times), "medianMs": statistics.median(times), "p99Ms": percentile(times, 99)}


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def page(folder, name):
    path = os.path.join(folder, f"{name}.html")
    with open(path, "w") as f:
        f.write('<!doctype html><meta charset="utf-8"><style>body{margin:0}</style>'
                '<script type="module" src="npm/dynamic-menus.js"></script>' + ELEMENTS[name])
    return path


def first_frame(driver, url):
    driver.get(url)
    deadline = time.time() + 15
    while time.time() < deadline:
        found = driver.execute_script("return performance.getEntriesByName('dm-first-frame')[0]?.startTime ?? null")
        if found is not None:
            return found
        time.sleep(0.02)
    return None


def package_bytes(package):
    """[(file, raw, sent, counted)], and the raw and sent totals of the counted files."""
    fonts = sorted(f for f in os.listdir(os.path.join(package, "fonts")) if f.endswith(".woff2"))
    files = ["dynamic-menus.js", "dynamic-menus.wasm"] + [f"fonts/{f}" for f in fonts]
    total_raw = total_sent = 0
    rows = []
    for name in files:
        with open(os.path.join(package, name), "rb") as f:
            data = f.read()
        sent = len(data) if name.endswith(".woff2") else len(gzip.compress(data, 9))
        counted = not name.endswith("-ext.woff2")
        rows.append((name, len(data), sent, counted))
        if counted:
            total_raw += len(data)
            total_sent += sent
    return rows, total_raw, total_sent


def served_package(label, name):
    """A bench's command line (`PACKAGE [--seconds S] [--json]`; exit status 2 without a
    package), and the package served from folder `name` beside it: (options, folder, server,
    base address)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("package")
    parser.add_argument("--seconds", type=float, default=6)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    package = os.path.abspath(options.package)
    if not os.path.exists(os.path.join(package, "dynamic-menus.js")):
        print(f"bench {label}: no package in {package} (make web)", file=sys.stderr)
        sys.exit(2)
    folder = package_folder(package, name)
    server = serve(folder)
    return options, folder, server, f"http://127.0.0.1:{server.server_address[1]}"


def main():
    options, folder, server, base = served_package("elements", "elements-bench")
    package = os.path.abspath(options.package)
    driver = browser()
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 375, "height": 667, "deviceScaleFactor": 2, "mobile": True})
    driver.set_script_timeout(options.seconds + 30)
    results = []
    try:
        # One load before any is measured: the first navigation of a fresh browser also pays
        # for starting its renderer and compiler, which would be billed to whichever element
        # came first (the radial menu measured first: 262 ms cold; second: 110 ms).
        page(folder, "confirm")
        first_frame(driver, f"{base}/confirm.html")
        runs = [(name, name, False) for name in ELEMENTS] + [("floating", "floating (solid backdrop)", True)]
        for name, label, solid in runs:
            page(folder, name)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                {"name": "prefers-reduced-transparency", "value": "reduce" if solid else "no-preference"}]})
            url = f"{base}/{name}.html"
            driver.execute_cdp_cmd("Network.clearBrowserCache", {})
            cold = first_frame(driver, url)
            warm = [first_frame(driver, url) for _ in range(5)]
            times = driver.execute_async_script(MEASURE, options.seconds)
            results.append({
                "element": label, "firstFrameColdMs": cold, "firstFrameMs": statistics.median(warm),
                "frames": len(times), "medianMs": statistics.median(times), "p99Ms": percentile(times, 99)})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        ref = reference(driver, folder, base, options.seconds)
        rest = rest_bench.measure(driver, folder, base, ELEMENTS)
    finally:
        driver.quit()
        server.shutdown()
    rows, raw, sent = package_bytes(package)
    if options.json:
        print(json.dumps({"elements": results, "reference": ref, "rest": rest,
                          "bytes": {"raw": raw, "sent": sent, "files": rows}}, indent=2))
        return
    print("bench elements: each element alone, served from 127.0.0.1, Chromium at devicePixelRatio 2")
    print(f"{'element':28} {'first frame':>12} {'(cold)':>8} {'frames':>7} {'median':>8} {'p99':>8} {'p99/ref':>8}")
    for r in results:
        print(f"{r['element']:28} {r['firstFrameMs']:>9.1f} ms {r['firstFrameColdMs']:>5.0f} ms {r['frames']:>7} "
              f"{r['medianMs']:>5.1f} ms {r['p99Ms']:>5.1f} ms {r['p99Ms'] / ref['p99Ms']:>7.2f}x")
    print(f"{'reference (the fade, plain canvas)':36} {ref['frames']:>11} {ref['medianMs']:>5.1f} ms {ref['p99Ms']:>5.1f} ms")
    rest_bench.report(rest)
    print("bytes a page using all five loads:")
    for name, size, on_wire, counted in rows:
        note = "" if counted else " (only for text that needs it: not counted)"
        print(f"  {name:36} {size:>9} raw {on_wire:>9} sent{note}")
    print(f"  {'total':36} {raw:>9} raw {sent:>9} sent (goal 400,000)")


if __name__ == "__main__":
    main()
