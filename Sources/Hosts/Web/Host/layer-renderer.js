// A live control's layers renderer (live-control.js `useLayers`): the root its layers show in,
// under the control's canvas, and the frame's layer operations performed on it
// (layer-tree.js). A window the page's elements cannot show falls back to the canvas, with
// one console note a page for each control and reason.

import { layerFallbacks } from '../Generated/vocabulary.js';
import { LayerTree } from './layer-tree.js';

/** @typedef {import('./wasm-module.js').WasmExports} WasmExports */

/** The fallbacks the console was told of, by control and reason: a page hears each once. */
const toldFallbacks = new Set();

/** Whether the page blurs what lies behind an element (CSS `backdrop-filter`). */
export const backdropFilter = () => typeof CSS !== 'undefined' && CSS.supports?.('backdrop-filter', 'blur(1px)') === true;

/** The layers of one control's window, shown as the page's elements beside its canvas. */
export class LayerRenderer {
  /**
   * @param {HTMLCanvasElement} canvas the control's canvas: the layers show under it
   * @param {import('../../../Renderers/Canvas/canvas-renderer.js').RendererCache} cache
   * @param {(layer: number) => void} lost a layer's canvas lost its pixels
   */
  constructor(canvas, cache, lost) {
    this.canvas = canvas;
    // Under the canvas, which stays on top (empty, it shows them) for input and its focus
    // ring, and first in the shadow root (what a page finds of it).
    const root = document.createElement('div');
    root.className = 'layers';
    root.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;overflow:hidden;pointer-events:none';
    canvas.after(root);
    Object.assign(canvas.style, { position: 'relative', zIndex: '1' });
    this.tree = new LayerTree(root, cache, lost);
  }

  /**
   * Performs the last frame's layer operations (its stores' lists in the host's stream);
   * returns the rows drawn into the layers' canvases.
   * @param {WasmExports} w
   * @param {number} handle
   * @param {boolean} atRest
   * @returns {number}
   */
  perform(w, handle, atRest) {
    const operations = new Float64Array(w.memory.buffer, w.dm_host_layer_operations(handle), w.dm_host_layer_operation_count(handle));
    const lists = new Float64Array(w.memory.buffer, w.dm_host_numbers(handle), w.dm_host_number_count(handle));
    const text = new Uint8Array(w.memory.buffer, w.dm_host_text(handle), w.dm_host_text_length(handle));
    const rows = this.tree.perform(operations, lists, text);
    this.tree.settle(atRest);
    return rows;
  }

  /**
   * Says once why the host fell back to the canvas (`name`: the control's).
   * @param {WasmExports} w
   * @param {number} handle
   * @param {string} name
   */
  noteFallback(w, handle, name) {
    const note = `DynamicMenus: the ${name} control draws on its canvas: ${layerFallbacks[w.dm_host_layer_fallback(handle)]}.`;
    if (!toldFallbacks.has(note)) console.info(note);
    toldFallbacks.add(note);
  }

  /** Takes the layers' elements off the page; the canvas shows the control again. */
  remove() {
    this.tree.clear();
    this.tree.root.remove();
    Object.assign(this.canvas.style, { position: '', zIndex: '' });
  }
}
