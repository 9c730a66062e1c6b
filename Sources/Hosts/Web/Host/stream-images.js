// The images of a live control's bitmaps (live-control.js): made once each as the core's stream
// meets them (it keeps them by index, so no frame sends an image's bytes again). Pixels are
// ready at once; a PNG once the browser decoded it (or could not: drawn as the placeholder).

import { streamBitmap } from '../../../Renderers/Canvas/bitmap-images.js';

/** The images made of one host's bitmaps, in the renderer's cache. */
export class StreamImages {
  /** How many of the stream's bitmaps the page has asked for images of. */
  #requested = 0;

  /**
   * Makes images of the bitmaps the stream met since the last call, into `cache.images`;
   * `arrived()` runs when one decoded later (`name`: the control's, for a warning).
   * @param {import('./wasm-module.js').WasmExports} w
   * @param {number} handle
   * @param {import('../../../Renderers/Canvas/canvas-renderer.js').RendererCache} cache
   * @param {string} name
   * @param {() => void} arrived
   */
  load(w, handle, cache, name, arrived) {
    const images = cache.images ?? (cache.images = new Map());
    const count = w.dm_host_image_count(handle);
    for (let index = this.#requested; index < count; index++) {
      const made = streamBitmap(w, handle, index);
      if (!(made instanceof Promise)) {
        images.set(index, made);
        continue;
      }
      const ready = (/** @type {ImageBitmap | null} */ image) => {
        images.set(index, image);
        arrived();
      };
      made.then(ready, (error) => {
        console.warn(`DynamicMenus: the ${name} control's image ${index} could not be decoded: ${error.message}`);
        ready(null);
      });
    }
    this.#requested = count;
  }
}
