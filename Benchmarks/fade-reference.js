// The reference for `make bench-web`'s frame times (Benchmarks/elements_bench.py): the pixels
// of one frame of the floating menu's fade, drawn by a plain Canvas 2D script with nothing of
// the package (no core, no display list, no renderer), on a canvas the size of the floating
// menu's page at devicePixelRatio 2. The elements' frames are timed beside it in the same run,
// so a figure of theirs can be read against what the browser's rasteriser alone takes here.
//
// What it draws is what the canvas renderer draws for that frame (its canvas calls recorded in
// Chromium, 2026-11-26), in device pixels: the backdrop blur's kept result copied into a
// window-sized group; five labels (a rounded plate and a word, 106 × 56) and six buttons (a
// shadowed disc of radius 56 and a cross, 174 × 174), each drawn on a canvas of its own and
// composited into the group at 75 %; the group composited at the fade's opacity over the
// cleared canvas and the button under the menu. The buttons move by a fraction of a pixel
// and the crosses turn each frame, as they do in the fade, so no frame repeats the last one's
// geometry. Classic script: defines `fadeReferenceFrame(k)`, which draws frame k.
'use strict';

var fadeReferenceFrame = (function () {
  const width = 750;
  const height = 1334;
  const canvas = document.querySelector('canvas');
  const root = canvas.getContext('2d');
  const offscreen = (w, h) => {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    return c.getContext('2d');
  };
  // The kept blur: a translucent white veil with a blurred patch where the button lies.
  const blur = offscreen(width, height);
  blur.fillStyle = 'rgba(255, 255, 255, 0.6)';
  blur.fillRect(0, 0, width, height);
  blur.filter = 'blur(24px)';
  blur.fillStyle = 'rgba(230, 80, 60, 0.4)';
  blur.fillRect(560, 1100, 140, 140);
  const group = offscreen(width, height);
  const buttons = [0, 1, 2, 3, 4, 5].map(() => offscreen(256, 256));
  const labels = [0, 1, 2, 3, 4].map(() => offscreen(128, 64));
  const disc = (x, y, r) => {
    const p = new Path2D();
    p.arc(x, y, r, 0, 2 * Math.PI);
    return p;
  };

  /** Draws button `i` of frame `k` on its canvas: its box's corner at (0, 0). */
  function button(context, i, k) {
    const r = 56;
    const c = 87 + ((k * 0.37 + i) % 1);
    context.clearRect(0, 0, 174, 174);
    context.save();
    context.shadowColor = 'rgba(0, 0, 0, 0.33)';
    context.shadowBlur = 12;
    context.shadowOffsetX = 100000;
    context.shadowOffsetY = 6;
    context.translate(-100000, 0);
    context.fillStyle = 'black';
    context.fill(disc(c, c, r));
    context.restore();
    context.fillStyle = i === 0 ? 'rgb(232, 76, 61)' : 'rgb(80, 101, 162)';
    context.fill(disc(c, c, r));
    context.save();
    context.translate(c, c);
    context.rotate(k * 0.05 + i);
    context.strokeStyle = 'white';
    context.lineWidth = 6;
    context.beginPath();
    context.moveTo(-16, -16); context.lineTo(16, 16);
    context.moveTo(16, -16); context.lineTo(-16, 16);
    context.stroke();
    context.restore();
  }

  /** Draws label `i` on its canvas. */
  function label(context, i) {
    context.clearRect(0, 0, 106, 56);
    context.fillStyle = 'white';
    context.beginPath();
    context.roundRect(0, 0, 106, 56, 8);
    context.fill();
    context.fillStyle = 'rgb(42, 42, 42)';
    context.font = '28px sans-serif';
    context.fillText(['One', 'Two', 'Three', 'Four', 'Five'][i], 10, 38);
  }

  /** Draws `layer` onto `target` at `alpha` with its corner at (x, y), clipped to w × h. */
  function composite(target, layer, alpha, x, y, w, h) {
    target.save();
    const clip = new Path2D();
    clip.rect(x, y, w, h);
    target.clip(clip);
    target.globalAlpha = alpha;
    target.drawImage(layer.canvas, x, y);
    target.restore();
  }

  return function frame(k) {
    // The fade's opacity goes 0 → 1 over 24 frames (0.4 s) and starts again.
    const alpha = (k % 24 + 1) / 24;
    root.clearRect(0, 0, width, height);
    root.fillStyle = 'rgb(232, 76, 61)';
    root.fill(disc(637, 1187, 56));
    group.clearRect(0, 0, width, height);
    group.drawImage(blur.canvas, 0, 0);
    labels.forEach((context, i) => {
      label(context, i);
      composite(group, context, 0.75, 420, 1000 - 160 * i, 106, 56);
    });
    buttons.forEach((context, i) => {
      button(context, i, k);
      composite(group, context, 0.75, 550, 1100 - 160 * i, 174, 174);
    });
    composite(root, group, alpha, 0, 0, width, height);
    // Rasterised inside the frame, as the elements' frames are timed.
    root.getImageData(0, 0, 1, 1);
  };
})();
