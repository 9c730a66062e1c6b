// The layers test's comparison, in the page (layers_test.py): a screenshot (a PNG, base64)
// decoded by the browser, and two boxes of it compared pixel by pixel with the conformance
// tolerances (drives.py): a pixel of `a` differs when no pixel of `b` at most one pixel away
// is within `levels` of it in every channel. Also each box's difference from a second
// screenshot's same box: whether the frame showed motion.

/**
 * The RGBA pixels of a PNG given as base64.
 * @param {string} png
 */
async function decodeScreenshot(png) {
  const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
  const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  context.drawImage(image, 0, 0);
  return { width: image.width, data: context.getImageData(0, 0, image.width, image.height).data };
}

/**
 * Compares box `a` of one screenshot with box `b` (x, y, width, height in device pixels, the
 * same size) of another (or the same); returns the share of pixels that differ, the largest
 * share in any 32 × 32 tile, and the mean difference per channel (0…255).
 */
async function compareBoxes(pngA, a, pngB, b, levels) {
  const first = await decodeScreenshot(pngA);
  const second = pngB === pngA ? first : await decodeScreenshot(pngB);
  const [ax, ay, w, h] = a;
  const [bx, by] = b;
  const at = (image, x, y) => 4 * (y * image.width + x);
  const tiles = new Map();
  let differing = 0;
  let total = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = at(first, ax + x, ay + y);
      const q = at(second, bx + x, by + y);
      for (let c = 0; c < 3; c++) total += Math.abs(first.data[p + c] - second.data[q + c]);
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        for (let dx = -1; dx <= 1 && !near; dx++) {
          const u = x + dx, v = y + dy;
          if (u < 0 || v < 0 || u >= w || v >= h) continue;
          const r = at(second, bx + u, by + v);
          near = Math.abs(first.data[p] - second.data[r]) <= levels && Math.abs(first.data[p + 1] - second.data[r + 1]) <= levels
            && Math.abs(first.data[p + 2] - second.data[r + 2]) <= levels;
        }
      }
      if (!near) {
        differing++;
        const tile = `${x >> 5},${y >> 5}`;
        tiles.set(tile, (tiles.get(tile) ?? 0) + 1);
      }
    }
  }
  let worst = ['', 0];
  for (const entry of tiles) if (entry[1] > worst[1]) worst = entry;
  // The worst tile by its corner in the box, in device pixels.
  const corner = worst[0] ? worst[0].split(',').map((v) => 32 * Number(v)) : [];
  return { share: differing / (w * h), tile: worst[1] / 1024, at: corner, mean: total / (3 * w * h) };
}

/** The RGB of pixel (x, y), device pixels, of a screenshot. */
async function pixelAt(png, x, y) {
  const image = await decodeScreenshot(png);
  const p = 4 * (y * image.width + x);
  return [image.data[p], image.data[p + 1], image.data[p + 2]];
}

window.compareBoxes = compareBoxes;
window.pixelAt = pixelAt;
