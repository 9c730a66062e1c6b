// An element's items: read from its <dm-item> children or its `.items`, checked, and handed to
// the core one by one (`dm_element_item`: the label, the colour as numbers, whether it can be
// chosen, the icon by kind and index), with icons the browser decodes.

import { itemIcons, symbols } from '../Generated/vocabulary.js';
import { withString } from '../Host/wasm-module.js';
import { parseColor } from './element-style.js';

/** `<dm-dial-menu id="beer">` for messages. */
export function describe(element) {
  return `<${element.localName}${element.id ? ` id="${element.id}"` : ''}>`;
}

/** A console warning naming `element`. */
export function warn(element, message) {
  console.warn(`DynamicMenus: ${describe(element)}: ${message}`);
}

/** The element's items as plain values: its `.items`, else its <dm-item> children. */
export function readItems(element) {
  if (element.assignedItems !== null) return element.assignedItems;
  return [...element.querySelectorAll(':scope > dm-item')].map((item) => {
    const label = item.textContent.trim();
    if (!item.hasAttribute('value')) warn(element, `<dm-item> "${label}" has no value: its label is its value`);
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
 * A page's `.items` as the element keeps them (`[{value, label, icon, color, disabled}]`,
 * strings and a boolean), or undefined (with a warning) when it is not an array.
 */
export function normalizeItems(element, list) {
  if (!Array.isArray(list)) {
    warn(element, `.items must be an array of {value, label, icon, color, disabled}, not ${typeof list}; unchanged`);
    return undefined;
  }
  return list.map((entry, index) => {
    const item = typeof entry === 'object' && entry !== null ? entry : { label: String(entry) };
    const label = item.label === undefined ? String(item.value ?? '') : String(item.label);
    if (item.value === undefined) warn(element, `.items[${index}] ("${label}") has no value: its label is its value`);
    return { value: item.value === undefined ? label : String(item.value), label,
      icon: item.icon ? String(item.icon) : '', color: item.color ? String(item.color) : '',
      disabled: Boolean(item.disabled) };
  });
}

/**
 * Hands `element`'s items to its core: icons already decoded by their kind and index, those
 * still loading left out (the element sends the items again when they arrive: `loadIcon`).
 * Returns the core's warnings.
 */
export function sendItems(element, loadIcon) {
  const { wasm, handle } = element;
  wasm.dm_element_items_begin(handle);
  element.itemList.forEach((item, index) => {
    const color = item.color ? parseColor(item.color) : null;
    if (item.color && !color) warn(element, `item ${index} ("${item.label}"): color="${item.color}" is not a colour`);
    const [r, g, b, a] = color ?? [NaN, NaN, NaN, NaN];
    let kind = itemIcons.none;
    let iconIndex = 0;
    if (item.icon && symbols.includes(item.icon)) {
      kind = itemIcons.symbol;
      iconIndex = symbols.indexOf(item.icon);
    } else if (item.icon) {
      const image = loadIcon(item.icon, index, item.label);
      if (image !== undefined) {
        kind = itemIcons.image;
        iconIndex = image;
      }
    }
    withString(wasm, item.label, (pointer, length) =>
      wasm.dm_element_item(handle, pointer, length, r, g, b, a, item.disabled ? 0 : 1, kind, iconIndex));
  });
  const said = wasm.dm_element_items_end(handle);
  return said > 0 ? element.message(said).split('\n') : [];
}
