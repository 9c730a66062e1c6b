// The canvas renderer's backdrop blurs (display-list-commands.js calls them): as the cairo
// renderer's, at reduced resolution (a power of two f ≤ σ/3, at most 8), with the backdrop's
// edges clamped (the blur reads the nearest edge pixel past the canvas, not transparency),
// upscaled bilinearly; a blur whose backdrop did not change copies what it painted last frame.

import { backdropSampling as S } from './display-list-codes.js';

/**
 * A blur's result, kept from frame to frame: the device box it read (`x y width height`),
 * its padding and low-resolution size, the canvases it works on (`low`, `blurred`, `result`)
 * and whether `result` holds the painted blur; `empty`: a blur with nothing to read (tinted
 * only).
 * @typedef {{ x?: number, y?: number, width?: number, height?: number, pad?: number,
 *   lowWidth?: number, lowHeight?: number, low?: CanvasRenderingContext2D,
 *   blurred?: CanvasRenderingContext2D, result?: CanvasRenderingContext2D, painted?: boolean,
 *   empty?: boolean }} Backdrop
 */
/** @typedef {import('./canvas-renderer.js').RendererCache} RendererCache */

/**
 * Keeps this frame's blur results; the last frame's not carried over go to the pool. A
 * frame without blurs keeps the last ones (a menu opened again over the same backdrop
 * reuses them: the core names them among the blurs of the last frame that had any).
 */
/**
 * @param {RendererCache} cache
 * @param {Backdrop[]} last
 * @param {Backdrop[]} painted
 */
export function keep(cache, last, painted) {
  if (painted.length === 0) return;
  const kept = new Set(painted);
  const spare = cache.spareBackdrops ?? (cache.spareBackdrops = []);
  for (const entry of last) if (entry && !kept.has(entry)) spare.push(entry);
  cache.backdrops = painted;
}

/**
 * A 2D context on a canvas of `width` × `height` from `entry` (kept), or a new one.
 * @param {Backdrop} entry
 * @param {'low' | 'blurred' | 'result'} key
 * @param {number} width
 * @param {number} height
 * @returns {CanvasRenderingContext2D}
 */
function sized(entry, key, width, height) {
  let c = entry[key];
  if (!c) c = entry[key] = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
  if (c.canvas.width !== width || c.canvas.height !== height) {
    c.canvas.width = width;
    c.canvas.height = height;
  } else {
    c.reset?.();
    c.clearRect(0, 0, width, height);
  }
  return c;
}

/**
 * Blurs and saturates what the canvas (`source`, before any open group) shows behind
 * `region` (user-space control box `bounds`), then tints it, on `ctx` (whose pixel (0, 0)
 * is at `origin` on the canvas, its transform in device space `m`); `entry` is the last frame's result to paint again when the
 * core found the backdrop unchanged. Returns the result.
 *
 * As BackdropSampling (Sources/Renderers/Rendering/Damage/BackdropSampling.swift): the device box of
 * the region grown by ⌈3σ⌉ and cut to the canvas is read, averaged down by f, padded by
 * ⌈3σ/f⌉ + 1 low-resolution pixels copied from its edges, blurred by σ/f and saturated,
 * then drawn back over the box read with bilinear smoothing, clipped to the region.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number[]} origin
 * @param {DOMMatrix} m
 * @param {HTMLCanvasElement} source
 * @param {Path2D} region
 * @param {number[]} bounds
 * @param {number} sigma points
 * @param {number} saturation
 * @param {string} tint
 * @param {Backdrop | undefined} entry
 * @param {RendererCache} cache
 * @returns {Backdrop}
 */
export function backdrop(ctx, origin, m, source, region, bounds, sigma, saturation, tint, entry, cache) {
  const sigmaPixels = sigma * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
  if (!entry) {
    const corners = [[bounds[0], bounds[1]], [bounds[2], bounds[1]], [bounds[0], bounds[3]], [bounds[2], bounds[3]]]
      .map(([x, y]) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f]);
    const reach = Math.ceil(S.reach * sigmaPixels);
    const clampX = (/** @type {number} */ v) => Math.min(Math.max(v, 0), source.width);
    const clampY = (/** @type {number} */ v) => Math.min(Math.max(v, 0), source.height);
    const sx = clampX(Math.floor(Math.min(...corners.map((c) => c[0]))) - reach);
    const sy = clampY(Math.floor(Math.min(...corners.map((c) => c[1]))) - reach);
    const ex = clampX(Math.ceil(Math.max(...corners.map((c) => c[0]))) + reach);
    const ey = clampY(Math.ceil(Math.max(...corners.map((c) => c[1]))) + reach);
    entry = cache.spareBackdrops?.pop() ?? {};
    entry.empty = !(ex > sx && ey > sy) || !Number.isFinite(sigmaPixels);
    if (!entry.empty) makeBackdrop(entry, source, sx, sy, ex - sx, ey - sy, sigmaPixels, saturation);
  }
  if (entry.empty) {
    ctx.save();
    ctx.fillStyle = tint;
    ctx.fill(region);
    ctx.restore();
    return entry;
  }
  if (!entry.painted) paint(entry, m, region, tint);
  // The finished backdrop pixel for pixel: a reused blur costs one copy, not an upscale.
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, -origin[0], -origin[1]);
  // A painted blur has its result and its place (paint, makeBackdrop).
  const { result, x, y } = /** @type {Required<Backdrop>} */ (entry);
  ctx.drawImage(result.canvas, x, y);
  ctx.restore();
  return entry;
}

