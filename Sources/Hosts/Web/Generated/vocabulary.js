// Written by scripts/web-package.py (`make web`) from the Swift sources, through the demo
// module's manifest (Sources/Tools/WebDemos/Manifest.swift); edit those, not this file. `make
// test` fails when it differs from what they give.

/** The elements: tag, kind, whether a menu, default size in CSS pixels, the CSS weights its text is drawn in by default, and its own attributes and its configuration's, each as [name, type, default] (ElementManifest.swift; Package/element-manifest.js reads them). */
export const elements = [
  {
    "tag": "dm-dial-menu",
    "kind": "dial-menu",
    "isMenu": true,
    "defaultSize": [390, 390],
    "fontWeights": [400],
    "ownAttributes": [
      ["disabled", "boolean", "false"],
      ["renderer", "word", "layers"],
      ["open", "boolean", "false"],
      ["value", "text", ""],
      ["name", "text", ""],
    ],
    "attributes": [
      ["inflate-maximum-scale", "number", "1.33"],
      ["inflate-minimum-scale", "number", "0.66"],
      ["inflate-threshold", "number", "100"],
      ["inflate-formula", "word", "intended"],
      ["show-duration", "number", "0.3"],
      ["drag-damping", "number", "1.5"],
      ["rest-damping", "number", "2"],
      ["is-fling-enabled", "boolean", "false"],
      ["fling-resistance", "number", "2"],
      ["reduced-motion-duration", "number", "0.25"],
      ["rest-tolerance", "number", "0.5"],
      ["selection-angle", "number", "0"],
    ],
  },
  {
    "tag": "dm-radial-menu",
    "kind": "radial-menu",
    "isMenu": true,
    "defaultSize": [453, 453],
    "fontWeights": [],
    "ownAttributes": [["disabled", "boolean", "false"], ["renderer", "word", "layers"], ["open", "boolean", "false"]],
    "attributes": [
      ["ring-color", "color", "#1845ff"],
      ["backdrop-color", "color", "none"],
      ["highlight-color", "color", "#1845ff59"],
      ["icon-color", "color", "#1845ff"],
      ["highlighted-icon-color", "color", "#ffffff"],
      ["opens-on-long-press", "boolean", "false"],
      ["long-press-duration", "number", "0.5"],
      ["early-release", "word", "retrace"],
      ["center-radius", "number", "44"],
      ["icon-size", "number", "28"],
      ["line-order-seed", "number", "15"],
    ],
  },
  {
    "tag": "dm-confirm-button",
    "kind": "confirm-button",
    "isMenu": false,
    "defaultTitle": "Confirm",
    "defaultSize": [200, 260],
    "fontWeights": [400],
    "ownAttributes": [["disabled", "boolean", "false"], ["renderer", "word", "layers"]],
    "attributes": [
      ["hold-duration", "number", "2"],
      ["force-cap", "number", "3"],
      ["cancel-distance", "number", "100"],
      ["dims-before-cancelling", "boolean", "true"],
      ["ring-hit-shape", "word", "circle"],
      ["ring-color", "color", "#ffffff"],
      ["selected-color", "color", "#ff0000"],
      ["confirmed-color", "color", "#00ff00"],
      ["label-color", "color", "#ffffff"],
      ["selected-label", "text", "CONFIRM"],
      ["confirmed-label", "text", "OK"],
      ["label-font-size", "number", "12"],
      ["label-font-weight", "word", "regular"],
      ["label-font-family", "text", "DejaVu Sans"],
      ["selected-scale", "number", "1.1"],
      ["confirmed-scale", "number", "1.3"],
      ["line-width", "number", "1"],
      ["glow-radius", "number", "2"],
      ["face-color", "color", "#c72924"],
      ["title-color", "color", "#ffffff"],
      ["title-font-size", "number", "15"],
      ["title-font-weight", "word", "regular"],
      ["title-font-family", "text", "DejaVu Sans"],
      ["announcement-updating", "text", "Hold to confirm"],
      ["announcement-selected", "text", "Slide into the ring and release to confirm"],
      ["announcement-selected-by-keyboard", "text", "Release to confirm"],
      ["announcement-confirmed", "text", "Release to confirm"],
      ["announcement-fired", "text", "Confirmed"],
      ["announcement-cancelled", "text", "Cancelled"],
      ["announcement-activation", "text", "Use the Confirm action to confirm"],
    ],
  },
  {
    "tag": "dm-floating-menu",
    "kind": "floating-menu",
    "isMenu": true,
    "defaultSize": [375, 667],
    "fontWeights": [300],
    "ownAttributes": [["disabled", "boolean", "false"], ["renderer", "word", "layers"], ["open", "boolean", "false"]],
    "attributes": [
      ["button-direction", "word", "up"],
      ["button-padding", "number", "70"],
      ["label-direction", "word", "left"],
      ["confines-to-safe-area", "boolean", "true"],
      ["safe-area-margin", "number", "8"],
      ["layout", "word", "line"],
      ["layout-sweep", "number", "1.5707963267948966"],
      ["layout-radius", "number", "0"],
      ["menu-style", "word", "automatic"],
      ["blur-style", "word", "light"],
      ["label-font-size", "number", "15"],
      ["label-font-weight", "word", "light"],
      ["label-font-family", "text", "DejaVu Sans"],
      ["label-text-color", "color", "#2b2b2b"],
      ["label-background-color", "color", "#ecf1f2"],
      ["open-style", "word", "spring"],
      ["animation-duration", "number", "0.4"],
      ["spring-damping", "number", "0.9"],
      ["initial-spring-velocity", "number", "0"],
      ["stagger-interval", "number", "0"],
      ["closes-on-selection", "boolean", "true"],
    ],
  },
  {
    "tag": "dm-slide-menu",
    "kind": "slide-menu",
    "isMenu": true,
    "defaultSize": [375, 667],
    "fontWeights": [400],
    "ownAttributes": [["disabled", "boolean", "false"], ["renderer", "word", "layers"], ["open", "boolean", "false"]],
    "attributes": [
      ["menu-background-color", "color", "#007863"],
      ["option-font-size", "number", "15"],
      ["option-font-weight", "word", "regular"],
      ["option-font-family", "text", "DejaVu Sans"],
      ["text-color", "color", "#ffffff"],
      ["text-alignment", "word", "natural"],
      ["selection-style", "word", "highlight"],
      ["selection-color", "color", "#ffffff4d"],
      ["icon-tint-color", "color", "none"],
      ["option-cell-height", "number", "50"],
      ["acceleration", "number", "15"],
      ["gravity-magnitude", "number", "1"],
      ["elasticity", "number", "0.35"],
      ["side", "word", "trailing"],
      ["backdrop-color", "color", "#808080"],
      ["shown-backdrop-alpha", "number", "0.25"],
      ["options-inset-top", "number", "20"],
      ["options-inset-left", "number", "0"],
      ["options-inset-bottom", "number", "0"],
      ["options-inset-right", "number", "0"],
      ["reduced-motion-duration", "number", "0.25"],
      ["presentation-style", "word", "overContent"],
      ["casts-edge-shadow", "boolean", "false"],
      ["hides-on-selection", "boolean", "false"],
      ["screen-edge-zone-width", "number", "20"],
      ["menu-width", "number", "0"],
      ["width-fits-options", "boolean", "true"],
    ],
  },
];

