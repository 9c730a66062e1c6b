// The backdrop blurs of a window's layers on the page (layer-tree.js): each an element of the
// root, just under its top-level layer's box, never inside a group a browser's blur cannot see
// out of (the core checks that it may be lifted so: CompositingPlan.backdropsStandAlone). Its
// place is its layers' matrices composed; its opacity is theirs, inside its filter.

import { colour } from '../../../Renderers/Canvas/display-list-values.js';
import { css, placed, times } from './layer-box.js';

/** @typedef {import('./layer-box.js').LayerBox} LayerBox */

/** The layers of a window that show a backdrop blur, and their blurs' elements. */
export class LayerBackdrops {
  /** @type {Set<LayerBox>} */
  #layers = new Set();

  /** Each layer that shows a blur. */
  [Symbol.iterator]() { return this.#layers.values(); }

  /**
   * Performs a backdrop operation on `layer` (its operands from `n[i]`); returns where the
   * next operation starts.
   * @param {LayerBox} layer
   * @param {Float64Array} n
   * @param {number} i
   */
  perform(layer, n, i) {
    if (n[i] === 0) {
      this.remove(layer);
      return i + 7;
    }
    const backdrop = layer.backdrop ?? placed('div');
    layer.backdrop = backdrop;
    this.#layers.add(layer);
    // Blurred, saturated, then the tint over it: a grey tint t·T + (1 − t)·c is a contrast
    // and a brightness, exact inside the filter, so the layers' opacity fades all of it.
    const [r, g, b, t] = [n[i + 3], n[i + 4], n[i + 5], n[i + 6]];
    const grey = r === g && g === b;
    const brightness = 2 * t * r + 1 - t;
    const tint = t > 0 && grey ? ` contrast(${(1 - t) / brightness}) brightness(${brightness})` : '';
    backdrop.dataset.filter = `blur(${n[i + 1]}px) saturate(${n[i + 2]})${tint}`;
    backdrop.dataset.tint = t > 0 && !grey ? colour(n, i + 3) : '';
    return i + 7;
  }

  /**
   * `layer` shows no blur any more (or left the page).
   * @param {LayerBox} layer
   */
  remove(layer) {
    layer.backdrop?.remove();
    layer.backdrop = null;
    this.#layers.delete(layer);
  }

  /** Forgets every blur (their elements went with the tree). */
  clear() { this.#layers.clear(); }

  /**
   * Where a layer's blur shows, as its layers place and fade it: the matrix into the root,
   * whether a layer hides it, its top-level layer, and the styles that fade it (the filter; a
   * tint that is not grey lies over the blur, faded alike: not exact between). Each layer's
   * matrix and opacity are `matrixOf`'s and `opacityOf`'s (a handed-over frame's, or now).
   * @param {LayerBox} layer
   * @param {(layer: LayerBox) => number[]} matrixOf
   * @param {(layer: LayerBox) => number} opacityOf
   */
  placement(layer, matrixOf, opacityOf) {
    const data = /** @type {HTMLDivElement} */ (layer.backdrop).dataset;
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
    const style = { backdropFilter: `${data.filter} opacity(${opacity})`, opacity: data.tint ? String(opacity) : '' };
    return { matrix, hidden, top, style };
  }

  /**
   * Places each blur under its top-level layer in `root`, as its layers place and fade it now.
   * @param {HTMLElement} root
   */
  place(root) {
    for (const layer of this.#layers) {
      const backdrop = /** @type {HTMLDivElement} */ (layer.backdrop);
      const { matrix, hidden, top, style: faded } = this.placement(layer, (up) => up.matrix, (up) => up.opacity);
      const style = backdrop.style;
      style.transform = css(matrix);
      style.width = layer.box.style.width;
      style.height = layer.box.style.height;
      style.borderRadius = layer.clip.style.borderRadius;
      // A layer that left the tree is kept, detached (CompositingPlan): its blur hides too.
      style.display = hidden || !layer.box.isConnected ? 'none' : '';
      if (backdrop.dataset.shown !== faded.backdropFilter) {
        backdrop.dataset.shown = faded.backdropFilter;
        style.setProperty('backdrop-filter', faded.backdropFilter);
      }
      style.backgroundColor = backdrop.dataset.tint ?? '';
      style.opacity = faded.opacity;
      if (top.box.parentNode === root && backdrop.nextSibling !== top.box) root.insertBefore(backdrop, top.box);
    }
  }
}
