// One live window of a DynamicMenus module on a canvas (the page's side of WebHost.swift),
// for every page that shows one: the package's elements, the demo page and a Swift web app.
//
// - frames: `frame(dt)` ticks the control, draws what changed and updates the ARIA layer;
//   it returns whether the control is at rest, and the page asks for no frame until input,
//   a setting or a call arrives (`inputArrived`);
// - input: pointer-input.js; accessibility: accessibility-layer.js;
// - settings: page-settings.js, read in the frame after the page may have changed them, and
//   sent only when they did;
// - errors: a trap inside the module stops that control only; the console names it.

import { cursors, damage as D, keptContents as K, maximumScale } from '../Generated/vocabulary.js';
import { streamBitmap } from '../../../Renderers/Canvas/bitmap-images.js';
import { drawDisplayList } from '../../../Renderers/Canvas/canvas-renderer.js';
import { header, pixelSize } from '../../../Renderers/Canvas/display-list-codes.js';
import { AccessibilityLayer } from './accessibility-layer.js';
import { PointerInput } from './pointer-input.js';
import { readSettings, watchPage } from './page-settings.js';

/** How many PNG bitmaps the page asked the browser to decode, and how many are done. */
export const decoded = { requested: 0, finished: 0 };

/** Puts a sentence for people in `node`'s place. */
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
  constructor(wasm, canvas, handle, name, options = {}) {
    this.wasm = wasm;
    this.canvas = canvas;
    this.name = name;
    this.handle = handle;
    this.wake = options.wake ?? (() => {});
    this.onError = options.onError ?? ((message) => showError(this.canvas.closest('.dm-live') ?? this.canvas, message));
    this.cache = {};
    this.failed = false;
    /** Aborted when the control is detached: every listener it added goes with it. */
    this.listening = new AbortController();
    /** Whether something reached the core since the last frame (input, a setting). */
    this.changed = true;
    this.atRest = false;
    this.sentSettings = '';
    this.settingsDirty = true;
    const size = options.size;
    this.size = size && size.width > 0 && size.height > 0 ? { ...size } : null;
    if (!this.size) {
      // The control's own size, from its first frame's header.
      const n = new Float64Array(wasm.memory.buffer, wasm.dm_host_numbers(handle), header.commands);
      this.size = { width: n[header.width], height: n[header.height] };
      Object.assign(canvas.style, { width: `${this.size.width}px`, height: `${this.size.height}px` });
    }
    this.context = canvas.getContext('2d');
    if (!this.context) throw new Error('this browser has no 2D canvas');
    // A box round the canvas holding it and, on top, the ARIA elements.
    const box = document.createElement('div');
    box.className = 'dm-live';
    Object.assign(box.style, { position: 'relative', display: 'inline-block', lineHeight: '0' });
    canvas.replaceWith(box);
    box.appendChild(canvas);
    this.accessibility = new AccessibilityLayer(this, box);
    this.input = new PointerInput(this);
    this.stopWatching = watchPage(() => this.settingsMayHaveChanged());
  }

  /** What the scheduler watches to know whether the control is on screen. */
  get visibilityTarget() {
    return this.canvas;
  }

  /** Whether the control wants another frame: not at rest, or changed since its last one. */
  get needsFrames() {
    return !this.failed && (this.changed || !this.atRest);
  }

  /** Input, a setting or a call reached the core: the next frame must run. */
  inputArrived() {
    this.changed = true;
    this.wake();
  }

  /** The page may have changed a setting: the next frame reads them. */
  settingsMayHaveChanged() {
    this.settingsDirty = true;
    this.wake();
  }

  /** The signal every listener of this control is added with. */
  get signal() {
    return this.listening.signal;
  }

  /**
   * Takes the control off the page (its host is about to be freed): its listeners and ARIA
   * layer go, the canvas takes its box's place again, and no call reaches the module after.
   */
  detach() {
    this.stopWatching();
    this.listening.abort();
    this.failed = true;
    const box = this.canvas.parentNode;
    if (box?.classList?.contains('dm-live')) box.replaceWith(this.canvas);
  }

  /** Calls into the module; a trap stops this control only. */
  guard(what, body) {
    if (this.failed) return;
    try {
      body();
    } catch (error) {
      this.failed = true;
      console.error(`DynamicMenus: the ${this.name} control stopped in ${what}: ${error.message}`);
      this.onError(`The ${this.name} control stopped: ${error.message}. The other controls keep running.`);
    }
  }

  /** A pointer event's place in the control's points. */
  point(event) {
    const box = this.canvas.getBoundingClientRect();
    const sx = box.width > 0 ? this.size.width / box.width : 1;
    const sy = box.height > 0 ? this.size.height / box.height : 1;
    return [(event.clientX - box.left) * sx, (event.clientY - box.top) * sy];
  }

  /** Sends the page's settings when they differ from those sent last. */
  applySettings() {
    this.settingsDirty = false;
    const settings = readSettings(this.canvas, this.size.width);
    const key = settings.join(',');
    if (key === this.sentSettings) return;
    this.sentSettings = key;
    this.wasm.dm_host_settings(this.handle, ...settings);
    this.changed = true;
  }

  /**
   * The damage of the last frame as the renderer takes it; `whole`: every row, no blur
   * reused (the groups keep their boxes).
   */
  damage(whole) {
    const w = this.wasm;
    const boxes = w.dm_host_group_boxes(this.handle);
    const k = D.groupBoxStride;
    const groups = boxes ? new Float64Array(w.memory.buffer, boxes) : null;
    const groupBox = (g) => (groups ? [groups[k * g], groups[k * g + 1], groups[k * g + 2], groups[k * g + 3]] : null);
    const n = new Float64Array(w.memory.buffer, w.dm_host_damage(this.handle));
    const reused = new Map();
    const kept = this.kept();
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
   */
  kept() {
    const w = this.wasm;
    const at = w.dm_host_kept(this.handle);
    if (!at) return null;
    const n = new Float64Array(w.memory.buffer, at);
    const uses = new Map();
    const count = n[K.useCount];
    for (let u = 0; u < count; u++) {
      const at = K.uses + K.useStride * u;
      const use = {};
      for (const [name, offset] of Object.entries(K.fields)) use[name] = n[at + offset];
      uses.set(use.start, use);
    }
    const droppedAt = K.uses + K.useStride * count;
    const dropped = [];
    for (let d = 0; d < n[droppedAt]; d++) dropped.push(n[droppedAt + 1 + d]);
    return { uses, dropped };
  }

  /**
   * Draws the last frame's display list at `scale`: only the rows the core says can differ,
   * or all of them when `whole` (the browser test compares the two).
   */
  draw(scale, whole = false) {
    const w = this.wasm;
    const numbers = new Float64Array(w.memory.buffer, w.dm_host_numbers(this.handle), w.dm_host_number_count(this.handle));
    const text = new Uint8Array(w.memory.buffer, w.dm_host_text(this.handle), w.dm_host_text_length(this.handle));
    this.rowsDrawn = drawDisplayList(this.context, numbers, text, scale, this.cache, this.damage(whole));
  }

  /**
   * Makes images of the bitmaps the core's stream met since the last frame, once each (the
   * stream keeps them by index, so no frame sends an image's bytes again). Pixels are drawn
   * from this frame on; a PNG, once the browser decoded it (or could not: drawn as the
   * placeholder), has the canvas drawn again whole.
   */
  loadImages() {
    const w = this.wasm;
    const images = this.cache.images ?? (this.cache.images = new Map());
    const count = w.dm_host_image_count(this.handle);
    for (let index = this.imagesRequested ?? 0; index < count; index++) {
      const made = streamBitmap(w, this.handle, index);
      if (!(made instanceof Promise)) {
        images.set(index, made);
        continue;
      }
      decoded.requested += 1;
      const ready = (image) => {
        images.set(index, image);
        decoded.finished += 1;
        // The last frame drawn again whole, now with the image: what the core holds the
        // canvas to show stays true. No tick: nothing changed in the core.
        if (this.scale !== undefined && !this.failed) this.guard('an image', () => this.draw(this.scale, true));
      };
      made.then(ready, (error) => {
        console.warn(`DynamicMenus: the ${this.name} control's image ${index} could not be decoded: ${error.message}`);
        ready(null);
      });
    }
    this.imagesRequested = count;
  }

  /** Runs a frame of `dt` seconds when one is needed (a scheduler's client). */
  frameNow(dt) {
    this.frame(dt);
  }

  /** One frame: settings, the core's tick, the canvas, the ARIA layer. Returns whether it is at rest. */
  frame(dt) {
    if (this.settingsDirty) this.guard('a settings change', () => this.applySettings());
    this.changed = false;
    this.guard('a frame', () => {
      // Device pixels per point: the page's zoom of the canvas, times devicePixelRatio, so
      // a 3× phone gets three pixels per CSS pixel; at most HostSettings.maximumScale.
      const box = this.canvas.getBoundingClientRect();
      const shown = box.width > 0 ? box.width : this.size.width;
      const scale = Math.min(maximumScale, ((window.devicePixelRatio || 1) * shown) / this.size.width);
      // The core's DisplayList.pixelSize: each side rounded up, a hair below an integer
      // counting as it, at least 1.
      const side = (points) => Math.min(pixelSize.maximumSide,
        Math.max(1, Math.ceil(points * scale - pixelSize.roundingTolerance)));
      const width = side(this.size.width);
      const height = side(this.size.height);
      const w = this.wasm;
      if (this.canvas.width !== width || this.canvas.height !== height) {
        // A resized canvas is cleared: the core forgets what it showed.
        this.canvas.width = width;
        this.canvas.height = height;
        w.dm_host_forget_canvas(this.handle);
      }
      this.atRest = w.dm_host_frame(this.handle, dt, scale) === 1;
      this.scale = scale;
      this.loadImages();
      this.draw(scale);
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
    return this.atRest;
  }
}
