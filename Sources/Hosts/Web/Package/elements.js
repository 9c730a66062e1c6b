// The package's custom elements: <dm-dial-menu>, <dm-radial-menu>, <dm-confirm-button>,
// <dm-floating-menu>, <dm-slide-menu> and <dm-item>, defined on ControlElement
// (control-element.js, loaded before this file): the menus' `open` and methods, the dial's
// form value, and each configuration field as a camelCase property reflected to its
// attribute.
'use strict';

var DynamicMenusElements = (function () {
  const { ControlElement } = DynamicMenusControlElement;
  const { put } = DynamicMenusLiveControl;
  const { live, loadModule } = DynamicMenusElementRuntime;
  const manifest = DynamicMenusManifest;

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

  /** Defines each configuration field's camelCase property, reflected to its attribute. */
  function defineProperties(type, info) {
    for (const field of info.attributes) {
      if (field.property in type.prototype) continue;
      Object.defineProperty(type.prototype, field.property, {
        configurable: true,
        enumerable: true,
        get() {
          if (this.handle) {
            const [p, l] = put(this.wasm, field.name);
            const length = this.wasm.dm_element_attribute(this.handle, p, l);
            this.wasm.dm_free(p);
            if (length >= 0) {
              const text = this.message(length);
              return field.type === 'number' ? Number(text) : field.type === 'boolean' ? text === 'true' : text;
            }
          }
          const text = this.getAttribute(field.name) ?? field.default;
          return field.type === 'number' ? Number(text) : field.type === 'boolean' ? text !== 'false' : text;
        },
        set(value) {
          if (value === null || value === undefined) this.removeAttribute(field.name);
          else this.setAttribute(field.name, String(value));
        },
      });
    }
  }

  /** Defines the elements (once; a second copy of the package defines nothing again). */
  function define(registry = customElements) {
    if (!registry || registry.get('dm-item')) return;
    registry.define('dm-item', class extends HTMLElement {});
    for (const info of manifest.elements) {
      const base = info.kind === 'dial-menu' ? DialMenuElement : info.isMenu ? MenuElement : ControlElement;
      const type = class extends base {};
      Object.defineProperty(type, 'tagName', { value: info.tag });
      defineProperties(type, info);
      registry.define(info.tag, type);
    }
  }

  return { define, loadModule, manifest, live };
})();
