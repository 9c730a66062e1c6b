"""The main thread's cost of elements at rest, for Benchmarks/elements_bench.py: Chromium's own
figure (the DevTools protocol's `Performance.getMetrics`, TaskDuration: every task the page's
main thread ran) over a few seconds, in milliseconds per second:

- an empty page (what the browser alone costs here);
- each element alone, at rest (shown and settled), out of view (scrolled away) and in a hidden
  tab (another tab in front);
- the five elements on one page, at rest and out of view.

A hidden tab's figure is read when its tab is brought back, so it includes what switching tabs
costs the browser (the empty page's hidden figure) and the first frames after it shows.
"""

import os
import time

REST_PAGE = ('<!doctype html><meta charset="utf-8"><style>body{{margin:0}}.tall{{height:4000px}}</style>'
             '<script type="module" src="npm/dynamic-menus.js"></script>{elements}<div class="tall"></div>')


def task_milliseconds(driver):
    metrics = driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return next(m["value"] for m in metrics if m["name"] == "TaskDuration") * 1000


def cost(driver, seconds, before=None, after=None):
    """Milliseconds of main-thread tasks per second over `seconds` (after `before()` settles)."""
    if before:
        before()
        time.sleep(1.0)
    start = task_milliseconds(driver)
    time.sleep(seconds)
    if after:
        after()
    return (task_milliseconds(driver) - start) / seconds


def hidden_cost(driver, seconds):
    """The cost while another tab is in front: read from the page's own tab when it is back."""
    page = driver.current_window_handle
    start = task_milliseconds(driver)
    driver.switch_to.new_window("tab")
    other = driver.current_window_handle
    time.sleep(seconds)
    driver.switch_to.window(page)
    spent = task_milliseconds(driver) - start
    driver.switch_to.window(other)
    driver.close()
    driver.switch_to.window(page)
    return spent / seconds


def wait_drawn(driver, count):
    deadline = time.time() + 15
    script = ("return [...document.querySelectorAll('dm-dial-menu, dm-radial-menu, dm-confirm-button, "
              "dm-floating-menu, dm-slide-menu')].filter((e) => !e.shadowRoot.querySelector('canvas').hidden).length")
    while time.time() < deadline and driver.execute_script(script) < count:
        time.sleep(0.05)
    time.sleep(2.0)  # settled: the first frames, the fonts and any showing animation done


def measure(driver, folder, base, elements, seconds=3.0):
    """{label: {rest, away, hidden}} in ms/s, with "empty" for the empty page."""
    driver.execute_cdp_cmd("Performance.enable", {})
    results = {}
    with open(os.path.join(folder, "empty.html"), "w") as f:
        f.write('<!doctype html><meta charset="utf-8"><p>empty</p>')
    driver.get(f"{base}/empty.html")
    time.sleep(1.0)
    results["empty page"] = {"rest": cost(driver, seconds), "hidden": hidden_cost(driver, seconds)}
    scroll_away = lambda: driver.execute_script("window.scrollTo(0, 3500)")
    pages = [(name, [html]) for name, html in elements.items()] + [("all five", list(elements.values()))]
    for label, parts in pages:
        name = label.replace(" ", "-")
        with open(os.path.join(folder, f"rest-{name}.html"), "w") as f:
            f.write(REST_PAGE.format(elements="".join(parts)))
        driver.get(f"{base}/rest-{name}.html")
        wait_drawn(driver, len(parts))
        row = {"rest": cost(driver, seconds)}
        row["away"] = cost(driver, seconds, before=scroll_away)
        driver.execute_script("window.scrollTo(0, 0)")
        time.sleep(1.0)
        row["hidden"] = hidden_cost(driver, seconds)
        results[label] = row
    return results


def report(results):
    print("main thread at rest, ms per second (Chromium's TaskDuration; an empty page for scale):")
    print(f"  {'page':28} {'at rest':>9} {'out of view':>12} {'hidden tab':>11}")
    for label, row in results.items():
        cells = [f"{row[k]:>9.2f}" if k in row else f"{'':>9}" for k in ("rest", "away", "hidden")]
        print(f"  {label:28} {cells[0]} {cells[1]:>12} {cells[2]:>11}")
