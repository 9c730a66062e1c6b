#!/usr/bin/env python3
"""The renderer contract on the browser's canvas: every frame of RendererConformance
(Sources/Renderers/Rendering/RendererConformance.swift), drawn by the canvas renderer
(Sources/Renderers/Canvas/canvas-renderer.js) in headless Chromium from the same stream the module sends, shows the
frame's probes, and differs from cairo's frame of the same list by at most the frame's mean
tolerance (per channel, 0…255, over the whole frame). Each sequence of kept content
(RendererConformance+Kept.swift) drawn frame by frame with the core's kept stores
(kept-contents.js) shows what drawing it directly on the canvas shows, within the sequence's
tolerance, and its last frame the probes, within the mean tolerance of cairo's.

    python3 Tests/Browser/conformance_test.py DYNAMIC_MENUS WEB OUT

DYNAMIC_MENUS is the native command (`dynamic-menus conformance` gives the frames, their
streams and cairo's pixels); WEB is make web's out/web (its host.js, which exports the
renderer as DynamicMenusHost.drawDisplayList). A frame that fails is written to OUT as
canvas.png beside cairo.png (a sequence: kept.png, direct.png, cairo.png).

Exit status: 0 every frame conforms; 1 a frame does not; 2 bad usage or a missing build.
"""

import base64
import json
import os
import subprocess
import sys
import zlib
import struct

from browser_test import browser

# Makes a frame's stream bitmaps images, by index, in `images` first, as the element's host
# does (null: undecodable).
DECODE = """
const decode = (frame, images) => Promise.all((frame.bitmaps ?? []).map((b, index) => {
  const bytes = Uint8Array.from(atob(b.data), (c) => c.charCodeAt(0));
  return Promise.resolve(DynamicMenusHost.bitmapSource(b.format, b.width, b.height, bytes))
    .then((image) => images.set(index, image), () => images.set(index, null));
}));
"""

DRAW = DECODE + """
const [frame, scale, done] = arguments;
(async () => {
  const images = new Map();
  await decode(frame, images);
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  const context = canvas.getContext('2d');
  const numbers = new Float64Array(frame.numbers);
  const text = Uint8Array.from(atob(frame.text), (c) => c.charCodeAt(0));
  let error = null;
  try {
    DynamicMenusHost.drawDisplayList(context, numbers, text, scale, { images });
  } catch (e) {
    error = String(e);
  }
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let binary = '';
  for (let i = 0; i < pixels.length; i += 8192) binary += String.fromCharCode(...pixels.subarray(i, i + 8192));
  done({ error, rgba: btoa(binary) });
})().catch((e) => done({ error: String(e), rgba: '' }));
"""

# A sequence of kept content: its frames drawn in order on one canvas, the core's stores
# (uses, dropped) painted in place of their commands, each frame but the last compared with
# itself drawn directly; then its last frame as it must show (`last`) drawn directly on
# another canvas. Both canvases' pixels, and the frames' mean differences.
KEPT = DECODE + """
const [sequence, scale, done] = arguments;
(async () => {
  const draw = async (frame, context, cache, kept) => {
    await decode(frame, cache.images);
    // The frame's group boxes, as the module sends them: a store that passed over its
    // groups without counting them would give the groups after it the wrong boxes.
    const boxes = frame.groupBoxes ?? [];
    const groupBox = (g) => (4 * g < boxes.length ? boxes.slice(4 * g, 4 * g + 4) : null);
    const damage = kept && { rows: null, reused: new Map(), groupBox, kept };
    DynamicMenusHost.drawDisplayList(context, new Float64Array(frame.numbers),
      Uint8Array.from(atob(frame.text), (c) => c.charCodeAt(0)), scale, cache, damage);
  };
  const canvas = () => {
    const c = document.createElement('canvas');
    c.width = sequence.width;
    c.height = sequence.height;
    return c.getContext('2d');
  };
  const read = (context) => {
    const pixels = context.getImageData(0, 0, sequence.width, sequence.height).data;
    let binary = '';
    for (let i = 0; i < pixels.length; i += 8192) binary += String.fromCharCode(...pixels.subarray(i, i + 8192));
    return btoa(binary);
  };
  const keptContext = canvas();
  const cache = { images: new Map() };
  const means = [];
  for (const frame of sequence.frames) {
    await draw(frame, keptContext, cache,
      { uses: new Map(frame.uses.map((use) => [use.start, use])), dropped: frame.dropped });
    if (frame === sequence.frames[sequence.frames.length - 1]) break;
    // Each frame but the last against itself drawn directly.
    const direct = canvas();
    await draw(frame, direct, { images: new Map() }, null);
    const a = keptContext.getImageData(0, 0, sequence.width, sequence.height).data;
    const b = direct.getImageData(0, 0, sequence.width, sequence.height).data;
    let total = 0;
    for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i]);
    means.push(total / a.length);
  }
  const direct = canvas();
  await draw(sequence.last, direct, { images: new Map() }, null);
  done({ error: null, kept: read(keptContext), direct: read(direct), means });
})().catch((e) => done({ error: String(e) }));
"""


