#!/usr/bin/env python3
"""The catalog (`make demo`'s out/gallery/index.html) in headless Chromium, opened from disk.

Writes a catalog with one recorded demo per control (`dynamic-menus gallery --web`), then:
every control's element draws in the tutorials' order with a knob per attribute of the
manifest; a knob of each kind (number, switch, word, colour, text) and the item editor (add,
rename, move, remove) change the live element (its property, and its pixels where the setting
is seen) and the three snippets at once; the event log shows `dm-select` with its detail; the
address round-trips every setting into a fresh page; Reset brings back the defaults; a
hand-edited address (unknown keys, values out of range, items that are not a list) opens at the
defaults for those with a note naming each; each HTML snippet, pasted into a page of its own,
draws with no warning; every attribute of every control set at once from the address warns of
nothing and puts each field in the snippets. The Swift snippets (each control at its defaults,
with one changed setting, and with every setting changed) go to DIR/snippets.json for
`scripts/apple-check.py --snippets`.

Usage: catalog_test.py DIR DYNAMIC_MENUS WEB   (WEB: make web's out/web)
Exit status: 0 passed; 1 a check failed; 2 bad usage or a missing build.
"""

import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_test import browser  # noqa: E402
from browser_test import element_colours, element_pixels  # noqa: E402
from elements_test import ElementChecks  # noqa: E402

ORDER = ["dial", "radial", "confirm", "floating", "slide"]
# One short script per control: the page needs each section, not every demo.
SCRIPTS = ["dial/tap", "radial/open", "confirm/keyboard", "floating/open", "slide/show"]

ENTRY = """
const root = document.querySelector(`[data-catalog="${arguments[0]}"]`);
const element = root.querySelector('.catalog-control');
const tabs = {};
for (const tab of root.querySelectorAll('[role=tab]')) { tab.click(); tabs[tab.dataset.tab] = root.querySelector('pre code').textContent; }
root.querySelector('[role=tab]').click();
return { tag: element.localName, element, knobs: root.querySelectorAll('.knob').length,
  items: (element.items ?? []).map((i) => i.label), snippets: tabs,
  log: [...root.querySelectorAll('.log li')].map((li) => li.textContent) };
"""

# The address setting every attribute of each control (its section names, in order) to a valid
# value other than its default: inside the range, whole where the field is (the inflate curve's
# scales both grow, so the minimum stays under the maximum).
EVERY = """
const names = arguments[0];
const kinds = ['dial-menu', 'radial-menu', 'confirm-button', 'floating-menu', 'slide-menu'];
const pairs = [];
kinds.forEach((kind, k) => {
  for (const field of DynamicMenusCatalog.catalogElements.find((e) => e.kind === kind).attributes) {
    let value;
    switch (field.type) {
      case 'number': {
        const d = Number(field.default);
        const lo = field.minimum ?? field.exclusiveMinimum ?? -Infinity;
        const hi = field.maximum ?? field.exclusiveMaximum ?? Infinity;
        value = Number.isFinite(lo) && Number.isFinite(hi) && hi - lo < 1e6 ? lo + (hi - lo) / 2 : d * 1.5 + 0.5;
        // A width whose default 0 means "the control's own" (the slide menu's menu-width): one
        // a menu shows in, as a page would set it (half a point draws a panel no one sees).
        if (field.name.endsWith('-width') && d === 0) value = 200;
        if (field.integer) value = Math.round(value);
        break;
      }
      case 'boolean': value = field.default !== 'true'; break;
      case 'word': value = field.words.find((w) => w !== field.default); break;
      case 'color': value = '#123456'; break;
      default: value = 'Matrix';
    }
    pairs.push([`${names[k]}.${field.name}`, String(value)]);
  }
});
return new URLSearchParams(pairs).toString();
"""

# Sets a knob's input (by its field and input type) as a user's edit does: value, then events.
SET = """
const [name, field, selector, value] = arguments;
const root = document.querySelector(`[data-catalog="${name}"]`);
const input = root.querySelector(`${selector}[data-field="${field}"]`);
if (input.type === 'checkbox') input.checked = value; else input.value = value;
input.dispatchEvent(new Event('input', { bubbles: true }));
input.dispatchEvent(new Event('change', { bubbles: true }));
return true;
"""


def build_page(folder, binary, web):
    gallery = os.path.join(folder, "gallery")
    command = [binary, "gallery", "--out", gallery, "--web", web, "--fps", "4",
               "--animation-scale", "0.25", "--still-scale", "0.25"]
    for script in SCRIPTS:
        command += ["--only", script]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return gallery


