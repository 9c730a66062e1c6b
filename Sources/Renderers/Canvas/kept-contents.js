// Kept contents: a layer's contents the core keeps (KeptContents.swift decides which, and
// when they are dropped) drawn once on a canvas of their own and painted from it while the
// layer only moves, turns, scales or fades, by the renderer contract's rules for kept
// content (docs/rendering.md), as KeptStorePainting.swift decides them for the cairo renderer.

import { keptStorePainting as P } from './display-list-codes.js';
import { GroupStack, LayerPool } from './group-stack.js';

/**
 * One kept store as the core sends it: the stream offsets of the commands it stands for
 * (`start`, `end`), its slot and generation (a new generation: draw it again), the
 * rectangle of the layer's space it covers in points (`x y width height`), its device
 * pixels per point, its size in device pixels and the groups its commands begin (`groups`:
 * the frame numbers its groups in order, and passes over these with the store).
 *
 * @typedef {{ start: number, end: number, slot: number, generation: number, x: number,
 *   y: number, width: number, height: number, scale: number, pixelWidth: number,
 *   pixelHeight: number, groups: number }} KeptUse
 */

/**
 * A store drawn: its pixels (an ImageBitmap, or a canvas where the browser has no
 * OffscreenCanvas) and the generation they are of.
 * @typedef {{ image: ImageBitmap | HTMLCanvasElement, generation: number }} Store
 */
/** @typedef {import('./canvas-renderer.js').Frame} Frame */
/** @typedef {import('./canvas-renderer.js').RendererCache} RendererCache */
/** @typedef {import('./display-list-values.js').Numbers} Numbers */
/**
 * The renderer's loop over commands n[from…to) on a frame.
 * @typedef {(f: Frame, n: Numbers, from: number, to: number) => void} Run
 */

/**
 * Forgets the stores the core dropped (`dropped`: their slots); `cache.stores` holds the rest.
 * @param {RendererCache} cache
 * @param {number[]} dropped
 * @returns {Map<number, Store>}
 */
export function dropStores(cache, dropped) {
  const stores = cache.stores ?? (cache.stores = new Map());
  for (const slot of dropped) {
    close(stores.get(slot));
    stores.delete(slot);
  }
  return stores;
}

/**
 * Draws `use`'s commands of the stream `n` through `run` on a frame like `f`, into an
 * ImageBitmap where the browser makes one synchronously (OffscreenCanvas): a bitmap never
 * changes, so drawing it copies nothing first, where Chromium snapshots a canvas each time
 * another canvas draws it after it was drawn on.
 * @param {Frame} f
 * @param {Numbers} n
 * @param {KeptUse} use
 * @param {Run} run
 * @returns {Store}
 */
function drawStore(f, n, use, run) {
  const offscreen = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(use.pixelWidth, use.pixelHeight) : null;
  const canvas = offscreen ?? Object.assign(document.createElement('canvas'), { width: use.pixelWidth, height: use.pixelHeight });
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.setTransform(use.scale, 0, 0, use.scale, -use.x * use.scale, -use.y * use.scale);
  // The store's groups span the store (the core's group boxes are the frame's, in its pixels).
  const box = [0, 0, use.pixelWidth, use.pixelHeight];
  const layers = f.cache.layers ?? (f.cache.layers = new LayerPool());
  run({ ...f, ctx, stack: new GroupStack(ctx, layers), kept: null, nextBox: () => box }, n, use.start, use.end);
  const image = offscreen ? offscreen.transferToImageBitmap() : /** @type {HTMLCanvasElement} */ (canvas);
  const store = { image, generation: use.generation };
  const stores = f.cache.stores ?? (f.cache.stores = new Map());
  close(stores.get(use.slot));
  stores.set(use.slot, store);
  return store;
}

/**
 * Frees a store's bitmap now rather than when it is collected (a canvas has nothing to free).
 * @param {Store | undefined} store
 */
function close(store) {
  /** @type {{ close?: () => void } | undefined} */ (store?.image)?.close?.();
}

/**
 * Paints `use`'s store (drawn first when the slot holds none of its generation) where its
 * commands would draw on `f.ctx`, as KeptStorePainting.swift decides for the Swift renderers.
 * Returns false, painting nothing, where the transform shrinks it below half: the commands are
 * drawn instead. A singular transform paints nothing (as it draws nothing).
 * @param {Frame} f
 * @param {Numbers} n
 * @param {KeptUse} use
 * @param {Run} run
 * @returns {boolean}
 */
export function paintStore(f, n, use, run) {
  const m = f.ctx.getTransform();
  const det = m.a * m.d - m.b * m.c;
  if (!(det !== 0 && Number.isFinite(det))) return true;
  // Store pixels to device pixels: the transform · the frame's origin · 1 / scale.
  const k = 1 / use.scale;
  const a = m.a * k, b = m.b * k, c = m.c * k, d = m.d * k;
  const e = m.a * use.x + m.c * use.y + m.e;
  const g = m.b * use.x + m.d * use.y + m.f;
  const t = P.gridTolerance;
  const onGrid = Math.abs(a - 1) < t && Math.abs(d - 1) < t && Math.abs(b) < t && Math.abs(c) < t;
  const shrink = Math.min(Math.hypot(a, b), Math.hypot(c, d));
  if (!onGrid && shrink < P.smallestScale) return false;
  let store = f.cache.stores?.get(use.slot);
  if (!store || store.generation !== use.generation) store = drawStore(f, n, use, run);
  const ctx = f.ctx;
  ctx.save();
  if (onGrid) {
    // Half a pixel rounds away from zero, as Swift's rounded() does in the cairo renderer.
    const round = (/** @type {number} */ v) => Math.sign(v) * Math.round(Math.abs(v));
    ctx.setTransform(1, 0, 0, 1, round(e), round(g));
    ctx.imageSmoothingEnabled = false;
  } else {
    ctx.setTransform(a, b, c, d, e, g);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'low';
  }
  ctx.drawImage(store.image, 0, 0);
  ctx.restore();
  return true;
}
