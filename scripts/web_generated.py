"""The JavaScript the Swift sources generate (`make web`, through scripts/web-package.py): every
number and name the page and the module share, from the manifest the demo module prints
(Sources/Tools/WebDemos/Manifest.swift). Five ES modules, committed so the sources import
them as they are; `make test` fails when a build changes one (scripts/test-stages.py's
WEB_GENERATED):

- Sources/Renderers/Canvas/display-list-codes.js: the display-list stream's codes;
- Sources/Hosts/Web/Generated/vocabulary.js: the elements, events, input, accessibility and
  canvas numbers;
- Sources/Hosts/Web/Generated/layer-vocabulary.js: the layer operations' stream, the
  handover's stretches and why a host falls back to its canvas (LAYER_EXPORTS);
- Sources/Hosts/Web/Generated/attribute-details.js: each attribute's Swift field, range, words
  and summary (the catalog's; the package's script leaves them out);
- Sources/Hosts/Web/Generated/react-components.js: the React component of each element, named
  as react.d.ts names it (web_types.component_name).
"""

import json
import os

import generated_files
from web_types import component_name

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = """// Written by scripts/web-package.py (`make web`) from the Swift sources, through the demo
// module's manifest (Sources/Tools/WebDemos/Manifest.swift); edit those, not this file. `make
// test` fails when it differs from what they give.
"""

# What the elements read of each attribute, as an array (its property, the camelCase name, is
# derived by Package/element-manifest.js); the rest is in attribute-details.js.
RUNTIME_ATTRIBUTE_KEYS = ("name", "type", "default")
DERIVED_ATTRIBUTE_KEYS = ("property",)

# The exports of layer-vocabulary.js: what only the layers' renderer reads.
LAYER_EXPORTS = ("layerOperations", "layerOperands", "lookahead", "layerFallbacks")

# Each export's doc comment, by manifest key.
DOCS = {
    "elements": "The elements: tag, kind, whether a menu, default size in CSS pixels, the CSS weights "
                "its text is drawn in by default, and its own attributes and its configuration's, each as [name, type, default] (ElementManifest.swift; "
                "Package/element-manifest.js reads them).",
    "events": "The DOM events' names by ElementEvent.Kind's raw value.",
    "eventRecord": "Where an event's values lie in dm_element_events (ElementEvent.Record).",
    "sources": "Input sources' names by HostPointers.InputSource's raw value.",
    "symbols": "The built-in icons' names, by index (Icons.all).",
    "iconGridSide": "The side of the icons' grid and their natural size, in points (Icons.gridSide).",
    "itemIcons": "An item's icon kind in dm_element_item (ElementItem.IconKind).",
    "fontWeights": "The `*-font-weight` attributes' words as CSS weights (Font.Weight).",
    "style": "The custom properties the elements read, in the order dm_element_set_style takes "
             "the colours (ElementStyle).",
    "traits": "AccessibilityTraits' bits by name.",
    "expandedStatus": "AccessibilityExpandedStatus's raw values by name.",
    "accessibilityActions": "AccessibilityStream.Action's raw values by name.",
    "accessibility": "Where the accessibility change set's values lie (AccessibilityStream.Layout).",
    "cursors": "CSS cursors by PointerCursor's index.",
    "pointerPhases": "dm_host_pointer's phases (WebPointerPhase).",
    "keys": "Key codes for dm_host_key by the DOM's KeyboardEvent.key (WebKeys).",
    "keyNames": "Key names (Key's raw values) by code.",
    "timeline": "An interaction script's timeline as dm_script_timeline lays it out (WebTimeline).",
    "damage": "Where the canvas damage's values lie (CanvasDamage.Layout).",
    "keptContents": "Where the kept contents' values lie (CanvasKeptContents.Layout).",
    "layerOperations": "The layer operations' codes by name (LayerOperationStream.Code).",
    "layerOperands": "Where each layer operation's operands lie after its code and layer: offsets by "
                     "name, and `count`, the numbers its fixed operands take; a colour's and a "
                     "matrix's widths (LayerOperationStream.Operands).",
    "lookahead": "Where a stretch's header fields lie, a track's bits of what changes, and the most "
                 "frames handed over at once (LayerOperationStream.Lookahead, HandoverPlanner).",
    "layerFallbacks": "Why a control draws on its canvas rather than as layers, by LayerFallback's raw "
                      "value (0: it does not).",
    "version": "The stream's version, its first number.",
    "header": "Where the header's values lie (DisplayListStream.Header).",
    "opcodes": "Each command's opcode by name (DisplayListStream.Opcode).",
    "pathElements": "Each path element's code by name (DisplayListStream.PathElementCode).",
    "pathPointCounts": "How many points follow each path element's code, by code.",
    "placeholder": "Image.placeholder in the unit box, as the stream's commands.",
    "fillRules": "The fill rules by code.",
    "lineCaps": "The line caps by code.",
    "lineJoins": "The line joins by code.",
    "bitmapFormats": "The bitmaps' formats by code (BitmapImage.Format): a PNG file, or RGBA pixels.",
    "operands": "Each command's operands: their offsets after the opcode by name, and `end`, the numbers "
                "its fixed operands take (DisplayListStream+Operands.swift).",
    "runOperands": "A text run's operands: their offsets by name, and `end`, the numbers a run takes.",
    "pixelSize": "A canvas's side in device pixels (DisplayList.pixelSize): at most maximumSide; a hair "
                 "(roundingTolerance) above an integer counts as it.",
    "maximumScale": "The most device pixels per point a canvas draws at (HostSettings.maximumScale).",
    "backdropSampling": "How a backdrop blur reads and averages down: reach σs past its region, "
                        "a power-of-two factor f ≤ largestFactor while σ/f ≥ pixelsPerSigma (BackdropSampling).",
    "frameInterval": "The seconds a frame advances: nominal after a rest, else the real interval "
                     "clamped to shortest…longest (FrameInterval).",
}


