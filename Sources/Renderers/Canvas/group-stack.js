// The drawing targets of one frame of the canvas renderer: the canvas, then each open
// transparency group, masked content, mask or shadowed content, drawn on an offscreen canvas
// as large as the group's ink box (which the core gives) and composited when it closes, as
// the cairo renderer's groups are.

import { pixelSize } from './display-list-codes.js';

/**
 * What a target is: the root canvas, a transparency group, a shadow's content, masked content
 * or its mask.
 * @typedef {'root' | 'group' | 'shadow' | 'content' | 'mask'} EntryKind
 */

/**
 * One drawing target of the stack: the root canvas, or an open bracket's canvas, whose pixel
 * (0, 0) lies at `origin` on the root. A bracket's canvas is `key`'s size in the pool, its
 * ink inside `box` (device pixels, [x0, y0, x1, y1]); `saves` counts the saves the list made
 * on it. A group has its `opacity`; a shadow its offset `dx`, `dy` and `sigma` (points) and
 * its colour `paint`; masked content the `matrix` its mask draws with.
 * @typedef {{ context: CanvasRenderingContext2D, kind: EntryKind,
 *   origin: number[], saves: number, key?: number, box?: number[], opacity?: number,
 *   dx?: number, dy?: number, sigma?: number, paint?: string, matrix?: DOMMatrix }} Entry
 */

/**
 * Clips `context` (in device space) to `box`, on a canvas whose pixel (0, 0) is at `origin`.
 * @param {CanvasRenderingContext2D} context
 * @param {number[]} box [x0, y0, x1, y1], device pixels
 * @param {number[]} origin [x, y], device pixels
 */
export function clipTo(context, box, origin) {
  const rect = new Path2D();
  rect.rect(box[0] - origin[0], box[1] - origin[1], box[2] - box[0], box[3] - box[1]);
  context.clip(rect);
}

/**
 * A shadow's offset and blur (`shadowBlur`, 2σ) in device pixels under `context`'s transform.
 * @param {CanvasRenderingContext2D} context
 * @param {number} dx points
 * @param {number} dy points
 * @param {number} sigma points
 * @returns {{ x: number, y: number, blur: number }}
 */
export function shadowIn(context, dx, dy, sigma) {
  const m = context.getTransform();
  const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
  return { x: m.a * dx + m.c * dy, y: m.b * dx + m.d * dy, blur: 2 * sigma * scale };
}

/**
 * Draws `layer` (a group's canvas, its pixel (0, 0) at `box`'s corner) onto `target`
 * (whose pixel (0, 0) is at `origin`) pixel for pixel, through `target`'s clip. The whole
 * canvas is drawn under a clip to the box rather than the box cut out as a source
 * rectangle: Chromium copies a source rectangle out of a canvas before drawing it. A
 * shadow's layer (`shadowed`) is cut out as before: its shadow falls outside the box, where
 * a clip would cut it, and the canvas outside the box holds an earlier group's pixels.
 */
/**
 * @param {CanvasRenderingContext2D} target
 * @param {number[]} origin
 * @param {CanvasRenderingContext2D} layer
 * @param {number} alpha 0…1
 * @param {number[]} box
 * @param {boolean} [shadowed]
 */
function composite(target, origin, layer, alpha, box, shadowed = false) {
  const [x0, y0, x1, y1] = box;
  if (x1 <= x0 || y1 <= y0) return;
  target.save();
  target.setTransform(1, 0, 0, 1, 0, 0);
  target.globalAlpha = alpha;
  if (shadowed) {
    target.drawImage(layer.canvas, 0, 0, x1 - x0, y1 - y0, x0 - origin[0], y0 - origin[1], x1 - x0, y1 - y0);
  } else {
    clipTo(target, box, origin);
    target.drawImage(layer.canvas, x0 - origin[0], y0 - origin[1]);
  }
  target.restore();
}

/**
 * The offscreen canvases a renderer keeps per target, by size: a group draws on one only as
 * large as its box (each side rounded up to a power of two, at least 64, so a handful of
 * sizes serve every frame; a side as long as the target's kept exact). A canvas the size of
 * the target cost a copy of the whole target each time it was drawn from and then cleared
 * (Chromium copies a canvas's pixels on write after a drawImage reads them).
 */
export class LayerPool {
  /**
   * Size key → the clear contexts of that size.
   * @type {Map<number, CanvasRenderingContext2D[]>}
   */
  #free = new Map();

  /**
   * A clear 2D context at least `width` × `height`, for a target `target` pixels large.
   * @param {number} width pixels
   * @param {number} height pixels
   * @param {{ width: number, height: number }} target
   * @returns {{ context: CanvasRenderingContext2D, key: number }}
   */
  take(width, height, target) {
    const side = (/** @type {number} */ n, /** @type {number} */ whole) => n === whole ? n : Math.min(pixelSize.maximumSide, Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(n, 1)))));
    const w = side(width, target.width);
    const h = side(height, target.height);
    const key = w * 65536 + h;
    let context = this.#free.get(key)?.pop();
    if (!context) {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    } else {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, width, height);
    }
    return { context, key };
  }

  /**
   * Takes `context` back (of size `key`, as `take` gave it).
   * @param {CanvasRenderingContext2D} context
   * @param {number} key
   */
  give(context, key) {
    const free = this.#free.get(key);
    if (free) free.push(context);
    else this.#free.set(key, [context]);
  }
}

