// An element's items: read from its <dm-item> children or its `.items`, checked, and handed to
// the core one by one (`dm_element_item`: the label, the colour as numbers, whether it can be
// chosen, the icon by kind and index), with icons the browser decodes.

import { itemIcons, symbols } from '../Generated/vocabulary.js';
import { withString } from '../Host/wasm-module.js';
import { parseColor } from './element-style.js';

/** @typedef {import('./element-core.js').ElementCore} ElementCore */

/**
 * One item as an element keeps it: its value, its label, its icon (a built-in symbol's name
 * or a URL; empty: none), its colour (CSS; empty: the control's) and whether it is disabled.
 * @typedef {{ value: string, label: string, icon: string, color: string, disabled: boolean }} Item
 */

/**
 * The <dm-item> children of `element` as items; `warn` says which has no value.
 * @param {Element} element
 * @param {(message: string) => void} warn
 * @returns {Item[]}
 */
export function readChildItems(element, warn) {
  return [...element.querySelectorAll(':scope > dm-item')].map((item) => {
    const label = (item.textContent ?? '').trim();
    if (!item.hasAttribute('value')) warn(`<dm-item> "${label}" has no value: its label is its value`);
    return {
      value: item.getAttribute('value') ?? label,
      label,
      icon: item.getAttribute('icon') ?? '',
      color: item.getAttribute('color') ?? '',
      disabled: item.hasAttribute('disabled'),
    };
  });
}

/**
 * A page's `.items` as an element keeps them, or undefined (with a warning) when it is not an
 * array.
 * @param {unknown} list
 * @param {(message: string) => void} warn
 * @returns {Item[] | undefined}
 */
export function normalizeItems(list, warn) {
  if (!Array.isArray(list)) {
    warn(`.items must be an array of {value, label, icon, color, disabled}, not ${typeof list}; unchanged`);
    return undefined;
  }
  return list.map((entry, index) => {
    /** @type {Record<string, unknown>} */
    const item = typeof entry === 'object' && entry !== null ? entry : { label: String(entry) };
    const label = item.label === undefined ? String(item.value ?? '') : String(item.label);
    if (item.value === undefined) warn(`.items[${index}] ("${label}") has no value: its label is its value`);
    return { value: item.value === undefined ? label : String(item.value), label,
      icon: item.icon ? String(item.icon) : '', color: item.color ? String(item.color) : '',
      disabled: Boolean(item.disabled) };
  });
}

/**
 * Hands `items` to the core: icons already decoded by their kind and index (`icon`: the core's
 * image index of a URL's icon, undefined while it loads: left out, and the items are sent
 * again when it arrives). Returns the warnings: the core's, and colours that are none.
 * @param {ElementCore} core
 * @param {Item[]} items
 * @param {(source: string, index: number, label: string) => number | undefined} icon
 * @returns {string[]}
 */
export function sendItems(core, items, icon) {
  const { wasm, handle } = core;
  /** @type {string[]} */
  const warnings = [];
  wasm.dm_element_items_begin(handle);
  items.forEach((item, index) => {
    const color = item.color ? parseColor(item.color) : null;
    if (item.color && !color) warnings.push(`item ${index} ("${item.label}"): color="${item.color}" is not a colour`);
    const [r, g, b, a] = color ?? [NaN, NaN, NaN, NaN];
    let kind = itemIcons.none;
    let iconIndex = 0;
    if (item.icon && symbols.includes(item.icon)) {
      kind = itemIcons.symbol;
      iconIndex = symbols.indexOf(item.icon);
    } else if (item.icon) {
      const image = icon(item.icon, index, item.label);
      if (image !== undefined) {
        kind = itemIcons.image;
        iconIndex = image;
      }
    }
    withString(wasm, item.label, (pointer, length) =>
      wasm.dm_element_item(handle, pointer, length, r, g, b, a, item.disabled ? 0 : 1, kind, iconIndex));
  });
  const said = wasm.dm_element_items_end(handle);
  return said > 0 ? [...warnings, ...core.message(said).split('\n')] : warnings;
}
