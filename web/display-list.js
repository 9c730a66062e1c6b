// Draws a DisplayListStream (Sources/Rendering/DisplayListStream.swift has the layout) on a
// Canvas 2D context. Hand-written, no build step: a classic script that defines
// `DynamicMenusDisplayList`, so the page works opened from disk (file://), where module
// scripts are refused.
//
// Groups (opacity), masks and shadowed content draw into offscreen canvases of the target's
// pixel size, composited when they end, as the cairo renderer's groups are. Backdrop blurs
// blur what is drawn so far with the canvas filter (σ in pixels), reused while the backdrop's
// pixels and the region do not change.
'use strict';

var DynamicMenusDisplayList = (function () {
  const decoder = new TextDecoder();
  const caps = ['butt', 'round', 'square'];
  const joins = ['miter', 'round', 'bevel'];

  function colour(n, i) {
    const c = (v) => Math.round(Math.min(Math.max(v, 0), 1) * 255);
    const a = Math.min(Math.max(n[i + 3], 0), 1);
    return `rgba(${c(n[i])}, ${c(n[i + 1])}, ${c(n[i + 2])}, ${a})`;
  }

  /** Reads a path at n[i]: [Path2D, next index]. */
  function path(n, i) {
    const p = new Path2D();
    const count = n[i++];
    for (let e = 0; e < count; e++) {
      switch (n[i++]) {
        case 0: p.moveTo(n[i], n[i + 1]); i += 2; break;
        case 1: p.lineTo(n[i], n[i + 1]); i += 2; break;
        case 2: p.quadraticCurveTo(n[i], n[i + 1], n[i + 2], n[i + 3]); i += 4; break;
        case 3: p.bezierCurveTo(n[i], n[i + 1], n[i + 2], n[i + 3], n[i + 4], n[i + 5]); i += 6; break;
        case 4: p.closePath(); break;
        default: throw new Error(`display list: unknown path element ${n[i - 1]} at ${i - 1}`);
      }
    }
    return [p, i];
  }

  function string(n, i, text) {
    return decoder.decode(text.subarray(n[i], n[i] + n[i + 1]));
  }

  /**
   * An offscreen canvas the size of `like`, clear, drawing with `like`'s current transform.
   * Canvases come from `pool` and go back to it when their group ends, so a frame with a
   * dozen shadowed items allocates none once the pool holds enough (allocating them every
   * frame made the collector pause frames for tens of milliseconds).
   */
  function layerLike(like, pool) {
    let context = pool.pop();
    if (!context || context.canvas.width !== like.canvas.width || context.canvas.height !== like.canvas.height) {
      const canvas = document.createElement('canvas');
      canvas.width = like.canvas.width;
      canvas.height = like.canvas.height;
      context = canvas.getContext('2d');
    } else {
      context.reset?.();
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, context.canvas.width, context.canvas.height);
    }
    context.setTransform(like.getTransform());
    return context;
  }

  /** Draws `layer` onto `target` pixel for pixel, through `target`'s clip. */
  function composite(target, layer, alpha) {
    target.save();
    target.setTransform(1, 0, 0, 1, 0, 0);
    target.globalAlpha = alpha;
    target.drawImage(layer.canvas, 0, 0);
    target.restore();
  }

  /** A shadow's offset and σ in device pixels under the current transform. */
  function shadowIn(context, dx, dy, sigma) {
    const m = context.getTransform();
    const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    return { x: m.a * dx + m.c * dy, y: m.b * dx + m.d * dy, blur: 2 * sigma * scale };
  }

  /**
   * Draws the stream (`numbers`, a Float64Array; `text`, a Uint8Array) on `context`, whose
   * canvas is `scale` device pixels per point. `cache` (an object the caller keeps per canvas)
   * holds the last backdrop blur for reuse.
   */
  function draw(context, numbers, text, scale, cache) {
    const n = numbers;
    if (n[0] !== 1) throw new Error(`display list: version ${n[0]}, expected 1`);
    const root = context;
    root.save();
    root.setTransform(1, 0, 0, 1, 0, 0);
    root.clearRect(0, 0, root.canvas.width, root.canvas.height);
    root.fillStyle = colour(n, 3);
    root.fillRect(0, 0, root.canvas.width, root.canvas.height);
    root.setTransform(scale, 0, 0, scale, 0, 0);
    // The stack of drawing targets: the canvas, then each open group, mask or shadow.
    const stack = [{ context: root, kind: 'root' }];
    const pool = cache.layers ?? (cache.layers = []);
    let ctx = root;
    let i = 7;
    while (i < n.length) {
      const op = n[i++];
      switch (op) {
        case 1: ctx.save(); break;
        case 2: ctx.restore(); break;
        case 3: ctx.transform(n[i], n[i + 1], n[i + 2], n[i + 3], n[i + 4], n[i + 5]); i += 6; break;
        case 4: {
          const rule = n[i] === 1 ? 'evenodd' : 'nonzero';
          const [p, next] = path(n, i + 1);
          ctx.clip(p, rule);
          i = next;
          break;
        }
        case 5: {
          const p = new Path2D();
          p.rect(n[i], n[i + 1], n[i + 2], n[i + 3]);
          ctx.clip(p);
          i += 4;
          break;
        }
        case 6: {
          const layer = layerLike(ctx, pool);
          stack.push({ context: layer, kind: 'group', opacity: n[i++] });
          ctx = layer;
          break;
        }
        case 8: {
          const layer = layerLike(ctx, pool);
          stack.push({ context: layer, kind: 'content', transform: ctx.getTransform() });
          ctx = layer;
          break;
        }
        case 9: {
          const content = stack[stack.length - 1];
          const layer = layerLike(content.context, pool);
          layer.setTransform(content.transform);
          stack.push({ context: layer, kind: 'mask' });
          ctx = layer;
          break;
        }
        case 11: {
          const layer = layerLike(ctx, pool);
          stack.push({ context: layer, kind: 'shadow', paint: colour(n, i), dx: n[i + 4], dy: n[i + 5], sigma: n[i + 6] });
          i += 7;
          ctx = layer;
          break;
        }
        case 7: case 12: {
          const top = stack.pop();
          ctx = stack[stack.length - 1].context;
          if (top.kind === 'shadow') {
            const s = shadowIn(ctx, top.dx, top.dy, top.sigma);
            ctx.save();
            ctx.shadowColor = top.paint;
            ctx.shadowOffsetX = s.x;
            ctx.shadowOffsetY = s.y;
            ctx.shadowBlur = s.blur;
            composite(ctx, top.context, 1);
            ctx.restore();
          } else {
            composite(ctx, top.context, Math.min(Math.max(top.opacity, 0), 1));
          }
          pool.push(top.context);
          break;
        }
        case 10: {
          const mask = stack.pop();
          const content = stack.pop();
          content.context.save();
          content.context.setTransform(1, 0, 0, 1, 0, 0);
          content.context.globalCompositeOperation = 'destination-in';
          content.context.drawImage(mask.context.canvas, 0, 0);
          content.context.restore();
          ctx = stack[stack.length - 1].context;
          composite(ctx, content.context, 1);
          pool.push(mask.context, content.context);
          break;
        }
        case 13: {
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
        case 14: {
          ctx.fillStyle = colour(n, i);
          const rule = n[i + 4] === 1 ? 'evenodd' : 'nonzero';
          const [p, next] = path(n, i + 5);
          ctx.fill(p, rule);
          i = next;
          break;
        }
        case 15: {
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
        case 16: {
          ctx.fillStyle = colour(n, i);
          const size = n[i + 4];
          const weight = n[i + 5];
          const family = string(n, i + 6, text);
          ctx.font = `${weight} ${size}px "${family}", sans-serif`;
          ctx.textBaseline = 'alphabetic';
          ctx.textAlign = 'left';
          const runs = n[i + 8];
          i += 9;
          for (let r = 0; r < runs; r++) {
            ctx.fillText(string(n, i + 3, text), n[i], n[i + 1]);
            i += 5;
          }
          break;
        }
        case 17: {
          const sigma = n[i];
          const saturation = n[i + 1];
          const tint = colour(n, i + 2);
          const [region, next] = path(n, i + 6);
          i = next;
          backdrop(ctx, root.canvas, region, sigma, saturation, tint, cache);
          break;
        }
        default:
          throw new Error(`display list: unknown opcode ${op} at ${i - 1}`);
      }
    }
    if (stack.length !== 1) throw new Error('display list: a group, mask or shadow is left open');
    root.restore();
  }

  /**
   * Blurs and saturates what the canvas (`source`, before any open group) shows inside
   * `region`, then tints it.
   */
  function backdrop(ctx, source, region, sigma, saturation, tint, cache) {
    const m = ctx.getTransform();
    const blurPixels = sigma * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    // The blurred backdrop, reused while the pixels behind are the same: a cheap signature of
    // the backdrop (a coarse copy) decides.
    const probe = cache.probe ?? (cache.probe = document.createElement('canvas'));
    probe.width = 32;
    probe.height = 32;
    const probeContext = probe.getContext('2d', { willReadFrequently: true });
    probeContext.drawImage(source, 0, 0, 32, 32);
    const signature = probeContext.getImageData(0, 0, 32, 32).data.join(',') + `|${blurPixels}|${saturation}`;
    if (cache.signature !== signature || !cache.blurred) {
      const blurred = cache.blurred ?? document.createElement('canvas');
      blurred.width = source.width;
      blurred.height = source.height;
      const b = blurred.getContext('2d');
      b.filter = `blur(${blurPixels}px) saturate(${saturation})`;
      b.drawImage(source, 0, 0);
      cache.blurred = blurred;
      cache.signature = signature;
    }
    ctx.save();
    ctx.clip(region);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(cache.blurred, 0, 0);
    ctx.restore();
    ctx.fillStyle = tint;
    ctx.fill(region);
    ctx.restore();
  }

  return { draw };
})();
