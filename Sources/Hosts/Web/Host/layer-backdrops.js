// The backdrop blurs of a window's layers on the page (layer-tree.js): each an element of the
// root, just under its top-level layer's box, never inside a group a browser's blur cannot see
// out of (the core checks that it may be lifted so: CompositingPlan.backdropsStandAlone). The
// core composes its place, opacity and visibility from its layers (`placeBackdrop`,
// LayerOperationStream+Backdrops.swift); the page keeps no copy of their geometry. The blur
// is the element's `backdrop-filter`; the tint is its background, over the blur, so that it
// shows where a browser draws no backdrop filter (Firefox without WebRender, its
// screenshots). A fade by o should show o · (t·T + (1 − t)·blur) + (1 − o)·page; Chromium
// fades the element's background and its filtered backdrop each by o on their own
// (o·t·T + (1 − o·t)·(o·blur + (1 − o)·page)), so the filter ends in
// `opacity((1 − t) / (1 − o·t))`, which makes the two the same.
// The element is laid out in device pixels and scaled down to points: Chromium, drawing at
// more than one device pixel a CSS pixel, leaves the last 1.5 σ of a blur's right and bottom
// edges unblurred (the sharp page showing through), and at one device pixel a unit it does
// not; inside, the two draw the same pixels.

import { layerOperands } from '../Generated/layer-vocabulary.js';
import { alpha, colour } from '../../../Renderers/Canvas/display-list-values.js';
import { css, placed } from './layer-box.js';

/** @typedef {import('./layer-box.js').LayerBox} LayerBox */
/**
 * A blur as the core set it: its filter and tint (`backdrop`), its placement (`placeBackdrop`),
 * and the filter last written.
 * @typedef {{ sigma: number, saturation: number, tint: string, alpha: number, shown: string,
 *   matrix: number[], opacity: number, hidden: boolean, top: LayerBox | null }} BackdropLook
 */

/** Where the backdrop operations' operands lie (LayerOperationStream+Layout.swift). */
const { backdrop: B, placeBackdrop: P, matrix: MATRIX } = layerOperands;

/** The device pixels a CSS pixel: the blur's element is laid out in them. */
const deviceScale = () => globalThis.devicePixelRatio || 1;

/** The layers of a window that show a backdrop blur, and their blurs' elements. */
export class LayerBackdrops {
  /** Each layer that shows a blur, and its blur as the core set it.
   * @type {Map<LayerBox, BackdropLook>} */
  #looks = new Map();

  /** Each layer that shows a blur. */
  [Symbol.iterator]() { return this.#looks.keys(); }

  /**
   * Performs a backdrop operation on `layer` (its operands from `n[i]`); returns where the
   * next operation starts.
   * @param {LayerBox} layer
   * @param {Float64Array} n
   * @param {number} i
   */
  perform(layer, n, i) {
    if (n[i + B.shows] === 0) {
      this.remove(layer);
      return i + B.count;
    }
    layer.backdrop ??= placed('div');
    const look = this.#looks.get(layer) ?? {
      sigma: 0, saturation: 1, tint: '', alpha: 0, shown: '', matrix: [1, 0, 0, 1, 0, 0], opacity: 1, hidden: true, top: null,
    };
    look.sigma = n[i + B.sigma];
    look.saturation = n[i + B.saturation];
    look.alpha = alpha(n, i + B.tint);
    look.tint = look.alpha > 0 ? colour(n, i + B.tint) : '';
    this.#looks.set(layer, look);
    this.#apply(layer, look);
    return i + B.count;
  }

  /**
   * Performs a blur's placement (`placeBackdrop`) on `layer`, its top-level layer `top`;
   * returns where the next operation starts.
   * @param {LayerBox} layer
   * @param {Float64Array} n
   * @param {number} i
   * @param {LayerBox | null} top
   */
  place(layer, n, i, top) {
    const look = this.#looks.get(layer);
    if (look && layer.backdrop) {
      look.matrix = Array.from(n.subarray(i + P.matrix, i + P.matrix + MATRIX));
      look.opacity = n[i + P.opacity];
      look.hidden = n[i + P.hidden] === 1;
      look.top = top;
      const style = layer.backdrop.style;
      const scale = deviceScale();
      style.width = `${n[i + P.width] * scale}px`;
      style.height = `${n[i + P.height] * scale}px`;
      style.borderRadius = `${n[i + P.cornerRadius] * scale}px`;
      this.#apply(layer, look);
    }
    return i + P.count;
  }

  /**
   * A blur's styles at the matrix at `m[at]` (its box into the window) and `opacity` (its
   * layers'): a handed-over frame's, or now.
   * @param {LayerBox} layer
   * @param {ArrayLike<number>} m
   * @param {number} at
   * @param {number} opacity
   */
  keyframe(layer, m, at, opacity) {
    const look = /** @type {BackdropLook} */ (this.#looks.get(layer));
    const share = opacity < 1 && look.alpha < 1 ? (1 - look.alpha) / (1 - opacity * look.alpha) : 1;
    const scale = deviceScale();
    const filter = `blur(${look.sigma * scale}px) saturate(${look.saturation})`;
    const down = 1 / scale;
    return {
      transform: css([m[at] * down, m[at + 1] * down, m[at + 2] * down, m[at + 3] * down, m[at + 4], m[at + 5]]),
      backdropFilter: share < 1 ? `${filter} opacity(${share})` : filter,
      opacity: String(opacity),
    };
  }

  /**
   * Writes `layer`'s blur as the core last set it.
   * @param {LayerBox} layer
   * @param {BackdropLook} look
   */
  #apply(layer, look) {
    const style = /** @type {HTMLDivElement} */ (layer.backdrop).style;
    const shown = this.keyframe(layer, look.matrix, 0, look.opacity);
    style.transform = shown.transform;
    if (look.shown !== shown.backdropFilter) {
      look.shown = shown.backdropFilter;
      style.setProperty('backdrop-filter', shown.backdropFilter);
    }
    style.backgroundColor = look.tint;
    style.opacity = shown.opacity;
  }

  /**
   * `layer` shows no blur any more (or left the page).
   * @param {LayerBox} layer
   */
  remove(layer) {
    layer.backdrop?.remove();
    layer.backdrop = null;
    this.#looks.delete(layer);
  }

  /** Forgets every blur (their elements went with the tree). */
  clear() { this.#looks.clear(); }

  /**
   * Puts each blur just under its top-level layer's box in `root`; hides one whose layers
   * hide it or that left the tree (a layer that left is kept, detached: CompositingPlan).
   * @param {HTMLElement} root
   */
  arrange(root) {
    for (const [layer, look] of this.#looks) {
      const backdrop = /** @type {HTMLDivElement} */ (layer.backdrop);
      backdrop.style.display = look.hidden || !layer.box.isConnected ? 'none' : '';
      const top = look.top?.box;
      if (top?.parentNode === root && backdrop.nextSibling !== top) root.insertBefore(backdrop, top);
    }
  }
}
