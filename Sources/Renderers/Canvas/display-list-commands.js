// One small decoder per display-list command: each reads its operands at n[i] (the number
// after its opcode) for the frame's state `f` (canvas-renderer.js makes it), draws, and
// returns the index of the next command. The opcodes and every operand's offset by name come
// from display-list-codes.js, which `make web` writes from the Swift sources
// (DisplayListStream+Operands.swift declares them), so no decoder counts numbers.

import { opcodes as OP, operands as O, runOperands as RUN, fillRules, lineCaps, lineJoins } from './display-list-codes.js';
import { colour, font, path, pathWithBounds, string } from './display-list-values.js';
import { shadowIn } from './group-stack.js';
import { backdrop } from './backdrop-blur.js';

/** @typedef {import('./canvas-renderer.js').Frame} Frame */
/** @typedef {import('./display-list-values.js').Numbers} Numbers */

// Canvas spells the caps and joins as Swift names them, and the fill rules in lower case.
const rules = /** @type {CanvasFillRule[]} */ (fillRules.map((r) => r.toLowerCase()));
const caps = /** @type {CanvasLineCap[]} */ (lineCaps);
const joins = /** @type {CanvasLineJoin[]} */ (lineJoins);

/**
 * Draws only a path's shadow: the shape far off the canvas, its shadow offset back.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} paint
 * @param {{ x: number, y: number, blur: number }} s
 * @param {Path2D} p
 */
function shadowOnly(ctx, paint, s, p) {
  const far = 100000;
  ctx.save();
  const m = ctx.getTransform();
  ctx.setTransform(m.a, m.b, m.c, m.d, m.e - far, m.f);
  ctx.shadowColor = paint;
  ctx.shadowOffsetX = s.x + far;
  ctx.shadowOffsetY = s.y;
  ctx.shadowBlur = s.blur;
  ctx.fillStyle = 'black';
  ctx.fill(p);
  ctx.restore();
}

/**
 * The decoder of each opcode: reads its operands at n[i] for `f`, draws, and returns the
 * index of the next command.
 * @type {Record<number, (f: Frame, n: Numbers, i: number) => number>}
 */
