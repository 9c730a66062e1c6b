// The custom element of one control: its life on the page (connect, move, disconnect), its
// reactive state (attributes, items, title, style) and its frames. Each control draws on its
// own canvas in an open shadow root through a LiveControl; every element of a page shares one
// module and one frame scheduler. What differs by kind lives in the subclasses
// (define-elements.js), which this class calls through the hooks at its end.
//
// Changes batch: an attribute, `.items`, a child or a style change is recorded (element-changes.js)
// and the element asks for a frame; the frame applies everything recorded at once, then ticks.
// Reading a property applies what is recorded first, so a read after a write is the control's
// value. An element at rest asks for no frame at all. Its state is private: only the element
// changes it, and its controllers (changes, icons) are its own.

import { pageScheduler } from '../Host/frame-scheduler.js';
import { LiveControl } from '../Host/live-control.js';
import { watchPage } from '../Host/page-settings.js';
import { withString } from '../Host/wasm-module.js';
import { ElementChanges, sendAttribute } from './element-changes.js';
import { ElementCore, warn } from './element-core.js';
import { SELECT, controlEvent, takeEvents } from './element-events.js';
import { disableFallback, renderFallback } from './element-fallback.js';
import { ElementIcons } from './element-icons.js';
import { normalizeItems, readChildItems } from './element-items.js';
import { elements } from './element-manifest.js';
import { buildShadowRoot } from './element-style.js';
import { loadModule } from './package-module.js';

/** @typedef {import('./element-manifest.js').ElementInfo} ElementInfo */
/** @typedef {import('./element-items.js').Item} Item */

const byTag = new Map(elements.map((e) => [e.tag, e]));
let reported = false;

/**
 * HTMLElement where there is one; where there is no DOM (a server renderer, a worker) a plain
 * class stands in, so importing the package touches no browser global and throws nothing.
 */
const Base = typeof HTMLElement === 'function' ? HTMLElement : /** @type {typeof HTMLElement} */ (/** @type {unknown} */ (class {}));

/** One of the five controls. */
export class ControlElement extends Base {
  /** The tag this class is defined for (define-elements.js sets it). */
  static tagName = '';

  /** @type {ElementInfo} */
  #info;
  /**
   * The control while it is live.
   * @type {ElementCore | null}
   */
  #core = null;
  #starting = false;
  /**
   * `.items` as the page set them; null: the <dm-item> children.
   * @type {Item[] | null}
   */
  #assignedItems = null;
  /** @type {Item[]} */
  #itemList = [];
  /** The items and title last read, as one string: the same again rebuilds nothing. */
  #itemKey = '';
  /** Whether the element is setting its own attributes (not a change to send). */
  #changing = false;
  /** @type {ElementChanges} */
  #changes;
  /** @type {ElementIcons | null} */
  #icons = null;
  /** @type {ResizeObserver | null} */
  #resizer = null;
  /** @type {(() => void) | null} */
  #stopWatching = null;
  /** @type {HTMLElement} */
  #fallback;
  /** @type {HTMLCanvasElement} */
  #canvas;
  /** @type {MutationObserver} */
  #observer;
  /** @type {() => void} */
  #becameReady = () => {};

