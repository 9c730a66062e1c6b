"""The package's declarations, for people and tools, from the elements' manifest (scripts/
web-package.py writes them): api.d.ts (the elements' interfaces, their properties, the events,
setBasePath), each entry's declarations (dynamic-menus.d.ts, dial-menu.d.ts, …: the API and the
tags it defines in HTMLElementTagNameMap), jsx.d.ts (the elements in JSX), react.d.ts (the React
components), custom-elements.json (Custom Elements Manifest 2.x), package.json, and the
reference page (docs/web-components-reference.md).
"""

import json
import os

# The one version of everything (the VERSION file; docs/releasing.md).
with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "VERSION")) as _f:
    VERSION = _f.read().strip()

HEADER = """// DynamicMenus {version}: physics-driven animated menus as custom elements.
// Written by scripts/web-package.py from the Swift sources; edit those, not this file.
"""

TS_TYPES = {"number": "number", "boolean": "boolean", "color": "string", "text": "string"}


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
  /** What draws the control: "layers" (the page's own elements, moved by the browser's
   * compositor; the default) or "canvas". Reads what draws it now: "canvas" after a fallback
   * (docs/web-components.md, "How an element draws"). Attribute `renderer`. */
  renderer: "layers" | "canvas";
  /** The index of the item the control has selected; -1 for none, or before `ready`. */
  readonly selectedIndex: number;
  /** Resolves when the control is live: its module loaded, the control made. */
  readonly ready: Promise<void>;
  /** Why the control would refuse `value` for attribute `name` now (the warning setting it
   * would give), or null when it would take it; changes nothing. Null before `ready`. */
  checkAttribute(name: string, value: string): string | null;
  /** Reads the element's styles again and runs a frame: for a change no observer sees (a
   * stylesheet rule changed through the CSSOM). */
  requestUpdate(): void;
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
    out.append("""
/** An attribute of an element, as the elements read it. */
export interface DynamicMenusAttribute {
  /** The attribute's name, kebab-case. */
  name: string;
  /** The property's name, camelCase. */
  property: string;
  /** How its text reads. */
  type: "number" | "boolean" | "word" | "color" | "text";
  /** Its default, as text. */
  default: string;
}

/** The elements (tags, kinds, default sizes, each attribute's name, property, type and
 * default) and the event names; summaries and ranges are in custom-elements.json. */
export declare const manifest: {
  elements: { tag: string; kind: string; isMenu: boolean; defaultSize: [number, number]; attributes: DynamicMenusAttribute[] }[];
  events: string[];
};

/** The modules of the entries imported so far (each starts loading as its entry is
 * evaluated): resolves when they are ready; rejects with the URL or the policy that stopped
 * one. */
export declare function preload(): Promise<void>;

/**
 * Says where the modules (`dynamic-menus.wasm`, `dial-menu.wasm`, …) and `fonts/` are: the
 * URL of the folder holding them (resolved against the page's address). Call it in the
 * module that imports the package, before its modules begin loading (a microtask after the
 * entry is evaluated). Default: beside the entry, or the `data-dynamic-menus` attribute of a
 * script element.
 */
export declare function setBasePath(url: string | URL): void;

/** The folder set by `setBasePath` or `data-dynamic-menus`; null: beside the module. */
export declare function getBasePath(): string | null;
""")
    return "".join(out)


def entry_declarations(manifest, kind):
    """An entry's declarations: the API (api.d.ts) and the tags the entry defines in
    HTMLElementTagNameMap: every element's for the main entry (kind None), else `kind`'s."""
    elements = [e for e in manifest["elements"] if kind is None or e["kind"] == kind]
    names = [class_name(e["tag"]) for e in elements] + ["DmItemElement"]
    what = "the five elements" if kind is None else f"<{elements[0]['tag']}> alone"
    out = [HEADER.format(version=VERSION),
           f"// The entry that defines {what}.\n\n",
           'export * from "./api.js";\n',
           f'import type {{ {", ".join(names)} }} from "./api.js";\n',
           "\ndeclare global {\n  interface HTMLElementTagNameMap {\n"]
    for element in elements:
        out.append(f"    {json.dumps(element['tag'])}: {class_name(element['tag'])};\n")
    out.append('    "dm-item": DmItemElement;\n  }\n}\n')
    return "".join(out)


def event_prop(name):
    """`dm-will-open` → `onWillOpen`."""
    return "on" + "".join(part.capitalize() for part in name[3:].split("-"))


def component_name(tag):
    """`dm-dial-menu` → `DialMenu`."""
    return "".join(part.capitalize() for part in tag[3:].split("-"))


