#!/usr/bin/env python3
"""Writes the npm package (`make web`): out/npm by default.

    scripts/web-package.py MANIFEST.json MODULE.wasm OUT_DIR [REFERENCE.md]

From the elements' manifest (the demo module prints it; scripts/manifest.mjs), the
package's main module (MODULE.wasm; each element's own beside it, dial-menu.wasm, …) and the
ES modules of Sources/Hosts/Web, it writes:

- the generated ES modules in the sources, where they differ from what the manifest gives
  (scripts/web_generated.py; `make browser-test` fails when that changed a committed file);
- dynamic-menus.js: the main entry; importing it defines the five elements; their module
  (dynamic-menus.wasm) and the fonts load from beside it (or from `setBasePath`'s folder);
- dial-menu.js, radial-menu.js, confirm-button.js, floating-menu.js, slide-menu.js: an entry
  per element, defining that element alone, with a module linked from that control alone
  (dial-menu.wasm, …: scripts/wasm.sh);
- NAME.inline.js for each of those: the same with the module and the fonts inside, for a
  bundler that does not copy `new URL(…, import.meta.url)` assets;
- dynamic-menus.classic.js: one classic script, the main module and the fonts inside, for
  pages opened from disk (`window.DynamicMenus`);
- react.js: the React components (React stays an import);
- the modules, fonts/*.woff2 (DejaVu Sans subset to Latin-1, and to Latin Extended-A and the
  rarer punctuation in the -ext files, with its licence);
- api.d.ts (the API's types), dynamic-menus.d.ts and dial-menu.d.ts, … (each entry's: the
  API and the tags it defines), jsx.d.ts, react.d.ts, custom-elements.json, package.json,
  README.md;
- with REFERENCE.md, the reference page (docs/web-components-reference.md).

Every script is bundled and minified by esbuild (scripts/web_bundle.py). Everything goes to a
temporary folder renamed at the end: an interrupted build leaves the old package whole.
Exit status: 0 written; 2 an input is missing or unreadable.
"""

import base64
import json
import os
import shutil
import sys
import tempfile

import web_bundle
import web_generated
import web_types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "Sources", "Hosts", "Web", "Package")
FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FONT_LICENCE = "/usr/share/doc/fonts-dejavu-core/copyright"
# The weights the controls draw in: light labels (200), text (400), bold titles (700).
FONTS = [(200, "DejaVuSans-ExtraLight"), (400, "DejaVuSans"), (700, "DejaVuSans-Bold")]
# Two files per weight, as @font-face's unicode-range splits a font: Latin-1 with the
# common punctuation (spaces, dashes, quotes, bullets, the ellipsis, ‰, ′ ″, ‹ ›, ⁄) and the
# euro, which every page loads; and Latin Extended-A (Polish, Czech, Turkish… letters) with
# the rarer punctuation (‒ ‗ ‣ ‼ ⁂…), the arrows, −, ✓ and ✕, loaded only when a control's
# text has one of their characters (element-fonts.js reads the range). The rarer
# characters in the second file: 4.2 KB less for every page (2026-11-26). A label in another
# script falls back to the page's sans-serif, in the canvas and in its measurement alike, so
# the widths stay true.
UNICODE_RANGES = [
    ("", "U+0020-007E,U+00A0-00FF,U+2000-2011,U+2013-2016,U+2018-201A,U+201C-201E,"
     "U+2020-2022,U+2026-2030,U+2032-2033,U+2039-203A,U+2044,U+20AC"),
    ("-ext", "U+0100-017F,U+2012,U+2017,U+201B,U+201F,U+2023-2025,U+2031,U+2034-2038,"
     "U+203B-2043,U+2045-206F,U+2190-2193,U+2212,U+2713,U+2715"),
]


