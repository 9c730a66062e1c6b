// Kept contents: a layer's contents the core keeps (KeptContents.swift decides which, and
// when they are dropped) drawn once on a canvas of their own and painted from it while the
// layer only moves, turns, scales or fades, by the renderer contract's rules for kept
// content (docs/rendering.md), as the cairo renderer's RenderPass+KeptStore.swift does.

import { GroupStack } from './group-stack.js';

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

/** Forgets the stores the core dropped (`dropped`: their slots); `cache.stores` holds the rest. */
export function dropStores(cache, dropped) {
  const stores = cache.stores ?? (cache.stores = new Map());
  for (const slot of dropped) {
    stores.get(slot)?.image.close?.();
    stores.delete(slot);
  }
  return stores;
}

/**
 * Draws `use`'s commands of the stream `n` through `run` on a frame like `f`, into an
 * ImageBitmap where the browser makes one synchronously (OffscreenCanvas): a bitmap never
 * changes, so drawing it copies nothing first, where Chromium snapshots a canvas each time
 * another canvas draws it after it was drawn on.
 */
function drawStore(f, n, use, run) {
  const offscreen = typeof OffscreenCanvas === 'function';
  const canvas = offscreen ? new OffscreenCanvas(use.pixelWidth, use.pixelHeight) : document.createElement('canvas');
  canvas.width = use.pixelWidth;
  canvas.height = use.pixelHeight;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(use.scale, 0, 0, use.scale, -use.x * use.scale, -use.y * use.scale);
  // The store's groups span the store (the core's group boxes are the frame's, in its pixels).
  const box = [0, 0, use.pixelWidth, use.pixelHeight];
  run({ ...f, ctx, stack: new GroupStack(ctx, f.cache.layers), kept: null, nextBox: () => box }, n, use.start, use.end);
  const store = { image: offscreen ? canvas.transferToImageBitmap() : canvas, generation: use.generation };
  const old = f.cache.stores.get(use.slot);
  if (old?.image.close) old.image.close();
  f.cache.stores.set(use.slot, store);
  return store;
}

/**
 * Paints `use`'s store (drawn first when the slot holds none of its generation) where its
 * commands would draw on `f.ctx`. Returns false, painting nothing, where the transform
 * shrinks it below half: the commands are drawn instead. A singular transform paints
 * nothing (as it draws nothing).
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
  const tolerance = 1e-9;
  const onGrid = Math.abs(a - 1) < tolerance && Math.abs(d - 1) < tolerance
    && Math.abs(b) < tolerance && Math.abs(c) < tolerance;
  const shrink = Math.min(Math.hypot(a, b), Math.hypot(c, d));
  if (!onGrid && shrink < 0.5) return false;
  let store = f.cache.stores.get(use.slot);
  if (!store || store.generation !== use.generation) store = drawStore(f, n, use, run);
  const ctx = f.ctx;
  ctx.save();
  if (onGrid) {
    // Half a pixel rounds away from zero, as Swift's rounded() does in the cairo renderer.
    const round = (v) => Math.sign(v) * Math.round(Math.abs(v));
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
