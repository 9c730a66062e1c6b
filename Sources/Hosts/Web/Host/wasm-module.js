// A DynamicMenus WebAssembly module on a page: instantiating it with the two functions it
// imports (text measured by the canvas, and its console), and the strings that cross into
// its memory. Nothing here runs when the file is imported: a page without a DOM (a server
// renderer, a worker) can import it.

import { font } from '../../../Renderers/Canvas/display-list-values.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A DynamicMenus module's exports: its memory, and functions of numbers (pointers, handles,
 * codes, lengths, coordinates) returning a number (Sources/Hosts/Web/Canvas/HostExports.swift
 * and the files beside it document each).
 * @typedef {{ memory: WebAssembly.Memory, _initialize: () => void }
 *   & { [name: `dm_${string}`]: (...values: number[]) => number }} WasmExports
 */

/**
 * Instantiates a module from `source`: its bytes, or a promise of a `fetch` response
 * (streamed where the server says `application/wasm`; `url` names it in messages). Resolves
 * to its exports, `_initialize` run.
 * @param {BufferSource | Promise<Response>} source
 * @param {string} [url]
 * @returns {Promise<WasmExports>}
 */
export function instantiate(source, url = 'the module') {
  if (typeof WebAssembly !== 'object') {
    return Promise.reject(new Error('this browser has no WebAssembly'));
  }
  /** @type {WasmExports | null} */
  let exports = null;
  const measuring = document.createElement('canvas').getContext('2d');
  /** The `n` UTF-8 bytes at `p` in the module's memory. */
  const text = (/** @type {number} */ p, /** @type {number} */ n) =>
    decoder.decode(new Uint8Array(/** @type {WasmExports} */ (exports).memory.buffer, p, n));
  const env = {
    /**
     * A text's width in CSS pixels as the canvas draws it; -1 where nothing can measure.
     * @param {number} family
     * @param {number} familyLength
     * @param {number} size
     * @param {number} weight
     * @param {number} string
     * @param {number} length
     */
    dm_text_width(family, familyLength, size, weight, string, length) {
      if (!measuring) return -1;
      measuring.font = font(weight, size, text(family, familyLength));
      return measuring.measureText(text(string, length)).width;
    },
    /**
     * A line for the console.
     * @param {number} pointer
     * @param {number} length
     */
    dm_log(pointer, length) {
      console.log(`[DynamicMenus] ${text(pointer, length)}`);
    },
  };
  const imports = { env };
  const made = source instanceof Promise
    ? source.then((response) => {
      if (!response.ok) throw new Error(`${url} did not load (HTTP ${response.status})`);
      const type = response.headers.get('Content-Type') ?? '';
      return /** @type {unknown} */ (WebAssembly.instantiateStreaming) && type.startsWith('application/wasm')
        ? WebAssembly.instantiateStreaming(response, imports)
        : response.arrayBuffer().then((bytes) => WebAssembly.instantiate(bytes, imports));
    }, (error) => { throw new Error(`${url} did not load (${error.message})`); })
    : WebAssembly.instantiate(source, imports);
  return made.then(({ instance }) => {
    const made = /** @type {WasmExports} */ (/** @type {unknown} */ (instance.exports));
    exports = made;
    made._initialize();
    return made;
  }, (error) => {
    // A policy that forbids compiling WebAssembly: say which directive allows it.
    if (error instanceof WebAssembly.CompileError && /Content Security Policy|unsafe-eval/i.test(error.message)) {
      throw new Error(`the page's Content-Security-Policy refuses WebAssembly (script-src needs 'wasm-unsafe-eval'): ${error.message}`);
    }
    throw error;
  });
}

/**
 * The bytes of base64 `text`.
 * @param {string} text
 * @returns {Uint8Array}
 */
export function decodeBase64(text) {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * Writes `text` into the module's memory, in NFC: [pointer, length]; free with dm_free.
 * Every string the module gets comes through here, so it is NFC: the package's module
 * compares strings without Unicode's normalization tables
 * (Sources/Hosts/Web/Normalization/normalization.c).
 */
/**
 * @param {WasmExports} wasm
 * @param {unknown} text
 * @returns {[number, number]}
 */
export function put(wasm, text) {
  const utf8 = encoder.encode(String(text).normalize('NFC'));
  const pointer = wasm.dm_alloc(utf8.length);
  new Uint8Array(wasm.memory.buffer, pointer, utf8.length).set(utf8);
  return [pointer, utf8.length];
}

/**
 * Calls `body(pointer, length)` with `text` in the module's memory, then frees it.
 * @template T
 * @param {WasmExports} wasm
 * @param {unknown} text
 * @param {(pointer: number, length: number) => T} body
 * @returns {T}
 */
export function withString(wasm, text, body) {
  const [pointer, length] = put(wasm, text);
  try {
    return body(pointer, length);
  } finally {
    wasm.dm_free(pointer);
  }
}

/**
 * The `length` UTF-8 bytes at `pointer` in the module's memory, as a string.
 * @param {WasmExports} wasm
 * @param {number} pointer
 * @param {number} length
 * @returns {string}
 */
export function readString(wasm, pointer, length) {
  return decoder.decode(new Uint8Array(wasm.memory.buffer, pointer, length));
}
