"""What the radial menu's opening would cost the main thread if the browser ran all of it as
keyframes (a whole handover, docs/web-components.md "Not yet"): a page shaped like the open
radial menu, with no script a frame. Its 5 items travel and fade as composited keyframes;
its 4 rings grow as keyframes of `width`, `height` and `border-width`, its 12 dividing lines
as keyframes of `width`; its 2 dashed rings are `repeating-conic-gradient` discs under an
animated `mask-image` band. Toggled every 0.8 s as phone_bench.py toggles the element, on its
phone profile (CPU 4x throttled, 390 x 844 at 3x), with parts left out to see what each costs.

    python3 Benchmarks/radial_keyframes_bench.py [ROUNDS]

Prints, per variant and round, the main thread's milliseconds a frame (Chromium's
TaskDuration over the rAF intervals, as phone_bench.py measures), the frames a second and the
share of frames over 25 ms. Compare with phone_bench.py's radial row in the same session: this
machine's figures swing run to run. Exit status: 0 measured; 2 no browser (`make deps`).
"""

import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
import phone_bench  # noqa: E402

# The opening's length in frames (the radial menu's choreography is about 1.1 s).
FRAMES = 66
# Each variant: the parts it animates.
VARIANTS = {"all": "items rings lines dashes", "no dashes": "items rings lines",
            "items and dashes": "items dashes", "items": "items"}

PAGE = """<!doctype html><meta name="viewport" content="width=device-width">
<body style="margin:0;background:#000"><div id="menu" style="position:fixed;left:195px;top:422px"></div>
<script>
const parts = new Set('PARTS'.split(' ')), F = FRAMES, menu = document.getElementById('menu');
const box = (css) => {
  const d = document.createElement('div');
  d.style.cssText = 'position:absolute;left:0;top:0;transform-origin:0 0;' + css;
  menu.append(d);
  return d;
};
const items = [...Array(5)].map(() => box('width:44px;height:44px;background:#fff;border-radius:22px'));
const rings = [...Array(4)].map(() => box('border:1px solid #fff;border-radius:50%;box-sizing:border-box'));
const lines = [...Array(12)].map(() => box('height:1px;background:#fff'));
const dashes = [...Array(2)].map(() => box('border-radius:50%;background:repeating-conic-gradient(#fff 0 2deg, transparent 2deg 6deg)'));
const ease = (t) => t * t * (3 - 2 * t);
let open = false;
window.toggle = () => {
  open = !open;
  for (const a of document.getAnimations()) a.cancel();
  const frames = (at) => [...Array(F + 1)].map((_, k) => ({ ...at(ease(open ? k / F : 1 - k / F)), offset: k / F }));
  const timing = { duration: F * 1000 / 60, fill: 'forwards' };
  const play = (part, elements, at) => { if (parts.has(part)) elements.forEach((e, i) => e.animate(frames((p) => at(p, i)), timing)); };
  play('items', items, (p, i) => {
    const angle = i * 2 * Math.PI / 5, r = 150 * p;
    return { transform: `translate(${Math.cos(angle) * r - 22}px,${Math.sin(angle) * r - 22}px) scale(${0.25 + 0.75 * p})`, opacity: String(p) };
  });
  play('rings', rings, (p, i) => {
    const r = (56 + 30 * i) * (0.5 + 0.5 * p);
    return { width: `${2 * r}px`, height: `${2 * r}px`, borderWidth: `${1 + 2 * p}px`, transform: `translate(${-r}px,${-r}px)` };
  });
  play('lines', lines, (p, i) => ({ width: `${90 * p}px`, transform: `rotate(${i * 30}deg) translate(60px,0)` }));
  play('dashes', dashes, (p, i) => {
    const r = 84 + 6 * i, inner = r - 12 * p;
    return { width: `${2 * r}px`, height: `${2 * r}px`, transform: `translate(${-r}px,${-r}px)`,
      maskImage: `radial-gradient(circle, transparent ${inner}px, #000 ${inner}px)` };
  });
};
</script>"""

# phone_bench.py's measurement with the page's own toggle instead of an element's.
MEASURE = phone_bench.MEASURE.replace(
    "const element = document.querySelector('[data-bench]');", "const element = { renderer: 'keyframes' };"
).replace("""  const canvas = element.shadowRoot.querySelector('canvas');
  const box = canvas.getBoundingClientRect();
  const press = (type) => canvas.dispatchEvent(new PointerEvent(type, { pointerId: 7, pointerType: 'pen',
    pressure: 1, clientX: box.left + box.width / 2, clientY: box.bottom - 80,
    buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
""", "").replace("""    if (element.localName === 'dm-confirm-button') press(tick % 2 ? 'pointerdown' : 'pointerup');
    else element.toggle();""", "    window.toggle();")


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 2
    try:
        driver = phone_bench.browser()
    except Exception as error:  # noqa: BLE001 (any failure to start the browser)
        print(f"radial keyframes bench: no browser ({error}; make deps)", file=sys.stderr)
        return 2
    assert "window.toggle();" in MEASURE and "canvas" not in MEASURE, "phone_bench.MEASURE changed shape"
    driver.execute_cdp_cmd("Performance.enable", {})
    driver.set_script_timeout(60)
    name, width, height, ratio = "phone", 390, 844, 3
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": ratio, "mobile": True})
    with tempfile.TemporaryDirectory() as folder:
        try:
            for variant, parts in VARIANTS.items():
                path = os.path.join(folder, f"{variant.replace(' ', '-')}.html")
                with open(path, "w") as f:
                    f.write(PAGE.replace("PARTS", parts).replace("FRAMES", str(FRAMES)))
                for round_ in range(rounds):
                    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})
                    driver.get("file://" + path)
                    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
                    before = phone_bench.task_seconds(driver)
                    intervals = driver.execute_async_script(MEASURE, 5, True)["intervals"]
                    busy = phone_bench.task_seconds(driver) - before
                    print(f"{name} {variant:17s} round {round_ + 1}: {1000 * busy / len(intervals):6.2f} ms a frame, "
                          f"{1000 * len(intervals) / sum(intervals):5.1f} fps, "
                          f"{100 * sum(1 for i in intervals if i > 25) / len(intervals):4.1f} % over 25 ms")
        finally:
            driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 1})
            driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
