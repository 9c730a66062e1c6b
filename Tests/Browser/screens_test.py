"""Every control's screen of the page for phones (out/web/index.html#dial, …) at six sizes,
light and dark, left to right and right to left, compared with reviewed references.

    python3 Tests/Browser/screens_test.py out/web Tests/Browser/Screens out/screens-test [--record]

Each screen is shown at rest, and open for the three menus that open from a button (radial,
floating, slide), after 150 frames of 1/60 s run by the test itself, so the motion has ended
whatever the machine's speed (a motion handed to the compositor is finished by the test and
caught up with), and once the menu has said it is open (`dm-open`: the slide menu's last
half second, at rest on its boundary until its physics pauses, runs in the page's own time).
Sizes: 320 × 568, 375 × 667, 390 × 844, 430 × 932, 768 × 1024
and 844 × 390 (landscape), each light and dark; 390 × 844 right to left too. That is 112
screens. Each is captured at a quarter of its size (an average of 4 × 4 pixels) and compared
with its reference in Tests/Browser/Screens: a screen passes when the mean difference over
its channels is at most 2.5 (of 255) and at most 1.5 % of its pixels differ by more than 48
in a channel, which lets antialiasing and font hinting move and catches a control, a page or
a colour that changed. A failing screen is written whole to OUT, with its thumbnail, to be
looked at; `--record` writes every thumbnail as the new reference and the whole screens to
OUT, to be reviewed by eye (OUT/sheet.html shows them all) before they are committed.

The page's text is checked against its background in both schemes (WCAG's 4.5:1).

Exit status: 0 every screen matched; 1 a screen or a contrast check failed; 2 the browser or
the page is missing (`make deps`, `make web`).
"""

import base64
import os
import struct
import sys
import zlib

from browser_test import browser

CONTROLS = ["dial", "radial", "confirm", "floating", "slide"]
OPENS = {"radial", "floating", "slide"}
SIZES = [(320, 568), (375, 667), (390, 844), (430, 932), (768, 1024), (844, 390)]
SCHEMES = ["light", "dark"]
THUMB = 0.25
MEAN_LIMIT = 2.5
FAR, FAR_SHARE = 48, 0.015
FRAMES = 150