def literal(value, indent=""):
    """`value` as JavaScript: what fits in 100 columns on one line, an object of plain values
    (an attribute) on one line however long, anything longer one entry per line."""
    compact = json.dumps(value, ensure_ascii=False)
    # A line of up to 100 columns, or an object holding no object or array (an attribute).
    flat = isinstance(value, dict) and not any(isinstance(v, (list, dict)) for v in value.values())
    if len(compact) <= 100 - len(indent) or flat or not isinstance(value, (list, dict)):
        return compact
    inner = indent + "  "
    if isinstance(value, list):
        if all(isinstance(v, (int, float)) for v in value):
            return compact
        return "[\n" + "".join(f"{inner}{literal(v, inner)},\n" for v in value) + f"{indent}]"
    return "{\n" + "".join(f"{inner}{json.dumps(k)}: {literal(v, inner)},\n" for k, v in value.items()) + f"{indent}}}"


def module(exports):
    """An ES module exporting each (name, value) as a const, with its doc comment."""
    out = [HEADER]
    for name, value in exports:
        out.append(f"\n/** {DOCS.get(name, name)} */\nexport const {name} = {literal(value)};\n")
    return "".join(out)


def files(manifest):
    """{path: text} of the generated modules."""
    codes = manifest["displayList"]
    rest = [(k, v) for k, v in manifest.items() if k != "displayList"]
    runtime = []
    details = {}
    for name, value in rest:
        if name != "elements":
            runtime.append((name, value))
            continue
        elements = []
        for element in value:
            own = [[field[k] for k in RUNTIME_ATTRIBUTE_KEYS] for field in element["ownAttributes"]]
            attributes = [[field[k] for k in RUNTIME_ATTRIBUTE_KEYS] for field in element["attributes"]]
            elements.append({**element, "ownAttributes": own, "attributes": attributes})
            details[element["tag"]] = [{k: v for k, v in field.items()
                                        if k not in RUNTIME_ATTRIBUTE_KEYS + DERIVED_ATTRIBUTE_KEYS}
                                       for field in element["attributes"]]
        runtime.append((name, elements))
    DOCS["attributeDetails"] = ("Each element's attributes' details by tag, in the order of "
                                "vocabulary.js's: Swift field, range, words, summary.")
    return {
        "Sources/Renderers/Canvas/display-list-codes.js": module(list(codes.items())),
        "Sources/Hosts/Web/Generated/vocabulary.js": module([e for e in runtime if e[0] not in LAYER_EXPORTS]),
        "Sources/Hosts/Web/Generated/layer-vocabulary.js": module([e for e in runtime if e[0] in LAYER_EXPORTS]),
        "Sources/Hosts/Web/Generated/attribute-details.js": module([("attributeDetails", details)]),
        "Sources/Hosts/Web/Generated/react-components.js": react_components(rest),
    }


def react_components(manifest):
    """The React components' module: one export per element, from react-component.js's factory."""
    elements = dict(manifest)["elements"]
    out = [HEADER, "\nimport { component } from '../Package/react-component.js';\n"]
    for element in elements:
        out.append(f"\n/** `<{element['tag']}>` as a React component; its ref is the element. */\n"
                   f"export const {component_name(element['tag'])} = "
                   f"component({json.dumps(element['tag'])}, {json.dumps(component_name(element['tag']))});\n")
    return "".join(out)


def write(manifest):
    """Writes the generated modules where they differ; returns the paths written."""
    written = []
    for path, text in files(manifest).items():
        full = os.path.join(ROOT, path)
        if generated_files.differs(full, text):
            generated_files.write(full, text)
            written.append(path)
    return written
