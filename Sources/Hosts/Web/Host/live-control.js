// One live window of a DynamicMenus module on a canvas (the page's side of WebHost.swift),
// for every page that shows one: the package's elements, the demo page and a Swift web app.
//
// - frames: `frame(dt)` ticks the control, draws what changed and updates the ARIA layer;
//   it returns whether the control is at rest, and the page asks for no frame until input,
//   a setting or a call arrives (`inputArrived`);
// - renderers: the canvas, drawn from the core's display list, or the page's own elements
//   (`useLayers`, layer-tree.js), which the browser's compositor moves and fades; a window
//   the elements cannot show falls back to the canvas by itself, with one console note;
// - input: pointer-input.js; accessibility: accessibility-layer.js;
// - settings: page-settings.js, read in the frame after the page may have changed them, and
//   sent only when they did;
// - errors: a trap inside the module stops that control only; the console names it.

import { cursors, damage as D, keptContents as K, layerFallbacks, maximumScale } from '../Generated/vocabulary.js';
import { streamBitmap } from '../../../Renderers/Canvas/bitmap-images.js';
import { drawDisplayList } from '../../../Renderers/Canvas/canvas-renderer.js';
import { header, pixelSize } from '../../../Renderers/Canvas/display-list-codes.js';
import { AccessibilityLayer } from './accessibility-layer.js';
import { LayerTree } from './layer-tree.js';
import { PointerInput } from './pointer-input.js';
import { readSettings, watchPage } from './page-settings.js';

/** @typedef {import('./wasm-module.js').WasmExports} WasmExports */
/** @typedef {import('../../../Renderers/Canvas/canvas-renderer.js').Damage} Damage */

/**
 * What a frame did: whether the control is at rest after it, and how many device rows of
 * the canvas (or of the layers' canvases) it drew (0: nothing drawn).
 * @typedef {{ atRest: boolean, rowsDrawn: number }} FrameResult
 */

/** The fallbacks the console was told of, by control and reason: a page hears each once. */
const toldFallbacks = new Set();

/** Whether the page blurs what lies behind an element (CSS `backdrop-filter`). */
const backdropFilter = () => typeof CSS !== 'undefined' && CSS.supports?.('backdrop-filter', 'blur(1px)') === true;

/**
 * Puts a sentence for people in `node`'s place.
 * @param {Element} node
 * @param {string} message
 */
export function showError(node, message) {
  const note = document.createElement('p');
  note.className = 'dm-error';
  note.setAttribute('role', 'alert');
  note.textContent = message;
  node.replaceWith(note);
}

/**
 * One live window of the core on `canvas`: `handle` is its host's (`dm_host_*`), `name`
 * names it in messages. Options: `size`, the window's size in points (default: read from its
 * first frame, and the canvas sized to it); `wake()`, what asks for frames when input or a
 * setting arrives (default none: the caller runs frames); `onError(message)`, what a trap
 * inside the module does to the page (default: a sentence in the canvas's place).
 */
export class LiveControl {
  /** Aborted when the control is detached: every listener it added goes with it. */
  #listening = new AbortController();
  /** Whether something reached the core since the last frame (input, a setting). */
  #changed = true;
  #atRest = false;
  #sentSettings = '';
  #settingsDirty = true;
  /** The scale of the last frame drawn, device pixels per point (0: none yet). */
  #scale = 0;
  /** How many of the stream's bitmaps the page has asked for images of. */
  #imagesRequested = 0;
  /** @type {() => void} */
  #wake;
  /** @type {(message: string) => void} */
  #onError;
  /** @type {() => void} */
  #stopWatching;
  /**
   * The layers as the page's elements, while they show the control.
   * @type {LayerTree | null}
   */
  #layers = null;