# Brings a section's control on screen and waits two animation frames: a control out of view
# ticks nothing and draws nothing (the page's frame scheduler), as a reader scrolling to it
# sees it.
SHOW = """
const [name, done] = arguments;
document.querySelector(`[data-catalog="${name}"] .catalog-control`).scrollIntoView({ block: 'center' });
requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
"""


def entry(checks, name):
    """The section of `name`: its element, its knobs, items, snippets and log, and what the
    element shows on screen (its colours, and a digest that changes with any pixel)."""
    checks.driver.execute_async_script(SHOW, name)
    state = checks.js(ENTRY, name)
    shown = element_pixels(checks.driver, state["element"])
    colours, digest = set(), 0
    if shown:
        width, height, rows, channels = shown
        for k in range(0, width * height, 7):
            row, x = rows[k // width], (k % width) * channels
            colours.add(bytes(row[x:x + 3]))
            digest = (digest * 31 + row[x] + row[x + 1] * 3 + row[x + 2] * 7) & 0xFFFFFFFF
    return {**state, "colours": len(colours), "digest": digest}


def set_knob(checks, name, field, selector, value, settle=0.8):
    checks.driver.execute_async_script(SHOW, name)
    checks.js(SET, name, field, selector, value)
    time.sleep(settle)


def settings(checks):
    """Every entry's three snippets (which carry its settings and items), by section."""
    return {name: entry(checks, name)["snippets"] for name in ORDER}


def run(checks, gallery, folder):
    index = "file://" + os.path.abspath(os.path.join(gallery, "index.html"))
    ready = ("document.querySelectorAll('.catalog-control').length === 5 && "
             "[...document.querySelectorAll('.catalog-control')].every((e) => e.localName === 'dm-slide-menu' "
             "|| !e.shadowRoot.querySelector('canvas').hidden)")
    checks.load(index, ready)
    checks.errors()
    sections = checks.js("return [...document.querySelectorAll('main > section')].map((s) => s.id)")
    checks.check("the controls come in the tutorials' order", sections == ORDER, str(sections))
    manifest = checks.js("return DynamicMenusCatalog.catalogElements.map((e) => [e.kind, e.attributes.length])")
    kinds = dict(manifest)
    defaults = {}
    for name, kind in zip(ORDER, ["dial-menu", "radial-menu", "confirm-button", "floating-menu", "slide-menu"]):
        if name == "slide":
            checks.driver.execute_async_script(SHOW, name)
            checks.js("document.querySelector('[data-catalog=slide] dm-slide-menu').show()")
            time.sleep(1.5)
        state = entry(checks, name)
        checks.check(f"{name}: <dm-{kind}> draws, with a knob for each of its {kinds[kind]} attributes",
                     state["tag"] == f"dm-{kind}" and state["colours"] >= 2 and state["knobs"] == kinds[kind],
                     f"{state['tag']} {state['colours']} colours, {state['knobs']} knobs")
        defaults[name] = state["snippets"]
    checks.js("document.querySelector('[data-catalog=slide] dm-slide-menu').close()")
    checks.shot("catalog-defaults")

    # A knob of each kind: the element's property, its pixels where the setting shows, the snippets.
    set_knob(checks, "dial", "drag-damping", "input.number", "2.5")
    set_knob(checks, "dial", "is-fling-enabled", "input", True)
    dial = entry(checks, "dial")
    checks.check("number and switch knobs set the dial and its three snippets",
                 checks.js("const d = document.querySelector('dm-dial-menu'); return [d.dragDamping, d.isFlingEnabled]") == [2.5, True]
                 and 'drag-damping="2.5"' in dial["snippets"]["html"] and 'is-fling-enabled="true"' in dial["snippets"]["html"]
                 and "configuration.dragDamping = 2.5" in dial["snippets"]["uikit"]
                 and "configuration.isFlingEnabled = true" in dial["snippets"]["swiftui"], json.dumps(dial["snippets"])[:400])
    before = entry(checks, "confirm")["digest"]
    set_knob(checks, "confirm", "face-color", "input", "#2060ff")
    set_knob(checks, "confirm", "selected-label", "input", "GO")
    confirm = entry(checks, "confirm")
    checks.check("colour and text knobs set the confirm button, its face redrawn, and its snippets",
                 checks.js("const b = document.querySelector('dm-confirm-button'); return [b.faceColor, b.selectedLabel]") == ["#2060ff", "GO"]
                 and confirm["digest"] != before
                 and "configuration.faceColor = Color(hex: 0x2060FF)" in confirm["snippets"]["uikit"]
                 and 'selected-label="GO"' in confirm["snippets"]["html"], f"{before} {confirm['digest']}")
    set_knob(checks, "floating", "menu-style", "select", "dark")
    floating = entry(checks, "floating")
    checks.check("a word picker sets the floating menu's style and its snippets",
                 checks.js("return document.querySelector('dm-floating-menu').menuStyle") == "dark"
                 and "configuration.style = .dark" in floating["snippets"]["swiftui"]
                 and 'menu-style="dark"' in floating["snippets"]["html"])
    checks.js("document.querySelector('dm-radial-menu').show()")
    time.sleep(2.0)
    before = entry(checks, "radial")["digest"]
    set_knob(checks, "radial", "icon-size", "input[type=range]", "40", settle=1.0)
    radial = entry(checks, "radial")
    checks.check("a slider sets the radial menu's icon size, redrawn, and its snippets",
                 checks.js("return document.querySelector('dm-radial-menu').iconSize") == 40
                 and radial["digest"] != before and "configuration.iconSize = 40.0" in radial["snippets"]["uikit"],
                 f"{before} {radial['digest']}")
    # A field inside a structure: its knob, and the snippet's path (type-checked with the rest).
    set_knob(checks, "radial", "ring-color", "input", "#ff8800")
    radial = entry(checks, "radial")
    checks.check("a colour inside the appearance reaches the radial menu and its snippet's path",
                 checks.js("return document.querySelector('dm-radial-menu').ringColor") == "#ff8800"
                 and "configuration.appearance.ringColor = " in radial["snippets"]["uikit"]
                 and 'ring-color="#ff8800"' in radial["snippets"]["html"], str(radial["snippets"]["uikit"]))
    set_knob(checks, "slide", "side", "select", "left")
    set_knob(checks, "slide", "elasticity", "input.number", "0.6")
    slide = entry(checks, "slide")
    checks.check("the slide menu's side and elasticity reach it and its snippets",
                 checks.js("const m = document.querySelector('dm-slide-menu'); return [m.side, m.elasticity]") == ["left", 0.6]
                 and "edge: .left" in slide["snippets"]["swiftui"] and "configuration.elasticity = 0.6" in slide["snippets"]["uikit"])
    set_knob(checks, "dial", "drag-damping", "input.number", "-4")
    checks.check("a value out of range is flagged on its knob and not sent",
                 checks.js("return [document.querySelector('dm-dial-menu').dragDamping, "
                           "document.querySelector('[data-field=drag-damping]').closest('.knob').classList.contains('invalid')]") == [2.5, True])
    set_knob(checks, "dial", "drag-damping", "input.number", "2.5")

    # The item editor: add, rename, move, remove.
    before = entry(checks, "dial")
    checks.js("[...document.querySelectorAll('[data-catalog=dial] .items button')].find((b) => b.textContent === 'Add an item').click()")
    time.sleep(0.5)
    checks.js("""const box = document.querySelector('[data-catalog=dial] .items input[aria-label="item 1 label"]');
                 box.value = 'Lager'; box.dispatchEvent(new Event('input', { bubbles: true }));""")
    checks.js("document.querySelector('[data-catalog=dial] .items [aria-label=\"move down item 1\"]').click()")
    checks.js("document.querySelector('[data-catalog=dial] .items [aria-label=\"remove item 3\"]').click()")
    time.sleep(1.0)
    dial = entry(checks, "dial")
    expected = ["Witbier", "Lager", "Weissbier", "APA", "IPA", "English Bitter", "Dark lager", "Porter", "Stout", "Item 11"]
    checks.check("the item editor adds, renames, moves and removes items, redrawn, in the snippets",
                 dial["items"] == expected and dial["digest"] != before["digest"]
                 and 'MenuItem(title: "Lager")' in dial["snippets"]["uikit"]
                 and '<dm-item value="item-11">Item 11</dm-item>' in dial["snippets"]["html"]
                 and '"Witbier", "Lager"' in dial["snippets"]["swiftui"], str(dial["items"]))

    # The event log: a key pressed on the dial's slider turns it; dm-select arrives with its
    # detail, its source the keyboard (a key a person presses, even on the accessible proxy).
    checks.driver.execute_async_script(SHOW, "dial")
    checks.js("""const d = document.querySelector('dm-dial-menu');
                 d.shadowRoot.querySelector('.dm-accessibility [role=slider]')
                   .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));""")
    time.sleep(2.0)
    log = entry(checks, "dial")["log"]
    checks.check("the event log shows dm-select with its detail",
                 any(line.startswith("dm-select") and '"source":"keyboard"' in line and '"value":' in line for line in log), str(log))
    checks.shot("catalog-changed")

    # The address holds every setting; a fresh page opens as it was.
    changed = settings(checks)
    url = checks.driver.current_url
    checks.check("the address carries the settings",
                 "dial.drag-damping=2.5" in url and "confirm.face-color=%232060ff" in url and "slide.side=left" in url
                 and "dial.items=" in url, url)
    checks.driver.get("about:blank")
    checks.load(url, ready)
    reopened = settings(checks)
    checks.check("the address round-trips: a fresh page has the same settings and snippets",
                 reopened == changed and checks.js("return document.querySelector('dm-dial-menu').items.length") == 10,
                 json.dumps([n for n in ORDER if reopened[n] != changed[n]]))
    # Every attribute of every control away from its default at once: the knobs take it from
    # the address, the element warns of nothing, and each field's Swift path is in the
    # snippets (type-checked with the rest).
    every_url = index + "?" + checks.js(EVERY, ORDER)
    checks.driver.get("about:blank")
    checks.load(every_url, ready)
    every = settings(checks)
    state = checks.js("return [document.querySelector('.address-note') === null, "
                      "document.querySelectorAll('.knob.invalid').length]")
    fields = checks.js("return DynamicMenusCatalog.catalogElements.map((e) => e.attributes.map((a) => a.field))")
    # The slide menu's edge (its `side`) is its initializer's argument, as SlideMenu's is.
    side = checks.js("return document.querySelector('dm-slide-menu').side")
    written = {"edge": f"edge: .{side}"}
    missing = [field for name, names in zip(ORDER, fields) for field in names
               if field and written.get(field, f"configuration.{field} = ") not in every[name]["uikit"]]
    checks.check("every attribute set at once: no note, no invalid knob, each field's line in the snippets",
                 state[0] and state[1] == 0 and not missing, f"{state[:2]} missing {missing}")
    checks.check("the floating layout's three attributes make one Swift line",
                 "configuration.layout = .arc(sweep: 3.14159" in every["floating"]["uikit"]
                 and every["floating"]["uikit"].count("configuration.layout =") == 1, every["floating"]["uikit"][:1500])
    snippets = {name: {"defaults": defaults[name], "changed": changed[name], "every": every[name]} for name in ORDER}
    with open(os.path.join(folder, "snippets.json"), "w") as f:
        json.dump(snippets, f, indent=1)

    # Reset brings the tutorial back, in the snippets and the address.
    checks.js("document.querySelector('[data-catalog=dial] .reset').click()")
    time.sleep(0.5)
    after = [entry(checks, "dial")["snippets"] == defaults["dial"], checks.driver.current_url,
             checks.js("return document.querySelector('dm-dial-menu').dragDamping")]
    checks.check("Reset gives the dial the tutorial's settings and items again",
                 after[0] and "?dial." not in after[1] and "&dial." not in after[1] and after[2] == 1.5, str(after))

    # A hand-edited address: the defaults for what it got wrong, with a note naming each.
    bad = index + "?dial.bogus=1&dial.drag-damping=-3&dial.items=notjson&nope=2&radial.icon-size=abc&confirm.title=Erase"
    checks.driver.get("about:blank")
    checks.load(bad, ready)
    note = checks.js("const n = document.querySelector('.address-note[role=alert]'); return n && [...n.querySelectorAll('li')].map((li) => li.textContent)")
    state = checks.js("return [document.querySelector('dm-dial-menu').dragDamping, document.querySelector('dm-dial-menu').items.length, "
                      "document.querySelector('dm-radial-menu').iconSize, document.querySelector('dm-confirm-button').textContent]")
    checks.check("a bad address opens at the defaults for its bad keys, with a note naming each",
                 note is not None and len(note) == 5 and state == [1.5, 10, 28, "Erase"]
                 and any("dial.bogus" in n for n in note) and any("dial.drag-damping" in n and "1.5" in n for n in note),
                 f"{note} {state}")
    checks.check("the catalog logged no error", not checks.errors())
    checks.shot("catalog-bad-address")
    return snippets


def run_html_snippets(checks, folder, web, snippets):
    """Each HTML snippet in a page of its own: the element draws, no warning."""
    pages = os.path.join(folder, "snippets")
    os.makedirs(pages, exist_ok=True)
    shutil.copy(os.path.join(web, "dynamic-menus.classic.js"), pages)
    for name in ORDER:
        for which in ("defaults", "changed", "every"):
            path = os.path.join(pages, f"{name}-{which}.html")
            with open(path, "w") as f:
                f.write("<!doctype html><meta charset=utf-8>\n<script>window.warned = []; const w = console.warn; "
                        "console.warn = (...a) => { window.warned.push(a.join(' ')); w(...a); };</script>\n"
                        + snippets[name][which]["html"])
            checks.load("file://" + os.path.abspath(path), "document.querySelector('[style]')?.shadowRoot?.querySelector('canvas') "
                        "&& !document.querySelector('[style]').shadowRoot.querySelector('canvas').hidden")
            if name == "slide":
                checks.js("document.querySelector('dm-slide-menu').show()")
                time.sleep(1.5)
            state = [element_colours(checks.driver, checks.js("return document.querySelector('[style]')")),
                     checks.js("return window.warned")]
            checks.check(f"the HTML snippet of {name} ({which}) draws with no warning", state[0] >= 2 and not state[1], str(state))


# Where the first screen's parts lie: the dial's box, the install line's, the introduction's.
FIRST_SCREEN = """
const box = (node) => { const r = node.getBoundingClientRect(); return [r.top, r.bottom]; };
const dial = document.querySelector('[data-catalog=dial] .catalog-control');
return { dial: box(dial), install: box(document.querySelector('.install')),
  introduction: box(document.querySelector('.introduction')), screen: innerHeight,
  drawn: !dial.shadowRoot.querySelector('canvas').hidden };
"""


def run_phone(checks, gallery):
    """The catalog's first look on a phone (390 × 844): the title, the install line and the
    dial, live, in the first screen; the explanation after the control; each demo's hint off
    its control."""
    print("catalog test: the first screen of a phone")
    checks.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    checks.load("file://" + os.path.abspath(os.path.join(gallery, "index.html")),
                "!document.querySelector('[data-catalog=dial] .catalog-control').shadowRoot.querySelector('canvas').hidden")
    first = checks.js(FIRST_SCREEN)
    dial_top, dial_bottom = first["dial"]
    shown = min(dial_bottom, first["screen"]) - max(dial_top, 0)
    checks.check(f"at 390 x 844 the install line and the live dial are in the first screen "
                 f"(the dial's box {dial_top:.0f}–{dial_bottom:.0f}, {shown:.0f} px of it shown), the "
                 f"explanation after it", first["drawn"] and first["install"][1] < dial_top
                 and shown >= 0.75 * (dial_bottom - dial_top) and first["introduction"][0] >= dial_bottom,
                 str(first))
    checks.shot("catalog-phone")
    # Issue 69's sixth item: on a phone the confirm demo's hint lay over its Delete disc and
    # the slide demo's across its open panel. Each hint has a strip of the stage to itself.
    overlaps = checks.js("""
        const area = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
          * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
        return [...document.querySelectorAll('.catalog')].map((c) => {
          const hint = c.querySelector('.hint'), control = c.querySelector('.catalog-control');
          return [c.dataset.kind, hint && control
            ? Math.round(area(hint.getBoundingClientRect(), control.getBoundingClientRect())) : -1];
        });""")
    checks.check(f"at 390 x 844 no demo's hint lies over its control ({overlaps})",
                 len(overlaps) == 5 and all(area == 0 for _, area in overlaps), str(overlaps))


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    folder, binary, web = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    if not os.path.exists(os.path.join(web, "catalog.js")):
        print(f"catalog test: no {web}/catalog.js (make web)", file=sys.stderr)
        sys.exit(2)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    print("catalog test: the catalog (dynamic-menus gallery --web), from disk")
    gallery = build_page(folder, binary, web)
    driver = browser()
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 1180, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
    checks = ElementChecks(driver, None, folder)
    try:
        snippets = run(checks, gallery, folder)
        run_html_snippets(checks, folder, web, snippets)
        run_phone(checks, gallery)
    finally:
        driver.quit()
    print(f"catalog test: {checks.passed} passed, {len(checks.failures)} failed")
    if checks.failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
