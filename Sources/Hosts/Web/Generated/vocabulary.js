// Written by scripts/web-package.py (`make web`) from the Swift sources, through the manifest's
// module (Sources/Hosts/Web/Manifest/main.swift); edit those, not this file. `make test`
// fails when it differs from what they give.

/** The elements: tag, kind, whether a menu, default size in CSS pixels, and each attribute's name, property, type and default (ElementManifest.swift). */
export const elements = [
  {
    "tag": "dm-dial-menu",
    "kind": "dial-menu",
    "isMenu": true,
    "defaultSize": [390, 390],
    "attributes": [
      {"name": "show-duration", "property": "showDuration", "type": "number", "default": "0.3"},
      {"name": "drag-damping", "property": "dragDamping", "type": "number", "default": "1.5"},
      {"name": "rest-damping", "property": "restDamping", "type": "number", "default": "2"},
      {"name": "is-fling-enabled", "property": "isFlingEnabled", "type": "boolean", "default": "false"},
      {"name": "fling-resistance", "property": "flingResistance", "type": "number", "default": "2"},
      {"name": "reduced-motion-duration", "property": "reducedMotionDuration", "type": "number", "default": "0.25"},
      {"name": "rest-tolerance", "property": "restTolerance", "type": "number", "default": "0.5"},
      {"name": "selection-angle", "property": "selectionAngle", "type": "number", "default": "0"},
      {"name": "inflate-maximum-scale", "property": "inflateMaximumScale", "type": "number", "default": "1.33"},
      {"name": "inflate-minimum-scale", "property": "inflateMinimumScale", "type": "number", "default": "0.66"},
      {"name": "inflate-threshold", "property": "inflateThreshold", "type": "number", "default": "100"},
      {"name": "inflate-formula", "property": "inflateFormula", "type": "word", "default": "intended"},
    ],
  },
  {
    "tag": "dm-radial-menu",
    "kind": "radial-menu",
    "isMenu": true,
    "defaultSize": [453, 453],
    "attributes": [
      {"name": "opens-on-long-press", "property": "opensOnLongPress", "type": "boolean", "default": "false"},
      {"name": "long-press-duration", "property": "longPressDuration", "type": "number", "default": "0.5"},
      {"name": "early-release", "property": "earlyRelease", "type": "word", "default": "retrace"},
      {"name": "center-radius", "property": "centerRadius", "type": "number", "default": "44"},
      {"name": "icon-size", "property": "iconSize", "type": "number", "default": "28"},
      {"name": "line-order-seed", "property": "lineOrderSeed", "type": "number", "default": "15"},
      {"name": "ring-color", "property": "ringColor", "type": "color", "default": "#1845ff"},
      {"name": "backdrop-color", "property": "backdropColor", "type": "color", "default": "none"},
      {"name": "highlight-color", "property": "highlightColor", "type": "color", "default": "#1845ff59"},
      {"name": "icon-color", "property": "iconColor", "type": "color", "default": "#1845ff"},
      {"name": "highlighted-icon-color", "property": "highlightedIconColor", "type": "color", "default": "#ffffff"},
    ],
  },
  {
    "tag": "dm-confirm-button",
    "kind": "confirm-button",
    "isMenu": false,
    "defaultSize": [200, 260],
    "attributes": [
      {"name": "hold-duration", "property": "holdDuration", "type": "number", "default": "2"},
      {"name": "force-cap", "property": "forceCap", "type": "number", "default": "3"},
      {"name": "cancel-distance", "property": "cancelDistance", "type": "number", "default": "100"},
      {"name": "dims-before-cancelling", "property": "dimsBeforeCancelling", "type": "boolean", "default": "true"},
      {"name": "ring-hit-shape", "property": "ringHitShape", "type": "word", "default": "circle"},
      {"name": "ring-color", "property": "ringColor", "type": "color", "default": "#ffffff"},
      {"name": "selected-color", "property": "selectedColor", "type": "color", "default": "#ff0000"},
      {"name": "confirmed-color", "property": "confirmedColor", "type": "color", "default": "#00ff00"},
      {"name": "label-color", "property": "labelColor", "type": "color", "default": "#ffffff"},
      {"name": "selected-label", "property": "selectedLabel", "type": "text", "default": "CONFIRM"},
      {"name": "confirmed-label", "property": "confirmedLabel", "type": "text", "default": "OK"},
      {"name": "selected-scale", "property": "selectedScale", "type": "number", "default": "1.1"},
      {"name": "confirmed-scale", "property": "confirmedScale", "type": "number", "default": "1.3"},
      {"name": "line-width", "property": "lineWidth", "type": "number", "default": "1"},
      {"name": "glow-radius", "property": "glowRadius", "type": "number", "default": "2"},
      {"name": "face-color", "property": "faceColor", "type": "color", "default": "#c72924"},
      {"name": "title-color", "property": "titleColor", "type": "color", "default": "#ffffff"},
      {"name": "title-font-size", "property": "titleFontSize", "type": "number", "default": "15"},
      {"name": "title-font-weight", "property": "titleFontWeight", "type": "word", "default": "regular"},
      {"name": "title-font-family", "property": "titleFontFamily", "type": "text", "default": "DejaVu Sans"},
      {"name": "label-font-size", "property": "labelFontSize", "type": "number", "default": "12"},
      {"name": "label-font-weight", "property": "labelFontWeight", "type": "word", "default": "regular"},
      {"name": "label-font-family", "property": "labelFontFamily", "type": "text", "default": "DejaVu Sans"},
      {"name": "announcement-updating", "property": "announcementUpdating", "type": "text", "default": "Hold to confirm"},
      {"name": "announcement-selected", "property": "announcementSelected", "type": "text", "default": "Slide into the ring and release to confirm"},
      {"name": "announcement-selected-by-keyboard", "property": "announcementSelectedByKeyboard", "type": "text", "default": "Release to confirm"},
      {"name": "announcement-confirmed", "property": "announcementConfirmed", "type": "text", "default": "Release to confirm"},
      {"name": "announcement-fired", "property": "announcementFired", "type": "text", "default": "Confirmed"},
      {"name": "announcement-cancelled", "property": "announcementCancelled", "type": "text", "default": "Cancelled"},
      {"name": "announcement-activation", "property": "announcementActivation", "type": "text", "default": "Use the Confirm action to confirm"},
    ],
  },
  {
    "tag": "dm-floating-menu",
    "kind": "floating-menu",
    "isMenu": true,
    "defaultSize": [375, 667],
    "attributes": [
      {"name": "button-direction", "property": "buttonDirection", "type": "word", "default": "up"},
      {"name": "button-padding", "property": "buttonPadding", "type": "number", "default": "70"},
      {"name": "label-direction", "property": "labelDirection", "type": "word", "default": "left"},
      {"name": "confines-to-safe-area", "property": "confinesToSafeArea", "type": "boolean", "default": "true"},
      {"name": "safe-area-margin", "property": "safeAreaMargin", "type": "number", "default": "8"},
      {"name": "menu-style", "property": "menuStyle", "type": "word", "default": "automatic"},
      {"name": "blur-style", "property": "blurStyle", "type": "word", "default": "light"},
      {"name": "label-text-color", "property": "labelTextColor", "type": "color", "default": "#2b2b2b"},
      {"name": "label-background-color", "property": "labelBackgroundColor", "type": "color", "default": "#ecf1f2"},
      {"name": "open-style", "property": "openStyle", "type": "word", "default": "spring"},
      {"name": "animation-duration", "property": "animationDuration", "type": "number", "default": "0.4"},
      {"name": "spring-damping", "property": "springDamping", "type": "number", "default": "0.9"},
      {"name": "initial-spring-velocity", "property": "initialSpringVelocity", "type": "number", "default": "0"},
      {"name": "stagger-interval", "property": "staggerInterval", "type": "number", "default": "0"},
      {"name": "closes-on-selection", "property": "closesOnSelection", "type": "boolean", "default": "true"},
      {"name": "layout", "property": "layout", "type": "word", "default": "line"},
      {"name": "layout-sweep", "property": "layoutSweep", "type": "number", "default": "1.5707963267948966"},
      {"name": "layout-radius", "property": "layoutRadius", "type": "number", "default": "0"},
      {"name": "label-font-size", "property": "labelFontSize", "type": "number", "default": "15"},
      {"name": "label-font-weight", "property": "labelFontWeight", "type": "word", "default": "light"},
      {"name": "label-font-family", "property": "labelFontFamily", "type": "text", "default": "DejaVu Sans"},
    ],
  },
  {
    "tag": "dm-slide-menu",
    "kind": "slide-menu",
    "isMenu": true,
    "defaultSize": [375, 667],
    "attributes": [
      {"name": "menu-background-color", "property": "menuBackgroundColor", "type": "color", "default": "#007863"},
      {"name": "option-cell-height", "property": "optionCellHeight", "type": "number", "default": "50"},
      {"name": "acceleration", "property": "acceleration", "type": "number", "default": "15"},
      {"name": "gravity-magnitude", "property": "gravityMagnitude", "type": "number", "default": "1"},
      {"name": "elasticity", "property": "elasticity", "type": "number", "default": "0.35"},
      {"name": "backdrop-color", "property": "backdropColor", "type": "color", "default": "#808080"},
      {"name": "shown-backdrop-alpha", "property": "shownBackdropAlpha", "type": "number", "default": "0.25"},
      {"name": "reduced-motion-duration", "property": "reducedMotionDuration", "type": "number", "default": "0.25"},
      {"name": "presentation-style", "property": "presentationStyle", "type": "word", "default": "overContent"},
      {"name": "casts-edge-shadow", "property": "castsEdgeShadow", "type": "boolean", "default": "false"},
      {"name": "hides-on-selection", "property": "hidesOnSelection", "type": "boolean", "default": "false"},
      {"name": "screen-edge-zone-width", "property": "screenEdgeZoneWidth", "type": "number", "default": "20"},
      {"name": "text-color", "property": "textColor", "type": "color", "default": "#ffffff"},
      {"name": "selection-color", "property": "selectionColor", "type": "color", "default": "#ffffff4d"},
      {"name": "text-alignment", "property": "textAlignment", "type": "word", "default": "natural"},
      {"name": "icon-tint-color", "property": "iconTintColor", "type": "color", "default": "none"},
      {"name": "selection-style", "property": "selectionStyle", "type": "word", "default": "highlight"},
      {"name": "options-inset-top", "property": "optionsInsetTop", "type": "number", "default": "20"},
      {"name": "options-inset-left", "property": "optionsInsetLeft", "type": "number", "default": "0"},
      {"name": "options-inset-bottom", "property": "optionsInsetBottom", "type": "number", "default": "0"},
      {"name": "options-inset-right", "property": "optionsInsetRight", "type": "number", "default": "0"},
      {"name": "option-font-size", "property": "optionFontSize", "type": "number", "default": "15"},
      {"name": "option-font-weight", "property": "optionFontWeight", "type": "word", "default": "regular"},
      {"name": "option-font-family", "property": "optionFontFamily", "type": "text", "default": "DejaVu Sans"},
      {"name": "side", "property": "side", "type": "word", "default": "trailing"},
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

/** AccessibilityTraits' bits by name. */
export const traits = {"button": 1, "link": 2, "header": 4, "image": 8, "selected": 16, "staticText": 32, "notEnabled": 64, "updatesFrequently": 128, "adjustable": 256, "allowsDirectInteraction": 512, "keyboardKey": 1024, "summaryElement": 2048, "tabBar": 4096, "menuItem": 8192};

/** AccessibilityStream.Action's raw values by name. */
export const accessibilityActions = {"activate": 0, "increment": 1, "decrement": 2, "escape": 3, "custom": 4};

/** Where the accessibility change set's values lie (AccessibilityStream.Layout). */
export const accessibility = {"count": 0, "focused": 1, "recordCount": 2, "records": 3, "index": 0, "frame": 1, "traits": 5, "expanded": 6, "label": 7, "value": 9, "hint": 11, "actionCount": 13, "stringLength": 2};

/** CSS cursors by PointerCursor's index. */
export const cursors = ["default", "pointer", "grab", "grabbing"];

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
