// The DOM-layers reference of Benchmarks/compositor_bench.py: the same stores as
// composite-reference.js (a trace of `dynamic-menus bench composites`), each a canvas element
// of its own drawn once, placed by CSS `transform` and `opacity` every frame, so that the
// browser's compositor, not the page's canvas, puts them together. What it measures is the
// main thread's share of a frame when layers move as elements: setting styles, and the
// browser's style, layout, paint and commit that follow.
//
// Classic script, loaded after composite-reference.js (its `paintStoreInk` and
// `sameStores`): defines `domLayersReference(trace, root)`, which returns `frame(i)`, the
// styles of frame i (nothing when its stores stand as in the frame before).
'use strict';

var domLayersReference = function (trace, root) {
  const stride = 10;
  const scale = trace.scale;
  // Each layer's element, by layer and size: made and drawn once, as a kept store is.
  const elements = new Map();
  function element(layer, width, height) {
    const key = `${layer} ${width} ${height}`;
    let canvas = elements.get(key);
    if (canvas) return canvas;
    canvas = document.createElement('canvas');
    canvas.width = Math.max(1, width);
    canvas.height = Math.max(1, height);
    paintStoreInk(canvas.getContext('2d'), layer, width, height);
    // Device pixels to CSS pixels; the transform places its top left.
    Object.assign(canvas.style, {
      position: 'absolute', left: '0', top: '0', width: `${width / scale}px`, height: `${height / scale}px`,
      transformOrigin: '0 0', willChange: 'transform, opacity',
    });
    root.appendChild(canvas);
    elements.set(key, canvas);
    return canvas;
  }
  return function frame(i) {
    const stores = trace.frames[i];
    if (sameStores(stores, trace.frames[i - 1])) return;
    const shown = new Set();
    for (let k = 0; k < stores.length; k += stride) {
      const canvas = element(stores[k], stores[k + 1], stores[k + 2]);
      shown.add(canvas);
      // The store's pixels to the page's CSS pixels: the device transform, its pixels at
      // 1 / scale, its translation in CSS pixels.
      const [a, b, c, d] = [stores[k + 3], stores[k + 4], stores[k + 5], stores[k + 6]];
      const transform = `matrix(${a}, ${b}, ${c}, ${d}, ${stores[k + 7] / scale}, ${stores[k + 8] / scale})`;
      if (canvas.style.transform !== transform) canvas.style.transform = transform;
      const opacity = String(stores[k + 9]);
      if (canvas.style.opacity !== opacity) canvas.style.opacity = opacity;
      if (canvas.style.zIndex !== String(k)) canvas.style.zIndex = String(k);
      if (canvas.hidden) canvas.hidden = false;
    }
    for (const canvas of elements.values()) if (!shown.has(canvas)) canvas.hidden = true;
  };
};
