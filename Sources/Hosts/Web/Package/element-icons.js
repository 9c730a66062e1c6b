// Item icons given by URL (PNG, SVG, any image the browser reads): decoded by the browser once
// per URL for the whole page, drawn at 3 pixels per point of the icons' grid (72 × 72 pixels),
// and given to each element's core as those pixels (BitmapImage.Format.rgba), which it keeps
// by index and hands back to the canvas undecoded: no image is encoded or decoded again.

import { iconGridSide } from '../Generated/vocabulary.js';

/** Pixels per point of the decoded icons. */
const SCALE = 3;
/** The decoded icons' side in pixels. */
const SIDE = iconGridSide * SCALE;

/**
 * An icon's pixels: `width` × `height`, straight RGBA bytes.
 * @typedef {{ width: number, height: number, rgba: Uint8ClampedArray }} IconPixels
 */

/**
 * URL → the promise of its pixels.
 * @type {Map<string, Promise<IconPixels>>}
 */
const decodedIcons = new Map();

/**
 * The icon at `source` as pixels, fitted into the square and centred; decoded once per page.
 * @param {string} source
 * @returns {Promise<IconPixels>}
 */
function decode(source) {
  let known = decodedIcons.get(source);
  if (!known) {
    known = new Promise((resolve, reject) => {
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.onload = () => {
        const canvas = document.createElement('canvas');
        canvas.width = SIDE;
        canvas.height = SIDE;
        const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
        const ratio = Math.min(SIDE / (image.naturalWidth || SIDE), SIDE / (image.naturalHeight || SIDE));
        const w = (image.naturalWidth || SIDE) * ratio;
        const h = (image.naturalHeight || SIDE) * ratio;
        context.drawImage(image, (SIDE - w) / 2, (SIDE - h) / 2, w, h);
        try {
          resolve({ width: SIDE, height: SIDE, rgba: context.getImageData(0, 0, SIDE, SIDE).data });
        } catch (error) {
          reject(new Error(`it cannot be read (${/** @type {Error} */ (error)?.name}: a cross-origin image without CORS, or a page opened from disk)`));
        }
      };
      image.onerror = () => reject(new Error('it did not load or is not an image'));
      image.src = source;
    });
    decodedIcons.set(source, known);
  }
  return known;
}

/**
 * One element's icons, a controller the element owns while its control is live:
 * `index(source, …)` is the core's image index of the icon at `source`, or undefined while it
 * loads (then `loaded()` runs once it is in the core, or a warning says why it will not be).
 */
export class ElementIcons {
  /** @type {import('./element-core.js').ElementCore} */
  #core;
  /** @type {(message: string) => void} */
  #warn;
  /** @type {() => void} */
  #loaded;
  /** @type {boolean} */
  #stopped = false;
  /**
   * URL → the core's index, null while loading, -1 when it failed.
   * @type {Map<string, number | null>}
   */
  #indices = new Map();

  /**
   * @param {import('./element-core.js').ElementCore} core
   * @param {(message: string) => void} warn
   * @param {() => void} loaded
   */
  constructor(core, warn, loaded) {
    this.#core = core;
    this.#warn = warn;
    this.#loaded = loaded;
  }

  /** The control stopped: icons that arrive later go nowhere. */
  stop() {
    this.#stopped = true;
  }

  /**
   * The core's image index of the icon at `source` (item `item`, labelled `label`), or
   * undefined while it loads or when it failed.
   * @param {string} source
   * @param {number} item
   * @param {string} label
   * @returns {number | undefined}
   */
  index(source, item, label) {
    const known = this.#indices.get(source);
    if (known !== undefined) return known !== null && known >= 0 ? known : undefined;
    this.#indices.set(source, null);
    const say = (/** @type {string} */ why) => this.#warn(`item ${item} ("${label}"): icon="${source}": ${why}; shown without it`);
    decode(source).then(({ width, height, rgba }) => {
      if (this.#stopped) return;
      const { wasm, handle } = this.#core;
      const pointer = wasm.dm_alloc(rgba.length);
      new Uint8Array(wasm.memory.buffer, pointer, rgba.length).set(rgba);
      const n = wasm.dm_element_add_bitmap(handle, pointer, rgba.length, width, height, SCALE);
      wasm.dm_free(pointer);
      this.#indices.set(source, n);
      if (n < 0) say(this.#core.message(wasm.dm_element_message_length(handle)));
      else this.#loaded();
    }, (error) => {
      this.#indices.set(source, -1);
      say(error.message);
    });
    return undefined;
  }
}
