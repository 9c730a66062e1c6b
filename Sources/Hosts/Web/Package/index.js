// The package's API. The build's entries (scripts/web-package.py) configure where the module
// and the fonts are, then define the elements, then re-export this: the ES module
// (dynamic-menus.js, the assets beside it), the inline ES module (dynamic-menus.inline.js)
// and the classic script (dynamic-menus.classic.js, `window.DynamicMenus`), both with the
// assets inside.

import { events } from '../Generated/vocabulary.js';
import { elements } from './element-manifest.js';
import { loadModule } from './package-module.js';

export { configureAssets, getBasePath, setBasePath } from './package-assets.js';
export { defineElements } from './define-elements.js';

/** The elements (tags, kinds, default sizes, attributes: name, property, type, default) and event names. */
export const manifest = { elements, events };

/**
 * Loads the shared module now rather than when the first element connects; resolves when it
 * is ready, rejects (with the URL or the policy that stopped it) when it cannot load.
 */
export function preload() {
  return loadModule().then(() => undefined);
}
