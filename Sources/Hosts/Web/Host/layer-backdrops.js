// The backdrop blurs of a window's layers on the page (layer-tree.js): each an element of the
// root, just under its top-level layer's box, never inside a group a browser's blur cannot see
// out of (the core checks that it may be lifted so: CompositingPlan.backdropsStandAlone). Its
// place is its layers' matrices composed; its opacity is theirs. The blur is the element's
// `backdrop-filter`; the tint is its background, over the blur, so that it shows where a
// browser draws no backdrop filter (Firefox without WebRender, its screenshots). A fade by o
// should show o · (t·T + (1 − t)·blur) + (1 − o)·page; Chromium fades the element's background
// and its filtered backdrop each by o on their own (o·t·T + (1 − o·t)·(o·blur + (1 − o)·page)),
// so the filter ends in `opacity((1 − t) / (1 − o·t))`, which makes the two the same.
// The element is laid out in device pixels and scaled down to points: Chromium, drawing at
// more than one device pixel a CSS pixel, leaves the last 1.5 σ of a blur's right and bottom
// edges unblurred (the sharp page showing through), and at one device pixel a unit it does
// not; inside, the two draw the same pixels.

import { layerOperands } from '../Generated/vocabulary.js';
import { alpha, colour } from '../../../Renderers/Canvas/display-list-values.js';
import { css, placed, times } from './layer-box.js';

/** @typedef {import('./layer-box.js').LayerBox} LayerBox */
/** @typedef {{ sigma: number, saturation: number, tint: string, alpha: number, shown: string }} BackdropLook */

/** Where a backdrop operation's operands lie (LayerOperationStream+Layout.swift). */
const B = layerOperands.backdrop;

/** The device pixels a CSS pixel: the blur's element is laid out in them. */
const deviceScale = () => globalThis.devicePixelRatio || 1;

/** The layers of a window that show a backdrop blur, and their blurs' elements. */
export class LayerBackdrops {
  /** Each layer that shows a blur, and its blur's filter and tint as the core set them.
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
    const look = this.#looks.get(layer) ?? { sigma: 0, saturation: 1, tint: '', alpha: 0, shown: '' };
    look.sigma = n[i + B.sigma];
    look.saturation = n[i + B.saturation];
    look.alpha = alpha(n, i + B.tint);
    look.tint = look.alpha > 0 ? colour(n, i + B.tint) : '';
    this.#looks.set(layer, look);
    return i + B.count;
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
   * Where a layer's blur shows, as its layers place and fade it: the matrix into the root (of
   * the element in device pixels, `scale` a point), whether a layer hides it, its top-level layer, and the
   * styles that fade it (its opacity, and its filter with the blur's share). Each layer's
   * matrix and opacity are `matrixOf`'s and `opacityOf`'s (a handed-over frame's, or now).
   * @param {LayerBox} layer
   * @param {(layer: LayerBox) => number[]} matrixOf
   * @param {(layer: LayerBox) => number} opacityOf
   */
  placement(layer, matrixOf, opacityOf) {
    let matrix = matrixOf(layer);
    let opacity = opacityOf(layer);
    let hidden = layer.hidden;
    let top = layer;
    for (let up = layer.parent; up; up = up.parent) {
      matrix = times(matrixOf(up), times(up.sublayerMatrix, matrix));
      opacity *= opacityOf(up);
      hidden ||= up.hidden;
      top = up;
    }
    const look = /** @type {BackdropLook} */ (this.#looks.get(layer));
    const share = opacity < 1 && look.alpha < 1 ? (1 - look.alpha) / (1 - opacity * look.alpha) : 1;
    const scale = deviceScale();
    const filter = `blur(${look.sigma * scale}px) saturate(${look.saturation})`;
    const backdropFilter = share < 1 ? `${filter} opacity(${share})` : filter;
    matrix = times(matrix, [1 / scale, 0, 0, 1 / scale, 0, 0]);
    return { matrix, hidden, top, scale, style: { backdropFilter, opacity: String(opacity) } };
  }

  /**
   * Places each blur under its top-level layer in `root`, as its layers place and fade it now.
   * @param {HTMLElement} root
   */
  place(root) {
    for (const [layer, look] of this.#looks) {
      const backdrop = /** @type {HTMLDivElement} */ (layer.backdrop);
      const { matrix, hidden, top, scale, style: faded } = this.placement(layer, (up) => up.matrix, (up) => up.opacity);
      const style = backdrop.style;
      style.transform = css(matrix);
      style.width = `${layer.size[0] * scale}px`;
      style.height = `${layer.size[1] * scale}px`;
      style.borderRadius = `${layer.cornerRadius * scale}px`;
      // A layer that left the tree is kept, detached (CompositingPlan): its blur hides too.
      style.display = hidden || !layer.box.isConnected ? 'none' : '';
      if (look.shown !== faded.backdropFilter) {
        look.shown = faded.backdropFilter;
        style.setProperty('backdrop-filter', faded.backdropFilter);
      }
      style.backgroundColor = look.tint;
      style.opacity = faded.opacity;
      if (top.box.parentNode === root && backdrop.nextSibling !== top.box) root.insertBefore(backdrop, top.box);
    }
  }
}
