// A layer's stores on the page (layer-tree.js): its contents and a shadow cast from a path,
// each a canvas of its own, drawn from its display list at the device scale.

import { drawDisplayList } from '../../../Renderers/Canvas/canvas-renderer.js';
import { placed } from './layer-box.js';

/** @typedef {import('../../../Renderers/Canvas/canvas-renderer.js').RendererCache} RendererCache */

/**
 * A store's canvas (contents or shadow) for the layer, made when first needed.
 * @param {HTMLCanvasElement | null} canvas
 * @param {HTMLElement} parent
 * @param {Node | null} before
 * @param {() => void} lost
 */
export function storeCanvas(canvas, parent, before, lost) {
  if (canvas) return canvas;
  const made = placed('canvas');
  made.addEventListener('contextrestored', lost);
  parent.insertBefore(made, before);
  return made;
}

/**
 * Places a store's canvas at its frame (dataset x, y: the layer's space) in its layer's box.
 * @param {HTMLCanvasElement} canvas
 * @param {number[]} origin the layer's bounds' origin
 */
export function place(canvas, origin) {
  canvas.style.transform = `translate(${Number(canvas.dataset.x) - origin[0]}px,${Number(canvas.dataset.y) - origin[1]}px)`;
}

/**
 * Draws a store's list on its canvas and sizes it (the operands at n[i]: start, end, frame
 * x y w h, scale, pixel width and height); a start of −1 empties it. Returns the rows drawn.
 * @param {HTMLCanvasElement} canvas
 * @param {Float64Array} n
 * @param {number} i
 * @param {Float64Array} lists
 * @param {Uint8Array} text
 * @param {RendererCache} cache
 */
export function drawStore(canvas, n, i, lists, text, cache) {
  const [start, end, , , w, h, scale, pw, ph] = n.subarray(i, i + 9);
  if (start < 0) {
    canvas.width = canvas.height = 0;
    canvas.hidden = true;
    return 0;
  }
  canvas.hidden = false;
  // A store whose ink grows and shrinks as it animates (an arc drawn longer each frame) keeps
  // its canvas, larger than it needs, rather than a new one each frame: the list is drawn at
  // the canvas's corner and clears the rest. A new scale makes it anew.
  const rescaled = canvas.dataset.scale !== String(scale);
  if (rescaled || canvas.width < pw || canvas.height < ph) {
    canvas.width = rescaled ? pw : Math.max(canvas.width, pw);
    canvas.height = rescaled ? ph : Math.max(canvas.height, ph);
    canvas.dataset.scale = String(scale);
  }
  canvas.style.width = `${(w * canvas.width) / pw}px`;
  canvas.style.height = `${(h * canvas.height) / ph}px`;
  const context = canvas.getContext('2d');
  if (context) drawDisplayList(context, lists.subarray(start, end), text, scale, cache, null);
  return ph;
}
