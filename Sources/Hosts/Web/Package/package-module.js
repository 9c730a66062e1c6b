// The modules of a page's elements: each entry's module made once, when the entry is evaluated
// (in a microtask, so a `setBasePath` in the same script is heard first) or when an element of
// its kinds first connects, whichever comes first, fetched and compiled while it downloads,
// with the fonts its kinds draw in by default fetched beside it (the core measures its text
// with them), and those the entry loads for the page's own text (the main entry: every weight).
// Every element of a kind shares its entry's module.

import { elements } from './element-manifest.js';
import { loadFonts } from './element-fonts.js';
import { allAssets, assetsOf, instantiateModule } from './package-assets.js';

/** @typedef {import('../Host/wasm-module.js').WasmExports} WasmExports */
/** @typedef {import('./package-assets.js').Assets} Assets */

/**
 * Each entry's module, by its assets: loading, loaded or failed.
 * @type {Map<Assets, Promise<WasmExports>>}
 */
const modules = new Map();
let reported = false;

/**
 * The CSS weights the kinds that share `assets` draw in by default (the manifest's).
 * @param {Assets} assets
 * @returns {number[]}
 */
function defaultWeights(assets) {
  return elements.filter((e) => assetsOf(e.kind) === assets).flatMap((e) => e.fontWeights);
}

/**
 * The module of the entry that carries `assets`, with its kinds' default fonts loaded: made
 * once. It starts in a microtask, not at once: a page that imports the package and then
 * calls `setBasePath` in the same script is heard first.
 * @param {Assets} assets
 * @returns {Promise<WasmExports>}
 */
function load(assets) {
  let made = modules.get(assets);
  if (!made) {
    const weights = [...defaultWeights(assets), ...(assets.pageWeights ?? [])];
    made = Promise.resolve()
      .then(() => Promise.all([instantiateModule(assets.module), loadFonts(assets.fonts, weights)]))
      .then(([wasm]) => wasm);
    modules.set(assets, made);
  }
  return made;
}

/**
 * The module of element kind `kind` (`dial-menu`): its entry's.
 * @param {string} kind
 * @returns {Promise<WasmExports>}
 */
export function loadModule(kind) {
  const assets = assetsOf(kind);
  return assets ? load(assets) : Promise.reject(new Error(`no entry of the package defined <dm-${kind}>`));
}

/**
 * Starts loading the modules of every entry evaluated so far (and their fonts); resolves when
 * they are ready, rejects (with the URL or the policy that stopped one) when one cannot load.
 * Where there is no DOM (a server renderer) nothing loads.
 * @returns {Promise<void>}
 */
export function loadModules() {
  if (typeof document !== 'object') return Promise.resolve();
  return Promise.all(allAssets().map(load)).then(() => undefined);
}

/**
 * The module for an element of kind `kind`: `start(wasm)` once it is made; where it cannot be
 * (no WebAssembly, a policy that refuses it, the module not found) one console warning a page,
 * and `failed()`.
 * @param {string} kind
 * @param {(wasm: WasmExports) => void} start
 * @param {() => void} failed
 */
export function moduleForElement(kind, start, failed) {
  loadModule(kind).then(start, (error) => {
    failed();
    if (!reported) console.warn(`DynamicMenus: the controls show as plain buttons: ${error.message}`);
    reported = true;
  });
}
