// The size a live control's canvas draws at (live-control.js): the window's points from its
// first frame, and the device pixels per point the page shows it at.

import { maximumScale } from '../Generated/vocabulary.js';
import { header, pixelSize } from '../../../Renderers/Canvas/display-list-codes.js';

/**
 * The window's own size in points, from its first frame's header; the canvas is sized to it.
 * @param {import('./wasm-module.js').WasmExports} w
 * @param {number} handle
 * @param {HTMLCanvasElement} canvas
 * @returns {{ width: number, height: number }}
 */
export function firstFrameSize(w, handle, canvas) {
  const n = new Float64Array(w.memory.buffer, w.dm_host_numbers(handle), header.commands);
  const size = { width: n[header.width], height: n[header.height] };
  Object.assign(canvas.style, { width: `${size.width}px`, height: `${size.height}px` });
  return size;
}

/**
 * Device pixels per point (the page's zoom of the canvas, times devicePixelRatio, so a 3×
 * phone gets three pixels per CSS pixel; at most HostSettings.maximumScale) and the canvas's
 * pixels at that scale, as the core's DisplayList.pixelSize: each side rounded up, a hair
 * below an integer counting as it, at least 1.
 * @param {HTMLCanvasElement} canvas
 * @param {{ width: number, height: number }} size the window's, in points
 * @returns {{ scale: number, width: number, height: number }}
 */
export function canvasPixels(canvas, size) {
  const box = canvas.getBoundingClientRect();
  const shown = box.width > 0 ? box.width : size.width;
  const scale = Math.min(maximumScale, ((window.devicePixelRatio || 1) * shown) / size.width);
  const side = (/** @type {number} */ points) => Math.min(pixelSize.maximumSide,
    Math.max(1, Math.ceil(points * scale - pixelSize.roundingTolerance)));
  return { scale, width: side(size.width), height: side(size.height) };
}

/**
 * Gives `canvas` `width` × `height` pixels; returns whether it had another size (a resized
 * canvas is cleared).
 * @param {HTMLCanvasElement} canvas
 * @param {number} width
 * @param {number} height
 */
export function resizeCanvas(canvas, width, height) {
  if (canvas.width === width && canvas.height === height) return false;
  canvas.width = width;
  canvas.height = height;
  return true;
}
