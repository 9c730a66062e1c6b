#!/usr/bin/env python3
"""Writes the npm package (`make web`): out/npm by default.

    scripts/web-package.py MANIFEST.json MODULE.wasm OUT_DIR [REFERENCE.md]

From the elements' manifest (`dynamic-menus manifest`, generated from the Swift sources), the
package's module and the hand-written scripts, it writes:

- dynamic-menus.js: the ES module; importing it defines the elements; the module and the
  fonts load from beside it. The hand-written scripts go in minified (esbuild: comments and
  spaces out, local names shortened; `node --check` reads the result);
- dynamic-menus.classic.js: one classic script with the module and the fonts inline, for
  pages opened from disk;
- dynamic-menus.wasm, fonts/*.woff2 (DejaVu Sans subset to Latin-1, and to Latin Extended-A
  and the rarer punctuation in the -ext files, with its licence);
- dynamic-menus.d.ts (the elements in HTMLElementTagNameMap, their properties, the events),
  custom-elements.json (Custom Elements Manifest 2.x), package.json, README.md;
- with REFERENCE.md, the reference page (docs/web-components-reference.md).

Everything goes to a temporary folder renamed at the end: an interrupted build leaves the
old package whole. Exit status: 0 written; 2 an input is missing or unreadable.
"""

import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPTS = [
    "Sources/Renderers/Canvas/backdrop-blur.js",
    "Sources/Renderers/Canvas/display-list.js",
    "Sources/Hosts/Web/Page/live-control.js",
    "Sources/Hosts/Web/Page/accessibility-layer.js",
    "Sources/Hosts/Web/Package/element-support.js",
    "Sources/Hosts/Web/Package/element-runtime.js",
    "Sources/Hosts/Web/Package/control-element.js",
    "Sources/Hosts/Web/Package/elements.js",
]
FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FONT_LICENCE = "/usr/share/doc/fonts-dejavu-core/copyright"
# The weights the controls draw in: light labels (200), text (400), bold titles (700).
FONTS = [(200, "DejaVuSans-ExtraLight"), (400, "DejaVuSans"), (700, "DejaVuSans-Bold")]
# Two files per weight, as @font-face's unicode-range splits a font: Latin-1 with the
# common punctuation (spaces, dashes, quotes, bullets, the ellipsis, ‰, ′ ″, ‹ ›, ⁄) and the
# euro, which every page loads; and Latin Extended-A (Polish, Czech, Turkish… letters) with
# the rarer punctuation (‒ ‗ ‣ ‼ ⁂…), the arrows, −, ✓ and ✕, loaded only when a control's
# text has one of their characters (element-runtime.js reads the range). The rarer
# characters in the second file: 4.2 KB less for every page (2026-11-26). A label in another
# script falls back to the page's sans-serif, in the canvas and in its measurement alike, so
# the widths stay true.
UNICODE_RANGES = [
    ("", "U+0020-007E,U+00A0-00FF,U+2000-2011,U+2013-2016,U+2018-201A,U+201C-201E,"
     "U+2020-2022,U+2026-2030,U+2032-2033,U+2039-203A,U+2044,U+20AC"),
    ("-ext", "U+0100-017F,U+2012,U+2017,U+201B,U+201F,U+2023-2025,U+2031,U+2034-2038,"
     "U+203B-2043,U+2045-206F,U+2190-2193,U+2212,U+2713,U+2715"),
]
VERSION = "0.1.0"

TS_TYPES = {"number": "number", "boolean": "boolean", "color": "string", "text": "string"}


def fail(message):
    print(f"web-package: {message}", file=sys.stderr)
    sys.exit(2)


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
        options.name_IDs = ["*"]  # keep the copyright and licence strings
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


# What the elements read of each attribute in the manifest. The rest (summary, Swift field,
# range, words) is for people and tools: custom-elements.json and the .d.ts carry it, and the
# catalog reads the whole manifest (out/web/manifest.js). 2.3 KB of the script, gzipped.
RUNTIME_ATTRIBUTE_KEYS = ("name", "property", "type", "default")


