// One small decoder per display-list command (DisplayListStream.swift has the operands):
// each reads its operands at n[i] from the frame's state `f` (canvas-renderer.js makes it),
// draws, and returns the index of the next command. The opcodes come from
// display-list-codes.js, which `make web` writes from the Swift sources.

import { opcodes as OP, fillRules, lineCaps, lineJoins } from './display-list-codes.js';
import { colour, font, path, pathWithBounds, string } from './display-list-values.js';
import { shadowIn } from './group-stack.js';
import { backdrop } from './backdrop-blur.js';

// Canvas spells the caps and joins as Swift names them, and the fill rules in lower case.
const rules = fillRules.map((r) => r.toLowerCase());

/** Draws only a path's shadow: the shape far off the canvas, its shadow offset back. */
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

/** The decoder of each opcode. */
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
    f.ctx.transform(n[i], n[i + 1], n[i + 2], n[i + 3], n[i + 4], n[i + 5]);
    return i + 6;
  },
  [OP.clip](f, n, i) {
    const [p, next] = path(n, i + 1);
    f.ctx.clip(p, rules[n[i]] ?? 'nonzero');
    return next;
  },
  [OP.clipRect](f, n, i) {
    const p = new Path2D();
    p.rect(n[i], n[i + 1], n[i + 2], n[i + 3]);
    f.ctx.clip(p);
    return i + 4;
  },
  [OP.beginTransparencyGroup](f, n, i) {
    f.ctx = f.stack.open('group', f.nextBox(), f.stack.deviceMatrix(), { opacity: n[i] });
    return i + 1;
  },
  [OP.beginMaskedContent](f, n, i) {
    // The mask draws as the content began: its transform, in the content's box.
    const matrix = f.stack.deviceMatrix();
    f.ctx = f.stack.open('content', f.nextBox(), matrix, { matrix });
    return i;
  },
  [OP.beginMask](f, n, i) {
    const content = f.stack.top;
    if (content.kind === 'content') f.ctx = f.stack.open('mask', content.box, content.matrix);
    return i;
  },
  [OP.beginShadow](f, n, i) {
    f.ctx = f.stack.open('shadow', f.nextBox(), f.stack.deviceMatrix(),
      { paint: colour(n, i), dx: n[i + 4], dy: n[i + 5], sigma: n[i + 6] });
    return i + 7;
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
    const [p, next] = path(n, i + 7);
    shadowOnly(f.ctx, colour(n, i), shadowIn(f.ctx, n[i + 4], n[i + 5], n[i + 6]), p);
    return next;
  },
  [OP.fill](f, n, i) {
    f.ctx.fillStyle = colour(n, i);
    const [p, next] = path(n, i + 5);
    f.ctx.fill(p, rules[n[i + 4]] ?? 'nonzero');
    return next;
  },
  [OP.stroke](f, n, i) {
    const ctx = f.ctx;
    ctx.strokeStyle = colour(n, i);
    ctx.lineWidth = n[i + 4];
    ctx.lineCap = lineCaps[n[i + 5]] ?? 'butt';
    ctx.lineJoin = lineJoins[n[i + 6]] ?? 'miter';
    ctx.miterLimit = n[i + 7];
    const [p, next] = path(n, i + 8);
    ctx.stroke(p);
    return next;
  },
  [OP.text](f, n, i) {
    const ctx = f.ctx;
    ctx.fillStyle = colour(n, i);
    ctx.font = font(n[i + 5], n[i + 4], string(n, i + 6, f.text));
    ctx.textBaseline = 'alphabetic';
    ctx.textAlign = 'left';
    // The core placed each run: the canvas must not reorder it by the page's direction (a
    // canvas inherits `dir`, and "Lunch on Thursday?" came out "?Lunch on Thursday").
    ctx.direction = 'ltr';
    const runs = n[i + 8];
    i += 9;
    for (let r = 0; r < runs; r++, i += 5) ctx.fillText(string(n, i + 3, f.text), n[i], n[i + 1]);
    return i;
  },
  [OP.backdropBlur](f, n, i) {
    const [region, bounds, next] = pathWithBounds(n, i + 6);
    const ordinal = f.painted.length;
    const top = f.stack.top;
    f.painted.push(backdrop(f.ctx, top.origin, f.stack.deviceMatrix(), f.stack.root.canvas, region, bounds,
      n[i], n[i + 1], colour(n, i + 2), f.reused.get(ordinal), f.cache));
    return next;
  },
  [OP.bitmap](f, n, i) {
    // cache.images: index → ImageBitmap, null when the browser could not decode it, absent
    // while it decodes (the host draws the canvas again when it is ready).
    const image = f.cache.images?.get(n[i]);
    const [x, y, w, h] = [n[i + 1], n[i + 2], n[i + 3], n[i + 4]];
    if (image) {
      f.ctx.imageSmoothingEnabled = true;
      f.ctx.imageSmoothingQuality = 'high';
      f.ctx.drawImage(image, x, y, w, h);
    } else if (image === null) {
      f.placeholder(x, y, w, h);
    }
    return i + 5;
  },
};