def decode_png(data):
    """(width, height, rows of RGB bytes) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"PNG of depth {depth}, colour type {color}, interlace {interlace}")
    channels = 3 if color == 2 else 4
    stride = width * channels
    raw = zlib.decompress(idat)
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line) if channels == 3 else bytes(
            b for j in range(0, stride, 4) for b in line[j:j + 3]))
        previous = line
    return width, height, rows


def compare(shot, reference):
    """(mean channel difference, share of pixels far off), or None when the sizes differ."""
    w1, h1, a = decode_png(shot)
    w2, h2, b = decode_png(reference)
    if (w1, h1) != (w2, h2):
        return None
    total = far = 0
    for row_a, row_b in zip(a, b):
        for i in range(0, len(row_a), 3):
            d = [abs(row_a[i + k] - row_b[i + k]) for k in range(3)]
            total += sum(d)
            far += max(d) > FAR
    return total / (w1 * h1 * 3), far / (w1 * h1)


def luminance(rgb):
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# The page's text and what is behind it: (what, text selector, background selector).
TEXTS = [
    ("inbox title", "#floating h1", "#floating h1"),
    ("inbox hint", "#floating .hint", "#floating h1"),
    ("inbox names", "#floating li", "#floating .page"),
    ("inbox lines", "#floating small", "#floating .page"),
    ("article", "#slide .page p", "#slide .page"),
    ("article hint", "#slide .hint", "#slide .page"),
    ("dial hint", "#dial .hint", None),
    ("navigation", "nav a", "nav"),
]

SETTLE = """
const [name, open, frames, rtl, done] = arguments;
document.documentElement.dir = rtl ? 'rtl' : 'ltr';
location.hash = name;
const element = () => document.querySelector('section.shown [data-control]');
const run = () => { const e = element(); for (let i = 0; i < frames; i++) e.frameNow(1 / 60); };
// A motion handed to the compositor runs on its clock, not the test's: its keyframes are
// finished at once, and the next frames catch the control up with them. A stretch that
// moves nothing (the slide menu at rest on its boundary until its physics pauses) has no
// keyframes to finish: the page runs it in its own time, so an opening is over at dm-open.
const settle = () => { for (const a of element().shadowRoot.getAnimations()) a.finish(); };
let opened = false;
const ready = () => element() && !element().shadowRoot.querySelector('canvas').hidden;
let waited = 0;
(function wait() {
  if (!ready()) { if (++waited > 300) return done('no drawn control'); return requestAnimationFrame(wait); }
  // Two animation frames: the resize observer has told the control its size.
  requestAnimationFrame(() => requestAnimationFrame(() => {
    run();
    if (!open) return requestAnimationFrame(() => done(null));
    element().addEventListener('dm-open', () => { opened = true; }, { once: true });
    element().show();
    for (let k = 0; k < 4; k++) (run(), settle());
    run();
    const started = performance.now();
    (function untilOpen() {
      if (opened) return requestAnimationFrame(() => done(null));
      if (performance.now() - started > 5000) return done('no dm-open within 5 s');
      requestAnimationFrame(untilOpen);
    })();
  }));
})();
"""


def rgb(text):
    parts = text[text.index("(") + 1:text.index(")")].replace("/", ",").split(",")
    return [float(p) for p in parts[:3]], (float(parts[3]) if len(parts) > 3 else 1.0)


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    web, references, out = sys.argv[1:4]
    record = "--record" in sys.argv[4:]
    page = os.path.abspath(os.path.join(web, "index.html"))
    if not os.path.exists(page):
        print(f"screens test: {page} is missing (make web)", file=sys.stderr)
        return 2
    os.makedirs(out, exist_ok=True)
    if record:
        os.makedirs(references, exist_ok=True)
    driver = browser()
    driver.set_script_timeout(60)
    failures, passed, worst, shown = [], 0, (0, 0, ""), []
    try:
        runs = [(w, h, s, False) for (w, h) in SIZES for s in SCHEMES]
        runs += [(390, 844, s, True) for s in SCHEMES]
        for width, height, scheme, rtl in runs:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 700})
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            driver.get("file://" + page)
            if not rtl and (width, height) == (390, 844):
                failures += check_contrast(driver, scheme)
            for control in CONTROLS:
                for opened in ([False, True] if control in OPENS else [False]):
                    name = f"{control}{'-open' if opened else ''}-{width}x{height}-{scheme}{'-rtl' if rtl else ''}"
                    problem = driver.execute_async_script(SETTLE, control, opened, FRAMES, rtl)
                    if problem:
                        failures.append(f"{name}: {problem}")
                        print(f"  FAIL {name}: {problem}")
                        continue
                    thumb = base64.b64decode(driver.execute_cdp_cmd("Page.captureScreenshot", {
                        "format": "png", "clip": {"x": 0, "y": 0, "width": width, "height": height,
                                                  "scale": THUMB}})["data"])
                    reference = os.path.join(references, name + ".png")
                    if record:
                        open(reference, "wb").write(thumb)
                        driver.save_screenshot(os.path.join(out, name + ".png"))
                        shown.append((name, width))
                        continue
                    if not os.path.exists(reference):
                        failures.append(f"{name}: no reference (--record, then review)")
                        print(f"  FAIL {name}: no reference {reference}")
                        continue
                    result = compare(thumb, open(reference, "rb").read())
                    ok = result is not None and result[0] <= MEAN_LIMIT and result[1] <= FAR_SHARE
                    if result and (result[0] > worst[0] or not worst[2]):
                        worst = (result[0], result[1], name)
                    if ok:
                        passed += 1
                        continue
                    detail = "size differs" if result is None else \
                        f"mean difference {result[0]:.2f}, {result[1] * 100:.2f} % far off"
                    failures.append(f"{name}: {detail}")
                    print(f"  FAIL {name}: {detail} (written to {out})")
                    open(os.path.join(out, name + "-thumb.png"), "wb").write(thumb)
                    driver.save_screenshot(os.path.join(out, name + ".png"))
        errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        if errors:
            failures.append(f"console errors: {errors[:3]}")
    finally:
        driver.quit()
    if record:
        sheet = "".join(f'<figure style="margin:4px"><img src="{n}.png" width="{w // 2}">'
                        f'<figcaption style="font:10px sans-serif">{n}</figcaption></figure>'
                        for n, w in shown)
        open(os.path.join(out, "sheet.html"), "w").write(
            f'<body style="display:flex;flex-wrap:wrap;background:#888">{sheet}</body>')
        print(f"screens: {len(shown)} references recorded in {references}; review {out}/sheet.html")
        return 1 if failures else 0
    print(f"screens: {passed} matched their references; the largest difference: "
          f"{worst[2]} (mean {worst[0]:.2f}, {worst[1] * 100:.2f} % far off)")
    if failures:
        print(f"screens: {len(failures)} failed: {failures}")
        return 1
    return 0


def check_contrast(driver, scheme):
    """The page's text against its background, each 4.5:1 or more."""
    failures = []
    for what, text_selector, behind_selector in TEXTS:
        found = driver.execute_script("""
            const [text, behind] = arguments;
            const t = document.querySelector(text);
            if (!t) return null;
            const back = (e) => { for (; e; e = e.parentElement) {
                const c = getComputedStyle(e).backgroundColor;
                if (!/rgba\\(.*, 0\\)$/.test(c) && c !== 'transparent') return c; }
              return getComputedStyle(document.body).backgroundColor; };
            const section = t.closest('section');
            const was = section && section.classList.contains('shown');
            if (section) section.classList.add('shown');
            const result = [getComputedStyle(t).color,
              behind ? back(document.querySelector(behind)) : null,
              parseFloat(getComputedStyle(t).opacity)];
            if (section && !was) section.classList.remove('shown');
            return result;""", text_selector, behind_selector)
        if found is None:
            failures.append(f"contrast {scheme}: {what}: {text_selector} not on the page")
            continue
        (color, alpha), background, opacity = rgb(found[0]), found[1], found[2]
        # The dial's hint lies on the control's own background: the kind's grey, by scheme.
        # A background that lets the page through (the navigation's) is taken over white and
        # over black, and the worse counts.
        if background:
            back, back_alpha = rgb(background)
        else:
            back, back_alpha = ([85] * 3 if scheme == "light" else [28, 28, 30]), 1.0
        ratios = []
        for under in ([255] * 3, [0] * 3):
            behind = [b * back_alpha + u * (1 - back_alpha) for b, u in zip(back, under)]
            shown = [c * alpha * opacity + b * (1 - alpha * opacity) for c, b in zip(color, behind)]
            ratios.append(contrast(shown, behind))
        ratio = min(ratios)
        line = f"contrast {scheme}: {what} {ratio:.2f}:1"
        print(f"  {'ok  ' if ratio >= 4.5 else 'FAIL'} {line}")
        if ratio < 4.5:
            failures.append(line)
    return failures


if __name__ == "__main__":
    sys.exit(main())
