"""The Swift web app (Examples/WebApp) in headless Chromium: served from 127.0.0.1, its dial
draws, and a real mouse tap on a bubble turns the dial and changes the app's label, which the
accessibility layer reads out.

    python3 Tests/Browser/webapp_test.py out/webapp

Exit status: 0 every check passed; 1 a check failed; 2 the browser or the app is missing.
"""

import os
import sys
import time

from browser_test import browser, dial_ring_radius
from elements_test import ElementChecks, serve

try:
    from selenium.webdriver.common.actions import interaction
except ImportError:
    print("webapp test: selenium is missing (make deps)", file=sys.stderr)
    sys.exit(2)


def main():
    if len(sys.argv) < 2 or not os.path.exists(os.path.join(sys.argv[1], "app.wasm")):
        print("webapp test: no app (Examples/WebApp/build.sh)", file=sys.stderr)
        sys.exit(2)
    folder = os.path.abspath(sys.argv[1])
    server = serve(folder)
    driver = browser()
    checks = ElementChecks(driver, None, folder)
    try:
        print("webapp test: the Swift web app")
        checks.load(f"http://127.0.0.1:{server.server_address[1]}/index.html",
                    ready="window.app !== undefined && document.querySelector('.dm-accessibility') !== null")
        label = lambda: checks.js("""
            return [...document.querySelectorAll('.dm-accessibility [id]')]
              .map((n) => n.getAttribute('aria-label') || n.textContent).join(' | ')""")
        before = label()
        checks.check(f"the app draws its dial and its label ({before})", "Turn the dial to choose" in before)
        # 375 × 667 points: the dial fills the top 577, its ring about (187.5, 288.5); the
        # second of five bubbles sits 72° clockwise from the top.
        cx, cy, r = 187.5, 577 / 2, dial_ring_radius(375)
        x, y = cx + r * 0.9511, cy - r * 0.3090
        checks.pointer_at(interaction.POINTER_MOUSE, [("down", x, y), ("pause", 0.05), ("up",)])
        time.sleep(2.0)
        after = label()
        checks.check(f"a tap on Witbier turns the dial and the app's label says so ({after})",
                     "You chose Witbier" in after)
        checks.shot("webapp")
        errors = [e for e in checks.errors() if "favicon.ico" not in e]
        checks.check("no console error", not errors, str(errors))
    finally:
        driver.quit()
        server.shutdown()
    print(f"webapp test: {checks.passed} passed, {len(checks.failures)} failed")
    sys.exit(1 if checks.failures else 0)


if __name__ == "__main__":
    main()
