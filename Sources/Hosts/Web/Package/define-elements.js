// The package's custom elements: <dm-dial-menu>, <dm-radial-menu>, <dm-confirm-button>,
// <dm-floating-menu>, <dm-slide-menu> and <dm-item>, defined on ControlElement: the menus'
// `open` and methods, the dial's form value, and each configuration field as a declared
// reactive property, camelCase, reflected to its kebab-case attribute.

import { withString } from '../Host/wasm-module.js';
import { ControlElement } from './control-element.js';
import { elements } from './element-manifest.js';
import { listenForPassThrough } from './pointer-pass-through.js';

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
}

/** The dial: a form control whose value is its selected item's. */
class DialMenuElement extends MenuElement {
  static formAssociated = true;
  get value() {
    if (this.handle) {
      this.flush();
      const index = this.wasm.dm_element_selected(this.handle);
      if (index >= 0 && this.itemList[index]) return this.itemList[index].value;
    }
    return this.getAttribute('value') ?? this.itemList[0]?.value ?? '';
  }
  set value(text) { this.setAttribute('value', String(text)); }
  get name() { return this.getAttribute('name') ?? ''; }
  set name(text) { this.setAttribute('name', String(text)); }
  get form() { return this.internals?.form ?? null; }
}

/** `text` as a field of `type` reads it. */
function typed(type, text, fallback) {
  if (type === 'number') return Number(text);
  if (type === 'boolean') return fallback ? text !== 'false' : text === 'true';
  return text;
}

/**
 * Declares each configuration field as a reactive property: setting it sets its attribute
 * (the change batches into the next frame); reading it applies what is recorded and reads
 * the control's value (before the control exists: the attribute, else the default).
 */
function declareProperties(type, info) {
  for (const field of info.attributes) {
    if (field.property in type.prototype) continue;
    Object.defineProperty(type.prototype, field.property, {
      configurable: true,
      enumerable: true,
      get() {
        if (this.handle) {
          this.flush();
          const length = withString(this.wasm, field.name, (p, l) => this.wasm.dm_element_attribute(this.handle, p, l));
          if (length >= 0) return typed(field.type, this.message(length), false);
        }
        return typed(field.type, this.getAttribute(field.name) ?? field.default, true);
      },
      set(value) {
        if (value === null || value === undefined) this.removeAttribute(field.name);
        else this.setAttribute(field.name, String(value));
      },
    });
  }
}

/**
 * Defines the elements in `registry` (the page's by default). Each tag is defined once: a
 * second copy of the package (two bundles, the module and the classic script) defines nothing
 * again and throws nothing. Where there is no DOM it does nothing.
 */
export function defineElements(registry = globalThis.customElements) {
  if (!registry || typeof HTMLElement !== 'function') return;
  if (!registry.get('dm-item')) registry.define('dm-item', class extends HTMLElement {});
  for (const info of elements) {
    if (registry.get(info.tag)) continue;
    const base = info.kind === 'dial-menu' ? DialMenuElement : info.isMenu ? MenuElement : ControlElement;
    const type = class extends base {};
    Object.defineProperty(type, 'tagName', { value: info.tag });
    declareProperties(type, info);
    registry.define(info.tag, type);
  }
  listenForPassThrough();
}