def jsx_type(field):
    """A field's attribute in JSX: its value, or the text that reads as it."""
    return {"number": "number | `${number}`", "boolean": 'boolean | "true" | "false"'}.get(field["type"], ts_type(field))


def attribute_props(element):
    """Each attribute of `element` as a JSX attribute: its kebab-case name and values."""
    return "".join(f"  {json.dumps(f['name'])}?: {jsx_type(f)};\n" for f in element["attributes"])


def jsx_declarations(manifest):
    """jsx.d.ts: each element in JSX's intrinsic elements, global (React ≤ 18's types,
    Preact) and React's own namespace (React 19's types), so `<dm-dial-menu>` type-checks."""
    out = [HEADER.format(version=VERSION), """
import type { DynamicMenusEventMap, DynamicMenusItem } from "./api.js";

/** What every element takes in JSX besides its attributes. */
interface DynamicMenusJSXAttributes {
  id?: string;
  class?: string;
  className?: string;
  style?: unknown;
  slot?: string;
  hidden?: boolean;
  children?: unknown;
  key?: string | number;
  ref?: unknown;
  "aria-label"?: string;
  items?: DynamicMenusItem[];
}
"""]
    for element in manifest["elements"]:
        name = component_name(element["tag"])
        out.append(f"\n/** <{element['tag']}> in JSX. */\ninterface {name}JSXAttributes extends DynamicMenusJSXAttributes {{\n")
        for own in element["ownAttributes"]:
            kind = 'boolean | ""' if own["type"] == "boolean" else ts_type(own)
            out.append(f"  /** {own['summary']} */\n  {own['name']}?: {kind};\n")
        out.append(attribute_props(element))
        out.append("}\n")
    entries = "".join(f"      {json.dumps(e['tag'])}: {component_name(e['tag'])}JSXAttributes;\n" for e in manifest["elements"])
    entries += '      "dm-item": { value?: string; icon?: string; color?: string; disabled?: boolean | ""; children?: unknown; key?: string | number };\n'
    out.append(f"""
/** The elements, for JSX. */
export interface DynamicMenusIntrinsicElements {{
{entries.replace("      ", "  ")}}}

declare global {{
  namespace JSX {{
    interface IntrinsicElements extends DynamicMenusIntrinsicElements {{}}
  }}
}}

export type {{ DynamicMenusEventMap }};
""")
    return "".join(out)


def react_declarations(manifest):
    """react.d.ts: the React components (`dynamic-menus/react`), typed from the manifest, and
    the elements in React 19's JSX namespace."""
    out = [HEADER.format(version=VERSION), """
import type * as React from "react";
import type { DynamicMenusEventMap, DynamicMenusItem, """ + ", ".join(class_name(e["tag"]) for e in manifest["elements"]) + """ } from "./api.js";
import type { DynamicMenusIntrinsicElements } from "./jsx.js";

/** Each event's handler prop (`onSelect` for `dm-select`). */
export interface DynamicMenusEventProps {
"""]
    for name in manifest["events"]:
        out.append(f"  {event_prop(name)}?: (event: DynamicMenusEventMap[{json.dumps(name)}]) => void;\n")
    out.append("""}

/** What every component takes. */
export interface DynamicMenusProps extends DynamicMenusEventProps {
  id?: string;
  className?: string;
  style?: React.CSSProperties;
  slot?: string;
  hidden?: boolean;
  children?: React.ReactNode;
  "aria-label"?: string;
  /** The items; without it, the <Item> children. */
  items?: DynamicMenusItem[];
}
""")
    for element in manifest["elements"]:
        name = component_name(element["tag"])
        cls = class_name(element["tag"])
        out.append(f"\n/** The props of <{name}> (<{element['tag']}>). */\nexport interface {name}Props extends DynamicMenusProps {{\n")
        for own in element["ownAttributes"]:
            out.append(f"  /** {own['summary']} */\n  {own['name']}?: {ts_type(own)};\n")
        for field in element["attributes"]:
            out.append(f"  /** {field['summary']} Default {field['default']}. */\n  {field['property']}?: {ts_type(field)};\n")
        out.append(f"}}\n/** <{element['tag']}> as a React component; its ref is the element. */\n"
                   f"export declare const {name}: React.ForwardRefExoticComponent<{name}Props & React.RefAttributes<{cls}>>;\n")
    out.append("""
/** <dm-item> as a React component. */
export declare const Item: React.ForwardRefExoticComponent<{ value?: string; icon?: string; color?: string; disabled?: boolean; children?: React.ReactNode } & React.RefAttributes<HTMLElement>>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends DynamicMenusIntrinsicElements {}
  }
}
""")
    return "".join(out)


