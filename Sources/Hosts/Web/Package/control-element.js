// What the five controls' custom elements share (elements.js, loaded after this file, defines
// <dm-dial-menu>, <dm-radial-menu>, <dm-confirm-button>, <dm-floating-menu>, <dm-slide-menu>
// and <dm-item> on it). Each control is drawn by the core on its own canvas in an open shadow
// root (live-control.js), sized by CSS; all elements of a page share one instance of the
// package's module, made when the first one connects.
//
// What crosses to the core, and how (the names come from the manifest, generated from the
// Swift sources as DynamicMenusManifest):
// - items: <dm-item> children, or the `.items` property, written as text
//   (`dm_element_set_items`); icons by URL are decoded by the browser and passed as PNG;
// - attributes: every configuration field, kebab-case, and its camelCase property;
//   `open`, `disabled`, `value` (the dial), `name` (forms), `side` (the slide menu);
// - the look: --dm-background, --dm-tint, --dm-item-color, --dm-text-color, --dm-font-size,
//   and the colour scheme (CSS color-scheme, else prefers-color-scheme);
// - events: the core's callbacks, queued per element and dispatched after each frame as
//   `dm-*` events that bubble and cross the shadow boundary.
// Until the control draws (the module loading, or no WebAssembly at all) the items show as
// plain HTML buttons that work: a click fires the same dm-select.
'use strict';