/**
 * Paints `entry`'s blur, upscaled bilinearly over the box it read and clipped to `region`
 * (drawn in device space `m`), then the tint over it, on a transparent canvas the size of
 * that box: what the blur draws, kept whole, so a frame whose blur the core reuses copies
 * it (Chromium here: 0.3 ms at 750 × 1334) instead of upscaling it again (3 ms). Drawn
 * over the target this gives what drawing both straight onto it gives: a clip's coverage c,
 * the tint's alpha t and the blur's alpha b leave the target's colour weighted
 * (1 − c·t)(1 − c·b) either way.
 * @param {Backdrop} entry
 * @param {DOMMatrix} m
 * @param {Path2D} region
 * @param {string} tint
 */
function paint(entry, m, region, tint) {
  // A made blur has its box and its low-resolution size (makeBackdrop).
  const { x, y, width, height, pad, lowWidth, lowHeight } = /** @type {Required<Backdrop>} */ (entry);
  const c = sized(entry, 'result', width, height);
  entry.painted = true;
  // Saved and restored: the canvas is cleared in its first state when painted again.
  c.save();
  c.setTransform(m.a, m.b, m.c, m.d, m.e - x, m.f - y);
  c.clip(region);
  c.setTransform(1, 0, 0, 1, 0, 0);
  c.imageSmoothingEnabled = true;
  c.imageSmoothingQuality = 'low';
  c.drawImage(/** @type {CanvasRenderingContext2D} */ (entry.blurred).canvas, pad, pad, lowWidth, lowHeight, 0, 0, width, height);
  c.setTransform(m.a, m.b, m.c, m.d, m.e - x, m.f - y);
  c.fillStyle = tint;
  c.fill(region);
  c.restore();
}

/**
 * Fills `entry` with the blurred, saturated backdrop of `source`'s device box x y w h.
 * @param {Backdrop} entry
 * @param {HTMLCanvasElement} source
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} sigma device pixels
 * @param {number} saturation
 */
function makeBackdrop(entry, source, x, y, w, h, sigma, saturation) {
  let f = 1;
  while (f < S.largestFactor && f * 2 <= sigma / S.pixelsPerSigma) f *= 2;
  const lowWidth = Math.ceil(w / f);
  const lowHeight = Math.ceil(h / f);
  const pad = Math.ceil((S.reach * sigma) / f) + 1;
  const low = sized(entry, 'low', lowWidth + 2 * pad, lowHeight + 2 * pad);
  low.imageSmoothingEnabled = true;
  low.imageSmoothingQuality = 'high';
  // Whole low-resolution pixels (w / lowWidth ≤ f device pixels each), so the edges below
  // copy opaque rows and columns; drawn back over the same w × h.
  low.drawImage(source, x, y, w, h, pad, pad, lowWidth, lowHeight);
  // Clamp: the edge rows and columns stretched over the padding, then the corners.
  low.imageSmoothingEnabled = false;
  const c = low.canvas;
  const r = pad + lowWidth - 1;
  const b = pad + lowHeight - 1;
  low.drawImage(c, pad, pad, lowWidth, 1, pad, 0, lowWidth, pad);
  low.drawImage(c, pad, b, lowWidth, 1, pad, b + 1, lowWidth, pad);
  low.drawImage(c, pad, 0, 1, c.height, 0, 0, pad, c.height);
  low.drawImage(c, r, 0, 1, c.height, r + 1, 0, pad, c.height);
  const blurred = sized(entry, 'blurred', c.width, c.height);
  blurred.filter = `blur(${sigma / f}px) saturate(${saturation})`;
  blurred.drawImage(c, 0, 0);
  Object.assign(entry, { x, y, width: w, height: h, pad, lowWidth, lowHeight, painted: false });
}