def subset_fonts(folder):
    """The three weights as WOFF2, each subset to each of UNICODE_RANGES; returns
    [(weight, file name, unicode-range, whether the range is the extended one)]."""
    try:
        import logging
        from fontTools import subset
        # It names every table it drops (FFTM, a FontForge timestamp): not news.
        logging.getLogger("fontTools.subset").setLevel(logging.ERROR)
    except ImportError:
        fail("fontTools is missing (make deps installs it: Tests/Browser/requirements.txt)")
    written = []
    for weight, name in FONTS:
        source = os.path.join(FONT_DIR, name + ".ttf")
        if not os.path.exists(source):
            fail(f"{source} is missing (make deps installs fonts-dejavu-core and -extra)")
        options = subset.Options()
        options.flavor = "woff2"
        options.layout_features = ["kern", "liga"]
        # Every name but the licence's full text (ID 13, 9,530 characters in each weight:
        # 4.1 KB of the three fonts), which ships beside them (fonts/DejaVu-LICENSE.txt); each
        # keeps its copyright (ID 0) and the licence's address (ID 14).
        options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 17, 18, 19]
        # The regular weight's mathematical layout (MATH): no control typesets formulas.
        options.drop_tables += ["MATH"]
        # No TrueType hinting: browsers draw the canvas's text unhinted at fractional
        # positions (and measure it from the advances, which hinting does not change), and
        # DejaVu's instructions were 40 % of the regular weight's bytes.
        options.hinting = False
        for suffix, unicodes in UNICODE_RANGES:
            font = subset.load_font(source, options)
            subsetter = subset.Subsetter(options)
            subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
            subsetter.subset(font)
            target = os.path.join(folder, "fonts", name + suffix + ".woff2")
            subset.save_font(font, target, options)
            written.append((weight, name + suffix + ".woff2", unicodes, suffix != ""))
    shutil.copy(FONT_LICENCE, os.path.join(folder, "fonts", "DejaVu-LICENSE.txt"))
    return written


def fail(message):
    print(f"web-package: {message}", file=sys.stderr)
    sys.exit(2)


def font_table(fonts, source):
    """The fonts as JavaScript: each `{ weight, range, extended, file, … }` plus
    `source(index, file)`, how it is found (a URL function, or its bytes from ./data.js)."""
    return "[" + ", ".join(
        f"{{ weight: {w}, range: {json.dumps(r)}, extended: {json.dumps(x)}, file: {json.dumps(name)}, {source(i, name)} }}"
        for i, (w, name, r, x) in enumerate(fonts)) + "]"


def face_weight(weight):
    """The face (200, 400, 700) CSS font matching draws `weight` in (element-fonts.js's faceWeight)."""
    return 200 if weight < 400 else 400 if weight <= 500 else 700


def entry(kinds, module, fonts, page_weights):
    """A package entry for the elements `kinds`: configures their `module` and `fonts`
    (JavaScript) and the weights it loads for the page's own text, defines the elements and
    starts loading the module, exports the API."""
    index = web_bundle.source("Package", "index.js")
    assets = f"{{ module, fonts, pageWeights: {json.dumps(page_weights)} }}" if page_weights else "{ module, fonts }"
    return (f"import {{ configureAssets, start }} from {index};\n"
            f"const module = {module};\nconst fonts = {fonts};\n"
            f"configureAssets({json.dumps(kinds)}, {assets});\nstart({json.dumps(kinds)});\n"
            f"export {{ getBasePath, manifest, preload, setBasePath }} from {index};\n")


