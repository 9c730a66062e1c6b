// An element's batched update, a controller the element owns: what changed since the last frame
// (attributes, items, title, style) is recorded, and sent to the core at once at the start of a
// frame, in an order the core relies on.

import { withString } from '../Host/wasm-module.js';
import { cssWeight, fontsFor } from './element-fonts.js';
import { warn } from './element-core.js';
import { sendItems } from './element-items.js';
import { readStyle } from './element-style.js';
import { assetsOf } from './package-assets.js';

/** @typedef {import('./element-core.js').ElementCore} ElementCore */
/** @typedef {import('./element-item-list.js').ItemList} ItemList */

/** @typedef {import('./control-element.js').ControlElement} ControlElement */
/** @typedef {import('./element-icons.js').ElementIcons} ElementIcons */
/** @typedef {import('./element-manifest.js').ElementInfo} ElementInfo */

/** Attributes applied after the rest: the dial's value needs its items, `open` its configuration. */
const LAST = ['value', 'open'];

/**
 * Whether the HTML parser may still be adding `element`'s `<dm-item>` children: the document
 * is still being parsed and the element is in it (not in a shadow root, where no parser adds
 * anything). Whether the parser has passed the element's end tag cannot be told: a node after
 * it may be a script's (the page settings' probe is one).
 * @param {Element} element
 */
const parserMayBeInside = (element) => document.readyState === 'loading' && element.getRootNode() === document;

/** What changed of one element since its last frame. */
export class ElementChanges {
  /** @type {ControlElement} */
  #element;
  /** @type {ElementInfo} */
  #info;
  /**
   * Attribute name → its value since the last frame (null: removed).
   * @type {Map<string, string | null>}
   */
  #pending = new Map();
  #items = false;
  #quiet = false;
  #title = false;
  #style = false;
  /** The custom properties last sent, as one string (readStyle's key). */
  #styleKey = '';
  /** Whether the text waits for fonts to load before it goes to the core. */
  #waitingForFonts = false;
  /** Whether the items wait for the document to be parsed. */
  #waitingForParser = false;

  /**
   * The changes of `element` (of kind `info`), which they read through its public API and its
   * hooks.
   * @param {ControlElement} element
   * @param {ElementInfo} info
   */
  constructor(element, info) {
    this.#element = element;
    this.#info = info;
  }

