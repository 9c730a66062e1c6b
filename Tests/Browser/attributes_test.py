"""Every attribute of every element, from the manifest, in headless Chromium: the property
reads the documented default, an attribute set is taken by the control (the property reads
the control's value back), a property set is reflected to its attribute, a bad value warns
naming the element, the attribute and the value and leaves the default, and removing the
attribute goes back to the default. No uncaught error and no warning beyond the bad values.

    python3 Tests/Browser/attributes_test.py out/npm OUT out/wasm/manifest.json

The whole manifest (out/wasm/manifest.json, `make web`'s) gives each attribute's range and words,
which the package's own manifest leaves out.

Exit status: 0 every check passed; 1 a check failed; 2 the browser or the package is missing
(`make deps`, `make web`).
"""

import json
import os
import sys

from browser_test import browser

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Every attribute</title>
<style>body { margin: 0; } [data-control] { display: block; width: 320px; height: 320px; }</style>
</head><body>
<dm-dial-menu data-control><dm-item value="a">Alpha</dm-item><dm-item value="b">Beta</dm-item><dm-item value="c">Gamma</dm-item></dm-dial-menu>
<dm-radial-menu data-control><dm-item value="a" icon="mail">Alpha</dm-item><dm-item value="b" icon="star">Beta</dm-item></dm-radial-menu>
<dm-confirm-button data-control>Erase</dm-confirm-button>
<dm-floating-menu data-control><dm-item value="a" icon="plus">Alpha</dm-item><dm-item value="b" icon="person">Beta</dm-item></dm-floating-menu>
<dm-slide-menu data-control><dm-item value="a" icon="gear">Alpha</dm-item><dm-item value="b" icon="info">Beta</dm-item></dm-slide-menu>
<script>
  var DynamicMenusManifest = MANIFEST;
  window.warnings = [];
  window.errors = [];
  const warn = console.warn.bind(console);
  console.warn = (...args) => { window.warnings.push(args.join(' ')); warn(...args); };
  window.addEventListener('error', (event) => window.errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => window.errors.push(String(event.reason)));
</script>
<script src="PACKAGE/dynamic-menus.classic.js"></script>
</body></html>
"""

# Runs in the page for one element: every attribute through the five steps; returns what each
# step saw, for the checks in Python to judge.
MATRIX = """
const [tag, done] = arguments;
const element = document.querySelector(tag);
const info = DynamicMenusManifest.elements.find((e) => e.tag === tag);
const typed = (field, text) => field.type === 'number' ? Number(text)
  : field.type === 'boolean' ? text === 'true' : field.type === 'color' ? text.toLowerCase() : text;