def runtime_manifest(manifest):
    """The manifest as the package's script carries it: each attribute with only the keys the
    elements read (RUNTIME_ATTRIBUTE_KEYS)."""
    elements = [{**element, "attributes": [{key: field[key] for key in RUNTIME_ATTRIBUTE_KEYS}
                                           for field in element["attributes"]]}
                for element in manifest["elements"]]
    return {**manifest, "elements": elements}


def bundle(manifest, module_source, font_sources):
    """The scripts in one body: the manifest, the build's two sources, the hand-written files."""
    runtime = runtime_manifest(manifest)
    parts = [
        f"var DynamicMenusManifest = {json.dumps(runtime, ensure_ascii=False, separators=(',', ':'))};",
        f"function DynamicMenusModuleSource() {{ return {module_source}; }}",
        f"function DynamicMenusFontSources() {{ return {font_sources}; }}",
    ]
    for path in SCRIPTS:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            parts.append(f.read().replace("'use strict';\n", ""))
    return "\n".join(parts)


def minified(script):
    """`script` minified by esbuild (Debian's; `make deps`): without comments and spaces, its
    local names shortened, its syntax and behaviour unchanged (no lowering to older
    JavaScript). The package's script 21,096 → 19,024 bytes gzipped (2026-11-26)."""
    try:
        result = subprocess.run(["esbuild", "--minify", "--loader=js", "--log-level=error"],
                                input=script, capture_output=True, text=True)
    except OSError:
        fail("esbuild is missing (make deps installs it)")
    if result.returncode != 0:
        fail(f"esbuild could not minify the script: {result.stderr.strip()}")
    return result.stdout