  constructor() {
    super();
    this.#info = /** @type {ElementInfo} */ (byTag.get(this.localName));
    /** Resolves when the control is live (its module loaded, the control made). */
    this.ready = new Promise((resolve) => { this.#becameReady = () => resolve(undefined); });
    ({ fallback: this.#fallback, canvas: this.#canvas } = buildShadowRoot(this));
    this.#changes = new ElementChanges(this);
    // The items' changes only: the element's own attributes (`open`, `value`) are not items.
    this.#observer = new MutationObserver((records) => {
      if (records.some((record) => record.target !== this || record.type === 'childList')) this.#itemsChanged();
    });
  }

  /** The attributes the element reacts to: its own (the manifest's) and its configuration's. */
  static get observedAttributes() {
    const info = byTag.get(this.tagName);
    return info ? [...info.ownAttributes.map((a) => a.name), ...info.attributes.map((a) => a.name)] : [];
  }

  connectedCallback() {
    this.#observer.observe(this, { childList: true, subtree: true, attributes: true, characterData: true });
    this.#itemsChanged();
    if (this.#core) {
      // Moved: the same control, its state kept.
      this.liveChanged(this.#core, this.#canvas);
      this.#scheduleFrame();
      return;
    }
    if (this.#starting) return;
    this.#starting = true;
    loadModule().then((wasm) => {
      this.#starting = false;
      if (this.isConnected && !this.#core) this.#start(wasm);
    }, (error) => {
      this.#starting = false;
      if (!reported) console.warn(`DynamicMenus: the controls show as plain buttons: ${error.message}`);
      reported = true;
    });
  }

  disconnectedCallback() {
    this.#observer.disconnect();
    this.liveChanged(null, this.#canvas);
    // Moved in one task (removed, then inserted): connectedCallback has run by now.
    queueMicrotask(() => {
      if (!this.isConnected) this.#stop();
    });
  }

  /**
   * Makes the control at the element's size; its canvas shows from its first frame.
   * @param {import('../Host/wasm-module.js').WasmExports} wasm
   */
  #start(wasm) {
    // An element with no box yet (inside display: none) starts at its default size, and the
    // resize observer gives it its own once it shows; its canvas is always 100 % of it.
    const box = this.getBoundingClientRect();
    const [defaultWidth, defaultHeight] = this.#info.defaultSize;
    const size = box.width > 0 && box.height > 0
      ? { width: box.width, height: box.height } : { width: defaultWidth, height: defaultHeight };
    const handle = withString(wasm, this.#info.kind, (p, l) => wasm.dm_element_create(p, l, size.width, size.height));
    if (!handle) return;
    const control = new LiveControl(wasm, this.#canvas, wasm.dm_element_host(handle), this.localName, {
      size,
      wake: () => this.#scheduleFrame(),
      onError: (message) => {
        this.#canvas.hidden = true;
        this.#fallback.hidden = false;
        warn(this, message);
      },
    });
    const core = this.#core = new ElementCore(wasm, handle, control);
    this.#useRenderer(control, this.getAttribute('renderer'));
    this.#canvas.addEventListener('focus', () => {
      if (this.#core !== core) return;
      wasm.dm_element_focus(handle);
      core.control.inputArrived();
    }, { signal: control.signal });
    this.#canvas.setAttribute('aria-label', this.getAttribute('aria-label') ?? this.localName.slice(3).replace('-', ' '));
    for (const { name } of [...this.#info.ownAttributes, ...this.#info.attributes]) {
      if (name !== 'name' && name !== 'renderer' && this.hasAttribute(name)) this.#changes.attribute(name, this.getAttribute(name));
    }
    this.#changes.itemsChanged(this.controlTitle !== null);
    this.#changes.styleChanged();
    this.#icons = new ElementIcons(core, (message) => warn(this, message), () => {
      this.#changes.itemsChanged(false);
      this.#scheduleFrame();
    });
    this.#resizer = new ResizeObserver(() => this.#resized());
    this.#resizer.observe(this);
    this.#stopWatching = watchPage(() => this.requestUpdate());
    this.liveChanged(core, this.#canvas);
    pageScheduler().observe(this);
    this.#scheduleFrame();
    this.#becameReady();
  }

  /** Frees the control (the element left the page). */
  #stop() {
    const core = this.#core;
    if (!core) return;
    this.#resizer?.disconnect();
    this.#stopWatching?.();
    this.#icons?.stop();
    pageScheduler().forget(this);
    core.control.detach();
    core.wasm.dm_element_destroy(core.handle);
    this.#core = null;
    this.#changes.clear();
    this.#canvas.hidden = true;
    this.#fallback.hidden = false;
  }

  /**
   * Reads the element's styles again and runs a frame: for a change no observer sees (a
   * stylesheet rule changed through the CSSOM, say). Every other change wakes it by itself.
   */
  requestUpdate() {
    this.#changes.styleChanged();
    this.#scheduleFrame();
  }

  /** Asks the page's scheduler for a frame: something may have changed the control. */
  #scheduleFrame() {
    if (this.#core) pageScheduler().wake(this);
  }

  /** Whether the scheduler should run another frame: recorded changes, or a control not at rest. */
  get needsFrames() {
    const control = this.#core?.control;
    if (!control || control.failed) return false;
    return control.needsFrames || this.#changes.recorded;
  }

  /**
   * One frame (the page's scheduler calls it): what changed goes to the core, then the control
   * ticks, draws and reports.
   * @param {number} dt seconds
   */
  frameNow(dt) {
    const core = this.#core;
    if (!core || core.control.failed) return;
    this.#flush(core);
    if (!core.control.needsFrames) return;
    core.control.frame(dt);
    if (this.#canvas.hidden && !core.control.failed) {
      this.#canvas.hidden = false;
      this.#fallback.hidden = true;
      // The page's first drawn control (performance.getEntriesByName('dm-first-frame')).
      if (!performance.getEntriesByName?.('dm-first-frame').length) performance.mark?.('dm-first-frame');
    }
    for (const event of takeEvents(core)) {
      if (event.name === SELECT) this.#chosen(event.index, event.source);
      else this.dispatchEvent(controlEvent(event.name, event.source ? { source: event.source } : null));
    }
    if (this.#core !== core) return; // a listener removed the element
    this.frameEnded(core);
  }

  /**
   * @param {string} name
   * @param {string | null} old
   * @param {string | null} value
   */
  attributeChangedCallback(name, old, value) {
    if (this.#changing) return;
    if (name === 'disabled') disableFallback(this.#fallback, value !== null, (index) => this.#itemList[index]?.disabled === true);
    // A form field's name reaches no control.
    if (name === 'name' || !this.#core) return;
    this.#changes.attribute(name, value);
    this.#scheduleFrame();
  }

  /**
   * Why the control would refuse `value` for attribute `name` now (the warning setting it
   * would give), or null when it would take it; changes nothing. Before the control is live
   * (`ready`), null.
   * @param {string} name
   * @param {unknown} value
   * @returns {string | null}
   */
  checkAttribute(name, value) {
    const core = this.#core;
    return core ? this.#changes.check(core, this.#itemList, () => this.#drawnText(), this.#icons, String(name), String(value)) : null;
  }

  /**
   * The control's value of configuration attribute `name` as text, what is recorded applied
   * first; null before the control is live (the property then reads the attribute).
   * @param {string} name
   * @returns {string | null}
   */
  controlValue(name) {
    const core = this.#core;
    if (!core) return null;
    this.#flush(core);
    const length = withString(core.wasm, name, (p, l) => core.wasm.dm_element_attribute(core.handle, p, l));
    return length >= 0 ? core.message(length) : null;
  }

  /** The index of the item the control has selected, -1 for none (or before it is live). */
  get selectedIndex() {
    const core = this.#core;
    if (!core) return -1;
    this.#flush(core);
    return core.wasm.dm_element_selected(core.handle);
  }

  /**
   * Sends what changed since the last frame (element-changes.js).
   * @param {ElementCore} core
   */
  #flush(core) {
    this.#changes.flush(core, this.#itemList, () => this.#drawnText(), this.#icons);
  }

  /** The children or `.items` changed: the fallback buttons now, the control in the next frame. */
  #itemsChanged() {
    const items = this.#assignedItems ?? readChildItems(this, (message) => warn(this, message));
    const title = this.controlTitle;
    // The same items again (a text node replaced by its equal, say): nothing to rebuild.
    const key = JSON.stringify(items) + (title ?? '');
    if (key === this.#itemKey) return;
    this.#itemKey = key;
    this.#itemList = items;
    const labels = title === null ? items.map((item) => item.label) : [title];
    renderFallback(this.#fallback, labels, this.hasAttribute('disabled'),
      (index) => title === null && this.#itemList[index]?.disabled === true,
      (index, source) => this.fallbackChosen(index, source));
    this.#changes.itemsChanged(title !== null);
    this.#scheduleFrame();
  }

  #resized() {
    const core = this.#core;
    if (!core) return;
    const box = this.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0)) return;
    const control = core.control;
    if (box.width === control.size.width && box.height === control.size.height) return;
    control.size = { width: box.width, height: box.height };
    core.wasm.dm_host_resize(control.handle, box.width, box.height);
    core.control.inputArrived();
  }

  /**
   * Item `index` was chosen (by the control or a fallback button), by `source` (`pointer`,
   * `keyboard`, `accessibility` or null): `itemChosen`, then `dm-select`.
   * @param {number} index
   * @param {string | null} source
   */
  #chosen(index, source) {
    const item = this.#itemList[index];
    if (!item) return;
    this.itemChosen(item);
    this.dispatchEvent(controlEvent(SELECT, { index, value: item.value, label: item.label, source }));
  }

  /** All the text the control may draw: labels, the title, attribute values. */
  #drawnText() {
    return [...this.#itemList.map((item) => item.label), this.textContent ?? '',
      ...[...this.attributes].map((a) => a.value)].join('\n');
  }

  /**
   * Runs `body` without reacting to the attributes it sets: the element reflecting its
   * control's state (the subclasses' `open`, the dial's `value`).
   * @param {() => void} body
   */
  quietly(body) {
    this.#changing = true;
    try {
      body();
    } finally {
      this.#changing = false;
    }
  }

  /**
   * The items, `[{value, label, icon, color, disabled}]`; null goes back to the children.
   * @returns {Item[]}
   */
  get items() {
    return this.#itemList.map((item) => ({ ...item }));
  }

  /** @param {unknown} list */
  set items(list) {
    if (list === null || list === undefined) {
      this.#assignedItems = null;
    } else {
      const items = normalizeItems(list, (message) => warn(this, message));
      if (!items) return;
      this.#assignedItems = items;
    }
    this.#itemsChanged();
  }

  get disabled() { return this.hasAttribute('disabled'); }
  set disabled(on) { this.toggleAttribute('disabled', Boolean(on)); }

  /**
   * What draws the control: `layers` (the page's own elements, which the browser's compositor
   * moves; the default) or `canvas`. Reads what draws it now (`canvas` after a fallback);
   * before `ready`, what the attribute asks for.
   * @returns {'layers' | 'canvas'}
   */
  get renderer() {
    return this.#core?.control.renderer ?? (this.getAttribute('renderer') === 'canvas' ? 'canvas' : 'layers');
  }
  set renderer(value) { this.setAttribute('renderer', String(value)); }

  /**
   * Shows the control with the renderer `value` asks for (null: the default, layers).
   * @param {LiveControl} control
   * @param {string | null} value
   */
  #useRenderer(control, value) {
    if (value !== null && value !== 'layers' && value !== 'canvas') {
      warn(this, `renderer="${value}" is not layers or canvas; it draws with layers`);
    }
    control.useLayers(value !== 'canvas');
  }