/** The DOM events' names by ElementEvent.Kind's raw value. */
export const events = ["dm-will-open", "dm-open", "dm-will-close", "dm-close", "dm-select", "dm-cancel", "dm-confirm"];

/** Where an event's values lie in dm_element_events (ElementEvent.Record). */
export const eventRecord = {"stride": 3, "kind": 0, "index": 1, "source": 2};

/** Input sources' names by HostPointers.InputSource's raw value. */
export const sources = ["pointer", "keyboard", "accessibility"];

/** The built-in icons' names, by index (Icons.all). */
export const symbols = [
  "close",
  "plus",
  "download",
  "upload",
  "mail",
  "gear",
  "info",
  "person",
  "menu",
  "checkmark",
  "search",
  "heart",
  "star",
  "trash",
];

/** The side of the icons' grid and their natural size, in points (Icons.gridSide). */
export const iconGridSide = 24;

/** An item's icon kind in dm_element_item (ElementItem.IconKind). */
export const itemIcons = {"none": 0, "symbol": 1, "image": 2};

/** The custom properties the elements read, in the order dm_element_set_style takes the colours (ElementStyle). */
export const style = {
  "colors": [
    {"name": "--dm-background", "summary": "The colour behind the control."},
    {"name": "--dm-tint", "summary": "The control's accent (rings, the floating button, the slide menu)."},
    {"name": "--dm-item-color", "summary": "The items' colour where an item has none."},
    {"name": "--dm-text-color", "summary": "The text's colour."},
  ],
  "fontSize": {"name": "--dm-font-size", "summary": "The text's size in CSS pixels."},
};

