// The package's API. The build's entries (scripts/web-package.py) configure where their module
// and the fonts are, define their elements, start loading their module, then re-export this:
// the main entry (dynamic-menus.js: the five elements, one module; its inline ES module
// dynamic-menus.inline.js and classic script dynamic-menus.classic.js, `window.DynamicMenus`,
// with the assets inside) and one entry per element (dial-menu.js, … : that element and its
// own module; dial-menu.inline.js with them inside).

import { events } from '../Generated/vocabulary.js';
import { defineElements } from './define-elements.js';
import { elements } from './element-manifest.js';
import { loadModules } from './package-module.js';

export { configureAssets, getBasePath, setBasePath } from './package-assets.js';
export { defineElements };

/** The elements (tags, kinds, default sizes, attributes: name, property, type, default) and event names. */
export const manifest = { elements, events };

/**
 * The modules of the entries imported so far (each starts loading as its entry is evaluated):
 * resolves when they are ready, rejects (with the URL or the policy that stopped one) when one
 * cannot load.
 */
export function preload() {
  return loadModules();
}

/**
 * What an entry does once it has configured its assets: defines its elements (`kinds`) and
 * starts loading its module and their fonts (a failure is the elements' to report).
 * @param {string[]} kinds
 */
export function start(kinds) {
  defineElements(undefined, kinds);
  loadModules().catch(() => {});
}
