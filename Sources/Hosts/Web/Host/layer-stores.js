// A layer's stores on the page (layer-tree.js): its contents and a shadow cast from a path,
// each a canvas of its own, drawn from its display list at the device scale; or its contents
// as an element the page draws, when they are one stroke of a whole circle (a bordered
// circle), of one straight segment (a rectangle) or of an outline of several pieces (a dashed
// stroke: an SVG path): no canvas.

import { layerOperands } from '../Generated/layer-vocabulary.js';
import { drawDisplayList } from '../../../Renderers/Canvas/canvas-renderer.js';
import { lineCaps, lineJoins } from '../../../Renderers/Canvas/display-list-codes.js';
import { alpha, colour, pathData } from '../../../Renderers/Canvas/display-list-values.js';
import { placed } from './layer-box.js';

/** @typedef {import('./layer-box.js').LayerBox} LayerBox */

/** @typedef {import('../../../Renderers/Canvas/canvas-renderer.js').RendererCache} RendererCache */

/** Where a store's, a ring's, a line's and a stroked path's operands lie
 * (LayerOperationStream+Layout.swift). */
const { store: S, ring: R, line: L, strokePath: P } = layerOperands;

const SVG = 'http://www.w3.org/2000/svg';

/** Each store canvas's frame's corner in its layer's space, and the scale it was drawn at.
 * @type {WeakMap<HTMLCanvasElement, { x: number, y: number, scale: number }>} */
const frames = new WeakMap();

/**
 * A store's canvas (contents or shadow) for the layer, made when first needed.
 * @param {HTMLCanvasElement | null} canvas
 * @param {HTMLElement} parent
 * @param {Node | null} before
 * @param {() => void} lost
 */
export function storeCanvas(canvas, parent, before, lost) {
  if (canvas) return canvas;
  const made = placed('canvas');
  made.addEventListener('contextrestored', lost);
  parent.insertBefore(made, before);
  return made;
}

/**
 * Places a store's canvas at its frame in its layer's box: in the layer's space, whose bounds'
 * origin is the box's corner (the sublayer transform moves the sublayers only).
 * @param {HTMLCanvasElement} canvas
 * @param {number[]} origin the layer's bounds' origin
 */
export function place(canvas, origin) {
  const frame = frames.get(canvas);
  if (frame) canvas.style.transform = `translate(${frame.x - origin[0]}px,${frame.y - origin[1]}px)`;
}

/**
 * Draws a store's list on its canvas and sizes it (its operands from n[i]: the list's start
 * and end, its frame, scale and size in device pixels); a start of −1 empties it. Returns
 * the rows drawn.
 * @param {HTMLCanvasElement} canvas
 * @param {Float64Array} n
 * @param {number} i
 * @param {Float64Array} lists
 * @param {Uint8Array} text
 * @param {RendererCache} cache
 */
export function drawStore(canvas, n, i, lists, text, cache) {
  const start = n[i + S.start];
  const [w, h, scale, pw, ph] = [n[i + S.width], n[i + S.height], n[i + S.scale], n[i + S.pixelWidth], n[i + S.pixelHeight]];
  if (start < 0) {
    emptyStore(canvas);
    return 0;
  }
  canvas.hidden = false;
  // A store whose ink grows and shrinks as it animates (an arc drawn longer each frame) keeps
  // its canvas, larger than it needs, rather than a new one each frame: the list is drawn at
  // the canvas's corner and clears the rest. A new scale makes it anew.
  const frame = frames.get(canvas) ?? { x: 0, y: 0, scale: NaN };
  const rescaled = frame.scale !== scale;
  if (rescaled || canvas.width < pw || canvas.height < ph) {
    canvas.width = rescaled ? pw : Math.max(canvas.width, pw);
    canvas.height = rescaled ? ph : Math.max(canvas.height, ph);
  }
  Object.assign(frame, { x: n[i + S.x], y: n[i + S.y], scale });
  frames.set(canvas, frame);
  canvas.style.width = `${(w * canvas.width) / pw}px`;
  canvas.style.height = `${(h * canvas.height) / ph}px`;
  const context = canvas.getContext('2d');
  if (context) drawDisplayList(context, lists.subarray(start, n[i + S.end]), text, scale, cache, null);
  return ph;
}

/**
 * Empties a store's canvas: it holds no pixels and shows nothing.
 * @param {HTMLCanvasElement} canvas
 */
function emptyStore(canvas) {
  canvas.width = canvas.height = 0;
  canvas.hidden = true;
}

/**
 * A layer's stroke element (the ring, line and strokePath operations), in place of its
 * contents canvas, made when first needed: a `div`, or for a stroked path an `svg` of one
 * `path` (its box 1 px, its overflow shown: the path is in the layer's space).
 * @param {LayerBox} layer
 * @param {boolean} [svg]
 * @returns {HTMLElement | SVGSVGElement}
 */