def write_scripts(staging, fonts, modules, manifest):
    """The package's scripts, bundled into `staging`: for the main entry (all five kinds,
    dynamic-menus.wasm) and for each element's (`dial-menu`: dial-menu.wasm), the ES module
    finding its assets beside it and the inline one carrying them; the main entry's classic
    script; the React components. An element's inline entry carries the faces its kind draws
    in by default (ElementKind.fontWeights: none for the radial menu); the ES modules find
    every face beside them and load what their elements draw in."""
    beside_fonts = font_table(fonts, lambda i, name: f"url: () => new URL('./fonts/{name}', import.meta.url)")
    every_kind = [e["kind"] for e in manifest["elements"]]
    entries = [("dynamic-menus", every_kind, {200, 400, 700})]
    entries += [(e["kind"], [e["kind"]], {face_weight(w) for w in e["fontWeights"]}) for e in manifest["elements"]]
    for name, kinds, weights in entries:
        wasm = modules[name]
        page_weights = sorted(weights) if name == "dynamic-menus" else []
        beside = f"{{ file: '{name}.wasm', url: () => new URL('./{name}.wasm', import.meta.url) }}"
        web_bundle.bundle(entry(kinds, beside, beside_fonts, page_weights), os.path.join(staging, f"{name}.js"), "esm",
                          minify="terser")
        carried = [f for f in fonts if f[0] in weights]
        data = [("moduleBase64", base64.b64encode(wasm).decode())]
        for i, (_, font, _, _) in enumerate(carried):
            with open(os.path.join(staging, "fonts", font), "rb") as f:
                data.append((f"font{i}", base64.b64encode(f.read()).decode()))
        inline = entry(kinds, f"{{ file: '{name}.wasm', base64: data.moduleBase64 }}",
                       font_table(carried, lambda i, _: f"base64: data.font{i}"), page_weights)
        inline = "import * as data from './data.js';\n" + inline
        web_bundle.bundle_with_data(inline, data, os.path.join(staging, f"{name}.inline.js"), "esm", minify="terser")
        if name == "dynamic-menus":
            web_bundle.bundle_with_data(inline, data, os.path.join(staging, "dynamic-menus.classic.js"), "iife",
                                        "DynamicMenus", minify="terser")
    web_bundle.write_bundle(os.path.join(PACKAGE, "react.js"), os.path.join(staging, "react.js"), "esm",
                            externals=("react",), minify="terser")


def main():
    if len(sys.argv) not in (4, 5):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    manifest_path, wasm_path, out = sys.argv[1:4]
    try:
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f)
        # The main module, and each element's own beside it (scripts/wasm.sh writes them).
        modules = {}
        for name in ["dynamic-menus"] + [e["kind"] for e in manifest["elements"]]:
            path = wasm_path if name == "dynamic-menus" else os.path.join(os.path.dirname(wasm_path), f"{name}.wasm")
            with open(path, "rb") as f:
                modules[name] = f.read()
    except (OSError, ValueError) as error:
        fail(f"cannot read the inputs: {error}")
    for path in web_generated.write(manifest):
        print(f"web-package: wrote {path}")
    staging = tempfile.mkdtemp(prefix=".npm.", dir=os.path.dirname(os.path.abspath(out)) or ".")
    os.chmod(staging, 0o755)
    try:
        os.makedirs(os.path.join(staging, "fonts"))
        fonts = subset_fonts(staging)
        write_scripts(staging, fonts, modules, manifest)
        files = {
            "api.d.ts": web_types.declarations(manifest),
            "dynamic-menus.d.ts": web_types.entry_declarations(manifest, None),
            "jsx.d.ts": web_types.jsx_declarations(manifest),
            "react.d.ts": web_types.react_declarations(manifest),
            "custom-elements.json": json.dumps(web_types.custom_elements(manifest), indent=2, ensure_ascii=False) + "\n",
            "package.json": json.dumps(web_types.package_json(manifest), indent=2) + "\n",
        }
        for element in manifest["elements"]:
            files[f"{element['kind']}.d.ts"] = web_types.entry_declarations(manifest, element["kind"])
        for name, text in files.items():
            with open(os.path.join(staging, name), "w", encoding="utf-8") as f:
                f.write(text)
        for name, wasm in modules.items():
            with open(os.path.join(staging, f"{name}.wasm"), "wb") as f:
                f.write(wasm)
        shutil.copy(os.path.join(PACKAGE, "README.md"), os.path.join(staging, "README.md"))
        shutil.rmtree(out, ignore_errors=True)
        os.replace(staging, out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if len(sys.argv) == 5:
        with open(sys.argv[4], "w", encoding="utf-8") as f:
            f.write(web_types.reference(manifest))
    sizes = {name: os.path.getsize(os.path.join(out, name)) for name in
             ["dynamic-menus.js", "dynamic-menus.wasm", "dynamic-menus.inline.js", "dynamic-menus.classic.js"]}
    print(f"web-package: {os.path.abspath(out)} (" + ", ".join(f"{k} {v} bytes" for k, v in sizes.items()) + ")")


if __name__ == "__main__":
    main()