def check_syntax(path, module):
    """`node --check` of a written script: minifying kept it JavaScript."""
    result = subprocess.run(
        ["node", "--check", "--input-type=module" if module else "--input-type=commonjs"],
        stdin=open(path, "rb"), capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{os.path.basename(path)} does not parse: {result.stderr.strip()}")


HEADER = """// DynamicMenus {version}: physics-driven animated menus as custom elements.
// Written by scripts/web-package.py from the Swift sources; edit those, not this file.
"""


def esm(manifest, fonts):
    fonts_js = "[" + ", ".join(
        f"{{ weight: {w}, range: '{r}', extended: {json.dumps(x)}, "
        f"url: new URL('./fonts/{name}', import.meta.url).href }}" for w, name, r, x in fonts) + "]"
    body = bundle(manifest, "fetch(new URL('./dynamic-menus.wasm', import.meta.url))", fonts_js)
    return HEADER.format(version=VERSION) + minified(body + """
DynamicMenusElements.define();
/** The elements (tags, kinds, attributes: name, property, type, default) and event names. */
export const manifest = DynamicMenusElements.manifest;
/** Loads the shared module now rather than when the first element connects. */
export const preload = () => DynamicMenusElements.loadModule().then(() => undefined);
""")


def classic(manifest, wasm_bytes, font_files):
    module = base64.b64encode(wasm_bytes).decode()
    fonts_js = "[" + ", ".join(
        f"{{ weight: {w}, range: '{r}', extended: {json.dumps(x)}, "
        f"url: 'data:font/woff2;base64,{base64.b64encode(data).decode()}' }}"
        for w, r, x, data in font_files) + "]"
    body = bundle(manifest, f"DynamicMenusLiveControl.decodeBase64('{module}')", fonts_js)
    return HEADER.format(version=VERSION) + minified("(function () {\n'use strict';\n" + body + """
DynamicMenusElements.define();
window.DynamicMenus = { manifest: DynamicMenusElements.manifest,
  preload: () => DynamicMenusElements.loadModule().then(() => undefined) };
})();
""")


def class_name(tag):
    return "".join(part.capitalize() for part in tag.split("-")) + "Element"


def ts_type(field):
    if field["type"] == "word":
        return " | ".join(json.dumps(w) for w in field["words"])
    return TS_TYPES[field["type"]]


def declarations(manifest):
    out = [HEADER.format(version=VERSION).replace("//", "//"), """
/** An item: a <dm-item> child, or an entry of `.items`. */
export interface DynamicMenusItem {
  /** What `dm-select`'s detail and the dial's `value` carry. Default: the label. */
  value?: string;
  /** The text shown and read; plain text, never HTML. */
  label: string;
  /** A PNG or SVG URL, or a built-in symbol's name. */
  icon?: string;
  /** Any CSS colour. */
  color?: string;
  /** Shown, never chosen. */
  disabled?: boolean;
}

/** Where a choice came from. */
export type DynamicMenusSource = """ + " | ".join(json.dumps(s) for s in manifest["sources"]) + """;

/** `dm-select`'s detail. */
export interface DynamicMenusSelectDetail {
  index: number;
  value: string;
  label: string;
  source: DynamicMenusSource | null;
}

/** The other events' detail: where the input came from, or null (the page's own call). */
export type DynamicMenusEventDetail = { source: DynamicMenusSource } | null;

/** Every element's events. */
export interface DynamicMenusEventMap extends HTMLElementEventMap {
"""]
    for name in manifest["events"]:
        detail = "DynamicMenusSelectDetail" if name == "dm-select" else "DynamicMenusEventDetail"
        out.append(f"  {json.dumps(name)}: CustomEvent<{detail}>;\n")
    out.append("""}

/** What the five elements share. */
export interface DynamicMenusElement extends HTMLElement {
  /** The items; null returns to the <dm-item> children. */
  items: DynamicMenusItem[];
  /** No input while set. */
  disabled: boolean;
  addEventListener<K extends keyof DynamicMenusEventMap>(type: K, listener: (this: this, event: DynamicMenusEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof DynamicMenusEventMap>(type: K, listener: (this: this, event: DynamicMenusEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** What the four menus share. */
export interface DynamicMenusMenuElement extends DynamicMenusElement {
  /** Open or opening; reflected to the `open` attribute. */
  open: boolean;
  /** Opens the menu (the dial shows its items). */
  show(): void;
  /** Closes the menu. */
  close(): void;
  /** Opens it when closed, closes it when open. */
  toggle(): void;
}
""")
    for element in manifest["elements"]:
        base = "DynamicMenusMenuElement" if element["isMenu"] else "DynamicMenusElement"
        out.append(f"\n/** <{element['tag']}> */\nexport interface {class_name(element['tag'])} extends {base} {{\n")
        if element["kind"] == "dial-menu":
            out.append("  /** The selected item's value; submitted with a form under `name`. */\n  value: string;\n  name: string;\n  readonly form: HTMLFormElement | null;\n")
        for field in element["attributes"]:
            out.append(f"  /** {field['summary']} Attribute `{field['name']}`; default {field['default']}. */\n")
            out.append(f"  {field['property']}: {ts_type(field)};\n")
        out.append("}\n")
    out.append("\n/** <dm-item value icon color disabled>Label</dm-item> */\nexport interface DmItemElement extends HTMLElement {}\n")
    out.append("\ndeclare global {\n  interface HTMLElementTagNameMap {\n")
    for element in manifest["elements"]:
        out.append(f"    {json.dumps(element['tag'])}: {class_name(element['tag'])};\n")
    out.append('    "dm-item": DmItemElement;\n  }\n}\n')
    out.append("\n/** The elements (tags, kinds, each attribute's name, property, type and default) and "
               "the event names; summaries and ranges are in custom-elements.json. */\n"
               "export declare const manifest: unknown;\n")
    out.append("/** Loads the shared module now. */\nexport declare function preload(): Promise<void>;\n")
    return "".join(out)


STYLE_PROPERTIES = [
    ("--dm-background", "The colour behind the control."),
    ("--dm-tint", "The control's accent (rings, the floating button, the slide menu)."),
    ("--dm-item-color", "The items' colour where an item has none."),
    ("--dm-text-color", "The text's colour."),
    ("--dm-font-size", "The text's size in CSS pixels."),
]


def custom_elements(manifest):
    declarations_ = []
    for element in manifest["elements"]:
        attributes = [{"name": "disabled", "type": {"text": "boolean"}, "fieldName": "disabled"}]
        if element["isMenu"]:
            attributes.append({"name": "open", "type": {"text": "boolean"}, "fieldName": "open"})
        if element["kind"] == "dial-menu":
            attributes += [{"name": "value", "type": {"text": "string"}, "fieldName": "value"},
                           {"name": "name", "type": {"text": "string"}, "fieldName": "name"}]
        members = [{"kind": "field", "name": "items", "type": {"text": "DynamicMenusItem[]"}}]
        for field in element["attributes"]:
            attributes.append({"name": field["name"], "type": {"text": ts_type(field)},
                               "default": json.dumps(field["default"]), "description": field["summary"],
                               "fieldName": field["property"]})
            members.append({"kind": "field", "name": field["property"], "type": {"text": ts_type(field)},
                            "default": json.dumps(field["default"]), "description": field["summary"],
                            "attribute": field["name"], "reflects": True})
        if element["isMenu"]:
            for method, text in [("show", "Opens the menu."), ("close", "Closes the menu."),
                                 ("toggle", "Opens it when closed, closes it when open.")]:
                members.append({"kind": "method", "name": method, "description": text})
        events = [{"name": name, "type": {"text": "CustomEvent"}} for name in manifest["events"]
                  if element["isMenu"] or name in ("dm-will-open", "dm-open", "dm-will-close", "dm-close", "dm-cancel", "dm-confirm")]
        declarations_.append({
            "kind": "class", "name": class_name(element["tag"]), "tagName": element["tag"],
            "customElement": True, "attributes": attributes, "members": members, "events": events,
            "cssProperties": [{"name": n, "description": d} for n, d in STYLE_PROPERTIES],
            "cssParts": [{"name": "canvas", "description": "The canvas the control draws on."},
                         {"name": "fallback", "description": "The plain buttons shown until it draws."},
                         {"name": "fallback-item", "description": "One plain button."}],
            "slots": [{"name": "", "description": "<dm-item> children (the confirm button: its title)."}],
        })
    declarations_.append({"kind": "class", "name": "DmItemElement", "tagName": "dm-item", "customElement": True,
                          "attributes": [{"name": n} for n in ("value", "icon", "color", "disabled")]})
    return {"schemaVersion": "2.0.0", "readme": "README.md", "modules": [{
        "kind": "javascript-module", "path": "dynamic-menus.js", "declarations": declarations_,
        "exports": [{"kind": "custom-element-definition", "name": d["tagName"],
                     "declaration": {"name": d["name"], "module": "dynamic-menus.js"}} for d in declarations_]}]}


def reference(manifest):
    """docs/web-components-reference.md: every element's attributes, from the manifest."""
    out = ["<!-- Written by scripts/web-package.py (make web) from the elements' manifest, which the\n"
           "     Swift sources generate; edit those, not this file. -->\n",
           "# Web components reference\n\n",
           "Every element's attributes and properties, with their values and defaults. The guide: "
           "[web-components.md](web-components.md).\n"]
    for element in manifest["elements"]:
        out.append(f"\n## `<{element['tag']}>`\n\n")
        size = element["defaultSize"]
        out.append(f"Default size {size[0]} × {size[1]} CSS pixels. ")
        out.append("Methods `show()`, `close()`, `toggle()`; attribute `open`. " if element["isMenu"] else "")
        out.append("Attribute `disabled`.")
        if element["kind"] == "dial-menu":
            out.append(" Attributes `value` (the selected item's) and `name` (a form control).")
        out.append("\n\n| Attribute | Property | Values | Default | What it does |\n|---|---|---|---|---|\n")
        for field in element["attributes"]:
            values = {"number": field.get("range", ""), "boolean": "true, false",
                      "word": ", ".join(field.get("words", [])), "text": "text",
                      "color": "a CSS colour" + (" or none" if field.get("optional") else "")}[field["type"]]
            out.append(f"| `{field['name']}` | `{field['property']}` | {values} | `{field['default']}` | {field['summary']} |\n")
    out.append("\n## Events\n\nAll bubble and are composed: " + ", ".join(f"`{e}`" for e in manifest["events"])
               + ". `dm-select`'s detail: `{index, value, label, source}`; source is "
               + ", ".join(f"`{s}`" for s in manifest["sources"]) + " or null (the page's own call).\n")
    out.append("\n## Built-in icons\n\n`icon=\"NAME\"` on a `<dm-item>`: " + ", ".join(f"`{s}`" for s in manifest["symbols"]) + ".\n")
    return "".join(out)


def package_json():
    return {
        "name": "dynamic-menus",
        "version": VERSION,
        "description": "Physics-driven animated menus as custom elements: a dial, a radial menu, a "
                       "pressure-confirm button, a floating action menu and a slide menu.",
        "type": "module",
        "main": "dynamic-menus.js",
        "module": "dynamic-menus.js",
        "types": "dynamic-menus.d.ts",
        "exports": {
            ".": {"types": "./dynamic-menus.d.ts", "default": "./dynamic-menus.js"},
            "./classic": "./dynamic-menus.classic.js",
            "./dynamic-menus.wasm": "./dynamic-menus.wasm",
            "./custom-elements.json": "./custom-elements.json",
            "./package.json": "./package.json",
        },
        "customElements": "custom-elements.json",
        "sideEffects": ["./dynamic-menus.js", "./dynamic-menus.classic.js"],
        "files": ["dynamic-menus.js", "dynamic-menus.classic.js", "dynamic-menus.wasm",
                  "dynamic-menus.d.ts", "custom-elements.json", "fonts/", "README.md"],
        "keywords": ["web-components", "custom-elements", "menu", "physics", "webassembly"],
        "license": "UNLICENSED",
    }


def main():
    if len(sys.argv) not in (4, 5):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    manifest_path, wasm_path, out = sys.argv[1:4]
    try:
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f)
        with open(wasm_path, "rb") as f:
            wasm = f.read()
    except (OSError, ValueError) as error:
        fail(f"cannot read the inputs: {error}")
    staging = tempfile.mkdtemp(prefix=".npm.", dir=os.path.dirname(os.path.abspath(out)) or ".")
    os.chmod(staging, 0o755)
    try:
        os.makedirs(os.path.join(staging, "fonts"))
        fonts = subset_fonts(staging)
        font_files = []
        for weight, name, unicodes, extended in fonts:
            with open(os.path.join(staging, "fonts", name), "rb") as f:
                font_files.append((weight, unicodes, extended, f.read()))
        files = {
            "dynamic-menus.js": esm(manifest, fonts),
            "dynamic-menus.classic.js": classic(manifest, wasm, font_files),
            "dynamic-menus.d.ts": declarations(manifest),
            "custom-elements.json": json.dumps(custom_elements(manifest), indent=2, ensure_ascii=False) + "\n",
            "package.json": json.dumps(package_json(), indent=2) + "\n",
        }
        for name, text in files.items():
            with open(os.path.join(staging, name), "w", encoding="utf-8") as f:
                f.write(text)
        check_syntax(os.path.join(staging, "dynamic-menus.js"), module=True)
        check_syntax(os.path.join(staging, "dynamic-menus.classic.js"), module=False)
        shutil.copy(wasm_path, os.path.join(staging, "dynamic-menus.wasm"))
        shutil.copy(os.path.join(ROOT, "Sources/Hosts/Web/Package/README.md"), os.path.join(staging, "README.md"))
        shutil.rmtree(out, ignore_errors=True)
        os.replace(staging, out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if len(sys.argv) == 5:
        with open(sys.argv[4], "w", encoding="utf-8") as f:
            f.write(reference(manifest))
    sizes = {name: os.path.getsize(os.path.join(out, name)) for name in
             ["dynamic-menus.js", "dynamic-menus.wasm", "dynamic-menus.classic.js"]}
    print(f"web-package: {os.path.abspath(out)} (" + ", ".join(f"{k} {v} bytes" for k, v in sizes.items()) + ")")


if __name__ == "__main__":
    main()