function strokeElement(layer, svg = false) {
  if (layer.contents) emptyStore(layer.contents);
  if (layer.stroke && (layer.stroke instanceof SVGSVGElement) !== svg) (layer.stroke.remove(), layer.stroke = null);
  if (layer.stroke) return layer.stroke;
  let element;
  if (svg) {
    element = document.createElementNS(SVG, 'svg');
    element.style.cssText = 'position:absolute;left:0;top:0;transform-origin:0 0;overflow:visible;width:1px;height:1px';
    element.appendChild(document.createElementNS(SVG, 'path')).setAttribute('fill', 'none');
  } else {
    element = placed('div');
  }
  return layer.stroke = layer.clip.insertBefore(element, layer.sublayers);
}

/**
 * The path element of a layer's stroked path (strokePath), if it shows one.
 * @param {LayerBox} layer
 * @returns {SVGPathElement | null}
 */
export const strokedPath = (layer) => (layer.stroke instanceof SVGSVGElement ? /** @type {SVGPathElement} */ (layer.stroke.firstChild) : null);

/**
 * Shows a layer's contents as the bordered circle the ring operation at n[i] gives (its
 * centre in the layer's space, radius, line width, colour, fill); returns where the next
 * operation starts. The page's compositor rasters the border, so a ring that grows draws
 * nothing here.
 * @param {LayerBox} layer
 * @param {Float64Array} n
 * @param {number} i
 */
export function drawRing(layer, n, i) {
  const width = n[i + R.lineWidth];
  const outer = n[i + R.radius] + width / 2;
  layer.strokePlace.set([1, 0, 0, 1, n[i + R.x] - outer, n[i + R.y] - outer]);
  // A fill under an opaque stroke: inside the border (the stroke hides the rest of it).
  Object.assign(/** @type {HTMLElement} */ (strokeElement(layer)).style, {
    boxSizing: 'border-box', width: `${2 * outer}px`, height: `${2 * outer}px`,
    backgroundColor: alpha(n, i + R.fill) > 0 ? colour(n, i + R.fill) : '', backgroundClip: 'padding-box',
    border: `${width}px solid ${colour(n, i + R.colour)}`, borderRadius: '50%',
  });
  placeStroke(layer);
  return i + R.count;
}

/**
 * Shows a layer's contents as the rectangle the line operation at n[i] gives (its length,
 * width and corner radius, its matrix into the layer's space, its colour); returns where the
 * next operation starts. A line whose stroke end moves changes a width here, no pixels.
 * @param {LayerBox} layer
 * @param {Float64Array} n
 * @param {number} i
 */
export function drawLine(layer, n, i) {
  layer.strokePlace.set(n.subarray(i + L.matrix, i + L.matrix + layerOperands.matrix));
  Object.assign(/** @type {HTMLElement} */ (strokeElement(layer)).style, {
    width: `${n[i + L.length]}px`, height: `${n[i + L.width]}px`, backgroundColor: colour(n, i + L.colour),
    border: '', borderRadius: `${n[i + L.cornerRadius]}px`,
  });
  placeStroke(layer);
  return i + L.count;
}

/**
 * Shows a layer's contents as the stroked SVG path the strokePath operation at n[i] gives
 * (its line width, cap, join, miter limit and colour, then its path in the layer's space, or
 * −1: the last one, kept); returns where the next operation starts. A dashed ring that only
 * widens changes a stroke width here: its dashes are not sent or parsed again.
 * @param {LayerBox} layer
 * @param {Float64Array} n
 * @param {number} i
 */
export function drawStrokePath(layer, n, i) {
  strokeElement(layer, true);
  const path = /** @type {SVGPathElement} */ (strokedPath(layer));
  let next = i + P.path + 1;
  if (n[i + P.path] >= 0) {
    const [data, end] = pathData(n, i + P.path);
    path.setAttribute('d', data);
    next = end;
  }
  Object.assign(path.style, {
    stroke: colour(n, i + P.colour), strokeWidth: `${n[i + P.lineWidth]}px`, strokeLinecap: lineCaps[n[i + P.lineCap]],
    strokeLinejoin: lineJoins[n[i + P.lineJoin]], strokeMiterlimit: String(n[i + P.miterLimit]),
  });
  layer.strokePlace.set([1, 0, 0, 1, 0, 0]);
  placeStroke(layer);
  return next;
}

/**
 * Places a layer's stroke element by its matrix in the layer's space, from the box's corner.
 * @param {LayerBox} layer
 */
export function placeStroke(layer) {
  const [a, b, c, d, tx, ty] = layer.strokePlace;
  if (layer.stroke) layer.stroke.style.transform = `matrix(${a},${b},${c},${d},${tx - layer.origin[0]},${ty - layer.origin[1]})`;
}
