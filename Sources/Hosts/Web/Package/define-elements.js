// The package's custom elements: <dm-dial-menu>, <dm-radial-menu>, <dm-confirm-button>,
// <dm-floating-menu>, <dm-slide-menu> and <dm-item> (an entry defines those it carries a
// module for), defined on ControlElement, with what
// differs by kind in a subclass each: the menus' `open` and methods, the dial's form value,
// the floating menu's pointers passed through, the confirm button's title; and each
// configuration field as a declared reactive property, camelCase, reflected to its kebab-case
// attribute.

import { ControlElement } from './control-element.js';
import { warn } from './element-core.js';
import { controlEvent } from './element-events.js';
import { elements } from './element-manifest.js';
import { addPassThrough, listenForPassThrough, removePassThrough } from './pointer-pass-through.js';

/** @typedef {import('./element-core.js').ElementCore} ElementCore */
/** @typedef {import('./element-changes.js').ElementChanges} ElementChanges */
/** @typedef {import('./element-items.js').Item} Item */
/** @typedef {import('./element-manifest.js').ElementInfo} ElementInfo */

/**
 * The four menus: the `open` property (reflected, as <dialog>'s and Material's menu's) and
 * `show()`, `close()`, `toggle()`. A method named `open()` cannot share its name with the
 * property, so opening is `show()`, as on <dialog>.
 */
class MenuElement extends ControlElement {
  get open() { return this.hasAttribute('open'); }
  set open(on) { this.toggleAttribute('open', Boolean(on)); }
  /** Opens the menu (the dial shows its items). */
  show() { this.open = true; }
  /** Closes the menu. */
  close() { this.open = false; }
  /** Opens it when closed, closes it when open. */
  toggle() { this.open = !this.open; }

  /**
   * @param {ElementCore} core
   * @param {string} name
   * @param {string | null} value
   */
  applyAttribute(core, name, value) {
    if (name === 'open') core.wasm.dm_element_set_open(core.handle, value !== null ? 1 : 0, 1);
    else super.applyAttribute(core, name, value);
  }

  /**
   * The `open` attribute follows the control: open or opening.
   * @param {ElementCore} core
   */
  frameEnded(core) {
    const open = core.wasm.dm_element_is_open(core.handle) === 1;
    if (open !== this.hasAttribute('open')) this.quietly(() => this.toggleAttribute('open', open));
  }
}

/** The dial: a form control whose value is its selected item's. */
class DialMenuElement extends MenuElement {
  static formAssociated = true;
  /** @type {ElementInternals | null} */
  #internals = null;

  constructor() {
    super();
    this.#internals = this.attachInternals?.() ?? null;
  }

  get value() {
    const index = this.selectedIndex;
    const items = this.items;
    if (index >= 0 && items[index]) return items[index].value;
    return this.getAttribute('value') ?? items[0]?.value ?? '';
  }
  set value(text) { this.setAttribute('value', String(text)); }
  get name() { return this.getAttribute('name') ?? ''; }
  set name(text) { this.setAttribute('name', String(text)); }
  get form() { return this.#internals?.form ?? null; }

  /**
   * With its items in the core the dial turns to its `value` (sent after them), or, when no
   * item has it, its form value is its first item's.
   * @param {ElementChanges} changes
   */
  itemsSent(changes) {
    if (changes.has('value')) return;
    const value = this.getAttribute('value');
    const items = this.items;
    if (value !== null && items.some((item) => item.value === value)) changes.attribute('value', value);
    else this.#internals?.setFormValue(items[0]?.value ?? null);
  }

  /**
   * `value`: the dial turns to the item whose value it is (none: a warning).
   * @param {ElementCore} core
   * @param {string} name
   * @param {string | null} value
   */
  applyAttribute(core, name, value) {
    if (name !== 'value') {
      super.applyAttribute(core, name, value);
      return;
    }
    if (value === null) return;
    const index = this.items.findIndex((item) => item.value === value);
    if (index < 0) {
      warn(this, `value="${value}" is no item's value`);
      return;
    }
    this.#internals?.setFormValue(value);
    core.wasm.dm_element_select(core.handle, index, 1);
  }

  /**
   * A chosen item is the dial's value.
   * @param {Item} item
   */
  itemChosen(item) {
    this.quietly(() => this.setAttribute('value', item.value));
    this.#internals?.setFormValue(item.value);
  }
}

/**
 * The floating menu, which lies over the page's content: pointers pass through its empty part
 * (pointer-pass-through.js) to what is behind.
 */
class FloatingMenuElement extends MenuElement {
  /** @type {ElementCore | null} */
  #core = null;
  /**
   * Its side of the pass-through, made once the control is live.
   * @type {import('./pointer-pass-through.js').PassThrough | null}
   */
  #passThrough = null;
  /** Whether a mouse hovers where the control takes a pointer. */
  #hovering = false;