def style_properties(manifest):
    """The custom properties the elements read, with what each sets (ElementStyle.swift)."""
    style = manifest["style"]
    return [(p["name"], p["summary"]) for p in style["colors"] + [style["fontSize"]]]


def custom_elements(manifest):
    declarations_ = []
    for element in manifest["elements"]:
        attributes = [{"name": own["name"], "type": {"text": ts_type(own)}, "fieldName": own["name"],
                       "description": own["summary"]} for own in element["ownAttributes"]]
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
            "cssProperties": [{"name": n, "description": d} for n, d in style_properties(manifest)],
            "cssParts": [{"name": "canvas", "description": "The canvas the control draws on."},
                         {"name": "fallback", "description": "The plain buttons shown until it draws."},
                         {"name": "fallback-item", "description": "One plain button."}],
            "slots": [{"name": "", "description": "<dm-item> children (the confirm button: its title)."}],
        })
    declarations_.append({"kind": "class", "name": "DmItemElement", "tagName": "dm-item", "customElement": True,
                          "attributes": [{"name": n} for n in ("value", "icon", "color", "disabled")]})
    def definition(d):
        return {"kind": "custom-element-definition", "name": d["tagName"],
                "declaration": {"name": d["name"], "module": "dynamic-menus.js"}}
    # Each element's own entry defines its element (and <dm-item>), declared in the main one's.
    entries = [{"kind": "javascript-module", "path": f"{element['kind']}.js", "declarations": [],
                "exports": [definition(d) for d in declarations_ if d["tagName"] in (element["tag"], "dm-item")]}
               for element in manifest["elements"]]
    return {"schemaVersion": "2.0.0", "readme": "README.md", "modules": [{
        "kind": "javascript-module", "path": "dynamic-menus.js", "declarations": declarations_,
        "exports": [definition(d) for d in declarations_]}] + entries}


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
        out.append("Methods `show()`, `close()`, `toggle()`. " if element["isMenu"] else "")
        out.append("Its own attributes: " + "; ".join(
            f"`{own['name']}` ({own['summary'][0].lower()}{own['summary'][1:-1]})" for own in element["ownAttributes"]) + ".")
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


def package_json(manifest):
    kinds = [e["kind"] for e in manifest["elements"]]
    exports = {
        ".": {"types": "./dynamic-menus.d.ts", "default": "./dynamic-menus.js"},
        "./inline": {"types": "./dynamic-menus.d.ts", "default": "./dynamic-menus.inline.js"},
        "./classic": "./dynamic-menus.classic.js",
    }
    for kind in kinds:
        exports[f"./{kind}"] = {"types": f"./{kind}.d.ts", "default": f"./{kind}.js"}
        exports[f"./{kind}/inline"] = {"types": f"./{kind}.d.ts", "default": f"./{kind}.inline.js"}
    exports.update({
        "./react": {"types": "./react.d.ts", "default": "./react.js"},
        "./jsx": {"types": "./jsx.d.ts"},
        "./*.wasm": "./*.wasm",
        "./fonts/*": "./fonts/*",
        "./custom-elements.json": "./custom-elements.json",
        "./package.json": "./package.json",
    })
    scripts = ["dynamic-menus.js", "dynamic-menus.inline.js", "dynamic-menus.classic.js"]
    scripts += [f"{kind}{suffix}.js" for kind in kinds for suffix in ("", ".inline")]
    return {
        "name": "dynamic-menus",
        "version": VERSION,
        "description": "Physics-driven animated menus as custom elements: a dial, a radial menu, a "
                       "pressure-confirm button, a floating action menu and a slide menu.",
        "type": "module",
        "main": "dynamic-menus.js",
        "module": "dynamic-menus.js",
        "types": "dynamic-menus.d.ts",
        "exports": exports,
        "peerDependencies": {"react": ">=18"},
        "peerDependenciesMeta": {"react": {"optional": True}},
        "customElements": "custom-elements.json",
        "sideEffects": [f"./{name}" for name in scripts],
        "files": scripts + ["dynamic-menus.wasm"] + [f"{kind}.wasm" for kind in kinds]
        + ["api.d.ts", "dynamic-menus.d.ts"] + [f"{kind}.d.ts" for kind in kinds]
        + ["jsx.d.ts", "react.js", "react.d.ts", "custom-elements.json", "fonts/", "README.md"],
        "keywords": ["web-components", "custom-elements", "menu", "physics", "webassembly"],
        "license": "UNLICENSED",
    }
