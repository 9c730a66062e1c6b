// The elements' one module instance: made when the first element connects (or on `preload()`),
// with the fonts the core measures its text in loaded first (or the widths would be a stand-in
// font's), and shared by every element of the page.

import { instantiateModule } from './package-assets.js';
import { loadFonts } from './element-fonts.js';

/** @type {Promise<import('../Host/wasm-module.js').WasmExports> | null} */
let modulePromise = null;
let reported = false;

/**
 * The shared module's exports. It starts loading in a microtask, not at once: a page that
 * imports the package and then calls `setBasePath` in the same script is heard first.
 * @returns {Promise<import('../Host/wasm-module.js').WasmExports>}
 */
export function loadModule() {
  modulePromise ??= Promise.resolve()
    .then(() => Promise.all([instantiateModule(), loadFonts()]))
    .then(([wasm]) => wasm);
  return modulePromise;
}

/**
 * The shared module for an element: `start(wasm)` once it is made; where it cannot be (no
 * WebAssembly, a policy that refuses it, the module not found) one console warning a page,
 * and `failed()`.
 * @param {(wasm: import('../Host/wasm-module.js').WasmExports) => void} start
 * @param {() => void} failed
 */
export function moduleForElement(start, failed) {
  loadModule().then(start, (error) => {
    failed();
    if (!reported) console.warn(`DynamicMenus: the controls show as plain buttons: ${error.message}`);
    reported = true;
  });
}
