// The core's bitmaps (DisplayListStream.images) as images the canvas draws. A PNG file is
// decoded by the browser, once, off the frame; pixels a host decoded already (the elements'
// icons, BitmapImage.Format.rgba) go onto a canvas of their own at once, decoded by nothing.

import { bitmapFormats } from './display-list-codes.js';

/**
 * An image the canvas draws (pixels on a canvas of their own), or the promise of one.
 * @typedef {HTMLCanvasElement | OffscreenCanvas | Promise<ImageBitmap>} BitmapSource
 */

/**
 * Bitmap `index` of the host `handle`'s stream, read out of the module's memory: an image
 * source the canvas draws now (pixels), or the promise of one (a PNG; rejected when the
 * browser cannot decode it).
 * @param {import('../../Hosts/Web/Host/wasm-module.js').WasmExports} wasm
 * @param {number} handle
 * @param {number} index
 * @returns {BitmapSource}
 */
export function streamBitmap(wasm, handle, index) {
  const bytes = new Uint8Array(wasm.memory.buffer, wasm.dm_host_image_bytes(handle, index),
    wasm.dm_host_image_length(handle, index)).slice();
  return bitmapSource(bitmapFormats[wasm.dm_host_image_format(handle, index)],
    wasm.dm_host_image_width(handle, index), wasm.dm_host_image_height(handle, index), bytes);
}

/**
 * The bitmap whose `bytes` (the caller's own copy) hold `width` × `height` pixels in `format`
 * (a name of the vocabulary's `bitmapFormats`): for `rgba`, a canvas showing them; for `png`,
 * the promise of the decoded ImageBitmap.
 * @param {string} format
 * @param {number} width pixels
 * @param {number} height pixels
 * @param {Uint8Array} bytes
 * @returns {BitmapSource}
 */
export function bitmapSource(format, width, height, bytes) {
  if (format !== 'rgba') return createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = typeof OffscreenCanvas === 'function'
    ? new OffscreenCanvas(width, height)
    : Object.assign(document.createElement('canvas'), { width, height });
  const pixels = new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length);
  /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).putImageData(new ImageData(pixels, width, height), 0, 0);
  return canvas;
}