/**
 * The stack of drawing targets of one frame: the root canvas, then each open bracket. Each
 * entry's `origin` is where its canvas's pixel (0, 0) lies on the root. Closed brackets'
 * canvases go back to the pool when the frame ends (`finish`), not when they close: a canvas
 * drawn from and then drawn on again in the same frame is copied first by Chromium.
 */
export class GroupStack {
  /**
   * @param {CanvasRenderingContext2D} root
   * @param {LayerPool} pool
   */
  constructor(root, pool) {
    this.root = root;
    this.pool = pool;
    /** @type {Entry[]} */
    this.entries = [{ context: root, kind: 'root', origin: [0, 0], saves: 0 }];
    /** @type {Entry[]} */
    this.finished = [];
  }

  /**
   * The innermost open target.
   * @returns {Entry}
   */
  get top() {
    return this.entries[this.entries.length - 1];
  }

  /** The top's transform in device space: its own, shifted by where its pixel (0, 0) is. */
  deviceMatrix() {
    const entry = this.top;
    const m = entry.context.getTransform();
    m.e += entry.origin[0];
    m.f += entry.origin[1];
    return m;
  }

  /**
   * Opens a bracket of `kind` whose ink lies in `box` (whole device pixels), drawing as `matrix`.
   * @param {EntryKind} kind
   * @param {number[]} box
   * @param {DOMMatrix} matrix
   * @param {{ opacity?: number, dx?: number, dy?: number, sigma?: number, paint?: string,
   *   matrix?: DOMMatrix }} [extra]
   * @returns {CanvasRenderingContext2D}
   */
  open(kind, box, matrix, extra = {}) {
    const { context, key } = this.pool.take(box[2] - box[0], box[3] - box[1], this.root.canvas);
    context.save();
    context.setTransform(matrix.a, matrix.b, matrix.c, matrix.d, matrix.e - box[0], matrix.f - box[1]);
    /** @type {Entry} */
    const entry = { context, key, kind, box, origin: [box[0], box[1]], saves: 0, ...extra };
    this.entries.push(entry);
    return context;
  }

  /**
   * Closes the innermost bracket and composites it onto the one under it: a group at its
   * opacity, a shadow's content over its shadow, content through its mask. Returns the
   * context to draw on next.
   * @returns {CanvasRenderingContext2D}
   */
  close() {
    const inner = /** @type {Entry} */ (this.entries.pop());
    if (inner.kind === 'mask') return this.closeMask(inner);
    const under = this.top;
    const target = under.context;
    const box = /** @type {number[]} */ (inner.box);
    if (inner.kind === 'shadow') {
      // A shadow's entry has its offset, blur and colour (open's `extra`).
      const { dx, dy, sigma, paint } = /** @type {Required<Entry>} */ (inner);
      const s = shadowIn(target, dx, dy, sigma);
      target.save();
      target.shadowColor = paint;
      target.shadowOffsetX = s.x;
      target.shadowOffsetY = s.y;
      target.shadowBlur = s.blur;
      composite(target, under.origin, inner.context, 1, box, true);
      target.restore();
    } else {
      const alpha = inner.kind === 'group' ? Math.min(Math.max(/** @type {number} */ (inner.opacity), 0), 1) : 1;
      composite(target, under.origin, inner.context, alpha, box);
    }
    this.finished.push(inner);
    return target;
  }

  /**
   * A mask closes its content too: the content, kept where the mask has ink, goes under.
   * @param {Entry} mask
   * @returns {CanvasRenderingContext2D}
   */
  closeMask(mask) {
    const content = /** @type {Entry} */ (this.entries.pop());
    const box = /** @type {number[]} */ (content.box);
    const [x0, y0, x1, y1] = box;
    if (x1 > x0 && y1 > y0) {
      // Both canvases have their pixel (0, 0) at the box's corner; whole, clipped.
      content.context.save();
      content.context.setTransform(1, 0, 0, 1, 0, 0);
      clipTo(content.context, box, box);
      content.context.globalCompositeOperation = 'destination-in';
      content.context.drawImage(mask.context.canvas, 0, 0);
      content.context.restore();
    }
    const under = this.top;
    composite(under.context, under.origin, content.context, 1, box);
    this.finished.push(mask, content);
    return under.context;
  }

  /** Closes what the list left open (innermost first, as cairo's renderer does), undoes the root's saves, and returns every canvas to the pool. */
  finish() {
    while (this.entries.length > 1) this.close();
    const root = this.entries[0];
    for (; root.saves > 0; root.saves--) this.root.restore();
    for (const entry of this.finished) {
      for (; entry.saves > 0; entry.saves--) entry.context.restore();
      entry.context.restore();
      this.pool.give(entry.context, /** @type {number} */ (entry.key));
    }
  }
}
