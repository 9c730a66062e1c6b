// The catalog (the gallery of `make demo`, out/gallery/index.html): each control as a live
// custom element with knobs for every field of its configuration, an item editor, the code to
// copy and a log of its events (catalog-entry.js). The knobs are made from the manifest the
// build generates from the Swift sources (the vocabulary's elements with their attributes'
// details), so they are the elements' attributes exactly. The page loads the package's
// classic script before this one, which defines the elements.
//
// The settings live in the address, `?dial.drag-damping=2.5&dial.items=[…]`, only where they
// differ from the tutorial's defaults; a shared address opens the catalog as it was. A key the
// catalog does not know or a value out of range is left at its default and named in a note.
//
// Markup: <div data-catalog="dial" data-kind="dial-menu"></div> per control; catalog.css.

import { attributeDetails } from '../Generated/attribute-details.js';
import { elements } from '../Package/element-manifest.js';
import { events, symbols } from '../Generated/vocabulary.js';
import { Entry } from './catalog-entry.js';
import { make } from './catalog-knobs.js';

/**
 * An attribute with its details: the Swift field it sets, its range (text, and its bounds), its
 * words, whether its colour may be none, and its summary.
 * @typedef {import('../Package/element-manifest.js').AttributeInfo & { field?: string, range?: string,
 *   minimum?: number, maximum?: number, exclusiveMinimum?: number, exclusiveMaximum?: number,
 *   integer?: boolean, words?: string[], optional?: boolean, summary: string }} CatalogField
 */

/**
 * An element with its attributes' details.
 * @typedef {Omit<import('../Package/element-manifest.js').ElementInfo, 'attributes'>
 *   & { attributes: CatalogField[] }} CatalogElement
 */

/** @type {Record<string, Record<string, unknown>[]>} */
const details = attributeDetails;

/**
 * The elements with every attribute's details (range, words, summary, Swift field).
 * @type {CatalogElement[]}
 */
export const catalogElements = elements.map((element) => ({
  ...element,
  attributes: element.attributes.map((field, i) => /** @type {CatalogField} */ ({ ...field, ...details[element.tag][i] })),
}));

/** @type {Entry[]} */
const entries = [];
let started = false;

/** The address as the settings are now (replacing the entry: a knob's turn is not a page). */
function writeAddress() {
  if (!started) return;
  const query = new URLSearchParams(entries.flatMap((e) => e.address())).toString();
  const url = location.pathname + (query ? `?${query}` : '') + location.hash;
  if (url !== location.pathname + location.search + location.hash) history.replaceState(null, '', url);
}

/** Builds every `[data-catalog]` section of the page from the address. */
export async function start() {
  const roots = [...document.querySelectorAll('[data-catalog]')].map((r) => /** @type {HTMLElement} */ (r));
  /** @type {Map<string, [string, string][]>} */
  const byName = new Map(roots.map((r) => [r.dataset.catalog ?? '', []]));
  /** @type {string[]} */
  const problems = [];
  for (const [key, text] of new URLSearchParams(location.search)) {
    const dot = key.indexOf('.');
    const keys = byName.get(key.slice(0, dot));
    if (dot > 0 && keys) keys.push([key.slice(dot + 1), text]);
    else problems.push(`${key}: not a control's setting (${[...byName.keys()].join(', ')}); ignored`);
  }
  const built = roots.flatMap((root) => {
    const info = catalogElements.find((e) => e.kind === root.dataset.kind);
    if (!info) return [];
    const entry = new Entry(root, info, symbols, writeAddress);
    entries.push(entry);
    return [entry.build(byName.get(entry.name) ?? [], problems, events)];
  });
  // The address waits for the controls: each tells why it refuses a setting.
  await Promise.all(built);
  started = true;
  writeAddress();
  if (problems.length) {
    const note = make('div', { className: 'address-note' },
      make('strong', { textContent: 'Part of this address was not used. ' }),
      'These settings are at their defaults:', make('ul', {}, ...problems.map((p) => make('li', { textContent: p }))));
    note.setAttribute('role', 'alert');
    document.querySelector('main')?.prepend(note);
  }
}

if (typeof document === 'object') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
