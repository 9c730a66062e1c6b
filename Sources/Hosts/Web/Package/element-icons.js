// Item icons given by URL (PNG, SVG, any image the browser reads): decoded by the browser once
// per URL for the whole page, drawn at 72 × 72 pixels (3 per point at the icons' 24 points),
// and given to each element's core as those pixels (BitmapImage.Format.rgba), which it keeps
// by index and hands back to the canvas undecoded: no image is encoded or decoded again.

/** Pixels per point of the decoded icons. */
const SCALE = 3;
/** The decoded icons' side in pixels. */
const SIDE = 24 * SCALE;

/** URL → the promise of its pixels, `{ width, height, rgba }` (straight RGBA bytes). */
const decodedIcons = new Map();

/** The icon at `source` as pixels, fitted into the square and centred; decoded once per page. */
function decode(source) {
  if (!decodedIcons.has(source)) {
    decodedIcons.set(source, new Promise((resolve, reject) => {
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.onload = () => {
        const canvas = document.createElement('canvas');
        canvas.width = SIDE;
        canvas.height = SIDE;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        const ratio = Math.min(SIDE / (image.naturalWidth || SIDE), SIDE / (image.naturalHeight || SIDE));
        const w = (image.naturalWidth || SIDE) * ratio;
        const h = (image.naturalHeight || SIDE) * ratio;
        context.drawImage(image, (SIDE - w) / 2, (SIDE - h) / 2, w, h);
        try {
          resolve({ width: SIDE, height: SIDE, rgba: context.getImageData(0, 0, SIDE, SIDE).data });
        } catch (error) {
          reject(new Error(`it cannot be read (${error.name}: a cross-origin image without CORS, or a page opened from disk)`));
        }
      };
      image.onerror = () => reject(new Error('it did not load or is not an image'));
      image.src = source;
    }));
  }
  return decodedIcons.get(source);
}

/**
 * One element's icons: `index(source, …)` is the core's image index of the icon at `source`,
 * or undefined while it loads (then `loaded()` runs once it is in the core, or a warning says
 * why it will not be).
 */
export class ElementIcons {
  constructor(element, loaded) {
    this.element = element;
    this.loaded = loaded;
    /** URL → the core's index, null while loading, -1 when it failed. */
    this.indices = new Map();
  }

  index(source, item, label) {
    const known = this.indices.get(source);
    if (known !== undefined) return known >= 0 ? known : undefined;
    this.indices.set(source, null);
    const element = this.element;
    const say = (why) => element.warn(`item ${item} ("${label}"): icon="${source}": ${why}; shown without it`);
    decode(source).then(({ width, height, rgba }) => {
      if (!element.handle) return;
      const wasm = element.wasm;
      const pointer = wasm.dm_alloc(rgba.length);
      new Uint8Array(wasm.memory.buffer, pointer, rgba.length).set(rgba);
      const n = wasm.dm_element_add_bitmap(element.handle, pointer, rgba.length, width, height, SCALE);
      wasm.dm_free(pointer);
      this.indices.set(source, n);
      if (n < 0) say(element.message(wasm.dm_element_message_length(element.handle)));
      else this.loaded();
    }, (error) => {
      this.indices.set(source, -1);
      say(error.message);
    });
    return undefined;
  }
}
