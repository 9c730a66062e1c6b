// An element's control while it is live: the shared module, the element's handle in it
// (`dm_element_*`) and the LiveControl that shows its host on the canvas. The element makes it
// when its control starts and hands it to the controllers it owns; nothing else holds it.

import { readString } from '../Host/wasm-module.js';

/** @typedef {import('../Host/wasm-module.js').WasmExports} WasmExports */
/** @typedef {import('../Host/live-control.js').LiveControl} LiveControl */

/** The live control of one element. */
export class ElementCore {
  /** @type {WasmExports} */
  #wasm;

  /**
   * @param {WasmExports} wasm the page's module
   * @param {number} handle the element's control in it
   * @param {LiveControl} control its host on the canvas
   */
  constructor(wasm, handle, control) {
    this.#wasm = wasm;
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
