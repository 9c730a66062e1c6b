// The custom element of one control: its life on the page (connect, move, disconnect), its
// reactive state (attributes, items, title, style) and its frames. Each control draws on its
// own canvas in an open shadow root through a LiveControl; every element of a kind shares its
// entry's module, and every element of a page one frame scheduler. What differs by kind lives in the subclasses
// (define-elements.js), which this class calls through its hooks (element-hooks.js).
//
// Changes batch: an attribute, `.items`, a child or a style change is recorded (element-changes.js),
// and the next frame applies all of it, then ticks; a read applies it first. An element at rest
// asks for no frame. Its state is private; its controllers (changes, items, icons) are its own.

import { pageScheduler } from '../Host/frame-scheduler.js';
import { ElementChanges } from './element-changes.js';
import { ElementCore, warn } from './element-core.js';
import { SELECT, controlEvent, takeEvents } from './element-events.js';
import { disableFallback, renderFallback, showLive } from './element-fallback.js';
import { ElementHooks } from './element-hooks.js';
import { ElementIcons } from './element-icons.js';
import { ItemList } from './element-item-list.js';
import { attributeNames, elements, rendererFor } from './element-manifest.js';
import { buildShadowRoot } from './element-style.js';
import { moduleForElement } from './package-module.js';

/** @typedef {import('./element-manifest.js').ElementInfo} ElementInfo */
/** @typedef {import('./element-items.js').Item} Item */

const byTag = new Map(elements.map((e) => [e.tag, e]));

/** One of the five controls. */
export class ControlElement extends ElementHooks {
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
  /** @type {ItemList} */
  #items;
  /** @type {ElementChanges} */
  #changes;
  /** @type {ElementIcons | null} */
  #icons = null;
  /** @type {HTMLElement} */
  #fallback;
  /** @type {HTMLCanvasElement} */
  #canvas;
  /** @type {() => void} */
  #becameReady = () => {};

  constructor() {
    super();
    this.#info = /** @type {ElementInfo} */ (byTag.get(this.localName));
    /** Resolves when the control is live (its module loaded, the control made). */
    this.ready = new Promise((resolve) => { this.#becameReady = () => resolve(undefined); });
    ({ fallback: this.#fallback, canvas: this.#canvas } = buildShadowRoot(this));
    this.#items = new ItemList(this, () => this.#itemsChanged(), (message) => warn(this, message));
    this.#changes = new ElementChanges(this, this.#info);
  }

  /** The attributes the element reacts to: its own (the manifest's) and its configuration's. */
  static get observedAttributes() {
    const info = byTag.get(this.tagName);
    return info ? attributeNames(info) : [];
  }

  connectedCallback() {
    this.#items.watch();
    this.#itemsChanged();
    if (this.#core) {
      // Moved: the same control, its state kept.
      this.liveChanged(this.#core, this.#canvas);
      this.#scheduleFrame();
      return;
    }
    if (this.#starting) return;
    this.#starting = true;
    moduleForElement(this.#info.kind, (wasm) => {
      this.#starting = false;
      if (this.isConnected && !this.#core) this.#start(wasm);
    }, () => { this.#starting = false; });
  }

  disconnectedCallback() {
    this.#items.watch(false);
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
    const core = ElementCore.create(this, this.#info, wasm, this.#canvas, {
      wake: () => this.#scheduleFrame(),
      onError: (message) => {
        showLive(this.#canvas, this.#fallback, false);
        warn(this, message);
      },
      restyle: () => this.requestUpdate(),
    });
    if (!core) return;
    this.#core = core;
    core.useRenderer(this.getAttribute('renderer'), (message) => warn(this, message));
    this.#changes.started(attributeNames(this.#info));
    this.#icons = new ElementIcons(core, (message) => warn(this, message), () => {
      this.#changes.itemsChanged(false);
      this.#scheduleFrame();
    });
    this.liveChanged(core, this.#canvas);
    pageScheduler().observe(this);
    this.#scheduleFrame();
    this.#becameReady();
  }

  /** Frees the control (the element left the page). */
  #stop() {
    const core = this.#core;
    if (!core) return;
    this.#icons?.stop();
    pageScheduler().forget(this);
    core.destroy();
    this.#core = null;
    this.#changes.clear();
    showLive(this.#canvas, this.#fallback, false);
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
      showLive(this.#canvas, this.#fallback, true);
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
    if (this.#changes.quiet) return;
    if (name === 'disabled') disableFallback(this.#fallback, value !== null, (index) => this.#items.isDisabled(index));
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
    return core ? this.#changes.check(core, this.#items, this.#icons, String(name), String(value)) : null;
  }

  /**
   * The control's value of configuration attribute `name` as text, what is recorded applied
   * first; null before the control is live (the property then reads the attribute).
   * @param {string} name
   * @returns {string | null}
   */
  controlValue(name) {
    return this.#flushed()?.attribute(name) ?? null;
  }

  /** The index of the item the control has selected, -1 for none (or before it is live). */
  get selectedIndex() {
    const core = this.#flushed();
    return core ? core.wasm.dm_element_selected(core.handle) : -1;
  }

  /**
   * Sends what changed since the last frame (element-changes.js).
   * @param {ElementCore} core
   */
  #flush(core) {
    this.#changes.flush(core, this.#items, this.#icons);
  }

  /** The live control with what was recorded sent to it first; null before it is live. */
  #flushed() {
    const core = this.#core;
    if (core) this.#flush(core);
    return core;
  }

  /** The children or `.items` changed: the fallback buttons now, the control in the next frame. */
  #itemsChanged() {
    const title = this.controlTitle;
    if (!this.#items.read(this, title)) return;
    const labels = title === null ? this.#items.list.map((item) => item.label) : [title];
    renderFallback(this.#fallback, labels, this.hasAttribute('disabled'),
      (index) => title === null && this.#items.isDisabled(index),
      (index, source) => this.fallbackChosen(index, source));
    this.#changes.itemsChanged(title !== null);
    this.#scheduleFrame();
  }

  /**
   * Item `index` was chosen (by the control or a fallback button), by `source` (`pointer`,
   * `keyboard`, `accessibility` or null): `itemChosen`, then `dm-select`.
   * @param {number} index
   * @param {string | null} source
   */
  #chosen(index, source) {
    const item = this.#items.list[index];
    if (!item) return;
    this.itemChosen(item);
    this.dispatchEvent(controlEvent(SELECT, { index, value: item.value, label: item.label, source }));
  }

  /** @param {() => void} body run without recording the attributes it sets (ElementChanges) */
  quietly(body) {
    this.#changes.quietly(body);
  }

  /**
   * The items, `[{value, label, icon, color, disabled}]`; null goes back to the children.
   * @returns {Item[]}
   */
  get items() {
    return this.#items.copies();
  }

  /** @param {unknown} list */
  set items(list) {
    if (this.#items.assign(list)) this.#itemsChanged();
  }

  /**
   * What draws the control: `layers` (the page's own elements, which the browser's compositor
   * moves; every kind's default) or `canvas`. Reads what draws it now
   * (`canvas` after a fallback); before `ready`, what the attribute asks for.
   * @returns {'layers' | 'canvas'}
   */
  get renderer() {
    return this.#core?.control.renderer ?? rendererFor(this.#info, this.getAttribute('renderer'));
  }
  set renderer(value) { this.setAttribute('renderer', String(value)); }

  /**
   * A fallback button was clicked: its item is chosen.
   * @param {number} index
   * @param {string} source
   */
  fallbackChosen(index, source) {
    this.#chosen(index, source);
  }
}
