// Where the package's WebAssembly modules and fonts come from. Each of the build's entries says
// what it carries for the elements it defines (`configureAssets`): the main entry one module
// for the five, each element's entry (`dynamic-menus/dial-menu`) a module of its own; the ES
// modules find theirs beside themselves, the inline builds carry them as bytes. A page whose
// bundler moved them elsewhere says where they are, by `setBasePath(url)` or by a
// `data-dynamic-menus="URL"` attribute on any script element; `setBasePath` wins, then the
// attribute, then the build's own place.

import { decodeBase64, instantiate } from '../Host/wasm-module.js';

/** The fonts' folder inside a base path. */
const FONT_FOLDER = 'fonts/';

/**
 * One font file the build carries: its CSS weight, its unicode-range, whether it is the
 * Latin Extended-A part, its file name, and its URL (a function: it may throw, in a bundle
 * with no `import.meta.url`) or its bytes as base64.
 * @typedef {{ weight: number, range: string, extended: boolean, file: string,
 *   url?: () => URL, base64?: string }} FontAsset
 */

/**
 * A module the build carries: its file name, and its URL (a function, as a font's) or its
 * bytes as base64.
 * @typedef {{ file: string, url?: () => URL, base64?: string }} ModuleAsset
 */

/**
 * What an entry carries for the elements it defines: their module, the fonts, and the CSS
 * weights it loads besides those its elements draw in (the main entry: all three, as pages
 * built on it set their own text in DejaVu Sans, bold too; an element's entry: none).
 * @typedef {{ module: ModuleAsset, fonts: FontAsset[], pageWeights?: number[] }} Assets
 */

/**
 * A font as the page loads it: the asset, a name for messages, and what FontFace takes (a
 * `url(…)`, or the bytes), or null when it cannot be found.
 * @typedef {FontAsset & { name: string, source: (() => string | ArrayBuffer) | null }} FontSource
 */

/**
 * Each element kind's assets, as the first entry that defined it configured them.
 * @type {Map<string, Assets>}
 */
const byKind = new Map();
/** @type {string | null} */
let basePath = null;
let started = false;

/**
 * Called once by each of the build's entries, before it defines its elements: what it
 * carries for `kinds`. A kind another entry configured first keeps that entry's assets.
 * @param {string[]} kinds
 * @param {Assets} carried
 */
export function configureAssets(kinds, carried) {
  for (const kind of kinds) if (!byKind.has(kind)) byKind.set(kind, carried);
}

/**
 * The assets of element kind `kind` (`dial-menu`), or null when no entry configured it.
 * @param {string} kind
 * @returns {Assets | null}
 */
export function assetsOf(kind) {
  return byKind.get(kind) ?? null;
}

/** Every configured kind's assets, each once. */
export function allAssets() {
  return [...new Set(byKind.values())];
}

const warn = (/** @type {string} */ message) => console.warn(`DynamicMenus: ${message}`);

/**
 * Says where the modules (`dynamic-menus.wasm`, `dial-menu.wasm`, …) and `fonts/` are: the URL of the folder holding them
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
    throw new Error(`cannot tell where ${file} is (this bundle has no import.meta.url): call setBasePath() with the folder that holds ${file} and fonts/, or import the entry's inline build (dynamic-menus/inline, dynamic-menus/dial-menu/inline, …)`);
  }
}

/**
 * Instantiates `module`: its exports, with the failure's URL named.
 * @param {ModuleAsset} module
 * @returns {Promise<import('../Host/wasm-module.js').WasmExports>}
 */
export function instantiateModule(module) {
  started = true;
  if (module.base64) return instantiate(decodeBase64(module.base64), `the inline ${module.file}`);
  let url;
  try {
    url = locate(module.file, module.url);
  } catch (error) {
    return Promise.reject(error);
  }
  return instantiate(fetch(url), url);
}

/**
 * `fonts` as the page loads them: `{ weight, range, extended, name, source() }`, `source()`
 * what FontFace takes (a `url(…)`, or the bytes, decoded when it is called), null when it
 * cannot be found; `name` what a message calls it.
 * @param {FontAsset[]} fonts
 * @returns {FontSource[]}
 */
export function fontSources(fonts) {
  started = true;
  return fonts.map((font) => {
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
