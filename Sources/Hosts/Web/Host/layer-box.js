// A layer's elements on the page (layer-tree.js): its box, placed by a CSS matrix, with its
// clip, its sublayers' element and its border; and the order of a container's boxes. The core
// keeps the layer's geometry; a box keeps only its bounds' origin, where its stores go.

/**
 * A positioned element, its top left at its parent's.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @returns {HTMLElementTagNameMap[K]}
 */
export function placed(tag) {
  const element = document.createElement(tag);
  element.style.cssText = 'position:absolute;left:0;top:0;transform-origin:0 0';
  return element;
}

/**
 * The matrix a b c d tx ty at `m[at]` as CSS.
 * @param {ArrayLike<number>} m
 * @param {number} [at]
 */
export const css = (m, at = 0) => `matrix(${m[at]},${m[at + 1]},${m[at + 2]},${m[at + 3]},${m[at + 4]},${m[at + 5]})`;

/** Every layer's box: what `arrange` moves (a container holds other elements too). */
const layerBoxes = new WeakSet();

/** One layer's elements and what the tree needs of it again. */
export class LayerBox {
  box = placed('div');
  clip = placed('div');
  sublayers = placed('div');
  /** @type {HTMLCanvasElement | null} */
  contents = null;
  /** Its contents when they are one stroke the page draws itself (the ring, line and
   * strokePath operations): a bordered circle, a rectangle or an SVG path, placed in the
   * layer's space by the matrix `strokePlace` (a b c d tx ty), instead of a canvas.
   * @type {HTMLElement | SVGSVGElement | null} */
  stroke = null;
  strokePlace = new Float64Array([1, 0, 0, 1, 0, 0]);
  /** @type {HTMLCanvasElement | null} */
  shadow = null;
  /** @type {HTMLDivElement | null} */
  border = null;
  /** @type {HTMLDivElement | null} */
  backdrop = null;
  /** The bounds' origin: where the layer's own space puts the box's corner (its stores are
   * placed from it). */
  origin = [0, 0];
  /** The frame it last moved or faded in (-Infinity: not promoted). */
  moved = -Infinity;

  constructor() {
    layerBoxes.add(this.box);
    this.clip.style.cssText += ';width:100%;height:100%';
    this.clip.appendChild(this.sublayers);
    this.box.appendChild(this.clip);
  }
}

/**
 * Puts `boxes` in `container` in order, after any other children (a backdrop blur of the
 * root), taking out any other box left in it.
 * @param {HTMLElement} container
 * @param {HTMLElement[]} boxes
 */
export function arrange(container, boxes) {
  const isBox = (/** @type {ChildNode} */ node) => layerBoxes.has(node);
  let next = container.firstChild;
  for (const box of boxes) {
    while (next && !isBox(next)) next = next.nextSibling;
    if (next === box) next = next.nextSibling;
    else container.insertBefore(box, next);
  }
  while (next) {
    const after = next.nextSibling;
    if (isBox(next)) next.remove();
    next = after;
  }
}
