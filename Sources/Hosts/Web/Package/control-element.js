// The custom element of one control: its life on the page (connect, move, disconnect), its
// reactive state (attributes, items, title, style) and its frames. Each control draws on its
// own canvas in an open shadow root through a LiveControl; every element of a page shares one
// module and one frame scheduler.
//
// Changes batch: an attribute, `.items`, a child or a style change is recorded and the element
// asks for a frame; the frame applies everything recorded at once, then ticks. Reading a
// property applies what is recorded first, so a read after a write is the control's value. An
// element at rest asks for no frame at all.

import { pageScheduler } from '../Host/frame-scheduler.js';
import { LiveControl } from '../Host/live-control.js';
import { watchPage } from '../Host/page-settings.js';
import { readString, withString } from '../Host/wasm-module.js';
import { checkAttribute, flushChanges } from './element-changes.js';
import { dispatchQueued } from './element-events.js';
import { disableFallback, renderFallback } from './element-fallback.js';
import { ElementIcons } from './element-icons.js';
import { normalizeItems, readItems, warn } from './element-items.js';
import { elements } from './element-manifest.js';
import { buildShadowRoot } from './element-style.js';
import { loadModule } from './package-module.js';
import { floatingMenus } from './pointer-pass-through.js';

const byTag = new Map(elements.map((e) => [e.tag, e]));
let reported = false;

/**
 * HTMLElement where there is one; where there is no DOM (a server renderer, a worker) a plain
 * class stands in, so importing the package touches no browser global and throws nothing.
 */
const Base = typeof HTMLElement === 'function' ? HTMLElement : class {};

/** One of the five controls. */
export class ControlElement extends Base {
  constructor() {
    super();
    this.info = byTag.get(this.localName);
    this.handle = 0;
    this.wasm = null;
    this.control = null;
    /** `.items` as the page set them; null: the <dm-item> children. */
    this.assignedItems = null;
    this.itemList = [];
    this.changing = false;
    /** Attribute name → its value since the last frame (null: removed). */
    this.pending = new Map();
    this.dirty = { items: false, title: false, style: false };
    this.waitingForFonts = false;
    /** Resolves when the control is live (its module loaded, the control made). */
    this.ready = new Promise((resolve) => { this.becameReady = resolve; });
    this.internals = this.constructor.formAssociated ? this.attachInternals?.() ?? null : null;
    ({ fallback: this.fallback, canvas: this.canvas } = buildShadowRoot(this));
    // The items' changes only: the element's own attributes (`open`, `value`) are not items.
    this.observer = new MutationObserver((records) => {
      if (records.some((record) => record.target !== this || record.type === 'childList')) this.itemsChanged();
    });
  }

  static get observedAttributes() {
    return ['open', 'disabled', 'value', 'name', ...byTag.get(this.tagName).attributes.map((a) => a.name)];
  }

  connectedCallback() {
    this.observer.observe(this, { childList: true, subtree: true, attributes: true, characterData: true });
    this.itemsChanged();
    if (this.handle) {
      // Moved: the same control, its state kept.
      if (this.localName === 'dm-floating-menu') floatingMenus.add(this);
      this.scheduleFrame();
      return;
    }
    if (this.starting) return;
    this.starting = true;
    loadModule().then((wasm) => {
      this.starting = false;
      if (this.isConnected && !this.handle) this.start(wasm);
    }, (error) => {
      this.starting = false;
      if (!reported) console.warn(`DynamicMenus: the controls show as plain buttons: ${error.message}`);
      reported = true;
    });
  }

  disconnectedCallback() {
    this.observer.disconnect();
    floatingMenus.delete(this);
    // Moved in one task (removed, then inserted): connectedCallback has run by now.
    queueMicrotask(() => {
      if (!this.isConnected) this.stop();
    });
  }

  /** Makes the control at the element's size; its canvas shows from its first frame. */
  start(wasm) {
    // An element with no box yet (inside display: none) starts at its default size, and the
    // resize observer gives it its own once it shows; its canvas is always 100 % of it.
    const box = this.getBoundingClientRect();
    const [defaultWidth, defaultHeight] = this.info.defaultSize;
    const size = box.width > 0 && box.height > 0
      ? { width: box.width, height: box.height } : { width: defaultWidth, height: defaultHeight };
    const handle = withString(wasm, this.info.kind, (p, l) => wasm.dm_element_create(p, l, size.width, size.height));
    if (!handle) return;
    this.wasm = wasm;
    this.handle = handle;
    this.control = new LiveControl(wasm, this.canvas, wasm.dm_element_host(handle), this.localName, {
      size,
      wake: () => this.scheduleFrame(),
      onError: (message) => {
        this.canvas.hidden = true;
        this.fallback.hidden = false;
        warn(this, message);
      },
    });
    this.canvas.addEventListener('focus', () => {
      if (!this.handle) return;
      this.wasm.dm_element_focus(this.handle);
      this.control.inputArrived();
    }, { signal: this.control.signal });
    this.canvas.setAttribute('aria-label', this.getAttribute('aria-label') ?? this.localName.slice(3).replace('-', ' '));
    for (const name of this.constructor.observedAttributes) {
      if (name !== 'name' && this.hasAttribute(name)) this.pending.set(name, this.getAttribute(name));
    }
    Object.assign(this.dirty, { items: true, title: this.info.kind === 'confirm-button', style: true });
    this.icons = new ElementIcons(this, () => {
      this.dirty.items = true;
      this.scheduleFrame();
    });
    this.resizer = new ResizeObserver(() => this.resized());
    this.resizer.observe(this);
    this.stopWatching = watchPage(() => {
      this.dirty.style = true;
      this.requestUpdate();
    });
    if (this.localName === 'dm-floating-menu') floatingMenus.add(this);
    pageScheduler().observe(this);
    this.scheduleFrame();
    this.becameReady();
  }

