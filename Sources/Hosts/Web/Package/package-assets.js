// Where the package's WebAssembly module and fonts come from. The build's entry says what it
// carries (`configureAssets`): the ES module finds them beside itself; the inline builds
// carry them as bytes. A page whose bundler moved the module elsewhere says where they are,
// by `setBasePath(url)` or by a `data-dynamic-menus="URL"` attribute on any script element;
// `setBasePath` wins, then the attribute, then the build's own place.

import { decodeBase64, instantiate } from '../Host/wasm-module.js';

/** The module's and the fonts' file names inside a base path. */
const MODULE_FILE = 'dynamic-menus.wasm';
const FONT_FOLDER = 'fonts/';

/**
 * One font file the build carries: its CSS weight, its unicode-range, whether it is the
 * Latin Extended-A part, its file name, and its URL (a function: it may throw, in a bundle
 * with no `import.meta.url`) or its bytes as base64.
 * @typedef {{ weight: number, range: string, extended: boolean, file: string,
 *   url?: () => URL, base64?: string }} FontAsset
 */

/**
 * What the build's entry carries: `module`, a function giving the module's default URL (it
 * may throw: a bundle with no `import.meta.url`) or `{ base64 }`; `fonts`.
 * @typedef {{ module: (() => URL) | { base64: string }, fonts: FontAsset[] }} Assets
 */

/**
 * A font as the page loads it: the asset, a name for messages, and what FontFace takes (a
 * `url(…)`, or the bytes), or null when it cannot be found.
 * @typedef {FontAsset & { name: string, source: (() => string | ArrayBuffer) | null }} FontSource
 */

/** @type {Assets} */
let assets = { module: () => { throw new Error('no build configured the assets'); }, fonts: [] };
/** @type {string | null} */
let basePath = null;
let started = false;

/**
 * Called once by the build's entry, before the elements are defined.
 * @param {Assets} carried
 */
export function configureAssets(carried) {
  assets = carried;
}

const warn = (/** @type {string} */ message) => console.warn(`DynamicMenus: ${message}`);

/**
 * Says where `dynamic-menus.wasm` and `fonts/` are: the URL of the folder holding them
 * (resolved against the page's address; a trailing slash is added). Call it before the
 * first element connects; later calls, and a URL that does not parse, change nothing and
 * warn.
 * @param {string | URL} url
 */
export function setBasePath(url) {
  let resolved;
  try {
    const text = String(url);
    resolved = new URL(text.endsWith('/') ? text : `${text}/`, typeof document === 'object' ? document.baseURI : undefined);
  } catch {
    warn(`setBasePath(${JSON.stringify(String(url))}): not a URL; the assets stay where they were looked for`);
    return;
  }
  if (started) {
    warn(`setBasePath(${JSON.stringify(String(url))}) came after the module began loading; call it before the first element connects`);
    return;
  }
  basePath = resolved.href;
}

/**
 * The base path set by `setBasePath` or a script's `data-dynamic-menus`, else null (the
 * build's own place).
 * @returns {string | null}
 */
export function getBasePath() {
  if (basePath) return basePath;
  const script = typeof document === 'object' ? document.querySelector('script[data-dynamic-menus]') : null;
  const attribute = script?.getAttribute('data-dynamic-menus');
  if (!attribute) return null;
  try {
    return new URL(attribute.endsWith('/') ? attribute : `${attribute}/`, document.baseURI).href;
  } catch {
    warn(`data-dynamic-menus="${attribute}" is not a URL; the assets are looked for beside the script`);
    return null;
  }
}

/**
 * `file`'s URL in the base path, else from `fallback()` (the build's own); a failure names the fix.
 * @param {string} file
 * @param {(() => URL) | undefined} fallback
 * @returns {string}
 */
function locate(file, fallback) {
  const base = getBasePath();
  if (base) return new URL(file, base).href;
  try {
    if (!fallback) throw new Error('no URL');
    return fallback().href;
  } catch {
    throw new Error(`cannot tell where ${file} is (this bundle has no import.meta.url): call setBasePath() with the folder that holds dynamic-menus.wasm and fonts/, or import dynamic-menus/inline`);
  }
}

/**
 * Instantiates the package's module: its exports, with the failure's URL named.
 * @returns {Promise<import('../Host/wasm-module.js').WasmExports>}
 */
export function instantiateModule() {
  started = true;
  const module = assets.module;
  if (typeof module !== 'function') return instantiate(decodeBase64(module.base64), 'the inline module');
  let url;
  try {
    url = locate(MODULE_FILE, module);
  } catch (error) {
    return Promise.reject(error);
  }
  return instantiate(fetch(url), url);
}

/**
 * The fonts: `{ weight, range, extended, name, source() }`, `source()` what FontFace takes (a
 * `url(…)`, or the bytes, decoded when it is called), null when it cannot be found; `name`
 * what a message calls it.
 * @returns {FontSource[]}
 */
export function fontSources() {
  started = true;
  return assets.fonts.map((font) => {
    const { base64 } = font;
    if (base64) return { ...font, name: font.file, source: () => decodeBase64(base64).buffer };
    try {
      const url = locate(FONT_FOLDER + font.file, font.url);
      return { ...font, name: url, source: () => `url(${JSON.stringify(url)})` };
    } catch {
      return { ...font, name: font.file, source: null };
    }
  });
}