  /**
   * @param {ElementCore | null} core
   * @param {HTMLCanvasElement} canvas
   */
  liveChanged(core, canvas) {
    this.#core = core;
    this.#passThrough ??= {
      canvas,
      box: () => this.getBoundingClientRect(),
      pressed: () => (this.#core?.control.input.down.size ?? 0) > 0,
      takes: (x, y) => {
        const live = this.#core;
        if (!live) return false;
        const box = this.getBoundingClientRect();
        const scale = box.width > 0 ? live.control.size.width / box.width : 1;
        return live.wasm.dm_host_takes_pointer(live.control.handle, x * scale, y * scale) === 1;
      },
      take: (on, hovering) => {
        this.#hovering = hovering;
        const was = canvas.classList.contains('taking');
        canvas.classList.toggle('taking', on);
        return was;
      },
    };
    if (core) addPassThrough(this.#passThrough);
    else removePassThrough(this.#passThrough);
  }

  /**
   * While no pointer is on it, the open menu takes every pointer; closed, its button only.
   * @param {ElementCore} core
   */
  frameEnded(core) {
    super.frameEnded(core);
    if (!core.control.input.down.size && !this.#hovering) {
      this.#passThrough?.canvas.classList.toggle('taking', core.wasm.dm_element_is_open(core.handle) === 1);
    }
  }
}

/** The confirm button: its title is its text, else the manifest's default title. */
class ConfirmButtonElement extends ControlElement {
  get controlTitle() {
    return (this.textContent ?? '').trim() || (elements.find((e) => e.tag === this.localName)?.defaultTitle ?? '');
  }

  /**
   * Its one fallback button confirms.
   * @param {number} index
   * @param {string} source
   */
  fallbackChosen(index, source) {
    this.dispatchEvent(controlEvent('dm-confirm', { source }));
  }
}

/**
 * `text` as a field of `type` reads it.
 * @param {string} type
 * @param {string} text
 * @param {boolean} fallback whether `text` is the attribute's default, where a boolean is true unless "false"
 * @returns {string | number | boolean}
 */
function typed(type, text, fallback) {
  if (type === 'number') return Number(text);
  if (type === 'boolean') return fallback ? text !== 'false' : text === 'true';
  return text;
}

/**
 * Declares each configuration field as a reactive property: setting it sets its attribute
 * (the change batches into the next frame); reading it applies what is recorded and reads
 * the control's value (before the control exists: the attribute, else the default).
 * @param {typeof ControlElement} type
 * @param {ElementInfo} info
 */
function declareProperties(type, info) {
  for (const field of info.attributes) {
    if (field.property in type.prototype) continue;
    Object.defineProperty(type.prototype, field.property, {
      configurable: true,
      enumerable: true,
      /** @this {ControlElement} */
      get() {
        const value = this.controlValue(field.name);
        if (value !== null) return typed(field.type, value, false);
        return typed(field.type, this.getAttribute(field.name) ?? field.default, true);
      },
      /**
       * @this {ControlElement}
       * @param {unknown} value
       */
      set(value) {
        if (value === null || value === undefined) this.removeAttribute(field.name);
        else this.setAttribute(field.name, String(value));
      },
    });
  }
}

/**
 * Each kind's class.
 * @type {Record<string, typeof ControlElement>}
 */
const KINDS = {
  'dial-menu': DialMenuElement,
  'radial-menu': MenuElement,
  'confirm-button': ConfirmButtonElement,
  'floating-menu': FloatingMenuElement,
  'slide-menu': MenuElement,
};

/**
 * Defines the elements of `kinds` (`dial-menu`, …; all five by default) in `registry` (the
 * page's by default), and `<dm-item>`. Each tag is defined once: a second copy of the package
 * or a second entry (two bundles, the module and the classic script, the main entry and an
 * element's own) defines nothing again and throws nothing. Where there is no DOM it does
 * nothing.
 * @param {CustomElementRegistry} [registry]
 * @param {string[]} [kinds]
 */
export function defineElements(registry = globalThis.customElements, kinds = undefined) {
  if (!registry || typeof HTMLElement !== 'function') return;
  if (!registry.get('dm-item')) registry.define('dm-item', class extends HTMLElement {});
  for (const info of elements) {
    if (registry.get(info.tag) || (kinds && !kinds.includes(info.kind))) continue;
    const base = KINDS[info.kind];
    const type = class extends base {
      static tagName = info.tag;
    };
    declareProperties(type, info);
    registry.define(info.tag, type);
  }
  listenForPassThrough();
}