def mean_difference(a, b):
    """The mean difference per channel of two RGBA byte strings, 0…255."""
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


def png(width, height, rgba):
    """An 8-bit RGBA PNG of `rgba` (rows from the top)."""
    rows = b"".join(b"\x00" + rgba[y * width * 4:(y + 1) * width * 4] for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def check(frame, scale, canvas):
    """The frame's failures on the canvas: probes, then the mean difference from cairo."""
    width, height = int(frame["width"]), int(frame["height"])
    cairo = base64.b64decode(frame["cairo"])
    failures = []
    for probe in frame["probes"]:
        x, y = int(probe["x"] * scale), int(probe["y"] * scale)
        at = (y * width + x) * 4
        got = list(canvas[at:at + 3])
        if any(abs(g - w) > probe["tolerance"] for g, w in zip(got, probe["rgb"])):
            failures.append(f"at ({probe['x']:g}, {probe['y']:g}) {got}, expected {[int(v) for v in probe['rgb']]}"
                            f" ± {probe['tolerance']:g}")
    mean = mean_difference(canvas, cairo)
    if mean > frame["meanTolerance"]:
        failures.append(f"mean difference from cairo {mean:.2f} > {frame['meanTolerance']:g}")
    return failures, mean


def check_sequence(sequence, scale, result):
    """A kept sequence's failures on the canvas: each frame but the last against itself drawn
    directly, the last against `last` drawn directly, then the last frame's probes and its
    difference from cairo's drawing of `last`."""
    if result["error"]:
        return [result["error"]], None
    kept, direct = base64.b64decode(result["kept"]), base64.b64decode(result["direct"])
    tolerance = sequence["keptTolerance"]
    failures = [f"frame {i}: mean difference from drawing it directly {m:.3f} > {tolerance:g}"
                for i, m in enumerate(result["means"]) if m > tolerance]
    last = mean_difference(kept, direct)
    if last > tolerance:
        failures.append(f"last frame: mean difference from drawing it directly {last:.3f} > {tolerance:g}")
    more, mean = check(sequence, scale, kept)
    return failures + more, mean


def write_pngs(folder, frame, pictures):
    """`pictures` (name → RGBA bytes of the frame's size) as PNGs in `folder`."""
    os.makedirs(folder, exist_ok=True)
    width, height = int(frame["width"]), int(frame["height"])
    for name, rgba in pictures.items():
        with open(os.path.join(folder, name + ".png"), "wb") as f:
            f.write(png(width, height, rgba))


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    binary, web, out = sys.argv[1:]
    if not os.path.isfile(os.path.join(web, "host.js")):
        print(f"conformance test: {web}/host.js is missing (make web)", file=sys.stderr)
        return 2
    frames = json.loads(subprocess.run([binary, "conformance"], check=True, capture_output=True, text=True).stdout)
    scale = frames["scale"]
    os.makedirs(out, exist_ok=True)
    page = os.path.join(out, "conformance.html")
    with open(page, "w") as f:
        f.write("<!doctype html><meta charset=utf-8>\n"
                f'<script src="file://{os.path.abspath(os.path.join(web, "host.js"))}"></script>\n')
    driver = browser()
    failed = 0
    try:
        driver.get("file://" + os.path.abspath(page))
        for frame in frames["frames"]:
            result = driver.execute_async_script(DRAW, frame, scale)
            canvas = base64.b64decode(result["rgba"])
            failures, mean = check(frame, scale, canvas) if not result["error"] else ([result["error"]], None)
            if failures:
                failed += 1
                write_pngs(os.path.join(out, frame["name"]), frame,
                           {"canvas": canvas, "cairo": base64.b64decode(frame["cairo"])})
                print(f"  FAIL {frame['name']}: {frame['rule']} " + "; ".join(failures))
            else:
                print(f"  ok   {frame['name']} (mean difference from cairo {mean:.2f})")
        for sequence in frames["kept"]:
            result = driver.execute_async_script(KEPT, sequence, scale)
            failures, mean = check_sequence(sequence, scale, result)
            if failures:
                failed += 1
                if not result["error"]:
                    write_pngs(os.path.join(out, sequence["name"]), sequence, {
                        "kept": base64.b64decode(result["kept"]), "direct": base64.b64decode(result["direct"]),
                        "cairo": base64.b64decode(sequence["cairo"])})
                print(f"  FAIL {sequence['name']}: {sequence['rule']} " + "; ".join(failures))
            else:
                worst = max(result["means"] + [mean_difference(base64.b64decode(result["kept"]),
                                                               base64.b64decode(result["direct"]))])
                print(f"  ok   {sequence['name']} (kept from drawn at most {worst:.3f};"
                      f" mean difference from cairo {mean:.2f})")
    finally:
        driver.quit()
    total = len(frames["frames"]) + len(frames["kept"])
    print(f"conformance: {total - failed} of {total} frames and sequences conform on the canvas")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