  /**
   * @param {WasmExports} wasm
   * @param {HTMLCanvasElement} canvas
   * @param {number} handle
   * @param {string} name
   * @param {{ size?: { width: number, height: number }, wake?: () => void,
   *   onError?: (message: string) => void }} [options]
   */
  constructor(wasm, canvas, handle, name, options = {}) {
    /** The module the control lives in. */
    this.wasm = wasm;
    /** The canvas it draws on. */
    this.canvas = canvas;
    /** Its name in messages. */
    this.name = name;
    /** Its host's handle in the module (`dm_host_*`). */
    this.handle = handle;
    this.#wake = options.wake ?? (() => {});
    this.#onError = options.onError ?? ((message) => showError(this.canvas.closest('.dm-live') ?? this.canvas, message));
    /**
     * What the renderer keeps for this canvas between frames: offscreen canvases, images,
     * blurs, kept stores.
     * @type {import('../../../Renderers/Canvas/canvas-renderer.js').RendererCache}
     */
    this.cache = {};
    /** Whether a trap in the module stopped the control (or it was detached). */
    this.failed = false;
    const size = options.size;
    /**
     * The window's size in points.
     * @type {{ width: number, height: number }}
     */
    this.size = size && size.width > 0 && size.height > 0 ? { ...size } : this.#firstFrameSize();
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser has no 2D canvas');
    /** The canvas's 2D context. */
    this.context = context;
    // A box round the canvas holding it and, on top, the ARIA elements.
    const box = document.createElement('div');
    box.className = 'dm-live';
    Object.assign(box.style, { position: 'relative', display: 'inline-block', lineHeight: '0' });
    canvas.replaceWith(box);
    box.appendChild(canvas);
    /** The ARIA elements over the canvas. */
    this.accessibility = new AccessibilityLayer(this, box);
    /** The canvas's input. */
    this.input = new PointerInput(this);
    this.#stopWatching = watchPage(() => this.settingsMayHaveChanged());
  }