  // The hooks the subclasses override (define-elements.js); ControlElement calls them.

  /** The control's title, or null for a control that has none (every kind but the confirm button). */
  get controlTitle() {
    return /** @type {string | null} */ (null);
  }

  /**
   * The items went to the core; `changes` takes attributes to send after them.
   * @param {ElementChanges} changes
   */
  itemsSent(changes) {}

  /**
   * Sends the element's attribute `name` (null: removed) to `core`: `disabled` and the
   * configuration's here; the subclasses' own before them.
   * @param {ElementCore} core
   * @param {string} name
   * @param {string | null} value
   */
  applyAttribute(core, name, value) {
    if (name === 'renderer') {
      this.#useRenderer(core.control, value);
      return;
    }
    if (name === 'disabled') {
      core.wasm.dm_element_set_disabled(core.handle, value !== null ? 1 : 0);
      return;
    }
    const said = sendAttribute(core, name, value);
    if (said) warn(this, said);
  }

  /**
   * `item` was chosen, before `dm-select` fires.
   * @param {Item} item
   */
  itemChosen(item) {}

  /**
   * A fallback button was clicked: its item is chosen.
   * @param {number} index
   * @param {string} source
   */
  fallbackChosen(index, source) {
    this.#chosen(index, source);
  }

  /**
   * A frame ended and its events went out.
   * @param {ElementCore} core
   */
  frameEnded(core) {}

  /**
   * The control became live on the page, or moved (`core`), or left it (null).
   * @param {ElementCore | null} core
   * @param {HTMLCanvasElement} canvas
   */
  liveChanged(core, canvas) {}
}
