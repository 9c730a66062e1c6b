// An element's control while it is live: the shared module, the element's handle in it
// (`dm_element_*`) and the LiveControl that shows its host on the canvas, made at the
// element's size, resized with it, drawn by the renderer it asks for. The element makes it
// when its control starts and hands it to the controllers it owns; nothing else holds it.

import { LiveControl } from '../Host/live-control.js';
import { watchPage } from '../Host/page-settings.js';
import { readString, withString } from '../Host/wasm-module.js';
import { rendererFor } from './element-manifest.js';

/** @typedef {import('../Host/wasm-module.js').WasmExports} WasmExports */
/** @typedef {import('./element-manifest.js').ElementInfo} ElementInfo */

/** The live control of one element. */
export class ElementCore {
  /**
   * Makes `element`'s control (of kind `info`) at the element's size, shown on `canvas`; null
   * when the module makes none. An element with no box yet (inside display: none) starts at
   * its default size; the caller's resize observer gives it its own once it shows.
   * @param {HTMLElement} element
   * @param {ElementInfo} info
   * @param {WasmExports} wasm
   * @param {HTMLCanvasElement} canvas
   * @param {{ wake: () => void, onError: (message: string) => void, restyle: () => void }} hooks
   *   the control's frames asked for; a failure that leaves it unable to draw; the page's
   *   settings (colour scheme, motion, text size) changed
   */
  static create(element, info, wasm, canvas, hooks) {
    const box = element.getBoundingClientRect();
    const [defaultWidth, defaultHeight] = info.defaultSize;
    const size = box.width > 0 && box.height > 0
      ? { width: box.width, height: box.height } : { width: defaultWidth, height: defaultHeight };
    const handle = withString(wasm, info.kind, (p, l) => wasm.dm_element_create(p, l, size.width, size.height));
    if (!handle) return null;
    const { wake, onError, restyle } = hooks;
    const control = new LiveControl(wasm, canvas, wasm.dm_element_host(handle), element.localName, { size, wake, onError });
    const core = new ElementCore(wasm, handle, control, info);
    const resizer = new ResizeObserver(() => core.resize(element.getBoundingClientRect()));
    resizer.observe(element);
    const stopWatching = watchPage(restyle);
    core.#stopObserving = () => {
      resizer.disconnect();
      stopWatching();
    };
    canvas.addEventListener('focus', () => {
      wasm.dm_element_focus(handle);
      control.inputArrived();
    }, { signal: control.signal });
    canvas.setAttribute('aria-label', element.getAttribute('aria-label') ?? element.localName.slice(3).replace('-', ' '));
    return core;
  }

  /** @type {WasmExports} */
  #wasm;
  /** Its kind: what its `renderer` defaults to. @type {ElementInfo} */
  #info;
  /** Stops watching the element's size and the page's settings. */
  #stopObserving = () => {};

  /**
   * @param {WasmExports} wasm the page's module
   * @param {number} handle the element's control in it
   * @param {LiveControl} control its host on the canvas
   * @param {ElementInfo} info its kind
   */
  constructor(wasm, handle, control, info) {
    this.#wasm = wasm;
    this.#info = info;
    this.handle = handle;
    this.control = control;
  }

  /**
   * The module, its core first caught up with a stretch the compositor ran (the control's
   * `wasm`): a read or a call meets the state stepping every frame would have reached.
   */
  get wasm() {
    this.control.catchUp();
    return this.#wasm;
  }

  /** Frees the control: it watches, draws and holds nothing more (its element left the page). */
  destroy() {
    this.#stopObserving();
    this.control.detach();
    this.#wasm.dm_element_destroy(this.handle);
  }

  /**
   * The element's box is `box` now: the control takes its size (an empty box changes nothing).
   * @param {DOMRect} box
   */
  resize(box) {
    const control = this.control;
    if (!(box.width > 0 && box.height > 0)) return;
    if (box.width === control.size.width && box.height === control.size.height) return;
    control.size = { width: box.width, height: box.height };
    this.wasm.dm_host_resize(control.handle, box.width, box.height);
    control.inputArrived();
  }

  /**
   * Draws the control with the renderer `value` asks for (null: its kind's default); `warn`
   * says when it is neither.
   * @param {string | null} value
   * @param {(message: string) => void} warn
   */
  useRenderer(value, warn) {
    const renderer = rendererFor(this.#info, value);
    if (value !== null && value !== renderer) warn(`renderer="${value}" is not layers or canvas; it draws with ${renderer}`);
    this.control.useLayers(renderer === 'layers');
  }

  /**
   * The control's value of configuration attribute `name` as text; null for no such attribute.
   * @param {string} name
   * @returns {string | null}
   */
  attribute(name) {
    const length = withString(this.wasm, name, (p, l) => this.wasm.dm_element_attribute(this.handle, p, l));
    return length >= 0 ? this.message(length) : null;
  }

  /**
   * The core's last message, `length` bytes.
   * @param {number} length
   * @returns {string}
   */
  message(length) {
    return readString(this.wasm, this.wasm.dm_element_message(this.handle), length);
  }
}

/**
 * A console warning naming `element` (`<dm-dial-menu id="beer">: …`).
 * @param {Element} element
 * @param {string} message
 */
export function warn(element, message) {
  console.warn(`DynamicMenus: <${element.localName}${element.id ? ` id="${element.id}"` : ''}>: ${message}`);
}
