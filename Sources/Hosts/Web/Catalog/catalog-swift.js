// The catalog's Swift (catalog-snippets.js): each kind's types, and one control's settings
// and items as Swift values and configuration lines, from the manifest's fields.

/** @typedef {import('./catalog.js').CatalogElement} CatalogElement */
/** @typedef {import('./catalog.js').CatalogField} CatalogField */
/** @typedef {import('./catalog-items.js').CatalogItem} CatalogItem */
/** @typedef {Record<string, string>} Settings */

/**
 * What the Swift snippets need of each kind beyond the manifest.
 * @type {Record<string, { type: string, variable: string, item?: string, view: string }>}
 */
export const SWIFT = {
  'dial-menu': { type: 'DialMenu', variable: 'dial', item: 'MenuItem', view: 'DialMenuView' },
  'radial-menu': { type: 'RadialMenu', variable: 'menu', item: 'RadialMenu.Item', view: 'RadialMenuView' },
  'confirm-button': { type: 'ConfirmActionButton', variable: 'button', view: 'ConfirmActionButtonView' },
  'floating-menu': { type: 'FloatingMenuController', variable: 'menu', item: 'FloatingMenuController.Item', view: 'FloatingMenuView' },
  'slide-menu': { type: 'SlideMenu', variable: 'menu', item: 'SlideMenu.Option', view: 'SlideMenuView' },
};


/**
 * A Swift string literal.
 * @param {unknown} text
 * @returns {string}
 */
export function swiftString(text) {
  return '"' + String(text).replace(/[\\"]/g, (c) => '\\' + c).replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    .replace(/[\u0000-\u001f]/g, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`) + '"';
}

/**
 * `#rgb`, `#rrggbb` or `#rrggbbaa` as `Color(hex: 0xRRGGBB)`, with `alpha:` when not opaque.
 * @param {string} text
 * @returns {string}
 */
export function swiftColor(text) {
  let hex = text.slice(1).toLowerCase();
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const alpha = hex.length === 8 ? parseInt(hex.slice(6), 16) / 255 : 1;
  const rgb = `Color(hex: 0x${hex.slice(0, 6).toUpperCase()}`;
  return alpha === 1 ? rgb + ')' : `${rgb}, alpha: ${Number(alpha.toFixed(3))})`;
}

/**
 * A setting's text as the Swift value of its field.
 * @param {CatalogField} field
 * @param {string} text
 * @returns {string}
 */
export function swiftValue(field, text) {
  switch (field.type) {
    case 'number': {
      const value = Number(text);
      return field.integer || !Number.isInteger(value) ? String(value) : value.toFixed(1);
    }
    case 'boolean': return text;
    case 'word': return '.' + text;
    case 'color': return text === 'none' ? 'nil' : swiftColor(text);
    default: return swiftString(text);
  }
}

/**
 * The floating menu's layout, a case with values that three attributes set (`layout`,
 * `layout-sweep`, `layout-radius`), from what the control reads now (`read(name)`): the core
 * decides the case (FloatingLayoutAttributes.swift); this only writes it as Swift.
 * @param {CatalogField[]} fields
 * @param {(name: string) => string} read
 * @returns {string}
 */
export function swiftLayout(fields, read) {
  const [, sweepField, radiusField] = fields;
  const shape = read('layout');
  const sweep = Number(read('layout-sweep'));
  const radius = Number(read('layout-radius'));
  const r = radius === 0 ? 'nil' : swiftValue(radiusField, String(radius));
  if (shape === 'line') return '.line';
  if (shape === 'circle') return `.circle(radius: ${r})`;
  return `.arc(sweep: ${sweep === Math.PI / 2 ? '.pi / 2' : swiftValue(sweepField, String(sweep))}, radius: ${r})`;
}

/**
 * The configuration's fields that differ from the defaults, as `configuration.x = …` lines.
 * Attributes that share one field (the floating layout's three) make one line, from what the
 * control reads (`read(name)`). The slide menu's edge goes to its initializer instead.
 * @param {CatalogElement} element
 * @param {Settings} settings
 * @param {(name: string) => string} read
 * @param {string} indent
 * @returns {string[]}
 */
export function configurationLines(element, settings, read, indent) {
  /** @type {string[]} */
  const lines = [];
  const done = new Set();
  for (const field of element.attributes) {
    if (!field.field || field.field === 'edge' || done.has(field.field)) continue;
    const group = element.attributes.filter((f) => f.field === field.field);
    if (!group.some((f) => f.name in settings)) continue;
    done.add(field.field);
    const value = group.length > 1 ? swiftLayout(group, read) : swiftValue(field, settings[field.name]);
    lines.push(`${indent}configuration.${field.field} = ${value}`);
  }
  return lines;
}

/**
 * The slide menu's edge (its `side`), a Swift case.
 * @param {Settings} settings
 * @returns {string}
 */
export function edge(settings) { return '.' + (settings.side ?? 'trailing'); }

/**
 * One item as Swift: its initializer with the title, the icon and nothing else.
 * @param {string} kind
 * @param {CatalogItem} item
 * @returns {string}
 */
export function swiftItem(kind, item) {
  const title = swiftString(item.label);
  const icon = item.icon ? `Icons.${item.icon}` : null;
  switch (kind) {
    case 'dial-menu': return `MenuItem(title: ${title})`;
    case 'slide-menu': return icon ? `SlideMenu.Option(title: ${title}, icon: ${icon})` : `SlideMenu.Option(title: ${title})`;
    default: return icon ? `${SWIFT[kind].item}(title: ${title}, image: ${icon})` : `${SWIFT[kind].item}(title: ${title})`;
  }
}

/**
 * @param {string} kind
 * @param {CatalogItem[]} items
 * @param {string} indent
 * @returns {string}
 */
export function swiftItems(kind, items, indent) {
  if (!items.length) return '[]';
  return '[\n' + items.map((item) => `${indent}  ${swiftItem(kind, item)},\n`).join('') + `${indent}]`;
}
