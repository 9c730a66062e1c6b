// The canvas renderer: draws a DisplayListStream (Sources/Renderers/Rendering/
// DisplayListStream.swift has the layout) on a Canvas 2D context, one decoder per command
// (display-list-commands.js), groups on offscreen canvases (group-stack.js), backdrop blurs
// as the cairo renderer's (backdrop-blur.js).
//
// The canvas keeps its pixels from frame to frame: the host says which rows can differ from
// the last frame (the core's damage, with every drawing kept whole: Skia antialiases a shape a
// clip cuts differently from the shape uncut), and only those are cleared and drawn again,
// under a clip.

import { version, header, placeholder as placeholderCommands } from './display-list-codes.js';
import { colour } from './display-list-values.js';
import { commands } from './display-list-commands.js';
import { GroupStack, LayerPool } from './group-stack.js';
import { keep } from './backdrop-blur.js';
import { dropStores, paintStore } from './kept-contents.js';

/** @typedef {import('./display-list-values.js').Numbers} Numbers */
/** @typedef {import('./kept-contents.js').KeptUse} KeptUse */

/**
 * What a caller keeps per canvas between frames: the offscreen canvases (`layers`), the
 * decoded images by index (null: the browser could not decode it; absent while it decodes),
 * the blurs' results (`backdrops`, and spare ones to reuse) and the kept stores by slot.
 * @typedef {{ layers?: LayerPool, images?: Map<number, CanvasImageSource | null>,
 *   backdrops?: import('./backdrop-blur.js').Backdrop[], spareBackdrops?: import('./backdrop-blur.js').Backdrop[],
 *   stores?: Map<number, import('./kept-contents.js').Store> }} RendererCache
 */

/**
 * One frame's drawing state, which each command's decoder reads and changes: the context it
 * draws on now (`ctx`, the top of `stack`), the stream's text, the caller's cache, the blurs
 * painted so far and those this frame reuses (by ordinal), the stores painted instead of
 * their commands (by their first command's offset); the next group's box in device pixels,
 * passing over groups a store stands for, and the placeholder of an image not decoded.
 * @typedef {{ ctx: CanvasRenderingContext2D, stack: GroupStack, text: Uint8Array,
 *   cache: RendererCache, painted: import('./backdrop-blur.js').Backdrop[],
 *   reused: Map<number, import('./backdrop-blur.js').Backdrop>, kept: Map<number, KeptUse> | null,
 *   nextBox: () => number[], skipGroups: (count: number) => void,
 *   placeholder: (x: number, y: number, w: number, h: number) => void }} Frame
 */

/**
 * Runs the commands in n[from…to) on the frame state `f`; where a kept store stands for
 * commands (`f.kept`: their first offset → the store), paints it instead.
 * @param {Frame} f
 * @param {Numbers} n
 * @param {number} from
 * @param {number} to
 */
function run(f, n, from, to) {
  let i = from;
  while (i < to) {
    const use = f.kept?.get(i);
    if (use) {
      paintStore(f, n, use, run);
      // The groups the store's commands begin are passed over with them.
      f.skipGroups(use.groups);
      i = use.end;
      continue;
    }
    const op = n[i++];
    const decode = commands[op];
    if (!decode) throw new Error(`display list: unknown opcode ${op} at ${i - 1}`);
    i = decode(f, n, i);
  }
}

/**
 * Image.placeholder (its commands come with the codes) drawn in x y w h on `f`'s context.
 * @param {Frame} f
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 */
function drawPlaceholder(f, x, y, w, h) {
  const ctx = f.ctx;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(w, h);
  run({ ...f, text: new Uint8Array(0) }, placeholderCommands, 0, placeholderCommands.length);
  ctx.restore();
}

/**
 * What to draw of a frame. `rows`: the bands of device rows that can differ, `[[y0, y1], …]`,
 * or null for the whole canvas. `reused`: this frame's blur ordinal → the ordinal of the
 * last frame's blur whose painted backdrop it reuses. `groupBox(g)`: group `g`'s ink box
 * `[x0, y0, x1, y1]` in device pixels, or null for the whole canvas. `kept`: the stores
 * painted instead of their commands (`uses`, by their first command's offset) and the slots
 * dropped (kept-contents.js), or null.
 *
 * @typedef {{ rows: number[][] | null, reused: Map<number, number>, groupBox: ((g: number) => number[] | null),
 *   kept?: { uses: Map<number, KeptUse>, dropped: number[] } | null }} Damage
 */