  /**
   * The control's own size, from its first frame's header; the canvas is sized to it.
   * @returns {{ width: number, height: number }}
   */
  #firstFrameSize() {
    const n = new Float64Array(this.wasm.memory.buffer, this.wasm.dm_host_numbers(this.handle), header.commands);
    const size = { width: n[header.width], height: n[header.height] };
    Object.assign(this.canvas.style, { width: `${size.width}px`, height: `${size.height}px` });
    return size;
  }

  /** The device pixels per point of the last frame drawn (0 before the first). */
  get scale() { return this.#scale; }

  /** What shows the control: `layers` (the page's elements) or `canvas`. */
  get renderer() { return this.#layers ? 'layers' : 'canvas'; }

  /**
   * Shows the control as the page's own elements (`on`) or on its canvas; the next frame
   * shows it whole either way.
   * @param {boolean} on
   */
  useLayers(on) {
    if (on === !!this.#layers || this.failed) return;
    this.wasm.dm_host_set_renderer(this.handle, on ? 1 : 0, backdropFilter() ? 1 : 0);
    if (on) {
      // Under the canvas, which stays on top (empty, it shows them) for input and its focus
      // ring, and first in the shadow root (what a page finds of it).
      const root = document.createElement('div');
      root.className = 'layers';
      root.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;overflow:hidden;pointer-events:none';
      this.canvas.after(root);
      Object.assign(this.canvas.style, { position: 'relative', zIndex: '1' });
      this.#layers = new LayerTree(root, this.cache, (layer) => {
        this.wasm.dm_host_forget_layer(this.handle, layer);
        this.inputArrived();
      });
    } else {
      this.#dropLayers();
    }
    this.inputArrived();
  }

  /** Takes the layers' elements off the page. */
  #dropLayers() {
    if (!this.#layers) return;
    this.#layers.clear();
    this.#layers.root.remove();
    this.#layers = null;
    Object.assign(this.canvas.style, { position: '', zIndex: '' });
  }

  /** What the scheduler watches to know whether the control is on screen. */
  get visibilityTarget() {
    return this.canvas;
  }

  /** Whether the control wants another frame: not at rest, or changed since its last one. */
  get needsFrames() {
    return !this.failed && (this.#changed || !this.#atRest);
  }

  /** Input, a setting or a call reached the core: the next frame must run. */
  inputArrived() {
    this.#changed = true;
    this.#wake();
  }

  /** The page may have changed a setting: the next frame reads them. */
  settingsMayHaveChanged() {
    this.#settingsDirty = true;
    this.#wake();
  }

  /** The signal every listener of this control is added with. */
  get signal() {
    return this.#listening.signal;
  }

  /**
   * Takes the control off the page (its host is about to be freed): its listeners and ARIA
   * layer go, the canvas takes its box's place again, and no call reaches the module after.
   */
  detach() {
    this.#stopWatching();
    this.#listening.abort();
    this.failed = true;
    this.#dropLayers();
    const box = this.canvas.parentElement;
    if (box?.classList.contains('dm-live')) box.replaceWith(this.canvas);
  }

  /**
   * Calls into the module; a trap stops this control only.
   * @param {string} what names the call in messages
   * @param {() => void} body
   */
  guard(what, body) {
    if (this.failed) return;
    try {
      body();
    } catch (error) {
      this.failed = true;
      this.#dropLayers();
      const message = /** @type {Error} */ (error)?.message ?? String(error);
      console.error(`DynamicMenus: the ${this.name} control stopped in ${what}: ${message}`);
      this.#onError(`The ${this.name} control stopped: ${message}. The other controls keep running.`);
    }
  }

  /**
   * A pointer event's place in the control's points.
   * @param {{ clientX: number, clientY: number }} event
   * @returns {[number, number]}
   */
  point(event) {
    const box = this.canvas.getBoundingClientRect();
    const sx = box.width > 0 ? this.size.width / box.width : 1;
    const sy = box.height > 0 ? this.size.height / box.height : 1;
    return [(event.clientX - box.left) * sx, (event.clientY - box.top) * sy];
  }

  /** Sends the page's settings when they differ from those sent last. */
  #applySettings() {
    this.#settingsDirty = false;
    const settings = readSettings(this.canvas, this.size.width);
    const key = settings.join(',');
    if (key === this.#sentSettings) return;
    this.#sentSettings = key;
    this.wasm.dm_host_settings(this.handle, ...settings);
    this.#changed = true;
  }

  /**
   * The damage of the last frame as the renderer takes it; `whole`: every row, no blur
   * reused (the groups keep their boxes).
   * @param {boolean} whole
   * @returns {Damage}
   */
  #damage(whole) {
    const w = this.wasm;
    const boxes = w.dm_host_group_boxes(this.handle);
    const k = D.groupBoxStride;
    const groups = boxes ? new Float64Array(w.memory.buffer, boxes) : null;
    const groupBox = (/** @type {number} */ g) =>
      (groups ? [groups[k * g], groups[k * g + 1], groups[k * g + 2], groups[k * g + 3]] : null);
    const n = new Float64Array(w.memory.buffer, w.dm_host_damage(this.handle));
    /** @type {Map<number, number>} */
    const reused = new Map();
    const kept = this.#kept();
    if (whole) return { rows: null, reused, groupBox, kept };
    const bands = n[D.bandCount];
    const rows = [];
    for (let b = 0; b < bands; b++) rows.push([n[D.bands + D.bandStride * b], n[D.bands + D.bandStride * b + 1]]);
    const at = D.bands + D.bandStride * bands;
    for (let r = 0; r < n[at]; r++) reused.set(n[at + 1 + D.reuseStride * r], n[at + 2 + D.reuseStride * r]);
    return { rows: n[D.whole] === 1 ? null : rows, reused, groupBox, kept };
  }

  /**
   * The stores the canvas paints this frame (by their first command's offset) and those it
   * drops; null while the host keeps nothing and has nothing to drop.
   * @returns {Damage['kept']}
   */
  #kept() {
    const w = this.wasm;
    const at = w.dm_host_kept(this.handle);
    if (!at) return null;
    const n = new Float64Array(w.memory.buffer, at);
    /** @type {Map<number, import('../../../Renderers/Canvas/kept-contents.js').KeptUse>} */
    const uses = new Map();
    const count = n[K.useCount];
    for (let u = 0; u < count; u++) {
      const at = K.uses + K.useStride * u;
      /** @type {Record<string, number>} */
      const fields = {};
      for (const [name, offset] of Object.entries(K.fields)) fields[name] = n[at + offset];
      const use = /** @type {import('../../../Renderers/Canvas/kept-contents.js').KeptUse} */ (/** @type {unknown} */ (fields));
      uses.set(use.start, use);
    }
    const droppedAt = K.uses + K.useStride * count;
    const dropped = [];
    for (let d = 0; d < n[droppedAt]; d++) dropped.push(n[droppedAt + 1 + d]);
    return { uses, dropped };
  }

  /**
   * Draws the last frame's display list at `scale`: only the rows the core says can differ,
   * or all of them when `whole` (the browser test compares the two). Returns the rows drawn.
   * @param {number} scale
   * @param {boolean} [whole]
   * @returns {number}
   */
  draw(scale, whole = false) {
    const w = this.wasm;
    const numbers = new Float64Array(w.memory.buffer, w.dm_host_numbers(this.handle), w.dm_host_number_count(this.handle));
    const text = new Uint8Array(w.memory.buffer, w.dm_host_text(this.handle), w.dm_host_text_length(this.handle));
    return drawDisplayList(this.context, numbers, text, scale, this.cache, this.#damage(whole));
  }

  /**
   * Performs the last frame's layer operations on the page's elements; returns the rows drawn
   * into the layers' canvases.
   * @returns {number}
   */
  #performLayers() {
    const w = this.wasm;
    const tree = /** @type {LayerTree} */ (this.#layers);
    const operations = new Float64Array(w.memory.buffer, w.dm_host_layer_operations(this.handle), w.dm_host_layer_operation_count(this.handle));
    const lists = new Float64Array(w.memory.buffer, w.dm_host_numbers(this.handle), w.dm_host_number_count(this.handle));
    const text = new Uint8Array(w.memory.buffer, w.dm_host_text(this.handle), w.dm_host_text_length(this.handle));
    const rows = tree.perform(operations, lists, text);
    tree.settle(this.#atRest);
    return rows;
  }

  /**
   * Makes images of the bitmaps the core's stream met since the last frame, once each (the
   * stream keeps them by index, so no frame sends an image's bytes again). Pixels are drawn
   * from this frame on; a PNG, once the browser decoded it (or could not: drawn as the
   * placeholder), has the canvas drawn again whole.
   */
  #loadImages() {
    const w = this.wasm;
    const images = this.cache.images ?? (this.cache.images = new Map());
    const count = w.dm_host_image_count(this.handle);
    for (let index = this.#imagesRequested; index < count; index++) {
      const made = streamBitmap(w, this.handle, index);
      if (!(made instanceof Promise)) {
        images.set(index, made);
        continue;
      }
      const ready = (/** @type {ImageBitmap | null} */ image) => {
        images.set(index, image);
        // The last frame drawn again whole, now with the image: what the core holds the
        // canvas to show stays true. No tick: nothing changed in the core. The layers draw
        // their stores again in the next frame.
        if (this.#layers) {
          this.wasm.dm_host_forget_canvas(this.handle);
          this.inputArrived();
        } else if (this.#scale > 0 && !this.failed) {
          this.guard('an image', () => this.draw(this.#scale, true));
        }
      };
      made.then(ready, (error) => {
        console.warn(`DynamicMenus: the ${this.name} control's image ${index} could not be decoded: ${error.message}`);
        ready(null);
      });
    }
    this.#imagesRequested = count;
  }

  /**
   * Runs a frame of `dt` seconds when one is needed (a scheduler's client).
   * @param {number} dt seconds
   */
  frameNow(dt) {
    this.frame(dt);
  }

  /**
   * One frame: settings, the core's tick, the canvas, the ARIA layer.
   * @param {number} dt seconds
   * @returns {FrameResult}
   */
  frame(dt) {
    if (this.#settingsDirty) this.guard('a settings change', () => this.#applySettings());
    this.#changed = false;
    let rowsDrawn = 0;
    this.guard('a frame', () => {
      // Device pixels per point: the page's zoom of the canvas, times devicePixelRatio, so
      // a 3× phone gets three pixels per CSS pixel; at most HostSettings.maximumScale.
      const box = this.canvas.getBoundingClientRect();
      const shown = box.width > 0 ? box.width : this.size.width;
      const scale = Math.min(maximumScale, ((window.devicePixelRatio || 1) * shown) / this.size.width);
      // The core's DisplayList.pixelSize: each side rounded up, a hair below an integer
      // counting as it, at least 1.
      const side = (/** @type {number} */ points) => Math.min(pixelSize.maximumSide,
        Math.max(1, Math.ceil(points * scale - pixelSize.roundingTolerance)));
      const width = side(this.size.width);
      const height = side(this.size.height);
      const w = this.wasm;
      // The layers' canvases are their own; the control's holds no pixels meanwhile.
      const [canvasWidth, canvasHeight] = this.#layers ? [0, 0] : [width, height];
      if (this.canvas.width !== canvasWidth || this.canvas.height !== canvasHeight) {
        // A resized canvas is cleared: the core forgets what it showed.
        this.canvas.width = canvasWidth;
        this.canvas.height = canvasHeight;
        if (!this.#layers) w.dm_host_forget_canvas(this.handle);
      }
      this.#atRest = w.dm_host_frame(this.handle, dt, scale) === 1;
      this.#scale = scale;
      this.#loadImages();
      if (this.#layers && w.dm_host_renderer(this.handle) === 0) {
        const note = `DynamicMenus: the ${this.name} control draws on its canvas: ${layerFallbacks[w.dm_host_layer_fallback(this.handle)]}.`;
        if (!toldFallbacks.has(note)) console.info(note);
        toldFallbacks.add(note);
        this.#dropLayers();
        this.canvas.width = width;
        this.canvas.height = height;
      }
      rowsDrawn = this.#layers ? this.#performLayers() : this.draw(scale);
      this.accessibility.update();
      // The host's requests: the mouse's cursor, and the keyboard when a control took the
      // focus while nothing on the page has it.
      const cursor = cursors[w.dm_host_cursor(this.handle)] ?? '';
      if (this.canvas.style.cursor !== cursor) this.canvas.style.cursor = cursor;
      const active = document.activeElement;
      if (w.dm_host_requests_focus(this.handle) && (!active || active === document.body)) {
        this.canvas.focus({ preventScroll: true });
      }
    });
    return { atRest: this.#atRest, rowsDrawn };
  }
}
