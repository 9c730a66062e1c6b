// What differs by a control's kind, as hooks: the element (control-element.js) calls them at
// its moments, and the kinds (define-elements.js) override them. The defaults here are a
// control with items and no title that sends its attributes as the configuration's.

import { sendAttribute } from './element-changes.js';
import { warn } from './element-core.js';

/** @typedef {import('./element-changes.js').ElementChanges} ElementChanges */
/** @typedef {import('./element-core.js').ElementCore} ElementCore */
/** @typedef {import('./element-items.js').Item} Item */

/**
 * HTMLElement where there is one; where there is no DOM (a server renderer, a worker) a plain
 * class stands in, so importing the package touches no browser global and throws nothing.
 */
const Base = typeof HTMLElement === 'function' ? HTMLElement : /** @type {typeof HTMLElement} */ (/** @type {unknown} */ (class {}));

/** The hooks of a control's element, and the properties that are only its attributes. */
export class ElementHooks extends Base {
  /** Whether the control takes no input (the `disabled` attribute). */
  get disabled() { return this.hasAttribute('disabled'); }
  set disabled(on) { this.toggleAttribute('disabled', Boolean(on)); }

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
   * Sends the element's attribute `name` (null: removed) to `core`: `renderer`, `disabled`
   * and the configuration's here; the kinds' own before them.
   * @param {ElementCore} core
   * @param {string} name
   * @param {string | null} value
   */
  applyAttribute(core, name, value) {
    if (name === 'renderer') {
      core.useRenderer(value, (message) => warn(this, message));
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
   * A fallback button was clicked (the element chooses its item).
   * @param {number} index
   * @param {string} source
   */
  fallbackChosen(index, source) {}

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
