// One live window of a DynamicMenus module on a canvas (the page's side of WebHost.swift),
// for every page that shows one: the package's elements, the demo page and a Swift web app.
// - frames: `frame(dt)` ticks the control, draws what changed (canvas-damage.js, at
//   canvas-size.js's scale) and updates the ARIA layer; at rest the page asks for no frame
//   until input, a setting or a call arrives (`inputArrived`);
// - renderers: the canvas, or the page's own elements (`useLayers`, layer-renderer.js), which
//   fall back to the canvas where they cannot show the window and hand a coasting window's
//   motion to the compositor whole (a call through `wasm` first catches the core up);
// - input, and the cursor and focus the host asks for: pointer-input.js; accessibility:
//   accessibility-layer.js; images: stream-images.js;
// - settings: page-settings.js, sent in the frame after they may have changed, only if they did;
// - errors: a trap inside the module stops that control only (show-error.js).

import { drawDisplayList } from '../../../Renderers/Canvas/canvas-renderer.js';
import { AccessibilityLayer } from './accessibility-layer.js';
import { canvasPixels, firstFrameSize, resizeCanvas } from './canvas-size.js';
import { readDamage } from './canvas-damage.js';
import { inFrameLoop } from './frame-scheduler.js';
import { LayerRenderer, backdropFilter } from './layer-renderer.js';
import { PointerInput } from './pointer-input.js';
import { showError } from './show-error.js';
import { StreamImages } from './stream-images.js';
import { readSettings, watchPage } from './page-settings.js';

/** @typedef {import('./wasm-module.js').WasmExports} WasmExports */

/** @typedef {{ atRest: boolean, rowsDrawn: number }} FrameResult at rest after it; the device rows drawn (0: none) */

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
  /** The images of the stream's bitmaps. */
  #images = new StreamImages();
  /** @type {() => void} */
  #wake;
  /** @type {(message: string) => void} */
  #onError;
  /** @type {() => void} */
  #stopWatching;
  /**
   * The layers as the page's elements, while they show the control.
   * @type {LayerRenderer | null}
   */
  #layers = null;
  /** @type {WasmExports} */
  #wasm;
  /** Made once, so frames allocate none: the stream's new images, a stretch's timer (due). */
  #loadImages = () => this.#images.load(this.#wasm, this.handle, this.cache, this.name, () => this.#imageArrived());
  #due = () => this.catchUp(false, true);

  /**
   * @param {WasmExports} wasm
   * @param {HTMLCanvasElement} canvas
   * @param {number} handle
   * @param {string} name
   * @param {{ size?: { width: number, height: number }, wake?: () => void,
   *   onError?: (message: string) => void }} [options]
   */
  constructor(wasm, canvas, handle, name, options = {}) {
    this.#wasm = wasm;
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
    this.size = size && size.width > 0 && size.height > 0 ? { ...size } : firstFrameSize(wasm, handle, canvas);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser has no 2D canvas');
    /** The canvas's 2D context. */
    this.context = context;
    // A box round the canvas holding it and, on top, the ARIA elements.
    const box = Object.assign(document.createElement('div'), { className: 'dm-live' });
    Object.assign(box.style, { position: 'relative', display: 'inline-block', lineHeight: '0' });
    canvas.replaceWith(box);
    box.append(canvas);
    /** The ARIA elements over the canvas. */
    this.accessibility = new AccessibilityLayer(this, box);
    /** The canvas's input. */
    this.input = new PointerInput(this);
    this.#stopWatching = watchPage(() => this.settingsMayHaveChanged());
  }

  /** The module, its core first caught up with a handed-over stretch: calls meet it there. */
  get wasm() {
    this.catchUp();
    return this.#wasm;
  }

  /**
   * Runs the core the frames of a handed-over stretch the compositor showed (but one inside the
   * page's frame loop, whose frame runs it; `now`: its timer, due even before a frame showed).
   * @param {boolean} [inFrame]
   * @param {boolean} [now]
   */
  catchUp(inFrame = inFrameLoop(), now = false) {
    if (!this.#layers?.handedOver) return;
    this.guard('a handover', () => this.#layers?.catchUp(this.#wasm, this.handle, inFrame, now) && this.inputArrived());
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
      this.#layers = new LayerRenderer(this.canvas, this.cache, (layer) => {
        this.wasm.dm_host_forget_layer(this.handle, layer);
        this.inputArrived();
      }, this.name);
    } else {
      this.#dropLayers();
    }
    this.inputArrived();
  }

  /** Takes the layers' elements off the page. */
  #dropLayers() {
    this.#layers?.remove();
    this.#layers = null;
  }

  /** What the scheduler watches to know whether the control is on screen. */
  get visibilityTarget() {
    return this.canvas;
  }

  /**
   * Whether the control wants another frame: changed since its last one, or not at rest and
   * not handed over to the compositor.
   */
  get needsFrames() {
    return !this.failed && (this.#changed || (!this.#atRest && !this.#layers?.handedOver));
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
    return drawDisplayList(this.context, numbers, text, scale, this.cache, readDamage(w, this.handle, whole));
  }

  /** A bitmap decoded since the frame that met it: the page shows it. */
  #imageArrived() {
    // The last frame drawn again whole, now with the image: what the core holds the canvas
    // to show stays true. No tick: nothing changed in the core. The layers draw their stores
    // again in the next frame.
    if (this.#layers) {
      this.wasm.dm_host_forget_canvas(this.handle);
      this.inputArrived();
    } else if (this.#scale > 0 && !this.failed) {
      this.guard('an image', () => this.draw(this.#scale, true));
    }
  }

  /** @param {number} dt seconds: a frame (a scheduler's client) */
  frameNow(dt) { this.frame(dt); }

  /**
   * One frame: settings, the core's tick, the canvas, the ARIA layer.
   * @param {number} dt seconds
   * @returns {FrameResult}
   */
  frame(dt) {
    // Settings that read as before are no change (a page's style writes notify too).
    if (this.#settingsDirty) this.guard('a settings change', () => this.#applySettings());
    const changed = this.#changed;
    this.#changed = false;
    let rowsDrawn = 0;
    this.guard('a frame', () => {
      const { scale, width, height } = canvasPixels(this.canvas, this.size);
      const w = this.wasm;
      // The layers' canvases are their own; the control's holds no pixels meanwhile.
      const [canvasWidth, canvasHeight] = this.#layers ? [0, 0] : [width, height];
      // A resized canvas is cleared: the core forgets what it showed.
      if (resizeCanvas(this.canvas, canvasWidth, canvasHeight) && !this.#layers) w.dm_host_forget_canvas(this.handle);
      this.#atRest = w.dm_host_frame(this.handle, dt, scale) === 1;
      this.#scale = scale;
      this.#loadImages();
      if (this.#layers && w.dm_host_renderer(this.handle) === 0) {
        this.#layers.noteFallback(w, this.handle, this.name);
        this.#dropLayers();
        resizeCanvas(this.canvas, width, height);
      }
      rowsDrawn = this.#layers ? this.#layers.perform(w, this.handle, this.#atRest) : this.draw(scale);
      this.#layers?.handOver(w, this.handle, scale, changed, this.#due, this.#loadImages);
      this.accessibility.update();
      this.input.showRequests(w);
    });
    return { atRest: this.#atRest, rowsDrawn };
  }
}