var DynamicMenusControlElement = (function () {
  const { LiveControl, put, decoder } = DynamicMenusLiveControl;
  const { warn, parseColor, hexColor, loadIcon, readItems } = DynamicMenusElementSupport;
  const { live, loadModule, fontsFor } = DynamicMenusElementRuntime;
  const manifest = DynamicMenusManifest;
  const byTag = new Map(manifest.elements.map((e) => [e.tag, e]));

  /** One of the five controls. */
  class ControlElement extends HTMLElement {
    constructor() {
      super();
      this.info = byTag.get(this.localName);
      this.handle = 0;
      this.control = null;
      this._items = null;
      this.itemList = [];
      this.changing = false;
      this.styleSignature = '';
      this.internals = this.constructor.formAssociated ? this.attachInternals?.() ?? null : null;
      const root = this.attachShadow({ mode: 'open' });
      root.innerHTML = `<style>
        :host { display: inline-block; position: relative; contain: content;
          width: ${this.info.defaultSize[0]}px; height: ${this.info.defaultSize[1]}px; }
        :host([hidden]) { display: none; }
        :host(dm-floating-menu) { pointer-events: none; }
        :host(dm-floating-menu) canvas:not(.taking) { pointer-events: none; }
        :host(dm-floating-menu) canvas.taking { pointer-events: auto; }
        .dm-live { display: block !important; width: 100%; height: 100%; }
        canvas { display: block; width: 100%; height: 100%; outline: none; }
        canvas:focus-visible { box-shadow: inset 0 0 0 2px Highlight; }
        .fallback { display: flex; flex-wrap: wrap; gap: 6px; align-content: flex-start; padding: 6px; }
        .fallback[hidden], canvas[hidden] { display: none; }
        </style><div class="fallback" part="fallback"></div><canvas part="canvas" hidden></canvas>`;
      this.fallback = root.querySelector('.fallback');
      this.canvas = root.querySelector('canvas');
      // The items' changes only: the element's own attributes (`open`, `value`) are not items.
      this.observer = new MutationObserver((records) => {
        if (records.some((record) => record.target !== this || record.type === 'childList')) this.itemsChanged();
      });
    }

    static get observedAttributes() {
      const info = byTag.get(this.tagName);
      return ['open', 'disabled', 'value', 'name', ...info.attributes.map((a) => a.name)];
    }

    connectedCallback() {
      this.observer.observe(this, { childList: true, subtree: true, attributes: true, characterData: true });
      this.itemsChanged();
      if (this.handle) {
        live.add(this); // moved: the same control, its state kept
        return;
      }
      if (this.starting) return;
      this.starting = true;
      // The first frame waits for the fonts of the element's text, as later text does.
      loadModule().then((wasm) => fontsFor(this.drawnText())?.then(() => wasm) ?? wasm).then((wasm) => {
        this.starting = false;
        if (this.isConnected && !this.handle) this.start(wasm);
      }, (error) => {
        this.starting = false;
        if (!ControlElement.reported) console.warn(`DynamicMenus: the controls show as plain buttons: ${error.message}`);
        ControlElement.reported = true;
      });
    }

    disconnectedCallback() {
      this.observer.disconnect();
      live.delete(this);
      // Moved in one task (removed, then inserted): connectedCallback has run by now.
      queueMicrotask(() => {
        if (!this.isConnected) this.stop();
      });
    }

    /** Makes the control at the element's size and shows its canvas. */
    start(wasm) {
      this.wasm = wasm;
      // An element with no box yet (inside display: none) starts at its default size, and the
      // resize observer gives it its own once it shows; its canvas is always 100 % of it.
      const box = this.getBoundingClientRect();
      const [defaultWidth, defaultHeight] = this.info.defaultSize;
      const size = box.width > 0 && box.height > 0
        ? { width: box.width, height: box.height } : { width: defaultWidth, height: defaultHeight };
      const [pointer, length] = put(wasm, this.info.kind);
      this.handle = wasm.dm_element_create(pointer, length, size.width, size.height);
      wasm.dm_free(pointer);
      if (!this.handle) return;
      const host = wasm.dm_element_host(this.handle);
      this.control = new LiveControl(wasm, this.canvas, host, this.localName, {
        size,
        onError: (message) => {
          live.delete(this);
          this.canvas.hidden = true;
          this.fallback.hidden = false;
          warn(this, message);
        },
      });
      this.canvas.addEventListener('focus', () => {
        if (this.handle) this.wasm.dm_element_focus(this.handle);
      });
      this.control.canvas.setAttribute('aria-label', this.getAttribute('aria-label') ?? this.localName.slice(3).replace('-', ' '));
      for (const name of this.constructor.observedAttributes) {
        if (this.hasAttribute(name)) this.attributeChangedCallback(name, null, this.getAttribute(name));
      }
      if (this.info.kind === 'confirm-button') this.setTitle();
      this.sendItems();
      this.readStyle();
      this.resizer = new ResizeObserver(() => this.resized());
      this.resizer.observe(this);
      live.add(this);
    }

    /** Frees the control (the element left the page). */
    stop() {
      if (!this.handle) return;
      this.resizer?.disconnect();
      live.delete(this);
      this.wasm.dm_element_destroy(this.handle);
      this.handle = 0;
      this.control = null;
      this.canvas.hidden = true;
      this.fallback.hidden = false;
    }

    resized() {
      if (!this.handle) return;
      const box = this.getBoundingClientRect();
      if (!(box.width > 0 && box.height > 0)) return;
      if (box.width === this.control.size.width && box.height === this.control.size.height) return;
      this.control.size = { width: box.width, height: box.height };
      this.wasm.dm_host_resize(this.control.handle, box.width, box.height);
    }

    /** One frame: the control ticks and draws, then its events go out. */
    frameNow(dt) {
      if (!this.handle || this.control.failed) return;
      // An element the page does not render (display: none, say) neither ticks nor draws, as
      // a background tab gets no animation frames; it takes up where it was when shown.
      if (this.checkVisibility && !this.checkVisibility()) return;
      if ((this.frames = (this.frames ?? 0) + 1) % 30 === 1) this.readStyle();
      this.control.frame(dt);
      if (this.canvas.hidden && !this.control.failed) {
        this.canvas.hidden = false;
        this.fallback.hidden = true;
        // The page's first drawn control (performance.getEntriesByName('dm-first-frame')).
        if (!performance.getEntriesByName?.('dm-first-frame').length) performance.mark?.('dm-first-frame');
      }
      this.dispatchQueued();
      if (this.localName === 'dm-floating-menu' && !this.control.pointersDown?.size && !this.hovering) {
        this.canvas.classList.toggle('taking', this.wasm.dm_element_is_open(this.handle) === 1);
      }
    }

    dispatchQueued() {
      const wasm = this.wasm;
      const count = wasm.dm_element_take_events(this.handle);
      if (count > 0) {
        const n = Float64Array.from(new Float64Array(wasm.memory.buffer, wasm.dm_element_events(this.handle), count * 3));
        for (let i = 0; i < count; i++) {
          this.emit(manifest.events[n[i * 3]], n[i * 3 + 1], manifest.sources[n[i * 3 + 2]] ?? null);
        }
      }
      if (this.info.isMenu) {
        const open = wasm.dm_element_is_open(this.handle) === 1;
        if (open !== this.hasAttribute('open')) this.quietly(() => this.toggleAttribute('open', open));
      }
    }

    /** Dispatches `name`; a choice carries the item's index, value, label and source. */
    emit(name, index, source) {
      let detail = null;
      if (name === 'dm-select') {
        const item = this.itemList[index];
        if (!item) return;
        detail = { index, value: item.value, label: item.label, source };
        if (this.info.kind === 'dial-menu') {
          this.quietly(() => this.setAttribute('value', item.value));
          this.internals?.setFormValue(item.value);
        }
      } else if (source) {
        detail = { source };
      }
      this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
    }

    /** Runs `body` without reacting to the attributes it sets. */
    quietly(body) {
      this.changing = true;
      try {
        body();
      } finally {
        this.changing = false;
      }
    }

    attributeChangedCallback(name, old, value) {
      if (this.changing) return;
      if (name === 'disabled') {
        for (const button of this.fallback.querySelectorAll('button')) button.disabled = value !== null;
      }
      if (!this.handle) return;
      const wasm = this.wasm;
      switch (name) {
        case 'open':
          wasm.dm_element_set_open(this.handle, value !== null ? 1 : 0, 1);
          return;
        case 'disabled':
          wasm.dm_element_set_disabled(this.handle, value !== null ? 1 : 0);
          return;
        case 'value':
          this.selectValue(value);
          return;
        case 'name':
          return;
      }
      if (value !== null && this.waitsForFonts(value, () => this.attributeChangedCallback(name, null, this.getAttribute(name)))) return;
      const [n, nl] = put(wasm, name);
      const [v, vl] = put(wasm, value ?? '');
      const said = wasm.dm_element_set_attribute(this.handle, n, nl, v, vl, value !== null ? 1 : 0);
      wasm.dm_free(n);
      wasm.dm_free(v);
      if (said > 0) warn(this, this.message(said));
    }

    message(length) {
      const wasm = this.wasm;
      return decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.dm_element_message(this.handle), length));
    }

    /** The dial turns to the item whose value is `value` (none: a warning). */
    selectValue(value) {
      if (this.info.kind !== 'dial-menu' || value === null) return;
      const index = this.itemList.findIndex((item) => item.value === value);
      if (index < 0) {
        warn(this, `value="${value}" is no item's value`);
        return;
      }
      this.internals?.setFormValue(value);
      this.wasm.dm_element_select(this.handle, index, 1);
    }

    /** The children or `.items` changed: the fallback buttons and the control follow. */
    itemsChanged() {
      const items = readItems(this);
      // The same items again (a text node replaced by its equal, say): nothing to rebuild.
      const signature = JSON.stringify(items) + (this.info.kind === 'confirm-button' ? this.textContent : '');
      if (signature === this.itemSignature) return;
      this.itemSignature = signature;
      this.itemList = items;
      this.renderFallback();
      if (this.info.kind === 'confirm-button') this.setTitle();
      if (this.handle) this.sendItems();
    }

    setTitle() {
      if (!this.handle || this.waitsForFonts(this.textContent, () => this.setTitle())) return;
      const [p, l] = put(this.wasm, this.textContent.trim() || 'Confirm');
      this.wasm.dm_element_set_title(this.handle, p, l);
      this.wasm.dm_free(p);
    }

    /** All the text the control may draw: labels, the title, attribute values. */
    drawnText() {
      return [...this.itemList.map((item) => item.label), this.textContent, ...[...this.attributes].map((a) => a.value)].join('\n');
    }

    /**
     * Whether `text` must wait for its font (the runtime's fontsFor: the core remembers the
     * widths it measures); if so `again` runs once the font has loaded, sending what the
     * element holds then.
     */
    waitsForFonts(text, again) {
      const pending = fontsFor(text);
      if (!pending) return false;
      pending.then(() => { if (this.handle) again(); });
      return true;
    }

    /** The items to the core: colours as #rrggbbaa, icons once loaded (then sent again). */
    sendItems() {
      if (this.waitsForFonts(this.itemList.map((item) => item.label).join('\n'), () => this.sendItems())) return;
      const wasm = this.wasm;
      const lines = this.itemList.map((item, index) => {
        const color = item.color ? hexColor(item.color) : null;
        if (item.color && !color) warn(this, `item ${index} ("${item.label}"): color="${item.color}" is not a colour`);
        let icon = '';
        if (item.icon) {
          const known = this.icons?.get(item.icon);
          if (known) icon = known;
          else this.fetchIcon(item.icon, index, item.label);
        }
        return [String(item.label).replace(/[\u001e\u001f]/g, ' '), color ?? '', item.disabled ? '0' : '1', icon].join('\u001f');
      });
      const [p, l] = put(wasm, lines.join('\u001e'));
      const said = wasm.dm_element_set_items(this.handle, p, l);
      wasm.dm_free(p);
      if (said > 0) for (const line of this.message(said).split('\n')) warn(this, line);
      if (this.info.kind === 'dial-menu') {
        const value = this.getAttribute('value');
        if (value !== null && this.itemList.some((item) => item.value === value)) this.selectValue(value);
        else this.internals?.setFormValue(this.itemList[0]?.value ?? null);
      }
    }

    fetchIcon(source, index, label) {
      this.icons ??= new Map();
      this.icons.set(source, null);
      loadIcon(source).then((icon) => {
        if (!this.handle) return;
        if (icon.symbol) {
          this.icons.set(source, `symbol:${icon.symbol}`);
        } else {
          const pointer = this.wasm.dm_alloc(icon.png.length);
          new Uint8Array(this.wasm.memory.buffer, pointer, icon.png.length).set(icon.png);
          const n = this.wasm.dm_element_add_image(this.handle, pointer, icon.png.length, icon.scale);
          this.wasm.dm_free(pointer);
          if (n < 0) {
            warn(this, `item ${index} ("${label}"): icon="${source}": ${this.message(this.wasm.dm_element_message_length(this.handle))}; shown without it`);
            return;
          }
          this.icons.set(source, `image:${n}`);
        }
        this.sendItems();
      }, (error) => warn(this, `item ${index} ("${label}"): icon="${source}": ${error.message}; shown without it`));
    }

    /** The custom properties the control reads; sent when they changed. */
    readStyle() {
      if (!this.handle) return;
      const style = getComputedStyle(this);
      const read = (name) => style.getPropertyValue(name).trim();
      const names = ['--dm-background', '--dm-tint', '--dm-item-color', '--dm-text-color', '--dm-font-size'];
      const values = names.map(read);
      // A `color-scheme` set on an ancestor (a class on <body>) reaches no observer; it is
      // read with the custom properties.
      if (style.colorScheme !== this.colorScheme) {
        if (this.colorScheme !== undefined) this.control.applySettings();
        this.colorScheme = style.colorScheme;
      }
      const signature = values.join('|');
      if (signature === this.styleSignature) return;
      this.styleSignature = signature;
      const numbers = new Float64Array(16).fill(NaN);
      values.slice(0, 4).forEach((text, i) => {
        if (!text) return;
        const color = parseColor(text);
        if (color) numbers.set(color, i * 4);
        else warn(this, `${names[i]}: "${text}" is not a colour; the control's own is used`);
      });
      const size = values[4] ? parseFloat(values[4]) : NaN;
      if (values[4] && !(size > 0)) warn(this, `--dm-font-size: "${values[4]}" is not a size; the control's own is used`);
      const pointer = this.wasm.dm_alloc(numbers.byteLength);
      new Float64Array(this.wasm.memory.buffer, pointer, 16).set(numbers);
      this.wasm.dm_element_set_style(this.handle, pointer, size);
      this.wasm.dm_free(pointer);
    }

    /** The items as plain HTML buttons (before the control draws, or without WebAssembly). */
    renderFallback() {
      const disabled = this.hasAttribute('disabled');
      const make = (text, onClick, part = 'fallback-item') => {
        const button = document.createElement('button');
        button.type = 'button';
        button.part = part;
        button.textContent = text;
        button.disabled = disabled;
        button.addEventListener('click', onClick);
        return button;
      };
      if (this.info.kind === 'confirm-button') {
        this.fallback.replaceChildren(make(this.textContent.trim() || 'Confirm', (event) =>
          this.dispatchEvent(new CustomEvent('dm-confirm', { bubbles: true, composed: true,
            detail: { source: event.detail === 0 ? 'keyboard' : 'pointer' } }))));
        return;
      }
      this.fallback.replaceChildren(...this.itemList.map((item, index) => {
        const button = make(item.label, (event) => {
          const source = event.detail === 0 ? 'keyboard' : 'pointer';
          if (this.info.kind === 'dial-menu') {
            this.quietly(() => this.setAttribute('value', item.value));
            this.internals?.setFormValue(item.value);
          }
          this.dispatchEvent(new CustomEvent('dm-select', { bubbles: true, composed: true,
            detail: { index, value: item.value, label: item.label, source } }));
        });
        if (item.disabled) button.disabled = true;
        return button;
      }));
    }

    /** The items, `[{value, label, icon, color, disabled}]`; null goes back to the children. */
    get items() {
      return this.itemList.map((item) => ({ ...item }));
    }

    set items(list) {
      if (list === null || list === undefined) {
        this._items = null;
      } else if (!Array.isArray(list)) {
        warn(this, `.items must be an array of {value, label, icon, color, disabled}, not ${typeof list}; unchanged`);
        return;
      } else {
        this._items = list.map((entry, index) => {
          const item = typeof entry === 'object' && entry !== null ? entry : { label: String(entry) };
          const label = item.label === undefined ? String(item.value ?? '') : String(item.label);
          if (item.value === undefined) warn(this, `.items[${index}] ("${label}") has no value: its label is its value`);
          return { value: item.value === undefined ? label : String(item.value), label,
            icon: item.icon ? String(item.icon) : '', color: item.color ? String(item.color) : '',
            disabled: Boolean(item.disabled) };
        });
      }
      this.itemsChanged();
    }

    get disabled() { return this.hasAttribute('disabled'); }
    set disabled(on) { this.toggleAttribute('disabled', Boolean(on)); }
  }

  return { ControlElement };
})();
