// A layer's elements on the page (layer-tree.js): its box, placed by a CSS matrix, with its
// clip, its sublayers' element and its border; and the order of a container's boxes.

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
 * A matrix a b c d tx ty as CSS.
 * @param {ArrayLike<number>} m
 */
export const css = (m) => `matrix(${m[0]},${m[1]},${m[2]},${m[3]},${m[4]},${m[5]})`;

/**
 * m · n: n applied first, then m.
 * @param {number[]} m
 * @param {number[]} n
 * @returns {number[]}
 */
export const times = (m, n) => [
  m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Every layer's box: what `arrange` moves (a container holds other elements too). */
const layerBoxes = new WeakSet();

/** One layer's elements and what the tree needs of it again. */
export class LayerBox {
  box = placed('div');
  clip = placed('div');
  sublayers = placed('div');
  /** @type {HTMLCanvasElement | null} */
  contents = null;
  /** @type {HTMLCanvasElement | null} */
  shadow = null;
  /** @type {HTMLDivElement | null} */
  border = null;
  /** @type {HTMLDivElement | null} */
  backdrop = null;
  /** @type {LayerBox | null} */
  parent = null;
  matrix = [1, 0, 0, 1, 0, 0];
  sublayerMatrix = [1, 0, 0, 1, 0, 0];
  /** The bounds' origin: where the layer's own space puts the box's corner. */
  origin = [0, 0];
  /** The bounds' width and height, points: the box's size. */
  size = [0, 0];
  /** The corner radius, points. */
  cornerRadius = 0;
  opacity = 1;
  hidden = false;
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
