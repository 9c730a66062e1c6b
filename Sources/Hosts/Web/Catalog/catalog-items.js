// The catalog's items: the tutorials' own (each control's defaults in the catalog, which the
// page gives: `dynamic-menus gallery` writes the demo scenes' into each section's
// `data-items`), their values, the address's short form, and the editor (rename, icon, move up
// or down, remove, add; the confirm button's title).

import { make } from './catalog-knobs.js';

/**
 * An item in the catalog: its label, its value and its icon (a symbol's name; empty: none).
 * @typedef {{ label: string, value: string, icon: string }} CatalogItem
 */

/**
 * A label's value: lower-case words joined by hyphens (`Pale lager` → `pale-lager`).
 * @param {string} label
 * @returns {string}
 */
export function valueOf(label) {
  return label.trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'item';
}

/**
 * The tutorial's items that `root` (a section of the catalog) gives in `data-items`, with their
 * values: `[["Label", "symbol"], …]`, the symbol empty for none (the confirm button: its title
 * alone).
 * @param {HTMLElement} root
 * @returns {CatalogItem[]}
 */
export function tutorialItems(root) {
  /** @type {unknown} */
  const given = JSON.parse(root.dataset.items ?? '[]');
  return (Array.isArray(given) ? given : []).map((entry) =>
    ({ label: String(entry[0]), icon: String(entry[1] ?? ''), value: valueOf(String(entry[0])) }));
}

/**
 * `[["Label", "icon"], ["Label"]]` from the address, or null when it is not that.
 * @param {string} text
 * @param {string[]} symbols
 * @returns {CatalogItem[] | null}
 */
export function parseItems(text, symbols) {
  let list;
  try { list = JSON.parse(text); } catch { return null; }
  if (!Array.isArray(list)) return null;
  /** @type {CatalogItem[]} */
  const items = [];
  for (const entry of list) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') return null;
    const icon = typeof entry[1] === 'string' && symbols.includes(entry[1]) ? entry[1] : '';
    items.push({ label: entry[0], icon, value: valueOf(entry[0]) });
  }
  return items;
}

/**
 * The items in the address's short form.
 * @param {CatalogItem[]} items
 * @returns {string}
 */
export function itemsText(items) {
  return JSON.stringify(items.map((i) => (i.icon ? [i.label, i.icon] : [i.label])));
}

/**
 * Fills `editor` for `entry` (a catalog Entry: its items, title and kind): a text box per
 * label, an icon picker, move and remove buttons, and an add button; the confirm button's
 * title box. Each change calls `entry.itemsChanged(rebuild)`.
 * @param {HTMLElement} editor
 * @param {import('./catalog-entry.js').Entry} entry
 * @param {string[]} symbols
 */
export function renderItemEditor(editor, entry, symbols) {
  const confirm = entry.info.kind === 'confirm-button';
  editor.replaceChildren(make('h3', { textContent: confirm ? 'Title' : 'Items' }));
  if (confirm) {
    const box = make('input', { type: 'text', value: entry.title });
    box.setAttribute('aria-label', 'title');
    box.addEventListener('input', () => { entry.title = box.value; entry.itemsChanged(false); });
    editor.append(box);
    return;
  }
  const items = entry.items;
  const list = make('ol');
  items.forEach((item, index) => {
    const name = make('input', { type: 'text', value: item.label });
    name.setAttribute('aria-label', `item ${index + 1} label`);
    name.addEventListener('input', () => {
      items[index] = { ...items[index], label: name.value, value: valueOf(name.value) };
      entry.itemsChanged(false);
    });
    const icon = make('select', {}, make('option', { value: '', textContent: 'no icon' }),
      ...symbols.map((s) => make('option', { value: s, textContent: s })));
    icon.value = item.icon;
    icon.setAttribute('aria-label', `item ${index + 1} icon`);
    icon.addEventListener('change', () => { items[index] = { ...items[index], icon: icon.value }; entry.itemsChanged(false); });
    const button = (/** @type {string} */ text, /** @type {string} */ label, /** @type {() => void} */ action) => {
      const b = make('button', { type: 'button', textContent: text, title: label });
      b.setAttribute('aria-label', `${label} item ${index + 1}`);
      b.addEventListener('click', () => { action(); entry.itemsChanged(); });
      return b;
    };
    const move = (/** @type {number} */ by) => {
      const to = index + by;
      if (to < 0 || to >= items.length) return;
      [items[index], items[to]] = [items[to], items[index]];
    };
    list.append(make('li', {}, name, icon, button('↑', 'move up', () => move(-1)),
      button('↓', 'move down', () => move(1)), button('✕', 'remove', () => items.splice(index, 1))));
  });
  const add = make('button', { type: 'button', textContent: 'Add an item' });
  add.addEventListener('click', () => {
    const label = `Item ${items.length + 1}`;
    items.push({ label, icon: '', value: valueOf(label) });
    entry.itemsChanged();
  });
  editor.append(list, add);
}
