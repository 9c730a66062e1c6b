// Kept contents: a layer's contents the core keeps (KeptContents.swift decides which, when
// they are dropped, and where each is painted by the renderer contract's rules for kept
// content, docs/rendering.md) drawn once on a canvas of their own and painted from it while
// the layer only moves, turns, scales or fades.

import { GroupStack, LayerPool } from './group-stack.js';

/**
 * One kept store as the core sends it: the stream offsets of the commands it stands for
 * (`start`, `end`), its slot and generation (a new generation: draw it again), the
 * rectangle of the layer's space it covers in points (`x y width height`), its device
 * pixels per point, its size in device pixels, the groups its commands begin (`groups`:
 * the frame numbers its groups in order, and passes over these with the store), and where
 * it is painted: `copies` (1: pixel for pixel; 0: resampled) and `a b c d e f`, the map from
 * its pixels to the window's device pixels.
 *
 * @typedef {{ start: number, end: number, slot: number, generation: number, x: number,
 *   y: number, width: number, height: number, scale: number, pixelWidth: number,
 *   pixelHeight: number, groups: number, copies: number, a: number, b: number, c: number,
 *   d: number, e: number, f: number }} KeptUse
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
 * commands would draw on `f.ctx`, as the core decided (KeptStorePainting.swift: copied pixel
 * for pixel, or resampled; a store it would not paint comes with no use): `use.a`…`use.f` map
 * its pixels to the window's device pixels, shifted here by where the open group's pixels lie.
 * @param {Frame} f
 * @param {Numbers} n
 * @param {KeptUse} use
 * @param {Run} run
 */
export function paintStore(f, n, use, run) {
  let store = f.cache.stores?.get(use.slot);
  if (!store || store.generation !== use.generation) store = drawStore(f, n, use, run);
  const ctx = f.ctx;
  const [x, y] = f.stack.top.origin;
  ctx.save();
  ctx.setTransform(use.a, use.b, use.c, use.d, use.e - x, use.f - y);
  ctx.imageSmoothingEnabled = !use.copies;
  if (!use.copies) ctx.imageSmoothingQuality = 'low';
  ctx.drawImage(store.image, 0, 0);
  ctx.restore();
}