export const commands = {
  [OP.saveState](f, n, i) {
    f.ctx.save();
    f.stack.top.saves++;
    return i;
  },
  [OP.restoreState](f, n, i) {
    // A restore without its save (an unbalanced list) must not undo the group's own.
    const entry = f.stack.top;
    if (entry.saves > 0) { f.ctx.restore(); entry.saves--; }
    return i;
  },
  [OP.concatenate](f, n, i) {
    const T = O.concatenate;
    f.ctx.transform(n[i + T.a], n[i + T.b], n[i + T.c], n[i + T.d], n[i + T.tx], n[i + T.ty]);
    return i + T.end;
  },
  [OP.clip](f, n, i) {
    const [p, next] = path(n, i + O.clip.path);
    f.ctx.clip(p, rules[n[i + O.clip.fillRule]] ?? 'nonzero');
    return next;
  },
  [OP.clipRect](f, n, i) {
    const R = O.clipRect;
    const p = new Path2D();
    p.rect(n[i + R.x], n[i + R.y], n[i + R.width], n[i + R.height]);
    f.ctx.clip(p);
    return i + R.end;
  },
  [OP.beginTransparencyGroup](f, n, i) {
    const G = O.beginTransparencyGroup;
    f.ctx = f.stack.open('group', f.nextBox(), f.stack.deviceMatrix(), { opacity: n[i + G.opacity] });
    return i + G.end;
  },
  [OP.beginMaskedContent](f, n, i) {
    // The mask draws as the content began: its transform, in the content's box.
    const matrix = f.stack.deviceMatrix();
    f.ctx = f.stack.open('content', f.nextBox(), matrix, { matrix });
    return i;
  },
  [OP.beginMask](f, n, i) {
    const content = f.stack.top;
    if (content.kind === 'content' && content.box && content.matrix) {
      f.ctx = f.stack.open('mask', content.box, content.matrix);
    }
    return i;
  },
  [OP.beginShadow](f, n, i) {
    const S = O.beginShadow;
    f.ctx = f.stack.open('shadow', f.nextBox(), f.stack.deviceMatrix(),
      { paint: colour(n, i + S.color), dx: n[i + S.dx], dy: n[i + S.dy], sigma: n[i + S.sigma] });
    return i + S.end;
  },
  // A closer that is not the innermost bracket's is ignored, as cairo's renderer does.
  [OP.endTransparencyGroup](f, n, i) {
    if (f.stack.top.kind === 'group') f.ctx = f.stack.close();
    return i;
  },
  [OP.endShadow](f, n, i) {
    if (f.stack.top.kind === 'shadow') f.ctx = f.stack.close();
    return i;
  },
  [OP.endMask](f, n, i) {
    if (f.stack.top.kind === 'mask') f.ctx = f.stack.close();
    return i;
  },
  [OP.shadow](f, n, i) {
    const S = O.shadow;
    const [p, next] = path(n, i + S.path);
    shadowOnly(f.ctx, colour(n, i + S.color), shadowIn(f.ctx, n[i + S.dx], n[i + S.dy], n[i + S.sigma]), p);
    return next;
  },
  [OP.fill](f, n, i) {
    const F = O.fill;
    f.ctx.fillStyle = colour(n, i + F.color);
    const [p, next] = path(n, i + F.path);
    f.ctx.fill(p, rules[n[i + F.fillRule]] ?? 'nonzero');
    return next;
  },
  [OP.stroke](f, n, i) {
    const S = O.stroke;
    const ctx = f.ctx;
    ctx.strokeStyle = colour(n, i + S.color);
    ctx.lineWidth = n[i + S.width];
    ctx.lineCap = caps[n[i + S.lineCap]] ?? 'butt';
    ctx.lineJoin = joins[n[i + S.lineJoin]] ?? 'miter';
    ctx.miterLimit = n[i + S.miterLimit];
    const [p, next] = path(n, i + S.path);
    ctx.stroke(p);
    return next;
  },
  [OP.text](f, n, i) {
    const T = O.text;
    const ctx = f.ctx;
    ctx.fillStyle = colour(n, i + T.color);
    ctx.font = font(n[i + T.weight], n[i + T.size], string(n, i + T.family, f.text));
    ctx.textBaseline = 'alphabetic';
    ctx.textAlign = 'left';
    // The core placed each run: the canvas must not reorder it by the page's direction (a
    // canvas inherits `dir`, and "Lunch on Thursday?" came out "?Lunch on Thursday").
    ctx.direction = 'ltr';
    const count = n[i + T.runs];
    let r = i + T.runs + 1;
    for (let k = 0; k < count; k++, r += RUN.end) ctx.fillText(string(n, r + RUN.text, f.text), n[r + RUN.x], n[r + RUN.y]);
    return r;
  },
  [OP.backdropBlur](f, n, i) {
    const B = O.backdropBlur;
    const [region, bounds, next] = pathWithBounds(n, i + B.region);
    const ordinal = f.painted.length;
    const top = f.stack.top;
    f.painted.push(backdrop(f.ctx, top.origin, f.stack.deviceMatrix(), f.stack.root.canvas, region, bounds,
      n[i + B.sigma], n[i + B.saturation], colour(n, i + B.tint), f.reused.get(ordinal), f.cache));
    return next;
  },
  [OP.bitmap](f, n, i) {
    const B = O.bitmap;
    // cache.images: index → an image source, null when the browser could not decode it,
    // absent while it decodes (the host draws the canvas again when it is ready).
    const image = f.cache.images?.get(n[i + B.image]);
    const [x, y, w, h] = [n[i + B.x], n[i + B.y], n[i + B.width], n[i + B.height]];
    if (image) {
      f.ctx.imageSmoothingEnabled = true;
      f.ctx.imageSmoothingQuality = 'high';
      f.ctx.drawImage(image, x, y, w, h);
    } else if (image === null) {
      f.placeholder(x, y, w, h);
    }
    return i + B.end;
  },
};
