// The values a display-list stream's commands carry (Sources/Renderers/Rendering/
// DisplayListStream.swift lays them out): colours, strings, paths and fonts, read from the
// stream's numbers at an index. Every code comes from display-list-codes.js, which `make web`
// writes from the Swift sources.

import { pathElements, pathPointCounts } from './display-list-codes.js';

const decoder = new TextDecoder();

/** Each path element's SVG command letter, by code. */
const pathLetters = {
  [pathElements.move]: 'M', [pathElements.line]: 'L', [pathElements.quadCurve]: 'Q',
  [pathElements.curve]: 'C', [pathElements.close]: 'Z',
};

/**
 * A stream's numbers: a frame's Float64Array, or the plain array of the placeholder's.
 * @typedef {ArrayLike<number>} Numbers
 */

/**
 * The colour of the four numbers at n[i] (r g b a, each 0…1) as a CSS colour.
 * @param {Numbers} n
 * @param {number} i
 * @returns {string}
 */
export function colour(n, i) {
  const c = (/** @type {number} */ v) => Math.round(Math.min(Math.max(v, 0), 1) * 255);
  const a = Math.min(Math.max(alpha(n, i), 0), 1);
  return `rgba(${c(n[i])}, ${c(n[i + 1])}, ${c(n[i + 2])}, ${a})`;
}

/**
 * The alpha of the colour at n[i] (its fourth number).
 * @param {Numbers} n
 * @param {number} i
 */
export const alpha = (n, i) => n[i + 3];

/**
 * The string whose offset and length are at n[i], from the stream's UTF-8 `text`.
 * @param {Numbers} n
 * @param {number} i
 * @param {Uint8Array} text
 * @returns {string}
 */
export function string(n, i, text) {
  return decoder.decode(text.subarray(n[i], n[i] + n[i + 1]));
}

/**
 * The canvas font of a text run: `family` (any text a page gave, `title-font-family`) as a
 * CSS string, sans-serif after it, so no family can break the declaration.
 * @param {number} weight CSS weight, 1…1000
 * @param {number} size CSS pixels
 * @param {string} family
 * @returns {string}
 */
export function font(weight, size, family) {
  const quoted = family.replace(/[\u0000-\u001f\u007f]/g, '').replace(/["\\]/g, '\\$&');
  return quoted ? `${weight} ${size}px "${quoted}", sans-serif` : `${weight} ${size}px sans-serif`;
}

/**
 * The path at n[i]: [Path2D, the index after it].
 * @param {Numbers} n
 * @param {number} i
 * @returns {[Path2D, number]}
 */
export function path(n, i) {
  const p = new Path2D();
  const count = n[i++];
  for (let e = 0; e < count; e++) {
    switch (n[i++]) {
      case pathElements.move: p.moveTo(n[i], n[i + 1]); break;
      case pathElements.line: p.lineTo(n[i], n[i + 1]); break;
      case pathElements.quadCurve: p.quadraticCurveTo(n[i], n[i + 1], n[i + 2], n[i + 3]); break;
      case pathElements.curve: p.bezierCurveTo(n[i], n[i + 1], n[i + 2], n[i + 3], n[i + 4], n[i + 5]); break;
      case pathElements.close: p.closePath(); break;
      default: throw new Error(`display list: unknown path element ${n[i - 1]} at ${i - 1}`);
    }
    i += 2 * pathPointCounts[n[i - 1]];
  }
  return [p, i];
}

/**
 * The path at n[i] as SVG path data (a CSS `path()`'s string): [data, the index after it].
 * @param {Numbers} n
 * @param {number} i
 * @returns {[string, number]}
 */
export function pathData(n, i) {
  let data = '';
  const count = n[i++];
  for (let e = 0; e < count; e++) {
    const code = n[i++];
    const points = pathPointCounts[code];
    if (points === undefined) throw new Error(`display list: unknown path element ${code} at ${i - 1}`);
    data += pathLetters[code];
    for (let k = 0; k < 2 * points; k++) data += `${k ? ' ' : ''}${n[i + k]}`;
    i += 2 * points;
  }
  return [data, i];
}

/**
 * The path at n[i] with its control points' box: [Path2D, [x0, y0, x1, y1], the index after it].
 * @param {Numbers} n
 * @param {number} i
 * @returns {[Path2D, number[], number]}
 */
export function pathWithBounds(n, i) {
  const [p, next] = path(n, i);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const count = n[i];
  let k = i + 1;
  for (let e = 0; e < count; e++) {
    const points = pathPointCounts[n[k++]];
    for (let q = 0; q < points; q++, k += 2) {
      x0 = Math.min(x0, n[k]); x1 = Math.max(x1, n[k]);
      y0 = Math.min(y0, n[k + 1]); y1 = Math.max(y1, n[k + 1]);
    }
  }
  return [p, [x0, y0, x1, y1], next];
}
