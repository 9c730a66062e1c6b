// A live control's layers renderer (live-control.js `useLayers`): the root its layers show in,
// under the control's canvas, and the frame's layer operations performed on it
// (layer-tree.js). A window the page's elements cannot show falls back to the canvas, with
// one console note a page for each control and reason. While the window only coasts, its
// motion is handed to the compositor whole (layer-handover.js).

import { layerFallbacks } from '../Generated/layer-vocabulary.js';
import { L, LayerHandover, firstStop, webAnimations } from './layer-handover.js';
import { LayerTree } from './layer-tree.js';
import { ownedByControl } from './page-settings.js';

/** @typedef {import('./wasm-module.js').WasmExports} WasmExports */

/** The fallbacks the console was told of, by control and reason: a page hears each once. */
const toldFallbacks = new Set();

/**
 * Says `text` on the console once a page.
 * @param {string} text
 */
function note(text) {
  if (!toldFallbacks.has(text)) console.info(text);
  toldFallbacks.add(text);
}

/** Whether the page blurs what lies behind an element (CSS `backdrop-filter`). */
export const backdropFilter = () => typeof CSS !== 'undefined' && CSS.supports?.('backdrop-filter', 'blur(1px)') === true;

/** The layers of one control's window, shown as the page's elements beside its canvas. */
export class LayerRenderer {
  /**
   * The stretch the compositor runs, or ran until the last frame replaces it.
   * @type {LayerHandover | null}
   */
  #handover = null;

  /**
   * @param {HTMLCanvasElement} canvas the control's canvas: the layers show under it
   * @param {import('../../../Renderers/Canvas/canvas-renderer.js').RendererCache} cache
   * @param {(layer: number) => void} lost a layer's canvas lost its pixels
   * @param {string} name the control's, in a console note
   */
  constructor(canvas, cache, lost, name) {
    this.canvas = canvas;
    if (!webAnimations()) note(`DynamicMenus: the ${name} control's layers move frame by frame: this browser has no Web Animations.`);
    // Under the canvas, which stays on top (empty, it shows them) for input and its focus
    // ring, and first in the shadow root (what a page finds of it).
    const root = document.createElement('div');
    root.className = 'layers';
    ownedByControl(root);
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

  /** Whether the compositor runs a stretch the core has not caught up with: no frame runs. */
  get handedOver() { return this.#handover?.settled === false; }

  /**
   * After a frame: hands the window's coming motion to the compositor when it only coasts
   * (`due()` when the core must run again), and stops the last stretch's keyframes, whose
   * place the frame's own styles now hold.
   * @param {WasmExports} w
   * @param {number} handle
   * @param {number} scale the frame's
   * @param {boolean} changed input, a setting or a call reached the core since the last frame
   * @param {() => void} due
   * @param {() => void} loadImages loads the images the stream's lists meet
   */
  handOver(w, handle, scale, changed, due, loadImages) {
    const last = this.#handover;
    this.#handover = null;
    if (webAnimations() && w.dm_host_look_ahead(handle, scale, (last ? 1 : 0) | (changed ? 2 : 0)) > 1) {
      // The stores of layers about to fade in, drawn before they show. A frame that drew
      // some makes no keyframes: the next does (one long frame is two shorter ones).
      loadImages();
      const drew = this.perform(w, handle, false) > 0;
      const n = new Float64Array(w.memory.buffer, w.dm_host_lookahead_numbers(handle), w.dm_host_lookahead_count(handle));
      // One that goes on as the keyframes running say keeps them, however soon the core
      // runs again (staggered springs ending a frame apart); a new one the core needs again
      // at its next frame is stepped.
      if (!drew && last && n[L.goesOnFrom] >= 0) {
        last.goOn(due, w.dm_host_handover_due(handle));
        this.#handover = last;
        return;
      }
      if (!drew && n[L.goesOnFrom] < 0 && firstStop(n) > 1) {
        this.#handover = new LayerHandover(this.tree, n, due, w.dm_host_handover_due(handle));
      }
    }
    last?.cancel();
  }

  /**
   * Runs the window the frames the stretch has shown (but one when `inFrame`: the frame being
   * run runs that one); returns whether it ran any. Before then the window is where the
   * screen is and the stretch runs on, unless `now` (its timer: the core is due).
   * @param {WasmExports} w
   * @param {number} handle
   * @param {boolean} inFrame
   * @param {boolean} [now]
   */
  catchUp(w, handle, inFrame, now = false) {
    const handover = this.#handover;
    if (!handover || handover.settled) return false;
    if (w.dm_host_catch_up(handle, handover.elapsed, (inFrame ? 1 : 0) | (now ? 2 : 0)) < 0) return false;
    handover.settled = true;
    return true;
  }

  /**
   * Says once why the host fell back to the canvas (`name`: the control's).
   * @param {WasmExports} w
   * @param {number} handle
   * @param {string} name
   */
  noteFallback(w, handle, name) {
    note(`DynamicMenus: the ${name} control draws on its canvas: ${layerFallbacks[w.dm_host_layer_fallback(handle)]}.`);
  }

  /** Takes the layers' elements off the page; the canvas shows the control again. */
  remove() {
    this.#handover?.cancel();
    this.tree.clear();
    this.tree.root.remove();
    Object.assign(this.canvas.style, { position: '', zIndex: '' });
  }
}