  /** Frees the control (the element left the page). */
  stop() {
    if (!this.handle) return;
    this.resizer.disconnect();
    this.stopWatching();
    pageScheduler().forget(this);
    this.control.detach();
    this.wasm.dm_element_destroy(this.handle);
    this.handle = 0;
    this.control = null;
    this.pending.clear();
    this.canvas.hidden = true;
    this.fallback.hidden = false;
  }

  /**
   * Reads the element's styles again and runs a frame: for a change no observer sees (a
   * stylesheet rule changed through the CSSOM, say). Every other change wakes it by itself.
   */
  requestUpdate() {
    this.dirty.style = true;
    this.scheduleFrame();
  }

  /** Asks the page's scheduler for a frame: something may have changed the control. */
  scheduleFrame() {
    if (this.handle) pageScheduler().wake(this);
  }

  /** Whether the scheduler should run another frame: recorded changes, or a control not at rest. */
  get needsFrames() {
    if (!this.handle || this.control.failed) return false;
    return this.control.needsFrames || (!this.waitingForFonts && (this.pending.size > 0 || this.dirty.items || this.dirty.title));
  }

  /** One frame: what changed goes to the core, then the control ticks, draws and reports. */
  frameNow(dt) {
    if (!this.handle || this.control.failed) return;
    this.flush();
    if (!this.control.needsFrames) return;
    this.control.frame(dt);
    if (this.canvas.hidden && !this.control.failed) {
      this.canvas.hidden = false;
      this.fallback.hidden = true;
      // The page's first drawn control (performance.getEntriesByName('dm-first-frame')).
      if (!performance.getEntriesByName?.('dm-first-frame').length) performance.mark?.('dm-first-frame');
    }
    dispatchQueued(this);
    if (!this.handle) return; // a listener removed the element
    if (this.info.isMenu) {
      const open = this.wasm.dm_element_is_open(this.handle) === 1;
      if (open !== this.hasAttribute('open')) this.quietly(() => this.toggleAttribute('open', open));
    }
    if (this.localName === 'dm-floating-menu' && !this.control.input.down.size && !this.hovering) {
      this.canvas.classList.toggle('taking', this.wasm.dm_element_is_open(this.handle) === 1);
    }
  }

  /** Sends what changed since the last frame (element-changes.js). */
  flush() {
    flushChanges(this);
  }

  attributeChangedCallback(name, old, value) {
    if (this.changing) return;
    if (name === 'disabled') disableFallback(this, value !== null);
    if (name === 'name' || !this.handle) return;
    this.pending.set(name, value);
    this.scheduleFrame();
  }

  /**
   * Why the control would refuse `value` for attribute `name` now (the warning setting it
   * would give), or null when it would take it; changes nothing. Before the control is live
   * (`ready`), null.
   */
  checkAttribute(name, value) {
    return checkAttribute(this, String(name), String(value));
  }

  /** The children or `.items` changed: the fallback buttons now, the control in the next frame. */
  itemsChanged() {
    const items = readItems(this);
    // The same items again (a text node replaced by its equal, say): nothing to rebuild.
    const key = JSON.stringify(items) + (this.info.kind === 'confirm-button' ? this.textContent : '');
    if (key === this.itemKey) return;
    this.itemKey = key;
    this.itemList = items;
    renderFallback(this);
    this.dirty.items = true;
    if (this.info.kind === 'confirm-button') this.dirty.title = true;
    this.scheduleFrame();
  }

  resized() {
    if (!this.handle) return;
    const box = this.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0)) return;
    if (box.width === this.control.size.width && box.height === this.control.size.height) return;
    this.control.size = { width: box.width, height: box.height };
    this.wasm.dm_host_resize(this.control.handle, box.width, box.height);
    this.control.inputArrived();
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

  /** The core's last message, `length` bytes. */
  message(length) {
    return readString(this.wasm, this.wasm.dm_element_message(this.handle), length);
  }

  /** A console warning naming this element. */
  warn(message) {
    warn(this, message);
  }

  /** All the text the control may draw: labels, the title, attribute values. */
  drawnText() {
    return [...this.itemList.map((item) => item.label), this.textContent, ...[...this.attributes].map((a) => a.value)].join('\n');
  }

  /** The items, `[{value, label, icon, color, disabled}]`; null goes back to the children. */
  get items() {
    return this.itemList.map((item) => ({ ...item }));
  }

  set items(list) {
    if (list === null || list === undefined) {
      this.assignedItems = null;
    } else {
      const items = normalizeItems(this, list);
      if (!items) return;
      this.assignedItems = items;
    }
    this.itemsChanged();
  }

  get disabled() { return this.hasAttribute('disabled'); }
  set disabled(on) { this.toggleAttribute('disabled', Boolean(on)); }
}
