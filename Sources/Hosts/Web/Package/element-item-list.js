// An element's items as it keeps them: `.items` as the page set them, else its <dm-item>
// children, read again when either changes; the same items (and title) again change nothing.

import { normalizeItems, readChildItems } from './element-items.js';

/** @typedef {import('./element-items.js').Item} Item */

/** The items of one element. */
export class ItemList {
  /**
   * `.items` as the page set them; null: the <dm-item> children.
   * @type {Item[] | null}
   */
  #assigned = null;
  /** The items and title last read, as one string: the same again rebuilds nothing. */
  #key = '';
  /** @type {MutationObserver} */
  #observer;

  /**
   * @param {Element} element whose children (and their attributes and text) are watched
   * while it is on the page (`watch`): `changed()` when they change
   * @param {() => void} changed
   * @param {(message: string) => void} warn says what is wrong with an item
   */
  constructor(element, changed, warn) {
    this.warn = warn;
    // The items' changes only: the element's own attributes (`open`, `value`) are not items.
    this.#observer = new MutationObserver((records) => {
      if (records.some((record) => record.target !== element || record.type === 'childList')) changed();
    });
    this.element = element;
    /**
     * The items now.
     * @type {Item[]}
     */
    this.list = [];
  }

  /** Watches the element's children while `on` (it is on the page). */
  watch(on = true) {
    if (on) this.#observer.observe(this.element, { childList: true, subtree: true, attributes: true, characterData: true });
    else this.#observer.disconnect();
  }

  /**
   * Reads the items again (`.items`, else the children of `element`) with the control's
   * `title`; whether they changed.
   * @param {Element} element
   * @param {string | null} title
   */
  read(element, title) {
    const items = this.#assigned ?? readChildItems(element, this.warn);
    // The same items again (a text node replaced by its equal, say): nothing to rebuild.
    const key = JSON.stringify(items) + (title ?? '');
    if (key === this.#key) return false;
    this.#key = key;
    this.list = items;
    return true;
  }

  /**
   * Takes `.items` as the page sets them (null or undefined: the children again); false when
   * they are refused (`warn` said why) and nothing changed.
   * @param {unknown} list
   */
  assign(list) {
    if (list === null || list === undefined) {
      this.#assigned = null;
      return true;
    }
    const items = normalizeItems(list, this.warn);
    if (!items) return false;
    this.#assigned = items;
    return true;
  }

  /** Whether the items are the element's children (no `.items` set). */
  get fromChildren() { return this.#assigned === null; }

  /** Copies of the items, for the page (`.items`). */
  copies() {
    return this.list.map((item) => ({ ...item }));
  }

  /**
   * Whether item `index` is disabled.
   * @param {number} index
   */
  isDisabled(index) {
    return this.list[index]?.disabled === true;
  }

  /**
   * All the text `element`'s control may draw: labels, the title, attribute values.
   * @param {Element} element
   */
  drawnText(element) {
    return [...this.list.map((item) => item.label), element.textContent ?? '',
      ...[...element.attributes].map((a) => a.value)].join('\n');
  }
}