/** The `*-font-weight` attributes' words as CSS weights (Font.Weight). */
export const fontWeights = {"ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900};

/** AccessibilityTraits' bits by name. */
export const traits = {"button": 1, "link": 2, "header": 4, "image": 8, "selected": 16, "staticText": 32, "notEnabled": 64, "updatesFrequently": 128, "adjustable": 256, "allowsDirectInteraction": 512, "keyboardKey": 1024, "summaryElement": 2048, "tabBar": 4096, "menuItem": 8192};

/** AccessibilityExpandedStatus's raw values by name. */
export const expandedStatus = {"unsupported": 0, "expanded": 1, "collapsed": 2};

/** AccessibilityStream.Action's raw values by name. */
export const accessibilityActions = {"activate": 0, "increment": 1, "decrement": 2, "escape": 3, "custom": 4};

/** Where the accessibility change set's values lie (AccessibilityStream.Layout). */
export const accessibility = {"count": 0, "focused": 1, "recordCount": 2, "records": 3, "index": 0, "frame": 1, "traits": 5, "expanded": 6, "label": 7, "value": 9, "hint": 11, "actionCount": 13, "stringLength": 2};

/** CSS cursors by PointerCursor's index. */
export const cursors = ["default", "pointer", "grab", "grabbing"];

/** The most device pixels per point a canvas draws at (HostSettings.maximumScale). */
export const maximumScale = 8;

/** The seconds a frame advances: nominal after a rest, else the real interval clamped to shortest…longest (FrameInterval). */
export const frameInterval = {"nominal": 0.016666666666666666, "shortest": 0.004166666666666667, "longest": 0.05};

/** dm_host_pointer's phases (WebPointerPhase). */
export const pointerPhases = {"down": 0, "moved": 1, "up": 2, "cancelled": 3};

/** Key codes for dm_host_key by the DOM's KeyboardEvent.key (WebKeys). */
export const keys = {"ArrowLeft": 0, "ArrowRight": 1, "ArrowUp": 2, "ArrowDown": 3, "Enter": 4, " ": 5, "Escape": 6, "Tab": 7};

/** Key names (Key's raw values) by code. */
export const keyNames = ["left", "right", "up", "down", "return", "space", "escape", "tab"];

/** An interaction script's timeline as dm_script_timeline lays it out (WebTimeline). */
export const timeline = {
  "kinds": ["down", "moved", "up", "cancelled", "keydown", "keyup"],
  "frameCount": 0,
  "eventCount": 1,
  "events": 2,
  "stride": 6,
  "fields": {"frame": 0, "kind": 1, "identifier": 2, "x": 3, "y": 4, "force": 5},
};

/** Where the canvas damage's values lie (CanvasDamage.Layout). */
export const damage = {"whole": 0, "bandCount": 1, "bands": 2, "bandStride": 2, "reuseStride": 2, "groupBoxStride": 4};

/** Where the kept contents' values lie (CanvasKeptContents.Layout). */
export const keptContents = {
  "useCount": 0,
  "uses": 1,
  "useStride": 19,
  "fields": {"start": 0, "end": 1, "slot": 2, "generation": 3, "x": 4, "y": 5, "width": 6, "height": 7, "scale": 8, "pixelWidth": 9, "pixelHeight": 10, "groups": 11, "copies": 12, "a": 13, "b": 14, "c": 15, "d": 16, "e": 17, "f": 18},
};