  /**
   * The CSS weights the element's text will be drawn in: its kind's defaults and what its
   * `*-font-weight` attributes say.
   * @returns {number[]}
   */
  #fontWeights() {
    const weights = [...this.#info.fontWeights];
    for (const field of this.#info.attributes) {
      if (!field.name.endsWith('-font-weight')) continue;
      const weight = cssWeight(this.#element.getAttribute(field.name) ?? field.default);
      if (weight !== null) weights.push(weight);
    }
    return weights;
  }

  /** Whether the element is setting its own attributes (`quietly`): not changes to send. */
  get quiet() { return this.#quiet; }

  /**
   * Runs `body` without recording the attributes it sets: the element reflecting its
   * control's state (the kinds' `open`, the dial's `value`).
   * @param {() => void} body
   */
  quietly(body) {
    this.#quiet = true;
    try {
      body();
    } finally {
      this.#quiet = false;
    }
  }

  /**
   * Records attribute `name` set to `value` (null: removed).
   * @param {string} name
   * @param {string | null} value
   */
  attribute(name, value) {
    this.#pending.set(name, value);
  }

  /**
   * Records everything the element has for a control just made: each of `names` (its
   * attributes; not `name`, which reaches no control, nor `renderer`, which the control was
   * made with) it carries, its items, its title, its style.
   * @param {string[]} names
   */
  started(names) {
    const element = this.#element;
    for (const name of names) {
      if (name !== 'name' && name !== 'renderer' && element.hasAttribute(name)) this.attribute(name, element.getAttribute(name));
    }
    this.itemsChanged(element.controlTitle !== null);
    this.styleChanged();
  }

  /**
   * The items changed; with `title`, the title too.
   * @param {boolean} title
   */
  itemsChanged(title) {
    this.#items = true;
    if (title) this.#title = true;
  }

  /** The element's styles may have changed: read them again. */
  styleChanged() {
    this.#style = true;
  }

  /** Whether something recorded waits for the next frame (and no font holds it back). */
  get recorded() {
    return !this.#waitingForFonts && !this.#waitingForParser
      && (this.#pending.size > 0 || this.#items || this.#title);
  }

  /** Forgets what was recorded (the control stopped). */
  clear() {
    this.#pending.clear();
  }

  /**
   * Sends what changed since the last frame: the style, the items, the title, then the
   * attributes in the order they were set (value and open last). Text whose font has not
   * loaded waits for it (the core remembers the widths it measures), and so does all of it
   * while a `*-font-weight` attribute names a weight not loaded yet. `items`: the element's
   * items; `icons`: its icons while its control is live.
   * @param {ElementCore} core
   * @param {ItemList} items
   * @param {ElementIcons | null} icons
   */
  flush(core, items, icons) {
    const element = this.#element;
    const { wasm, handle } = core;
    if (this.#style) {
      this.#style = false;
      const style = readStyle(element, this.#styleKey);
      if (style) {
        this.#styleKey = style.key;
        for (const line of style.warnings) warn(element, line);
        withBuffer(core, style.colors, (pointer) => wasm.dm_element_set_style(handle, pointer, style.fontSize));
        core.control.inputArrived();
      }
    }
    if (this.#pending.size === 0 && !this.#items && !this.#title) return;
    // Children read while the parser may still be adding more: the control would take, and
    // warn of, the first few alone (a page arriving in pieces). All of it waits for the end of
    // parsing, as for fonts: the attributes (the dial's value) may need the items.
    if (this.#items && items.fromChildren && parserMayBeInside(element)) {
      if (!this.#waitingForParser) {
        this.#waitingForParser = true;
        document.addEventListener('DOMContentLoaded', () => {
          this.#waitingForParser = false;
          element.requestUpdate();
        }, { once: true });
      }
      return;
    }
    const fonts = assetsOf(this.#info.kind)?.fonts ?? [];
    const waiting = fontsFor(fonts, this.#fontWeights(), items.drawnText(element) + (element.controlTitle ?? ''));
    this.#waitingForFonts = waiting !== null;
    if (waiting) {
      waiting.then(() => {
        this.#waitingForFonts = false;
        element.requestUpdate();
      });
      return;
    }
    if (this.#items) {
      this.#items = false;
      const icon = (/** @type {string} */ source, /** @type {number} */ index, /** @type {string} */ label) =>
        icons?.index(source, index, label);
      for (const line of sendItems(core, items.list, icon)) warn(element, line);
      element.itemsSent(this);
    }
    if (this.#title) {
      this.#title = false;
      withString(wasm, element.controlTitle ?? '', (p, l) => wasm.dm_element_set_title(handle, p, l));
    }
    const names = [...this.#pending.keys()].sort((a, b) => LAST.indexOf(a) - LAST.indexOf(b));
    for (const name of names) {
      const value = /** @type {string | null} */ (this.#pending.get(name));
      this.#pending.delete(name);
      element.applyAttribute(core, name, value);
    }
    core.control.inputArrived();
  }

  /**
   * Whether attribute `name` waits to go to the core.
   * @param {string} name
   * @returns {boolean}
   */
  has(name) {
    return this.#pending.has(name);
  }

  /**
   * Why the element's control would refuse `value` for attribute `name` now, or null when it
   * would take it; changes nothing but sending what was recorded (flush's arguments) first.
   * @param {ElementCore} core
   * @param {ItemList} items
   * @param {ElementIcons | null} icons
   * @param {string} name
   * @param {string} value
   * @returns {string | null}
   */
  check(core, items, icons, name, value) {
    this.flush(core, items, icons);
    const { wasm, handle } = core;
    const said = withString(wasm, name, (n, nl) => withString(wasm, value, (v, vl) =>
      wasm.dm_element_check_attribute(handle, n, nl, v, vl)));
    return said > 0 ? core.message(said) : null;
  }
}

/**
 * Sends a configuration attribute (null: removed) to the core; returns the core's warning, or
 * null when it took the value.
 * @param {ElementCore} core
 * @param {string} name
 * @param {string | null} value
 * @returns {string | null}
 */
export function sendAttribute(core, name, value) {
  const { wasm, handle } = core;
  const said = withString(wasm, name, (n, nl) => withString(wasm, value ?? '', (v, vl) =>
    wasm.dm_element_set_attribute(handle, n, nl, v, vl, value !== null ? 1 : 0)));
  return said > 0 ? core.message(said) : null;
}

/**
 * Calls `body(pointer)` with `numbers` copied into the module's memory.
 * @param {ElementCore} core
 * @param {Float64Array} numbers
 * @param {(pointer: number) => void} body
 */
function withBuffer(core, numbers, body) {
  const wasm = core.wasm;
  const pointer = wasm.dm_alloc(numbers.byteLength);
  try {
    new Float64Array(wasm.memory.buffer, pointer, numbers.length).set(numbers);
    body(pointer);
  } finally {
    wasm.dm_free(pointer);
  }
}