/**
 * Draws the stream (`numbers`, a Float64Array; `text`, a Uint8Array) on `context`, whose
 * canvas is `scale` device pixels per point and shows the last frame. `damage` (a Damage;
 * null: draw everything, every group the whole canvas) says which rows to draw and which
 * backdrop blurs to reuse. `cache` (an object the caller keeps per canvas) holds the
 * offscreen canvases, the decoded images and the blurs' results. Returns the number of rows
 * drawn.
 */
/**
 * @param {CanvasRenderingContext2D} context
 * @param {Numbers} numbers
 * @param {Uint8Array} text
 * @param {number} scale device pixels per point
 * @param {RendererCache} cache
 * @param {Damage | null} [damage]
 * @returns {number}
 */
export function drawDisplayList(context, numbers, text, scale, cache, damage = null) {
  const n = numbers;
  if (n[header.version] !== version) throw new Error(`display list: version ${n[header.version]}, expected ${version}`);
  const width = context.canvas.width;
  const height = context.canvas.height;
  // Reused blurs: this frame's blur ordinal → the last frame's painted backdrop.
  const last = cache.backdrops ?? [];
  /** @type {Map<number, import('./backdrop-blur.js').Backdrop>} */
  const reused = new Map();
  for (const [ordinal, lastOrdinal] of damage?.reused ?? []) {
    if (last[lastOrdinal]) reused.set(ordinal, last[lastOrdinal]);
  }
  let rows = height;
  let clip = null;
  if (damage?.rows) {
    rows = 0;
    clip = new Path2D();
    for (const [y0, y1] of damage.rows) {
      clip.rect(0, y0, width, y1 - y0);
      rows += y1 - y0;
    }
  }
  /** @type {import('./backdrop-blur.js').Backdrop[]} */
  const painted = [];
  // Dropped stores go even in a frame that draws nothing.
  dropStores(cache, damage?.kept?.dropped ?? []);
  if (rows === 0) {
    // Nothing can differ: the canvas shows this frame already; its blurs stay.
    for (const [ordinal, entry] of reused) painted[ordinal] = entry;
    keep(cache, last, painted);
    return 0;
  }
  const root = context;
  root.save();
  root.setTransform(1, 0, 0, 1, 0, 0);
  if (clip) root.clip(clip);
  // The background: cleared, then filled; one pass where it is clear or opaque.
  const background = Math.min(Math.max(n[header.background + 3], 0), 1);
  if (background < 1) root.clearRect(0, 0, width, height);
  if (background > 0) {
    root.fillStyle = colour(n, header.background);
    root.fillRect(0, 0, width, height);
  }
  root.setTransform(scale, 0, 0, scale, 0, 0);
  if (!(cache.layers instanceof LayerPool)) cache.layers = new LayerPool();
  let groups = 0;
  /** @type {Frame} */
  const f = {
    ctx: root,
    stack: new GroupStack(root, cache.layers),
    text,
    cache,
    painted,
    reused,
    kept: damage?.kept?.uses ?? null,
    // The next group's box in whole device pixels, inside the canvas.
    nextBox() {
      const box = damage?.groupBox(groups++);
      if (!box) return [0, 0, width, height];
      const x0 = Math.max(0, Math.floor(box[0]));
      const y0 = Math.max(0, Math.floor(box[1]));
      return [x0, y0, Math.max(x0, Math.min(width, Math.ceil(box[2]))), Math.max(y0, Math.min(height, Math.ceil(box[3])))];
    },
    skipGroups(count) { groups += count; },
    placeholder(x, y, w, h) { drawPlaceholder(f, x, y, w, h); },
  };
  run(f, n, header.commands, n.length);
  f.stack.finish();
  root.restore();
  keep(cache, last, painted);
  return rows;
}