const same = (a, b) => typeof a === 'number' ? Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)) : a === b;
const read = (field) => {
  const v = element[field.property];
  return field.type === 'color' && typeof v === 'string' ? v.toLowerCase() : v;
};
// Valid values other than the default, best first: inside the range, whole where the field
// is. A field bound by another (the dial's minimum scale is at most its maximum) refuses some;
// the steps below take the first the control takes.
function goodValues(field) {
  const d = typed(field, field.default);
  let candidates;
  switch (field.type) {
    case 'number': {
      const lo = field.minimum ?? field.exclusiveMinimum ?? -Infinity;
      const hi = field.maximum ?? field.exclusiveMaximum ?? Infinity;
      const span = Number.isFinite(lo) && Number.isFinite(hi) && hi - lo < 1e6;
      candidates = span ? [0.5, 0.25, 0.75].map((f) => lo + (hi - lo) * f)
        : [d * 1.5 + 0.5, d / 2 + 0.25, d + 1, d + 2, d * 0.75];
      if (field.integer) candidates = candidates.map(Math.round);
      candidates = candidates.filter((v) => v > lo && v < hi);
      break;
    }
    case 'boolean': candidates = [!d, d]; break;
    case 'word': candidates = [...field.words.filter((w) => w !== d), d]; break;
    case 'color': candidates = ['#123456', '#abcdef']; break;
    default: candidates = ['Matrix', 'Matrix two'];
  }
  // A boolean's and a word's last value is the default: two values, both set.
  return field.type === 'boolean' || field.type === 'word' ? candidates : candidates.filter((v) => !same(v, d));
}
// Sets `field` to the first of `values` the control takes (through the attribute or the
// property); returns [the value, what the control reads].
function take(field, values, viaProperty) {
  let tried;
  for (const value of values) {
    tried = value;
    if (viaProperty) element[field.property] = value; else element.setAttribute(field.name, String(value));
    if (same(read(field), typed(field, String(value)))) break;
  }
  return [tried, read(field)];
}
const badValue = { number: 'twelve', boolean: 'maybe', word: 'sideways', color: 'not-a-colour' };
const results = [];
requestAnimationFrame(() => requestAnimationFrame(() => {
  for (const field of info.attributes) {
    const r = { name: field.name, type: field.type };
    r.default = [read(field), typed(field, field.default)];
    const before = window.warnings.length;
    const values = goodValues(field);
    const [good, took] = take(field, values, false);
    r.attribute = [took, typed(field, String(good))];
    const [other, reads] = take(field, values.filter((v) => !same(v, good)), true);
    r.property = [element.getAttribute(field.name), String(other), reads, typed(field, String(other))];
    window.warnings.length = before;  // what a bound field refused on the way
    if (badValue[field.type]) {
      const before = window.warnings.length;
      element.setAttribute(field.name, badValue[field.type]);
      r.bad = [read(field), typed(field, field.default), window.warnings.slice(before)];
    }
    element.removeAttribute(field.name);
    r.removed = [read(field), typed(field, field.default)];
    results.push(r);
  }
  done(results);
}));
"""


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    package, out, manifest_path = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    try:
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as error:
        print(f"attributes test: cannot read the manifest {manifest_path} ({error}; make web)", file=sys.stderr)
        return 2
    if not os.path.exists(os.path.join(package, "dynamic-menus.classic.js")):
        print(f"attributes test: {package}/dynamic-menus.classic.js is missing (make web)", file=sys.stderr)
        return 2
    os.makedirs(out, exist_ok=True)
    page = os.path.abspath(os.path.join(out, "attributes.html"))
    open(page, "w").write(PAGE.replace("PACKAGE", "file://" + package)
                          .replace("MANIFEST", json.dumps(manifest, ensure_ascii=False).replace("</", "<\\/")))
    driver = browser()
    driver.set_script_timeout(60)
    failures, passed = [], 0

    def check(name, condition, detail=""):
        nonlocal passed
        if condition:
            passed += 1
        else:
            failures.append(name)
            print(f"  FAIL {name} {detail}")

    try:
        driver.get("file://" + page)
        driver.execute_async_script("""
            const done = arguments[0];
            customElements.whenDefined('dm-dial-menu').then(() =>
              Promise.all([...document.querySelectorAll('[data-control]')].map((e) => e.ready))).then(() => done());""")
        tags = driver.execute_script("return DynamicMenusManifest.elements.map((e) => e.tag)")
        counted = 0
        for tag in tags:
            for r in driver.execute_async_script(MATRIX, tag):
                counted += 1
                what = f"{tag} {r['name']}"
                check(f"{what}: the property reads the default", r["default"][0] == r["default"][1], str(r["default"]))
                check(f"{what}: an attribute set is the control's", near(*r["attribute"]), str(r["attribute"]))
                p = r["property"]
                check(f"{what}: a property set is reflected and taken",
                      p[0] == p[1] and near(p[2], p[3]), str(p))
                if "bad" in r:
                    value, default, said = r["bad"]
                    check(f"{what}: a bad value warns and keeps the default",
                          near(value, default) and any(tag in w and r["name"] in w for w in said),
                          f"{value} {default} {said}")
                check(f"{what}: removed, the default again", near(*r["removed"]), str(r["removed"]))
        print(f"  ok   {counted} attributes of {len(tags)} elements went through every step")
        state = driver.execute_script("return [window.errors, window.warnings.length]")
        check("no uncaught error", not state[0], str(state[0]))
    finally:
        driver.quit()
    print(f"attributes: {passed} checks passed, {len(failures)} failed")
    return 1 if failures else 0


def near(a, b):
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return abs(a - b) <= 1e-9 * max(1, abs(b))
    return a == b


if __name__ == "__main__":
    sys.exit(main())
