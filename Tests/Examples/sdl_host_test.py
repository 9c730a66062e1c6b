#!/usr/bin/env python3
"""The SDL example app (Examples/SDLHost) on a virtual display: it opens its window, shows the
dial at rest, and a mouse drag on the dial turns it: what it draws changes, and the item
dragged to the top is the one shown chosen there once it settles.

Usage: sdl_host_test.py PATH_TO_SDL_HOST OUT_DIR. Needs Xvfb, xdotool and xwd (make deps).
Exit status: 0 pass, 1 a check failed, 2 the environment is missing something.
"""

import os
import struct
import subprocess
import sys
import time


def fail(message, status=1):
    print(f"sdl-host test: FAIL: {message}", file=sys.stderr)
    sys.exit(status)


def capture(display, window):
    """The window's pixels from xwd: (width, height, rows of (r, g, b))."""
    data = subprocess.run(["xwd", "-silent", "-id", window], env=display,
                          capture_output=True, timeout=20, check=True).stdout
    header = struct.unpack(">25I", data[:100])
    size, width, height = header[0], header[4], header[5]
    bits, line, colors = header[11], header[12], header[19]
    if bits != 32:
        fail(f"xwd gave {bits} bits per pixel, expected 32", 2)
    pixels = data[size + colors * 12:]
    rows = []
    for y in range(height):
        row = pixels[y * line:y * line + width * 4]
        # A 24-bit TrueColor window dumped by xwd: B, G, R, pad on a little-endian server.
        rows.append([(row[i + 2], row[i + 1], row[i]) for i in range(0, width * 4, 4)])
    return width, height, rows


def close(p, q, tolerance=12):
    return all(abs(a - b) <= tolerance for a, b in zip(p, q))


def differing(a, b):
    return sum(1 for ra, rb in zip(a[2], b[2]) for pa, pb in zip(ra, rb) if pa != pb)


def write_ppm(path, image):
    width, height, rows = image
    with open(path, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (width, height))
        for row in rows:
            f.write(bytes(v for p in row for v in p))


def main():
    app, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "800x600x24",
                               "-nolisten", "tcp"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    processes = [server]
    try:
        number = server.stdout.readline().decode().strip()
        if not number.isdigit():
            fail("Xvfb did not report a display number", 2)
        env = dict(os.environ, DISPLAY=":" + number)
        env.pop("WAYLAND_DISPLAY", None)
        env.pop("SDL_VIDEODRIVER", None)
        process = subprocess.Popen([app], env=env, stdout=subprocess.PIPE, text=True)
        processes.append(process)
        found = subprocess.run(["xdotool", "search", "--sync", "--name", "^DynamicMenus SDL host"],
                               env=env, capture_output=True, text=True, timeout=60)
        window = found.stdout.split()[0] if found.stdout.split() else fail("no window within 60 s")

        def xdo(*args):
            subprocess.run(["xdotool", *args], env=env, check=True, timeout=20)

        def at_rest(moment):
            """The window once two captures half a second apart agree (at most 15 s)."""
            last = capture(env, window)
            for _ in range(30):
                time.sleep(0.5)
                now = capture(env, window)
                if differing(last, now) == 0:
                    return now
                last = now
            fail(f"the window never came to rest {moment}")

        before = at_rest("after the dial was shown (it inflates)")
        if before[0] != 400 or before[1] != 400:
            fail(f"the window is {before[0]} × {before[1]}, expected 400 × 400")
        write_ppm(os.path.join(out, "sdl-host-before.ppm"), before)
        # Drag the wheel round: Witbier, right of the top, up to the top, over 0.6 s. The
        # dial then settles with Witbier chosen: the top bubble takes its colour.
        top, witbier = (200, 66), (327, 158)
        # Colours sampled above each bubble's label: the bubble's own.
        chosen = before[2][witbier[1] - 20][witbier[0]]
        top_sample = (top[0], top[1] - 36)
        if close(before[2][top_sample[1]][top_sample[0]], chosen):
            fail("before the drag the top bubble already has Witbier's colour")
        xdo("mousemove", "--window", window, *map(str, witbier))
        xdo("mousedown", "1")
        for step in range(1, 21):
            x = witbier[0] + (top[0] - witbier[0]) * step / 20
            y = witbier[1] + (top[1] - 20 - witbier[1]) * step / 20
            xdo("mousemove", "--window", window, str(round(x)), str(round(y)))
            time.sleep(0.03)
        xdo("mouseup", "1")
        after = at_rest("after the drag")
        write_ppm(os.path.join(out, "sdl-host-after.ppm"), after)
        changed = differing(before, after)
        # At least 1 % of the window: the wheel turned (the items moved), not a stray pixel.
        if changed < 1600:
            fail(f"a drag on the dial changed {changed} pixels (expected at least 1,600)")
        if not close(after[2][top_sample[1]][top_sample[0]], chosen):
            fail(f"after the drag the top bubble is {after[2][top_sample[1]][top_sample[0]]}, "
                 f"not Witbier's {chosen}")
        if process.poll() is not None:
            fail(f"the app exited with status {process.returncode}")
        print(f"sdl-host test: ok: the drag turned Witbier to the top, {changed} of 160,000 pixels changed")
    finally:
        for p in reversed(processes):
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    p.kill()


if __name__ == "__main__":
    main()
