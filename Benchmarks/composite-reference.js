// The composite-only reference of `make bench-web` (Benchmarks/web_bench.py): a plain Canvas 2D
// script, with nothing of the package, that composites what a compositor keeping every
// layer's contents would composite in each frame of a demo script — one bitmap per layer's
// contents, of the backing store's size, at the place, turn, scale and group opacity the
// control draws it with (`dynamic-menus bench composites` traces them natively; the core's
// frames are the same bits in the browser). Nothing is rasterised but the bitmaps, once.
// The control's frame time over this one's, frame by frame in the same run, is how far its
// frame is from compositing alone.
//
// Classic script: defines `compositeReference(trace, canvas)`, which returns `frame(i)`, the
// drawing of frame i (nothing when its stores stand as in the frame before), and the two
// helpers dom-layers-reference.js shares: `paintStoreInk` and `sameStores`.
'use strict';

/** Paints store `layer`'s stand-in ink on `context`, `width` × `height` pixels: antialiased
 * edges and translucency, as contents have. */
var paintStoreInk = function (context, layer, width, height) {
  context.fillStyle = `hsla(${(layer * 47) % 360}, 60%, 50%, 0.9)`;
  context.beginPath();
  context.roundRect(0.5, 0.5, Math.max(0, width - 1), Math.max(0, height - 1), Math.min(width, height) / 4);
  context.fill();
};

/** Whether two frames of a trace list the same stores at the same places. */
var sameStores = (a, b) => a && b && a.length === b.length && a.every((v, i) => v === b[i]);

var compositeReference = function (trace, canvas) {
  const root = canvas.getContext('2d');
  const stride = 10;
  // Each layer's bitmap, by layer and size: made once, as a kept store is.
  const bitmaps = new Map();
  function bitmap(layer, width, height) {
    const key = `${layer} ${width} ${height}`;
    let image = bitmaps.get(key);
    if (image) return image;
    const c = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
    paintStoreInk(c.getContext('2d'), layer, width, height);
    image = c.transferToImageBitmap();
    bitmaps.set(key, image);
    return image;
  }
  return function frame(i) {
    const stores = trace.frames[i];
    if (sameStores(stores, trace.frames[i - 1])) return;
    root.setTransform(1, 0, 0, 1, 0, 0);
    root.globalAlpha = 1;
    root.clearRect(0, 0, canvas.width, canvas.height);
    for (let k = 0; k < stores.length; k += stride) {
      const image = bitmap(stores[k], stores[k + 1], stores[k + 2]);
      const [a, b, c, d, e, f] = [stores[k + 3], stores[k + 4], stores[k + 5], stores[k + 6], stores[k + 7], stores[k + 8]];
      // A translation is copied on the pixel grid, anything else resampled: the renderer
      // contract's rules for kept content.
      const onGrid = a === 1 && d === 1 && b === 0 && c === 0;
      root.imageSmoothingEnabled = !onGrid;
      root.setTransform(a, b, c, d, onGrid ? Math.round(e) : e, onGrid ? Math.round(f) : f);
      root.globalAlpha = stores[k + 9];
      root.drawImage(image, 0, 0);
    }
  };
};
