// Draws a DisplayListStream (Sources/Renderers/Rendering/DisplayListStream.swift has the layout) on a
// Canvas 2D context. Hand-written, no build step: a classic script that defines
// `DynamicMenusDisplayList`, so the page works opened from disk (file://), where module
// scripts are refused. The numbers it switches on are not written here: manifest.js (made
// by `make web` from the module) gives them by name, and must load before this script.
//
// Groups (opacity), masks and shadowed content draw into offscreen canvases as large as the
// group's ink box (which the core gives), composited when they end, as the cairo renderer's
// groups are.
//
// The canvas keeps its pixels from frame to frame: the core says which rows can differ from
// the last frame (Sources/Hosts/Web/Canvas/CanvasDamage.swift, the cairo renderer's damage, with every
// drawing kept whole: Skia antialiases a shape a clip cuts differently from the shape uncut),
// and only those are cleared and drawn again, under a clip. Backdrop blurs are
// backdrop-blur.js's (loaded before this script).
'use strict';

var DynamicMenusDisplayList = (function () {
  const { backdrop, keep } = DynamicMenusBackdropBlur;
  const decoder = new TextDecoder();
  // The stream's codes, defined once in Swift (DisplayListStream+Codes.swift) and given to
  // the page by manifest.js, which loads first. Canvas spells the caps and joins as Swift
  // names them, and the fill rules in lower case.
  const codes = DynamicMenusManifest.displayList;
  const OP = codes.opcodes;
  const PE = codes.pathElements;
  const rules = codes.fillRules.map((r) => r.toLowerCase());
  const caps = codes.lineCaps;
  const joins = codes.lineJoins;

  function colour(n, i) {
    const c = (v) => Math.round(Math.min(Math.max(v, 0), 1) * 255);
    const a = Math.min(Math.max(n[i + 3], 0), 1);
    return `rgba(${c(n[i])}, ${c(n[i + 1])}, ${c(n[i + 2])}, ${a})`;
  }

  /**
   * The canvas font of a text run: `family` (any text a page gave, `title-font-family`) as a
   * CSS string, sans-serif after it, so no family can break the declaration.
   */
  function font(weight, size, family) {
    const quoted = family.replace(/[\u0000-\u001f\u007f]/g, '').replace(/["\\]/g, '\\$&');
    return quoted ? `${weight} ${size}px "${quoted}", sans-serif` : `${weight} ${size}px sans-serif`;
  }

  /** Reads a path at n[i]: [Path2D, next index]. */
  function path(n, i) {
    const p = new Path2D();
    const count = n[i++];
    for (let e = 0; e < count; e++) {
      switch (n[i++]) {
        case PE.move: p.moveTo(n[i], n[i + 1]); i += 2; break;
        case PE.line: p.lineTo(n[i], n[i + 1]); i += 2; break;
        case PE.quadCurve: p.quadraticCurveTo(n[i], n[i + 1], n[i + 2], n[i + 3]); i += 4; break;
        case PE.curve: p.bezierCurveTo(n[i], n[i + 1], n[i + 2], n[i + 3], n[i + 4], n[i + 5]); i += 6; break;
        case PE.close: p.closePath(); break;
        default: throw new Error(`display list: unknown path element ${n[i - 1]} at ${i - 1}`);
      }
    }
    return [p, i];
  }

  function string(n, i, text) {
    return decoder.decode(text.subarray(n[i], n[i] + n[i + 1]));
  }

  /**
   * An offscreen canvas for a group whose ink lies in `box` ([x0, y0, x1, y1], whole device
   * pixels of the target): only as large as the box (each side rounded up to a power of two,
   * at least 64, so a handful of sizes serve every frame), clear, its pixel (0, 0) at the
   * box's corner, drawing with `matrix` (the device-space transform) shifted to match, its
   * state saved (`release` restores it). A canvas the size of the target cost a copy of the
   * whole target each time it was drawn from and then cleared (Chromium copies a canvas's
   * pixels on write after a drawImage reads them): 2.5 ms per group at 750 × 1334, whatever
   * the group's size. Canvases come from `pool` by size and go back when the frame ends,
   * so a frame allocates none once the pool holds enough.
   */
  function layerFor(pool, box, matrix, target) {
    const width = box[2] - box[0];
    const height = box[3] - box[1];
    // At most 32,767, the largest side a canvas takes (and the core's largest target). A
    // side as long as the target's is kept exact: a window-sized group (a menu fading in)
    // costs Chromium less on a canvas its own size than on one of 1024 × 2048.
    const side = (n, whole) => n === whole ? n : Math.min(32767, Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(n, 1)))));
    const w = side(width, target.width);
    const h = side(height, target.height);
    const key = w * 65536 + h;
    let context = pool.get(key)?.pop();
    if (!context) {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      context = canvas.getContext('2d');
    } else {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, width, height);
    }
    context.save();
    context.setTransform(matrix.a, matrix.b, matrix.c, matrix.d, matrix.e - box[0], matrix.f - box[1]);
    return { context, key };
  }

  /** Puts a layer back in the pool, its state restored (its own saves, then layerFor's). */
  function release(pool, entry) {
    for (; entry.saves > 0; entry.saves--) entry.context.restore();
    entry.context.restore();
    if (!pool.has(entry.key)) pool.set(entry.key, []);
    pool.get(entry.key).push(entry.context);
  }

  /** `context`'s transform in device space: its own, shifted by where its pixel (0, 0) is. */
  function deviceMatrix(context, origin) {
    const m = context.getTransform();
    m.e += origin[0];
    m.f += origin[1];
    return m;
  }

  /**
   * Draws `layer` (a group's canvas, its pixel (0, 0) at `box`'s corner) onto `target`
   * (whose pixel (0, 0) is at `origin`) pixel for pixel, through `target`'s clip. The whole
   * canvas is drawn under a clip to the box rather than the box cut out as a source
   * rectangle: Chromium copies a source rectangle out of a canvas before drawing it (at
   * 750 × 1334, 3.2 ms against 1.5 ms for the whole canvas clipped). A shadow's layer
   * (`shadowed`) is cut out as before: its shadow falls outside the box, where a clip would
   * cut it, and the canvas outside the box holds an earlier group's pixels.
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

  /** Clips `context` (in device space) to `box`, on a canvas whose pixel (0, 0) is at `origin`. */
  function clipTo(context, box, origin) {
    const rect = new Path2D();
    rect.rect(box[0] - origin[0], box[1] - origin[1], box[2] - box[0], box[3] - box[1]);
    context.clip(rect);
  }

  /** A shadow's offset and σ in device pixels under the current transform. */
  function shadowIn(context, dx, dy, sigma) {
    const m = context.getTransform();
    const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    return { x: m.a * dx + m.c * dy, y: m.b * dx + m.d * dy, blur: 2 * sigma * scale };
  }

  /**
   * Draws the stream (`numbers`, a Float64Array; `text`, a Uint8Array) on `context`, whose
   * canvas is `scale` device pixels per point and shows the last frame. `damage` (a
   * Float64Array, CanvasDamage's numbers; null: draw everything) says which rows to draw and
   * which backdrop blurs to reuse. `groupBoxes` (a Float64Array, CanvasDamage's groupBoxes;
   * null: the whole canvas) bounds each group's offscreen canvas. `cache` (an object the
   * caller keeps per canvas) holds the offscreen canvases and the blurs' results. Returns the
   * number of rows drawn.
   */
  function draw(context, numbers, text, scale, cache, damage = null, groupBoxes = null) {
    const n = numbers;
    if (n[0] !== codes.version) throw new Error(`display list: version ${n[0]}, expected ${codes.version}`);
    const width = context.canvas.width;
    const height = context.canvas.height;
    // Reused blurs: this frame's blur ordinal → the last frame's painted backdrop.
    const last = cache.backdrops ?? [];
    const reused = new Map();
    let rows = height;
    let clip = null;
    if (damage && damage[0] !== 1) {
      rows = 0;
      clip = new Path2D();
      for (let b = 0; b < damage[1]; b++) {
        const y0 = damage[2 + 2 * b];
        const y1 = damage[3 + 2 * b];
        clip.rect(0, y0, width, y1 - y0);
        rows += y1 - y0;
      }
    }
    // Blurs the core reuses, also when the whole canvas is drawn (a menu fading in over
    // an unchanged backdrop).
    if (damage) {
      const at = 2 + 2 * damage[1];
      for (let r = 0; r < damage[at]; r++) {
        const entry = last[damage[at + 2 + 2 * r]];
        if (entry) reused.set(damage[at + 1 + 2 * r], entry);
      }
    }
    const painted = [];
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
    const background = Math.min(Math.max(n[6], 0), 1);
    if (background < 1) root.clearRect(0, 0, width, height);
    if (background > 0) {
      root.fillStyle = colour(n, 3);
      root.fillRect(0, 0, width, height);
    }
    root.setTransform(scale, 0, 0, scale, 0, 0);
    // The stack of drawing targets: the canvas, then each open group, mask or shadow.
    // Each entry's `origin` is where its canvas's pixel (0, 0) lies on the target.
    const stack = [{ context: root, kind: 'root', origin: [0, 0], saves: 0 }];
    let groups = 0;
    // The next group's box in whole device pixels, inside the canvas (the whole canvas
    // without boxes).
    const nextBox = () => {
      const g = groups++;
      if (!groupBoxes) return [0, 0, width, height];
      const x0 = Math.max(0, Math.floor(groupBoxes[4 * g]));
      const y0 = Math.max(0, Math.floor(groupBoxes[4 * g + 1]));
      return [x0, y0, Math.max(x0, Math.min(width, Math.ceil(groupBoxes[4 * g + 2]))),
        Math.max(y0, Math.min(height, Math.ceil(groupBoxes[4 * g + 3])))];
    };
    /** Opens a group of `kind` in `box` drawing as `matrix` (device space): its entry. */
    const open = (kind, box, matrix, extra) => {
      const { context, key } = layerFor(pool, box, matrix, root.canvas);
      const entry = { context, key, kind, box, origin: [box[0], box[1]], saves: 0, ...extra };
      stack.push(entry);
      return entry;
    };
    const top = () => stack[stack.length - 1];
    /**
     * Closes the innermost bracket and composites it onto the one under it: a group at its
     * opacity, a shadow's content over its shadow, content through its mask (content whose
     * mask never came, unmasked). Returns the context to draw on next.
     */
    const closeTop = () => {
      const inner = stack.pop();
      if (inner.kind === 'mask') {
        const content = stack.pop();
        const [x0, y0, x1, y1] = content.box;
        if (x1 > x0 && y1 > y0) {
          // Both canvases have their pixel (0, 0) at the box's corner; whole, clipped, as
          // composite draws.
          content.context.save();
          content.context.setTransform(1, 0, 0, 1, 0, 0);
          clipTo(content.context, content.box, content.box);
          content.context.globalCompositeOperation = 'destination-in';
          content.context.drawImage(inner.context.canvas, 0, 0);
          content.context.restore();
        }
        const under = top();
        composite(under.context, under.origin, content.context, 1, content.box);
        finished.push(inner, content);
        return under.context;
      }
      const under = top();
      const target = under.context;
      if (inner.kind === 'shadow') {
        const s = shadowIn(target, inner.dx, inner.dy, inner.sigma);
        target.save();
        target.shadowColor = inner.paint;
        target.shadowOffsetX = s.x;
        target.shadowOffsetY = s.y;
        target.shadowBlur = s.blur;
        composite(target, under.origin, inner.context, 1, inner.box, true);
        target.restore();
      } else {
        const alpha = inner.kind === 'group' ? Math.min(Math.max(inner.opacity, 0), 1) : 1;
        composite(target, under.origin, inner.context, alpha, inner.box);
      }
      finished.push(inner);
      return target;
    };
    if (!(cache.layers instanceof Map)) cache.layers = new Map();
    const pool = cache.layers;
    // Closed brackets' canvases go back to the pool when the frame ends, not when they close:
    // a canvas drawn from and then drawn on again in the same frame (the next group of its
    // size) is copied first by Chromium, whose target still holds its pixels.
    const finished = [];
    let ctx = root;
    let i = 7;
    while (i < n.length) {
      const op = n[i++];
      switch (op) {
        case OP.saveState: ctx.save(); top().saves++; break;
        case OP.restoreState: {
          // A restore without its save (an unbalanced list) must not undo layerFor's.
          const entry = top();
          if (entry.saves > 0) { ctx.restore(); entry.saves--; }
          break;
        }
        case OP.concatenate: ctx.transform(n[i], n[i + 1], n[i + 2], n[i + 3], n[i + 4], n[i + 5]); i += 6; break;
        case OP.clip: {
          const rule = rules[n[i]] ?? 'nonzero';
          const [p, next] = path(n, i + 1);
          ctx.clip(p, rule);
          i = next;
          break;
        }
        case OP.clipRect: {
          const p = new Path2D();
          p.rect(n[i], n[i + 1], n[i + 2], n[i + 3]);
          ctx.clip(p);
          i += 4;
          break;
        }
        case OP.beginTransparencyGroup: {
          ctx = open('group', nextBox(), deviceMatrix(ctx, top().origin), { opacity: n[i++] }).context;
          break;
        }
        case OP.beginMaskedContent: {
          // The mask draws as the content began: its transform, in the content's box.
          const matrix = deviceMatrix(ctx, top().origin);
          ctx = open('content', nextBox(), matrix, { matrix }).context;
          break;
        }
        case OP.beginMask: {
          const content = top();
          if (content.kind === 'content') ctx = open('mask', content.box, content.matrix).context;
          break;
        }
        case OP.beginShadow: {
          ctx = open('shadow', nextBox(), deviceMatrix(ctx, top().origin),
            { paint: colour(n, i), dx: n[i + 4], dy: n[i + 5], sigma: n[i + 6] }).context;
          i += 7;
          break;
        }
        // A closer that is not the innermost bracket's is ignored, as cairo's renderer does.
        case OP.endTransparencyGroup: if (top().kind === 'group') ctx = closeTop(); break;
        case OP.endShadow: if (top().kind === 'shadow') ctx = closeTop(); break;
        case OP.endMask: if (top().kind === 'mask') ctx = closeTop(); break;
        case OP.shadow: {
          const paint = colour(n, i);
          const s = shadowIn(ctx, n[i + 4], n[i + 5], n[i + 6]);
          const [p, next] = path(n, i + 7);
          i = next;
          // Only the shadow shows: the shape is drawn far off the canvas and its shadow
          // offset back by as much.
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
          break;
        }
        case OP.fill: {
          ctx.fillStyle = colour(n, i);
          const rule = rules[n[i + 4]] ?? 'nonzero';
          const [p, next] = path(n, i + 5);
          ctx.fill(p, rule);
          i = next;
          break;
        }
        case OP.stroke: {
          ctx.strokeStyle = colour(n, i);
          ctx.lineWidth = n[i + 4];
          ctx.lineCap = caps[n[i + 5]] ?? 'butt';
          ctx.lineJoin = joins[n[i + 6]] ?? 'miter';
          ctx.miterLimit = n[i + 7];
          const [p, next] = path(n, i + 8);
          ctx.stroke(p);
          i = next;
          break;
        }
        case OP.text: {
          ctx.fillStyle = colour(n, i);
          const size = n[i + 4];
          const weight = n[i + 5];
          const family = string(n, i + 6, text);
          ctx.font = font(weight, size, family);
          ctx.textBaseline = 'alphabetic';
          ctx.textAlign = 'left';
          // The core placed each run: the canvas must not reorder it by the page's direction
          // (a canvas inherits `dir`, and "Lunch on Thursday?" came out "?Lunch on Thursday").
          ctx.direction = 'ltr';
          const runs = n[i + 8];
          i += 9;
          for (let r = 0; r < runs; r++) {
            ctx.fillText(string(n, i + 3, text), n[i], n[i + 1]);
            i += 5;
          }
          break;
        }
        case OP.backdropBlur: {
          const sigma = n[i];
          const saturation = n[i + 1];
          const tint = colour(n, i + 2);
          const [region, bounds, next] = pathWithBounds(n, i + 6);
          i = next;
          const ordinal = painted.length;
          painted.push(backdrop(ctx, top().origin, deviceMatrix(ctx, top().origin), root.canvas, region, bounds, sigma, saturation, tint, reused.get(ordinal), cache));
          break;
        }
        case OP.bitmap: {
          // cache.images: index → ImageBitmap, null when the browser could not decode it,
          // absent while it decodes (the host draws the canvas again when it is ready).
          const image = cache.images?.get(n[i]);
          const [x, y, w, h] = [n[i + 1], n[i + 2], n[i + 3], n[i + 4]];
          i += 5;
          if (image) {
            ctx.imageSmoothingEnabled = true;
            ctx.imageSmoothingQuality = 'high';
            ctx.drawImage(image, x, y, w, h);
          } else if (image === null) {
            placeholder(ctx, x, y, w, h);
          }
          break;
        }
        default:
          throw new Error(`display list: unknown opcode ${op} at ${i - 1}`);
      }
    }
    // Brackets the list left open close at its end, innermost first, as cairo's do.
    while (stack.length > 1) closeTop();
    for (; stack[0].saves > 0; stack[0].saves--) root.restore();
    root.restore();
    for (const entry of finished) release(pool, entry);
    keep(cache, last, painted);
    return rows;
  }

  /**
   * Image.placeholder (Sources/UI/Layers/Images/Image+Bitmap.swift) in x y w h: a grey frame,
   * a mountain and a sun, for a bitmap the browser could not decode.
   */
  function placeholder(ctx, x, y, w, h) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(w, h);
    ctx.fillStyle = 'rgb(224, 224, 224)';
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = 'rgb(173, 173, 173)';
    ctx.beginPath();
    for (const [px, py] of [[0.1, 0.82], [0.38, 0.42], [0.56, 0.66], [0.68, 0.54], [0.9, 0.82]]) ctx.lineTo(px, py);
    ctx.fill();
    ctx.fillStyle = 'rgb(189, 189, 189)';
    ctx.beginPath();
    ctx.ellipse(0.72, 0.26, 0.08, 0.08, 0, 0, 2 * Math.PI);
    ctx.fill();
    ctx.restore();
  }

  /** Reads a path at n[i] with its control points' box: [Path2D, [x0, y0, x1, y1], next]. */
  function pathWithBounds(n, i) {
    const [p, next] = path(n, i);
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    const count = n[i];
    let k = i + 1;
    for (let e = 0; e < count; e++) {
      const points = [1, 1, 2, 3, 0][n[k++]];
      for (let q = 0; q < points; q++, k += 2) {
        x0 = Math.min(x0, n[k]); x1 = Math.max(x1, n[k]);
        y0 = Math.min(y0, n[k + 1]); y1 = Math.max(y1, n[k + 1]);
      }
    }
    return [p, [x0, y0, x1, y1], next];
  }

  return { draw, font };
})();
