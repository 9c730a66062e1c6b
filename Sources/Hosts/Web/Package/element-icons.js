// Item icons given by URL (PNG, SVG, any image the browser reads): decoded by the browser once
// per URL for the whole page, drawn at 72 × 72 pixels (3 per point at the icons' 24 points),
// and given to each element's core, which keeps it by index.

/** URL → the promise of its PNG bytes. */
const decodedIcons = new Map();

/** The icon at `source` as PNG bytes (the core's bitmaps are PNG), decoded once per page. */
function decode(source) {
  if (!decodedIcons.has(source)) {
    decodedIcons.set(source, new Promise((resolve, reject) => {
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.onload = () => {
        const side = 72;
        const canvas = document.createElement('canvas');
        canvas.width = side;
        canvas.height = side;
        const context = canvas.getContext('2d');
        const ratio = Math.min(side / (image.naturalWidth || side), side / (image.naturalHeight || side));
        const w = (image.naturalWidth || side) * ratio;
        const h = (image.naturalHeight || side) * ratio;
        context.drawImage(image, (side - w) / 2, (side - h) / 2, w, h);
        try {
          canvas.toBlob((blob) => {
            if (!blob) return reject(new Error('it could not be read back'));
            blob.arrayBuffer().then((b) => resolve(new Uint8Array(b)), reject);
          }, 'image/png');
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

/** Pixels per point of the decoded icons. */
const SCALE = 3;

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
    decode(source).then((png) => {
      if (!element.handle) return;
      const wasm = element.wasm;
      const pointer = wasm.dm_alloc(png.length);
      new Uint8Array(wasm.memory.buffer, pointer, png.length).set(png);
      const n = wasm.dm_element_add_image(element.handle, pointer, png.length, SCALE);
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
